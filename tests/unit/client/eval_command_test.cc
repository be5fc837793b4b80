// `referee eval` (client/commands.h): EvalReport on small files with every
// number derived by hand, the line numbers of malformed input, the --k
// rule, and the --json shape.
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_split.h"
#include "absl/strings/string_view.h"
#include "client/commands.h"
#include "google/protobuf/struct.pb.h"
#include "google/protobuf/util/json_util.h"
#include "gtest/gtest.h"
#include "tests/test_util.h"

namespace referee {
namespace {

using google::protobuf::Struct;
using google::protobuf::Value;

// Two environment problems of 4 rollouts each, interleaved (groups are
// whole across the file), and one other prompt with a single rollout.
//   A = env/sorting/1/0: correct F T T F, answers 7 3 3 9 (n 4, c 2)
//     pass@1 = 1 − C(2,1)/C(4,1) = 1 − 2/4 = 0.5
//     pass@2 = 1 − C(2,2)/C(4,2) = 1 − 1/6 = 5/6
//     avg@1 = 0 (F), avg@2 = 1/2 (F T)
//     maj@1: 7 wins, wrong: 0; maj@2: 7 against 3, a tie, to the smaller
//     number 3, right: 1
//   B = env/sorting/2/5: correct T F F F, answers 10 2 2 and none (n 4, c 1)
//     pass@1 = 1 − 3/4 = 0.25, pass@2 = 1 − C(3,2)/C(4,2) = 1 − 3/6 = 0.5
//     avg@1 = 1, avg@2 = 1/2
//     maj@1: 10, right: 1; maj@2: 10 against 2, a tie, to the smaller
//     number 2 (not "10", smaller as text), wrong: 0
//   C = q-text: correct T, answer 1 (n 1): pass@1 = avg@1 = maj@1 = 1;
//     short of k = 2.
constexpr char kResults[] =
    R"({"promptId": "env/sorting/1/0", "output": "\\boxed{7}", "correct": false, "reward": 0, "dataSource": "ds1"}
{"promptId": "env/sorting/2/5", "output": "\\boxed{10}", "correct": true, "dataSource": "ds1"}

{"promptId": "env/sorting/1/0", "output": "\\boxed{3}", "correct": true}
{"promptId": "env/sorting/2/5", "output": "\\boxed{2}", "correct": false}
{"prompt_id": "q-text", "output": "\\boxed{1}", "correct": true, "reward": 1.5}
{"promptId": "env/sorting/1/0", "output": "\\boxed{3}", "correct": true}
{"promptId": "env/sorting/2/5", "output": "\\boxed{2}", "correct": false}
{"promptId": "env/sorting/1/0", "output": "\\boxed{9}", "correct": false}
{"promptId": "env/sorting/2/5", "correct": false}
)";

EvalOptions ResultsOptions(const std::string& contents, const std::string& k) {
  EvalOptions options;
  options.results_file = testing::WriteTempFile("results.jsonl", contents);
  options.k = k;
  return options;
}

std::vector<std::string> Tokens(absl::string_view line) {
  return absl::StrSplit(line, ' ', absl::SkipEmpty());
}

// The report as a Struct, failing the test if it is not one JSON object.
Struct ParseReport(const std::string& json) {
  Struct report;
  EXPECT_TRUE(absl::EndsWith(json, "}\n")) << json;
  EXPECT_TRUE(google::protobuf::util::JsonStringToMessage(json, &report).ok()) << json;
  return report;
}

const Value& Field(const Struct& object, const std::string& name) {
  static const Value* const kMissing = new Value();
  auto it = object.fields().find(name);
  EXPECT_TRUE(it != object.fields().end()) << "no field " << name;
  return it == object.fields().end() ? *kMissing : it->second;
}

// Row `index` of the report's list `table`.
const Struct& Row(const Struct& report, const std::string& table, int index) {
  return Field(report, table).list_value().values(index).struct_value();
}

double Metric(const Struct& row, const std::string& metric, const std::string& k) {
  return Field(Field(row, metric).struct_value(), k).number_value();
}

TEST(EvalCommandTest, TablesFromResults) {
  absl::StatusOr<std::string> report = EvalReport(ResultsOptions(kResults, "2,1"));
  ASSERT_TRUE(report.ok()) << report.status();
  ASSERT_TRUE(absl::EndsWith(*report, "\n"));
  const std::vector<std::string> lines =
      absl::StrSplit(absl::string_view(*report).substr(0, report->size() - 1), '\n');
  ASSERT_EQ(lines.size(), 15u) << *report;
  EXPECT_EQ(lines[0], "3 groups, 9 rollouts; k = 1, 2");
  const std::vector<std::string> metrics = {"groups", "pass@1", "avg@1", "maj@1", "short@1",
                                            "pass@2", "avg@2",  "maj@2", "short@2"};
  auto header = [&](const std::string& title) {
    std::vector<std::string> tokens = {title};
    tokens.insert(tokens.end(), metrics.begin(), metrics.end());
    return tokens;
  };
  const std::vector<std::vector<std::string>> expected = {
      {"3", "groups,", "9", "rollouts;", "k", "=", "1,", "2"},
      {},
      header("environment"),
      // sorting = A and B: pass@1 (0.5 + 0.25)/2, avg@1 (0 + 1)/2, maj@1
      // (0 + 1)/2; pass@2 (5/6 + 1/2)/2 = 2/3, avg@2 1/2, maj@2 (1 + 0)/2.
      {"sorting", "2", "0.375", "0.500", "0.500", "0", "0.667", "0.500", "0.500", "0"},
      {"other", "1", "1.000", "1.000", "1.000", "0", "-", "-", "-", "1"},
      // all: pass@1 (0.5 + 0.25 + 1)/3 = 0.5833, avg@1 and maj@1 2/3; k = 2
      // as sorting, C short.
      {"all", "3", "0.583", "0.667", "0.667", "0", "0.667", "0.500", "0.500", "1"},
      {},
      header("level"),
      {"1", "1", "0.500", "0.000", "0.000", "0", "0.833", "0.500", "1.000", "0"},
      {"2", "1", "0.250", "1.000", "1.000", "0", "0.500", "0.500", "0.000", "0"},
      {"(none)", "1", "1.000", "1.000", "1.000", "0", "-", "-", "-", "1"},
      {},
      header("data_source"),
      {"ds1", "2", "0.375", "0.500", "0.500", "0", "0.667", "0.500", "0.500", "0"},
      {"(none)", "1", "1.000", "1.000", "1.000", "0", "-", "-", "-", "1"},
  };
  for (size_t i = 0; i < lines.size(); ++i) {
    EXPECT_EQ(Tokens(lines[i]), expected[i]) << "line " << i << ": " << lines[i];
  }
  // Aligned: every line of a table as wide as its header.
  for (size_t header_line : {2u, 7u, 12u}) {
    for (size_t i = header_line + 1; i < lines.size() && !lines[i].empty(); ++i) {
      EXPECT_EQ(lines[i].size(), lines[header_line].size()) << lines[i];
    }
  }
}

TEST(EvalCommandTest, JsonShape) {
  EvalOptions options = ResultsOptions(kResults, "1,2");
  options.json = true;
  absl::StatusOr<std::string> json = EvalReport(options);
  ASSERT_TRUE(json.ok()) << json.status();
  const Struct report = ParseReport(*json);
  for (const char* key : {"k", "groups", "rollouts", "errors", "all", "environments", "levels",
                          "dataSources"}) {
    EXPECT_EQ(report.fields().count(key), 1u) << key;
  }
  EXPECT_EQ(report.fields_size(), 8);
  const auto& ks = Field(report, "k").list_value();
  ASSERT_EQ(ks.values_size(), 2);
  EXPECT_EQ(ks.values(0).number_value(), 1);
  EXPECT_EQ(ks.values(1).number_value(), 2);
  EXPECT_EQ(Field(report, "groups").number_value(), 3);
  EXPECT_EQ(Field(report, "rollouts").number_value(), 9);
  EXPECT_EQ(Field(report, "errors").number_value(), 0);

  const Struct& all = Field(report, "all").struct_value();
  EXPECT_EQ(Field(all, "name").string_value(), "all");
  EXPECT_EQ(Field(all, "groups").number_value(), 3);
  EXPECT_DOUBLE_EQ(Metric(all, "passAtK", "1"), 1.75 / 3);
  EXPECT_DOUBLE_EQ(Metric(all, "passAtK", "2"), 2.0 / 3);
  EXPECT_DOUBLE_EQ(Metric(all, "avgAtK", "1"), 2.0 / 3);
  EXPECT_DOUBLE_EQ(Metric(all, "majAtK", "2"), 0.5);
  EXPECT_EQ(Metric(all, "short", "1"), 0);
  EXPECT_EQ(Metric(all, "short", "2"), 1);

  ASSERT_EQ(Field(report, "environments").list_value().values_size(), 2);
  const Struct& sorting = Row(report, "environments", 0);
  EXPECT_EQ(Field(sorting, "name").string_value(), "sorting");
  EXPECT_EQ(Field(sorting, "groups").number_value(), 2);
  EXPECT_DOUBLE_EQ(Metric(sorting, "passAtK", "1"), 0.375);
  EXPECT_DOUBLE_EQ(Metric(sorting, "passAtK", "2"), (5.0 / 6 + 0.5) / 2);
  const Struct& other = Row(report, "environments", 1);
  EXPECT_EQ(Field(other, "name").string_value(), "other");
  // No group of `other` has 2 rollouts: no mean, one short.
  EXPECT_EQ(Field(Field(other, "passAtK").struct_value(), "2").kind_case(), Value::kNullValue);
  EXPECT_EQ(Metric(other, "short", "2"), 1);

  ASSERT_EQ(Field(report, "levels").list_value().values_size(), 3);
  const Struct& level1 = Row(report, "levels", 0);
  EXPECT_EQ(Field(level1, "name").string_value(), "1");
  EXPECT_DOUBLE_EQ(Metric(level1, "passAtK", "2"), 5.0 / 6);
  EXPECT_EQ(Metric(level1, "majAtK", "2"), 1);  // The 7-3 tie goes to 3: right.
  const Struct& level2 = Row(report, "levels", 1);
  EXPECT_EQ(Field(level2, "name").string_value(), "2");
  EXPECT_EQ(Metric(level2, "majAtK", "1"), 1);
  EXPECT_EQ(Metric(level2, "majAtK", "2"), 0);  // The 10-2 tie goes to 2: wrong.
  EXPECT_EQ(Field(Row(report, "levels", 2), "name").string_value(), "(none)");

  ASSERT_EQ(Field(report, "dataSources").list_value().values_size(), 2);
  EXPECT_EQ(Field(Row(report, "dataSources", 0), "name").string_value(), "ds1");
  EXPECT_EQ(Field(Row(report, "dataSources", 1), "name").string_value(), "(none)");
}

// groupId joins prompt ids into one group: n 3, c 1, so pass@2 =
// 1 − C(2,2)/C(3,2) = 2/3, and avg@2 = 1/2 (T F).
TEST(EvalCommandTest, GroupIdMakesOneGroup) {
  EvalOptions options = ResultsOptions(
      R"({"promptId": "p1", "groupId": "g", "output": "\\boxed{1}", "correct": true}
{"promptId": "p2", "groupId": "g", "output": "\\boxed{2}", "correct": false}
{"promptId": "p3", "group_id": "g", "output": "\\boxed{2}", "correct": false}
)",
      "2");
  options.json = true;
  absl::StatusOr<std::string> json = EvalReport(options);
  ASSERT_TRUE(json.ok()) << json.status();
  const Struct report = ParseReport(*json);
  EXPECT_EQ(Field(report, "groups").number_value(), 1);
  const Struct& all = Field(report, "all").struct_value();
  EXPECT_DOUBLE_EQ(Metric(all, "passAtK", "2"), 2.0 / 3);
  EXPECT_DOUBLE_EQ(Metric(all, "avgAtK", "2"), 0.5);
  EXPECT_EQ(Metric(all, "majAtK", "2"), 1);  // 1 against 2: the tie goes to 1, right.
}

// Scored in process: answer problems judged by math_equiv, the task named
// by --problems, "dataSource" taken from the rollout line.
//   q1 (answer 4): correct T F T, answers 4 5 4 (n 3, c 2): pass@1 2/3,
//     pass@2 = 1 (n − c = 1 < 2), avg@1 1, avg@2 1/2, maj@2 4 (tie, smaller)
//   q2 (answer 1/2): correct T F, answers 0.5 2 (n 2, c 1): pass@1 1/2,
//     pass@2 1, avg@2 1/2, maj@2 0.5 (tie, smaller): right
TEST(EvalCommandTest, ScoresRolloutsLocally) {
  EvalOptions options;
  options.local = true;
  options.k = "1,2";
  options.json = true;
  options.problems_file = testing::WriteTempFile(
      "problems.jsonl", R"({"id": "q1", "answer": {"answer": "4"}}
{"id": "q2", "answer": {"answer": "1/2"}}
)");
  options.rollouts_file = testing::WriteTempFile(
      "rollouts.jsonl",
      R"({"prompt_id": "q1", "output": "\\boxed{4}", "dataSource": "openai/gsm8k"}
{"prompt_id": "q2", "output": "\\boxed{0.5}"}
{"prompt_id": "q1", "output": "\\boxed{5}"}
{"prompt_id": "q1", "output": "\\boxed{4}"}
{"prompt_id": "q2", "output": "\\boxed{2}"}
)");
  options.batch_size = 2;  // Groups span requests: still whole.
  absl::StatusOr<std::string> json = EvalReport(options);
  ASSERT_TRUE(json.ok()) << json.status();
  const Struct report = ParseReport(*json);
  EXPECT_EQ(Field(report, "groups").number_value(), 2);
  EXPECT_EQ(Field(report, "rollouts").number_value(), 5);
  EXPECT_EQ(Field(report, "errors").number_value(), 0);
  ASSERT_EQ(Field(report, "environments").list_value().values_size(), 1);
  const Struct& answer = Row(report, "environments", 0);
  EXPECT_EQ(Field(answer, "name").string_value(), "answer");
  EXPECT_DOUBLE_EQ(Metric(answer, "passAtK", "1"), (2.0 / 3 + 0.5) / 2);
  EXPECT_DOUBLE_EQ(Metric(answer, "passAtK", "2"), 1);
  EXPECT_DOUBLE_EQ(Metric(answer, "avgAtK", "1"), 1);
  EXPECT_DOUBLE_EQ(Metric(answer, "avgAtK", "2"), 0.5);
  EXPECT_DOUBLE_EQ(Metric(answer, "majAtK", "2"), 1);
  ASSERT_EQ(Field(report, "dataSources").list_value().values_size(), 2);
  EXPECT_EQ(Field(Row(report, "dataSources", 0), "name").string_value(), "openai/gsm8k");
  EXPECT_DOUBLE_EQ(Metric(Row(report, "dataSources", 0), "passAtK", "1"), 2.0 / 3);
}

TEST(EvalCommandTest, MalformedLinesNameTheirLine) {
  const struct {
    const char* contents;
    const char* where;  // ":LINE: " and the cause.
    const char* cause;
  } kCases[] = {
      {"{\"promptId\": \"a\", \"correct\": true}\n\n{\"promptId\": \"a\", \"correct\": \"yes\"}\n",
       ":3: ", "\"correct\" must be true or false"},
      {"{\"promptId\": \"a\", \"correct\": true, \"score\": 1}\n", ":1: ",
       "unknown field \"score\""},
      {"{\"promptId\": \"a\", \"correct\": true}\n{\"promptId\": \n", ":2: ", ""},
      {"{\"promptId\": \"a\", \"output\": \"x\"}\n", ":1: ", "no \"correct\""},
      {"{\"correct\": false}\n", ":1: ", "no \"promptId\""},
      {"{\"promptId\": 7, \"correct\": false}\n", ":1: ", "\"promptId\" must be a string"},
      {"{\"promptId\": \"a\", \"correct\": false, \"reward\": \"1\"}\n", ":1: ",
       "\"reward\" must be a number"},
  };
  for (const auto& c : kCases) {
    EvalOptions options = ResultsOptions(c.contents, "1");
    absl::StatusOr<std::string> report = EvalReport(options);
    ASSERT_FALSE(report.ok()) << c.contents;
    EXPECT_EQ(report.status().code(), absl::StatusCode::kInvalidArgument) << report.status();
    EXPECT_TRUE(absl::StrContains(report.status().message(),
                                  options.results_file + c.where))
        << report.status();
    EXPECT_TRUE(absl::StrContains(report.status().message(), c.cause)) << report.status();
    EXPECT_EQ(RunEval(options), 2) << c.contents;
  }
}

TEST(EvalCommandTest, MalformedRolloutLineFailsBeforeScoring) {
  EvalOptions options;
  options.target = "127.0.0.1:1";  // Never called: the file fails first.
  options.rollouts_file = testing::WriteTempFile(
      "rollouts.jsonl", "{\"prompt_id\": \"q\", \"output\": \"x\"}\n"
                        "{\"prompt_id\": \"q\", \"outptu\": \"x\"}\n");
  absl::StatusOr<std::string> report = EvalReport(options);
  ASSERT_FALSE(report.ok());
  EXPECT_EQ(report.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(absl::StrContains(report.status().message(), options.rollouts_file + ":2: "))
      << report.status();

  options.rollouts_file = testing::WriteTempFile(
      "rollouts.jsonl", "{\"prompt_id\": \"q\", \"output\": \"x\", \"dataSource\": 3}\n");
  report = EvalReport(options);
  ASSERT_FALSE(report.ok());
  EXPECT_TRUE(absl::StrContains(report.status().message(),
                                options.rollouts_file + ":1: \"dataSource\" must be a string"))
      << report.status();
}

TEST(EvalCommandTest, FlagsAreChecked) {
  const struct {
    const char* k;
    const char* message;
  } kCases[] = {
      {"0", "--k[0]: 0 is not in 1..65536"},
      {"1,65537", "--k[1]: 65537 is not in 1..65536"},
      {"1,x", "--k[1]: \"x\" is not an integer"},
      {",", "--k[0]: \"\" is not an integer"},  // An empty --k is the default, 1.
      {"8,99999999999", "--k[1]: 99999999999 is not in 1..65536"},
  };
  for (const auto& c : kCases) {
    absl::StatusOr<std::string> report = EvalReport(ResultsOptions(kResults, c.k));
    ASSERT_FALSE(report.ok()) << c.k;
    EXPECT_EQ(report.status().code(), absl::StatusCode::kInvalidArgument);
    EXPECT_EQ(report.status().message(), c.message);
  }
  // Repeats and order do not matter (ResolveEvalK's rule).
  absl::StatusOr<std::string> report = EvalReport(ResultsOptions(kResults, " 2, 1,2 "));
  ASSERT_TRUE(report.ok()) << report.status();
  EXPECT_TRUE(absl::StartsWith(*report, "3 groups, 9 rollouts; k = 1, 2\n")) << *report;

  EvalOptions both = ResultsOptions(kResults, "1");
  both.rollouts_file = both.results_file;
  EXPECT_EQ(EvalReport(both).status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(EvalReport(EvalOptions()).status().code(), absl::StatusCode::kInvalidArgument);
  EvalOptions missing = ResultsOptions(kResults, "1");
  missing.results_file += ".absent";
  EXPECT_EQ(EvalReport(missing).status().code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(RunEval(missing), 2);
  EXPECT_EQ(EvalReport(ResultsOptions("\n", "1")).status().code(),
            absl::StatusCode::kInvalidArgument);  // No rollouts.
}

}  // namespace
}  // namespace referee

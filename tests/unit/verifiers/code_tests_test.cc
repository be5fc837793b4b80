// The `code` task and the code_tests verifier without a sandbox (DESIGN
// §12): problems checked and completed, the runs asked for, and verdicts
// judged from results made by hand. The sandbox's own tests are in
// tests/integration/sandbox_test.cc.
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "engine/jsonl.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/sandbox_results.h"
#include "verifiers/environments/code/code_task.h"

namespace referee {
namespace {

using v1::sandbox::Outcome;
using v1::sandbox::Result;

absl::Status PrepareStatus(const std::string& json) {
  referee::v1::Problem problem;
  if (absl::Status s = ParseJsonMessage(json, &problem); !s.ok()) return s;
  return testing::TestCatalog().tasks.Prepare(std::move(problem)).status();
}

const ProgramVerifier& CodeTests() {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find("code_tests");
  EXPECT_NE(verifier, nullptr);
  return *verifier->AsProgramVerifier();
}

ParamValues Params(const char* json) {
  google::protobuf::Struct given;
  EXPECT_TRUE(ParseJsonMessage(json, &given).ok());
  return *ParamValues::Resolve(CodeTests().Params(), given, "params");
}

using testing::Ended;
using testing::Exited;

constexpr char kSum[] = R"({"id": "sum", "code": {"tests": [
    {"stdin": "1 2\n", "expectedStdout": "3\n"},
    {"stdin": "10 -4\n", "expectedStdout": "6\n"},
    {"stdin": "0 0\n", "expectedStdout": "0\n"},
    {"stdin": "5 5\n", "expectedStdout": "10\n"}]}})";
constexpr char kProgram[] = "Here:\n```python\na, b = map(int, input().split())\nprint(a + b)\n```\n";

TEST(CodeTaskTest, DefaultsAreFilledIn) {
  const PreparedProblemPtr problem = testing::Prepare(kSum);
  ASSERT_NE(problem, nullptr);
  const v1::CodeProblem& code = problem->problem().code();
  EXPECT_EQ(code.language(), "python3");
  EXPECT_EQ(code.compare(), "whitespace");
  EXPECT_EQ(code.limits().time_seconds(), 2);
  EXPECT_EQ(code.limits().memory_bytes(), int64_t{256} << 20);
  EXPECT_EQ(code.limits().output_bytes(), 64 << 10);
  EXPECT_EQ(problem->task().Name(), "code");
}

TEST(CodeTaskTest, BadProblemsNameTheirField) {
  const std::string tests = R"("tests": [{"stdin": "", "expectedStdout": "1"}])";
  const struct {
    std::string code;
    const char* names;
  } cases[] = {
      {R"({"tests": []})", "code.tests"},
      {R"({"language": "cobol", )" + tests + "}", "code.language"},
      {R"({"compare": "fuzzy", )" + tests + "}", "code.compare"},
      {R"({"tolerance": -1, )" + tests + "}", "code.tolerance"},
      {R"({"limits": {"timeSeconds": 11}, )" + tests + "}", "time_seconds"},
      {R"({"limits": {"timeSeconds": -1}, )" + tests + "}", "time_seconds"},
      {R"({"limits": {"memoryBytes": "1000"}, )" + tests + "}", "memory_bytes"},
      {R"({"limits": {"memoryBytes": "2147483648"}, )" + tests + "}", "memory_bytes"},
      {R"({"limits": {"outputBytes": "2000000"}, )" + tests + "}", "output_bytes"},
      {R"({"limits": {"outputBytes": "1"}, "tests": [{"expectedStdout": "12"}]})",
       "expected_stdout"},
  };
  for (const auto& c : cases) {
    const absl::Status status =
        PrepareStatus(absl::StrCat(R"({"id": "bad", "code": )", c.code, "}"));
    EXPECT_TRUE(absl::IsInvalidArgument(status)) << c.code << ": " << status;
    EXPECT_TRUE(absl::StrContains(status.message(), c.names)) << status;
  }
  std::string many = R"({"id": "many", "code": {"tests": [)";
  for (int i = 0; i <= kMaxCodeTests; ++i) many += (i ? ", " : "") + std::string("{}");
  EXPECT_TRUE(absl::IsInvalidArgument(PrepareStatus(many + "]}}")));
}

TEST(CodeTestsTest, OneRunPerTestWithTheProblemsLimits) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "p", "code": {"tests": [{"stdin": "a"}, {"stdin": "b"}],
          "limits": {"timeSeconds": 0.5, "memoryBytes": "33554432", "outputBytes": "100"}}})");
  const ParamValues params = Params("{}");
  const std::vector<v1::sandbox::Run> runs =
      CodeTests().Runs({*problem, "```python\nprint(input())\n```", params});
  ASSERT_EQ(runs.size(), 2u);
  EXPECT_EQ(runs[0].program(), "print(input())\n");
  EXPECT_EQ(runs[0].stdin(), "a");
  EXPECT_EQ(runs[1].stdin(), "b");
  EXPECT_EQ(runs[1].language(), "python3");
  EXPECT_EQ(runs[1].time_seconds(), 0.5);
  EXPECT_EQ(runs[1].memory_bytes(), 32 << 20);
  EXPECT_EQ(runs[1].output_bytes(), 100);
  // No program, no runs.
  EXPECT_TRUE(CodeTests().Runs({*problem, "I would print it.", params}).empty());
}

TEST(CodeTestsTest, VerdictsFromResults) {
  const PreparedProblemPtr problem = testing::Prepare(kSum);
  const ParamValues fraction = Params("{}");
  const ParamValues all = Params(R"({"all_or_nothing": true})");
  const struct {
    std::vector<Result> results;
    double fraction_score, all_score;
    bool correct;
  } cases[] = {
      // All pass; extra whitespace is the same tokens.
      {{Exited("3\n"), Exited("6"), Exited("  0\n\n"), Exited("10\n")}, 1, 1, true},
      // 3 of 4.
      {{Exited("3\n"), Exited("6\n"), Exited("0\n"), Exited("11\n")}, 0.75, 0, false},
      // Failures of every kind count as not passed.
      {{Exited("3\n"), Ended(v1::sandbox::RUNTIME_ERROR), Ended(v1::sandbox::TIME_LIMIT),
        Ended(v1::sandbox::MEMORY_LIMIT)},
       0.25, 0, false},
      {{Ended(v1::sandbox::COMPILE_ERROR), Ended(v1::sandbox::COMPILE_ERROR),
        Ended(v1::sandbox::COMPILE_ERROR), Ended(v1::sandbox::OUTPUT_LIMIT)},
       0, 0, false},
      // A token too many is wrong.
      {{Exited("3 0\n"), Exited("6\n"), Exited("0\n"), Exited("10\n")}, 0.75, 0, false},
  };
  for (const auto& c : cases) {
    for (const auto* params : {&fraction, &all}) {
      VerdictCounts counts;
      const absl::StatusOr<Verdict> verdict =
          CodeTests().Judge({*problem, kProgram, *params}, c.results, &counts);
      ASSERT_TRUE(verdict.ok()) << verdict.status();
      EXPECT_EQ(verdict->score, params == &fraction ? c.fraction_score : c.all_score);
      EXPECT_EQ(verdict->correct, c.correct);
      EXPECT_TRUE(verdict->parsed);
      ASSERT_EQ(counts.size(), 7u);
      double total = 0;
      for (const auto& [name, value] : counts) total += value;
      EXPECT_EQ(total, 4);  // Every test counted once.
    }
  }
}

TEST(CodeTestsTest, CountsPerOutcome) {
  const PreparedProblemPtr problem = testing::Prepare(kSum);
  VerdictCounts counts;
  const std::vector<Result> results = {Exited("3\n"), Exited("7\n"),
                                       Ended(v1::sandbox::TIME_LIMIT),
                                       Ended(v1::sandbox::TIME_LIMIT)};
  ASSERT_TRUE(CodeTests().Judge({*problem, kProgram, Params("{}")}, results, &counts).ok());
  const VerdictCounts expected = {
      {"code_tests.passed", 1},       {"code_tests.wrong_answer", 1},
      {"code_tests.runtime_error", 0}, {"code_tests.time_limit", 2},
      {"code_tests.memory_limit", 0}, {"code_tests.output_limit", 0},
      {"code_tests.compile_error", 0}};
  EXPECT_EQ(counts, expected);
}

TEST(CodeTestsTest, NoProgramIsUnparsedNotAnError) {
  const PreparedProblemPtr problem = testing::Prepare(kSum);
  const absl::StatusOr<Verdict> verdict =
      CodeTests().Judge({*problem, "no code", Params("{}")}, {}, nullptr);
  ASSERT_TRUE(verdict.ok());
  EXPECT_EQ(verdict->score, 0);
  EXPECT_FALSE(verdict->parsed);
  EXPECT_FALSE(verdict->correct);
}

TEST(CodeTestsTest, ARunTheSandboxCouldNotMakeIsAnError) {
  const PreparedProblemPtr problem = testing::Prepare(kSum);
  Result lost = Ended(v1::sandbox::SANDBOX_ERROR);
  lost.set_message("cancelled");
  const std::vector<Result> results = {Exited("3\n"), lost, Exited("0\n"), Exited("10\n")};
  const absl::StatusOr<Verdict> verdict =
      CodeTests().Judge({*problem, kProgram, Params("{}")}, results, nullptr);
  EXPECT_FALSE(verdict.ok());
  EXPECT_TRUE(absl::StrContains(verdict.status().message(), "cancelled"));
}

TEST(CodeTestsTest, ComparisonRules) {
  const struct {
    const char* compare;
    double tolerance;
    const char* expected;
    const char* actual;
    bool passes;
  } cases[] = {
      {"exact", 0, "1 2\n", "1 2\n", true},
      {"exact", 0, "1 2\n", "1 2", false},
      {"exact", 0, "1 2\n", "1  2\n", false},
      {"whitespace", 0, "1 2\n", "1\t2", true},
      {"whitespace", 0, "1 2\n", "1 2 ", true},
      {"whitespace", 0, "1.0\n", "1\n", false},
      {"numbers", 0, "1.0\n", "1\n", true},
      // Default tolerance 1e-6, relative above 1.
      {"numbers", 0, "1000000\n", "1000000.5\n", true},
      {"numbers", 0, "1000000\n", "1000002\n", false},
      {"numbers", 0, "0.5\n", "0.5000009\n", true},
      {"numbers", 0, "0.5\n", "0.500002\n", false},
      {"numbers", 0.1, "3.14 x\n", "3.2 x\n", true},
      {"numbers", 0.1, "3.14 x\n", "3.2 y\n", false},
      {"numbers", 0, "1\n", "nan\n", false},
      {"numbers", 0, "1e400\n", "inf\n", false},
  };
  for (const auto& c : cases) {
    const PreparedProblemPtr problem = testing::Prepare(
        absl::StrCat(R"({"id": "cmp", "code": {"compare": ")", c.compare,
                     R"(", "tolerance": )", c.tolerance,
                     R"(, "tests": [{"expectedStdout": ")",
                     absl::StrReplaceAll(c.expected, {{"\n", "\\n"}}), R"("}]}})")
            .c_str());
    ASSERT_NE(problem, nullptr);
    const std::vector<Result> results = {Exited(c.actual)};
    const absl::StatusOr<Verdict> verdict =
        CodeTests().Judge({*problem, kProgram, Params("{}")}, results, nullptr);
    ASSERT_TRUE(verdict.ok());
    EXPECT_EQ(verdict->correct, c.passes) << c.compare << " '" << c.expected << "' vs '"
                                          << c.actual << "'";
  }
}

TEST(CodeTestsTest, WithoutASandboxVerifyIsAnError) {
  const PreparedProblemPtr problem = testing::Prepare(kSum);
  const absl::StatusOr<Verdict> verdict = CodeTests().Verify({*problem, kProgram, Params("{}")});
  EXPECT_TRUE(absl::IsFailedPrecondition(verdict.status()));
  EXPECT_TRUE(absl::StrContains(verdict.status().message(), "--sandbox=bwrap"));
}

}  // namespace
}  // namespace referee

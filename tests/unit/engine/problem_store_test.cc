#include "engine/problem_store.h"

#include <string>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/test_util.h"

namespace referee {
namespace {

using testing::AnswerProblem;
using testing::WriteTempFile;

TEST(ProblemStoreTest, LoadsJsonlWithBothFieldSpellings) {
  const std::string path = WriteTempFile(
      "problems.jsonl",
      "{\"id\": \"a\", \"answer\": {\"answer\": \"1\"}}\n"
      "\n"
      "{\"id\": \"b\", \"difficulty\": 3, \"countdown\": {\"numbers\": [1, 2, "
      "3], \"target\": 6}}\n"
      "{\"id\": \"c\", \"lis\": {\"values\": [\"3\", 1, 2]}}\n");
  ProblemStore store(testing::TestCatalog().tasks);
  ASSERT_TRUE(store.LoadJsonl(path).ok());
  EXPECT_EQ(store.size(), 3u);
  ASSERT_NE(store.Find("b"), nullptr);
  EXPECT_EQ(store.Find("b")->problem().countdown().target(), 6);
  EXPECT_EQ(store.Find("b")->problem().difficulty(), 3);
  EXPECT_EQ(store.Find("c")->problem().lis().values(0), 3);
  EXPECT_EQ(store.Find("zzz"), nullptr);
}

TEST(ProblemStoreTest, ErrorsNameFileAndLine) {
  static const struct {
    const char* line2;
    const char* reason;
  } kCases[] = {
      {"{\"id\": \"b\", \"answer\": {\"answer\": \"2\"", ""},  // Truncated.
      {"{\"id\": \"b\", \"answr\": {\"answer\": \"2\"}}", "answr"},
      {"{\"id\": \"b\"}", "no task"},
      {"{\"answer\": {\"answer\": \"2\"}}", "empty id"},
      {"{\"id\": \"b\", \"answer\": {}}", "empty answer"},
  };
  for (const auto& c : kCases) {
    const std::string path = WriteTempFile(
        "bad.jsonl", absl::StrCat("{\"id\": \"a\", \"answer\": {\"answer\": "
                                  "\"1\"}}\n",
                                  c.line2, "\n"));
    ProblemStore store(testing::TestCatalog().tasks);
    absl::Status status = store.LoadJsonl(path);
    ASSERT_FALSE(status.ok()) << c.line2;
    EXPECT_NE(status.message().find(path + ":2: "), absl::string_view::npos)
        << status;
    EXPECT_NE(status.message().find(c.reason), absl::string_view::npos)
        << status;
    EXPECT_EQ(store.size(), 0u) << "a bad file loads nothing";
  }
}

TEST(ProblemStoreTest, MissingFileIsAnError) {
  ProblemStore store(testing::TestCatalog().tasks);
  absl::Status status = store.LoadJsonl("/nonexistent/problems.jsonl");
  EXPECT_EQ(status.code(), absl::StatusCode::kNotFound);
  EXPECT_NE(status.message().find("/nonexistent/problems.jsonl"),
            absl::string_view::npos);
}

TEST(ProblemStoreTest, PutNeverOverwritesSilently) {
  ProblemStore store(testing::TestCatalog().tasks);
  ASSERT_TRUE(store.Put({AnswerProblem("x", "1")}).ok());
  PreparedProblemPtr before = store.Find("x");
  // DESIGN §10: an id already stored is ALREADY_EXISTS without `replace`,
  // and nothing of the request is stored.
  absl::Status again = store.Put({AnswerProblem("y", "3"), AnswerProblem("x", "2")});
  EXPECT_EQ(again.code(), absl::StatusCode::kAlreadyExists);
  EXPECT_NE(again.message().find("problems[1]: id 'x'"), absl::string_view::npos)
      << again;
  EXPECT_EQ(store.Find("y"), nullptr);
  EXPECT_EQ(store.Find("x")->problem().answer().answer(), "1");
  // Two problems with one id in one request: INVALID_ARGUMENT naming both.
  absl::Status twice = store.Put({AnswerProblem("z", "1"), AnswerProblem("z", "2")},
                                 /*replace=*/true);
  EXPECT_EQ(twice.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(twice.message().find("problems[1]: duplicate id 'z' (also problems[0])"),
            absl::string_view::npos) << twice;
  // With replace: replaced, and a running batch keeps its old view.
  ASSERT_TRUE(store.Put({AnswerProblem("x", "2")}, /*replace=*/true).ok());
  EXPECT_EQ(store.size(), 1u);
  EXPECT_EQ(store.Find("x")->problem().answer().answer(), "2");
  EXPECT_EQ(before->problem().answer().answer(), "1");  // A running batch's view.
}

TEST(ProblemStoreTest, FilesRefuseDuplicateIds) {
  ProblemStore store(testing::TestCatalog().tasks);
  const std::string twice = WriteTempFile(
      "twice.jsonl",
      "{\"id\": \"a\", \"answer\": {\"answer\": \"1\"}}\n"
      "{\"id\": \"a\", \"answer\": {\"answer\": \"2\"}}\n");
  absl::Status status = store.LoadJsonl(twice);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(status.message().find(":2: duplicate id 'a' (also line 1)"),
            absl::string_view::npos) << status;
  const std::string one = WriteTempFile(
      "one.jsonl", "{\"id\": \"b\", \"answer\": {\"answer\": \"1\"}}\n");
  ASSERT_TRUE(store.LoadJsonl(one).ok());
  absl::Status other = store.LoadJsonl(one);  // The same id from another file.
  EXPECT_EQ(other.code(), absl::StatusCode::kAlreadyExists);
  EXPECT_NE(other.message().find(one + ":1: id 'b'"), absl::string_view::npos) << other;
}

TEST(ProblemStoreTest, PutIsAllOrNothing) {
  ProblemStore store(testing::TestCatalog().tasks);
  referee::v1::Problem no_task;
  no_task.set_id("bad");
  absl::Status status = store.Put({AnswerProblem("ok", "1"), no_task});
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(status.message().find("bad"), absl::string_view::npos);
  EXPECT_EQ(store.size(), 0u);
}

TEST(ProblemStoreTest, ByteLimitRefusesWholePutsAndCountsReplacements) {
  ProblemStore store(testing::TestCatalog().tasks);
  const std::string big(100000, '7');  // ~100 KB of answer each.
  ASSERT_TRUE(store.Put({AnswerProblem("a", big)}).ok());
  const size_t one = store.bytes();
  // Twice the proto (its native form) at least: the whole answer counts.
  EXPECT_GE(one, 2 * big.size());
  store.set_max_bytes(2 * one + one / 2);  // Room for two, not three.
  ASSERT_TRUE(store.Put({AnswerProblem("b", big)}).ok());
  absl::Status full = store.Put({AnswerProblem("c", big), AnswerProblem("d", "1")});
  EXPECT_EQ(full.code(), absl::StatusCode::kResourceExhausted) << full;
  EXPECT_NE(full.message().find("--max_store_mb"), absl::string_view::npos);
  EXPECT_EQ(store.size(), 2u);  // Nothing of the refused put.
  // Replacing a problem swaps its bytes instead of adding them.
  ASSERT_TRUE(store.Put({AnswerProblem("b", big)}, /*replace=*/true).ok());
  EXPECT_EQ(store.bytes(), 2 * one);
  // A file past the limit stores none of its lines.
  const std::string path = WriteTempFile(
      "big.jsonl", "{\"id\": \"e\", \"answer\": {\"answer\": \"" + big + "\"}}\n");
  EXPECT_EQ(store.LoadJsonl(path).code(), absl::StatusCode::kResourceExhausted);
  EXPECT_EQ(store.Find("e"), nullptr);
}

TEST(ProblemStoreTest, APutThatCannotFitStopsBeforePreparingTheRest) {
  ProblemStore store(testing::TestCatalog().tasks);
  const std::string big(100000, '7');
  ASSERT_TRUE(store.Put({AnswerProblem("a", big)}).ok());
  const size_t one = store.bytes();
  store.set_max_bytes(2 * one + one / 2);  // Room for one more, not two.
  referee::v1::Problem no_task;  // Invalid: preparing it would fail.
  no_task.set_id("bad");
  // The second problem already passes the limit, so the third (invalid) is
  // never prepared: the answer is the limit, not the invalid problem.
  absl::Status status = store.Put(
      {AnswerProblem("b", big), AnswerProblem("c", big), no_task});
  EXPECT_EQ(status.code(), absl::StatusCode::kResourceExhausted) << status;
  EXPECT_EQ(store.size(), 1u);
  // With replace the request alone is held against the limit early: the
  // same three are refused for the invalid one, which is reached.
  status = store.Put({AnswerProblem("a", big), AnswerProblem("b", big), no_task},
                     /*replace=*/true);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << status;
}

TEST(ProblemStoreTest, FilesRefuseDeepJson) {
  const std::string path = WriteTempFile(
      "deep.jsonl", "{\"id\": \"a\", \"answer\": " + std::string(40, '[') +
                        std::string(40, ']') + "}\n");
  ProblemStore store(testing::TestCatalog().tasks);
  absl::Status status = store.LoadJsonl(path);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(status.message().find(path + ":1: JSON nests deeper than 32"),
            absl::string_view::npos)
      << status;
}

TEST(ProblemStoreTest, FindAllResolvesInOrder) {
  ProblemStore store(testing::TestCatalog().tasks);
  ASSERT_TRUE(store.Put({AnswerProblem("a", "1"), AnswerProblem("b", "2")}).ok());
  auto found = store.FindAll({"b", "nope", "a"});
  ASSERT_EQ(found.size(), 3u);
  EXPECT_EQ(found[0]->problem().id(), "b");
  EXPECT_EQ(found[1], nullptr);
  EXPECT_EQ(found[2]->problem().id(), "a");
}

}  // namespace
}  // namespace referee

#include "server/problem_store.h"

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

TEST(ProblemStoreTest, PutReplacesAndKeepsOldPointersAlive) {
  ProblemStore store(testing::TestCatalog().tasks);
  ASSERT_TRUE(store.Put({AnswerProblem("x", "1")}).ok());
  PreparedProblemPtr before = store.Find("x");
  ASSERT_TRUE(store.Put({AnswerProblem("x", "2")}).ok());
  EXPECT_EQ(store.size(), 1u);
  EXPECT_EQ(store.Find("x")->problem().answer().answer(), "2");
  EXPECT_EQ(before->problem().answer().answer(), "1");  // A running batch's view.
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

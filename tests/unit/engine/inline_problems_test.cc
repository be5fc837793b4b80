// The cache of prepared inline problems: what its key covers (exactly what
// scoring reads), that a problem is prepared once, that a changed problem
// is never served stale, and the byte bound.
#include "engine/inline_problems.h"

#include <set>
#include <string>

#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"
#include "tests/test_util.h"

namespace referee {
namespace {

using referee::v1::Problem;
using testing::AnswerProblem;

Problem Activity(const std::string& json) {
  Problem problem;
  EXPECT_TRUE(ParseJsonMessage(json, &problem).ok()) << json;
  return problem;
}

// Scoring reads the id, the difficulty and the task. A field added to
// Problem must be added to InlineProblemKey when scoring reads it (or to
// this list when it does not), or the cache could serve a problem prepared
// from different content.
TEST(InlineProblemKeyTest, CoversEveryFieldOfProblem) {
  std::set<std::string> fields;
  for (int i = 0; i < Problem::descriptor()->field_count(); ++i) {
    fields.insert(Problem::descriptor()->field(i)->name());
  }
  const std::set<std::string> known = {
      "id", "prompt", "difficulty", "reference_output",  // Outside the task.
      "activity", "lis", "countdown", "answer", "environment", "code"};  // oneof task.
  EXPECT_EQ(fields, known) << "update InlineProblemKey, then this list";
  EXPECT_EQ(Problem::descriptor()->oneof_decl_count(), 1);
}

TEST(InlineProblemKeyTest, SameScoringContentSameKey) {
  Problem base = AnswerProblem("q1", "42");
  Problem with_prompt = base;
  with_prompt.set_prompt("What is six times seven?");
  with_prompt.set_reference_output("\\boxed{42}");
  EXPECT_EQ(InlineProblemKey(base), InlineProblemKey(with_prompt));

  Problem other_id = AnswerProblem("q2", "42");
  Problem other_answer = AnswerProblem("q1", "43");
  Problem other_difficulty = base;
  other_difficulty.set_difficulty(3);
  const std::set<std::string> keys = {
      InlineProblemKey(base), InlineProblemKey(other_id),
      InlineProblemKey(other_answer), InlineProblemKey(other_difficulty)};
  EXPECT_EQ(keys.size(), 4u);

  // Two task kinds whose messages serialize to the same bytes (field 1:
  // the interval {1, 2} is 08 01 10 02, and so are the packed values 8, 1,
  // 16, 2) are still two problems.
  const Problem activity = Activity(
      R"({"id": "p", "activity": {"intervals": [{"start": 1, "end": 2}]}})");
  const Problem lis = Activity(R"({"id": "p", "lis": {"values": [8, 1, 16, 2]}})");
  EXPECT_EQ(activity.activity().SerializeAsString(), lis.lis().SerializeAsString());
  EXPECT_NE(InlineProblemKey(activity), InlineProblemKey(lis));
  // An id that ends where another's difficulty bytes begin stays apart.
  EXPECT_NE(InlineProblemKey(AnswerProblem(std::string("a\0", 2), "1")),
            InlineProblemKey(AnswerProblem("a", "1")));
}

TEST(InlineProblemKeyTest, StructInstancesKeyIndependentlyOfFieldOrder) {
  const Problem ab = Activity(R"({"id": "e", "environment": {"name": "sorting",
      "instance": {"a": [3, 1, 2], "b": "x"}}})");
  const Problem ba = Activity(R"({"id": "e", "environment": {"name": "sorting",
      "instance": {"b": "x", "a": [3, 1, 2]}}})");
  const Problem changed = Activity(R"({"id": "e", "environment": {"name": "sorting",
      "instance": {"b": "x", "a": [3, 2, 1]}}})");
  EXPECT_EQ(InlineProblemKey(ab), InlineProblemKey(ba));
  EXPECT_NE(InlineProblemKey(ab), InlineProblemKey(changed));
}

TEST(InlineProblemCacheTest, PreparesOnceAndNeverServesAChangedProblem) {
  InlineProblemCache cache(testing::TestCatalog().tasks, 1 << 20);
  Problem problem = AnswerProblem("q", "42");
  problem.set_prompt("a prompt that is not kept");
  auto first = cache.Get(problem);
  auto second = cache.Get(problem);
  ASSERT_TRUE(first.ok() && second.ok());
  EXPECT_EQ(first->get(), second->get()) << "the second is the cached one";
  EXPECT_TRUE((*first)->problem().prompt().empty());
  EXPECT_EQ(cache.stats().hits, 1u);
  EXPECT_EQ(cache.stats().misses, 1u);
  EXPECT_EQ(cache.stats().entries, 1u);

  auto changed = cache.Get(AnswerProblem("q", "43"));
  ASSERT_TRUE(changed.ok());
  EXPECT_NE(changed->get(), first->get());
  EXPECT_EQ((*changed)->problem().answer().answer(), "43");
  EXPECT_EQ(cache.stats().entries, 2u);
}

TEST(InlineProblemCacheTest, InvalidProblemsFailEachTimeAndAreNotKept) {
  InlineProblemCache cache(testing::TestCatalog().tasks, 1 << 20);
  Problem no_task;
  no_task.set_id("empty");
  EXPECT_FALSE(cache.Get(no_task).ok());
  EXPECT_FALSE(cache.Get(no_task).ok());
  EXPECT_EQ(cache.stats().entries, 0u);
  EXPECT_EQ(cache.stats().misses, 2u);
}

TEST(InlineProblemCacheTest, EvictsTheLeastRecentPastItsBound) {
  // One byte: every insert evicts all but the newest entry.
  InlineProblemCache cache(testing::TestCatalog().tasks, 1);
  auto a = cache.Get(AnswerProblem("a", "1"));
  auto b = cache.Get(AnswerProblem("b", "2"));
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_EQ(cache.stats().entries, 1u);
  EXPECT_EQ((*a)->problem().answer().answer(), "1") << "still held by its user";
  auto b_again = cache.Get(AnswerProblem("b", "2"));
  EXPECT_EQ(b_again->get(), b->get());
  auto a_again = cache.Get(AnswerProblem("a", "1"));
  EXPECT_NE(a_again->get(), a->get()) << "evicted, prepared anew";
}

}  // namespace
}  // namespace referee

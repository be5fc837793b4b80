#include "verifiers/task_registry.h"

#include <memory>
#include <string>

#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"

namespace referee {
namespace {

using referee::v1::Problem;

class FakeTask final : public TaskType {
 public:
  FakeTask(std::string name, Problem::TaskCase proto_case)
      : name_(std::move(name)), case_(proto_case) {}
  absl::string_view Name() const override { return name_; }
  absl::string_view Description() const override { return "fake"; }
  absl::string_view Source() const override { return "Referee"; }
  Problem::TaskCase ProtoCase() const override { return case_; }
  std::vector<std::string> DefaultVerifiers() const override { return {}; }
  absl::StatusOr<PreparedProblemPtr> Prepare(Problem problem) const override {
    return std::make_shared<PreparedProblem>(*this, std::move(problem));
  }

 private:
  std::string name_;
  Problem::TaskCase case_;
};

TEST(TaskRegistryTest, DenseIndexesAndDuplicates) {
  TaskRegistry registry;
  ASSERT_TRUE(registry.Register(std::make_unique<FakeTask>("a", Problem::kAnswer)).ok());
  ASSERT_TRUE(registry.Register(std::make_unique<FakeTask>("b", Problem::kEnvironment)).ok());
  ASSERT_TRUE(registry.Register(std::make_unique<FakeTask>("c", Problem::kEnvironment)).ok());
  EXPECT_EQ(registry.size(), 3u);
  for (size_t i = 0; i < registry.size(); ++i) {
    EXPECT_EQ(registry.All()[i]->index(), i);
  }
  EXPECT_EQ(registry.Find("c")->index(), 2u);
  EXPECT_EQ(registry.Register(std::make_unique<FakeTask>("a", Problem::kLis)).code(),
            absl::StatusCode::kAlreadyExists);
  // A second owner of the `answer` field would make problems ambiguous.
  EXPECT_EQ(registry.Register(std::make_unique<FakeTask>("d", Problem::kAnswer)).code(),
            absl::StatusCode::kAlreadyExists);
  Problem problem;
  problem.mutable_answer()->set_answer("1");
  EXPECT_EQ(registry.ForProblem(problem)->Name(), "a");
  problem.mutable_environment()->set_name("c");
  EXPECT_EQ(registry.ForProblem(problem)->Name(), "c");
  problem.mutable_environment()->set_name("zzz");
  EXPECT_EQ(registry.ForProblem(problem), nullptr);
}

// Every built-in environment registers a generator; `answer` does not.
TEST(TaskRegistryTest, BuiltinsListEveryEnvironment) {
  const TaskRegistry& tasks = testing::TestCatalog().tasks;
  for (const char* name : {"activity", "lis", "countdown", "sorting",
                           "multiplication", "hamiltonian_path",
                           "topological_sort", "sudoku"}) {
    const TaskType* task = tasks.Find(name);
    ASSERT_NE(task, nullptr) << name;
    EXPECT_TRUE(task->Generates()) << name;
    EXPECT_GE(task->MaxDifficulty(), 3) << name;
  }
  ASSERT_NE(tasks.Find("answer"), nullptr);
  EXPECT_FALSE(tasks.Find("answer")->Generates());
}

absl::Status PrepareJson(const std::string& json) {
  Problem problem;
  absl::Status parsed = ParseJsonMessage(json, &problem);
  if (!parsed.ok()) return parsed;
  return testing::TestCatalog().tasks.Prepare(problem).status();
}

TEST(TaskRegistryTest, PrepareErrorsNameTheProblem) {
  static const struct {
    const char* json;
    const char* message;
  } kCases[] = {
      {R"({"answer": {"answer": "1"}})", "empty id"},
      {R"({"id": "p"})", "problem p: no task"},
      {R"({"id": "p", "environment": {"name": "nope"}})",
       "problem p: unknown environment 'nope'"},
      {R"({"id": "p", "environment": {"name": "sorting", "difficulty": 71}})",
       "outside 0..70"},
      {R"({"id": "p", "environment": {"name": "sorting", "difficulty": -1}})",
       "outside 0..70"},
      {R"({"id": "p", "environment": {"name": "answer"}})", "no generator"},
      {R"({"id": "p", "environment": {"name": "activity", "instance": {}}})",
       "give their data in the 'activity' field"},
      {R"({"id": "p", "environment": {"name": "sorting", "instance": {}}})",
       "environment.instance.values: missing"},
      {R"({"id": "p", "environment": {"name": "sorting", "instance": {"values": [1, 2.5]}}})",
       "element 1 is not an integer"},
      {R"({"id": "p", "environment": {"name": "sorting", "instance": {"values": [1], "typo": 2}}})",
       "environment.instance.typo: unknown field"},
      {R"({"id": "p", "environment": {"name": "multiplication", "instance": {"a": "12x", "b": "3"}}})",
       "environment.instance.a: not a string of digits"},
      {R"({"id": "p", "countdown": {"numbers": [1, 2, 3, 4, 5, 6, 7], "target": 3}})",
       "problem p:"},
  };
  for (const auto& c : kCases) {
    const absl::Status status = PrepareJson(c.json);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << c.json;
    EXPECT_NE(status.message().find(c.message), absl::string_view::npos)
        << c.json << " -> " << status;
  }
}

TEST(TaskRegistryTest, GeneratesWhenTheInstanceIsOmitted) {
  Problem problem;
  ASSERT_TRUE(ParseJsonMessage(
      R"({"id": "mine", "environment": {"name": "sorting", "difficulty": 4, "seed": "9"}})",
      &problem).ok());
  auto prepared = testing::TestCatalog().tasks.Prepare(problem);
  ASSERT_TRUE(prepared.ok()) << prepared.status();
  const Problem& p = (*prepared)->problem();
  EXPECT_EQ(p.id(), "mine");
  EXPECT_EQ(p.difficulty(), 4);
  // N(4) = 7: 3 -> 4 -> 5 -> 6 -> 7 numbers in the sorted reference.
  const std::vector<absl::string_view> numbers = absl::StrSplit(
      absl::StripSuffix(absl::StripPrefix(p.reference_output(), "<answer>"),
                        "</answer>"),
      ' ');
  EXPECT_EQ(numbers.size(), 7u) << p.reference_output();
  // The id regenerates the instance: it is not carried as JSON.
  EXPECT_FALSE(p.environment().has_instance());
  EXPECT_FALSE(p.prompt().empty());
  EXPECT_FALSE(p.reference_output().empty());
}

}  // namespace
}  // namespace referee

// Generated environments as programming tasks (`env/code:<name>/<d>/<seed>`,
// DESIGN §12), without a sandbox: which environments qualify, what a
// problem holds, determinism, and tests graded by the environment's own
// verifier on results made by hand. Real programs: code_rewards_test.cc.
#include <set>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/strip.h"
#include "engine/jsonl.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/sandbox_results.h"
#include "verifiers/environments/code/code_task.h"
#include "verifiers/environments/code/programming_task.h"
#include "verifiers/environments/env_id.h"

namespace referee {
namespace {

using v1::sandbox::Result;

PreparedProblemPtr Programming(const std::string& id) {
  const std::optional<EnvId> env = ParseEnvId(id);
  EXPECT_TRUE(env.has_value()) << id;
  absl::StatusOr<PreparedProblemPtr> prepared =
      testing::TestCatalog().tasks.Prepare(EnvIdProblem(id, *env));
  EXPECT_TRUE(prepared.ok()) << id << ": " << prepared.status();
  return prepared.ok() ? *prepared : nullptr;
}

using testing::Exited;

absl::StatusOr<Verdict> Judge(const PreparedProblem& problem,
                              const std::vector<Result>& results) {
  const ProgramVerifier& code_tests =
      *testing::TestCatalog().verifiers.Find("code_tests")->AsProgramVerifier();
  const ParamValues params =
      *ParamValues::Resolve(code_tests.Params(), google::protobuf::Struct(), "params");
  return code_tests.Judge({problem, "```python\nprint()\n```", params}, results, nullptr);
}

TEST(ProgrammingTaskTest, EverySingleTurnEnvironmentWithAnInstanceQualifies) {
  const Catalog& catalog = testing::TestCatalog();
  size_t programming = 0;
  for (const TaskType* task : catalog.tasks.All()) {
    const TaskType* derived = catalog.tasks.Find(absl::StrCat("code:", task->Name()));
    const bool qualifies = task->Generates() &&
                           task->ProtoCase() == v1::Problem::kEnvironment &&
                           task->family() != "games";
    EXPECT_EQ(derived != nullptr, qualifies) << task->Name();
    if (derived == nullptr) continue;
    ++programming;
    EXPECT_TRUE(derived->Generates());
    EXPECT_EQ(derived->MaxDifficulty(), task->MaxDifficulty());
    EXPECT_EQ(derived->DefaultVerifiers(), std::vector<std::string>{"code_tests"});
  }
  // The catalogue's own listing stays the catalogue.
  for (const TaskType* task : catalog.tasks.All()) {
    EXPECT_FALSE(absl::StartsWith(task->Name(), "code:")) << task->Name();
  }
  EXPECT_GT(programming, 100u);
  // Games (turns against an opponent) and the seed tasks (their own
  // Problem fields) do not; optimisation environments (one answer in
  // Score) do.
  EXPECT_EQ(catalog.tasks.Find("code:mastermind"), nullptr);
  EXPECT_EQ(catalog.tasks.Find("code:countdown"), nullptr);
  EXPECT_NE(catalog.tasks.Find("code:sorting"), nullptr);
  EXPECT_NE(catalog.tasks.Find("code:knapsack"), nullptr);
}

TEST(ProgrammingTaskTest, EveryOneGeneratesAndItsReferencesPass) {
  // Level 0 of each: generated, five tests, each test passed by its own
  // reference answer under the environment's verifier.
  for (const TaskType* task : testing::TestCatalog().tasks.All()) {
    const std::string name = absl::StrCat("code:", task->Name());
    if (testing::TestCatalog().tasks.Find(name) == nullptr) continue;
    const PreparedProblemPtr problem = Programming(absl::StrCat("env/", name, "/0/1"));
    ASSERT_NE(problem, nullptr) << name;
    const v1::CodeProblem& code = problem->problem().code();
    ASSERT_EQ(code.tests_size(), kProgrammingTests) << name;
    std::vector<Result> right;
    for (const v1::CodeTest& test : code.tests()) right.push_back(Exited(test.expected_stdout()));
    const absl::StatusOr<Verdict> verdict = Judge(*problem, right);
    ASSERT_TRUE(verdict.ok()) << name;
    EXPECT_TRUE(verdict->correct) << name;
  }
}

TEST(ProgrammingTaskTest, AProblemIsFiveHiddenInstancesAndAnExample) {
  const PreparedProblemPtr problem = Programming("env/code:sorting/3/7");
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().Name(), "code");
  const v1::CodeProblem& code = problem->problem().code();
  EXPECT_EQ(code.language(), "python3");
  ASSERT_EQ(code.tests_size(), kProgrammingTests);
  std::set<std::string> inputs;
  for (const v1::CodeTest& test : code.tests()) {
    // One JSON object a line: the sorting schema's `values`.
    EXPECT_TRUE(absl::StartsWith(test.stdin(), "{\"values\":[")) << test.stdin();
    EXPECT_TRUE(absl::EndsWith(test.stdin(), "]}\n")) << test.stdin();
    EXPECT_FALSE(test.expected_stdout().empty());
    inputs.insert(test.stdin());
  }
  EXPECT_EQ(inputs.size(), static_cast<size_t>(kProgrammingTests));
  // The same id, the same problem; another seed, others.
  const PreparedProblemPtr again = Programming("env/code:sorting/3/7");
  EXPECT_EQ(again->problem().code().SerializeAsString(), code.SerializeAsString());
  const PreparedProblemPtr other = Programming("env/code:sorting/3/8");
  EXPECT_NE(other->problem().code().tests(0).stdin(), code.tests(0).stdin());
}

TEST(ProgrammingTaskTest, ThePromptShowsTheExampleNotTheTests) {
  const TaskType& task = *testing::TestCatalog().tasks.Find("code:sorting");
  const absl::StatusOr<v1::Problem> problem = task.Generate(3, 7);
  ASSERT_TRUE(problem.ok()) << problem.status();
  const std::string& prompt = problem->prompt();
  EXPECT_TRUE(absl::StrContains(prompt, "Python 3"));
  EXPECT_TRUE(absl::StrContains(prompt, "{\"values\":["));
  EXPECT_TRUE(absl::StrContains(prompt, "```python"));
  for (const v1::CodeTest& test : problem->code().tests()) {
    EXPECT_FALSE(absl::StrContains(prompt, absl::StripSuffix(test.stdin(), "\n")));
    EXPECT_FALSE(absl::StrContains(prompt, test.expected_stdout()));
  }
}

TEST(ProgrammingTaskTest, TestsAreGradedByTheEnvironmentsVerifier) {
  for (const char* id : {"env/code:sorting/2/1", "env/code:gcd_lcm/4/9",
                         "env/code:hamiltonian_path/3/5", "env/code:knapsack/2/3"}) {
    const PreparedProblemPtr problem = Programming(id);
    ASSERT_NE(problem, nullptr);
    const v1::CodeProblem& code = problem->problem().code();
    // Each test's reference answer passes it: score 1.
    std::vector<Result> right;
    for (const v1::CodeTest& test : code.tests()) right.push_back(Exited(test.expected_stdout()));
    absl::StatusOr<Verdict> verdict = Judge(*problem, right);
    ASSERT_TRUE(verdict.ok()) << id << ": " << verdict.status();
    EXPECT_EQ(verdict->score, 1) << id;
    EXPECT_TRUE(verdict->correct) << id;
    // Test 0's answer everywhere: right on test 0 at least, not on all
    // (the instances differ).
    std::vector<Result> first(code.tests_size(), Exited(code.tests(0).expected_stdout()));
    verdict = Judge(*problem, first);
    ASSERT_TRUE(verdict.ok());
    EXPECT_GE(verdict->score, 1.0 / kProgrammingTests) << id;
    EXPECT_FALSE(verdict->correct) << id;
    // Nothing printed: no test passes.
    std::vector<Result> silent(code.tests_size(), Exited(""));
    verdict = Judge(*problem, silent);
    ASSERT_TRUE(verdict.ok());
    EXPECT_EQ(verdict->score, 0) << id;
  }
}

TEST(ProgrammingTaskTest, AnotherCorrectAnswerPassesToo) {
  // Sorting's verifier reads the tagged list: spacing and text around it
  // do not matter, which an exact comparison with the reference would
  // refuse.
  const PreparedProblemPtr problem = Programming("env/code:sorting/2/1");
  ASSERT_NE(problem, nullptr);
  std::vector<Result> results;
  for (const v1::CodeTest& test : problem->problem().code().tests()) {
    std::string answer = test.expected_stdout();
    results.push_back(Exited(absl::StrCat("The sorted list:\n", answer, "\n")));
  }
  const absl::StatusOr<Verdict> verdict = Judge(*problem, results);
  ASSERT_TRUE(verdict.ok());
  EXPECT_EQ(verdict->score, 1);
}

TEST(ProgrammingTaskTest, BadIdsAreClearErrors) {
  const std::optional<EnvId> env = ParseEnvId("env/code:sorting/99/1");
  ASSERT_TRUE(env.has_value());
  EXPECT_TRUE(absl::IsInvalidArgument(
      testing::TestCatalog().tasks.Prepare(EnvIdProblem("env/code:sorting/99/1", *env)).status()));
  const std::optional<EnvId> game = ParseEnvId("env/code:mastermind/1/1");
  EXPECT_FALSE(testing::TestCatalog().tasks.Prepare(EnvIdProblem("env/code:mastermind/1/1", *game)).ok());
}

}  // namespace
}  // namespace referee

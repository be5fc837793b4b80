// Assignment on the VAST ladder (optimization.h), minimising: -1
// unparseable, `infeasible` (-0.5) for a repeated or unknown task, too many
// values or (the `assignment` verifier) too few, else (optimum / cost)^beta;
// `best_completion` grades the best completion of the prefix of agents.
// Every expectation is worked out by hand below.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/optimization/optimal_path.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace assignment_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;

class AssignmentTest : public testing::VerifierTableTest {};

// Costs (row = agent, column = task):
//   4 1 3
//   2 0 5
//   3 2 2
// The six assignments (task of agent 0, 1, 2) and their costs:
//   0 1 2: 4+0+2 = 6    0 2 1: 4+5+2 = 11   1 0 2: 1+2+2 = 5
//   1 2 0: 1+5+3 = 9    2 0 1: 3+2+2 = 7    2 1 0: 3+0+3 = 6
// The optimum is 5 (1 0 2), and it is the only one.
const char kProblem[] = R"({"id": "a", "environment": {"name": "assignment",
    "instance": {"n": 3, "costs": [[4, 1, 3], [2, 0, 5], [3, 2, 2]]}}})";

TEST_F(AssignmentTest, Ladder) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("assignment", *problem,
        {{"<answer>1 0 2</answer>", 1, true, true},
         {"<answer> 1\n0  2 </answer>", 1, true, true},
         {"\\boxed{1 0 2}", 1, true, true},
         {"<answer>0 1 2</answer>", std::pow(5.0 / 6.0, 5), false, true},
         {"<answer>2 1 0</answer>", std::pow(5.0 / 6.0, 5), false, true},
         {"<answer>2 0 1</answer>", std::pow(5.0 / 7.0, 5), false, true},
         {"<answer>1 2 0</answer>", std::pow(5.0 / 9.0, 5), false, true},
         {"<answer>0 2 1</answer>", std::pow(5.0 / 11.0, 5), false, true},
         {"<answer>1 0</answer>", -0.5, false, true},  // Agent 2 has no task.
         {"<answer></answer>", -0.5, false, true},     // Nobody assigned.
         {"<answer>1 1 2</answer>", -0.5, false, true},  // Task 1 twice.
         {"<answer>1 0 3</answer>", -0.5, false, true},  // No task 3.
         {"<answer>-1 0 2</answer>", -0.5, false, true},
         {"<answer>1 0 2 0</answer>", -0.5, false, true},  // 4 values for 3.
         {"<answer>1 0 99999999999999999999999</answer>", -0.5, false, true},
         {"<answer>1, 0, 2</answer>", -1, false, false},  // Commas.
         {"<answer>agent 0 does task 1</answer>", -1, false, false},
         {"1 0 2", -1, false, false}});  // No tag.
  Check("assignment", *problem,
        {{"<answer>0 1 2</answer>", 5.0 / 6.0, false, true},
         {"<answer>1 0</answer>", -0.2, false, true}},
        R"({"beta": 1, "infeasible": -0.2})");
}

TEST_F(AssignmentTest, BestCompletion) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("best_completion", *problem,
        {{"<answer>1 0 2</answer>", 1, true, true},
         {"<answer></answer>", 1, true, true},  // Everything open: 5.
         // Agent 0 -> task 1 (1); agents 1, 2 on tasks 0, 2: 2+2 = 4 or
         // 5+3 = 8, so 1 + 4 = 5.
         {"<answer>1</answer>", 1, true, true},
         // Agent 0 -> task 0 (4); agents 1, 2 on tasks 1, 2: 0+2 = 2 or
         // 5+2 = 7, so 4 + 2 = 6.
         {"<answer>0</answer>", std::pow(5.0 / 6.0, 5), false, true},
         // Agent 0 -> task 2 (3); agents 1, 2 on tasks 0, 1: 2+2 = 4 or
         // 0+3 = 3, so 3 + 3 = 6.
         {"<answer>2</answer>", std::pow(5.0 / 6.0, 5), false, true},
         // 4 + 5, and agent 2 must take task 1 (2): 11.
         {"<answer>0 2</answer>", std::pow(5.0 / 11.0, 5), false, true},
         {"<answer>0 1 2</answer>", std::pow(5.0 / 6.0, 5), false, true},
         {"<answer>1 1</answer>", -0.5, false, true},  // An infeasible prefix.
         {"<answer>1 0 2 1</answer>", -0.5, false, true},
         {"<answer>5</answer>", -0.5, false, true},
         {"I give up", -1, false, false}});
}

// Costs [[1, 2], [1, 10]]: the optimum is 1 0 (2 + 1 = 3); 0 1 costs
// 1 + 10 = 11. The greedy completion lets agent 0 take its cheapest task 0
// (1), leaving task 1 (10) to agent 1: 11.
TEST_F(AssignmentTest, BestCompletionOverBudgetIsGreedyButSound) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "g", "environment": {"name": "assignment", "instance":
          {"n": 2, "costs": [[1, 2], [1, 10]]}}})");
  ASSERT_NE(problem, nullptr);
  Check("best_completion", *problem,
        {{"<answer></answer>", 1, true, true}});  // 2^3 <= 10^6: exact.
  Check("best_completion", *problem,
        {// 2 agents left: 2^3 = 8 > 1, greedy.
         {"<answer></answer>", std::pow(3.0 / 11.0, 5), false, true},
         // 1 agent left: 1^3 <= 1, exact (the only free task).
         {"<answer>1</answer>", 1, true, true},
         {"<answer>0</answer>", std::pow(3.0 / 11.0, 5), false, true}},
        R"({"budget": 1})");
}

TEST_F(AssignmentTest, Prompt) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "p", "environment": {"name": "assignment", "instance":
          {"n": 2, "costs": [[1, 2], [1, 10]]}}})");
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "There are 2 agents and 2 tasks, both labeled from `0` to `1`. "
            "Agent i doing task j costs C[i][j]; the cost matrix, one row per "
            "agent (row i lists C[i][0] ... C[i][1]):\n"
            "1 2\n"
            "1 10\n"
            "\n"
            "Assign each agent a different task so that the total cost is as "
            "small as possible.\n"
            "\n"
            "Output Format:\n"
            "Your final answer should be 2 integers separated by **spaces**, "
            "inside <answer> </answer> tags: the task of agent 0, the task of "
            "agent 1, and so on in order.\n"
            "Example: <answer>2 0 1</answer>; for 3 agents, this means agent 0 "
            "does task 2, agent 1 does task 0 and agent 2 does task 1.");
}


std::string Square(int n, int64_t cost) {
  std::string rows = "[";
  for (int i = 0; i < n; ++i) {
    rows += i ? ", [" : "[";
    for (int j = 0; j < n; ++j) {
      rows += (j ? ", " : "") + std::to_string(cost);
    }
    rows += "]";
  }
  return rows + "]";
}

// Seed 003's incremental form on kProblem: {"agent": i, "task": j} gives
// the next agent (0, 1, 2 in order) its task. The solver's path is the
// optimum 1 0 2; a state's answer earns the best completion of the prefix
// of agents it reaches (V_B), from the six costs above.
PreparedProblemPtr PrepareState(int state) {
  return testing::Prepare(absl::StrCat(R"({"id": "s", "environment": {"name": "assignment",
      "instance": {"n": 3, "costs": [[4, 1, 3], [2, 0, 5], [3, 2, 2]]},
      "state": )", state, "}}").c_str());
}

std::string Give(int agent, int task) {
  return absl::StrCat(R"({"answer": [{"agent": )", agent, R"(, "task": )", task, "}]}");
}

TEST_F(AssignmentTest, ActionsByHand) {
  const PreparedProblemPtr empty = PrepareState(0);
  ASSERT_NE(empty, nullptr);
  Check("assignment", *empty,
        {{Give(0, 1).c_str(), 1, true, true},  // 1 0 2: 5.
         // 0 1 2: 6, 0 2 1: 11. 2 0 1: 7, 2 1 0: 6.
         {Give(0, 0).c_str(), std::pow(5.0 / 6.0, 5), false, true},
         {Give(0, 2).c_str(), std::pow(5.0 / 6.0, 5), false, true},
         // Agent 1 before agent 0, no task 3, no agent 3.
         {Give(1, 0).c_str(), -0.5, false, true},
         {Give(0, 3).c_str(), -0.5, false, true},
         {Give(3, 0).c_str(), -0.5, false, true},
         {Give(0, -1).c_str(), -0.5, false, true},
         {R"({"answer": [{"worker": 0, "task": 1}]})", -1, false, false}});
  const PreparedProblemPtr after_0 = PrepareState(1);
  ASSERT_NE(after_0, nullptr);
  EXPECT_EQ(after_0->task().DefaultReference(*after_0),
            "{\"answer\": [\n  {\"agent\": 1, \"task\": 0}\n]}");
  const std::string prompt = after_0->task().DefaultPrompt(*after_0);
  EXPECT_TRUE(absl::StrContains(prompt, "oldest first:\n{\"agent\": 0, \"task\": 1}\n"))
      << prompt;
  EXPECT_TRUE(absl::StartsWith(prompt, "There are 3 agents and 3 tasks")) << prompt;
  EXPECT_FALSE(absl::StrContains(prompt, "Output Format")) << prompt;
  Check("assignment", *after_0,
        {{Give(1, 0).c_str(), 1, true, true},
         // 1 2 0: the only completion, 9 (as the whole answer is worth).
         {Give(1, 2).c_str(), std::pow(5.0 / 9.0, 5), false, true},
         {Give(1, 1).c_str(), -0.5, false, true},   // Task 1 is agent 0's.
         {Give(0, 0).c_str(), -0.5, false, true},   // Agent 0 again.
         {Give(2, 0).c_str(), -0.5, false, true}});  // Agent 2 before agent 1.
  const PreparedProblemPtr whole = testing::Prepare(kProblem);
  ASSERT_NE(whole, nullptr);
  Check("assignment", *whole, {{"<answer>1 2 0</answer>", std::pow(5.0 / 9.0, 5), false, true}});
  const PreparedProblemPtr last = PrepareState(2);
  ASSERT_NE(last, nullptr);
  Check("assignment", *last,
        {{Give(2, 2).c_str(), 1, true, true},
         {Give(2, 0).c_str(), -0.5, false, true}});  // Task 0 is agent 1's.
}

// Generated levels 0..3: the solver's path builds the optimum, every prefix
// feasible with the optimum as its best completion.
TEST(AssignmentInstanceTest, OptimalPath) {
  testing::CheckOptimalPaths(
      "assignment", {"agent", "task"}, [](const std::vector<environments::JsonAction>& path) {
        std::vector<int64_t> tasks;
        for (const environments::JsonAction& a : path) tasks.push_back(a[1]);
        return absl::StrCat("<answer>", absl::StrJoin(tasks, " "), "</answer>");
      });
}

TEST(AssignmentInstanceTest, RejectsBadInstances) {
  for (const std::string& instance : {
           std::string(R"({"costs": [[1, 2], [3, 4]]})"),  // No n.
           std::string(R"({"n": 2})"),                      // No costs.
           std::string(R"({"n": 2, "costs": [[1, 2], [3, 4]], "x": 1})"),
           std::string(R"({"n": 1, "costs": [[1]]})"),  // n below 2.
           R"({"n": 51, "costs": )" + Square(51, 1) + "}",  // n over 50.
           std::string(R"({"n": 3, "costs": [[1, 2, 3], [1, 2, 3]]})"),
           std::string(R"({"n": 2, "costs": [[1, 2], [3, 4], [5, 6]]})"),
           std::string(R"({"n": 2, "costs": [[1, 2], [3]]})"),
           std::string(R"({"n": 2, "costs": [[1, 2], [3, -1]]})"),
           std::string(R"({"n": 2, "costs": [[1, 2], [3, 1000001]]})"),
           std::string(R"({"n": 2, "costs": [[1, 2], [3, 1.5]]})"),
           std::string(R"({"n": 2, "costs": [1, 2, 3, 4]})"),
           std::string(R"({"n": 2.5, "costs": [[1, 2], [3, 4]]})"),
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("assignment", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  // The largest: 50 x 50 costs of 10^6 (optimum 5·10^7), and zero costs.
  EXPECT_TRUE(
      testing::PrepareInstanceStatus("assignment", R"({"n": 50, "costs": )" + Square(50, 1000000) + "}").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus("assignment", R"({"n": 2, "costs": [[0, 0], [0, 0]]})").ok());
}

// A zero optimum reached is full credit (q = 1); any other cost is 0.
TEST_F(AssignmentTest, ZeroOptimum) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "z", "environment": {"name": "assignment", "instance":
          {"n": 2, "costs": [[0, 3], [3, 0]]}}})");
  ASSERT_NE(problem, nullptr);
  Check("assignment", *problem,
        {{"<answer>0 1</answer>", 1, true, true},
         {"<answer>1 0</answer>", 0, false, true}});  // (0 / 6)^5.
}

// Level d: N = d + 3 agents and tasks, costs 1..10+5d.
TEST(AssignmentInstanceTest, GeneratedSizes) {
  const TaskType* task = testing::TestCatalog().tasks.Find("assignment");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 47);
  for (int d : {0, 1, 8, 47}) {
    for (uint64_t seed = 0; seed < 4; ++seed) {
      auto problem = task->Generate(d, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const auto& fields = problem->environment().instance().fields();
      EXPECT_EQ(fields.at("n").number_value(), d + 3);
      const auto& rows = fields.at("costs").list_value().values();
      ASSERT_EQ(rows.size(), d + 3);
      for (const auto& row : rows) {
        ASSERT_EQ(row.list_value().values_size(), d + 3);
        for (const auto& cost : row.list_value().values()) {
          EXPECT_GE(cost.number_value(), 1);
          EXPECT_LE(cost.number_value(), 10 + 5 * d);
        }
      }
    }
  }
}

}  // namespace
}  // namespace assignment_test_cc
}  // namespace referee

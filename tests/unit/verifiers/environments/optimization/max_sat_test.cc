// Constrained MaxSAT on the VAST ladder (optimization.h): -1 unparseable,
// `infeasible` (-0.5) for a bad or repeated literal, a broken hard clause
// or (main verifier) a variable left out, else (weight / optimum)^beta;
// `best_completion` grades the best completion of a partial assignment.
// Every expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <set>
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
inline namespace max_sat_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;

class MaxSatTest : public testing::VerifierTableTest {};

// Hard: h1 = (x1 OR x2), h2 = (NOT x1 OR NOT x3). Soft: s1 = (x1 OR x3)
// weight 5, s2 = (NOT x2 OR x3) weight 3, s3 = (NOT x1 OR x2 OR x3)
// weight 2. Every assignment x1 x2 x3:
//   0 0 0, 0 0 1: h1 broken.   1 0 1, 1 1 1: h2 broken.
//   0 1 0: s1 no, s2 no (x2 true, x3 false), s3 yes      -> 2
//   0 1 1: s1 yes, s2 yes, s3 yes                        -> 10
//   1 0 0: s1 yes, s2 yes (x2 false), s3 no (all false)  -> 8
//   1 1 0: s1 yes, s2 no, s3 yes                         -> 7
// The optimum is 10: -1 2 3.
const char kProblem[] = R"({"id": "m", "environment": {"name": "max_sat",
    "instance": {"variables": 3, "hard": [[1, 2], [-1, -3]],
                 "soft": [[1, 3, 0], [-2, 3, 0], [-1, 2, 3]],
                 "weights": [5, 3, 2]}}})";

TEST_F(MaxSatTest, Ladder) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("max_sat", *problem,
        {{"<answer>-1 2 3</answer>", 1, true, true},
         {"<answer>3 -1\n+2</answer>", 1, true, true},  // Any order.
         {"\\boxed{-1 2 3}", 1, true, true},
         {"<answer>1 -2 -3</answer>", std::pow(8.0 / 10.0, 5), false, true},
         {"<answer>1 2 -3</answer>", std::pow(7.0 / 10.0, 5), false, true},
         {"<answer>-1 2 -3</answer>", std::pow(2.0 / 10.0, 5), false, true},
         {"<answer>-1 -2 3</answer>", -0.5, false, true},  // h1 broken.
         {"<answer>1 2 3</answer>", -0.5, false, true},    // h2 broken.
         {"<answer>-1 2</answer>", -0.5, false, true},     // x3 left out.
         {"<answer></answer>", -0.5, false, true},
         {"<answer>-1 2 -2</answer>", -0.5, false, true},  // x2 twice.
         {"<answer>-1 2 3 1</answer>", -0.5, false, true},  // 4 literals.
         {"<answer>-1 2 4</answer>", -0.5, false, true},   // No x4.
         {"<answer>-1 2 0</answer>", -0.5, false, true},
         {"<answer>-1 2 -99999999999999999999999</answer>", -0.5, false,
          true},
         {"<answer>-1, 2, 3</answer>", -1, false, false},  // Commas.
         {"<answer>x1=false x2=true x3=true</answer>", -1, false, false},
         {"-1 2 3", -1, false, false}});  // No tag.
  Check("max_sat", *problem,
        {{"<answer>1 -2 -3</answer>", 8.0 / 10.0, false, true},
         {"<answer>1 2 3</answer>", -0.2, false, true}},
        R"({"beta": 1, "infeasible": -0.2})");
}

TEST_F(MaxSatTest, BestCompletion) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("best_completion", *problem,
        {{"<answer>-1 2 3</answer>", 1, true, true},
         {"<answer></answer>", 1, true, true},  // Everything open: 10.
         // x3 true: h2 forces x1 false, then h1 forces x2 true: 10.
         {"<answer>3</answer>", 1, true, true},
         // x1 true: h2 forces x3 false; x2 free: 1 0 0 (8) or 1 1 0 (7).
         {"<answer>1</answer>", std::pow(8.0 / 10.0, 5), false, true},
         // x2 false: h1 forces x1 true, then h2 x3 false: 1 0 0, 8.
         {"<answer>-2</answer>", std::pow(8.0 / 10.0, 5), false, true},
         // A complete assignment is its own completion.
         {"<answer>-1 2 -3</answer>", std::pow(2.0 / 10.0, 5), false, true},
         // No hard clause is fully assigned, but x2 false forces x1 true
         // (h1), which forces x3 false (h2): no completion holds.
         {"<answer>-2 3</answer>", -0.5, false, true},
         {"<answer>-1 -2</answer>", -0.5, false, true},  // h1 broken.
         {"<answer>1 1</answer>", -0.5, false, true},
         {"I give up", -1, false, false}});
}

// Over budget the free variables copy the optimal assignment 0 1 1: after
// x1 true (x3 forced false), x2 = true gives 1 1 0, weight 7, where the
// exact completion finds 1 0 0 (8). One free variable in 3 clauses needs
// 3 + 1 = 4 steps > 1.
TEST_F(MaxSatTest, BestCompletionOverBudgetIsSound) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("best_completion", *problem,
        {{"<answer>1</answer>", std::pow(7.0 / 10.0, 5), false, true},
         {"<answer></answer>", 1, true, true},  // The optimal assignment.
         {"<answer>-2 3</answer>", -0.5, false, true}},
        R"({"budget": 1})");
  Check("best_completion", *problem,
        {{"<answer>1</answer>", std::pow(8.0 / 10.0, 5), false, true}},
        R"({"budget": 4})");
}

TEST_F(MaxSatTest, Prompt) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "p", "environment": {"name": "max_sat", "instance":
          {"variables": 2, "hard": [[1, -2]], "soft": [[-1, 2, 0]],
           "weights": [4]}}})");
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "You are given 2 boolean variables `x1` to `x2` and the clauses "
            "below; a clause holds when at least one of its literals is "
            "true.\n"
            "\n"
            "Hard clauses (all of them must hold):\n"
            "(x1 OR NOT x2)\n"
            "\n"
            "Soft clauses, with weights:\n"
            "(NOT x1 OR x2) weight 4\n"
            "\n"
            "Assign every variable so that all hard clauses hold and the "
            "total weight of the soft clauses that hold is as large as "
            "possible.\n"
            "\n"
            "Output Format:\n"
            "Your final answer should give every variable exactly once as a "
            "signed index, i for xi = true and -i for xi = false, in any "
            "order, separated by **spaces**, inside <answer> </answer> "
            "tags.\n"
            "Example: <answer>1 -2 3</answer>; this means x1 = true, x2 = "
            "false and x3 = true (assuming 3 variables in total).");
}


// Seed 003's incremental form on kProblem: {"variable": i, "value": v} sets
// xi (i = 1..3) to v (1 true, 0 false). The solver's path is the optimum
// x1 = 0, x2 = 1, x3 = 1; a state's answer earns the best weight among the
// completions of the assignment it reaches that keep every hard clause
// (V_B), from the table above.
PreparedProblemPtr PrepareState(int state) {
  return testing::Prepare(absl::StrCat(R"({"id": "s", "environment": {"name": "max_sat",
      "instance": {"variables": 3, "hard": [[1, 2], [-1, -3]],
                   "soft": [[1, 3, 0], [-2, 3, 0], [-1, 2, 3]], "weights": [5, 3, 2]},
      "state": )", state, "}}").c_str());
}

std::string Set(int variable, int value) {
  return absl::StrCat(R"({"answer": [{"variable": )", variable, R"(, "value": )", value, "}]}");
}

TEST_F(MaxSatTest, ActionsByHand) {
  const PreparedProblemPtr empty = PrepareState(0);
  ASSERT_NE(empty, nullptr);
  Check("max_sat", *empty,
        {{Set(1, 0).c_str(), 1, true, true},  // 0 1 0: 2, 0 1 1: 10.
         {Set(3, 1).c_str(), 1, true, true},  // x3 forces x1 = 0, then x2 = 1: 10.
         {Set(1, 1).c_str(), std::pow(8.0 / 10.0, 5), false, true},  // 1 0 0: 8, 1 1 0: 7.
         {Set(2, 0).c_str(), std::pow(8.0 / 10.0, 5), false, true},  // Forces 1 0 0: 8.
         {Set(3, 0).c_str(), std::pow(8.0 / 10.0, 5), false, true},  // 0 1 0, 1 0 0, 1 1 0.
         // Not a variable (x1..x3), or not a truth value.
         {Set(0, 1).c_str(), -0.5, false, true},
         {Set(4, 0).c_str(), -0.5, false, true},
         {Set(-1, 1).c_str(), -0.5, false, true},
         {Set(1, 2).c_str(), -0.5, false, true},
         {Set(1, -1).c_str(), -0.5, false, true},
         {R"({"answer": [{"variable": 1, "value": true}]})", -1, false, false}});
  const PreparedProblemPtr x1_false = PrepareState(1);
  ASSERT_NE(x1_false, nullptr);
  EXPECT_EQ(x1_false->task().DefaultReference(*x1_false),
            "{\"answer\": [\n  {\"variable\": 2, \"value\": 1}\n]}");
  const std::string prompt = x1_false->task().DefaultPrompt(*x1_false);
  EXPECT_TRUE(absl::StrContains(prompt, "oldest first:\n{\"variable\": 1, \"value\": 0}\n"))
      << prompt;
  EXPECT_TRUE(absl::StartsWith(prompt, "You are given 3 boolean variables `x1` to `x3`")) << prompt;
  EXPECT_FALSE(absl::StrContains(prompt, "Output Format")) << prompt;
  Check("max_sat", *x1_false,
        {{Set(2, 1).c_str(), 1, true, true},
         {Set(3, 1).c_str(), 1, true, true},
         // x2 is forced true: 0 1 0 is the only completion, 2 (as the
         // whole answer "-1 2 -3" is worth).
         {Set(3, 0).c_str(), std::pow(2.0 / 10.0, 5), false, true},
         {Set(2, 0).c_str(), -0.5, false, true},   // Breaks (x1 OR x2).
         {Set(1, 1).c_str(), -0.5, false, true}});  // x1 set again.
  const PreparedProblemPtr whole = testing::Prepare(kProblem);
  ASSERT_NE(whole, nullptr);
  Check("max_sat", *whole,
        {{"<answer>-1 2 -3</answer>", std::pow(2.0 / 10.0, 5), false, true}});
  const PreparedProblemPtr last = PrepareState(2);
  ASSERT_NE(last, nullptr);
  Check("max_sat", *last,
        {{Set(3, 1).c_str(), 1, true, true},
         {Set(3, 0).c_str(), std::pow(2.0 / 10.0, 5), false, true}});
}

// Generated levels 0..3: the solver's path builds the optimum, every prefix
// feasible with the optimum as its best completion.
TEST(MaxSatInstanceTest, OptimalPath) {
  testing::CheckOptimalPaths(
      "max_sat", {"variable", "value"}, [](const std::vector<environments::JsonAction>& path) {
        std::vector<int64_t> literals;
        for (const environments::JsonAction& a : path) {
          literals.push_back(a[1] == 1 ? a[0] : -a[0]);
        }
        return absl::StrCat("<answer>", absl::StrJoin(literals, " "), "</answer>");
      });
}

TEST(MaxSatInstanceTest, RejectsBadInstances) {
  for (const std::string& instance : {
           std::string(R"({"hard": [], "soft": [[1, 2, 0]], "weights": [1]})"),
           std::string(R"({"variables": 2, "soft": [[1, 2, 0]], "weights": [1]})"),
           std::string(R"({"variables": 2, "hard": [], "weights": [1]})"),
           std::string(R"({"variables": 2, "hard": [], "soft": [[1, 2, 0]]})"),
           std::string(R"({"variables": 0, "hard": [], "soft": [[1, 2, 0]], "weights": [1]})"),
           std::string(R"({"variables": 17, "hard": [], "soft": [[1, 2, 0]], "weights": [1]})"),
           // Literals out of range, 0, a repeated variable in a hard clause.
           std::string(R"({"variables": 2, "hard": [[1, 3]], "soft": [[1, 2, 0]], "weights": [1]})"),
           std::string(R"({"variables": 2, "hard": [[1, 0]], "soft": [[1, 2, 0]], "weights": [1]})"),
           std::string(R"({"variables": 2, "hard": [[1, -1]], "soft": [[1, 2, 0]], "weights": [1]})"),
           std::string(R"({"variables": 2, "hard": [[1, 2, 1]], "soft": [[1, 2, 0]], "weights": [1]})"),
           std::string(R"({"variables": 2, "hard": [], "soft": [[1, 0, 2]], "weights": [1]})"),
           std::string(R"({"variables": 2, "hard": [], "soft": [[1, -3, 0]], "weights": [1]})"),
           std::string(R"({"variables": 2, "hard": [], "soft": [[1, 2]], "weights": [1]})"),
           std::string(R"({"variables": 2, "hard": [], "soft": [], "weights": [1]})"),
           std::string(R"({"variables": 2, "hard": [], "soft": [[1, 2, 0]], "weights": [0]})"),
           std::string(R"({"variables": 2, "hard": [], "soft": [[1, 2, 0]], "weights": [1001]})"),
           std::string(R"({"variables": 2, "hard": [], "soft": [[1, 2, 0]], "weights": [1, 1]})"),
           std::string(R"({"variables": 2, "hard": [], "soft": [[1, 2, 0]], "weights": [1], "x": 1})"),
           // Unsatisfiable: every combination of x1 and x2 is excluded.
           std::string(R"({"variables": 2, "hard": [[1, 2], [1, -2], [-1, 2], [-1, -2]],
                           "soft": [[1, 2, 0]], "weights": [1]})"),
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("max_sat", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus("max_sat", R"({"variables": 1, "hard": [],
      "soft": [[1, -1, 1]], "weights": [1000]})").ok());
  // 16 variables, 64 hard and 64 soft clauses: the largest instance.
  std::string hard = "[", soft = "[", weights = "[";
  for (int c = 0; c < 64; ++c) {
    const std::string sep = c ? ", " : "";
    hard += sep + "[" + std::to_string(c % 16 + 1) + ", " +
            std::to_string((c + 1) % 16 + 1) + "]";
    soft += sep + "[-" + std::to_string(c % 16 + 1) + ", -" +
            std::to_string((c + 5) % 16 + 1) + ", " +
            std::to_string((c + 9) % 16 + 1) + "]";
    weights += sep + std::to_string(c % 9 + 1);
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus("max_sat", R"({"variables": 16, "hard": )" + hard +
                            "], \"soft\": " + soft + "], \"weights\": " +
                            weights + "]}")
                  .ok());
}

// Level d: N = d + 4 variables, N hard clauses of 2 distinct variables, 2N
// soft clauses of 2 or 3 distinct variables with weights 1..9, and the
// hard clauses satisfiable (the reference satisfies them).
TEST(MaxSatInstanceTest, GeneratedSizes) {
  const TaskType* task = testing::TestCatalog().tasks.Find("max_sat");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 12);
  for (int d : {0, 1, 5, 12}) {
    const int n = d + 4;
    for (uint64_t seed = 0; seed < 4; ++seed) {
      auto problem = task->Generate(d, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const auto& fields = problem->environment().instance().fields();
      EXPECT_EQ(fields.at("variables").number_value(), n);
      const auto& hard = fields.at("hard").list_value().values();
      const auto& soft = fields.at("soft").list_value().values();
      const auto& weights = fields.at("weights").list_value().values();
      ASSERT_EQ(hard.size(), n);
      ASSERT_EQ(soft.size(), 2 * n);
      ASSERT_EQ(weights.size(), 2 * n);
      for (const auto& clause : hard) {
        const auto& l = clause.list_value().values();
        EXPECT_NE(std::abs(l[0].number_value()), std::abs(l[1].number_value()));
      }
      for (const auto& clause : soft) {
        std::set<double> vars;
        int literals = 0;
        for (const auto& l : clause.list_value().values()) {
          if (l.number_value() == 0) continue;
          ++literals;
          vars.insert(std::abs(l.number_value()));
          EXPECT_LE(std::abs(l.number_value()), n);
        }
        EXPECT_EQ(vars.size(), literals);
        EXPECT_GE(literals, 2);
      }
      for (const auto& w : weights) {
        EXPECT_GE(w.number_value(), 1);
        EXPECT_LE(w.number_value(), 9);
      }
    }
  }
}

}  // namespace
}  // namespace max_sat_test_cc
}  // namespace referee

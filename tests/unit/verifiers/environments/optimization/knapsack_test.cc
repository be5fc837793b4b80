// Knapsack on the VAST ladder (optimization.h): -1 unparseable, `infeasible`
// (-0.5) for a repeated or unknown index or too much weight, else
// (value / optimum)^beta; `best_completion` grades the best completion of
// the selection. Every expectation is worked out by hand below.
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
inline namespace knapsack_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;

class KnapsackTest : public testing::VerifierTableTest {};

// Weights 2 3 4 5, values 3 4 5 6, capacity 5. Feasible selections:
// {} 0, {0} 3, {1} 4, {2} 5, {3} 6, {0,1} 7 (weight 5); every other pair
// weighs over 5. The optimum is 7.
const char kProblem[] = R"({"id": "k", "environment": {"name": "knapsack",
    "instance": {"weights": [2, 3, 4, 5], "values": [3, 4, 5, 6],
                 "capacity": 5}}})";

TEST_F(KnapsackTest, Ladder) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("knapsack", *problem,
        {{"<answer>0 1</answer>", 1, true, true},
         {"<answer> 1\n0 </answer>", 1, true, true},
         {"\\boxed{0 1}", 1, true, true},
         {"<answer>3</answer>", std::pow(6.0 / 7.0, 5), false, true},
         {"<answer>2</answer>", std::pow(5.0 / 7.0, 5), false, true},
         {"<answer></answer>", 0, false, true},  // Nothing: value 0.
         {"<answer>0 2</answer>", -0.5, false, true},  // Weight 6 > 5.
         {"<answer>0 0</answer>", -0.5, false, true},  // Repeated.
         {"<answer>4</answer>", -0.5, false, true},    // No item 4.
         {"<answer>-1</answer>", -0.5, false, true},
         {"<answer>0 1 2 3 0</answer>", -0.5, false, true},  // 5 of 4 items.
         {"<answer>99999999999999999999999</answer>", -0.5, false, true},
         {"<answer>0, 1</answer>", -1, false, false},  // Commas.
         {"<answer>items 0 and 1</answer>", -1, false, false},
         {"0 1", -1, false, false}});  // No tag.
  Check("knapsack", *problem,
        {{"<answer>3</answer>", 6.0 / 7.0, false, true},
         {"<answer>0 2</answer>", -0.2, false, true}},
        R"({"beta": 1, "infeasible": -0.2})");
}

TEST_F(KnapsackTest, BestCompletion) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("best_completion", *problem,
        {{"<answer>0 1</answer>", 1, true, true},
         // {0} leaves capacity 3: item 1 (3, 4) fits, 3 + 4 = 7.
         {"<answer>0</answer>", 1, true, true},
         {"<answer></answer>", 1, true, true},  // Everything is open.
         // {3} leaves 0: stays 6. {2} leaves 1: nothing fits, stays 5.
         {"<answer>3</answer>", std::pow(6.0 / 7.0, 5), false, true},
         {"<answer>2</answer>", std::pow(5.0 / 7.0, 5), false, true},
         {"<answer>0 2</answer>", -0.5, false, true},  // An infeasible prefix.
         {"<answer>0 0</answer>", -0.5, false, true},
         {"I give up", -1, false, false}});
}

// Weights 3 2 2, values 5 3 3, capacity 4: the optimum is {1, 2} = 6, but
// value per weight (5/3 > 3/2) makes the greedy completion take item 0
// first and then nothing else fits: 5.
TEST_F(KnapsackTest, BestCompletionOverBudgetIsGreedyButSound) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "g", "environment": {"name": "knapsack", "instance":
          {"weights": [3, 2, 2], "values": [5, 3, 3], "capacity": 4}}})");
  ASSERT_NE(problem, nullptr);
  Check("best_completion", *problem,
        {{"<answer></answer>", 1, true, true},  // 3 items x 5 <= 10^6.
         {"<answer>1</answer>", 1, true, true}});
  Check("best_completion", *problem,
        {{"<answer></answer>", std::pow(5.0 / 6.0, 5), false, true},
         {"<answer>1</answer>", 1, true, true}},  // Greedy adds item 2.
        R"({"budget": 1})");
}

// A tiny beta must not round a wrong answer up to full credit.
TEST_F(KnapsackTest, TinyBetaStaysBelowFullCredit) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  for (const char* verifier : {"knapsack", "best_completion"}) {
    const Verifier* v = registry_.Find(verifier);
    google::protobuf::Struct given;
    ASSERT_TRUE(ParseJsonMessage(R"({"beta": 1e-18})", &given).ok());
    auto params = ParamValues::Resolve(v->Params(), given, "params");
    ASSERT_TRUE(params.ok() && v->ValidateParams(*params).ok());
    auto verdict = v->Verify({*problem, "<answer>3</answer>", *params});
    ASSERT_TRUE(verdict.ok());
    EXPECT_FALSE(verdict->correct) << verifier;
    EXPECT_LT(verdict->score, 1.0) << verifier;  // (6/7)^1e-18 rounds to 1.
    EXPECT_GT(verdict->score, 0.99) << verifier;
  }
}

TEST_F(KnapsackTest, Params) {
  EXPECT_FALSE(ParamError("knapsack", R"({"beta": 0})").ok());
  EXPECT_FALSE(ParamError("knapsack", R"({"infeasible": 0.5})").ok());
  EXPECT_FALSE(ParamError("knapsack", R"({"infeasible": -2})").ok());
  // The environment's own verifier searches a state's completions too.
  EXPECT_TRUE(ParamError("knapsack", R"({"budget": 5})").ok());
  EXPECT_FALSE(ParamError("knapsack", R"({"budget": 0})").ok());
  EXPECT_TRUE(ParamError("knapsack", R"({"infeasible": -1})").ok());
  EXPECT_FALSE(ParamError("best_completion", R"({"budget": 0})").ok());
  EXPECT_FALSE(ParamError("best_completion", R"({"budget": 2.5})").ok());
  EXPECT_FALSE(ParamError("best_completion", R"({"budget": 1e10})").ok());
  EXPECT_TRUE(ParamError("best_completion", R"({"budget": 1000})").ok());
}

TEST_F(KnapsackTest, Prompt) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "p", "environment": {"name": "knapsack", "instance":
          {"weights": [2, 3], "values": [3, 4], "capacity": 4}}})");
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "You are given 2 items labeled from `0` to `1`. Each item has a "
            "weight W[i] and a value V[i]:\n"
            "W[0]=2 V[0]=3\n"
            "W[1]=3 V[1]=4\n"
            "\n"
            "Select a subset of the items (each at most once) whose total "
            "weight is at most 4 and whose total value is as large as "
            "possible.\n"
            "\n"
            "Output Format:\n"
            "Your final answer should be the indices of the selected items, "
            "in any order, separated by **spaces**, inside <answer> </answer> "
            "tags.\n"
            "Example: <answer>0 3</answer>; this means items 0 and 3 are "
            "selected.");
}

// Seed 003's incremental form on kProblem: one {"item_index": i} added per
// action. The solver's path is the optimum {0, 1}, item 0 first; a state's
// answer earns the best completion of the selection it reaches (V_B).
PreparedProblemPtr PrepareState(int state) {
  return testing::Prepare(absl::StrCat(R"({"id": "s", "environment": {"name": "knapsack",
      "instance": {"weights": [2, 3, 4, 5], "values": [3, 4, 5, 6], "capacity": 5},
      "state": )", state, "}}").c_str());
}

TEST_F(KnapsackTest, ActionsByHand) {
  const PreparedProblemPtr empty = PrepareState(0);
  ASSERT_NE(empty, nullptr);
  Check("knapsack", *empty,
        {{R"({"answer": [{"item_index": 0}]})", 1, true, true},  // {0} + item 1: 7.
         {R"({"answer": [{"item_index": 1}]})", 1, true, true},  // {1} + item 0: 7.
         // {3}: no room left, 6 (as the whole answer "3" is worth). {2}:
         // room 1, nothing fits, 5.
         {R"({"answer": [{"item_index": 3}]})", std::pow(6.0 / 7.0, 5), false, true},
         {R"({"answer": [{"item_index": 2}]})", std::pow(5.0 / 7.0, 5), false, true},
         // No such item: not an action of this instance.
         {R"({"answer": [{"item_index": 4}]})", -0.5, false, true},
         {R"({"answer": [{"item_index": -1}]})", -0.5, false, true},
         {R"({"answer": [{"item": 0}]})", -1, false, false}});
  const PreparedProblemPtr after_0 = PrepareState(1);
  ASSERT_NE(after_0, nullptr);
  EXPECT_EQ(after_0->task().DefaultReference(*after_0),
            "{\"answer\": [\n  {\"item_index\": 1}\n]}");
  const std::string prompt = after_0->task().DefaultPrompt(*after_0);
  EXPECT_TRUE(absl::StrContains(prompt, "oldest first:\n{\"item_index\": 0}\n")) << prompt;
  // The statement, without the whole answer's format.
  EXPECT_TRUE(absl::StartsWith(prompt, "You are given 4 items labeled from `0` to `3`.")) << prompt;
  EXPECT_FALSE(absl::StrContains(prompt, "Output Format")) << prompt;
  Check("knapsack", *after_0,
        {{R"({"answer": [{"item_index": 1}]})", 1, true, true},  // {0, 1}: 7.
         {R"({"answer": [{"item_index": 0}]})", -0.5, false, true},  // Item 0 again.
         {R"({"answer": [{"item_index": 2}]})", -0.5, false, true},  // Weight 6 > 5.
         {R"({"answer": [{"item_index": 3}]})", -0.5, false, true}});  // Weight 7.
}

// Generated levels 0..3: the solver's path builds the optimum, every prefix
// feasible with the optimum as its best completion.
TEST(KnapsackInstanceTest, OptimalPath) {
  testing::CheckOptimalPaths(
      "knapsack", {"item_index"}, [](const std::vector<environments::JsonAction>& path) {
        std::vector<int64_t> items;
        for (const environments::JsonAction& a : path) items.push_back(a[0]);
        return absl::StrCat("<answer>", absl::StrJoin(items, " "), "</answer>");
      });
}

TEST(KnapsackInstanceTest, RejectsBadInstances) {
  std::string many = "[";
  for (int i = 0; i < 200; ++i) many += i ? ", 1" : "1";
  many += "]";
  for (const std::string& instance : {
           std::string(R"({"values": [1], "capacity": 1})"),
           std::string(R"({"weights": [1], "capacity": 1})"),
           std::string(R"({"weights": [1], "values": [1]})"),
           std::string(R"({"weights": [1, 2], "values": [1], "capacity": 1})"),
           std::string(R"({"weights": [0], "values": [1], "capacity": 1})"),
           std::string(R"({"weights": [1], "values": [-1], "capacity": 1})"),
           std::string(R"({"weights": [1], "values": [1], "capacity": -1})"),
           std::string(R"({"weights": [1], "values": [1], "capacity": 1.5})"),
           std::string(R"({"weights": [], "values": [], "capacity": 1})"),
           std::string(R"({"weights": [1], "values": [1], "capacity": 1, "x": 1})"),
           // 200 items x (10^6 + 1) capacities: too large to solve.
           R"({"weights": )" + many + R"(, "values": )" + many +
               R"(, "capacity": 1000000})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("knapsack", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus("knapsack", R"({"weights": )" + many + R"(, "values": )" +
                            many + R"(, "capacity": 99999})")
                  .ok());
  // Nothing fits: the optimum is the empty selection, value 0.
  EXPECT_TRUE(
      testing::PrepareInstanceStatus("knapsack", R"({"weights": [5], "values": [1], "capacity": 4})").ok());
}

// Level d: N = d + 3 items, weights 1..10+d, distinct values 1..4N+10,
// capacity max(heaviest, floor(total·r/10)), r in 3..7.
TEST(KnapsackInstanceTest, GeneratedSizes) {
  const TaskType* task = testing::TestCatalog().tasks.Find("knapsack");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 47);
  for (int d : {0, 1, 8, 47}) {
    for (uint64_t seed = 0; seed < 4; ++seed) {
      auto problem = task->Generate(d, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const auto& fields = problem->environment().instance().fields();
      const auto& weights = fields.at("weights").list_value().values();
      const auto& values = fields.at("values").list_value().values();
      ASSERT_EQ(weights.size(), d + 3);
      ASSERT_EQ(values.size(), d + 3);
      int64_t total = 0, heaviest = 0;
      for (const auto& w : weights) {
        EXPECT_GE(w.number_value(), 1);
        EXPECT_LE(w.number_value(), 10 + d);
        total += static_cast<int64_t>(w.number_value());
        heaviest = std::max(heaviest, static_cast<int64_t>(w.number_value()));
      }
      std::set<double> distinct;
      for (const auto& v : values) {
        distinct.insert(v.number_value());
        EXPECT_GE(v.number_value(), 1);
        EXPECT_LE(v.number_value(), 4 * (d + 3) + 10);
      }
      EXPECT_EQ(distinct.size(), values.size());
      const int64_t capacity =
          static_cast<int64_t>(fields.at("capacity").number_value());
      bool rule = false;
      for (int64_t r = 3; r <= 7; ++r) {
        rule = rule || capacity == std::max(heaviest, total * r / 10);
      }
      EXPECT_TRUE(rule) << d << " " << seed << ": " << capacity;
    }
  }
}

}  // namespace
}  // namespace knapsack_test_cc
}  // namespace referee

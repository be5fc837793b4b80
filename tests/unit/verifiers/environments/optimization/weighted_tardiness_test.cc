// Single-machine weighted tardiness on the VAST ladder (optimization.h): -1
// unparseable, `infeasible` (-0.5) for a repeated or unknown label or (main
// verifier) an incomplete order, else (optimum / cost)^beta;
// `best_completion` grades the best completion of the order read as a
// prefix. Every expectation is worked out by hand below.
#include <algorithm>
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
inline namespace weighted_tardiness_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;

class WeightedTardinessTest : public testing::VerifierTableTest {};

// Job 0: p=2 d=2 w=1; job 1: p=3 d=3 w=2; job 2: p=1 d=2 w=3. Every order,
// with completion times and costs w·max(0, C - d):
//   0 1 2: C = 2, 5, 6 -> 0 + 2·2 + 3·4 = 16
//   0 2 1: C = 2, 3, 6 -> 0 + 3·1 + 2·3 = 9
//   1 0 2: C = 3, 5, 6 -> 0 + 1·3 + 3·4 = 15
//   1 2 0: C = 3, 4, 6 -> 0 + 3·2 + 1·4 = 10
//   2 0 1: C = 1, 3, 6 -> 0 + 1·1 + 2·3 = 7
//   2 1 0: C = 1, 4, 6 -> 0 + 2·1 + 1·4 = 6
// The optimum is 6 (2 1 0).
const char kProblem[] = R"({"id": "w", "environment": {"name":
    "weighted_tardiness", "instance": {"processing": [2, 3, 1],
    "due": [2, 3, 2], "weights": [1, 2, 3]}}})";

TEST_F(WeightedTardinessTest, Ladder) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("weighted_tardiness", *problem,
        {{"<answer>2 1 0</answer>", 1, true, true},
         {"<answer>\n2\n1\n0\n</answer>", 1, true, true},
         {"\\boxed{2 1 0}", 1, true, true},
         {"<answer>2 0 1</answer>", std::pow(6.0 / 7.0, 5), false, true},
         {"<answer>0 2 1</answer>", std::pow(6.0 / 9.0, 5), false, true},
         {"<answer>1 2 0</answer>", std::pow(6.0 / 10.0, 5), false, true},
         {"<answer>1 0 2</answer>", std::pow(6.0 / 15.0, 5), false, true},
         {"<answer>0 1 2</answer>", std::pow(6.0 / 16.0, 5), false, true},
         {"<answer>2 1</answer>", -0.5, false, true},     // Incomplete.
         {"<answer></answer>", -0.5, false, true},        // Incomplete.
         {"<answer>2 1 1</answer>", -0.5, false, true},   // Repeated.
         {"<answer>2 1 3</answer>", -0.5, false, true},   // No job 3.
         {"<answer>2 1 -1</answer>", -0.5, false, true},
         {"<answer>2 1 0 0</answer>", -0.5, false, true},  // 4 of 3 jobs.
         {"<answer>2 1 99999999999999999999999</answer>", -0.5, false, true},
         {"<answer>2, 1, 0</answer>", -1, false, false},  // Commas.
         {"<answer>C B A</answer>", -1, false, false},
         {"2 1 0", -1, false, false}});  // No tag.
  Check("weighted_tardiness", *problem,
        {{"<answer>2 0 1</answer>", 6.0 / 7.0, false, true},
         {"<answer>2 1</answer>", -0.2, false, true}},
        R"({"beta": 1, "infeasible": -0.2})");
}

TEST_F(WeightedTardinessTest, BestCompletion) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("best_completion", *problem,
        {{"<answer>2 1 0</answer>", 1, true, true},
         {"<answer></answer>", 1, true, true},  // Everything open: 6.
         {"<answer>2</answer>", 1, true, true},  // 2 1 0 extends it.
         // Prefix 0: the best of 0 1 2 (16) and 0 2 1 (9) is 9.
         {"<answer>0</answer>", std::pow(6.0 / 9.0, 5), false, true},
         // Prefix 1: the best of 1 0 2 (15) and 1 2 0 (10) is 10.
         {"<answer>1</answer>", std::pow(6.0 / 10.0, 5), false, true},
         // A complete order is its own completion.
         {"<answer>2 0 1</answer>", std::pow(6.0 / 7.0, 5), false, true},
         {"<answer>2 0</answer>", std::pow(6.0 / 7.0, 5), false, true},
         {"<answer>0 0</answer>", -0.5, false, true},  // Infeasible prefix.
         {"<answer>5</answer>", -0.5, false, true},
         {"I give up", -1, false, false}});
}

// p = 1 4 2, d = 7 1 4, w = 2 2 3. Orders: 0 1 2: C = 1, 5, 7 -> 0 + 2·4 +
// 3·3 = 17; 0 2 1: C = 1, 3, 7 -> 0 + 0 + 2·6 = 12; 1 0 2: C = 4, 5, 7 ->
// 2·3 + 0 + 3·3 = 15; 1 2 0: C = 4, 6, 7 -> 2·3 + 3·2 + 0 = 12; 2 0 1:
// C = 2, 3, 7 -> 0 + 0 + 2·6 = 12; 2 1 0: C = 2, 6, 7 -> 0 + 2·5 + 0 = 10.
// The optimum is 10. Over budget, the greedy completions of the empty
// prefix: earliest due date 1 2 0 (12) and w/p descending (2, 0.5, 1.5 ->
// 0 2 1, 12): 12.
TEST_F(WeightedTardinessTest, BestCompletionOverBudgetIsGreedyButSound) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "g", "environment": {"name": "weighted_tardiness",
          "instance": {"processing": [1, 4, 2], "due": [7, 1, 4],
                       "weights": [2, 2, 3]}}})");
  ASSERT_NE(problem, nullptr);
  Check("best_completion", *problem,
        {{"<answer></answer>", 1, true, true},  // 3·2^2 = 12 steps.
         {"<answer>2</answer>", 1, true, true}});
  Check("best_completion", *problem,
        {{"<answer></answer>", std::pow(10.0 / 12.0, 5), false, true},
         // Prefix 2 with 2 jobs left (4 steps > 1): earliest due date
         // 2 1 0 (10) already is the best.
         {"<answer>2</answer>", 1, true, true},
         // Prefix 0: 0 1 2 (17, EDD) or 0 2 1 (12, WSPT): 12.
         {"<answer>0</answer>", std::pow(10.0 / 12.0, 5), false, true}},
        R"({"budget": 1})");
}

TEST_F(WeightedTardinessTest, Prompt) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "p", "environment": {"name": "weighted_tardiness",
          "instance": {"processing": [3, 1], "due": [2, 4],
                       "weights": [5, 1]}}})");
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "You are given 2 jobs labeled from `0` to `1` to run on a single "
            "machine, one at a time, starting at time 0, without "
            "interruption and without idle time between jobs. Job j takes p "
            "time units, is due at time d and has weight w:\n"
            "Job 0: p=3 d=2 w=5\n"
            "Job 1: p=1 d=4 w=1\n"
            "\n"
            "A job that completes at time C is late by max(0, C - d) and "
            "costs w times its lateness. Find an order of the jobs whose "
            "total cost (the total weighted tardiness) is as small as "
            "possible.\n"
            "\n"
            "Output Format:\n"
            "Your final answer should be the job labels in processing order, "
            "each job exactly once, separated by **spaces**, inside <answer> "
            "</answer> tags.\n"
            "Example: <answer>2 0 1</answer>; this means job 2 runs first, "
            "then job 0, then job 1 (assuming 3 jobs in total).");
}


// Seed 003's incremental form on kProblem: {"job_index": j} runs job j
// next. The solver's path is the optimum 2 1 0; a state's answer earns the
// least cost among the orders starting with the prefix it reaches (V_B),
// from the table above.
PreparedProblemPtr PrepareState(int state) {
  return testing::Prepare(absl::StrCat(R"({"id": "s", "environment": {"name":
      "weighted_tardiness", "instance": {"processing": [2, 3, 1], "due": [2, 3, 2],
      "weights": [1, 2, 3]}, "state": )", state, "}}").c_str());
}

std::string Job(int j) { return absl::StrCat(R"({"answer": [{"job_index": )", j, "}]}"); }

TEST_F(WeightedTardinessTest, ActionsByHand) {
  const PreparedProblemPtr empty = PrepareState(0);
  ASSERT_NE(empty, nullptr);
  Check("weighted_tardiness", *empty,
        {{Job(2).c_str(), 1, true, true},                             // 7, 6.
         {Job(0).c_str(), std::pow(6.0 / 9.0, 5), false, true},        // 16, 9.
         {Job(1).c_str(), std::pow(6.0 / 10.0, 5), false, true},       // 15, 10.
         {Job(3).c_str(), -0.5, false, true},  // No job 3.
         {Job(-1).c_str(), -0.5, false, true},
         {R"({"answer": [{"job": 2}]})", -1, false, false}});
  const PreparedProblemPtr after_2 = PrepareState(1);
  ASSERT_NE(after_2, nullptr);
  EXPECT_EQ(after_2->task().DefaultReference(*after_2),
            "{\"answer\": [\n  {\"job_index\": 1}\n]}");
  const std::string prompt = after_2->task().DefaultPrompt(*after_2);
  EXPECT_TRUE(absl::StrContains(prompt, "oldest first:\n{\"job_index\": 2}\n")) << prompt;
  EXPECT_TRUE(absl::StartsWith(prompt, "You are given 3 jobs labeled from `0` to `2`")) << prompt;
  EXPECT_FALSE(absl::StrContains(prompt, "Output Format")) << prompt;
  Check("weighted_tardiness", *after_2,
        {{Job(1).c_str(), 1, true, true},
         // 2 0 1: the only completion, 7 (as the whole answer is worth).
         {Job(0).c_str(), std::pow(6.0 / 7.0, 5), false, true},
         {Job(2).c_str(), -0.5, false, true}});  // Job 2 again.
  const PreparedProblemPtr whole = testing::Prepare(kProblem);
  ASSERT_NE(whole, nullptr);
  Check("weighted_tardiness", *whole,
        {{"<answer>2 0 1</answer>", std::pow(6.0 / 7.0, 5), false, true}});
  const PreparedProblemPtr last = PrepareState(2);
  ASSERT_NE(last, nullptr);
  Check("weighted_tardiness", *last,
        {{Job(0).c_str(), 1, true, true},
         {Job(1).c_str(), -0.5, false, true}});
}

// Generated levels 0..3: the solver's path builds the optimum, every prefix
// feasible with the optimum as its best completion.
TEST(WeightedTardinessInstanceTest, OptimalPath) {
  testing::CheckOptimalPaths(
      "weighted_tardiness", {"job_index"}, [](const std::vector<environments::JsonAction>& path) {
        std::vector<int64_t> jobs;
        for (const environments::JsonAction& a : path) jobs.push_back(a[0]);
        return absl::StrCat("<answer>", absl::StrJoin(jobs, " "), "</answer>");
      });
}

TEST(WeightedTardinessInstanceTest, RejectsBadInstances) {
  auto ones = [](int n) {
    std::string s = "[";
    for (int i = 0; i < n; ++i) s += i ? ", 1" : "1";
    return s + "]";
  };
  for (const std::string& instance : {
           std::string(R"({"due": [1], "weights": [1]})"),
           std::string(R"({"processing": [1], "weights": [1]})"),
           std::string(R"({"processing": [1], "due": [1]})"),
           std::string(R"({"processing": [1, 2], "due": [1], "weights": [1, 1]})"),
           std::string(R"({"processing": [1, 2], "due": [1, 1], "weights": [1]})"),
           std::string(R"({"processing": [0], "due": [1], "weights": [1]})"),
           std::string(R"({"processing": [1001], "due": [1], "weights": [1]})"),
           std::string(R"({"processing": [1], "due": [-1], "weights": [1]})"),
           std::string(R"({"processing": [1], "due": [1000001], "weights": [1]})"),
           std::string(R"({"processing": [1], "due": [1], "weights": [0]})"),
           std::string(R"({"processing": [1], "due": [1], "weights": [1001]})"),
           std::string(R"({"processing": [1.5], "due": [1], "weights": [1]})"),
           std::string(R"({"processing": [], "due": [], "weights": []})"),
           std::string(R"({"processing": [1], "due": [1], "weights": [1], "x": 1})"),
           // 17 jobs: over the exact solver's 16.
           R"({"processing": )" + ones(17) + R"(, "due": )" + ones(17) +
               R"(, "weights": )" + ones(17) + "}",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("weighted_tardiness", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus("weighted_tardiness", R"({"processing": )" + ones(16) + R"(, "due": )" +
                            ones(16) + R"(, "weights": )" + ones(16) + "}")
                  .ok());
  // Every job on time in some order: optimum 0 is allowed.
  EXPECT_TRUE(testing::PrepareInstanceStatus("weighted_tardiness", 
                  R"({"processing": [1, 1], "due": [5, 5], "weights": [1, 1]})")
                  .ok());
}

// An explicit instance with optimum 0: only a zero-cost order scores.
// p = 1 1, d = 1 2: 0 1 costs 0; 1 0 ends job 0 at 2, 1 late: cost 3.
TEST_F(WeightedTardinessTest, ZeroOptimum) {
  CheckInstance("weighted_tardiness", R"({"processing": [1, 1], "due": [1, 2], "weights": [3, 1]})",
                {{"<answer>0 1</answer>", 1, true, true},
                 {"<answer>1 0</answer>", 0, false, true}});  // q = 0 / 3.
}

// Level d: N = d + 4 jobs, p in 1..7+d, w in 1..min(10, 3+d), due dates in
// 1..P-1 (so the optimum is positive: the last job always ends at P).
TEST(WeightedTardinessInstanceTest, GeneratedSizes) {
  const TaskType* task =
      testing::TestCatalog().tasks.Find("weighted_tardiness");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 12);
  for (int d : {0, 1, 5, 12}) {
    for (uint64_t seed = 0; seed < 4; ++seed) {
      auto problem = task->Generate(d, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const auto& fields = problem->environment().instance().fields();
      const auto& p = fields.at("processing").list_value().values();
      const auto& due = fields.at("due").list_value().values();
      const auto& w = fields.at("weights").list_value().values();
      ASSERT_EQ(p.size(), d + 4);
      ASSERT_EQ(due.size(), d + 4);
      ASSERT_EQ(w.size(), d + 4);
      int64_t total = 0;
      for (const auto& v : p) {
        EXPECT_GE(v.number_value(), 1);
        EXPECT_LE(v.number_value(), 7 + d);
        total += static_cast<int64_t>(v.number_value());
      }
      for (const auto& v : due) {
        EXPECT_GE(v.number_value(), 1);
        EXPECT_LE(v.number_value(), total - 1);
      }
      for (const auto& v : w) {
        EXPECT_GE(v.number_value(), 1);
        EXPECT_LE(v.number_value(), std::min(10, 3 + d));
      }
      // Every due date is below P, so whichever job runs last is late: the
      // optimum is positive.
      EXPECT_FALSE(problem->reference_output().empty());
    }
  }
}

}  // namespace
}  // namespace weighted_tardiness_test_cc
}  // namespace referee

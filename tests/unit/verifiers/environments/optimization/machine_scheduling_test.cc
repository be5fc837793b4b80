// Machine scheduling, seed 003's Late Fees (C.2, Table 6), on the VAST
// ladder minimising the total weighted tardiness: -1 unparseable, -0.5
// infeasible or (the machine_scheduling verifier) incomplete, else
// (optimum / value)^beta. The tables are worked out by hand; the oracle is
// checked against every permutation of generated instances, and the
// generator against Table 6.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/environments/optimization/json_actions.h"

namespace referee {
inline namespace machine_scheduling_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class MachineSchedulingTest : public testing::VerifierTableTest {};

std::string Order(const std::vector<int64_t>& jobs) {
  std::string out = "{\"answer\": [";
  for (size_t i = 0; i < jobs.size(); ++i) {
    absl::StrAppend(&out, i ? ", " : "", "{\"job_index\": ", jobs[i], "}");
  }
  return out + "]}";
}

// Three jobs (p, d, w): J0 (2, 2, 1), J1 (3, 3, 2), J2 (1, 5, 3). Each
// order's completion times and weighted tardiness:
//   0 1 2: C = 2, 5, 6: 0 + 2*2 + 3*1 = 7     0 2 1: C = 2, 3, 6: 0 + 0 + 2*3 = 6
//   1 0 2: C = 3, 5, 6: 0 + 1*3 + 3*1 = 6     1 2 0: C = 3, 4, 6: 0 + 0 + 1*4 = 4
//   2 0 1: C = 1, 3, 6: 0 + 1*1 + 2*3 = 7     2 1 0: C = 1, 4, 6: 0 + 2*1 + 1*4 = 6
// The optimum is 1 2 0, cost 4, and it is the only one.
const char kInstance[] = R"({"processing": [2, 3, 1], "due": [2, 3, 5], "weights": [1, 2, 3]})";

TEST_F(MachineSchedulingTest, LadderByHand) {
  const double six = std::pow(4.0 / 6, 5), seven = std::pow(4.0 / 7, 5);
  CheckInstance("machine_scheduling", kInstance,
                {{Order({1, 2, 0}).c_str(), 1, true, true},
                 {"<think>EDD is 0 1 2; swap</think>\n```json\n{\"answer\": [\n"
                  "  {\"job_index\": 1, \"reason\": \"tight\"},\n  {\"job_index\": 2},\n"
                  "  {\"job_index\": 0}\n]}\n```",
                  1, true, true},
                 {Order({0, 2, 1}).c_str(), six, false, true},
                 {Order({1, 0, 2}).c_str(), six, false, true},
                 {Order({2, 1, 0}).c_str(), six, false, true},
                 {Order({0, 1, 2}).c_str(), seven, false, true},
                 {Order({2, 0, 1}).c_str(), seven, false, true},
                 // Infeasible: a job twice, a job that does not exist, too
                 // many jobs; incomplete: a prefix only.
                 {Order({1, 1, 0}).c_str(), -0.5, false, true},
                 {Order({1, 2, 3}).c_str(), -0.5, false, true},
                 {Order({1, 2, -1}).c_str(), -0.5, false, true},
                 {Order({1, 2, 0, 0}).c_str(), -0.5, false, true},
                 {Order({1, 2, 0, 3}).c_str(), -0.5, false, true},
                 {Order({1, 2}).c_str(), -0.5, false, true},
                 {Order({}).c_str(), -0.5, false, true},
                 // Unparseable: not the JSON actions, or not "job_index".
                 {"<answer>1 2 0</answer>", -1, false, false},
                 {R"({"answer": [{"job": 1}, {"job": 2}, {"job": 0}]})", -1, false, false},
                 {R"({"answer": [{"job_index": "1"}, {"job_index": 2}, {"job_index": 0}]})", -1,
                  false, false},
                 {R"({"answer": [1, 2, 0]})", -1, false, false},
                 {R"({"answer": {"job_index": 1}})", -1, false, false},
                 {"", -1, false, false}});
  CheckInstance("machine_scheduling", kInstance,
                {{Order({0, 2, 1}).c_str(), 4.0 / 6, false, true},
                 {Order({1, 2}).c_str(), -0.2, false, true}},
                R"({"beta": 1, "infeasible": -0.2})");
}

// best_completion: the best order that starts with the given jobs.
TEST_F(MachineSchedulingTest, BestCompletionByHand) {
  const PreparedProblemPtr problem = testing::PrepareInstance("machine_scheduling", kInstance);
  ASSERT_NE(problem, nullptr);
  const double six = std::pow(4.0 / 6, 5), seven = std::pow(4.0 / 7, 5);
  Check("best_completion", *problem,
        {{Order({}).c_str(), 1, true, true},
         {Order({1}).c_str(), 1, true, true},         // 1 2 0 (4) or 1 0 2 (6).
         {Order({0}).c_str(), six, false, true},      // 0 2 1 (6) or 0 1 2 (7).
         {Order({2}).c_str(), six, false, true},      // 2 1 0 (6) or 2 0 1 (7).
         {Order({0, 1}).c_str(), seven, false, true},  // Only 0 1 2.
         {Order({1, 0, 2}).c_str(), six, false, true},
         {Order({1, 1}).c_str(), -0.5, false, true}});
  // Past a budget of 1 step the rest runs in the better of EDD and WSPT
  // order. After 0 (time 2), jobs 1 and 2: EDD 1 2 ends with 0 + 4 + 3 =
  // 7, WSPT (w/p: 2/3 < 3/1) 2 1 with 6. After 2 (time 1), jobs 0 and 1:
  // EDD 0 1 costs 1 + 6 = 7, WSPT (1/2 < 2/3) 1 0 costs 2 + 4 = 6. A
  // prefix of the optimal order is known to complete to the optimum.
  Check("best_completion", *problem,
        {{Order({0}).c_str(), six, false, true},
         {Order({2}).c_str(), six, false, true},
         {Order({1}).c_str(), 1, true, true}},
        R"({"budget": 1})");
}

// Past the budget the completion is a real one, here worse than the best.
// J0 (1, 6, 4), J1 (4, 2, 3), J2 (2, 1, 3), J3 (1, 2, 1); the optimum is
// 2 3 0 1: C = 2, 3, 4, 8: 3*1 + 1*1 + 0 + 3*6 = 22 (the only one). After
// J3 (time 1, cost 0) the rest J0, J1, J2 runs:
//   EDD (due 1, 2, 6) 2 1 0: C = 3, 7, 8: 3*2 + 3*5 + 4*2 = 29;
//   WSPT (w/p 4, 3/4, 3/2) 0 2 1: C = 2, 4, 8: 0 + 3*3 + 3*6 = 27;
//   the best, 2 0 1: C = 3, 4, 8: 3*2 + 0 + 3*6 = 24.
TEST_F(MachineSchedulingTest, GreedyPastTheBudget) {
  const PreparedProblemPtr problem = testing::PrepareInstance(
      "machine_scheduling", R"({"processing": [1, 4, 2, 1], "due": [6, 2, 1, 2],
                                "weights": [4, 3, 3, 1]})");
  ASSERT_NE(problem, nullptr);
  Check("best_completion", *problem,
        {{Order({3}).c_str(), std::pow(22.0 / 24, 5), false, true},
         {Order({2, 3, 0, 1}).c_str(), 1, true, true}});
  // 3 jobs left: 3 * 2^2 = 12 DP steps, past a budget of 11.
  Check("best_completion", *problem,
        {{Order({3}).c_str(), std::pow(22.0 / 27, 5), false, true},
         {Order({2}).c_str(), 1, true, true}},  // On the optimal order.
        R"({"budget": 11})");
  Check("best_completion", *problem, {{Order({3}).c_str(), std::pow(22.0 / 24, 5), false, true}},
        R"({"budget": 12})");
}

TEST_F(MachineSchedulingTest, ZeroOptimumAndTies) {
  // J0 (1, 1, 1), J1 (1, 5, 1): 0 1 costs 0, 1 0 costs 1 (J0 ends at 2).
  CheckInstance("machine_scheduling",
                R"({"processing": [1, 1], "due": [1, 5], "weights": [1, 1]})",
                {{Order({0, 1}).c_str(), 1, true, true},
                 {Order({1, 0}).c_str(), 0, false, true}});
  // One job: every answer that schedules it is optimal.
  CheckInstance("machine_scheduling", R"({"processing": [3], "due": [1], "weights": [2]})",
                {{Order({0}).c_str(), 1, true, true}, {Order({}).c_str(), -0.5, false, true}});
}

TEST_F(MachineSchedulingTest, BadInstancesAreRejected) {
  for (const char* bad : {
           R"({"processing": [1, 2], "due": [1], "weights": [1, 1]})",
           R"({"processing": [1, 2], "due": [1, 2], "weights": [1, 1, 1]})",
           R"({"processing": [0, 2], "due": [1, 2], "weights": [1, 1]})",
           R"({"processing": [1, 2], "due": [0, 2], "weights": [1, 1]})",
           R"({"processing": [1, 2], "due": [1, 2], "weights": [0, 1]})",
           R"({"processing": [1001], "due": [1], "weights": [1]})",
           R"({"processing": [], "due": [], "weights": []})",
           R"({"processing": [1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1],
               "due": [1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1],
               "weights": [1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("machine_scheduling", bad);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << bad << " -> " << status;
  }
}

struct Jobs {
  std::vector<int64_t> p, d, w;
};

Jobs JobsOf(const testing::Generated& g) {
  return {g.Ints("processing"), g.Ints("due"), g.Ints("weights")};
}

// The definition: sum of w * max(0, C - d), from time `start`.
int64_t CostByDefinition(const Jobs& x, const std::vector<int64_t>& order, int64_t start = 0) {
  int64_t time = start, cost = 0;
  for (const int64_t j : order) {
    time += x.p[static_cast<size_t>(j)];
    cost += x.w[static_cast<size_t>(j)] * std::max<int64_t>(0, time - x.d[static_cast<size_t>(j)]);
  }
  return cost;
}

// The job indices of a reference output.
std::vector<int64_t> ReferenceOrder(const std::string& reference) {
  const auto actions = environments::ReadJsonActions(reference, {"job_index"}, 100);
  std::vector<int64_t> order;
  if (actions) {
    for (const environments::JsonAction& a : *actions) order.push_back(a[0]);
  }
  return order;
}

// Every order of every generated instance at levels 0..2 (N <= 6) is
// graded by its cost against the brute-force optimum; levels 3..5 (N <=
// 8) check the optimum and that not every order ties.
TEST_F(MachineSchedulingTest, OracleMatchesEveryPermutation) {
  const Verifier* verifier = registry_.Find("machine_scheduling");
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  for (const testing::Generated& g : testing::GenerateSmall("machine_scheduling", 5, 6)) {
    const Jobs x = JobsOf(g);
    std::vector<int64_t> order(x.p.size());
    std::iota(order.begin(), order.end(), 0);
    int64_t best = INT64_MAX, worst = 0;
    do {
      const int64_t cost = CostByDefinition(x, order);
      best = std::min(best, cost);
      worst = std::max(worst, cost);
    } while (std::next_permutation(order.begin(), order.end()));
    EXPECT_LT(best, worst) << g.Where() << ": every order ties";
    const std::vector<int64_t> reference = ReferenceOrder(g.reference_output);
    ASSERT_EQ(reference.size(), x.p.size()) << g.Where();
    EXPECT_EQ(CostByDefinition(x, reference), best) << g.Where();
    if (g.level > 2) continue;
    const PreparedProblemPtr problem = testing::PrepareGenerated("machine_scheduling", g);
    ASSERT_NE(problem, nullptr);
    std::iota(order.begin(), order.end(), 0);
    do {
      const auto verdict = verifier->Verify({*problem, Order(order), params});
      ASSERT_TRUE(verdict.ok());
      const int64_t cost = CostByDefinition(x, order);
      EXPECT_EQ(verdict->correct, cost == best) << g.Where();
      EXPECT_NEAR(verdict->score,
                  cost == best ? 1.0 : std::pow(static_cast<double>(best) / cost, 5), 1e-12)
          << g.Where();
    } while (std::next_permutation(order.begin(), order.end()));
  }
}

// Table 6 on generated instances: N, p in p_range, d = round(P u) for u
// in [1 - TF - RDD/2, 1 - TF + RDD/2] clamped to >= 1, w in 1..W_max - 1
// (U < 1), and over many draws every weight of that range appears.
TEST_F(MachineSchedulingTest, LevelsFollowTable6) {
  struct Row {
    int level;
    int64_t n, p_lo, p_hi, tf, rdd, w_max;  // TF, RDD in hundredths.
  };
  for (const Row& row : {Row{0, 4, 1, 7, 30, 60, 3}, Row{1, 5, 1, 7, 30, 60, 3},
                         Row{2, 6, 1, 7, 50, 60, 5}, Row{3, 7, 2, 8, 70, 60, 10},
                         Row{4, 7, 1, 15, 60, 60, 6}, Row{5, 8, 1, 15, 60, 60, 6},
                         Row{13, 16, 1, 15, 60, 60, 6}}) {
    std::set<int64_t> weights_seen;
    const TaskType* task = testing::TestCatalog().tasks.Find("machine_scheduling");
    ASSERT_NE(task, nullptr);
    for (uint64_t seed = 0; seed < 40; ++seed) {
      auto problem = task->Generate(row.level, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      testing::Generated g;
      g.instance = problem->environment().instance();
      const Jobs x = JobsOf(g);
      ASSERT_EQ(static_cast<int64_t>(x.p.size()), row.n) << row.level;
      ASSERT_EQ(x.d.size(), x.p.size());
      ASSERT_EQ(x.w.size(), x.p.size());
      const int64_t total = std::accumulate(x.p.begin(), x.p.end(), int64_t{0});
      // P * (1 - TF -+ RDD/2) in 200ths, rounded half up.
      const int64_t lo = std::max<int64_t>(
          1, (2 * total * (200 - 2 * row.tf - row.rdd) + 200) / 400);
      const int64_t hi = (2 * total * (200 - 2 * row.tf + row.rdd) + 200) / 400;
      for (size_t j = 0; j < x.p.size(); ++j) {
        EXPECT_GE(x.p[j], row.p_lo) << row.level;
        EXPECT_LE(x.p[j], row.p_hi) << row.level;
        EXPECT_GE(x.d[j], lo) << row.level << " seed " << seed;
        EXPECT_LE(x.d[j], hi) << row.level << " seed " << seed;
        EXPECT_GE(x.w[j], 1);
        EXPECT_LE(x.w[j], row.w_max - 1);
        weights_seen.insert(x.w[j]);
      }
    }
    EXPECT_EQ(static_cast<int64_t>(weights_seen.size()), row.w_max - 1) << row.level;
  }
}

// kappa = 1.2 (level 3) skews the weights low: U^1.2 < U, so fewer draws
// reach each high weight than with kappa = 1. With W_max = 10, weight 1
// needs U^1.2 < 1/9 (U < 0.160), weight 9 needs U^1.2 >= 8/9 (U >= 0.906):
// about 16% and 9.4% of the draws, against 11.1% each for kappa = 1.
TEST_F(MachineSchedulingTest, SkewedWeightsAtLevel3) {
  const TaskType* task = testing::TestCatalog().tasks.Find("machine_scheduling");
  ASSERT_NE(task, nullptr);
  int64_t ones = 0, nines = 0, all = 0;
  for (uint64_t seed = 0; seed < 300; ++seed) {
    auto problem = task->Generate(3, seed);
    ASSERT_TRUE(problem.ok());
    testing::Generated g;
    g.instance = problem->environment().instance();
    for (const int64_t w : g.Ints("weights")) {
      ones += w == 1;
      nines += w == 9;
      ++all;
    }
  }
  // 2100 draws: 16.0% +- 2.4% (3 sigma) and 9.4% +- 1.9%.
  EXPECT_NEAR(static_cast<double>(ones) / all, 0.160, 0.025);
  EXPECT_NEAR(static_cast<double>(nines) / all, 0.094, 0.02);
}

// Every prefix of the solver's path completes to the optimum (a state's
// reference earns full credit), and a prefix off the path is graded by
// its best completion, checked against every completion.
TEST_F(MachineSchedulingTest, PathAndBestCompletion) {
  const Verifier* verifier = registry_.Find("best_completion");
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  for (const testing::Generated& g : testing::GenerateSmall("machine_scheduling", 5, 4)) {
    const Jobs x = JobsOf(g);
    const PreparedProblemPtr problem = testing::PrepareGenerated("machine_scheduling", g);
    ASSERT_NE(problem, nullptr);
    const std::vector<int64_t> path = ReferenceOrder(g.reference_output);
    const int64_t best = CostByDefinition(x, path);
    for (size_t k = 0; k <= path.size(); ++k) {
      const std::vector<int64_t> prefix(path.begin(), path.begin() + static_cast<ptrdiff_t>(k));
      const auto verdict = verifier->Verify({*problem, Order(prefix), params});
      ASSERT_TRUE(verdict.ok());
      EXPECT_TRUE(verdict->correct) << g.Where() << " prefix " << k;
    }
    // Each job first, then the best order of the rest by brute force.
    for (int64_t first = 0; first < static_cast<int64_t>(x.p.size()); ++first) {
      std::vector<int64_t> rest;
      for (int64_t j = 0; j < static_cast<int64_t>(x.p.size()); ++j) {
        if (j != first) rest.push_back(j);
      }
      int64_t completion = INT64_MAX;
      do {
        std::vector<int64_t> order = {first};
        order.insert(order.end(), rest.begin(), rest.end());
        completion = std::min(completion, CostByDefinition(x, order));
      } while (std::next_permutation(rest.begin(), rest.end()));
      const auto verdict = verifier->Verify({*problem, Order({first}), params});
      ASSERT_TRUE(verdict.ok());
      EXPECT_EQ(verdict->correct, completion == best) << g.Where();
      EXPECT_NEAR(verdict->score,
                  completion == best ? 1.0 : std::pow(static_cast<double>(best) / completion, 5),
                  1e-12)
          << g.Where() << " first " << first;
    }
  }
}

PreparedProblemPtr PrepareState(const std::string& instance, int state) {
  return testing::Prepare(absl::StrCat(R"({"id": "s", "environment": {"name": "machine_scheduling",
      "instance": )", instance, R"(, "state": )", state, "}}")
                              .c_str());
}

// Problems at states (seed 003 §3.1): the solver's path is 1 2 0.
TEST_F(MachineSchedulingTest, StatesByHand) {
  const PreparedProblemPtr empty = PrepareState(kInstance, 0);
  ASSERT_NE(empty, nullptr);
  EXPECT_EQ(empty->task().DefaultReference(*empty), "{\"answer\": [\n  {\"job_index\": 1}\n]}");
  Check("machine_scheduling", *empty,
        {{R"({"answer": [{"job_index": 1}]})", 1, true, true},
         {R"({"answer": [{"job_index": 0}]})", std::pow(4.0 / 6, 5), false, true},
         {R"({"answer": [{"job_index": 3}]})", -0.5, false, true},
         {R"({"answer": [{"job_index": 1}, {"job_index": 2}]})", -0.5, false, true}});
  const PreparedProblemPtr after_one = PrepareState(kInstance, 1);
  ASSERT_NE(after_one, nullptr);
  const std::string prompt = after_one->task().DefaultPrompt(*after_one);
  EXPECT_NE(prompt.find("{\"job_index\": 1}\n"), std::string::npos) << prompt;
  // A state's prompt is the whole problem's statement (its prompt without
  // the answer format), then the state.
  const PreparedProblemPtr whole = testing::PrepareInstance("machine_scheduling", kInstance);
  ASSERT_NE(whole, nullptr);
  const std::string whole_prompt = whole->task().DefaultPrompt(*whole);
  const size_t format = whole_prompt.find("\n\nAnswer with one action per job");
  ASSERT_NE(format, std::string::npos) << whole_prompt;
  EXPECT_EQ(prompt.substr(0, format + 2), whole_prompt.substr(0, format + 2)) << prompt;
  Check("machine_scheduling", *after_one,
        {{R"({"answer": [{"job_index": 2}]})", 1, true, true},
         {R"({"answer": [{"job_index": 0}]})", std::pow(4.0 / 6, 5), false, true},  // 1 0 2.
         {R"({"answer": [{"job_index": 1}]})", -0.5, false, true}});
}

// The reference with its last digit changed (the properties test's
// corruption) names a job twice or one that does not exist.
TEST_F(MachineSchedulingTest, CorruptedReferenceIsInfeasible) {
  const Verifier* verifier = registry_.Find("machine_scheduling");
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  for (const testing::Generated& g : testing::GenerateSmall("machine_scheduling", 13, 3)) {
    std::string corrupted = g.reference_output;
    const size_t at = corrupted.find_last_of("0123456789");
    ASSERT_NE(at, std::string::npos);
    corrupted[at] = corrupted[at] == '9' ? '0' : static_cast<char>(corrupted[at] + 1);
    const PreparedProblemPtr problem = testing::PrepareGenerated("machine_scheduling", g);
    ASSERT_NE(problem, nullptr);
    const auto verdict = verifier->Verify({*problem, corrupted, params});
    ASSERT_TRUE(verdict.ok());
    EXPECT_EQ(verdict->score, -0.5) << g.Where();
    const auto full = verifier->Verify({*problem, g.reference_output, params});
    ASSERT_TRUE(full.ok());
    EXPECT_TRUE(full->correct) << g.Where();
  }
}

}  // namespace
}  // namespace machine_scheduling_test_cc
}  // namespace referee

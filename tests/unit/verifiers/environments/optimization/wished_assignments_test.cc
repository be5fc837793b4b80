// Wished Assignments (seed 003 C.6) on the VAST ladder, maximising V =
// soft weight * B + rest (less Money, then Time, then Energy, then fewer
// tasks): -1 unparseable, -0.5 infeasible or (the wished_assignments
// verifier) a hard clause broken, else (V / optimum)^beta. Every
// expectation is worked out by hand below, and the oracle, the
// feasibility search and best_completion are checked against a brute force
// over every plan (every subset and every assignment of workers).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace wished_assignments_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class WishedAssignmentsTest : public testing::VerifierTableTest {};

// Tasks A, B, C (indices 0..2), workers W0, W1, one resource (Money).
//   costs A 2, B 3, C 1; budget 4
//   eligible A {W0}, B {W0, W1}, C {W1}
//   hard: NOT A OR NOT C; NOT C OR B (C needs B)
//   soft: A (w2); B OR C (w2); NOT C (w1)
// Selections within the budget and the hard clauses (C alone breaks
// NOT C OR B; A+B costs 5; A+C breaks the anti-pair):
//   {}     soft 1       money 0
//   {A}    soft 2+1 = 3 money 2
//   {B}    soft 2+1 = 3 money 3
//   {B,C}  soft 2       money 4 (B to W0, C to W1)
// B = (4 + 1) * (3 + 1) = 20, rest = (4 - money) * 4 + (3 - tasks):
//   {} 1*20 + 16+3 = 39;  {A} 60 + 8+2 = 70;  {B} 60 + 4+2 = 66;
//   {B,C} 40 + 0+1 = 41.
// The optimum is {A} with W0, V = 70; {B} ties it on soft weight but
// spends more Money.
const char kInstance[] =
    R"({"resources": 1, "workers": 2, "costs": [[2], [3], [1]], "budgets": [4],
        "eligible": [[1, 0], [1, 1], [0, 1]], "hard": [[-1, -3], [-3, 2]],
        "soft": [[1, 0, 0], [2, 3, 0], [-3, 0, 0]], "soft_weights": [2, 2, 1]})";

TEST_F(WishedAssignmentsTest, Ladder) {
  CheckInstance(
      "wished_assignments", kInstance,
      {{R"({"answer":[{"task_index":0,"worker_index":0}]})", 1, true, true},
       {"<think>A is cheap</think>\n```json\n"
        "{\"answer\": [\n  {\"task_index\": 0, \"worker_index\": 0}  # A to W0\n]}\n```",
        1, true, true},
       {R"({"answer": [{"worker_index": 0, "reason": "cheap", "task_index": 0}]})", 1, true,
        true},
       // Same soft weight, more Money: below 1.
       {R"({"answer":[{"task_index":1,"worker_index":0}]})", std::pow(66.0 / 70, 5), false,
        true},
       {R"({"answer":[{"task_index":1,"worker_index":1}]})", std::pow(66.0 / 70, 5), false,
        true},
       {R"({"answer":[]})", std::pow(39.0 / 70, 5), false, true},
       {R"({"answer":[{"task_index":1,"worker_index":0},{"task_index":2,"worker_index":1}]})",
        std::pow(41.0 / 70, 5), false, true},
       // Any order.
       {R"({"answer":[{"task_index":2,"worker_index":1},{"task_index":1,"worker_index":0}]})",
        std::pow(41.0 / 70, 5), false, true},
       // C alone breaks NOT C OR B.
       {R"({"answer":[{"task_index":2,"worker_index":1}]})", -0.5, false, true},
       // The anti-pair.
       {R"({"answer":[{"task_index":0,"worker_index":0},{"task_index":2,"worker_index":1}]})",
        -0.5, false, true},
       // Money 5 > 4.
       {R"({"answer":[{"task_index":0,"worker_index":0},{"task_index":1,"worker_index":1}]})",
        -0.5, false, true},
       // W1 is not eligible for A; W0 is not for C.
       {R"({"answer":[{"task_index":0,"worker_index":1}]})", -0.5, false, true},
       {R"({"answer":[{"task_index":1,"worker_index":1},{"task_index":2,"worker_index":0}]})",
        -0.5, false, true},
       // W1 twice; A twice.
       {R"({"answer":[{"task_index":1,"worker_index":1},{"task_index":2,"worker_index":1}]})",
        -0.5, false, true},
       {R"({"answer":[{"task_index":0,"worker_index":0},{"task_index":0,"worker_index":0}]})",
        -0.5, false, true},
       // No task 3, no worker 2, no task -1.
       {R"({"answer":[{"task_index":3,"worker_index":0}]})", -0.5, false, true},
       {R"({"answer":[{"task_index":1,"worker_index":2}]})", -0.5, false, true},
       {R"({"answer":[{"task_index":-1,"worker_index":0}]})", -0.5, false, true},
       // 4 actions for 3 tasks.
       {R"({"answer":[{"task_index":1,"worker_index":0},{"task_index":2,"worker_index":1},
                      {"task_index":0,"worker_index":1},{"task_index":0,"worker_index":0}]})",
        -0.5, false, true},
       {R"({"answer": [{"task_index": "0", "worker_index": 0}]})", -1, false, false},
       {R"({"answer": [{"task_index": 0}]})", -1, false, false},
       {R"({"answer": [{"task_index": 0, "worker_index": 0.0}]})", -1, false, false},
       {R"({"answer": {"task_index": 0, "worker_index": 0}})", -1, false, false},
       {R"({"answer": [[0, 0]]})", -1, false, false},
       {R"({"answer": [{"task_index": 0, "worker_index": 0},]})", -1, false, false},
       {"<answer>0</answer>", -1, false, false},
       {"", -1, false, false}});
  CheckInstance("wished_assignments", kInstance,
                {{R"({"answer":[{"task_index":1,"worker_index":0}]})", 66.0 / 70, false, true},
                 {R"({"answer":[{"task_index":2,"worker_index":1}]})", -0.2, false, true}},
                R"({"beta": 1, "infeasible": -0.2})");
}

// best_completion: the given pairs kept, other tasks added with free
// eligible workers; the best V of a completion that breaks nothing.
TEST_F(WishedAssignmentsTest, BestCompletion) {
  const PreparedProblemPtr problem = testing::PrepareInstance("wished_assignments", kInstance);
  ASSERT_NE(problem, nullptr);
  Check("best_completion", *problem,
        {{R"({"answer":[]})", 1, true, true},  // {A} is reachable.
         {R"({"answer":[{"task_index":0,"worker_index":0}]})", 1, true, true},
         // {B} 66, {B,C} 41 (C to W1), {A,B} over the budget.
         {R"({"answer":[{"task_index":1,"worker_index":0}]})", std::pow(66.0 / 70, 5), false,
          true},
         // {B} 66; {B,C} would need W1 twice.
         {R"({"answer":[{"task_index":1,"worker_index":1}]})", std::pow(66.0 / 70, 5), false,
          true},
         // C alone breaks NOT C OR B, but adding B (to W0) fixes it: {B,C} 41.
         {R"({"answer":[{"task_index":2,"worker_index":1}]})", std::pow(41.0 / 70, 5), false,
          true},
         // Nothing fixes the anti-pair, the budget, eligibility or a repeat.
         {R"({"answer":[{"task_index":2,"worker_index":1},{"task_index":0,"worker_index":0}]})",
          -0.5, false, true},
         {R"({"answer":[{"task_index":0,"worker_index":0},{"task_index":1,"worker_index":1}]})",
          -0.5, false, true},
         {R"({"answer":[{"task_index":2,"worker_index":0}]})", -0.5, false, true},
         {R"({"answer":[{"task_index":1,"worker_index":1},{"task_index":2,"worker_index":1}]})",
          -0.5, false, true},
         {R"({"answer": [{"task_index": 0}]})", -1, false, false}});
  // A budget of 1 step: the completion the feasibility search finds, then
  // each unchosen task in order added when it keeps the plan feasible and
  // raises V. []: {} (39), + A -> 70 taken; A+B over budget; A+C breaks
  // the anti-pair: 70. [B]: + A over budget, + C gives 41 < 66: 66. [C]:
  // B is forced (W0): 41; + A over budget: 41.
  Check("best_completion", *problem,
        {{R"({"answer":[]})", 1, true, true},
         {R"({"answer":[{"task_index":1,"worker_index":0}]})", std::pow(66.0 / 70, 5), false,
          true},
         {R"({"answer":[{"task_index":2,"worker_index":1}]})", std::pow(41.0 / 70, 5), false,
          true}},
        R"({"budget": 1})");
}

// The same instance with budget 3: {B,C} (money 4) is out, so C alone
// can no longer be completed (B is forced and over the budget).
// B = (3 + 1) * 4 = 16: {} 16 + 12+3 = 31; {A} 48 + 4+2 = 54; {B} 48 + 0+2
// = 50.
TEST_F(WishedAssignmentsTest, APrefixNoCompletionFixesIsInfeasible) {
  const std::string instance =
      R"({"resources": 1, "workers": 2, "costs": [[2], [3], [1]], "budgets": [3],
          "eligible": [[1, 0], [1, 1], [0, 1]], "hard": [[-1, -3], [-3, 2]],
          "soft": [[1, 0, 0], [2, 3, 0], [-3, 0, 0]], "soft_weights": [2, 2, 1]})";
  CheckInstance("wished_assignments", instance,
                {{R"({"answer":[{"task_index":0,"worker_index":0}]})", 1, true, true},
                 {R"({"answer":[{"task_index":1,"worker_index":1}]})", std::pow(50.0 / 54, 5),
                  false, true},
                 {R"({"answer":[]})", std::pow(31.0 / 54, 5), false, true},
                 {R"({"answer":[{"task_index":2,"worker_index":1}]})", -0.5, false, true}});
  const PreparedProblemPtr problem = testing::PrepareInstance("wished_assignments", instance);
  ASSERT_NE(problem, nullptr);
  Check("best_completion", *problem,
        {{R"({"answer":[{"task_index":2,"worker_index":1}]})", -0.5, false, true},
         {R"({"answer":[{"task_index":1,"worker_index":0}]})", std::pow(50.0 / 54, 5), false,
          true},
         {R"({"answer":[]})", 1, true, true}});
}

// The tie-breaks after the soft weight.
// Money before Time: A (Money 1, Time 3) and B (Money 2, Time 1), budgets
// Money 2, Time 3, one worker, soft A OR B (w1). B = 3 * 4 * 3 = 36, rest =
// ((2 - money) * 4 + (3 - time)) * 3 + (2 - tasks):
//   {A} 36 + (4 + 0) * 3 + 1 = 49;  {B} 36 + (0 + 2) * 3 + 1 = 43;
//   {} 0 + (8 + 3) * 3 + 2 = 35.
// Fewer tasks last: A (Money 1), B (Money 0), budget 1, soft A (w1). B =
// 2 * 3 = 6, rest = (1 - money) * 3 + (2 - tasks):
//   {A} 6 + 0 + 1 = 7;  {A,B} 6 + 0 + 0 = 6;  {} 0 + 3 + 2 = 5;
//   {B} 0 + 3 + 1 = 4.
TEST_F(WishedAssignmentsTest, TiesGoToLessMoneyThenTimeThenFewerTasks) {
  CheckInstance("wished_assignments",
                R"({"resources": 2, "workers": 1, "costs": [[1, 3], [2, 1]], "budgets": [2, 3],
                    "eligible": [[1], [1]], "hard": [], "soft": [[1, 2, 0]],
                    "soft_weights": [1]})",
                {{R"({"answer":[{"task_index":0,"worker_index":0}]})", 1, true, true},
                 {R"({"answer":[{"task_index":1,"worker_index":0}]})", std::pow(43.0 / 49, 5),
                  false, true},
                 {R"({"answer":[]})", std::pow(35.0 / 49, 5), false, true}});
  const std::string fewer =
      R"({"resources": 1, "workers": 2, "costs": [[1], [0]], "budgets": [1],
          "eligible": [[1, 1], [1, 1]], "hard": [], "soft": [[1, 0, 0]], "soft_weights": [1]})";
  CheckInstance("wished_assignments", fewer,
                {{R"({"answer":[{"task_index":0,"worker_index":1}]})", 1, true, true},
                 {R"({"answer":[{"task_index":0,"worker_index":0},
                                {"task_index":1,"worker_index":1}]})",
                  std::pow(6.0 / 7, 5), false, true},
                 {R"({"answer":[]})", std::pow(5.0 / 7, 5), false, true},
                 {R"({"answer":[{"task_index":1,"worker_index":0}]})", std::pow(4.0 / 7, 5),
                  false, true}});
  // B kept, A added (to W1): {A,B} = 6.
  const PreparedProblemPtr problem = testing::PrepareInstance("wished_assignments", fewer);
  ASSERT_NE(problem, nullptr);
  Check("best_completion", *problem,
        {{R"({"answer":[{"task_index":1,"worker_index":0}]})", std::pow(6.0 / 7, 5), false,
          true}});
}

// A hard clause of two positive literals (explicit instances only): A OR
// B, one worker, costs A 1, B 2, budget 2, soft NOT A (w1). {A,B} costs 3,
// so the plans are {A} (soft 0) and {B} (soft 1): B = 3 * 3 = 9, rest =
// (2 - money) * 3 + (2 - tasks): {A} 0 + 3 + 1 = 4; {B} 9 + 0 + 1 = 10.
// The empty answer breaks A OR B (-0.5) but completes to {B}; with a
// budget of 1 step the search branches on A first and stops at {A}.
TEST_F(WishedAssignmentsTest, PositiveHardClausesAreSearched) {
  const std::string instance =
      R"({"resources": 1, "workers": 1, "costs": [[1], [2]], "budgets": [2],
          "eligible": [[1], [1]], "hard": [[1, 2]], "soft": [[-1, 0, 0]], "soft_weights": [1]})";
  CheckInstance("wished_assignments", instance,
                {{R"({"answer":[{"task_index":1,"worker_index":0}]})", 1, true, true},
                 {R"({"answer":[{"task_index":0,"worker_index":0}]})", std::pow(4.0 / 10, 5),
                  false, true},
                 {R"({"answer":[]})", -0.5, false, true}});
  const PreparedProblemPtr problem = testing::PrepareInstance("wished_assignments", instance);
  ASSERT_NE(problem, nullptr);
  Check("best_completion", *problem,
        {{R"({"answer":[]})", 1, true, true},
         {R"({"answer":[{"task_index":0,"worker_index":0}]})", std::pow(4.0 / 10, 5), false,
          true}});
  Check("best_completion", *problem, {{R"({"answer":[]})", std::pow(4.0 / 10, 5), false, true}},
        R"({"budget": 1})");
}

TEST_F(WishedAssignmentsTest, BadInstancesAreRejected) {
  const auto instance = [](const char* costs, const char* budgets, const char* eligible,
                           const char* hard, const char* soft, const char* weights) {
    return absl::StrCat(R"({"resources": 1, "workers": 2, "costs": )", costs,
                        R"(, "budgets": )", budgets, R"(, "eligible": )", eligible,
                        R"(, "hard": )", hard, R"(, "soft": )", soft, R"(, "soft_weights": )",
                        weights, "}");
  };
  const std::string ok = instance("[[2], [3], [1]]", "[4]", "[[1, 0], [1, 1], [0, 1]]",
                                  "[[-1, -3]]", "[[1, 0, 0]]", "[2]");
  EXPECT_TRUE(testing::PrepareInstanceStatus("wished_assignments", ok).ok()) << ok;
  for (const std::string& bad : {
           instance("[]", "[4]", "[]", "[]", "[[1, 0, 0]]", "[2]"),  // No task.
           instance("[[2], [3], [1]]", "[4]", "[[1, 0], [1, 1]]", "[]", "[[1, 0, 0]]", "[2]"),
           instance("[[2], [3], [1]]", "[4]", "[[1, 0], [1], [0, 1]]", "[]", "[[1, 0, 0]]",
                    "[2]"),
           instance("[[2, 1], [3, 1], [1, 1]]", "[4]", "[[1, 0], [1, 1], [0, 1]]", "[]",
                    "[[1, 0, 0]]", "[2]"),
           instance("[[2], [3], [1]]", "[4, 4]", "[[1, 0], [1, 1], [0, 1]]", "[]", "[[1, 0, 0]]",
                    "[2]"),
           instance("[[2], [3], [1]]", "[4]", "[[1, 0], [1, 1], [0, 1]]", "[[0, 1]]",
                    "[[1, 0, 0]]", "[2]"),
           instance("[[2], [3], [1]]", "[4]", "[[1, 0], [1, 1], [0, 1]]", "[[-1, 4]]",
                    "[[1, 0, 0]]", "[2]"),
           instance("[[2], [3], [1]]", "[4]", "[[1, 0], [1, 1], [0, 1]]", "[[-1, -3, 2]]",
                    "[[1, 0, 0]]", "[2]"),
           instance("[[2], [3], [1]]", "[4]", "[[1, 0], [1, 1], [0, 1]]", "[]", "[[0, 1, 0]]",
                    "[2]"),
           instance("[[2], [3], [1]]", "[4]", "[[1, 0], [1, 1], [0, 1]]", "[]", "[[1, 0, 2]]",
                    "[2]"),
           instance("[[2], [3], [1]]", "[4]", "[[1, 0], [1, 1], [0, 1]]", "[]", "[[-4, 0, 0]]",
                    "[2]"),
           instance("[[2], [3], [1]]", "[4]", "[[1, 0], [1, 1], [0, 1]]", "[]", "[]", "[]"),
           instance("[[2], [3], [1]]", "[4]", "[[1, 0], [1, 1], [0, 1]]", "[]", "[[1, 0, 0]]",
                    "[2, 1]"),
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("wished_assignments", bad);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << bad << " -> " << status;
  }
  // No selection is feasible: A is forced (A OR A) and costs 5 > 4; A OR
  // B with neither eligible for any worker. Both are named "hard".
  for (const std::string& bad : {
           instance("[[5], [1]]", "[4]", "[[1, 0], [1, 1]]", "[[1, 1]]", "[[1, 0, 0]]", "[1]"),
           instance("[[1], [1]]", "[4]", "[[0, 0], [0, 0]]", "[[1, 2]]", "[[1, 0, 0]]", "[1]"),
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("wished_assignments", bad);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << bad << " -> " << status;
    EXPECT_NE(std::string(status.message()).find("hard"), std::string::npos) << status;
  }
}

// A generated instance as the brute force reads it.
struct Problem {
  int64_t workers = 0;
  std::vector<std::vector<int64_t>> costs, eligible, hard, soft;
  std::vector<int64_t> budgets, weights;
  size_t tasks() const { return costs.size(); }
};

Problem Read(const testing::Generated& g) {
  Problem p;
  p.workers = g.Int("workers");
  p.costs = g.IntRows("costs");
  p.eligible = g.IntRows("eligible");
  p.hard = g.IntRows("hard");
  p.soft = g.IntRows("soft");
  p.budgets = g.Ints("budgets");
  p.weights = g.Ints("soft_weights");
  return p;
}

// A plan: the worker of each task, -1 where the task is not chosen.
using Plan = std::vector<int>;

bool ClauseHolds(const std::vector<int64_t>& clause, const Plan& plan) {
  for (const int64_t literal : clause) {
    if (literal > 0 && plan[static_cast<size_t>(literal - 1)] >= 0) return true;
    if (literal < 0 && plan[static_cast<size_t>(-literal - 1)] < 0) return true;
  }
  return false;
}

// Whether the plan breaks nothing: eligible workers, budgets, hard
// clauses (plans never repeat a worker by construction).
bool Valid(const Problem& p, const Plan& plan) {
  for (size_t t = 0; t < p.tasks(); ++t) {
    if (plan[t] >= 0 && p.eligible[t][static_cast<size_t>(plan[t])] == 0) return false;
  }
  for (size_t r = 0; r < p.budgets.size(); ++r) {
    int64_t used = 0;
    for (size_t t = 0; t < p.tasks(); ++t) used += plan[t] >= 0 ? p.costs[t][r] : 0;
    if (used > p.budgets[r]) return false;
  }
  for (const std::vector<int64_t>& clause : p.hard) {
    if (!ClauseHolds(clause, plan)) return false;
  }
  return true;
}

// The lexicographic objective as a key to maximise: (soft weight, -Money,
// -Time, -Energy, -tasks).
std::vector<int64_t> Key(const Problem& p, const Plan& plan) {
  int64_t soft = 0;
  for (size_t c = 0; c < p.soft.size(); ++c) {
    if (ClauseHolds(p.soft[c], plan)) soft += p.weights[c];
  }
  std::vector<int64_t> key = {soft};
  for (size_t r = 0; r < p.budgets.size(); ++r) {
    int64_t used = 0;
    for (size_t t = 0; t < p.tasks(); ++t) used += plan[t] >= 0 ? p.costs[t][r] : 0;
    key.push_back(-used);
  }
  key.push_back(-static_cast<int64_t>(std::count_if(plan.begin(), plan.end(),
                                                    [](int w) { return w >= 0; })));
  return key;
}

// V by the header's formula.
int64_t ValueByDefinition(const Problem& p, const Plan& plan) {
  const std::vector<int64_t> key = Key(p, plan);
  const int64_t tasks = static_cast<int64_t>(p.tasks());
  int64_t base = tasks + 1, rest = 0;
  for (size_t r = 0; r < p.budgets.size(); ++r) {
    base *= p.budgets[r] + 1;
    rest = rest * (p.budgets[r] + 1) + (p.budgets[r] + key[r + 1]);
  }
  rest = rest * (tasks + 1) + (tasks + key.back());
  return key[0] * base + rest;
}

// Every plan: each task unchosen or given a worker no earlier task has.
void ForEachPlan(const Problem& p, const std::function<void(const Plan&)>& visit) {
  Plan plan(p.tasks(), -1);
  std::vector<bool> used(static_cast<size_t>(p.workers), false);
  std::function<void(size_t)> go = [&](size_t t) {
    if (t == p.tasks()) {
      visit(plan);
      return;
    }
    plan[t] = -1;
    go(t + 1);
    for (size_t w = 0; w < used.size(); ++w) {
      if (used[w]) continue;
      used[w] = true;
      plan[t] = static_cast<int>(w);
      go(t + 1);
      used[w] = false;
    }
    plan[t] = -1;
  };
  go(0);
}

std::string Output(const Plan& plan) {
  std::string out = "{\"answer\": [";
  bool first = true;
  for (size_t t = 0; t < plan.size(); ++t) {
    if (plan[t] < 0) continue;
    absl::StrAppend(&out, first ? "" : ", ", "{\"task_index\": ", t, ", \"worker_index\": ",
                    plan[t], "}");
    first = false;
  }
  return out + "]}";
}

ParamValues Params(const Verifier& verifier, const char* json) {
  google::protobuf::Struct given;
  EXPECT_TRUE(ParseJsonMessage(json, &given).ok()) << json;
  return *ParamValues::Resolve(verifier.Params(), given, "params");
}

TEST_F(WishedAssignmentsTest, OracleMatchesBruteForceAndEveryAnswerIsGradedByItsValue) {
  const Verifier* verifier = registry_.Find("wished_assignments");
  const Verifier* completion = registry_.Find("best_completion");
  ASSERT_NE(verifier, nullptr);
  ASSERT_NE(completion, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  const ParamValues exact = testing::DefaultParams(*completion);
  const ParamValues greedy = Params(*completion, R"({"budget": 1})");
  for (const testing::Generated& g : testing::GenerateSmall("wished_assignments", 3, 10)) {
    const Problem p = Read(g);
    std::vector<Plan> plans, valid;
    ForEachPlan(p, [&](const Plan& plan) {
      plans.push_back(plan);
      if (Valid(p, plan)) valid.push_back(plan);
    });
    ASSERT_FALSE(valid.empty()) << g.Where();  // The empty plan at least.
    int64_t best = -1;
    std::vector<int64_t> best_key;
    for (const Plan& plan : valid) {
      best = std::max(best, ValueByDefinition(p, plan));
      best_key = std::max(best_key, Key(p, plan));
    }
    // V orders plans as the lexicographic objective does.
    for (const Plan& plan : valid) {
      EXPECT_EQ(ValueByDefinition(p, plan) == best, Key(p, plan) == best_key) << g.Where();
    }
    const PreparedProblemPtr problem = testing::PrepareGenerated("wished_assignments", g);
    ASSERT_NE(problem, nullptr);
    const auto score = [&](const Verifier& v, const std::string& output,
                           const ParamValues& with) {
      const auto verdict = v.Verify({*problem, output, with});
      EXPECT_TRUE(verdict.ok()) << verdict.status();
      return verdict.ok() ? *verdict : Verdict{};
    };
    const auto expected = [&](int64_t value) {
      return value == best ? 1.0 : std::pow(static_cast<double>(value) / best, 5);
    };
    EXPECT_EQ(score(*verifier, g.reference_output, params).score, 1) << g.Where();
    EXPECT_TRUE(score(*verifier, g.reference_output, params).correct) << g.Where();
    for (const Plan& plan : plans) {
      const std::string output = Output(plan);
      const Verdict verdict = score(*verifier, output, params);
      if (!Valid(p, plan)) {
        EXPECT_EQ(verdict.score, -0.5) << g.Where() << " " << output;
        continue;
      }
      const int64_t value = ValueByDefinition(p, plan);
      EXPECT_EQ(verdict.correct, value == best) << g.Where() << " " << output;
      EXPECT_NEAR(verdict.score, expected(value), 1e-9) << g.Where() << " " << output;
    }
    // best_completion: the best valid plan keeping the given pairs, -0.5
    // when there is none; past the budget, some valid completion's value.
    for (const Plan& partial : plans) {
      int64_t top = -1;
      std::vector<double> reachable;
      for (const Plan& plan : valid) {
        bool keeps = true;
        for (size_t t = 0; t < p.tasks(); ++t) {
          keeps = keeps && (partial[t] < 0 || plan[t] == partial[t]);
        }
        if (!keeps) continue;
        top = std::max(top, ValueByDefinition(p, plan));
        reachable.push_back(expected(ValueByDefinition(p, plan)));
      }
      const std::string output = Output(partial);
      const Verdict full = score(*completion, output, exact);
      const Verdict cheap = score(*completion, output, greedy);
      if (top < 0) {
        EXPECT_EQ(full.score, -0.5) << g.Where() << " " << output;
        EXPECT_EQ(cheap.score, -0.5) << g.Where() << " " << output;
        continue;
      }
      EXPECT_NEAR(full.score, expected(top), 1e-9) << g.Where() << " " << output;
      EXPECT_TRUE(std::any_of(reachable.begin(), reachable.end(),
                              [&](double r) { return std::abs(r - cheap.score) < 1e-9; }))
          << g.Where() << " " << output << " " << cheap.score;
    }
  }
}

// Table 10: levels 1..4 (and the warm-up level 0) have the table's task,
// worker and resource counts; budgets round(tau * sum of the costs) (at
// least 1); costs Money 1..5, Time 1..4; the role pattern at level 4 and
// an eligible worker for every task; round(hard density * T) constraints
// (an at-most-one group gives 3 clauses, repeats are skipped: T = 4, 5,
// 6, 7 give 1, 3, 4, 5), every hard clause with a negative literal;
// round(soft density * T) soft clauses (4.8, 8, 10.2, 14: 5, 8, 10, 14)
// of weight 1 or 2.
TEST_F(WishedAssignmentsTest, LevelsFollowTable10) {
  struct Row {
    int level;
    int64_t tasks, workers, resources, tau_percent, constraints, soft;
    bool role;
  };
  const std::vector<Row> rows = {{0, 3, 2, 1, 50, 1, 4, false},  // 0.9 -> 1, 3.6 -> 4.
                                 {1, 4, 2, 1, 50, 1, 5, false},
                                 {2, 5, 3, 1, 55, 3, 8, false},
                                 {3, 6, 3, 2, 55, 4, 10, false},
                                 {4, 7, 4, 2, 55, 5, 14, true}};
  const std::vector<testing::Generated> generated =
      testing::GenerateSmall("wished_assignments", 4, 20);
  for (const Row& row : rows) {
    for (const testing::Generated& g : generated) {
      if (g.level != row.level) continue;
      const Problem p = Read(g);
      EXPECT_EQ(static_cast<int64_t>(p.tasks()), row.tasks) << g.Where();
      EXPECT_EQ(p.workers, row.workers) << g.Where();
      EXPECT_EQ(g.Int("resources"), row.resources) << g.Where();
      ASSERT_EQ(static_cast<int64_t>(p.budgets.size()), row.resources) << g.Where();
      for (size_t r = 0; r < p.budgets.size(); ++r) {
        int64_t sum = 0;
        for (const std::vector<int64_t>& c : p.costs) {
          EXPECT_GE(c[r], 1) << g.Where();
          EXPECT_LE(c[r], r == 0 ? 5 : 4) << g.Where();
          sum += c[r];
        }
        EXPECT_EQ(p.budgets[r], std::max<int64_t>(1, (row.tau_percent * sum + 50) / 100))
            << g.Where() << " resource " << r;
      }
      for (size_t t = 0; t < p.tasks(); ++t) {
        int64_t any = 0;
        for (size_t w = 0; w < p.eligible[t].size(); ++w) {
          any += p.eligible[t][w];
          if (row.role) {
            EXPECT_EQ(p.eligible[t][w], t % 2 == w % 2 ? 1 : 0) << g.Where();
          }
        }
        EXPECT_GE(any, 1) << g.Where() << " task " << t;
      }
      EXPECT_LE(static_cast<int64_t>(p.hard.size()), 3 * row.constraints) << g.Where();
      EXPECT_GE(p.hard.size(), 1u) << g.Where();
      for (const std::vector<int64_t>& clause : p.hard) {
        EXPECT_TRUE(clause[0] < 0 || clause[1] < 0) << g.Where();
        EXPECT_NE(clause[0], clause[1]) << g.Where();
      }
      EXPECT_EQ(static_cast<int64_t>(p.soft.size()), row.soft) << g.Where();
      for (const int64_t w : p.weights) {
        EXPECT_TRUE(w == 1 || w == 2) << g.Where();
      }
    }
  }
}

}  // namespace
}  // namespace wished_assignments_test_cc
}  // namespace referee

// QAP CF-EU (seed 003 C.4, Table 8) on the VAST ladder minimising the
// flow-weighted Manhattan cost: -1 unparseable, -0.5 infeasible or (the
// qap_cf_eu verifier) incomplete, else (optimum / cost)^beta. The tables
// are worked out by hand; the oracle is checked against every placement of
// small generated instances and, on one cluster pinned at a grid's centre,
// against the least pairwise distance sums of N cells, computed here from
// their definition.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <map>
#include <numeric>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/sanitizers.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/environments/optimization/json_actions.h"

namespace referee {
inline namespace qap_cf_eu_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class QapCfEuTest : public testing::VerifierTableTest {};

struct Put {
  int64_t facility, row, column;
};

std::string Actions(const std::vector<Put>& puts) {
  std::string out = "{\"answer\": [";
  for (size_t i = 0; i < puts.size(); ++i) {
    absl::StrAppend(&out, i ? ", " : "", "{\"facility\": ", puts[i].facility,
                    ", \"location\": [", puts[i].row, ", ", puts[i].column, "]}");
  }
  return out + "]}";
}

// A 3 x 3 grid, clusters 0: {0, 1}, 1: {2}; facility 0 fixed at the centre
// [1, 1], facility 2 at the corner [0, 0] (their pair costs 1 * 2). Facility
// 1 alone is placed; at cell c it costs 10 d(c, [1,1]) + d(c, [0,0]) + 2:
//   [0,1] 10 + 1 + 2 = 13   [1,0] 13   [0,2] 20 + 2 + 2 = 24   [1,2] 10 + 3 + 2 = 15
//   [2,0] 24                [2,1] 15   [2,2] 20 + 4 + 2 = 26
const char kOneFree[] = R"({"grid": 3, "clusters": [0, 0, 1], "fixed": [[0, 1, 1], [2, 0, 0]]})";

TEST_F(QapCfEuTest, OneFacilityByHand) {
  CheckInstance(
      "qap_cf_eu", kOneFree,
      {{Actions({{1, 0, 1}}).c_str(), 1, true, true},
       {Actions({{1, 1, 0}}).c_str(), 1, true, true},
       {R"({"answer": [{"action": "add", "facility": 1, "location": [1, 0]}]})", 1, true, true},
       {Actions({{1, 1, 2}}).c_str(), std::pow(13.0 / 15, 5), false, true},
       {Actions({{1, 0, 2}}).c_str(), std::pow(13.0 / 24, 5), false, true},
       {Actions({{1, 2, 2}}).c_str(), std::pow(0.5, 5), false, true},
       // Taken cells, cells off the grid.
       {Actions({{1, 1, 1}}).c_str(), -0.5, false, true},
       {Actions({{1, 0, 0}}).c_str(), -0.5, false, true},
       {Actions({{1, 0, 3}}).c_str(), -0.5, false, true},
       {Actions({{1, 3, 0}}).c_str(), -0.5, false, true},
       {Actions({{1, -1, 0}}).c_str(), -0.5, false, true},
       // A fixed facility moved, or named at all; no such facility.
       {Actions({{0, 0, 1}}).c_str(), -0.5, false, true},
       {Actions({{0, 1, 1}}).c_str(), -0.5, false, true},
       {Actions({{2, 2, 2}}).c_str(), -0.5, false, true},
       {Actions({{3, 0, 1}}).c_str(), -0.5, false, true},
       {Actions({{-1, 0, 1}}).c_str(), -0.5, false, true},
       // Too many actions; none (incomplete).
       {Actions({{1, 0, 1}, {1, 1, 0}}).c_str(), -0.5, false, true},
       {Actions({}).c_str(), -0.5, false, true},
       // Unparseable: not two integers as the location, a field missing.
       {R"({"answer": [{"facility": 1, "location": 1}]})", -1, false, false},
       {R"({"answer": [{"facility": 1, "location": [0]}]})", -1, false, false},
       {R"({"answer": [{"facility": 1, "location": [0, 1, 2]}]})", -1, false, false},
       {R"({"answer": [{"facility": 1, "location": ["0", "1"]}]})", -1, false, false},
       {R"({"answer": [{"location": [0, 1]}]})", -1, false, false},
       {R"({"answer": [{"facility": 1, "row": 0, "column": 1}]})", -1, false, false},
       {"<answer>1 0 1</answer>", -1, false, false},
       {"", -1, false, false}});
}

// A 3 x 3 grid, clusters 0: {0, 1}, 1: {2}; facility 0 fixed at [0, 0].
// cost = 10 d(0, 1) + d(0, 2) + d(1, 2). Facility 1 next to facility 0
// (d = 1) and facility 2 at distances a, b from them with a + b >= 3 (no
// cell is next to two neighbouring cells) give the optimum 13, e.g. 1 at
// [0, 1] and 2 at [0, 2] (2 + 1) or [1, 0] (1 + 2).
const char kTwoFree[] = R"({"grid": 3, "clusters": [0, 0, 1], "fixed": [[0, 0, 0]]})";

TEST_F(QapCfEuTest, TwoFacilitiesByHand) {
  CheckInstance("qap_cf_eu", kTwoFree,
                {{Actions({{1, 0, 1}, {2, 0, 2}}).c_str(), 1, true, true},
                 {Actions({{2, 0, 2}, {1, 0, 1}}).c_str(), 1, true, true},
                 {Actions({{1, 1, 0}, {2, 0, 1}}).c_str(), 1, true, true},
                 {Actions({{1, 0, 1}, {2, 1, 1}}).c_str(), 1, true, true},
                 // 1 at [1, 1] (20) and 2 at [0, 1] (1 + 1): 22.
                 {Actions({{1, 1, 1}, {2, 0, 1}}).c_str(), std::pow(13.0 / 22, 5), false, true},
                 // 1 at [2, 2] (40) and 2 at [1, 1] (2 + 2): 44.
                 {Actions({{1, 2, 2}, {2, 1, 1}}).c_str(), std::pow(13.0 / 44, 5), false, true},
                 {Actions({{1, 0, 1}, {2, 0, 1}}).c_str(), -0.5, false, true},
                 {Actions({{1, 0, 1}, {1, 0, 2}}).c_str(), -0.5, false, true},
                 {Actions({{1, 0, 1}}).c_str(), -0.5, false, true}});
  // The reference: the oracle meets 1 at [0, 1] (cost 10 against 0, the
  // cheapest cell, lowest index on ties) and then 2 at [0, 2] (3, the
  // lowest cell of cost 3) first. Facility 1 ends it: its column 1 -> 2
  // lands on facility 2.
  const PreparedProblemPtr problem = testing::PrepareInstance("qap_cf_eu", kTwoFree);
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultReference(*problem),
            "{\"answer\": [\n  {\"facility\": 2, \"location\": [0, 2]},\n"
            "  {\"facility\": 1, \"location\": [0, 1]}\n]}");
  const std::string prompt = problem->task().DefaultPrompt(*problem);
  for (const char* part : {"[\"0\", \".\", \".\"]", "{\"facility\": 0, \"location\": [0, 0]}",
                           "Unassigned facilities: 1, 2", "{\"0\": 0, \"1\": 0, \"2\": 1}",
                           "H = 10", "L = 1", "Manhattan"}) {
    EXPECT_NE(prompt.find(part), std::string::npos) << part << "\n" << prompt;
  }
}

// best_completion on kTwoFree: the cheapest placement keeping the given
// actions.
TEST_F(QapCfEuTest, BestCompletionByHand) {
  const PreparedProblemPtr problem = testing::PrepareInstance("qap_cf_eu", kTwoFree);
  ASSERT_NE(problem, nullptr);
  Check("best_completion", *problem,
        {{Actions({}).c_str(), 1, true, true},
         {Actions({{1, 0, 1}}).c_str(), 1, true, true},
         // 2 at [1, 1]: 1 at [0, 1] costs 10 + 2 + 1 = 13.
         {Actions({{2, 1, 1}}).c_str(), 1, true, true},
         // 1 at [1, 1] (20): 2 at [0, 1] or [1, 0] adds 1 + 1.
         {Actions({{1, 1, 1}}).c_str(), std::pow(13.0 / 22, 5), false, true},
         // 2 at [2, 2] (4 from facility 0): 1 at [0, 1] adds 10 + 3.
         {Actions({{2, 2, 2}}).c_str(), std::pow(13.0 / 17, 5), false, true},
         {Actions({{1, 2, 2}, {2, 1, 1}}).c_str(), std::pow(13.0 / 44, 5), false, true},
         {Actions({{1, 0, 0}}).c_str(), -0.5, false, true}});
  // Past the budget: the first completion the search meets, here the
  // best too (1 on the cheapest cell).
  Check("best_completion", *problem,
        {{Actions({{2, 2, 2}}).c_str(), std::pow(13.0 / 17, 5), false, true}},
        R"({"budget": 1})");
}

PreparedProblemPtr PrepareState(const std::string& instance, int state) {
  return testing::Prepare(absl::StrCat(R"({"id": "s", "environment": {"name": "qap_cf_eu",
      "instance": )", instance, R"(, "state": )", state, "}}")
                              .c_str());
}

// Problems at states: the solver's path is 2 at [0, 2], then 1 at [0, 1].
TEST_F(QapCfEuTest, StatesByHand) {
  const PreparedProblemPtr empty = PrepareState(kTwoFree, 0);
  ASSERT_NE(empty, nullptr);
  EXPECT_EQ(empty->task().DefaultReference(*empty),
            "{\"answer\": [\n  {\"facility\": 2, \"location\": [0, 2]}\n]}");
  Check("qap_cf_eu", *empty,
        {{Actions({{2, 0, 2}}).c_str(), 1, true, true},
         {Actions({{1, 1, 0}}).c_str(), 1, true, true},
         {Actions({{1, 1, 1}}).c_str(), std::pow(13.0 / 22, 5), false, true},
         {Actions({{2, 2, 2}}).c_str(), std::pow(13.0 / 17, 5), false, true},
         {Actions({{0, 1, 1}}).c_str(), -0.5, false, true},
         {Actions({{2, 0, 2}, {1, 0, 1}}).c_str(), -0.5, false, true}});
  const PreparedProblemPtr after_one = PrepareState(kTwoFree, 1);
  ASSERT_NE(after_one, nullptr);
  const std::string prompt = after_one->task().DefaultPrompt(*after_one);
  EXPECT_NE(prompt.find("{\"facility\": 2, \"location\": [0, 2]}\n"), std::string::npos)
      << prompt;
  // A state's prompt is the whole problem's statement (its prompt without
  // the answer format), then the state.
  const PreparedProblemPtr whole = testing::PrepareInstance("qap_cf_eu", kTwoFree);
  ASSERT_NE(whole, nullptr);
  const std::string whole_prompt = whole->task().DefaultPrompt(*whole);
  const size_t format = whole_prompt.find("\n\nAnswer with one action per unassigned");
  ASSERT_NE(format, std::string::npos) << whole_prompt;
  EXPECT_EQ(prompt.substr(0, format + 2), whole_prompt.substr(0, format + 2)) << prompt;
  Check("qap_cf_eu", *after_one,
        {{Actions({{1, 0, 1}}).c_str(), 1, true, true},
         // 1 at [1, 0]: 10 + 2 + d([1, 0], [0, 2]) = 3: 15.
         {Actions({{1, 1, 0}}).c_str(), std::pow(13.0 / 15, 5), false, true},
         {Actions({{1, 0, 2}}).c_str(), -0.5, false, true},
         {Actions({{2, 1, 1}}).c_str(), -0.5, false, true}});
}

TEST_F(QapCfEuTest, BadInstancesAreRejected) {
  for (const char* bad : {
           R"({"grid": 2, "clusters": [0, 0, 1, 1], "fixed": [[0, 0, 0]]})",  // N = g^2.
           R"({"grid": 3, "clusters": [0], "fixed": []})",
           R"({"grid": 3, "clusters": [0, 1], "fixed": []})",
           R"({"grid": 3, "clusters": [0, 1], "fixed": [[0, 0, 0], [1, 0, 1]]})",
           R"({"grid": 3, "clusters": [0, 1, 1], "fixed": [[3, 0, 0]]})",
           R"({"grid": 3, "clusters": [0, 1, 1], "fixed": [[0, 3, 0]]})",
           R"({"grid": 3, "clusters": [0, 1, 1], "fixed": [[0, 0, 3]]})",
           R"({"grid": 3, "clusters": [0, 1, 1], "fixed": [[0, 0, 0], [0, 1, 1]]})",
           R"({"grid": 3, "clusters": [0, 1, 1], "fixed": [[0, 0, 0], [1, 0, 0]]})",
           R"({"grid": 3, "clusters": [0, 2, 1], "fixed": [[0, 0, 0]]})",
           R"({"grid": 3, "clusters": [0, 1, 1], "fixed": [[0, 0]]})",
           R"({"grid": 10, "clusters": [0, 1, 1], "fixed": [[0, 0, 0]]})",
           R"({"grid": 9, "clusters": [0, 1, 1, 0, 1, 0, 1, 0, 1, 0, 1], "fixed": [[0, 0, 0]]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("qap_cf_eu", bad);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << bad << " -> " << status;
  }
}

// A generated instance read from its JSON, by the definition.
struct Qap {
  int64_t g = 0;
  std::vector<int64_t> clusters;
  std::vector<int64_t> cell_of;  // Fixed facilities' cells, -1 for the others.

  int64_t Cost(const std::vector<int64_t>& cells) const {
    int64_t total = 0;
    for (size_t a = 0; a < cells.size(); ++a) {
      for (size_t b = a + 1; b < cells.size(); ++b) {
        const int64_t d =
            std::abs(cells[a] / g - cells[b] / g) + std::abs(cells[a] % g - cells[b] % g);
        total += (clusters[a] == clusters[b] ? 10 : 1) * d;
      }
    }
    return total;
  }
  // Calls visit(cells) for every completion of `start` (distinct free cells).
  void ForEachCompletion(std::vector<int64_t> start,
                         const std::function<void(const std::vector<int64_t>&)>& visit) const {
    std::vector<bool> taken(static_cast<size_t>(g * g), false);
    for (const int64_t c : start) {
      if (c >= 0) taken[static_cast<size_t>(c)] = true;
    }
    std::function<void(size_t)> go = [&](size_t f) {
      if (f == start.size()) {
        visit(start);
        return;
      }
      if (start[f] >= 0) return go(f + 1);
      for (int64_t c = 0; c < g * g; ++c) {
        if (taken[static_cast<size_t>(c)]) continue;
        taken[static_cast<size_t>(c)] = true;
        start[f] = c;
        go(f + 1);
        start[f] = -1;
        taken[static_cast<size_t>(c)] = false;
      }
    };
    go(0);
  }
};

Qap QapOf(const testing::Generated& g) {
  Qap q;
  q.g = g.Int("grid");
  q.clusters = g.Ints("clusters");
  q.cell_of.assign(q.clusters.size(), -1);
  for (const std::vector<int64_t>& f : g.IntRows("fixed")) {
    q.cell_of[static_cast<size_t>(f[0])] = f[1] * q.g + f[2];
  }
  return q;
}

std::vector<environments::JsonAction> ReferenceActions(const std::string& reference) {
  const auto actions = environments::ReadJsonActions(
      reference,
      std::vector<environments::ActionField>{{"facility", environments::FieldKind::kInteger},
                                             {"location", environments::FieldKind::kPair}},
      100);
  return actions.value_or(std::vector<environments::JsonAction>());
}

std::vector<Put> PutsOf(const Qap& q, const std::vector<int64_t>& cells) {
  std::vector<Put> puts;
  for (size_t f = 0; f < cells.size(); ++f) {
    if (q.cell_of[f] < 0) puts.push_back({static_cast<int64_t>(f), cells[f] / q.g, cells[f] % q.g});
  }
  return puts;
}

// Levels 0..5 against every placement: the reference is feasible,
// complete and optimal; at levels 0..2 every placement is graded by its
// cost. Level 5 (35 * 34 * 33 * 32 placements each) in the plain suite
// only: no sanitizer sharpens it.
TEST_F(QapCfEuTest, OracleMatchesEveryPlacement) {
  const Verifier* verifier = registry_.Find("qap_cf_eu");
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  const int top = testing::kUnderAddressSanitizer ? 4 : 5;
  for (const testing::Generated& g : testing::GenerateSmall("qap_cf_eu", top, 5)) {
    if (g.level == 5 && g.seed >= 2) continue;
    const Qap q = QapOf(g);
    int64_t best = INT64_MAX;
    q.ForEachCompletion(q.cell_of, [&](const std::vector<int64_t>& cells) {
      best = std::min(best, q.Cost(cells));
    });
    std::vector<int64_t> reference = q.cell_of;
    const std::vector<environments::JsonAction> actions = ReferenceActions(g.reference_output);
    ASSERT_EQ(actions.size(),
              static_cast<size_t>(std::count(q.cell_of.begin(), q.cell_of.end(), -1)))
        << g.Where();
    for (const environments::JsonAction& a : actions) {
      ASSERT_EQ(reference[static_cast<size_t>(a[0])], -1) << g.Where();
      reference[static_cast<size_t>(a[0])] = a[1] * q.g + a[2];
    }
    EXPECT_EQ(q.Cost(reference), best) << g.Where();
    const PreparedProblemPtr problem = testing::PrepareGenerated("qap_cf_eu", g);
    ASSERT_NE(problem, nullptr);
    const auto full = verifier->Verify({*problem, g.reference_output, params});
    ASSERT_TRUE(full.ok());
    EXPECT_TRUE(full->correct) << g.Where();
    if (g.level > 2) continue;
    q.ForEachCompletion(q.cell_of, [&](const std::vector<int64_t>& cells) {
      const auto verdict = verifier->Verify({*problem, Actions(PutsOf(q, cells)), params});
      ASSERT_TRUE(verdict.ok());
      const int64_t cost = q.Cost(cells);
      EXPECT_EQ(verdict->correct, cost == best) << g.Where();
      EXPECT_NEAR(verdict->score,
                  cost == best ? 1.0 : std::pow(static_cast<double>(best) / cost, 5), 1e-12)
          << g.Where();
    });
  }
}

// Best completions of one action off the path, against every completion;
// past a budget of 1 work unit, the value is a real completion's.
TEST_F(QapCfEuTest, BestCompletionMatchesEveryCompletion) {
  const Verifier* verifier = registry_.Find("best_completion");
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  for (const testing::Generated& g : testing::GenerateSmall("qap_cf_eu", 4, 4)) {
    const Qap q = QapOf(g);
    const PreparedProblemPtr problem = testing::PrepareGenerated("qap_cf_eu", g);
    ASSERT_NE(problem, nullptr);
    int64_t best = INT64_MAX;
    q.ForEachCompletion(q.cell_of, [&](const std::vector<int64_t>& cells) {
      best = std::min(best, q.Cost(cells));
    });
    // Every prefix of the reference completes to the optimum.
    const std::vector<environments::JsonAction> path = ReferenceActions(g.reference_output);
    for (size_t k = 0; k <= path.size(); ++k) {
      std::vector<Put> puts;
      for (size_t i = 0; i < k; ++i) puts.push_back({path[i][0], path[i][1], path[i][2]});
      const auto verdict = verifier->Verify({*problem, Actions(puts), params});
      ASSERT_TRUE(verdict.ok());
      EXPECT_TRUE(verdict->correct) << g.Where() << " prefix " << k;
    }
    // The first unplaced facility on each of the first free cells.
    const int64_t f = std::find(q.cell_of.begin(), q.cell_of.end(), -1) - q.cell_of.begin();
    int tried = 0;
    for (int64_t cell = 0; cell < q.g * q.g && tried < 6; ++cell) {
      if (std::find(q.cell_of.begin(), q.cell_of.end(), cell) != q.cell_of.end()) continue;
      ++tried;
      std::vector<int64_t> start = q.cell_of;
      start[static_cast<size_t>(f)] = cell;
      int64_t completion = INT64_MAX;
      std::set<int64_t> values;
      q.ForEachCompletion(start, [&](const std::vector<int64_t>& cells) {
        completion = std::min(completion, q.Cost(cells));
        values.insert(q.Cost(cells));
      });
      const std::string output = Actions({{f, cell / q.g, cell % q.g}});
      const auto verdict = verifier->Verify({*problem, output, params});
      ASSERT_TRUE(verdict.ok());
      EXPECT_EQ(verdict->correct, completion == best) << g.Where();
      EXPECT_NEAR(verdict->score,
                  completion == best ? 1.0 : std::pow(static_cast<double>(best) / completion, 5),
                  1e-12)
          << g.Where() << " " << output;
      // beta 1: the score is best / value.
      const ParamValues tight = *ParamValues::Resolve(
          verifier->Params(),
          [] {
            google::protobuf::Struct s;
            (*s.mutable_fields())["budget"].set_number_value(1);
            (*s.mutable_fields())["beta"].set_number_value(1);
            return s;
          }(),
          "params");
      const auto greedy = verifier->Verify({*problem, output, tight});
      ASSERT_TRUE(greedy.ok());
      const int64_t value = std::llround(static_cast<double>(best) / greedy->score);
      EXPECT_GE(value, completion) << g.Where() << " " << output;
      EXPECT_TRUE(values.count(value) > 0) << g.Where() << " " << output << " value " << value;
    }
  }
}

// The least sum of pairwise Manhattan distances of s distinct cells, from
// the definition's structure: a set's distance sum is that of its row
// counts plus that of its column counts (consecutive rows and columns: a
// gap only adds), sum_k L_k (s - L_k) for the prefix sums L_k of the
// counts in order; counts r (rows) and c (columns) are a set's iff a 0/1
// matrix has them as margins (Gale-Ryser).
int64_t LeastDistanceSum(int64_t s) {
  std::vector<std::vector<int64_t>> partitions;
  std::function<void(int64_t, int64_t, std::vector<int64_t>&)> split =
      [&](int64_t left, int64_t most, std::vector<int64_t>& parts) {
        if (left == 0) {
          partitions.push_back(parts);
          return;
        }
        for (int64_t p = std::min(left, most); p >= 1; --p) {
          parts.push_back(p);
          split(left - p, p, parts);
          parts.pop_back();
        }
      };
  std::vector<int64_t> scratch;
  split(s, s, scratch);
  auto line = [s](std::vector<int64_t> parts) {  // Best order of the counts.
    std::sort(parts.begin(), parts.end());
    int64_t best = INT64_MAX;
    do {
      int64_t total = 0, prefix = 0;
      for (size_t k = 0; k + 1 < parts.size(); ++k) {
        prefix += parts[k];
        total += prefix * (s - prefix);
      }
      best = std::min(best, total);
    } while (std::next_permutation(parts.begin(), parts.end()));
    return best;
  };
  auto realizable = [](const std::vector<int64_t>& rows, const std::vector<int64_t>& columns) {
    std::vector<int64_t> conjugate(static_cast<size_t>(columns.front()), 0);
    for (const int64_t c : columns) {
      for (int64_t i = 0; i < c; ++i) ++conjugate[static_cast<size_t>(i)];
    }
    int64_t a = 0, b = 0;
    for (size_t k = 0; k < std::max(rows.size(), conjugate.size()); ++k) {
      a += k < rows.size() ? rows[k] : 0;
      b += k < conjugate.size() ? conjugate[k] : 0;
      if (a > b) return false;
    }
    return true;
  };
  int64_t best = INT64_MAX;
  for (const std::vector<int64_t>& rows : partitions) {
    for (const std::vector<int64_t>& columns : partitions) {
      if (realizable(rows, columns)) best = std::min(best, line(rows) + line(columns));
    }
  }
  return best;
}

// The same by brute force over the sets of s cells of a 5 x 5 box.
int64_t LeastDistanceSumInABox(int64_t s) {
  int64_t best = INT64_MAX;
  std::vector<int64_t> chosen;
  std::function<void(int64_t)> go = [&](int64_t from) {
    if (static_cast<int64_t>(chosen.size()) == s) {
      int64_t total = 0;
      for (size_t a = 0; a < chosen.size(); ++a) {
        for (size_t b = a + 1; b < chosen.size(); ++b) {
          total += std::abs(chosen[a] / 5 - chosen[b] / 5) +
                   std::abs(chosen[a] % 5 - chosen[b] % 5);
        }
      }
      best = std::min(best, total);
      return;
    }
    for (int64_t c = from; c < 25; ++c) {
      chosen.push_back(c);
      go(c + 1);
      chosen.pop_back();
    }
  };
  go(0);
  return best;
}

// One cluster, facility 0 fixed at the centre of a 9 x 9 grid: every pair
// has flow 10 and an optimal set of N cells fits around the centre, so the
// optimum is 10 W(N) for N = 2..10, the bound the oracle prunes with.
TEST_F(QapCfEuTest, OneClusterReachesTheLeastDistanceSum) {
  for (int64_t s = 1; s <= 6; ++s) EXPECT_EQ(LeastDistanceSum(s), LeastDistanceSumInABox(s)) << s;
  const std::vector<int64_t> expected = {0, 0, 1, 4, 8, 16, 25, 38, 54, 72, 96};
  for (int64_t n = 2; n <= 10; ++n) {
    ASSERT_EQ(LeastDistanceSum(n), expected[static_cast<size_t>(n)]) << n;
    std::vector<int64_t> clusters(static_cast<size_t>(n), 0);
    const std::string instance = absl::StrCat(R"({"grid": 9, "clusters": [)",
                                              absl::StrJoin(clusters, ", "),
                                              R"(], "fixed": [[0, 4, 4]]})");
    const PreparedProblemPtr problem = testing::PrepareInstance("qap_cf_eu", instance);
    ASSERT_NE(problem, nullptr);
    const Qap q = [&] {
      Qap out;
      out.g = 9;
      out.clusters = clusters;
      out.cell_of.assign(clusters.size(), -1);
      out.cell_of[0] = 4 * 9 + 4;
      return out;
    }();
    std::vector<int64_t> cells = q.cell_of;
    const std::string reference = problem->task().DefaultReference(*problem);
    for (const environments::JsonAction& a : ReferenceActions(reference)) {
      cells[static_cast<size_t>(a[0])] = a[1] * 9 + a[2];
    }
    EXPECT_EQ(q.Cost(cells), 10 * expected[static_cast<size_t>(n)]) << n;
  }
}

// Table 8 (and the levels around it) on generated instances: N, g, K =
// max(1, round(N / 4)) fixed facilities on distinct cells, clusters 0/1.
TEST_F(QapCfEuTest, LevelsFollowTable8) {
  const TaskType* task = testing::TestCatalog().tasks.Find("qap_cf_eu");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 12);
  const int64_t kTable[][3] = {{2, 3, 1}, {3, 4, 1}, {3, 5, 1}, {4, 5, 1}, {4, 6, 1},
                               {5, 6, 1}, {6, 6, 2}, {6, 7, 2}, {7, 7, 2}, {8, 7, 2},
                               {8, 8, 2}, {9, 8, 2}, {10, 9, 3}};
  for (int level = 0; level <= 12; ++level) {
    std::set<int64_t> clusters_seen;
    for (uint64_t seed = 0; seed < 10; ++seed) {
      auto problem = task->Generate(level, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      testing::Generated g;
      g.instance = problem->environment().instance();
      EXPECT_EQ(static_cast<int64_t>(g.Ints("clusters").size()), kTable[level][0]) << level;
      EXPECT_EQ(g.Int("grid"), kTable[level][1]) << level;
      const std::vector<std::vector<int64_t>> fixed = g.IntRows("fixed");
      EXPECT_EQ(static_cast<int64_t>(fixed.size()), kTable[level][2]) << level;
      std::set<int64_t> facilities, cells;
      for (const std::vector<int64_t>& f : fixed) {
        facilities.insert(f[0]);
        cells.insert(f[1] * kTable[level][1] + f[2]);
        EXPECT_LT(f[0], kTable[level][0]);
        EXPECT_LT(f[1], kTable[level][1]);
        EXPECT_LT(f[2], kTable[level][1]);
      }
      EXPECT_EQ(facilities.size(), fixed.size());
      EXPECT_EQ(cells.size(), fixed.size());
      for (const int64_t c : g.Ints("clusters")) clusters_seen.insert(c);
    }
    EXPECT_EQ(clusters_seen, (std::set<int64_t>{0, 1})) << level;
  }
}

// The reference with its last digit (its last action's column) changed is
// never optimal: off the grid, on a taken cell, or dearer. Every level.
TEST_F(QapCfEuTest, CorruptedReferenceIsNeverOptimal) {
  const Verifier* verifier = registry_.Find("qap_cf_eu");
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  for (const testing::Generated& g : testing::GenerateSmall("qap_cf_eu", 12, 6)) {
    std::string corrupted = g.reference_output;
    const size_t at = corrupted.find_last_of("0123456789");
    ASSERT_NE(at, std::string::npos);
    corrupted[at] = corrupted[at] == '9' ? '0' : static_cast<char>(corrupted[at] + 1);
    const PreparedProblemPtr problem = testing::PrepareGenerated("qap_cf_eu", g);
    ASSERT_NE(problem, nullptr);
    const auto verdict = verifier->Verify({*problem, corrupted, params});
    ASSERT_TRUE(verdict.ok());
    EXPECT_FALSE(verdict->correct) << g.Where() << "\n" << corrupted;
    EXPECT_LT(verdict->score, 1) << g.Where();
  }
}

}  // namespace
}  // namespace qap_cf_eu_test_cc
}  // namespace referee

// Role Assignment (seed 003 C.5) on the VAST ladder, maximising V = 10 *
// (fits - penalties) + smallest fit: -1 unparseable, -0.5 infeasible or
// (the role_assignment verifier) incomplete, else (V / optimum)^beta.
// Every expectation is worked out by hand below, and the oracle is
// checked against a brute force over every assignment.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace role_assignment_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class RoleAssignmentTest : public testing::VerifierTableTest {};

std::string Actions(const std::vector<std::pair<int, int>>& pairs) {
  std::string out = "{\"answer\": [";
  for (size_t i = 0; i < pairs.size(); ++i) {
    absl::StrAppend(&out, i ? ", " : "", "{\"role\": ", pairs[i].first,
                    ", \"candidate\": ", pairs[i].second, "}");
  }
  return out + "]}";
}

// Fits (candidate rows, role columns) and one conflict, 0-1, penalty 3:
//   c0: 5 1     c1: 4 6     c2: 3 5
// (candidate of role 0, of role 1): total = fits - penalty, smallest fit, V
//   (0,1): 5+6-3 = 8, 5, 85      (0,2): 5+5 = 10, 5, 105
//   (1,0): 4+1-3 = 2, 1, 21      (1,2): 4+5 = 9, 4, 94
//   (2,0): 3+1 = 4, 1, 41        (2,1): 3+6 = 9, 3, 93
// The optimum is (0,2), V = 105, and it is the only one.
const char kInstance[] = R"({"roles": 2, "fits": [[5, 1], [4, 6], [3, 5]],
                             "conflicts": [[0, 1, 3]]})";

TEST_F(RoleAssignmentTest, Ladder) {
  CheckInstance("role_assignment", kInstance,
                {{R"({"answer":[{"role":0,"candidate":0},{"role":1,"candidate":2}]})",
                   1, true, true},
                 // Any order.
                 {R"({"answer":[{"role":1,"candidate":2},{"role":0,"candidate":0}]})",
                   1, true, true},
                 {"<think>fits first</think>\n```json\n"
                  "{\"answer\": [{\"role\": 0, \"candidate\": 0},\n"
                  "{\"role\": 1, \"candidate\": 2}]}\n```",
                  1, true, true},
                 {R"({"answer": [{"role": 0, "candidate": 0, "why": "5"},
                                 {"candidate": 2, "role": 1}]})", 1, true, true},
                 {R"({"answer":[{"role":0,"candidate":1},{"role":1,"candidate":2}]})",
                   std::pow(94.0 / 105, 5), false, true},
                 {R"({"answer":[{"role":0,"candidate":2},{"role":1,"candidate":1}]})",
                   std::pow(93.0 / 105, 5), false, true},
                 {R"({"answer":[{"role":0,"candidate":0},{"role":1,"candidate":1}]})",
                   std::pow(85.0 / 105, 5), false, true},
                 {R"({"answer":[{"role":0,"candidate":2},{"role":1,"candidate":0}]})",
                   std::pow(41.0 / 105, 5), false, true},
                 {R"({"answer":[{"role":0,"candidate":1},{"role":1,"candidate":0}]})",
                   std::pow(21.0 / 105, 5), false, true},
                 // Role 1 left empty.
                 {R"({"answer":[{"role":0,"candidate":0}]})",
                   -0.5, false, true},
                 {R"({"answer":[]})", -0.5, false, true},
                 // Role 0 twice.
                 {R"({"answer":[{"role":0,"candidate":0},{"role":0,"candidate":2}]})",
                   -0.5, false, true},
                 // Candidate 2 twice.
                 {R"({"answer":[{"role":0,"candidate":2},{"role":1,"candidate":2}]})",
                   -0.5, false, true},
                 // No candidate 3.
                 {R"({"answer":[{"role":0,"candidate":3},{"role":1,"candidate":2}]})",
                   -0.5, false, true},
                 // No role 2.
                 {R"({"answer":[{"role":2,"candidate":0},{"role":1,"candidate":2}]})",
                   -0.5, false, true},
                 {R"({"answer":[{"role":0,"candidate":-1},{"role":1,"candidate":2}]})",
                   -0.5, false, true},
                 // 3 actions.
                 {R"({"answer":[{"role":0,"candidate":0},{"role":1,"candidate":2},
                                {"role":1,"candidate":1}]})",
                   -0.5, false, true},
                 {R"({"answer": [{"role": 0, "candidate": "0"}, {"role": 1, "candidate": 2}]})",
                  -1, false, false},
                 {R"({"answer": [{"role": 0}, {"role": 1, "candidate": 2}]})", -1, false, false},
                 {R"({"answer": [{"role": 0, "candidate": 0.0}]})", -1, false, false},
                 {R"({"answer": {"role": 0, "candidate": 0}})", -1, false, false},
                 {R"({"answer": [[0, 0], [1, 2]]})", -1, false, false},
                 {R"({"answer": [{"role": 0, "candidate": 0}, {"role": 1, "candidate": 2},]})",
                  -1, false, false},
                 {"<answer>0 2</answer>", -1, false, false},
                 {"", -1, false, false}});
  CheckInstance("role_assignment", kInstance,
                {{R"({"answer":[{"role":0,"candidate":1},{"role":1,"candidate":2}]})",
                   94.0 / 105, false, true},
                 {R"({"answer":[{"role":0,"candidate":0}]})", -0.2, false, true}},
                R"({"beta": 1, "infeasible": -0.2})");
}

// best_completion: the best V some completion of the given pairs reaches.
TEST_F(RoleAssignmentTest, BestCompletion) {
  const PreparedProblemPtr problem = testing::PrepareInstance("role_assignment", kInstance);
  ASSERT_NE(problem, nullptr);
  Check("best_completion", *problem,
                {{R"({"answer":[]})", 1, true, true},          // (0,2) is reachable.
                 // Completes to (0,2).
                 {R"({"answer":[{"role":0,"candidate":0}]})",
                   1, true, true},
                 // Completes to (0,2).
                 {R"({"answer":[{"role":1,"candidate":2}]})",
                   1, true, true},
                 // Role 0 = c1: (1,0) 21 or (1,2) 94.
                 {R"({"answer":[{"role":0,"candidate":1}]})", std::pow(94.0 / 105, 5), false, true},
                 // Role 1 = c1: (0,1) 85 or (2,1) 93.
                 {R"({"answer":[{"role":1,"candidate":1}]})", std::pow(93.0 / 105, 5), false, true},
                 {R"({"answer":[{"role":0,"candidate":1},{"role":1,"candidate":0}]})",
                   std::pow(21.0 / 105, 5), false, true},
                 {R"({"answer":[{"role":0,"candidate":1},{"role":1,"candidate":1}]})",
                   -0.5, false, true}});
  // A budget of 1 step: each free role in order takes its free candidate
  // of highest fit. Role 0 = c1 leaves role 1 to c2 (5 > 1): (1,2) = 94 as
  // above; the empty answer gives role 0 to c0 (5 > 4 > 3), then role 1 to
  // c1 (6 > 5): (0,1) = 85; role 1 = c2 gives role 0 to c0: (0,2) = 105.
  Check("best_completion", *problem,
                {{R"({"answer":[{"role":0,"candidate":1}]})", std::pow(94.0 / 105, 5), false, true},
                 {R"({"answer":[]})", std::pow(85.0 / 105, 5), false, true},
                 {R"({"answer":[{"role":1,"candidate":2}]})", 1, true, true}},
                R"({"budget": 1})");
}

// The fairness tie-break: (0,1) and (1,0) both total 10, with smallest
// fits 5 and 1, so V = 105 and 101; only (0,1) is the optimum.
//   c0: 5 1     c1: 9 5     (no conflicts)
TEST_F(RoleAssignmentTest, TiesGoToTheLargerSmallestFit) {
  CheckInstance("role_assignment", R"({"roles": 2, "fits": [[5, 1], [9, 5]], "conflicts": []})",
                {{R"({"answer":[{"role":0,"candidate":0},{"role":1,"candidate":1}]})",
                   1, true, true},
                 {R"({"answer":[{"role":0,"candidate":1},{"role":1,"candidate":0}]})",
                   std::pow(101.0 / 105, 5), false, true}});
}

// A negative total earns V = 0. c0: 9 0, c1: 0 9, c2: 1 1, conflict 0-1
// penalty 30:
//   (0,1): 18-30 = -12, V 0     (0,2): 10, smallest 1, V 101
//   (1,0): 0-30, V 0            (1,2): 1, smallest 0, V 10
//   (2,0): 1, smallest 0, V 10  (2,1): 10, smallest 1, V 101
// (0,2) and (2,1) are both optimal.
TEST_F(RoleAssignmentTest, ValuesBelowZeroCountAsZero) {
  CheckInstance("role_assignment",
                R"({"roles": 2, "fits": [[9, 0], [0, 9], [1, 1]], "conflicts": [[0, 1, 30]]})",
                {{R"({"answer":[{"role":0,"candidate":0},{"role":1,"candidate":2}]})",
                   1, true, true},
                 {R"({"answer":[{"role":0,"candidate":2},{"role":1,"candidate":1}]})",
                   1, true, true},
                 {R"({"answer":[{"role":0,"candidate":0},{"role":1,"candidate":1}]})",
                   0, false, true},
                 {R"({"answer":[{"role":0,"candidate":1},{"role":1,"candidate":2}]})",
                   std::pow(10.0 / 101, 5), false, true}});
}

TEST_F(RoleAssignmentTest, BadInstancesAreRejected) {
  for (const char* bad : {
           R"({"roles": 3, "fits": [[1, 2, 3], [4, 5, 6]], "conflicts": []})",  // 2 < 3.
           R"({"roles": 2, "fits": [[1, 2], [3, 4]], "conflicts": [[0, 0, 1]]})",
           R"({"roles": 2, "fits": [[1, 2], [3, 4]], "conflicts": [[0, 2, 1]]})",
           R"({"roles": 2, "fits": [[1, 2], [3, 4]], "conflicts": [[0, 1, 0]]})",
           R"({"roles": 2, "fits": [[1, 2], [3, 4]], "conflicts": [[0, 1, 1], [1, 0, 2]]})",
           R"({"roles": 2, "fits": [[1, 2], [3, 10]], "conflicts": []})",
           R"({"roles": 2, "fits": [[1, 2], [3]], "conflicts": []})",
           // The best total is not positive: (0,1) 1+1-5 = -3, (1,0) 0-5.
           R"({"roles": 2, "fits": [[1, 0], [0, 1]], "conflicts": [[0, 1, 5]]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("role_assignment", bad);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << bad << " -> " << status;
  }
}

// The value of a complete assignment by the definition, and the best over
// every injective map of roles to candidates.
int64_t ValueByDefinition(const testing::Generated& g, const std::vector<int64_t>& candidate_of) {
  const std::vector<std::vector<int64_t>> fits = g.IntRows("fits");
  int64_t total = 0, smallest = 9;
  for (size_t r = 0; r < candidate_of.size(); ++r) {
    total += fits[static_cast<size_t>(candidate_of[r])][r];
    smallest = std::min(smallest, fits[static_cast<size_t>(candidate_of[r])][r]);
  }
  for (const std::vector<int64_t>& c : g.IntRows("conflicts")) {
    const bool a = std::find(candidate_of.begin(), candidate_of.end(), c[0]) != candidate_of.end();
    const bool b = std::find(candidate_of.begin(), candidate_of.end(), c[1]) != candidate_of.end();
    if (a && b) total -= c[2];
  }
  return std::max<int64_t>(0, 10 * total + smallest);
}

// Every injective map roles -> candidates: the candidates in each order,
// the first R taken (each map appears (C - R)! times; fine for C <= 7).
template <typename Visit>
void ForEachAssignment(int64_t roles, int64_t candidates, Visit visit) {
  std::vector<int64_t> order(static_cast<size_t>(candidates));
  std::iota(order.begin(), order.end(), 0);
  do {
    visit(std::vector<int64_t>(order.begin(), order.begin() + roles));
  } while (std::next_permutation(order.begin(), order.end()));
}

TEST_F(RoleAssignmentTest, OracleMatchesBruteForceAndEveryAnswerIsGradedByItsValue) {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find("role_assignment");
  ASSERT_NE(verifier, nullptr);
  for (const testing::Generated& g : testing::GenerateSmall("role_assignment", 3, 12)) {
    const int64_t roles = g.Int("roles");
    const int64_t candidates = static_cast<int64_t>(g.IntRows("fits").size());
    int64_t best = -1;
    ForEachAssignment(roles, candidates, [&](const std::vector<int64_t>& a) {
      best = std::max(best, ValueByDefinition(g, a));
    });
    EXPECT_GT(best, 0) << g.Where();  // The generator keeps the optimum positive.
    const PreparedProblemPtr problem = testing::PrepareGenerated("role_assignment", g);
    ASSERT_NE(problem, nullptr);
    const ParamValues params = testing::DefaultParams(*verifier);
    ForEachAssignment(roles, candidates, [&](const std::vector<int64_t>& a) {
      std::vector<std::pair<int, int>> pairs;
      for (size_t r = 0; r < a.size(); ++r) pairs.emplace_back(static_cast<int>(r), a[r]);
      const std::string output = Actions(pairs);
      const auto verdict = verifier->Verify({*problem, output, params});
      ASSERT_TRUE(verdict.ok());
      const int64_t value = ValueByDefinition(g, a);
      EXPECT_EQ(verdict->correct, value == best) << g.Where();
      if (value < best) {
        EXPECT_NEAR(verdict->score, std::pow(static_cast<double>(value) / best, 5), 1e-9)
            << g.Where();
      } else {
        EXPECT_EQ(verdict->score, 1) << g.Where();
      }
    });
  }
}

// Table 9: levels 1..4 have R = 3..6 roles and one extra candidate, at
// most round(density * C(C-1)/2) conflicts (the positivity step may drop
// some), penalties in the level's range, every fit in 0..9 and every role
// with two fits >= 3.
TEST_F(RoleAssignmentTest, LevelsFollowTable9) {
  struct Row {
    int level;
    int64_t roles, max_conflicts, lo, hi;
  };
  // C(C-1)/2 for C = 4, 5, 6, 7: 6, 10, 15, 21; times 0.15, 0.20, 0.25,
  // 0.35: 0.9, 2, 3.75, 7.35, rounded 1, 2, 4, 7.
  for (const Row& row : {Row{1, 3, 1, 1, 5}, Row{2, 4, 2, 2, 5}, Row{3, 5, 4, 2, 6},
                         Row{4, 6, 7, 3, 6}}) {
    for (const testing::Generated& g : testing::GenerateSmall("role_assignment", 4, 20)) {
      if (g.level != row.level) continue;
      EXPECT_EQ(g.Int("roles"), row.roles) << g.Where();
      const std::vector<std::vector<int64_t>> fits = g.IntRows("fits");
      EXPECT_EQ(static_cast<int64_t>(fits.size()), row.roles + 1) << g.Where();
      const std::vector<std::vector<int64_t>> conflicts = g.IntRows("conflicts");
      EXPECT_GE(conflicts.size(), 1u) << g.Where();
      EXPECT_LE(static_cast<int64_t>(conflicts.size()), row.max_conflicts) << g.Where();
      for (const std::vector<int64_t>& c : conflicts) {
        EXPECT_GE(c[2], row.lo) << g.Where();
        EXPECT_LE(c[2], row.hi) << g.Where();
      }
      for (size_t r = 0; r < static_cast<size_t>(row.roles); ++r) {
        int good = 0;
        for (const std::vector<int64_t>& f : fits) good += f[r] >= 3;
        EXPECT_GE(good, 2) << g.Where() << " role " << r;
      }
    }
  }
}

}  // namespace
}  // namespace role_assignment_test_cc
}  // namespace referee

// TwoSAT (RLVE-Gym): 0/1 values x[0..N-1] satisfying every 2-literal
// clause; ladder -1 unparseable, a wrong count or a value not 0/1, else
// (satisfied clauses / M)^beta, beta = 10; and the instance checks.
// Every expectation is worked out by hand below or by the definition.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/environments/logic/rlve_multiple.h"
#include "verifiers/environments/rlve_ladder.h"
#include "verifiers/verifier.h"

namespace referee {
inline namespace two_sat_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "two_sat";

class TwoSatTest : public testing::VerifierTableTest {};

// C0 = (x[0] | x[1]), C1 = (!x[0] | x[2]), C2 = (!x[1] | !x[2]),
// C3 = (x[0] | !x[2]). The eight assignments x0 x1 x2:
//   000: C0 fails, C1 (!x0), C2, C3 (!x2) hold: 3 of 4.
//   001: C0 fails, C3 = (0 | 0) fails: 2 of 4.
//   010: C0 (x1), C1 (!x0), C2 (!x2), C3 (!x2): all 4.
//   011: C2 = (0 | 0) and C3 = (0 | 0) fail: 2 of 4.
//   100: C1 = (0 | 0) fails: 3 of 4.
//   101: C0 (x0), C1 (x2), C2 (!x1), C3 (x0): all 4 (the stored one).
//   110: C1 fails: 3 of 4.   111: C2 fails: 3 of 4.
constexpr char kInstance[] =
    R"({"n": 3, "clauses": [[0, 1, 1, 1], [0, 0, 2, 1], [1, 0, 2, 0], [0, 1, 2, 0]],
        "assignment": [1, 0, 1]})";

TEST_F(TwoSatTest, Ladder) {
  CheckInstance(
      kName, kInstance,
      {{"<answer>1 0 1</answer>", 1, true, true},
       {"<answer>0 1 0</answer>", 1, true, true},  // The other solution.
       {"\\boxed{1 0 1}", 1, true, true},          // The \boxed fallback.
       {"<answer>\n +1\t00 01 \n</answer>", 1, true, true},  // int() accepts.
       {"<answer>0 0 0</answer>", std::pow(0.75, 10), false, true},
       {"<answer>1 0 0</answer>", std::pow(0.75, 10), false, true},
       {"<answer>1 1 1</answer>", std::pow(0.75, 10), false, true},
       {"<answer>0 0 1</answer>", std::pow(0.5, 10), false, true},
       {"<answer>0 1 1</answer>", std::pow(0.5, 10), false, true},
       // RLVE's wrong_format: a value not 0/1, a wrong count.
       {"<answer>1 0 2</answer>", -1, false, false},
       {"<answer>-1 0 1</answer>", -1, false, false},
       {"<answer>1 0 99999999999999999999999</answer>", -1, false, false},
       {"<answer>1 0</answer>", -1, false, false},
       {"<answer>1 0 1 1</answer>", -1, false, false},
       {"<answer></answer>", -1, false, false},
       {"<answer>1, 0, 1</answer>", -1, false, false},
       {"<answer>x 0 1</answer>", -1, false, false},
       {"1 0 1", -1, false, false},                 // No tag.
       {"<answer>1 0 1", -1, false, false}});       // Unclosed.
  CheckInstance(kName, kInstance, {{"<answer>0 0 0</answer>", 0.75, false, true}},
                R"({"beta": 1})");
}

TEST_F(TwoSatTest, Prompt) {
  const PreparedProblemPtr problem = testing::PrepareInstance(
      kName, R"({"n": 2, "clauses": [[0, 1, 1, 0], [1, 1, 0, 0]], "assignment": [1, 1]})");
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "Choose a value, 0 or 1, for each of the 2 variables x[0], x[1], ..., x[1] so "
            "that all 2 clauses below are true. Each clause joins two literals with \"|\" "
            "(OR), and \"!\" negates a variable (!x[i] is 1 exactly when x[i] is 0), so a "
            "clause is true as soon as one of its literals is 1:\n"
            "(x[0] | !x[1])\n"
            "(x[1] | !x[0])\n"
            "\n"
            "Give x[0], x[1], ..., x[1] in this order on one line, separated by spaces, "
            "inside <answer> </answer> tags. For example, <answer>0 1</answer> would set "
            "x[0] = 0, x[1] = 1, and so on.");
}

// The reference is the stored assignment, with its last value raised to 1
// when that still satisfies every clause.
TEST(TwoSatInstanceTest, Reference) {
  // (x[0] | x[1]) with x = 1 0: 1 1 satisfies it too.
  PreparedProblemPtr p = testing::PrepareInstance(
      kName, R"({"n": 2, "clauses": [[0, 1, 1, 1]], "assignment": [1, 0]})");
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->task().DefaultReference(*p), "<answer>1 1</answer>");
  // (x[0] | !x[1]) with x = 0 0: 0 1 breaks it, the reference stays.
  p = testing::PrepareInstance(kName,
                               R"({"n": 2, "clauses": [[0, 1, 1, 0]], "assignment": [0, 0]})");
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->task().DefaultReference(*p), "<answer>0 0</answer>");
  // Without an assignment: no reference; answers score as usual.
  p = testing::PrepareInstance(kName, R"({"n": 2, "clauses": [[0, 1, 1, 0]]})");
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->task().DefaultReference(*p), "");
}

TEST(TwoSatInstanceTest, RejectsBadInstances) {
  for (const std::string& instance : std::vector<std::string>{
           R"({"n": 3, "clauses": []})",                           // No clause.
           R"({"n": 3, "clauses": [[0, 2, 1, 1]]})",               // Sign 2.
           R"({"n": 3, "clauses": [[0, 1, 1, 2]]})",
           R"({"n": 3, "clauses": [[1, 1, 1, 0]]})",               // x[1] twice.
           R"({"n": 3, "clauses": [[0, 1, 3, 1]]})",               // No x[3].
           R"({"n": 3, "clauses": [[0, 1, 1]]})",                  // Width 3.
           R"({"n": 3, "clauses": [[0, 1, 1, 1]], "assignment": [0, 0, 1]})",  // C0 fails.
           R"({"n": 3, "clauses": [[0, 1, 1, 1]], "assignment": [1, 0]})",     // Short.
           R"({"n": 3, "clauses": [[0, 1, 1, 1]], "assignment": [1, 0, 2]})",  // Not 0/1.
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
}

// RLVE's M = int(m * N) in doubles, values printed by Python 3:
// int(4.6 * 25) = 114, int(4.1 * 30) = 122, int(1.4 * 45) = 62,
// int(2.3 * 50) = 114, int(2.8 * 45) = 125 (one below the exact product);
// int(1.0 * 7) = 7, int(5.0 * 139) = 695, int(2.5 * 3) = 7.
TEST(TwoSatInstanceTest, RlveMultiplesAsDoubles) {
  EXPECT_EQ(environments::RlveTenthsTimes(46, 25), 114);
  EXPECT_EQ(environments::RlveTenthsTimes(41, 30), 122);
  EXPECT_EQ(environments::RlveTenthsTimes(14, 45), 62);
  EXPECT_EQ(environments::RlveTenthsTimes(23, 50), 114);
  EXPECT_EQ(environments::RlveTenthsTimes(28, 45), 125);
  EXPECT_EQ(environments::RlveTenthsTimes(10, 7), 7);
  EXPECT_EQ(environments::RlveTenthsTimes(50, 139), 695);
  EXPECT_EQ(environments::RlveTenthsTimes(25, 3), 7);
  // Where the double product is exact or rounds back, it is floor(k n / 10).
  for (int64_t k = 10; k <= 50; k += 10) {
    for (int64_t n = 0; n < 2000; ++n) EXPECT_EQ(environments::RlveTenthsTimes(k, n), k * n / 10);
  }
  // Never above the exact product, never more than 1 below it.
  for (int64_t k = 10; k <= 50; ++k) {
    for (int64_t n = 0; n < 2000; ++n) {
      const int64_t got = environments::RlveTenthsTimes(k, n);
      EXPECT_LE(got, k * n / 10) << k << " " << n;
      EXPECT_GE(got, k * n / 10 - 1) << k << " " << n;
    }
  }
}

// Small generated instances (N = 3..6): the sizes follow RLVE's controller,
// every clause is satisfied by the stored assignment and by the reference,
// and over all 2^N assignments exactly the satisfying ones earn 1, the
// others (satisfied / M)^10 by the definition.
TEST(TwoSatBruteForceTest, ExactlyTheSatisfyingAssignmentsScoreOne) {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find(kName);
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  const int64_t sizes[] = {3, 4, 5, 6};
  for (const testing::Generated& g : testing::GenerateSmall(kName, 3, 6)) {
    const int64_t n = g.Int("n");
    ASSERT_EQ(n, sizes[g.level]) << g.Where();
    const std::vector<std::vector<int64_t>> clauses = g.IntRows("clauses");
    const int64_t m = static_cast<int64_t>(clauses.size());
    EXPECT_GE(m, n) << g.Where();
    EXPECT_LE(m, 5 * n) << g.Where();
    const PreparedProblemPtr prepared = testing::PrepareGenerated(kName, g);
    ASSERT_NE(prepared, nullptr);
    int64_t solutions = 0;
    for (int64_t mask = 0; mask < (int64_t{1} << n); ++mask) {
      std::vector<int64_t> x;
      for (int64_t i = 0; i < n; ++i) x.push_back((mask >> i) & 1);
      int64_t satisfied = 0;
      for (const std::vector<int64_t>& c : clauses) {
        ASSERT_EQ(c.size(), 4u);
        ASSERT_NE(c[0], c[2]);
        const bool a = c[1] == 1 ? x[c[0]] == 1 : x[c[0]] == 0;
        const bool b = c[3] == 1 ? x[c[2]] == 1 : x[c[2]] == 0;
        satisfied += (a || b) ? 1 : 0;
      }
      const std::string text = absl::StrJoin(x, " ");
      if (text == g.answer || x == g.Ints("assignment")) {
        EXPECT_EQ(satisfied, m) << g.Where();
      }
      auto verdict = verifier->Verify({*prepared, "<answer>" + text + "</answer>", params});
      ASSERT_TRUE(verdict.ok());
      if (satisfied == m) {
        ++solutions;
        EXPECT_EQ(verdict->score, 1.0) << g.Where() << " " << text;
        EXPECT_TRUE(verdict->correct);
      } else {
        EXPECT_NEAR(verdict->score, std::pow(static_cast<double>(satisfied) / m, 10), 1e-12)
            << g.Where() << " " << text;
        EXPECT_FALSE(verdict->correct);
      }
    }
    EXPECT_GE(solutions, 1) << g.Where();
  }
}

}  // namespace
}  // namespace two_sat_test_cc
}  // namespace referee

// DifferenceConstraintSystem (RLVE-Gym): integers x[0..N-1] satisfying
// x[i] - x[j] <= c; ladder -1 unparseable or not N integers, else
// (satisfied / M)^beta, beta = 5; values of any size read exactly.
#include <cmath>
#include <cstdint>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/verifier.h"

namespace referee {
inline namespace difference_constraint_system_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "difference_constraint_system";

class DifferenceConstraintSystemTest : public testing::VerifierTableTest {};

// K0: x0 - x1 <= 2, K1: x1 - x2 <= -1, K2: x2 - x0 <= 0, K3: x0 - x2 <= 3.
// Stored 1 0 1: 1, -1, 0, 0 all hold. For the reference, x2 >= x1 + 1 = 1
// (K1), x2 >= x0 - 3 (K3) and x2 <= x0 = 1 (K2): x2 = 1 is its largest,
// then everything shifted by -1: 0 -1 0.
constexpr char kInstance[] =
    R"({"n": 3, "constraints": [[0, 1, 2], [1, 2, -1], [2, 0, 0], [0, 2, 3]],
        "solution": [1, 0, 1]})";

// 10^23 and its neighbours (temporaries live through each CheckInstance).
const std::string kE = "100000000000000000000000";
const std::string kE1 = "100000000000000000000001";
const std::string kE2 = "100000000000000000000002";

std::string Answer(const std::vector<std::string>& x) {
  return "<answer>" + absl::StrJoin(x, " ") + "</answer>";
}

TEST_F(DifferenceConstraintSystemTest, Ladder) {
  CheckInstance(
      kName, kInstance,
      {{"<answer>1 0 1</answer>", 1, true, true},
       {"<answer>0 -1 0</answer>", 1, true, true},
       {"<answer>101 100 101</answer>", 1, true, true},  // A shift is a solution.
       {"\\boxed{1 0 1}", 1, true, true},
       {"<answer>\n+1\t00 01\n</answer>", 1, true, true},
       // Shifts past 64 bits, read exactly.
       {Answer({kE1, kE, kE1}).c_str(), 1, true, true},
       {Answer({"-" + kE, "-" + kE1, "-" + kE}).c_str(), 1, true, true},
       {"<answer>9223372036854775807 9223372036854775806 9223372036854775807</answer>", 1,
        true, true},
       {"<answer>9223372036854775808 9223372036854775807 9223372036854775808</answer>", 1,
        true, true},
       // The first value is the int64 minimum itself (kHugeToken's value).
       {"<answer>-9223372036854775808 -9223372036854775809 -9223372036854775808</answer>", 1,
        true, true},
       // 0 0 0: K1 (0 <= -1) fails: 3 of 4.
       {"<answer>0 0 0</answer>", std::pow(0.75, 5), false, true},
       // 5 0 0: K0 (5 <= 2), K1 (0 <= -1), K3 (5 <= 3) fail: 1 of 4.
       {"<answer>5 0 0</answer>", std::pow(0.25, 5), false, true},
       // 1 0 10^23: K2 (10^23 - 1 <= 0) fails; K1 (-10^23 <= -1), K3 hold: 3 of 4.
       {Answer({"1", "0", kE}).c_str(), std::pow(0.75, 5), false, true},
       // -10^23 0 0: K1 (0 <= -1) and K2 (10^23 <= 0) fail: 2 of 4.
       {Answer({"-" + kE, "0", "0"}).c_str(), std::pow(0.5, 5), false, true},
       // 10^23 + (1, 0, 2): K0 1 <= 2, K1 -2 <= -1, K3 -1 <= 3 hold,
       // K2 = 1 <= 0 fails: 3 of 4 (differences of huge values exactly).
       {Answer({kE1, kE, kE2}).c_str(), std::pow(0.75, 5), false, true},
       // RLVE's wrong_format: a wrong count, not integers, no answer.
       {"<answer>1 0</answer>", -1, false, false},
       {"<answer>1 0 1 1</answer>", -1, false, false},
       {Answer({kE, kE}).c_str(), -1, false, false},
       {"<answer></answer>", -1, false, false},
       {"<answer>1, 0, 1</answer>", -1, false, false},
       {"<answer>1 0 1.0</answer>", -1, false, false},
       {"1 0 1", -1, false, false},
       {"<answer>1 0 1", -1, false, false}});
  CheckInstance(kName, kInstance, {{"<answer>0 0 0</answer>", 0.75, false, true}},
                R"({"beta": 1})");
}

TEST_F(DifferenceConstraintSystemTest, PromptAndReference) {
  const PreparedProblemPtr problem = testing::PrepareInstance(kName, kInstance);
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultReference(*problem), "<answer>0 -1 0</answer>");
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "Find integers x[0], x[1], ..., x[2] (3 of them) such that all 4 of the following "
            "inequalities hold:\n"
            "x[0] - x[1] <= 2\nx[1] - x[2] <= -1\nx[2] - x[0] <= 0\nx[0] - x[2] <= 3\n\n"
            "Give x[0], x[1], ..., x[2] in this order on one line, separated by spaces, inside "
            "<answer> </answer> tags, for example <answer>0 0 0</answer> (any solution is "
            "accepted).");
  // x0 - x1 <= 3 bounds x1 from below only (x1 >= 5 - 3 = 2): x1 = 2, then
  // shifted by -3 so that x1 = -1: 2 -1 (2 - (-1) = 3).
  PreparedProblemPtr p = testing::PrepareInstance(
      kName, R"({"n": 2, "constraints": [[0, 1, 3]], "solution": [5, 4]})");
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->task().DefaultReference(*p), "<answer>2 -1</answer>");
  // x2 in no inequality (explicit instances only): the solution as given.
  p = testing::PrepareInstance(
      kName, R"({"n": 3, "constraints": [[0, 1, 0]], "solution": [0, 0, 7]})");
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->task().DefaultReference(*p), "<answer>0 0 7</answer>");
  p = testing::PrepareInstance(kName, R"({"n": 3, "constraints": [[0, 1, 0]]})");
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->task().DefaultReference(*p), "");
}

TEST(DifferenceConstraintSystemInstanceTest, RejectsBadInstances) {
  for (const std::string& instance : std::vector<std::string>{
           R"({"n": 3, "constraints": []})",
           R"({"n": 3, "constraints": [[1, 1, 0]]})",             // x1 - x1.
           R"({"n": 3, "constraints": [[0, 3, 0]]})",             // No x3.
           R"({"n": 3, "constraints": [[-1, 2, 0]]})",
           R"({"n": 3, "constraints": [[0, 1, 1000000001]]})",    // |c| > 10^9.
           R"({"n": 3, "constraints": [[0, 1]]})",
           R"({"n": 3, "constraints": [[0, 1, 0]], "solution": [1, 0, 0]})",  // 1 > 0.
           R"({"n": 3, "constraints": [[0, 1, 0]], "solution": [0, 0]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
}

int64_t SatisfiedBy(const std::vector<std::vector<int64_t>>& k, const std::vector<int64_t>& x) {
  int64_t s = 0;
  for (const auto& r : k) s += x[r[0]] - x[r[1]] <= r[2] ? 1 : 0;
  return s;
}

// Small generated instances (N = 3..6): sizes, distinct pairs and slack
// follow RLVE; x[N-1] is in some inequality; the stored solution and the
// reference satisfy all, the reference with its last digit changed does
// not; and every x in [-2, 2]^N (and the same shifted by 10^30) earns
// (satisfied / M)^5, 1 exactly for the solutions.
TEST(DifferenceConstraintSystemBruteForceTest, ScoresByTheDefinition) {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find(kName);
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  const int64_t sizes[] = {3, 4, 5, 6};
  for (const testing::Generated& g : testing::GenerateSmall(kName, 3, 6)) {
    const int64_t n = g.Int("n");
    ASSERT_EQ(n, sizes[g.level]) << g.Where();
    const auto k = g.IntRows("constraints");
    const int64_t m = static_cast<int64_t>(k.size());
    EXPECT_GE(m, n) << g.Where();
    EXPECT_LE(m, 2 * n) << g.Where();
    std::set<std::pair<int64_t, int64_t>> pairs;
    bool last = false;
    for (const auto& r : k) {
      EXPECT_NE(r[0], r[1]);
      EXPECT_TRUE(pairs.insert({r[0], r[1]}).second) << g.Where();
      last = last || r[0] == n - 1 || r[1] == n - 1;
    }
    EXPECT_TRUE(last) << g.Where();
    const std::vector<int64_t> solution = g.Ints("solution");
    for (const int64_t v : solution) {
      EXPECT_LE(std::abs(v), n) << g.Where();
    }
    for (const auto& r : k) {
      const int64_t slack = r[2] - (solution[r[0]] - solution[r[1]]);
      EXPECT_GE(slack, 0) << g.Where();
      EXPECT_LE(slack, 5) << g.Where();
    }
    const PreparedProblemPtr prepared = testing::PrepareGenerated(kName, g);
    ASSERT_NE(prepared, nullptr);
    std::vector<int64_t> reference;
    for (absl::string_view t : absl::StrSplit(g.answer, ' ')) {
      reference.push_back(std::stoll(std::string(t)));
    }
    EXPECT_EQ(SatisfiedBy(k, reference), m) << g.Where();
    std::vector<int64_t> corrupted = reference;
    corrupted.back() += corrupted.back() == 0 ? 1 : -1;  // 0 -> 1, -1 -> -2.
    EXPECT_TRUE(reference.back() == 0 || reference.back() == -1) << g.Where();
    EXPECT_LT(SatisfiedBy(k, corrupted), m) << g.Where();
    if (n > 4) continue;
    std::vector<int64_t> x(static_cast<size_t>(n), -2);
    while (true) {
      const int64_t s = SatisfiedBy(k, x);
      const double want = s == m ? 1.0 : std::pow(static_cast<double>(s) / m, 5);
      std::vector<std::string> shifted;  // x + 10^30, for |x| <= 2.
      for (const int64_t v : x) {
        std::string t = v >= 0 ? "1" + std::string(30, '0') : std::string(30, '9');
        t.back() = static_cast<char>('0' + (v >= 0 ? v : 10 + v));
        shifted.push_back(t);
      }
      for (const std::string& text :
           {"<answer>" + absl::StrJoin(x, " ") + "</answer>", Answer(shifted)}) {
        auto verdict = verifier->Verify({*prepared, text, params});
        ASSERT_TRUE(verdict.ok());
        EXPECT_NEAR(verdict->score, want, 1e-12) << g.Where() << text;
        EXPECT_EQ(verdict->correct, s == m) << g.Where() << text;
      }
      size_t at = 0;
      while (at < x.size() && x[at] == 2) x[at++] = -2;
      if (at == x.size()) break;
      ++x[at];
    }
  }
}

}  // namespace
}  // namespace difference_constraint_system_test_cc
}  // namespace referee

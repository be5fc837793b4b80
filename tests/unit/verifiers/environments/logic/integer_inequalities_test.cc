// IntegerProgramming (RLVE-Gym): integers x[0..N-1] satisfying
// sum a x >= b; ladder -1 unparseable or not N integers, else
// (satisfied / M)^beta, beta = 5; values of any size read exactly.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/verifier.h"

namespace referee {
inline namespace integer_inequalities_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "integer_inequalities";

class IntegerInequalitiesTest : public testing::VerifierTableTest {};

// R0: 2 x0 - x1 >= 1, R1: x1 + x2 >= 0, R2: -x0 + 3 x2 >= -2,
// R3: -x2 >= -5. Stored 1 0 0: 2, 0, -1, 0 all hold. For the reference,
// x0 = 1 and x1 = 0 fixed: R1 gives x2 >= 0, R2 3 x2 >= -1 (x2 >= 0),
// R3 x2 <= 5. The stored 0 would become 1 (inside [0, 5]), so do 0..4;
// 5 becomes 6 (outside): 1 0 5.
constexpr char kInstance[] =
    R"({"n": 3, "coefficients": [[2, -1, 0], [0, 1, 1], [-1, 0, 3], [0, 0, -1]],
        "bounds": [1, 0, -2, -5], "solution": [1, 0, 0]})";

// R0: x0 - x1 >= 1, R1: x1 >= -3 (no upper bound on x0).
constexpr char kOpen[] =
    R"({"n": 2, "coefficients": [[1, -1], [0, 1]], "bounds": [1, -3], "solution": [0, -1]})";

// 10^23 and its neighbour (temporaries live through each CheckInstance).
const std::string kE = "100000000000000000000000";
const std::string kE1 = "100000000000000000000001";
const std::string kTwoE = "200000000000000000000000";
const std::string kTwoE1 = "199999999999999999999999";

std::string Answer(const std::vector<std::string>& x) {
  return "<answer>" + absl::StrJoin(x, " ") + "</answer>";
}

TEST_F(IntegerInequalitiesTest, Ladder) {
  CheckInstance(
      kName, kInstance,
      {{"<answer>1 0 0</answer>", 1, true, true},
       {"<answer>1 0 5</answer>", 1, true, true},
       // 3 1 4: R0 5 >= 1, R1 5 >= 0, R2 9 >= -2, R3 -4 >= -5.
       {"<answer>3 1 4</answer>", 1, true, true},
       {"\\boxed{1 0 5}", 1, true, true},
       {"<answer>\n+1\t00 05\n</answer>", 1, true, true},
       // 0 0 0: R0 (0 >= 1) fails: 3 of 4.
       {"<answer>0 0 0</answer>", std::pow(0.75, 5), false, true},
       // 0 -1 0: R0 1 >= 1 holds, R1 (-1 >= 0) fails: 3 of 4.
       {"<answer>0 -1 0</answer>", std::pow(0.75, 5), false, true},
       // 1 0 6: R3 (-6 >= -5) fails: 3 of 4.
       {"<answer>1 0 6</answer>", std::pow(0.75, 5), false, true},
       // 0 0 -1: R0 0, R1 -1, R2 -3 >= -2 fail; R3 1 >= -5 holds: 1 of 4.
       {"<answer>0 0 -1</answer>", std::pow(0.25, 5), false, true},
       // 10^23, 2 10^23 - 1, 0: R0 = 1 >= 1 exactly, R1 holds, R2
       // (-10^23 >= -2) fails, R3 holds: 3 of 4.
       {Answer({kE, kTwoE1, "0"}).c_str(), std::pow(0.75, 5), false, true},
       // 10^23, 2 10^23, 0: R0 = 0 fails, R2 fails: 2 of 4.
       {Answer({kE, kTwoE, "0"}).c_str(), std::pow(0.5, 5), false, true},
       // -10^23, 0, 0: R0 (-2 10^23) fails, R1 holds, R2 (10^23) holds, R3: 3 of 4.
       {Answer({"-" + kE, "0", "0"}).c_str(), std::pow(0.75, 5), false, true},
       // RLVE's wrong_format: a wrong count, not integers, no answer.
       {"<answer>1 0</answer>", -1, false, false},
       {"<answer>1 0 5 1</answer>", -1, false, false},
       {Answer({kE, kE}).c_str(), -1, false, false},
       {"<answer></answer>", -1, false, false},
       {"<answer>1, 0, 5</answer>", -1, false, false},
       {"<answer>1 0 5.0</answer>", -1, false, false},
       {"1 0 5", -1, false, false},
       {"<answer>1 0 5", -1, false, false}});
  CheckInstance(kName, kInstance, {{"<answer>0 0 0</answer>", 0.75, false, true}},
                R"({"beta": 1})");
  CheckInstance(
      kName, kOpen,
      {{"<answer>0 -3</answer>", 1, true, true},
       // 10^23 + 1 - 10^23 = 1 >= 1: both hold.
       {Answer({kE1, kE}).c_str(), 1, true, true},
       // 10^23 - 10^23 = 0 fails R0: 1 of 2.
       {Answer({kE, kE}).c_str(), std::pow(0.5, 5), false, true},
       // 2^63 and -3: both hold.
       {"<answer>9223372036854775808 -3</answer>", 1, true, true},
       // The int64 minimum itself (kHugeToken's value): R0 -2^63 + 3 fails.
       {"<answer>-9223372036854775808 -3</answer>", std::pow(0.5, 5), false, true},
       // x1 = -2^63 - 1: R0 holds (2^63 + 1 >= 1), R1 fails.
       {"<answer>0 -9223372036854775809</answer>", std::pow(0.5, 5), false, true},
       // Both huge negative, 1 apart: R0 holds, R1 fails.
       {Answer({"-" + kE, "-" + kE1}).c_str(), std::pow(0.5, 5), false, true}});
}

TEST_F(IntegerInequalitiesTest, PromptAndReference) {
  const PreparedProblemPtr problem = testing::PrepareInstance(kName, kInstance);
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultReference(*problem), "<answer>1 0 5</answer>");
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "Find integers x[0], x[1], ..., x[2] (3 of them) such that all 4 of the following "
            "linear inequalities hold:\n"
            "2*x[0] - x[1] >= 1\nx[1] + x[2] >= 0\n-x[0] + 3*x[2] >= -2\n-x[2] >= -5\n\n"
            "Give x[0], x[1], ..., x[2] in this order on one line, separated by spaces, inside "
            "<answer> </answer> tags, for example <answer>0 0 0</answer> (any solution is "
            "accepted).");
  // x1 in [-3, -1] (x1 <= x0 - 1 = -1, x1 >= -3): the stored -1 becomes -2
  // (inside); -3 becomes -4 (outside).
  PreparedProblemPtr p = testing::PrepareInstance(kName, kOpen);
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->task().DefaultReference(*p), "<answer>0 -3</answer>");
  // x2 in no inequality: the solution as given.
  p = testing::PrepareInstance(
      kName, R"({"n": 3, "coefficients": [[1, 0, 0]], "bounds": [0], "solution": [0, 0, 7]})");
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->task().DefaultReference(*p), "<answer>0 0 7</answer>");
  // Only a lower bound x1 >= 0 (x1 = 0 .. 20 all become values >= 0, then
  // 9 -> 0 stays): nothing pins it, the solution as given.
  p = testing::PrepareInstance(
      kName, R"({"n": 2, "coefficients": [[0, 1]], "bounds": [0], "solution": [4, 3]})");
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->task().DefaultReference(*p), "<answer>4 3</answer>");
  // x1 >= 1: 1 -> 2 stays, ..., 9 -> 0 leaves: 9.
  p = testing::PrepareInstance(
      kName, R"({"n": 2, "coefficients": [[0, 2]], "bounds": [1], "solution": [4, 3]})");
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->task().DefaultReference(*p), "<answer>4 9</answer>");
  p = testing::PrepareInstance(kName,
                               R"({"n": 2, "coefficients": [[1, 1]], "bounds": [0]})");
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->task().DefaultReference(*p), "");
}

TEST(IntegerInequalitiesInstanceTest, RejectsBadInstances) {
  for (const std::string& instance : std::vector<std::string>{
           R"({"n": 2, "coefficients": [], "bounds": []})",
           R"({"n": 2, "coefficients": [[0, 0]], "bounds": [0]})",          // No variable.
           R"({"n": 2, "coefficients": [[1, 0, 0]], "bounds": [0]})",       // Width 3.
           R"({"n": 2, "coefficients": [[1, 0]], "bounds": [0, 1]})",       // Two bounds.
           R"({"n": 2, "coefficients": [[1001, 0]], "bounds": [0]})",       // |a| > 1000.
           R"({"n": 2, "coefficients": [[1, 0]], "bounds": [1000000000001]})",
           R"({"n": 1, "coefficients": [[1]], "bounds": [0]})",
           R"({"n": 2, "coefficients": [[1, 0]], "bounds": [1], "solution": [0, 0]})",
           R"({"n": 2, "coefficients": [[1, 0]], "bounds": [0], "solution": [0]})",
           R"({"n": 2, "coefficients": [[1, 0]], "bounds": [0],
               "solution": [1000000001, 0]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
}

int64_t SatisfiedBy(const std::vector<std::vector<int64_t>>& a, const std::vector<int64_t>& b,
                    const std::vector<int64_t>& x) {
  int64_t s = 0;
  for (size_t r = 0; r < a.size(); ++r) {
    int64_t sum = 0;
    for (size_t i = 0; i < x.size(); ++i) sum += a[r][i] * x[i];
    s += sum >= b[r] ? 1 : 0;
  }
  return s;
}

// Small generated instances (N = 3, 4): sizes, coefficients and slack
// follow RLVE; the reference satisfies every inequality and its last
// digit changed (on the text) does not; and every x in [-N-2, N+2]^N
// earns (satisfied / M)^5, 1 exactly for the solutions.
TEST(IntegerInequalitiesBruteForceTest, ScoresByTheDefinition) {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find(kName);
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  for (const testing::Generated& g : testing::GenerateSmall(kName, 1, 6)) {
    const int64_t n = g.Int("n");
    ASSERT_EQ(n, 3 + g.level) << g.Where();
    const auto a = g.IntRows("coefficients");
    const auto b = g.Ints("bounds");
    const int64_t m = static_cast<int64_t>(a.size());
    EXPECT_GE(m, n) << g.Where();
    EXPECT_LE(m, 2 * n) << g.Where();
    const std::vector<int64_t> solution = g.Ints("solution");
    for (const int64_t v : solution) EXPECT_LE(std::abs(v), n) << g.Where();
    for (size_t r = 0; r < a.size(); ++r) {
      bool any = false;
      int64_t sum = 0;
      for (size_t i = 0; i < a[r].size(); ++i) {
        EXPECT_LE(std::abs(a[r][i]), 4) << g.Where();
        any = any || a[r][i] != 0;
        sum += a[r][i] * solution[i];
      }
      EXPECT_TRUE(any) << g.Where();
      EXPECT_GE(sum - b[r], 0) << g.Where();
      EXPECT_LE(sum - b[r], 2) << g.Where();
    }
    const PreparedProblemPtr prepared = testing::PrepareGenerated(kName, g);
    ASSERT_NE(prepared, nullptr);
    std::vector<int64_t> reference;
    for (absl::string_view t : absl::StrSplit(g.answer, ' ')) {
      reference.push_back(std::stoll(std::string(t)));
    }
    EXPECT_EQ(SatisfiedBy(a, b, reference), m) << g.Where();
    std::string text = g.answer;
    text.back() = text.back() == '9' ? '0' : static_cast<char>(text.back() + 1);
    std::vector<int64_t> corrupted;
    for (absl::string_view t : absl::StrSplit(text, ' ')) {
      corrupted.push_back(std::stoll(std::string(t)));
    }
    EXPECT_LT(SatisfiedBy(a, b, corrupted), m) << g.Where() << " " << text;
    const int64_t span = n + 2;
    std::vector<int64_t> x(static_cast<size_t>(n), -span);
    while (true) {
      const int64_t s = SatisfiedBy(a, b, x);
      const double want = s == m ? 1.0 : std::pow(static_cast<double>(s) / m, 5);
      const std::string answer = "<answer>" + absl::StrJoin(x, " ") + "</answer>";
      auto verdict = verifier->Verify({*prepared, answer, params});
      ASSERT_TRUE(verdict.ok());
      EXPECT_NEAR(verdict->score, want, 1e-12) << g.Where() << answer;
      EXPECT_EQ(verdict->correct, s == m) << g.Where() << answer;
      size_t at = 0;
      while (at < x.size() && x[at] == span) x[at++] = -span;
      if (at == x.size()) break;
      ++x[at];
    }
  }
}

}  // namespace
}  // namespace integer_inequalities_test_cc
}  // namespace referee

// Cryptarithmetic (RLVE-Gym): the values of the digit symbols d[0..N-1] of
// base N making a written addition true; ladder -1 unparseable, -0.5 not a
// permutation of 0..N-1, else (sum digits matching / sum digits)^beta,
// beta = 3; the instance checks and a brute force over all permutations.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/verifier.h"

namespace referee {
inline namespace cryptarithmetic_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "cryptarithmetic";

class CryptarithmeticTest : public testing::VerifierTableTest {};

// Base 3, d[2]d[0] + d[2]d[2] = d[2]d[1]d[1]; stored d = 2 0 1: 12 + 11 =
// 100 in base 3 (5 + 4 = 9). With the answer's values v0 v1 v2, least
// significant digit first: A = v0 v2, B = v2 v2, S = v1 v1 v2.
//   2 0 1: A + B = 2+1 = 0 carry 1, 1+1+1 = 0 carry 1, 1 -> 0 0 1 = S: 3 of 3.
//   0 1 2: 0+2 = 2, 2+2 = 1 carry 1, 1 -> 2 1 1 vs S 1 1 2: position 1, 1 of 3.
//   1 2 0: 1+0 = 1, 0+0 = 0 -> 1 0 (and 0) vs S 2 2 0: position 2, 1 of 3.
constexpr char kInstance[] =
    R"({"n": 3, "addend1": [2, 0], "addend2": [2, 2], "sum": [2, 1, 1], "digits": [2, 0, 1]})";

// Base 4, d[0] + d[0] = d[2]; stored d = 1 0 2 3 (1 + 1 = 2). Solutions:
// 2 v0 = v2 < 4, so v0 = 1, v2 = 2 and v1, v3 = 0, 3 either way.
//   3 1 2 0: 3 + 3 = 6 = 12 in base 4, digits 2 1 vs S 2 (and 0): 1 of 2,
//     (1/2)^3. (RLVE pads S with the symbol whose hidden value is 0, d[1],
//     and the answer gives d[1] the carry 1: it scores this non-solution 1;
//     here the missing digit is 0: the deviation in the header.)
//   2 0 1 3: 2 + 2 = 10 in base 4, digits 0 1 vs S 1 (and 0): 0 of 2.
//   0 1 2 3: 0 + 0 = 0 vs 2: 0 of 1.
constexpr char kOverflow[] =
    R"({"n": 4, "addend1": [0], "addend2": [0], "sum": [2], "digits": [1, 0, 2, 3]})";

TEST_F(CryptarithmeticTest, Ladder) {
  CheckInstance(kName, kInstance,
                {{"<answer>2 0 1</answer>", 1, true, true},
                 {"\\boxed{2 0 1}", 1, true, true},
                 {"<answer>\n+2\t00 01\n</answer>", 1, true, true},
                 {"<answer>0 1 2</answer>", 1.0 / 27, false, true},
                 {"<answer>1 2 0</answer>", 1.0 / 27, false, true},
                 // RLVE's not_permutation.
                 {"<answer>2 0 0</answer>", -0.5, false, true},
                 {"<answer>2 0 3</answer>", -0.5, false, true},
                 {"<answer>2 0 -1</answer>", -0.5, false, true},
                 {"<answer>2 0 99999999999999999999999</answer>", -0.5, false, true},
                 {"<answer>2 0</answer>", -0.5, false, true},
                 {"<answer>2 0 1 3</answer>", -0.5, false, true},
                 {"<answer></answer>", -0.5, false, true},
                 {"<answer>2, 0, 1</answer>", -1, false, false},
                 {"<answer>d 0 1</answer>", -1, false, false},
                 {"2 0 1", -1, false, false},
                 {"<answer>2 0 1", -1, false, false}});
  CheckInstance(kName, kInstance, {{"<answer>0 1 2</answer>", 1.0 / 3, false, true}},
                R"({"beta": 1})");
  CheckInstance(kName, kOverflow,
                {{"<answer>1 0 2 3</answer>", 1, true, true},
                 {"<answer>1 3 2 0</answer>", 1, true, true},
                 {"<answer>3 1 2 0</answer>", 0.125, false, true},
                 {"<answer>2 0 1 3</answer>", 0, false, true},
                 {"<answer>0 1 2 3</answer>", 0, false, true}});
}

TEST_F(CryptarithmeticTest, Prompt) {
  const PreparedProblemPtr problem = testing::PrepareInstance(kName, kInstance);
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultReference(*problem), "<answer>2 0 1</answer>");
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "In a positional number system with base 3, the 3 digit symbols d[0], d[1], ..., "
            "d[2] stand for the values 0, 1, ..., 2 in some unknown order: each symbol has its "
            "own value and no two share one. A number is written with its most significant "
            "symbol first, so d[i]d[j]d[k] means d[i] * 3^2 + d[j] * 3 + d[k].\n\n"
            "The following addition is true:\n"
            "d[2]d[0]\n+\nd[2]d[2]\n=\nd[2]d[1]d[1]\n\n"
            "Find a value (in decimal) for every symbol so that the addition holds. Give the "
            "values of d[0], d[1], ..., d[2] in this order on one line, separated by spaces, "
            "inside <answer> </answer> tags. For example, <answer>0 1 2</answer> would mean "
            "d[0] = 0, d[1] = 1, and so on.");
  const PreparedProblemPtr bare = testing::PrepareInstance(
      kName, R"({"n": 3, "addend1": [2, 0], "addend2": [2, 2], "sum": [2, 1, 1]})");
  ASSERT_NE(bare, nullptr);
  EXPECT_EQ(bare->task().DefaultReference(*bare), "");
}

TEST(CryptarithmeticInstanceTest, RejectsBadInstances) {
  for (const std::string& instance : std::vector<std::string>{
           // Not a permutation.
           R"({"n": 3, "addend1": [2, 0], "addend2": [2, 2], "sum": [2, 1, 1], "digits": [2, 0, 2]})",
           // 1 0 2: 21 + 22 in base 3 is 7 + 8 = 15, S = 200 is 18.
           R"({"n": 3, "addend1": [2, 0], "addend2": [2, 2], "sum": [2, 1, 1], "digits": [1, 0, 2]})",
           R"({"n": 3, "addend1": [3, 0], "addend2": [2, 2], "sum": [2, 1, 1]})",  // No d[3].
           R"({"n": 3, "addend1": [], "addend2": [2, 2], "sum": [2, 1, 1]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
}

// The value of `symbols` (most significant first) under `v`, base n.
int64_t Number(const std::vector<int64_t>& symbols, const std::vector<int64_t>& v, int64_t n) {
  int64_t x = 0;
  for (const int64_t s : symbols) x = x * n + v[s];
  return x;
}

// Small generated instances (bases 3, 4, 5): sizes follow RLVE's
// controller; over every permutation, exactly those making A + B = S as
// numbers earn 1, and every answer earns RLVE's score (its own algorithm,
// restated: hidden digits, the shorter side padded with the hidden 0 or
// the answer's 0), except that a carry past S's width never matches.
TEST(CryptarithmeticBruteForceTest, RlveScoresAndExactSolutions) {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find(kName);
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  for (const testing::Generated& g : testing::GenerateSmall(kName, 2, 5)) {
    const int64_t n = g.Int("n");
    ASSERT_EQ(n, g.level + 3) << g.Where();
    const std::vector<int64_t> a = g.Ints("addend1"), b = g.Ints("addend2"), s = g.Ints("sum");
    const std::vector<int64_t> gold = g.Ints("digits");
    const int64_t length = static_cast<int64_t>(a.size());
    EXPECT_EQ(b.size(), a.size()) << g.Where();
    EXPECT_GE(length, n + 3) << g.Where();
    EXPECT_LE(length, std::max(n + 3, 2 * n)) << g.Where();
    EXPECT_NE(gold[a[0]], 0) << g.Where();
    EXPECT_NE(gold[b[0]], 0) << g.Where();
    EXPECT_EQ(Number(a, gold, n) + Number(b, gold, n), Number(s, gold, n)) << g.Where();
    EXPECT_EQ(g.answer, absl::StrJoin(gold, " ")) << g.Where();
    std::vector<int64_t> gold_symbol(static_cast<size_t>(n));  // gold_digit2i
    for (int64_t i = 0; i < n; ++i) gold_symbol[gold[i]] = i;
    const PreparedProblemPtr prepared = testing::PrepareGenerated(kName, g);
    ASSERT_NE(prepared, nullptr);
    std::vector<int64_t> v(static_cast<size_t>(n));
    std::iota(v.begin(), v.end(), int64_t{0});
    do {
      // RLVE's scorer: the answer's digits of A and B, least significant
      // first, added; the gold sum's hidden digits.
      std::vector<int64_t> x, y, c, gs;
      for (size_t i = a.size(); i-- > 0;) x.push_back(v[a[i]]);
      for (size_t i = b.size(); i-- > 0;) y.push_back(v[b[i]]);
      for (size_t i = s.size(); i-- > 0;) gs.push_back(gold[s[i]]);
      int64_t carry = 0;
      for (size_t i = 0; i < x.size(); ++i) {
        c.push_back((x[i] + y[i] + carry) % n);
        carry = (x[i] + y[i] + carry) / n;
      }
      if (carry > 0) c.push_back(carry);
      const bool longer = c.size() > gs.size();
      if (c.size() < gs.size()) c.push_back(0);
      if (gs.size() < c.size()) gs.push_back(0);
      std::vector<int64_t> symbol(static_cast<size_t>(n));  // digit2i
      for (int64_t i = 0; i < n; ++i) symbol[v[i]] = i;
      int64_t matches = 0;
      for (size_t i = 0; i < c.size(); ++i) {
        const bool rlve = symbol[c[i]] == gold_symbol[gs[i]];
        matches += (rlve && !(longer && i + 1 == c.size())) ? 1 : 0;
      }
      const bool solution = Number(a, v, n) + Number(b, v, n) == Number(s, v, n);
      const std::string text = absl::StrJoin(v, " ");
      auto verdict = verifier->Verify({*prepared, "<answer>" + text + "</answer>", params});
      ASSERT_TRUE(verdict.ok());
      EXPECT_EQ(verdict->correct, solution) << g.Where() << " " << text;
      EXPECT_EQ(matches == static_cast<int64_t>(c.size()), solution) << g.Where() << " " << text;
      if (solution) {
        EXPECT_EQ(verdict->score, 1.0) << g.Where() << " " << text;
      } else {
        EXPECT_NEAR(verdict->score, std::pow(static_cast<double>(matches) / c.size(), 3), 1e-12)
            << g.Where() << " " << text;
      }
    } while (std::next_permutation(v.begin(), v.end()));
  }
}

}  // namespace
}  // namespace cryptarithmetic_test_cc
}  // namespace referee

// Kakurasu (RLVE-Gym): an N x M 0/1 grid whose rows' 1s sit at columns
// (from 1) summing to A and whose columns' 1s sit at rows summing to B;
// ladder -1 unparseable or not N lines of M characters 0/1, else (sums
// right / (N + M))^beta, beta = 10.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/verifier.h"

namespace referee {
inline namespace kakurasu_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "kakurasu";

class KakurasuTest : public testing::VerifierTableTest {};

// 3 x 3, A = 3 3 3, B = 3 3 3 (those of 001 / 001 / 110). Sums of a grid:
//   001 / 001 / 110: rows 3, 3, 1 + 2 = 3; columns: column 1 and column 2
//     have their 1 in row 3 (3), column 3 in rows 1, 2 (3): all 6: 1.
//   110 / 110 / 001: rows 3, 3, 3; column 1 rows 1, 2 (3), column 2 the
//     same (3), column 3 row 3 (3): all 6: 1 (a second solution).
//   001 / 001 / 001: rows 3, 3, 3 right; columns 0, 0, 1 + 2 + 3 = 6: 3 of
//     6: (1/2)^10.
//   001 / 001 / 100: rows 3, 3, 1 (two right); columns: 3 (row 3), 0,
//     1 + 2 = 3 (two right): 4 of 6: (2/3)^10.
//   000 / 000 / 000: every sum 0: 0.
constexpr char kInstance[] =
    R"({"n": 3, "m": 3, "a": [3, 3, 3], "b": [3, 3, 3],
        "solution": [[0, 0, 1], [0, 0, 1], [1, 1, 0]]})";

TEST_F(KakurasuTest, Ladder) {
  CheckInstance(kName, kInstance,
                {{"<answer>001\n001\n110</answer>", 1, true, true},
                 {"<answer>110\n110\n001</answer>", 1, true, true},
                 {"<answer>\n 001 \n\n001\r\n110\n</answer>", 1, true, true},
                 {"\\boxed{001\n001\n110}", 1, true, true},
                 // Python's splitlines() also breaks at \v, \f and \x1c..\x1e.
                 {"<answer>001\v001\x1c" "110</answer>", 1, true, true},
                 {"<answer>001\n001\n001</answer>", std::pow(0.5, 10), false, true},
                 {"<answer>001\n001\n100</answer>", std::pow(2.0 / 3.0, 10), false, true},
                 {"<answer>000\n000\n000</answer>", 0, false, true},
                 // Shapes and characters RLVE calls wrong_format.
                 {"<answer>001\n001</answer>", -1, false, false},
                 {"<answer>001\n001\n110\n000</answer>", -1, false, false},
                 {"<answer>0010\n001\n110</answer>", -1, false, false},
                 {"<answer>001\n002\n110</answer>", -1, false, false},
                 {"<answer>0 0 1\n0 0 1\n1 1 0</answer>", -1, false, false},
                 {"<answer>001001110</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"001\n001\n110", -1, false, false}});
  CheckInstance(kName, kInstance, {{"<answer>001\n001\n001</answer>", 0.5, false, true}},
                R"({"beta": 1})");
}

TEST(KakurasuInstanceTest, FinishRejectsBadSolutions) {
  // 110 / 001 / 110 has row sums 3 3 3 but column sums 4 4 2.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 3, "m": 3, "a": [3, 3, 3], "b": [3, 3, 3],
                              "solution": [[1, 1, 0], [0, 0, 1], [1, 1, 0]]})")
                   .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, kInstance).ok());
  // Without a solution the sums are not checked (the reference is empty).
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"n": 2, "m": 2, "a": [3, 3], "b": [0, 0]})")
                  .ok());
}

// On small generated instances (grids of at most 12 cells), over every 0/1
// grid: A and B are the stored solution's sums (by the definition), and each
// grid earns (sums right / (N + M))^10, exactly the grids with every sum
// right earning 1 (any of them, not only the stored one).
TEST(KakurasuBruteForceTest, EveryGridScoresByTheDefinition) {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find(kName);
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  int checked = 0;
  for (const testing::Generated& g : testing::GenerateSmall(kName, 1, 10)) {
    const int64_t n = g.Int("n"), m = g.Int("m");
    EXPECT_GE(n, 2);
    EXPECT_LE(n, 3 + g.level) << g.Where();
    EXPECT_GE(m, 2);
    EXPECT_LE(m, 3 + g.level) << g.Where();
    const std::vector<int64_t> a = g.Ints("a"), b = g.Ints("b");
    const std::vector<std::vector<int64_t>> solution = g.IntRows("solution");
    for (int64_t i = 0; i < n; ++i) {
      int64_t sum = 0;
      for (int64_t j = 0; j < m; ++j) sum += solution[i][j] * (j + 1);
      EXPECT_EQ(sum, a[i]) << g.Where();
    }
    for (int64_t j = 0; j < m; ++j) {
      int64_t sum = 0;
      for (int64_t i = 0; i < n; ++i) sum += solution[i][j] * (i + 1);
      EXPECT_EQ(sum, b[j]) << g.Where();
    }
    if (n * m > 12) continue;
    ++checked;
    const PreparedProblemPtr prepared = testing::PrepareGenerated(kName, g);
    ASSERT_NE(prepared, nullptr);
    for (int64_t mask = 0; mask < (int64_t{1} << (n * m)); ++mask) {
      auto cell = [&](int64_t i, int64_t j) { return (mask >> (i * m + j)) & 1; };
      std::string text;
      int64_t right = 0;
      for (int64_t i = 0; i < n; ++i) {
        int64_t sum = 0;
        for (int64_t j = 0; j < m; ++j) {
          text += cell(i, j) ? '1' : '0';
          sum += cell(i, j) * (j + 1);
        }
        text += '\n';
        right += sum == a[i];
      }
      for (int64_t j = 0; j < m; ++j) {
        int64_t sum = 0;
        for (int64_t i = 0; i < n; ++i) sum += cell(i, j) * (i + 1);
        right += sum == b[j];
      }
      auto verdict =
          verifier->Verify({*prepared, absl::StrCat("<answer>", text, "</answer>"), params});
      ASSERT_TRUE(verdict.ok());
      if (right == n + m) {
        EXPECT_EQ(verdict->score, 1.0) << g.Where() << text;
        EXPECT_TRUE(verdict->correct) << g.Where() << text;
      } else {
        EXPECT_NEAR(verdict->score, std::pow(static_cast<double>(right) / (n + m), 10), 1e-12)
            << g.Where() << text;
        EXPECT_FALSE(verdict->correct) << g.Where() << text;
      }
    }
  }
  EXPECT_GT(checked, 0);
}

}  // namespace
}  // namespace kakurasu_test_cc
}  // namespace referee

// SurvoPuzzle (RLVE-Gym): fill an N x M grid with 0..NM-1, each once,
// keeping the given numbers, so that rows and columns have the given sums;
// ladder -1 unparseable or not N lines of M integers, -0.5 not each of
// 0..NM-1 once or a given number changed, else (sums met / (N + M))^beta,
// beta = 5.
#include <algorithm>
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
#include "verifiers/verifier.h"

namespace referee {
inline namespace survo_puzzle_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "survo_puzzle";

class SurvoPuzzleTest : public testing::VerifierTableTest {};

// Solution 4 0 2 / 1 5 3: rows 6 9, columns 5 5 5; given 4 and 5, the
// blanks get 0..3. Row 0 needs a + b = 2 ({0, 2}), row 1 c + d = 4
// ({1, 3}); column 0 (4 + c = 5) makes c = 1, column 1 (a + 5 = 5) a = 0:
// the solution is the only one. Other fillings, by hand:
//   4 2 0 / 1 5 3: rows 6 9 (both), columns 5 7 3 (one): 3 of 5.
//   4 1 3 / 0 5 2: rows 8 7, columns 4 6 5 (one): 1 of 5.
//   4 3 1 / 0 5 2: rows 8 7, columns 4 8 3: 0 of 5.
constexpr char kInstance[] =
    R"({"n": 2, "m": 3, "matrix": [[4, -1, -1], [-1, 5, -1]], "row_sums": [6, 9],
        "col_sums": [5, 5, 5], "solution": [[4, 0, 2], [1, 5, 3]]})";

TEST_F(SurvoPuzzleTest, Ladder) {
  CheckInstance(
      kName, kInstance,
      {{"<answer>4 0 2\n1 5 3</answer>", 1, true, true},
       {"<answer>\r\n 4 0 2 \r\n\n+1  5 3\n</answer>", 1, true, true},
       {"\\boxed{4 0 2\n1 5 3}", 1, true, true},
       {"<answer>4 0 2\x1c" "1 5 3</answer>", 1, true, true},
       {"<answer>4 2 0\n1 5 3</answer>", std::pow(3.0 / 5.0, 5), false, true},
       {"<answer>4 1 3\n0 5 2</answer>", std::pow(1.0 / 5.0, 5), false, true},
       {"<answer>4 3 1\n0 5 2</answer>", 0, false, true},
       // 2 twice, 3 missing.
       {"<answer>4 0 2\n1 5 2</answer>", -0.5, false, true},
       // 0..5 once each, but the given 4 and 5 swapped.
       {"<answer>5 0 2\n1 4 3</answer>", -0.5, false, true},
       // 6, -1 and 10^20 are not in 0..5.
       {"<answer>4 0 2\n1 5 6</answer>", -0.5, false, true},
       {"<answer>4 0 2\n1 5 -1</answer>", -0.5, false, true},
       {"<answer>4 0 2\n1 5 99999999999999999999</answer>", -0.5, false, true},
       // Shapes RLVE calls wrong_format.
       {"<answer>4 0 2</answer>", -1, false, false},
       {"<answer>4 0 2 1 5 3</answer>", -1, false, false},
       {"<answer>4 0\n2 1\n5 3</answer>", -1, false, false},
       {"<answer>4 0 2\n1 5 3\n0 0 0</answer>", -1, false, false},
       {"<answer>4 0 2\n1 5 3.</answer>", -1, false, false},
       {"<answer></answer>", -1, false, false},
       {"4 0 2\n1 5 3", -1, false, false}});
  CheckInstance(kName, kInstance, {{"<answer>4 2 0\n1 5 3</answer>", 0.6, false, true}},
                R"({"beta": 1})");
}

TEST(SurvoPuzzleInstanceTest, FinishRejectsBadSolutions) {
  // Sums of 0 1 / 2 3 are rows 1 5, columns 2 4.
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"n": 2, "m": 2, "matrix": [[0, -1], [-1, -1]], "row_sums": [1, 5],
                             "col_sums": [2, 4], "solution": [[0, 1], [2, 3]]})")
                  .ok());
  // Row sums swapped.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 2, "m": 2, "matrix": [[0, -1], [-1, -1]], "row_sums": [5, 1],
                              "col_sums": [2, 4], "solution": [[0, 1], [2, 3]]})")
                   .ok());
  // The given 1 at (0, 0) is not the solution's 0.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 2, "m": 2, "matrix": [[1, -1], [-1, -1]], "row_sums": [1, 5],
                              "col_sums": [2, 4], "solution": [[0, 1], [2, 3]]})")
                   .ok());
  // A repeat.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 2, "m": 2, "matrix": [[-1, -1], [-1, -1]], "row_sums": [2, 4],
                              "col_sums": [2, 4], "solution": [[1, 1], [1, 3]]})")
                   .ok());
  // Without a solution the sums are not checked.
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"n": 2, "m": 2, "matrix": [[-1, -1], [-1, -1]], "row_sums": [0, 0],
                             "col_sums": [6, 6]})")
                  .ok());
}

using Board = std::vector<std::vector<int64_t>>;

std::string Text(const Board& board) {
  std::vector<std::string> rows;
  for (const std::vector<int64_t>& row : board) rows.push_back(absl::StrJoin(row, " "));
  return absl::StrCat("<answer>", absl::StrJoin(rows, "\n"), "</answer>");
}

// On generated instances (levels 0, 1: up to 4 x 4) with at most 8
// blanks: the sums are the stored solution's, a permutation of 0..NM-1
// keeping the givens; every way of putting the missing numbers into the
// blanks is scored: those meeting all N + M sums earn 1, the others
// (met / (N + M))^5.
TEST(SurvoPuzzleBruteForceTest, ExactlyTheFillingsMeetingEverySumScoreOne) {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find(kName);
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  int checked = 0;
  for (const testing::Generated& g : testing::GenerateSmall(kName, 1, 8)) {
    const int64_t n = g.Int("n"), m = g.Int("m");
    ASSERT_TRUE(n >= 2 && n <= 3 + g.level && m >= 2 && m <= 3 + g.level) << g.Where();
    const Board matrix = g.IntRows("matrix"), solution = g.IntRows("solution");
    const std::vector<int64_t> row_sums = g.Ints("row_sums"), col_sums = g.Ints("col_sums");
    std::vector<int64_t> all;
    std::vector<std::pair<int64_t, int64_t>> blanks;
    std::vector<int64_t> missing;
    for (int64_t i = 0; i < n; ++i) {
      for (int64_t j = 0; j < m; ++j) {
        all.push_back(solution[i][j]);
        if (matrix[i][j] == -1) {
          blanks.push_back({i, j});
          missing.push_back(solution[i][j]);
        } else {
          EXPECT_EQ(matrix[i][j], solution[i][j]) << g.Where();
        }
      }
    }
    std::sort(all.begin(), all.end());
    for (int64_t v = 0; v < n * m; ++v) EXPECT_EQ(all[v], v) << g.Where();
    if (blanks.size() > 8) continue;
    ++checked;
    const PreparedProblemPtr prepared = testing::PrepareGenerated(kName, g);
    ASSERT_NE(prepared, nullptr);
    std::sort(missing.begin(), missing.end());
    int full = 0;
    do {
      Board b = matrix;
      for (size_t k = 0; k < blanks.size(); ++k) b[blanks[k].first][blanks[k].second] = missing[k];
      int64_t met = 0;
      for (int64_t i = 0; i < n; ++i) {
        int64_t sum = 0;
        for (int64_t j = 0; j < m; ++j) sum += b[i][j];
        met += sum == row_sums[i];
      }
      for (int64_t j = 0; j < m; ++j) {
        int64_t sum = 0;
        for (int64_t i = 0; i < n; ++i) sum += b[i][j];
        met += sum == col_sums[j];
      }
      if (b == solution) {
        EXPECT_EQ(met, n + m) << g.Where();
      }
      auto verdict = verifier->Verify({*prepared, Text(b), params});
      ASSERT_TRUE(verdict.ok());
      if (met == n + m) {
        ++full;
        EXPECT_EQ(verdict->score, 1.0) << g.Where() << Text(b);
        EXPECT_TRUE(verdict->correct) << g.Where() << Text(b);
      } else {
        EXPECT_NEAR(verdict->score, std::pow(static_cast<double>(met) / (n + m), 5), 1e-12)
            << g.Where() << Text(b);
        EXPECT_FALSE(verdict->correct) << g.Where() << Text(b);
      }
    } while (std::next_permutation(missing.begin(), missing.end()));
    EXPECT_GE(full, 1) << g.Where();
  }
  EXPECT_GE(checked, 4);
}

}  // namespace
}  // namespace survo_puzzle_test_cc
}  // namespace referee

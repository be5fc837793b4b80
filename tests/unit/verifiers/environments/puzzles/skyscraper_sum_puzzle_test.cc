// SkyscraperSumPuzzle (RLVE-Gym): an N x N Latin square over 0..N-1 of
// building heights whose visible heights, seen from each side, add up to
// given sums; ladder -1 unparseable or not N lines of N integers, -0.5 not
// Latin, else (sums matching / 4N)^beta, beta = 10.
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
inline namespace skyscraper_sum_puzzle_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "skyscraper_sum_puzzle";

class SkyscraperSumPuzzleTest : public testing::VerifierTableTest {};

// S = 0 1 2 / 1 2 0 / 2 0 1 (symmetric: columns read as rows).
//   left:  0 1 2 sees 0, 1, 2: 3; 1 2 0 sees 1, 2: 3; 2 0 1 sees 2: 2.
//          -> 3 3 2
//   right: 2 1 0 (row 0 from the right) sees 2: 2; 0 2 1 sees 0, 2: 2;
//          1 0 2 sees 1, 2: 3.                          -> 2 2 3
//   top = left = 3 3 2, bottom = right = 2 2 3 (S is symmetric).
// Other Latin squares, against these 12 clues:
//   U = 1 2 0 / 0 1 2 / 2 0 1: left 3 3 2 and right (0 2 1: 2, 2 1 0: 2,
//     1 0 2: 3) 2 2 3 all match; columns 1 0 2 / 2 1 0 / 0 2 1: top 3 2 2
//     (columns 0, 2), bottom (2 0 1: 2, 0 1 2: 3, 1 2 0: 3) 2 3 3
//     (columns 0, 2): 10 of 12.
//   V = 1 0 2 / 0 2 1 / 2 1 0 (symmetric): left (1 0 2: 3, 0 2 1: 2,
//     2 1 0: 2) 3 2 2 (rows 0, 2), right (2 0 1: 2, 1 2 0: 3, 0 1 2: 3)
//     2 3 3 (rows 0, 2); top, bottom the same: 8 of 12.
//   T = 0 2 1 / 2 1 0 / 1 0 2 (symmetric): left (2, 2, 3) 2 2 3, right
//     (1 2 0: 3, 0 1 2: 3, 2 0 1: 2) 3 3 2: none match, 0 of 12.
constexpr char kInstance[] =
    R"({"n": 3, "left": [3, 3, 2], "right": [2, 2, 3], "top": [3, 3, 2],
        "bottom": [2, 2, 3], "solution": [[0, 1, 2], [1, 2, 0], [2, 0, 1]]})";

TEST_F(SkyscraperSumPuzzleTest, Ladder) {
  CheckInstance(
      kName, kInstance,
      {{"<answer>0 1 2\n1 2 0\n2 0 1</answer>", 1, true, true},
       {"<answer>\r\n0 1 2\r\n1  2 0\n\n+2 0 1\n</answer>", 1, true, true},
       {"\\boxed{0 1 2\n1 2 0\n2 0 1}", 1, true, true},
       // Python's splitlines() also breaks at \v, \f and \x1c..\x1e.
       {"<answer>0 1 2\v1 2 0\x1c" "2 0 1</answer>", 1, true, true},
       {"<answer>1 2 0\n0 1 2\n2 0 1</answer>", std::pow(10.0 / 12.0, 10), false, true},
       {"<answer>1 0 2\n0 2 1\n2 1 0</answer>", std::pow(8.0 / 12.0, 10), false, true},
       {"<answer>0 2 1\n2 1 0\n1 0 2</answer>", 0, false, true},
       // Rows are permutations, column 0 holds 0, 1, 0.
       {"<answer>0 1 2\n1 2 0\n0 2 1</answer>", -0.5, false, true},
       // 3 is no height of a 3 x 3 grid; nor are 10^20 and -1.
       {"<answer>0 1 3\n1 2 0\n2 0 1</answer>", -0.5, false, true},
       {"<answer>0 1 99999999999999999999\n1 2 0\n2 0 1</answer>", -0.5, false, true},
       {"<answer>-1 1 2\n1 2 0\n2 0 1</answer>", -0.5, false, true},
       // Shapes RLVE calls wrong_format.
       {"<answer>0 1 2\n1 2 0</answer>", -1, false, false},
       {"<answer>0 1 2 1 2 0 2 0 1</answer>", -1, false, false},
       {"<answer>0 1 2\n1 2 0\n2 0 1\n1 2 0</answer>", -1, false, false},
       {"<answer>0 1\n1 2 0\n2 0 1</answer>", -1, false, false},
       {"<answer></answer>", -1, false, false},
       {"<answer>0 1 2\n1 2 0\n2 0 x</answer>", -1, false, false},
       {"0 1 2\n1 2 0\n2 0 1", -1, false, false}});
  CheckInstance(kName, kInstance,
                {{"<answer>1 0 2\n0 2 1\n2 1 0</answer>", 8.0 / 12.0, false, true},
                 {"<answer>1 2 0\n0 1 2\n2 0 1</answer>", 10.0 / 12.0, false,
                  true}},
                R"({"beta": 1})");
}

TEST(SkyscraperSumPuzzleInstanceTest, FinishRejectsBadSolutions) {
  // Not Latin (column 0 repeats 0); at n = 2 every sum is 1.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 2, "left": [1, 1], "right": [1, 1], "top": [1, 1],
                              "bottom": [1, 1], "solution": [[0, 1], [0, 1]]})")
                   .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"n": 2, "left": [1, 1], "right": [1, 1], "top": [1, 1],
                             "bottom": [1, 1], "solution": [[0, 1], [1, 0]]})")
                  .ok());
  // S above is seen from the left as 3 3 2, not 3 3 3.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 3, "left": [3, 3, 3], "right": [2, 2, 3], "top": [3, 3, 2],
                              "bottom": [2, 2, 3],
                              "solution": [[0, 1, 2], [1, 2, 0], [2, 0, 1]]})")
                   .ok());
  // A sum of a 3 x 3 grid is 2 (the tallest alone) to 3 (all of 0, 1, 2).
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 3, "left": [4, 3, 2], "right": [2, 2, 3], "top": [3, 3, 2],
                              "bottom": [2, 2, 3]})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 3, "left": [1, 3, 2], "right": [2, 2, 3], "top": [3, 3, 2],
                              "bottom": [2, 2, 3]})")
                   .ok());
  // Without a solution the clues are not checked (the reference is empty).
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"n": 3, "left": [3, 3, 3], "right": [3, 3, 3], "top": [3, 3, 3],
                             "bottom": [3, 3, 3]})")
                  .ok());
}

using Board = std::vector<std::vector<int64_t>>;

// The heights seen along `line`, added up: by the definition, position j
// counts when it equals the maximum of line[0..j].
int64_t SeenSum(const std::vector<int64_t>& line) {
  int64_t sum = 0;
  for (size_t j = 0; j < line.size(); ++j) {
    if (line[j] == *std::max_element(line.begin(), line.begin() + j + 1)) sum += line[j];
  }
  return sum;
}

// left, right, top, bottom, in that order: 4n sums.
std::vector<int64_t> Clues(const Board& b) {
  const size_t n = b.size();
  std::vector<int64_t> left, right, top, bottom;
  for (size_t i = 0; i < n; ++i) {
    std::vector<int64_t> row = b[i], column;
    for (size_t k = 0; k < n; ++k) column.push_back(b[k][i]);
    left.push_back(SeenSum(row));
    top.push_back(SeenSum(column));
    std::reverse(row.begin(), row.end());
    std::reverse(column.begin(), column.end());
    right.push_back(SeenSum(row));
    bottom.push_back(SeenSum(column));
  }
  std::vector<int64_t> all = left;
  for (const auto* v : {&right, &top, &bottom}) all.insert(all.end(), v->begin(), v->end());
  return all;
}

// Every Latin square over 0..n-1: rows from the permutations, each
// checked against the columns so far.
void LatinSquares(Board& rows, int64_t n, std::vector<Board>& out) {
  if (static_cast<int64_t>(rows.size()) == n) {
    out.push_back(rows);
    return;
  }
  std::vector<int64_t> row(static_cast<size_t>(n));
  std::iota(row.begin(), row.end(), int64_t{0});
  do {
    bool fits = true;
    for (const std::vector<int64_t>& above : rows) {
      for (size_t c = 0; c < row.size(); ++c) fits = fits && above[c] != row[c];
    }
    if (!fits) continue;
    rows.push_back(row);
    LatinSquares(rows, n, out);
    rows.pop_back();
  } while (std::next_permutation(row.begin(), row.end()));
}

std::string Text(const Board& board) {
  std::vector<std::string> rows;
  for (const std::vector<int64_t>& row : board) rows.push_back(absl::StrJoin(row, " "));
  return absl::StrCat("<answer>", absl::StrJoin(rows, "\n"), "</answer>");
}

// On small generated instances (N = 3, 4), over every Latin square: the
// clues are the reference's own sums (by the definition), and exactly the
// squares with all 4N sums right earn 1 (any such square, not only the
// stored one); the others earn (matches / 4N)^10.
TEST(SkyscraperSumPuzzleBruteForceTest, ExactlyTheMatchingSquaresScoreOne) {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find(kName);
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  std::vector<Board> squares[5];
  for (int64_t n : {3, 4}) {
    Board rows;
    LatinSquares(rows, n, squares[n]);
  }
  ASSERT_EQ(squares[3].size(), 12u);
  ASSERT_EQ(squares[4].size(), 576u);
  for (const testing::Generated& g : testing::GenerateSmall(kName, 1, 8)) {
    const int64_t n = g.Int("n");
    ASSERT_EQ(n, 3 + g.level) << g.Where();
    std::vector<int64_t> clues = g.Ints("left");
    for (const char* side : {"right", "top", "bottom"}) {
      const std::vector<int64_t> more = g.Ints(side);
      clues.insert(clues.end(), more.begin(), more.end());
    }
    const Board solution = g.IntRows("solution");
    EXPECT_EQ(Clues(solution), clues) << g.Where();
    EXPECT_NE(std::find(squares[n].begin(), squares[n].end(), solution), squares[n].end())
        << g.Where();

    const PreparedProblemPtr prepared = testing::PrepareGenerated(kName, g);
    ASSERT_NE(prepared, nullptr);
    int full = 0;
    for (const Board& b : squares[n]) {
      const std::vector<int64_t> seen = Clues(b);
      int64_t matches = 0;
      for (size_t i = 0; i < seen.size(); ++i) matches += seen[i] == clues[i];
      auto verdict = verifier->Verify({*prepared, Text(b), params});
      ASSERT_TRUE(verdict.ok());
      if (matches == 4 * n) {
        ++full;
        EXPECT_EQ(verdict->score, 1.0) << g.Where() << Text(b);
        EXPECT_TRUE(verdict->correct) << g.Where() << Text(b);
      } else {
        EXPECT_NEAR(verdict->score, std::pow(static_cast<double>(matches) / (4.0 * n), 10), 1e-12)
            << g.Where() << Text(b);
        EXPECT_FALSE(verdict->correct) << g.Where() << Text(b);
      }
    }
    EXPECT_GE(full, 1) << g.Where();
  }
}

}  // namespace
}  // namespace skyscraper_sum_puzzle_test_cc
}  // namespace referee

// MagicSquarePuzzle (RLVE-Gym): fill an N x N grid with 1..N^2, each once,
// keeping the given numbers, so that rows, columns and main diagonals add
// up to N(N^2 + 1)/2; ladder -1 unparseable or not N lines of N integers,
// -0.5 not each of 1..N^2 once or a given number changed, else (magic lines
// / (2N + 2))^beta, beta = 10.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <set>
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
inline namespace magic_square_puzzle_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "magic_square_puzzle";

class MagicSquarePuzzleTest : public testing::VerifierTableTest {};

// The Lo Shu square 8 1 6 / 3 5 7 / 4 9 2 (magic sum 15) with 1, 7 and 4
// blank. Fillings of the blanks (givens kept), by hand:
//   1 <-> 7: 8 7 6 / 3 5 1 / 4 9 2: rows 21 9 15, columns 15 21 9,
//     diagonals 8+5+2 = 15, 6+5+4 = 15: 1 + 1 + 2 = 4 of 8.
//   1 <-> 4: 8 4 6 / 3 5 7 / 1 9 2: rows 18 15 12, columns 12 18 15,
//     diagonals 15, 6+5+1 = 12: 1 + 1 + 1 = 3 of 8.
constexpr char kInstance[] =
    R"({"n": 3, "grid": [[8, 0, 6], [3, 5, 0], [0, 9, 2]],
        "solution": [[8, 1, 6], [3, 5, 7], [4, 9, 2]]})";

TEST_F(MagicSquarePuzzleTest, Ladder) {
  CheckInstance(
      kName, kInstance,
      {{"<answer>8 1 6\n3 5 7\n4 9 2</answer>", 1, true, true},
       {"<answer>\r\n 8 1 6 \r\n3  5 7\n\n+4 9 2\n</answer>", 1, true, true},
       {"\\boxed{8 1 6\n3 5 7\n4 9 2}", 1, true, true},
       {"<answer>8 1 6\f3 5 7\x1e" "4 9 2</answer>", 1, true, true},
       {"<answer>8 7 6\n3 5 1\n4 9 2</answer>", std::pow(4.0 / 8.0, 10), false, true},
       {"<answer>8 4 6\n3 5 7\n1 9 2</answer>", std::pow(3.0 / 8.0, 10), false, true},
       // 1 twice, 7 missing: invalid_solution.
       {"<answer>8 1 6\n3 5 1\n4 9 2</answer>", -0.5, false, true},
       // The mirrored Lo Shu is magic but moves the given 8, 6, 3, 2.
       {"<answer>6 1 8\n7 5 3\n2 9 4</answer>", -0.5, false, true},
       // 0, 10, -1 and 10^20 are no numbers of 1..9.
       {"<answer>8 0 6\n3 5 7\n4 9 2</answer>", -0.5, false, true},
       {"<answer>8 10 6\n3 5 7\n4 9 2</answer>", -0.5, false, true},
       {"<answer>8 -1 6\n3 5 7\n4 9 2</answer>", -0.5, false, true},
       {"<answer>8 99999999999999999999 6\n3 5 7\n4 9 2</answer>", -0.5, false, true},
       // Shapes RLVE calls wrong_format.
       {"<answer>8 1 6\n3 5 7</answer>", -1, false, false},
       {"<answer>8 1 6 3 5 7 4 9 2</answer>", -1, false, false},
       {"<answer>8 1 6\n3 5 7\n4 9 2\n1 2 3</answer>", -1, false, false},
       {"<answer>8 1 6\n3 5 7 4\n9 2</answer>", -1, false, false},
       {"<answer>8 1 6\n3 5 7\n4 9 2.0</answer>", -1, false, false},
       {"<answer></answer>", -1, false, false},
       {"8 1 6\n3 5 7\n4 9 2", -1, false, false}});
  CheckInstance(kName, kInstance,
                {{"<answer>8 7 6\n3 5 1\n4 9 2</answer>", 0.5, false, true}}, R"({"beta": 1})");
}

TEST(MagicSquarePuzzleInstanceTest, FinishRejectsBadSolutions) {
  // 1..9 row by row: rows 6 15 24, not magic.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 3, "grid": [[0, 0, 0], [0, 0, 0], [0, 0, 0]],
                              "solution": [[1, 2, 3], [4, 5, 6], [7, 8, 9]]})")
                   .ok());
  // Magic, but the grid gives 6 where the solution has 8.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 3, "grid": [[6, 0, 0], [0, 0, 0], [0, 0, 0]],
                              "solution": [[8, 1, 6], [3, 5, 7], [4, 9, 2]]})")
                   .ok());
  // 5 twice (and rows 15 15 15 still off in the columns).
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 3, "grid": [[0, 0, 0], [0, 0, 0], [0, 0, 0]],
                              "solution": [[5, 5, 5], [3, 5, 7], [4, 9, 2]]})")
                   .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"n": 3, "grid": [[8, 0, 0], [0, 0, 0], [0, 0, 2]],
                             "solution": [[8, 1, 6], [3, 5, 7], [4, 9, 2]]})")
                  .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"n": 3, "grid": [[1, 1, 0], [0, 0, 0], [0, 0, 0]]})")
                  .ok());
}

using Board = std::vector<std::vector<int64_t>>;

// How many rows, columns and main diagonals add up to n(n^2 + 1)/2.
int64_t Lines(const Board& b) {
  const int64_t n = static_cast<int64_t>(b.size()), target = n * (n * n + 1) / 2;
  int64_t hits = 0, d1 = 0, d2 = 0;
  for (int64_t i = 0; i < n; ++i) {
    int64_t row = 0, column = 0;
    for (int64_t j = 0; j < n; ++j) {
      row += b[i][j];
      column += b[j][i];
    }
    hits += (row == target) + (column == target);
    d1 += b[i][i];
    d2 += b[i][n - 1 - i];
  }
  return hits + (d1 == target) + (d2 == target);
}

// The 8 rotations and reflections of `b` (literal quarter turns and a
// left-right mirror).
std::set<Board> Symmetries(Board b) {
  const size_t n = b.size();
  std::set<Board> out;
  for (int mirror = 0; mirror < 2; ++mirror) {
    for (int turn = 0; turn < 4; ++turn) {
      out.insert(b);
      Board t(n, std::vector<int64_t>(n));
      for (size_t i = 0; i < n; ++i) {
        for (size_t j = 0; j < n; ++j) t[i][j] = b[j][n - 1 - i];
      }
      b = t;
    }
    for (std::vector<int64_t>& row : b) std::reverse(row.begin(), row.end());
  }
  return out;
}

std::string Text(const Board& board) {
  std::vector<std::string> rows;
  for (const std::vector<int64_t>& row : board) rows.push_back(absl::StrJoin(row, " "));
  return absl::StrCat("<answer>", absl::StrJoin(rows, "\n"), "</answer>");
}

// Every 3 x 3 magic square (by enumerating all 9! fillings) is a symmetry
// of the Lo Shu, and every generated N = 3 square is one of them; on
// generated N = 3 and N = 4 instances with at most 8 blanks, every way of
// putting the missing numbers into the blanks is scored: the magic ones
// earn 1, the others (lines / (2N + 2))^10; and the stored solution of an
// N = 4 instance is a symmetry of the doubly even square.
TEST(MagicSquarePuzzleBruteForceTest, ExactlyTheMagicFillingsScoreOne) {
  const Board lo_shu = {{8, 1, 6}, {3, 5, 7}, {4, 9, 2}};
  // Doubly even, written out: 1..16 row by row with the cells on the two
  // diagonals of each 4 x 4 block (here the whole square) replaced by
  // 17 - x.
  const Board doubly_even = {{16, 2, 3, 13}, {5, 11, 10, 8}, {9, 7, 6, 12}, {4, 14, 15, 1}};
  ASSERT_EQ(Lines(doubly_even), 10);
  const std::set<Board> lo_shu_symmetries = Symmetries(lo_shu);
  ASSERT_EQ(lo_shu_symmetries.size(), 8u);
  std::set<Board> magic3;
  std::vector<int64_t> p(9);
  std::iota(p.begin(), p.end(), int64_t{1});
  do {
    const Board b = {{p[0], p[1], p[2]}, {p[3], p[4], p[5]}, {p[6], p[7], p[8]}};
    if (Lines(b) == 8) magic3.insert(b);
  } while (std::next_permutation(p.begin(), p.end()));
  ASSERT_EQ(magic3, lo_shu_symmetries);
  const std::set<Board> doubly_even_symmetries = Symmetries(doubly_even);

  const Verifier* verifier = testing::TestCatalog().verifiers.Find(kName);
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  int checked = 0;
  for (const testing::Generated& g : testing::GenerateSmall(kName, 1, 8)) {
    const int64_t n = g.Int("n");
    ASSERT_EQ(n, 3 + g.level) << g.Where();
    const Board grid = g.IntRows("grid"), solution = g.IntRows("solution");
    EXPECT_TRUE((n == 3 ? lo_shu_symmetries : doubly_even_symmetries).count(solution))
        << g.Where();
    std::vector<std::pair<size_t, size_t>> blanks;
    std::vector<int64_t> missing;
    for (size_t i = 0; i < grid.size(); ++i) {
      for (size_t j = 0; j < grid.size(); ++j) {
        if (grid[i][j] == 0) {
          blanks.push_back({i, j});
          missing.push_back(solution[i][j]);
        } else {
          EXPECT_EQ(grid[i][j], solution[i][j]) << g.Where();
        }
      }
    }
    if (blanks.size() > 8) continue;
    ++checked;
    const PreparedProblemPtr prepared = testing::PrepareGenerated(kName, g);
    ASSERT_NE(prepared, nullptr);
    std::sort(missing.begin(), missing.end());
    int full = 0;
    do {
      Board b = grid;
      for (size_t k = 0; k < blanks.size(); ++k) b[blanks[k].first][blanks[k].second] = missing[k];
      const int64_t lines = Lines(b);
      auto verdict = verifier->Verify({*prepared, Text(b), params});
      ASSERT_TRUE(verdict.ok());
      if (lines == 2 * n + 2) {
        ++full;
        EXPECT_EQ(verdict->score, 1.0) << g.Where() << Text(b);
        EXPECT_TRUE(verdict->correct) << g.Where() << Text(b);
      } else {
        EXPECT_NEAR(verdict->score, std::pow(static_cast<double>(lines) / (2.0 * n + 2), 10),
                    1e-12)
            << g.Where() << Text(b);
        EXPECT_FALSE(verdict->correct) << g.Where() << Text(b);
      }
    } while (std::next_permutation(missing.begin(), missing.end()));
    EXPECT_GE(full, 1) << g.Where();
  }
  EXPECT_GE(checked, 8);
}

}  // namespace
}  // namespace magic_square_puzzle_test_cc
}  // namespace referee

// FutoshikiPuzzle (RLVE-Gym): an N x N Latin square over 0..N-1 keeping
// the givens; ladder -1 unparseable or not N lines of N integers, -0.5 not
// Latin or a given changed, else (inequalities satisfied / K)^beta, beta = 5.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/parsing/final_answer.h"
#include "verifiers/verifier.h"

namespace referee {
inline namespace futoshiki_puzzle_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "futoshiki_puzzle";

class FutoshikiPuzzleTest : public testing::VerifierTableTest {};

// N = 3, only (0, 0) = 0 given; K = 3 inequalities:
//   q1: (0,0) < (1,1)   q2: (0,0) < (2,2)   q3: (0,1) < (0,2).
// The Latin squares over 0..2 with (0, 0) = 0 are the four below (first row
// 0 1 2 or 0 2 1, each next row a cyclic shift one way or the other):
//   S  = 0 1 2 / 1 2 0 / 2 0 1: (1,1) = 2 > 0, (2,2) = 1 > 0, 1 < 2: 3 of 3.
//   A4 = 0 2 1 / 2 1 0 / 1 0 2: (1,1) = 1 > 0, (2,2) = 2 > 0, 2 > 1: 2 of 3.
//   A3 = 0 1 2 / 2 0 1 / 1 2 0: (1,1) = 0, (2,2) = 0 (not > 0), 1 < 2: 1.
//   A2 = 0 2 1 / 1 0 2 / 2 1 0: (1,1) = 0, (2,2) = 0, 2 > 1: 0 of 3.
constexpr char kInstance[] =
    R"({"n": 3, "grid": [[0, -1, -1], [-1, -1, -1], [-1, -1, -1]],
        "inequalities": [[0, 0, 1, 1], [0, 0, 2, 2], [0, 1, 0, 2]],
        "solution": [[0, 1, 2], [1, 2, 0], [2, 0, 1]]})";

TEST_F(FutoshikiPuzzleTest, Ladder) {
  CheckInstance(
      kName, kInstance,
      {{"<answer>0 1 2\n1 2 0\n2 0 1</answer>", 1, true, true},
       {"<answer>\n0 1 2\r\n\n1 2 0\r\n 2\t0 +1 \n</answer>", 1, true, true},
       {"\\boxed{0 1 2\n1 2 0\n2 0 1}", 1, true, true},
       // Python's splitlines() also breaks at \v, \f and \x1c..\x1e.
       {"<answer>0 1 2\v1 2 0\x1c" "2 0 1</answer>", 1, true, true},
       {"<answer>0 2 1\n2 1 0\n1 0 2</answer>", std::pow(2.0 / 3.0, 5), false, true},
       {"<answer>0 1 2\n2 0 1\n1 2 0</answer>", std::pow(1.0 / 3.0, 5), false, true},
       {"<answer>0 2 1\n1 0 2\n2 1 0</answer>", 0, false, true},
       // A Latin square changing the given (0, 0) = 0.
       {"<answer>1 2 0\n2 0 1\n0 1 2</answer>", -0.5, false, true},
       // Rows are permutations, column 1 holds 1, 2, 1.
       {"<answer>0 1 2\n1 2 0\n2 1 0</answer>", -0.5, false, true},
       // 3 is outside 0..2; -1 is a blank left blank.
       {"<answer>0 1 3\n1 2 0\n2 0 1</answer>", -0.5, false, true},
       {"<answer>0 1 -1\n1 2 0\n2 0 1</answer>", -0.5, false, true},
       {"<answer>0 1 99999999999999999999\n1 2 0\n2 0 1</answer>", -0.5, false, true},
       // Shapes RLVE calls wrong_format.
       {"<answer>0 1 2\n1 2 0</answer>", -1, false, false},
       {"<answer>0 1 2 1 2 0 2 0 1</answer>", -1, false, false},
       {"<answer>0 1 2\n1 2 0\n2 0 1\n0 1 2</answer>", -1, false, false},
       {"<answer>0 1 2 0\n1 2 0\n2 0 1</answer>", -1, false, false},
       {"<answer></answer>", -1, false, false},
       {"<answer>0, 1, 2\n1, 2, 0\n2, 0, 1</answer>", -1, false, false},
       {"0 1 2\n1 2 0\n2 0 1", -1, false, false}});
  CheckInstance(kName, kInstance,
                {{"<answer>0 2 1\n2 1 0\n1 0 2</answer>", 2.0 / 3.0, false, true}},
                R"({"beta": 1})");
}

TEST(FutoshikiPuzzleInstanceTest, FinishRejectsBadInstances) {
  const char* bad[] = {
      // No inequality.
      R"({"n": 2, "grid": [[0, -1], [-1, -1]], "inequalities": []})",
      // A cell compared with itself.
      R"({"n": 2, "grid": [[0, -1], [-1, -1]], "inequalities": [[1, 1, 1, 1]]})",
      // Givens repeating in a row, in a column.
      R"({"n": 2, "grid": [[0, 0], [-1, -1]], "inequalities": [[0, 0, 1, 0]]})",
      R"({"n": 2, "grid": [[1, -1], [1, -1]], "inequalities": [[0, 1, 0, 0]]})",
      // Solutions: not Latin, changing a given, breaking an inequality.
      R"({"n": 2, "grid": [[0, -1], [-1, -1]], "inequalities": [[0, 0, 0, 1]],
          "solution": [[0, 1], [0, 1]]})",
      R"({"n": 2, "grid": [[0, -1], [-1, -1]], "inequalities": [[0, 0, 0, 1]],
          "solution": [[1, 0], [0, 1]]})",
      R"({"n": 2, "grid": [[0, -1], [-1, -1]], "inequalities": [[0, 1, 0, 0]],
          "solution": [[0, 1], [1, 0]]})",
  };
  for (const char* instance : bad) {
    EXPECT_FALSE(testing::PrepareInstanceStatus(kName, instance).ok()) << instance;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"n": 2, "grid": [[0, -1], [-1, -1]], "inequalities": [[0, 0, 0, 1]],
                             "solution": [[0, 1], [1, 0]]})")
                  .ok());
  // Without a solution: the reference output is empty, the instance fine.
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"n": 2, "grid": [[-1, -1], [-1, -1]], "inequalities": [[0, 0, 0, 1]]})")
                  .ok());
}

using Board = std::vector<std::vector<int64_t>>;

// Whether v may stand at (r, c): no other cell of row r or column c holds
// it.
bool Fits(const Board& board, int64_t n, int64_t r, int64_t c, int64_t v) {
  for (int64_t k = 0; k < n; ++k) {
    if (k != c && board[r][k] == v) return false;
    if (k != r && board[k][c] == v) return false;
  }
  return true;
}

// Every completion of `grid` (-1 = blank) to a Latin square over 0..n-1,
// by brute force: the cells row by row, each blank one trying every number
// its row and column do not hold yet (the givens are checked too).
void Completions(Board& board, int64_t n, int64_t cell, std::vector<Board>& out) {
  if (cell == n * n) {
    out.push_back(board);
    return;
  }
  const int64_t r = cell / n, c = cell % n;
  if (board[r][c] != -1) {
    if (Fits(board, n, r, c, board[r][c])) Completions(board, n, cell + 1, out);
    return;
  }
  for (int64_t v = 0; v < n; ++v) {
    if (!Fits(board, n, r, c, v)) continue;
    board[r][c] = v;
    Completions(board, n, cell + 1, out);
    board[r][c] = -1;
  }
}

std::string Text(const Board& board) {
  std::vector<std::string> rows;
  for (const std::vector<int64_t>& row : board) rows.push_back(absl::StrJoin(row, " "));
  return absl::StrCat("<answer>", absl::StrJoin(rows, "\n"), "</answer>");
}

// On small generated instances (N = 3, 4): the shape RLVE draws, and by
// brute force over every completion of the grid, the reference is one of
// those satisfying every inequality, and every one of them earns 1 from
// the verifier (any valid board, not only the stored one).
TEST(FutoshikiPuzzleBruteForceTest, ReferenceSolvesAndAnySolutionScores) {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find(kName);
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  for (const testing::Generated& g : testing::GenerateSmall(kName, 1, 12)) {
    const int64_t n = g.Int("n");
    ASSERT_EQ(n, 3 + g.level) << g.Where();
    Board grid = g.IntRows("grid");
    const Board inequalities = g.IntRows("inequalities");
    const Board solution = g.IntRows("solution");
    ASSERT_GE(inequalities.size(), 1u) << g.Where();
    ASSERT_LE(static_cast<int64_t>(inequalities.size()), 2 * n) << g.Where();
    std::set<Board::value_type> distinct(inequalities.begin(), inequalities.end());
    EXPECT_EQ(distinct.size(), inequalities.size()) << g.Where();
    int64_t blanks = 0;
    for (const auto& row : grid) blanks += std::count(row.begin(), row.end(), -1);
    bool sparsity_ok = false;
    for (int64_t t = 1; t <= 9; ++t) sparsity_ok |= blanks == std::max<int64_t>(1, n * n * t / 10);
    EXPECT_TRUE(sparsity_ok) << g.Where() << " blanks " << blanks;

    std::vector<Board> all;
    Completions(grid, n, 0, all);
    std::vector<Board> solved;
    for (const Board& b : all) {
      bool ok = true;
      for (const auto& q : inequalities) ok = ok && b[q[0]][q[1]] < b[q[2]][q[3]];
      if (ok) solved.push_back(b);
    }
    EXPECT_NE(std::find(solved.begin(), solved.end(), solution), solved.end()) << g.Where();
    EXPECT_EQ(g.answer, absl::StrJoin(solution.begin(), solution.end(), "\n",
                                      [](std::string* out, const std::vector<int64_t>& row) {
                                        absl::StrAppend(out, absl::StrJoin(row, " "));
                                      }))
        << g.Where();

    const PreparedProblemPtr prepared = testing::PrepareGenerated(kName, g);
    ASSERT_NE(prepared, nullptr);
    for (const Board& b : solved) {
      auto verdict = verifier->Verify({*prepared, Text(b), params});
      ASSERT_TRUE(verdict.ok());
      EXPECT_EQ(verdict->score, 1.0) << g.Where() << Text(b);
    }
    // A Latin completion that breaks an inequality never earns 1.
    for (const Board& b : all) {
      if (std::find(solved.begin(), solved.end(), b) != solved.end()) continue;
      auto verdict = verifier->Verify({*prepared, Text(b), params});
      ASSERT_TRUE(verdict.ok());
      EXPECT_LT(verdict->score, 1.0) << g.Where() << Text(b);
      EXPECT_GE(verdict->score, 0.0) << g.Where() << Text(b);
    }
  }
}

}  // namespace
}  // namespace futoshiki_puzzle_test_cc
}  // namespace referee

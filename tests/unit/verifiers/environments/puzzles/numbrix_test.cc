// Numbrix (RLVE-Gym): fill an N x M grid with 0..N*M-1 keeping the givens,
// x next to x + 1; ladder -1 unparseable or not N lines of M integers,
// -0.5 a given changed or a number out of range or repeated, else
// (1/path)^beta, path = 1 + the x not next to x + 1, beta = 3.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
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
inline namespace numbrix_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "numbrix";

class NumbrixTest : public testing::VerifierTableTest {};

// N = 2, M = 3, only (0, 0) = 0 given. Naming the cells
//   a b c
//   d e f
// the Hamiltonian paths from a are a-b-c-f-e-d, a-d-e-b-c-f and
// a-d-e-f-c-b (a-b-e-... strands d or c), so three solutions:
//   0 1 2 / 5 4 3,   0 3 4 / 1 2 5,   0 5 4 / 1 2 3: each 1.
// Wrong permutations keeping 0 at a:
//   0 1 2 / 3 4 5: 2 at c, 3 at d are not neighbours, the rest are: path
//     = 2, (1/2)^3 = 1/8.
//   0 2 4 / 1 3 5: 1 (d) - 2 (b) and 3 (e) - 4 (c) are diagonal: path = 3,
//     (1/3)^3.
//   0 3 1 / 4 2 5: 0-1 (a, c), 1-2 (c, e), 3-4 (b, d), 4-5 (d, f) apart,
//     2-3 (e, b) neighbours: path = 5, (1/5)^3.
// A changed given, a repeat, a number outside 0..5: -0.5. Not 2 lines of 3
// integers: -1.
constexpr char kInstance[] = R"({"n": 2, "m": 3, "grid": [[0, -1, -1], [-1, -1, -1]],
                                 "solution": [[0, 1, 2], [5, 4, 3]]})";

TEST_F(NumbrixTest, Ladder) {
  CheckInstance(kName, kInstance,
                {{"<answer>0 1 2\n5 4 3</answer>", 1, true, true},
                 {"<answer>0 3 4\n1 2 5</answer>", 1, true, true},
                 {"<answer>0 5 4\n1 2 3</answer>", 1, true, true},
                 {"<answer> \n 0  1\t2 \r\n\n5 4 +3\n</answer>", 1, true, true},
                 {"\\boxed{0 1 2\n5 4 3}", 1, true, true},
                 {"<answer>0 1 2\f5 4 3</answer>", 1, true, true},
                 {"<answer>0 1 2\n3 4 5</answer>", std::pow(1.0 / 2.0, 3), false, true},
                 {"<answer>0 2 4\n1 3 5</answer>", std::pow(1.0 / 3.0, 3), false, true},
                 {"<answer>0 3 1\n4 2 5</answer>", std::pow(1.0 / 5.0, 3), false, true},
                 {"<answer>1 0 2\n5 4 3</answer>", -0.5, false, true},
                 {"<answer>0 1 2\n5 4 4</answer>", -0.5, false, true},
                 {"<answer>0 1 2\n6 4 3</answer>", -0.5, false, true},
                 {"<answer>0 1 2\n5 4 -1</answer>", -0.5, false, true},
                 {"<answer>0 1 2\n5 4 99999999999999999999</answer>", -0.5, false, true},
                 {"<answer>0 1 2 5 4 3</answer>", -1, false, false},
                 {"<answer>0 1 2\n5 4 3\n0 1 2</answer>", -1, false, false},
                 {"<answer>0 1 2 5\n4 3</answer>", -1, false, false},
                 {"<answer>0,1,2\n5,4,3</answer>", -1, false, false},
                 {"<answer>0 1 2\n5 4 3.0</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"0 1 2\n5 4 3", -1, false, false}});
  CheckInstance(kName, kInstance, {{"<answer>0 1 2\n3 4 5</answer>", 0.5, false, true}},
                R"({"beta": 1})");
}

TEST(NumbrixInstanceTest, FinishRejectsBadInstances) {
  const char* bad[] = {
      // A given repeats.
      R"({"n": 2, "m": 2, "grid": [[0, 0], [-1, -1]]})",
      // Solutions: a repeat, a changed given, 1 not next to 2.
      R"({"n": 2, "m": 2, "grid": [[0, -1], [-1, -1]], "solution": [[0, 1], [1, 2]]})",
      R"({"n": 2, "m": 2, "grid": [[0, -1], [-1, -1]], "solution": [[1, 0], [2, 3]]})",
      R"({"n": 2, "m": 2, "grid": [[0, -1], [-1, -1]], "solution": [[0, 1], [2, 3]]})",
  };
  for (const char* instance : bad) {
    EXPECT_FALSE(testing::PrepareInstanceStatus(kName, instance).ok()) << instance;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"n": 2, "m": 2, "grid": [[0, -1], [-1, -1]],
                             "solution": [[0, 1], [3, 2]]})")
                  .ok());
  // Without a solution: the reference output is empty, the instance fine.
  EXPECT_TRUE(
      testing::PrepareInstanceStatus(kName, R"({"n": 2, "m": 2, "grid": [[0, -1], [-1, -1]]})")
          .ok());
}

using Board = std::vector<std::vector<int64_t>>;

// Every Hamiltonian path of the n x m grid graph, as the board numbering
// it 0, 1, ..., by depth-first search from every start.
void Paths(Board& board, int64_t n, int64_t m, int64_t r, int64_t c, int64_t step,
           std::vector<Board>& out) {
  board[r][c] = step;
  if (step == n * m - 1) {
    out.push_back(board);
  } else {
    const int64_t dr[] = {0, 0, 1, -1}, dc[] = {1, -1, 0, 0};
    for (int k = 0; k < 4; ++k) {
      const int64_t rr = r + dr[k], cc = c + dc[k];
      if (rr >= 0 && rr < n && cc >= 0 && cc < m && board[rr][cc] == -1) {
        Paths(board, n, m, rr, cc, step + 1, out);
      }
    }
  }
  board[r][c] = -1;
}

std::string Text(const Board& board) {
  std::vector<std::string> rows;
  for (const std::vector<int64_t>& row : board) rows.push_back(absl::StrJoin(row, " "));
  return absl::StrJoin(rows, "\n");
}

// On small generated instances (MAX = 3, 4): the shape RLVE draws; by
// brute force over every Hamiltonian path of the grid, the stored solution
// is one keeping the givens, and every such numbering earns 1. Across the
// seeds the paths are not all the starting snake.
TEST(NumbrixBruteForceTest, ReferenceSolvesAndAnySolutionScores) {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find(kName);
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  int64_t not_snake = 0;
  for (const testing::Generated& g : testing::GenerateSmall(kName, 1, 12)) {
    const int64_t max_side = 3 + g.level;
    const int64_t n = g.Int("n"), m = g.Int("m");
    ASSERT_GE(n, 2) << g.Where();
    ASSERT_LE(n, max_side) << g.Where();
    ASSERT_GE(m, 2) << g.Where();
    ASSERT_LE(m, max_side) << g.Where();
    const Board grid = g.IntRows("grid");
    const Board solution = g.IntRows("solution");
    int64_t blanks = 0;
    for (const auto& row : grid) blanks += std::count(row.begin(), row.end(), -1);
    bool sparsity_ok = false;
    for (int64_t t = 1; t <= 9; ++t) sparsity_ok |= blanks == std::max<int64_t>(1, n * m * t / 10);
    EXPECT_TRUE(sparsity_ok) << g.Where() << " blanks " << blanks;
    EXPECT_EQ(g.answer, Text(solution)) << g.Where();

    Board board(static_cast<size_t>(n), std::vector<int64_t>(static_cast<size_t>(m), -1));
    std::vector<Board> paths;
    for (int64_t r = 0; r < n; ++r) {
      for (int64_t c = 0; c < m; ++c) Paths(board, n, m, r, c, 0, paths);
    }
    Board snake = board;
    for (int64_t r = 0; r < n; ++r) {
      for (int64_t c = 0; c < m; ++c) snake[r][c] = r * m + (r % 2 == 0 ? c : m - 1 - c);
    }
    not_snake += solution != snake ? 1 : 0;

    const PreparedProblemPtr prepared = testing::PrepareGenerated(kName, g);
    ASSERT_NE(prepared, nullptr);
    bool found = false;
    for (const Board& p : paths) {
      bool keeps = true;
      for (int64_t r = 0; r < n; ++r) {
        for (int64_t c = 0; c < m; ++c) keeps = keeps && (grid[r][c] == -1 || grid[r][c] == p[r][c]);
      }
      if (!keeps) continue;
      found = found || p == solution;
      auto verdict =
          verifier->Verify({*prepared, absl::StrCat("<answer>", Text(p), "</answer>"), params});
      ASSERT_TRUE(verdict.ok());
      EXPECT_EQ(verdict->score, 1.0) << g.Where() << Text(p);
    }
    EXPECT_TRUE(found) << g.Where();
  }
  EXPECT_GT(not_snake, 0);
}

}  // namespace
}  // namespace numbrix_test_cc
}  // namespace referee

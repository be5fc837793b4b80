// StarBattle (RLVE-Gym): one star per row, at most one per column, no two
// touching, on the open cells; ladder -1 unparseable or not N lines of M
// characters from X . *, -0.5 a blocked cell changed or an open one
// blocked, 0 a rule broken, 1 solved.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/verifier.h"

namespace referee {
inline namespace star_battle_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "star_battle";

class StarBattleTest : public testing::VerifierTableTest {};

// N = 2, M = 3, the grid
//   . X .
//   . . .
// Row 0's star is at column 0 or 2 ((0, 1) is blocked). Row 1's star must
// avoid row 0's column and both columns next to it: after column 0 only
// column 2 remains, after column 2 only column 0. So exactly two
// solutions, "*X. / ..*" and ".X* / *..", each earning 1.
//   "*X. / .*.": (0, 0) and (1, 1) touch diagonally: wrong, 0.
//   "*X* / ...": two stars in row 0 (none in row 1): 0.
//   "*X. / *..": two stars in column 0 (and touching): 0.
//   ".X. / ..*": no star in row 0: 0.
//   "*.. / ..*": the blocked (0, 1) is not X: invalid, -0.5.
//   "*XX / ..*": the open (0, 2) is X: invalid, -0.5.
//   "*.* / ...": blocked cell changed, checked before the rows: -0.5.
// Shapes other than 2 lines of 3 characters from X . *: -1 (checked first:
// "*.o / ..*" changes a blocked cell too, yet earns -1).
constexpr char kInstance[] = R"({"n": 2, "m": 3, "grid": [[0, 1, 0], [0, 0, 0]],
                                 "solution": [[1, 0, 0], [0, 0, 1]]})";

TEST_F(StarBattleTest, Ladder) {
  CheckInstance(kName, kInstance,
                {{"<answer>*X.\n..*</answer>", 1, true, true},
                 {"<answer>.X*\n*..</answer>", 1, true, true},
                 {"<answer>\n  *X.  \r\n\n\t..*\n</answer>", 1, true, true},
                 {"\\boxed{*X.\n..*}", 1, true, true},
                 // Python's splitlines() also breaks at \v, \f, \x1c..\x1e.
                 {"<answer>*X.\x1d..*</answer>", 1, true, true},
                 {"<answer>*X.\n.*.</answer>", 0, false, true},
                 {"<answer>*X*\n...</answer>", 0, false, true},
                 {"<answer>*X.\n*..</answer>", 0, false, true},
                 {"<answer>.X.\n..*</answer>", 0, false, true},
                 {"<answer>*..\n..*</answer>", -0.5, false, true},
                 {"<answer>*XX\n..*</answer>", -0.5, false, true},
                 {"<answer>*.*\n...</answer>", -0.5, false, true},
                 {"<answer>*.o\n..*</answer>", -1, false, false},
                 {"<answer>*X.\n..o</answer>", -1, false, false},
                 {"<answer>*X.\n..*\n...</answer>", -1, false, false},
                 {"<answer>*X.\n..*.</answer>", -1, false, false},
                 {"<answer>*X.</answer>", -1, false, false},
                 {"<answer>* X .\n. . *</answer>", -1, false, false},
                 {"<answer>*X...*</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"*X.\n..*", -1, false, false}});
}

TEST(StarBattleInstanceTest, FinishRejectsBadInstances) {
  const char* bad[] = {
      // A star on a blocked cell.
      R"({"n": 2, "m": 3, "grid": [[1, 1, 0], [0, 0, 0]], "solution": [[1, 0, 0], [0, 0, 1]]})",
      // A row without a star, a row with two.
      R"({"n": 2, "m": 3, "grid": [[0, 1, 0], [0, 0, 0]], "solution": [[1, 0, 0], [0, 0, 0]]})",
      R"({"n": 2, "m": 5, "grid": [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0]],
          "solution": [[1, 0, 1, 0, 0], [0, 0, 0, 0, 1]]})",
      // Two in a column (rows 0 and 2 do not touch).
      R"({"n": 3, "m": 3, "grid": [[0, 0, 0], [0, 0, 0], [0, 0, 0]],
          "solution": [[1, 0, 0], [0, 0, 1], [1, 0, 0]]})",
      // Touching diagonally.
      R"({"n": 2, "m": 3, "grid": [[0, 0, 0], [0, 0, 0]], "solution": [[0, 1, 0], [0, 0, 1]]})",
      // More rows than columns (the bound of the field m).
      R"({"n": 3, "m": 2, "grid": [[0, 0], [0, 0], [0, 0]]})",
  };
  for (const char* instance : bad) {
    EXPECT_FALSE(testing::PrepareInstanceStatus(kName, instance).ok()) << instance;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, kInstance).ok());
  // Without a solution: the reference output is empty, the instance fine.
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"n": 2, "m": 3, "grid": [[0, 1, 0], [0, 0, 0]]})")
                  .ok());
}

using Board = std::vector<std::vector<int64_t>>;

// The definition, cell by cell: every row exactly one star, every column at
// most one, no star with a star among its eight neighbours, stars on open
// cells only.
bool Solves(const Board& grid, const Board& stars) {
  const int64_t n = static_cast<int64_t>(grid.size());
  const int64_t m = static_cast<int64_t>(grid[0].size());
  for (int64_t r = 0; r < n; ++r) {
    if (std::count(stars[r].begin(), stars[r].end(), 1) != 1) return false;
  }
  for (int64_t c = 0; c < m; ++c) {
    int64_t in_column = 0;
    for (int64_t r = 0; r < n; ++r) in_column += stars[r][c];
    if (in_column > 1) return false;
  }
  for (int64_t r = 0; r < n; ++r) {
    for (int64_t c = 0; c < m; ++c) {
      if (stars[r][c] == 0) continue;
      if (grid[r][c] == 1) return false;
      for (int64_t dr = -1; dr <= 1; ++dr) {
        for (int64_t dc = -1; dc <= 1; ++dc) {
          const int64_t rr = r + dr, cc = c + dc;
          if ((dr != 0 || dc != 0) && rr >= 0 && rr < n && cc >= 0 && cc < m &&
              stars[rr][cc] == 1) {
            return false;
          }
        }
      }
    }
  }
  return true;
}

std::string Text(const Board& grid, const Board& stars) {
  std::string text = "<answer>";
  for (size_t r = 0; r < grid.size(); ++r) {
    if (r > 0) text += "\n";
    for (size_t c = 0; c < grid[r].size(); ++c) {
      text += grid[r][c] == 1 ? 'X' : (stars[r][c] == 1 ? '*' : '.');
    }
  }
  return text + "</answer>";
}

// On small generated instances (MAX = 4, 5): the shape RLVE draws; then
// over every placement of one star per row (M^N of them, at most 5^5), the
// stored solution is one satisfying the definition, every such placement
// earns 1 and every other one 0.
TEST(StarBattleBruteForceTest, ReferenceSolvesAndAnySolutionScores) {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find(kName);
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  for (const testing::Generated& g : testing::GenerateSmall(kName, 1, 12)) {
    const int64_t max_side = 4 + g.level;
    const int64_t n = g.Int("n"), m = g.Int("m");
    ASSERT_GE(n, 2) << g.Where();
    ASSERT_LE(n, max_side) << g.Where();
    ASSERT_GE(m, std::max<int64_t>(3, n)) << g.Where();
    ASSERT_LE(m, max_side) << g.Where();
    const Board grid = g.IntRows("grid");
    const Board solution = g.IntRows("solution");
    ASSERT_TRUE(Solves(grid, solution)) << g.Where();
    int64_t blocked = 0;
    for (const auto& row : grid) blocked += std::count(row.begin(), row.end(), 1);
    bool sparsity_ok = false;
    for (const int64_t t : {1, 3, 5, 6, 7, 8, 9}) {
      sparsity_ok |= blocked == std::max<int64_t>(1, (n * m - n) * t / 10);
    }
    EXPECT_TRUE(sparsity_ok) << g.Where() << " blocked " << blocked;
    EXPECT_EQ(absl::StrCat("<answer>", g.answer, "</answer>"), Text(grid, solution))
        << g.Where();

    const PreparedProblemPtr prepared = testing::PrepareGenerated(kName, g);
    ASSERT_NE(prepared, nullptr);
    std::vector<int64_t> column(static_cast<size_t>(n), 0);
    int64_t solutions = 0;
    while (true) {
      Board stars(static_cast<size_t>(n), std::vector<int64_t>(static_cast<size_t>(m), 0));
      bool on_open = true;
      for (int64_t r = 0; r < n; ++r) {
        stars[r][column[r]] = 1;
        on_open = on_open && grid[r][column[r]] == 0;
      }
      if (on_open) {  // Else the text would change a blocked cell.
        const bool solves = Solves(grid, stars);
        solutions += solves ? 1 : 0;
        auto verdict = verifier->Verify({*prepared, Text(grid, stars), params});
        ASSERT_TRUE(verdict.ok());
        EXPECT_EQ(verdict->score, solves ? 1.0 : 0.0) << g.Where() << Text(grid, stars);
        EXPECT_EQ(verdict->correct, solves) << g.Where();
      }
      int64_t r = 0;
      while (r < n && ++column[r] == m) column[r++] = 0;
      if (r == n) break;
    }
    EXPECT_GE(solutions, 1) << g.Where();
  }
}

}  // namespace
}  // namespace star_battle_test_cc
}  // namespace referee

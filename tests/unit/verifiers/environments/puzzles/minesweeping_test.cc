// Minesweeping (RLVE-Gym): mark mines `*` / no mine `.` on an N x M grid so
// that no clue cell is a mine and each clue equals its neighbouring mines;
// ladder -1 unparseable or not N lines of M characters * or ., -0.5 a mine
// on a clue cell, else (clues met / clues)^beta, beta = 10.
#include <algorithm>
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
inline namespace minesweeping_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "minesweeping";

class MinesweepingTest : public testing::VerifierTableTest {};

// Clues (-1 none):   -1  2 -1       solution  * . .
//                     1  2 -1                 . . *
// Clue (1, 0) = 1 sees (0, 0), (0, 1), (1, 1): only (0, 0) is free, so it
// is a mine. Clues (0, 1) = 2 and (1, 1) = 2 both see (0, 0), (0, 2),
// (1, 2) among the free cells: exactly one of (0, 2), (1, 2) is a mine.
// Two solutions: *.. / ..* and *.* / ... . Other layouts, by hand:
//   ... / ...: every clue sees 0: 0 of 3 met.
//   *.. / ...: (1, 0) sees 1 (met), (0, 1) and (1, 1) see 1: 1 of 3.
//   ..* / ..*: (0, 1) and (1, 1) see 2 (met), (1, 0) sees 0: 2 of 3.
constexpr char kInstance[] =
    R"({"n": 2, "m": 3, "grid": [[-1, 2, -1], [1, 2, -1]],
        "solution": [[1, 0, 0], [0, 0, 1]]})";

TEST_F(MinesweepingTest, Ladder) {
  CheckInstance(
      kName, kInstance,
      {{"<answer>*..\n..*</answer>", 1, true, true},
       {"<answer>*.*\n...</answer>", 1, true, true},
       {"<answer>\r\n  *.. \r\n\n..*\n</answer>", 1, true, true},
       {"\\boxed{*..\n..*}", 1, true, true},
       {"<answer>*..\x1d..*</answer>", 1, true, true},
       {"<answer>...\n...</answer>", 0, false, true},
       {"<answer>*..\n...</answer>", std::pow(1.0 / 3.0, 10), false, true},
       {"<answer>..*\n..*</answer>", std::pow(2.0 / 3.0, 10), false, true},
       // A mine on the clue cell (0, 1), or (1, 0): invalid_solution.
       {"<answer>**.\n..*</answer>", -0.5, false, true},
       {"<answer>*..\n*.*</answer>", -0.5, false, true},
       // Shapes and characters RLVE calls wrong_format.
       {"<answer>*..</answer>", -1, false, false},
       {"<answer>*..\n..*\n...</answer>", -1, false, false},
       {"<answer>*...\n..*</answer>", -1, false, false},
       {"<answer>* . .\n. . *</answer>", -1, false, false},
       {"<answer>*.x\n..*</answer>", -1, false, false},
       {"<answer>0..\n..*</answer>", -1, false, false},
       {"<answer>*..\n99999999999999999999</answer>", -1, false, false},
       {"<answer></answer>", -1, false, false},
       {"*..\n..*", -1, false, false}});
  CheckInstance(kName, kInstance, {{"<answer>..*\n..*</answer>", 2.0 / 3.0, false, true}},
                R"({"beta": 1})");
}

TEST(MinesweepingInstanceTest, FinishRejectsBadInstances) {
  // No clue at all (RLVE would divide by zero).
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 1, "m": 2, "grid": [[-1, -1]]})")
                   .ok());
  // A mine on the clue cell (0, 1).
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 1, "m": 2, "grid": [[-1, 1]], "solution": [[1, 1]]})")
                   .ok());
  // The clue 1 sees no mine.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 1, "m": 2, "grid": [[-1, 1]], "solution": [[0, 0]]})")
                   .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"n": 1, "m": 2, "grid": [[-1, 1]], "solution": [[1, 0]]})")
                  .ok());
  // Without a solution the clues need not be satisfiable.
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 1, "m": 2, "grid": [[8, 8]]})")
                  .ok());
}

using Board = std::vector<std::vector<int64_t>>;

// The mines among the 8 neighbours of (i, j), by the definition.
int64_t Around(const Board& mines, int64_t i, int64_t j) {
  const int64_t n = static_cast<int64_t>(mines.size()), m = static_cast<int64_t>(mines[0].size());
  int64_t count = 0;
  for (int64_t di = -1; di <= 1; ++di) {
    for (int64_t dj = -1; dj <= 1; ++dj) {
      const int64_t a = i + di, b = j + dj;
      if ((di != 0 || dj != 0) && a >= 0 && a < n && b >= 0 && b < m) count += mines[a][b];
    }
  }
  return count;
}

std::string Text(const Board& mines) {
  std::string text = "<answer>";
  for (const std::vector<int64_t>& row : mines) {
    for (int64_t v : row) text.push_back(v == 1 ? '*' : '.');
    text.push_back('\n');
  }
  return text + "</answer>";
}

// On generated instances with at most 14 cells without a clue (level 0,
// up to 4 x 4, and the small ones of level 1): the clues are the stored
// solution's own counts, the mines and clues as many as RLVE's draws allow,
// and every layout of the cells without a clue is scored: the ones meeting
// every clue earn 1, the others (met / clues)^10; a mine on a clue is -0.5.
TEST(MinesweepingBruteForceTest, ExactlyTheLayoutsMeetingEveryClueScoreOne) {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find(kName);
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  int checked = 0;
  for (const testing::Generated& g : testing::GenerateSmall(kName, 1, 8)) {
    const int64_t n = g.Int("n"), m = g.Int("m"), cells = n * m;
    ASSERT_TRUE(n >= 2 && n <= 4 + g.level && m >= 2 && m <= 4 + g.level) << g.Where();
    const Board grid = g.IntRows("grid"), solution = g.IntRows("solution");
    int64_t mines = 0, clues = 0;
    std::vector<std::pair<int64_t, int64_t>> open;
    for (int64_t i = 0; i < n; ++i) {
      for (int64_t j = 0; j < m; ++j) {
        mines += solution[i][j];
        if (grid[i][j] == -1) {
          open.push_back({i, j});
        } else {
          ++clues;
          EXPECT_EQ(solution[i][j], 0) << g.Where();
          EXPECT_EQ(grid[i][j], Around(solution, i, j)) << g.Where();
        }
      }
    }
    // floor(cells·u) for u in (0.4, 0.7), kept in 1..cells-1.
    EXPECT_GE(mines, std::max<int64_t>(1, std::min(cells * 4 / 10, cells - 1))) << g.Where();
    EXPECT_LE(mines, std::max<int64_t>(1, std::min((cells * 7 - 1) / 10, cells - 1)))
        << g.Where();
    const int64_t free_cells = cells - mines;
    bool some_density = false;
    for (int64_t t : {60, 70, 80, 90, 95}) {
      some_density |= clues == std::max<int64_t>(1, free_cells * t / 100);
    }
    EXPECT_TRUE(some_density) << g.Where();
    const int64_t k = static_cast<int64_t>(open.size());
    if (k > 14) continue;
    ++checked;
    const PreparedProblemPtr prepared = testing::PrepareGenerated(kName, g);
    ASSERT_NE(prepared, nullptr);
    int full = 0;
    for (int64_t mask = 0; mask < (int64_t{1} << k); ++mask) {
      Board layout(n, std::vector<int64_t>(m, 0));
      for (int64_t b = 0; b < k; ++b) layout[open[b].first][open[b].second] = (mask >> b) & 1;
      int64_t met = 0;
      for (int64_t i = 0; i < n; ++i) {
        for (int64_t j = 0; j < m; ++j) met += grid[i][j] != -1 && grid[i][j] == Around(layout, i, j);
      }
      auto verdict = verifier->Verify({*prepared, Text(layout), params});
      ASSERT_TRUE(verdict.ok());
      if (met == clues) {
        ++full;
        EXPECT_EQ(verdict->score, 1.0) << g.Where() << Text(layout);
        EXPECT_TRUE(verdict->correct) << g.Where() << Text(layout);
      } else {
        EXPECT_NEAR(verdict->score,
                    std::pow(static_cast<double>(met) / static_cast<double>(clues), 10), 1e-12)
            << g.Where() << Text(layout);
        EXPECT_FALSE(verdict->correct) << g.Where() << Text(layout);
      }
    }
    EXPECT_GE(full, 1) << g.Where();
    // The stored solution with a mine added on the first clue cell.
    Board bad = solution;
    for (int64_t at = 0; at < cells; ++at) {
      if (grid[at / m][at % m] != -1) {
        bad[at / m][at % m] = 1;
        break;
      }
    }
    auto verdict = verifier->Verify({*prepared, Text(bad), params});
    ASSERT_TRUE(verdict.ok());
    EXPECT_EQ(verdict->score, -0.5) << g.Where();
  }
  EXPECT_GE(checked, 4);
}

}  // namespace
}  // namespace minesweeping_test_cc
}  // namespace referee

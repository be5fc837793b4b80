// LightUpPuzzle (RLVE-Gym): put bulbs `L` on the white cells `W` of a grid
// so that every white cell is lit, no bulb lights another and every
// numbered black cell has that many neighbouring bulbs; ladder -1
// unparseable or not N lines of M characters, -0.5 a W cell not W/L, a
// black cell changed, two bulbs seeing each other or an unlit white cell,
// else (numbers met / numbers)^beta, beta = 10.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/verifier.h"

namespace referee {
inline namespace light_up_puzzle_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "light_up_puzzle";

class LightUpPuzzleTest : public testing::VerifierTableTest {};

// The grid (W white, B black, digits numbered black cells):
//   W W W B
//   W 1 W W
//   W W 0 W
// Runs of white cells: row 0 (0,0)-(0,2); row 1 (1,0) and (1,2)-(1,3);
// row 2 (2,0)-(2,1) and (2,3); column 0 (0,0)-(2,0); column 1 (0,1) and
// (2,1); column 2 (0,2)-(1,2); column 3 (1,3)-(2,3).
// Bulbs (0,1), (1,3), (2,0): (0,1) lights row 0; (1,3) lights (1,2),
// (1,3), (2,3); (2,0) lights column 0 and (2,1): all 9 white cells, no two
// bulbs in one run. The 1 sees (0,1): met; the 0 sees none of (1,2),
// (2,1), (2,3): met. Full credit.
// Bulbs (0,2), (1,3), (2,0): (0,2) lights row 0 and (1,2); the others as
// above: all lit, no conflict. The 1 sees no bulb (unmet), the 0 none
// (met): (1/2)^10.
// Bulbs (0,1), (1,0), (1,3), (2,1): lit, no two in one run; the 1 sees
// (0,1), (1,0), (2,1) = 3 (unmet), the 0 sees (2,1) (unmet): 0.
constexpr char kInstance[] =
    R"({"n": 3, "m": 4, "grid": [[-2, -2, -2, -1], [-2, 1, -2, -2], [-2, -2, 0, -2]],
        "solution": [[0, 1, 0, 0], [0, 0, 0, 1], [1, 0, 0, 0]]})";

TEST_F(LightUpPuzzleTest, Ladder) {
  CheckInstance(
      kName, kInstance,
      {{"<answer>WLWB\nW1WL\nLW0W</answer>", 1, true, true},
       {"<answer>\r\n  WLWB \r\n\nW1WL\nLW0W\n</answer>", 1, true, true},
       {"\\boxed{WLWB\nW1WL\nLW0W}", 1, true, true},
       {"<answer>WLWB\x1dW1WL\x1dLW0W</answer>", 1, true, true},
       {"<answer>WWLB\nW1WL\nLW0W</answer>", std::pow(0.5, 10), false, true},
       {"<answer>WLWB\nL1WL\nWL0W</answer>", 0, false, true},
       // (1,2), (1,3) and (2,3) unlit without the bulb (1,3).
       {"<answer>WLWB\nW1WW\nLW0W</answer>", -0.5, false, true},
       // (0,0) and (0,1) share row 0's run (and (0,0), (2,0) column 0's).
       {"<answer>LLWB\nW1WL\nLW0W</answer>", -0.5, false, true},
       // A W cell holding X, l or a non-ASCII character (one cell, as in
       // Python): invalid_solution.
       {"<answer>WLWB\nW1WL\nLX0W</answer>", -0.5, false, true},
       {"<answer>WLWB\nW1Wl\nLW0W</answer>", -0.5, false, true},
       {"<answer>WLWB\nW1WL\nL\xc3\x89" "0W</answer>", -0.5, false, true},
       // Black cells changed: B to W, 1 to 2, B to L, 0 to B.
       {"<answer>WLWW\nW1WL\nLW0W</answer>", -0.5, false, true},
       {"<answer>WLWB\nW2WL\nLW0W</answer>", -0.5, false, true},
       {"<answer>WLWL\nW1WL\nLW0W</answer>", -0.5, false, true},
       {"<answer>WLWB\nW1WL\nLWBW</answer>", -0.5, false, true},
       // Shapes RLVE calls wrong_format.
       {"<answer>WLWB\nW1WL</answer>", -1, false, false},
       {"<answer>WLWB\nW1WL\nLW0W\nWWWW</answer>", -1, false, false},
       {"<answer>WLWBW\nW1WL\nLW0W</answer>", -1, false, false},
       {"<answer>WLW\nW1WL\nLW0W</answer>", -1, false, false},
       {"<answer>W L W B\nW 1 W L\nL W 0 W</answer>", -1, false, false},
       {"<answer>WLWB\nW1WL\nL\xc3\x89\xc3\x89" "0W</answer>", -1, false, false},
       {"<answer>WLWB\nW1WL\n99999999999999999999</answer>", -1, false, false},
       {"<answer></answer>", -1, false, false},
       {"WLWB\nW1WL\nLW0W", -1, false, false}});
  CheckInstance(kName, kInstance, {{"<answer>WWLB\nW1WL\nLW0W</answer>", 0.5, false, true}},
                R"({"beta": 1})");
}

TEST(LightUpPuzzleInstanceTest, FinishRejectsBadInstances) {
  // No numbered cell (RLVE would divide by zero).
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 1, "m": 2, "grid": [[-2, -1]]})")
                   .ok());
  // A bulb on the black cell.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 1, "m": 2, "grid": [[-2, 1]], "solution": [[1, 1]]})")
                   .ok());
  // The white cell unlit.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 1, "m": 2, "grid": [[-2, 0]], "solution": [[0, 0]]})")
                   .ok());
  // Two bulbs in one row run.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 1, "m": 3, "grid": [[-2, -2, 0]], "solution": [[1, 1, 0]]})")
                   .ok());
  // The 0 sees the bulb.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 1, "m": 2, "grid": [[-2, 0]], "solution": [[1, 0]]})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 1, "m": 2, "grid": [[-2, 5]]})")
                   .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"n": 1, "m": 2, "grid": [[-2, 1]], "solution": [[1, 0]]})")
                  .ok());
  // Without a solution the numbers need not be satisfiable.
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 1, "m": 2, "grid": [[4, 4]]})")
                  .ok());
}

using Board = std::vector<std::vector<int64_t>>;

constexpr int64_t kSteps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

// The bulbs around (i, j), by the definition.
int64_t Around(const Board& bulbs, int64_t i, int64_t j) {
  const int64_t n = static_cast<int64_t>(bulbs.size()), m = static_cast<int64_t>(bulbs[0].size());
  int64_t count = 0;
  for (const auto& s : kSteps) {
    const int64_t a = i + s[0], b = j + s[1];
    if (a >= 0 && a < n && b >= 0 && b < m) count += bulbs[a][b];
  }
  return count;
}

// RLVE's check, by ray casting from every bulb: no ray meets a bulb before
// a black cell, and every white cell is lit.
bool ValidByRays(const Board& grid, const Board& bulbs) {
  const int64_t n = static_cast<int64_t>(grid.size()), m = static_cast<int64_t>(grid[0].size());
  Board lit(n, std::vector<int64_t>(m, 0));
  for (int64_t i = 0; i < n; ++i) {
    for (int64_t j = 0; j < m; ++j) {
      if (bulbs[i][j] == 0) continue;
      lit[i][j] = 1;
      for (const auto& s : kSteps) {
        for (int64_t a = i + s[0], b = j + s[1];
             a >= 0 && a < n && b >= 0 && b < m && grid[a][b] == -2; a += s[0], b += s[1]) {
          if (bulbs[a][b] == 1) return false;
          lit[a][b] = 1;
        }
      }
    }
  }
  for (int64_t i = 0; i < n; ++i) {
    for (int64_t j = 0; j < m; ++j) {
      if (grid[i][j] == -2 && lit[i][j] == 0) return false;
    }
  }
  return true;
}

std::string Text(const Board& grid, const Board& bulbs) {
  std::string text = "<answer>";
  for (size_t i = 0; i < grid.size(); ++i) {
    for (size_t j = 0; j < grid[i].size(); ++j) {
      const int64_t v = grid[i][j];
      text.push_back(bulbs[i][j] == 1 ? 'L' : v == -2 ? 'W' : v == -1 ? 'B' : char('0' + v));
    }
    text.push_back('\n');
  }
  return text + "</answer>";
}

// On generated instances with at most 14 white cells: the numbers are the
// stored solution's own counts, the black and numbered cells as many as
// RLVE's draws allow, and every bulb layout over the white cells is scored:
// the ones RLVE's ray casting rejects are -0.5, the others (met /
// numbers)^10; the stored one is among those earning 1.
TEST(LightUpPuzzleBruteForceTest, EveryLayoutScoredAsRlveScoresIt) {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find(kName);
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  int checked = 0;
  for (const testing::Generated& g : testing::GenerateSmall(kName, 1, 10)) {
    const int64_t n = g.Int("n"), m = g.Int("m"), cells = n * m;
    ASSERT_TRUE(n >= 2 && n <= 3 + g.level && m >= 2 && m <= 3 + g.level) << g.Where();
    const Board grid = g.IntRows("grid"), solution = g.IntRows("solution");
    int64_t blacks = 0, numbers = 0;
    std::vector<std::pair<int64_t, int64_t>> whites;
    for (int64_t i = 0; i < n; ++i) {
      for (int64_t j = 0; j < m; ++j) {
        if (grid[i][j] == -2) {
          whites.push_back({i, j});
          continue;
        }
        ++blacks;
        EXPECT_EQ(solution[i][j], 0) << g.Where();
        if (grid[i][j] >= 0) {
          ++numbers;
          EXPECT_EQ(grid[i][j], Around(solution, i, j)) << g.Where();
        }
      }
    }
    EXPECT_TRUE(ValidByRays(grid, solution)) << g.Where();
    // floor(cells·u) for u in (0.6, 0.95), kept in 1..cells-1.
    EXPECT_GE(blacks, std::max<int64_t>(1, std::min(cells * 6 / 10, cells - 1))) << g.Where();
    EXPECT_LE(blacks, std::max<int64_t>(1, std::min((cells * 95 - 1) / 100, cells - 1)))
        << g.Where();
    bool some_density = false;
    for (int64_t t : {50, 60, 70, 80, 90, 95}) {
      some_density |= numbers == std::max<int64_t>(1, blacks * t / 100);
    }
    EXPECT_TRUE(some_density) << g.Where();
    const int64_t k = static_cast<int64_t>(whites.size());
    if (k > 14) continue;
    ++checked;
    const PreparedProblemPtr prepared = testing::PrepareGenerated(kName, g);
    ASSERT_NE(prepared, nullptr);
    int full = 0;
    for (int64_t mask = 0; mask < (int64_t{1} << k); ++mask) {
      Board bulbs(n, std::vector<int64_t>(m, 0));
      for (int64_t b = 0; b < k; ++b) bulbs[whites[b].first][whites[b].second] = (mask >> b) & 1;
      auto verdict = verifier->Verify({*prepared, Text(grid, bulbs), params});
      ASSERT_TRUE(verdict.ok());
      if (!ValidByRays(grid, bulbs)) {
        EXPECT_EQ(verdict->score, -0.5) << g.Where() << Text(grid, bulbs);
        continue;
      }
      int64_t met = 0;
      for (int64_t i = 0; i < n; ++i) {
        for (int64_t j = 0; j < m; ++j) met += grid[i][j] >= 0 && grid[i][j] == Around(bulbs, i, j);
      }
      if (met == numbers) {
        ++full;
        EXPECT_EQ(verdict->score, 1.0) << g.Where() << Text(grid, bulbs);
        EXPECT_TRUE(verdict->correct) << g.Where() << Text(grid, bulbs);
      } else {
        EXPECT_NEAR(verdict->score,
                    std::pow(static_cast<double>(met) / static_cast<double>(numbers), 10), 1e-12)
            << g.Where() << Text(grid, bulbs);
        EXPECT_FALSE(verdict->correct) << g.Where() << Text(grid, bulbs);
      }
    }
    EXPECT_GE(full, 1) << g.Where();
    auto verdict = verifier->Verify({*prepared, Text(grid, solution), params});
    ASSERT_TRUE(verdict.ok());
    EXPECT_EQ(verdict->score, 1.0) << g.Where();
  }
  EXPECT_GE(checked, 4);
}

}  // namespace
}  // namespace light_up_puzzle_test_cc
}  // namespace referee

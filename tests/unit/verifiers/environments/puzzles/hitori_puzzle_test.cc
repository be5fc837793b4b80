// HitoriPuzzle (RLVE-Gym): black out cells `*` (others `.`) so that no
// number repeats in a row or column among the rest, no two black cells
// touch and the rest is connected; ladder -1 unparseable or not N lines of
// M characters . or *, -0.5 touching black cells or a disconnected rest,
// else (rows and columns without repeats / (N + M))^beta, beta = 10.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/verifier.h"

namespace referee {
inline namespace hitori_puzzle_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "hitori_puzzle";

class HitoriPuzzleTest : public testing::VerifierTableTest {};

// The grid   1 1 2     Repeats: row 0 (1, 1), row 2 (2, 2), column 2
//            2 3 1     (2, 1, 2); rows 1 and columns 0, 1 have none.
//            3 2 2
// "*.. / ... / ..*": row 0 keeps 1 2, row 2 keeps 3 2, column 2 keeps 1;
// the two black cells are corners, apart; the rest is connected: 6 of 6.
// ".*. / ... / ..*" likewise (row 0 keeps 1 2): 6 of 6.
// "... / ... / ..*": row 0 still repeats: 5 of 6.
// "*.. / ... / ...": row 2 and column 2 still repeat: 4 of 6.
// No black cell: rows 0, 2 and column 2 repeat: 3 of 6.
// "**. / ... / ..*": (0, 0) and (0, 1) touch. ".*. / *.. / ...": (0, 0)
// is cut off from the rest.
constexpr char kInstance[] =
    R"({"n": 3, "m": 3, "grid": [[1, 1, 2], [2, 3, 1], [3, 2, 2]],
        "solution": [[1, 0, 0], [0, 0, 0], [0, 0, 1]]})";

TEST_F(HitoriPuzzleTest, Ladder) {
  CheckInstance(
      kName, kInstance,
      {{"<answer>*..\n...\n..*</answer>", 1, true, true},
       {"<answer>.*.\n...\n..*</answer>", 1, true, true},
       {"<answer>\r\n  *.. \r\n\n...\n..*\n</answer>", 1, true, true},
       {"\\boxed{*..\n...\n..*}", 1, true, true},
       {"<answer>...\n...\n..*</answer>", std::pow(5.0 / 6.0, 10), false, true},
       {"<answer>*..\n...\n...</answer>", std::pow(4.0 / 6.0, 10), false, true},
       {"<answer>...\n...\n...</answer>", std::pow(3.0 / 6.0, 10), false, true},
       {"<answer>**.\n...\n..*</answer>", -0.5, false, true},
       {"<answer>.*.\n*..\n...</answer>", -0.5, false, true},
       // Shapes and characters RLVE calls wrong_format.
       {"<answer>*..\n...</answer>", -1, false, false},
       {"<answer>*..\n...\n..*\n...</answer>", -1, false, false},
       {"<answer>*...\n...\n..*</answer>", -1, false, false},
       {"<answer>* . .\n. . .\n. . *</answer>", -1, false, false},
       {"<answer>*..\n.x.\n..*</answer>", -1, false, false},
       {"<answer>*..\n...\n99999999999999999999</answer>", -1, false, false},
       {"<answer></answer>", -1, false, false},
       {"*..\n...\n..*", -1, false, false}});
  CheckInstance(kName, kInstance, {{"<answer>...\n...\n..*</answer>", 5.0 / 6.0, false, true}},
                R"({"beta": 1})");
}

TEST(HitoriPuzzleInstanceTest, FinishRejectsBadInstances) {
  auto with = [](const std::string& solution) {
    return absl::StrCat(R"({"n": 2, "m": 2, "grid": [[1, 1], [2, 1]])", solution, "}");
  };
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, with("")).ok());
  // Blacking (0, 1) leaves 1 / 2 1: no repeat, connected.
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, with(R"(, "solution": [[0, 1], [0, 0]])")).ok());
  // Nothing blacked: row 0 repeats.
  EXPECT_FALSE(
      testing::PrepareInstanceStatus(kName, with(R"(, "solution": [[0, 0], [0, 0]])")).ok());
  // Touching black cells.
  EXPECT_FALSE(
      testing::PrepareInstanceStatus(kName, with(R"(, "solution": [[1, 1], [0, 0]])")).ok());
  // (0, 0) and (1, 1) blacked cut (0, 1) from (1, 0).
  EXPECT_FALSE(
      testing::PrepareInstanceStatus(kName, with(R"(, "solution": [[1, 0], [0, 1]])")).ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 1, "m": 2, "grid": [[1, 1]]})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 2, "m": 2, "grid": [[1, 1], [-1, 1]]})")
                   .ok());
}

using Board = std::vector<std::vector<int64_t>>;

// RLVE's rules, by the definition: touching black cells, then a flood
// fill of the rest; -1 for invalid, else the lines without repeats.
int64_t Judge(const Board& grid, const Board& black) {
  const int64_t n = static_cast<int64_t>(grid.size()), m = static_cast<int64_t>(grid[0].size());
  for (int64_t i = 0; i < n; ++i) {
    for (int64_t j = 0; j < m; ++j) {
      if (black[i][j] && ((i + 1 < n && black[i + 1][j]) || (j + 1 < m && black[i][j + 1]))) {
        return -1;
      }
    }
  }
  Board seen(n, std::vector<int64_t>(m, 0));
  std::vector<std::pair<int64_t, int64_t>> stack;
  int64_t whites = 0, reached = 0;
  for (int64_t i = 0; i < n; ++i) {
    for (int64_t j = 0; j < m; ++j) {
      if (black[i][j]) continue;
      ++whites;
      if (stack.empty() && reached == 0) {
        stack.push_back({i, j});
        seen[i][j] = 1;
        reached = 1;
      }
    }
  }
  while (!stack.empty()) {
    const auto [i, j] = stack.back();
    stack.pop_back();
    for (const auto& [a, b] : {std::pair<int64_t, int64_t>{i + 1, j}, {i - 1, j}, {i, j + 1},
                               {i, j - 1}}) {
      if (a >= 0 && a < n && b >= 0 && b < m && !black[a][b] && !seen[a][b]) {
        seen[a][b] = 1;
        ++reached;
        stack.push_back({a, b});
      }
    }
  }
  if (reached != whites) return -1;
  int64_t good = 0;
  for (int64_t i = 0; i < n; ++i) {
    std::multiset<int64_t> kept;
    for (int64_t j = 0; j < m; ++j) {
      if (!black[i][j]) kept.insert(grid[i][j]);
    }
    good += std::set<int64_t>(kept.begin(), kept.end()).size() == kept.size();
  }
  for (int64_t j = 0; j < m; ++j) {
    std::multiset<int64_t> kept;
    for (int64_t i = 0; i < n; ++i) {
      if (!black[i][j]) kept.insert(grid[i][j]);
    }
    good += std::set<int64_t>(kept.begin(), kept.end()).size() == kept.size();
  }
  return good;
}

std::string Text(const Board& black) {
  std::string text = "<answer>";
  for (const auto& row : black) {
    for (int64_t v : row) text.push_back(v ? '*' : '.');
    text.push_back('\n');
  }
  return text + "</answer>";
}

// On generated instances with at most 16 cells (levels 0..1: N, M <= 5):
// the stored layout meets the rules, and every black set is scored as
// RLVE scores it (-0.5 for touching or disconnecting, else (good lines /
// (N + M))^10).
TEST(HitoriPuzzleBruteForceTest, EveryBlackSetScoredAsRlveScoresIt) {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find(kName);
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  int checked = 0;
  for (const testing::Generated& g : testing::GenerateSmall(kName, 1, 12)) {
    const int64_t n = g.Int("n"), m = g.Int("m");
    ASSERT_TRUE(n >= 2 && n <= 4 + g.level && m >= 2 && m <= 4 + g.level) << g.Where();
    const Board grid = g.IntRows("grid"), solution = g.IntRows("solution");
    EXPECT_EQ(Judge(grid, solution), n + m) << g.Where();
    if (n * m > 16) continue;
    ++checked;
    const PreparedProblemPtr prepared = testing::PrepareGenerated(kName, g);
    ASSERT_NE(prepared, nullptr);
    int full = 0;
    for (int64_t mask = 0; mask < (int64_t{1} << (n * m)); ++mask) {
      Board black(n, std::vector<int64_t>(m, 0));
      for (int64_t b = 0; b < n * m; ++b) black[b / m][b % m] = (mask >> b) & 1;
      const int64_t good = Judge(grid, black);
      auto verdict = verifier->Verify({*prepared, Text(black), params});
      ASSERT_TRUE(verdict.ok());
      if (good < 0) {
        EXPECT_EQ(verdict->score, -0.5) << g.Where() << Text(black);
      } else if (good == n + m) {
        ++full;
        EXPECT_EQ(verdict->score, 1.0) << g.Where() << Text(black);
        EXPECT_TRUE(verdict->correct) << g.Where() << Text(black);
      } else {
        EXPECT_NEAR(verdict->score,
                    std::pow(static_cast<double>(good) / static_cast<double>(n + m), 10), 1e-12)
            << g.Where() << Text(black);
        EXPECT_FALSE(verdict->correct) << g.Where() << Text(black);
      }
    }
    EXPECT_GE(full, 1) << g.Where();
  }
  EXPECT_GE(checked, 4);
}

}  // namespace
}  // namespace hitori_puzzle_test_cc
}  // namespace referee

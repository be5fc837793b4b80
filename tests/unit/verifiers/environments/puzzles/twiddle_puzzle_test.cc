// TwiddlePuzzle (RLVE-Gym): turn K x K squares of a grid of distinct
// numbers counterclockwise until it equals the target; ladder -1 a line
// that is not two integers, -0.5 a corner out of range (or more than 10000
// moves), else (cells equal to the target / NM)^beta, beta = 5.
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
inline namespace twiddle_puzzle_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "twiddle_puzzle";

class TwiddlePuzzleTest : public testing::VerifierTableTest {};

// N = 2, M = 3, K = 2 (corners (0, 0) and (0, 1)). A counterclockwise
// quarter turn of [[a, b], [c, d]] gives [[b, d], [a, c]].
// Start 0 1 2 / 3 4 5. "0 0": 1 4 2 / 0 3 5. Then "0 1" turns [[4, 2],
// [3, 5]] into [[2, 5], [4, 3]]: 1 2 5 / 0 4 3, the target.
// "0 0" alone: equal to the target at (0, 0) = 1 and (1, 0) = 0: 2 of 6.
// No move: only (1, 1) = 4 equal: 1 of 6.
// "0 1" then "0 0": 0 2 5 / 3 1 4, then 2 1 5 / 0 3 4: (0, 2) = 5 and
// (1, 0) = 0 equal: 2 of 6.
// Five turns at (0, 0) are one (four are the identity).
constexpr char kInstance[] =
    R"({"n": 2, "m": 3, "k": 2, "start": [[0, 1, 2], [3, 4, 5]],
        "target": [[1, 2, 5], [0, 4, 3]], "solution": [[0, 0], [0, 1]]})";

std::string Repeated(const std::string& piece, int times) {
  std::string text;
  for (int k = 0; k < times; ++k) text += piece;
  return text;
}

TEST_F(TwiddlePuzzleTest, Ladder) {
  // 10000 turns at (0, 0) are the identity (1 of 6); 10001 pass the cap.
  const std::string at_cap = "<answer>" + Repeated("0 0\n", 10000) + "</answer>";
  const std::string past_cap = "<answer>" + Repeated("0 0\n", 10001) + "</answer>";
  CheckInstance(
      kName, kInstance,
      {{"<answer>0 0\n0 1</answer>", 1, true, true},
       {"<answer>0 0\n0 0\n0 0\n0 0\n0 0\n0 1</answer>", 1, true, true},
       {"<answer>\r\n +0\t00 \n\n0 1\n</answer>", 1, true, true},
       {"\\boxed{0 0\n0 1}", 1, true, true},
       {"<answer>0 0</answer>", std::pow(2.0 / 6.0, 5), false, true},
       {"<answer>0 1\n0 0</answer>", std::pow(2.0 / 6.0, 5), false, true},
       {"<answer></answer>", std::pow(1.0 / 6.0, 5), false, true},
       {at_cap.c_str(), std::pow(1.0 / 6.0, 5), false, true},
       // Corners out of range (i <= 0, j <= 1) and the cap.
       {"<answer>0 2</answer>", -0.5, false, true},
       {"<answer>1 0</answer>", -0.5, false, true},
       {"<answer>0 0\n-1 0\n0 1</answer>", -0.5, false, true},
       {"<answer>0 0\n0 1\n0 99999999999999999999</answer>", -0.5, false, true},
       {past_cap.c_str(), -0.5, false, true},
       // Lines that are not two integers, wherever they stand.
       {"<answer>0 0 1</answer>", -1, false, false},
       {"<answer>0\n0 1</answer>", -1, false, false},
       {"<answer>0,0\n0,1</answer>", -1, false, false},
       {"<answer>0 0\n0 x</answer>", -1, false, false},
       {"<answer>0 5\nfoo</answer>", -1, false, false},
       {"0 0\n0 1", -1, false, false}});
  CheckInstance(kName, kInstance, {{"<answer>0 0</answer>", 2.0 / 6.0, false, true}},
                R"({"beta": 1})");
}

TEST(TwiddlePuzzleInstanceTest, FinishRejectsBadInstances) {
  auto with = [](const std::string& start, const std::string& target, const std::string& rest) {
    return absl::StrCat(R"({"n": 2, "m": 3, "k": 2, "start": )", start, R"(, "target": )",
                        target, rest, "}");
  };
  const std::string start = "[[0, 1, 2], [3, 4, 5]]", target = "[[1, 2, 5], [0, 4, 3]]";
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, with(start, target, "")).ok());
  EXPECT_TRUE(
      testing::PrepareInstanceStatus(kName, with(start, target, R"(, "solution": [[0, 0], [0, 1]])"))
          .ok());
  EXPECT_FALSE(
      testing::PrepareInstanceStatus(kName, with(start, target, R"(, "solution": [[0, 1], [0, 0]])"))
          .ok());
  EXPECT_FALSE(
      testing::PrepareInstanceStatus(kName, with(start, target, R"(, "solution": [[0, 2]])"))
          .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, with("[[0, 1, 2], [3, 4, 4]]", target, ""))
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, with(start, "[[1, 2, 5], [0, 4, 6]]", ""))
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 2, "m": 3, "k": 3, "start": [[0, 1, 2], [3, 4, 5]],
                             "target": [[0, 1, 2], [3, 4, 5]]})")
                   .ok());
}

using Board = std::vector<std::vector<int64_t>>;

// A counterclockwise quarter turn of the k x k square at (i, j), by the
// definition: the top row becomes the left column, read upwards.
Board Turn(const Board& grid, int64_t k, int64_t i, int64_t j) {
  Board out = grid;
  for (int64_t r = 0; r < k; ++r) {
    for (int64_t c = 0; c < k; ++c) out[i + r][j + c] = grid[i + c][j + k - 1 - r];
  }
  return out;
}

// On generated instances of levels 0..2: the start is a permutation, the
// reference reaches the target by the independent turn above, and every
// move list of up to 3 moves scores (cells equal to the target / NM)^5.
TEST(TwiddlePuzzleBruteForceTest, EveryShortMoveListScoredByTheDefinition) {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find(kName);
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  int checked = 0;
  for (const testing::Generated& g : testing::GenerateSmall(kName, 2, 5)) {
    const int64_t n = g.Int("n"), m = g.Int("m"), k = g.Int("k");
    ASSERT_TRUE(n >= 2 && n <= 3 + g.level && m >= 2 && m <= 3 + g.level) << g.Where();
    ASSERT_TRUE(k >= 2 && k <= std::min(n, m)) << g.Where();
    const Board start = g.IntRows("start"), target = g.IntRows("target");
    std::vector<int64_t> seen(n * m, 0);
    for (const auto& row : start) {
      for (int64_t v : row) ++seen[v];
    }
    for (int64_t c : seen) EXPECT_EQ(c, 1) << g.Where();
    const Board solution = g.IntRows("solution");
    EXPECT_TRUE(solution.size() >= 2 && solution.size() <= 10) << g.Where();
    Board grid = start;
    for (const auto& move : solution) grid = Turn(grid, k, move[0], move[1]);
    EXPECT_EQ(grid, target) << g.Where();
    const PreparedProblemPtr prepared = testing::PrepareGenerated(kName, g);
    ASSERT_NE(prepared, nullptr);
    const int64_t corners = (n - k + 1) * (m - k + 1);
    for (int length = 0; length <= 3; ++length) {
      int64_t total = 1;
      for (int t = 0; t < length; ++t) total *= corners;
      for (int64_t code = 0; code < total; ++code) {
        Board board = start;
        std::string text = "<answer>";
        for (int64_t t = 0, c = code; t < length; ++t, c /= corners) {
          const int64_t i = (c % corners) / (m - k + 1), j = (c % corners) % (m - k + 1);
          board = Turn(board, k, i, j);
          absl::StrAppend(&text, i, " ", j, "\n");
        }
        text += "</answer>";
        int64_t equal = 0;
        for (int64_t r = 0; r < n; ++r) {
          for (int64_t c = 0; c < m; ++c) equal += board[r][c] == target[r][c];
        }
        auto verdict = verifier->Verify({*prepared, text, params});
        ASSERT_TRUE(verdict.ok());
        ++checked;
        if (equal == n * m) {
          EXPECT_EQ(verdict->score, 1.0) << g.Where() << text;
          EXPECT_TRUE(verdict->correct) << g.Where() << text;
        } else {
          EXPECT_NEAR(verdict->score,
                      std::pow(static_cast<double>(equal) / static_cast<double>(n * m), 5), 1e-12)
              << g.Where() << text;
          EXPECT_FALSE(verdict->correct) << g.Where() << text;
        }
      }
    }
  }
  EXPECT_GE(checked, 100);
}

}  // namespace
}  // namespace twiddle_puzzle_test_cc
}  // namespace referee

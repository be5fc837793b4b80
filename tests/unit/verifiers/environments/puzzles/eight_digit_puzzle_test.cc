// EightDigitPuzzle (RLVE-Gym): slide the 0 of an N x M permutation grid
// (U, D, L, R swap it with a neighbour) from the start to the destination;
// ladder -1 unparseable or a letter other than U, D, L, R, -0.5 a move off
// the grid, else (cells equal to the destination / NM)^beta, beta = 10.
#include <algorithm>
#include <cmath>
#include <cstdint>
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
inline namespace eight_digit_puzzle_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "eight_digit_puzzle";

class EightDigitPuzzleTest : public testing::VerifierTableTest {};

// Start 1 0 / 2 3 (the 0 at row 0, column 1). Moves L (code 2) then D
// (code 1): L swaps the 0 with the 1 to its left: 0 1 / 2 3; D swaps it
// with the 2 below: 2 1 / 0 3, the destination.
//   "LD" and "LDUD" (U goes back to 0 1 / 2 3, D again to 2 1 / 0 3)
//     reach it: 1.
//   "" leaves 1 0 / 2 3: only the 3 (row 1, column 1) matches: (1/4)^10.
//   "L" gives 0 1 / 2 3: the 1 and the 3 match: (2/4)^10.
//   "D" swaps the 0 with the 3 below: 1 3 / 2 0: no cell matches: 0.
//   "R" moves the 0 to column 2 (off the 2-column grid): -0.5; so does
//     "LDD" (after LD the 0 is in row 1, the last row).
//   "L D", "ld", "LDX", "RX" (a bad letter, even after a move off the
//     grid) and an answer without tags: -1.
constexpr char kInstance[] =
    R"({"n": 2, "m": 2, "start": [[1, 0], [2, 3]], "destination": [[2, 1], [0, 3]],
        "moves": [2, 1]})";

TEST_F(EightDigitPuzzleTest, Ladder) {
  CheckInstance(kName, kInstance,
                {{"<answer>LD</answer>", 1, true, true},
                 {"<answer>LDUD</answer>", 1, true, true},
                 {"<answer>\n LD \n</answer>", 1, true, true},
                 {"\\boxed{LD}", 1, true, true},
                 {"<answer></answer>", std::pow(0.25, 10), false, true},
                 {"<answer>L</answer>", std::pow(0.5, 10), false, true},
                 {"<answer>D</answer>", 0, false, true},
                 {"<answer>R</answer>", -0.5, false, true},
                 {"<answer>LDD</answer>", -0.5, false, true},
                 {"<answer>L D</answer>", -1, false, false},
                 {"<answer>ld</answer>", -1, false, false},
                 {"<answer>LDX</answer>", -1, false, false},
                 {"<answer>RX</answer>", -1, false, false},
                 {"LD", -1, false, false}});
  CheckInstance(kName, kInstance, {{"<answer>L</answer>", 0.5, false, true}},
                R"({"beta": 1})");
}

TEST(EightDigitPuzzleInstanceTest, FinishRejectsBadInstances) {
  // The start repeats 1.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 2, "m": 2, "start": [[1, 1], [2, 3]],
                              "destination": [[1, 1], [2, 3]], "moves": [1, 0]})")
                   .ok());
  // R takes the 0 (column 1) off the grid.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 2, "m": 2, "start": [[1, 0], [2, 3]],
                              "destination": [[1, 0], [2, 3]], "moves": [3]})")
                   .ok());
  // L alone gives 0 1 / 2 3, not 2 1 / 0 3.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 2, "m": 2, "start": [[1, 0], [2, 3]],
                              "destination": [[2, 1], [0, 3]], "moves": [2]})")
                   .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, kInstance).ok());
}

using Board = std::vector<std::vector<int64_t>>;

// Slides the 0 of `board` along `letters` by the definition: find the 0,
// swap it with its neighbour in the letter's direction; false if that
// neighbour does not exist.
bool Slide(Board& board, const std::string& letters) {
  for (const char letter : letters) {
    size_t r = 0, c = 0;
    for (size_t i = 0; i < board.size(); ++i) {
      for (size_t j = 0; j < board[i].size(); ++j) {
        if (board[i][j] == 0) {
          r = i;
          c = j;
        }
      }
    }
    long nr = static_cast<long>(r), nc = static_cast<long>(c);
    if (letter == 'U') --nr;
    if (letter == 'D') ++nr;
    if (letter == 'L') --nc;
    if (letter == 'R') ++nc;
    if (nr < 0 || nc < 0 || nr >= static_cast<long>(board.size()) ||
        nc >= static_cast<long>(board[0].size())) {
      return false;
    }
    std::swap(board[r][c], board[static_cast<size_t>(nr)][static_cast<size_t>(nc)]);
  }
  return true;
}

// On small generated instances: the sizes and step counts follow RLVE's
// controller, the reference moves take the start to the destination, and
// every answer of up to 4 letters earns what the definition gives it
// (-0.5 off the grid, else (matching cells / NM)^10, 1 exactly when the
// destination is reached, by whatever path).
TEST(EightDigitPuzzleBruteForceTest, EveryShortAnswerScoresByTheDefinition) {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find(kName);
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  std::vector<std::string> answers = {""};
  for (size_t at = 0; at < answers.size(); ++at) {
    if (answers[at].size() == 4) continue;
    for (const char letter : {'U', 'D', 'L', 'R'}) answers.push_back(answers[at] + letter);
  }
  for (const testing::Generated& g : testing::GenerateSmall(kName, 2, 6)) {
    const int64_t n = g.Int("n"), m = g.Int("m");
    EXPECT_GE(n, 2);
    EXPECT_LE(n, 3 + g.level) << g.Where();
    EXPECT_GE(m, 2);
    EXPECT_LE(m, 3 + g.level) << g.Where();
    const Board start = g.IntRows("start"), destination = g.IntRows("destination");
    const std::vector<int64_t> codes = g.Ints("moves");
    const std::vector<int64_t> steps = {2, 3, 5, 10, 15, 20, 25, 30};
    EXPECT_NE(std::find(steps.begin(), steps.end(), static_cast<int64_t>(codes.size())),
              steps.end())
        << g.Where();
    EXPECT_EQ(g.answer.size(), codes.size()) << g.Where();
    Board walked = start;
    EXPECT_TRUE(Slide(walked, g.answer)) << g.Where();
    EXPECT_EQ(walked, destination) << g.Where();

    const PreparedProblemPtr prepared = testing::PrepareGenerated(kName, g);
    ASSERT_NE(prepared, nullptr);
    for (const std::string& letters : answers) {
      Board board = start;
      const bool on_grid = Slide(board, letters);
      int64_t matches = 0;
      for (size_t i = 0; i < board.size(); ++i) {
        for (size_t j = 0; j < board[i].size(); ++j) matches += board[i][j] == destination[i][j];
      }
      auto verdict =
          verifier->Verify({*prepared, absl::StrCat("<answer>", letters, "</answer>"), params});
      ASSERT_TRUE(verdict.ok());
      if (!on_grid) {
        EXPECT_EQ(verdict->score, -0.5) << g.Where() << letters;
      } else if (matches == n * m) {
        EXPECT_EQ(verdict->score, 1.0) << g.Where() << letters;
        EXPECT_TRUE(verdict->correct) << g.Where() << letters;
      } else {
        EXPECT_NEAR(verdict->score, std::pow(static_cast<double>(matches) / (n * m), 10), 1e-12)
            << g.Where() << letters;
        EXPECT_FALSE(verdict->correct) << g.Where() << letters;
      }
    }
  }
}

}  // namespace
}  // namespace eight_digit_puzzle_test_cc
}  // namespace referee

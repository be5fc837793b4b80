// QueenPlacement (RLVE-Gym): add K queens to an N x N board so that no two
// queens attack; ladder -1 unparseable or not N lines of N characters from
// Q and ., then in row-major order -0.5 a given queen missing or 0 a queen
// attacking an earlier one, 0 not K new queens, 1 solved.
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
inline namespace queen_placement_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "queen_placement";

class QueenPlacementTest : public testing::VerifierTableTest {};

// N = 4, one queen at (3, 2), K = 2. The cells it leaves free (row != 3,
// column != 2, r - c != 1, r + c != 5): A (0,0), B (0,1), C (0,3),
// D (1,1), E (1,3), F (2,0). Pairs in different rows and columns with
// different r - c and r + c: A-E, B-E, B-F, C-D, C-F, E-F (A-D share
// r - c = 0, A-F column 0, B-D column 1, C-E column 3, D-F r + c = 2).
// So six answers earn 1, e.g. B-E (the stored solution), C-D, E-F, A-E,
// B-F, C-F. Then:
//   A-D: (1,1) attacks (0,0) diagonally: 0.
//   B, E, F: no attack, but 3 new queens, not 2: 0.
//   E alone: 1 new queen: 0.
//   B, E, F without (3, 2): the given is missing: -0.5.
//   B, E and (3, 3) instead of (3, 2): the scan reaches (3, 2), missing,
//     before (3, 3): -0.5.
//   (0, 0), (0, 1) and nothing else: the scan meets (0, 1) attacking
//     (0, 0) before the missing (3, 2): 0, as in RLVE.
//   A and (2, 1): (2, 1) and (3, 2) share r - c = 1: 0.
// Shapes other than 4 lines of 4 characters from Q and .: -1.
constexpr char kInstance[] = R"({"n": 4, "grid": [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0],
                                 [0, 0, 1, 0]], "k": 2,
                                 "solution": [[0, 1, 0, 0], [0, 0, 0, 1], [0, 0, 0, 0],
                                              [0, 0, 1, 0]]})";

TEST_F(QueenPlacementTest, Ladder) {
  CheckInstance(kName, kInstance,
                {{"<answer>.Q..\n...Q\n....\n..Q.</answer>", 1, true, true},
                 {"<answer>...Q\n.Q..\n....\n..Q.</answer>", 1, true, true},
                 {"<answer>....\n...Q\nQ...\n..Q.</answer>", 1, true, true},
                 {"<answer>Q...\n...Q\n....\n..Q.</answer>", 1, true, true},
                 {"<answer>.Q..\n....\nQ...\n..Q.</answer>", 1, true, true},
                 {"<answer>...Q\n....\nQ...\n..Q.</answer>", 1, true, true},
                 {"<answer> .Q.. \r\n\n...Q\n....\n..Q.\n</answer>", 1, true, true},
                 {"\\boxed{.Q..\n...Q\n....\n..Q.}", 1, true, true},
                 {"<answer>Q...\n.Q..\n....\n..Q.</answer>", 0, false, true},
                 {"<answer>.Q..\n...Q\nQ...\n..Q.</answer>", 0, false, true},
                 {"<answer>....\n...Q\n....\n..Q.</answer>", 0, false, true},
                 {"<answer>.Q..\n...Q\nQ...\n....</answer>", -0.5, false, true},
                 {"<answer>.Q..\n...Q\n....\n...Q</answer>", -0.5, false, true},
                 {"<answer>QQ..\n....\n....\n....</answer>", 0, false, true},
                 {"<answer>Q...\n....\n.Q..\n..Q.</answer>", 0, false, true},
                 {"<answer>.q..\n...Q\n....\n..Q.</answer>", -1, false, false},
                 {"<answer>.Q..\n...Q\n....\n..Q*</answer>", -1, false, false},
                 {"<answer>.Q..\n...Q\n....</answer>", -1, false, false},
                 {"<answer>.Q..\n...Q\n....\n..Q.\n....</answer>", -1, false, false},
                 {"<answer>.Q...\n...Q\n....\n..Q.</answer>", -1, false, false},
                 {"<answer>.Q.. ...Q .... ..Q.</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {".Q..\n...Q\n....\n..Q.", -1, false, false}});
}

TEST(QueenPlacementInstanceTest, FinishRejectsBadInstances) {
  const char* bad[] = {
      // Given queens attacking each other (diagonally).
      R"({"n": 3, "grid": [[1, 0, 0], [0, 1, 0], [0, 0, 0]], "k": 1})",
      // More queens than rows.
      R"({"n": 3, "grid": [[1, 0, 0], [0, 0, 0], [0, 0, 0]], "k": 3})",
      // Solutions: a given removed, one queen too many, attacking queens.
      R"({"n": 4, "grid": [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 1, 0]], "k": 2,
          "solution": [[0, 1, 0, 0], [0, 0, 0, 1], [1, 0, 0, 0], [0, 0, 0, 0]]})",
      R"({"n": 4, "grid": [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 1, 0]], "k": 2,
          "solution": [[0, 1, 0, 0], [0, 0, 0, 1], [1, 0, 0, 0], [0, 0, 1, 0]]})",
      R"({"n": 4, "grid": [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 1, 0]], "k": 2,
          "solution": [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 0, 0], [0, 0, 1, 0]]})",
  };
  for (const char* instance : bad) {
    EXPECT_FALSE(testing::PrepareInstanceStatus(kName, instance).ok()) << instance;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, kInstance).ok());
  // Without a solution: the reference output is empty, the instance fine.
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"n": 3, "grid": [[1, 0, 0], [0, 0, 0], [0, 0, 0]], "k": 1})")
                  .ok());
}

using Board = std::vector<std::vector<int64_t>>;

// Whether two queens at (r1, c1) != (r2, c2) attack each other.
bool Attack(int64_t r1, int64_t c1, int64_t r2, int64_t c2) {
  return r1 == r2 || c1 == c2 || std::llabs(r1 - r2) == std::llabs(c1 - c2);
}

// Whether no two queens of `board` attack each other, pair by pair.
bool Peaceful(const Board& board) {
  std::vector<std::pair<int64_t, int64_t>> queens;
  for (size_t r = 0; r < board.size(); ++r) {
    for (size_t c = 0; c < board.size(); ++c) {
      if (board[r][c] == 1) queens.push_back({r, c});
    }
  }
  for (size_t i = 0; i < queens.size(); ++i) {
    for (size_t j = i + 1; j < queens.size(); ++j) {
      if (Attack(queens[i].first, queens[i].second, queens[j].first, queens[j].second)) {
        return false;
      }
    }
  }
  return true;
}

std::string Text(const Board& board) {
  std::string text = "<answer>";
  for (size_t r = 0; r < board.size(); ++r) {
    if (r > 0) text += "\n";
    for (const int64_t cell : board[r]) text += cell == 1 ? 'Q' : '.';
  }
  return text + "</answer>";
}

// Every way to add `left` queens on empty cells from `from` on.
void Additions(Board& board, int64_t from, int64_t left, std::vector<Board>& out) {
  const int64_t n = static_cast<int64_t>(board.size());
  if (left == 0) {
    out.push_back(board);
    return;
  }
  for (int64_t cell = from; cell < n * n; ++cell) {
    if (board[cell / n][cell % n] == 1) continue;
    board[cell / n][cell % n] = 1;
    Additions(board, cell + 1, left - 1, out);
    board[cell / n][cell % n] = 0;
  }
}

// On small generated instances (N = 4..6): the stored solution holds the
// given queens and K more, no two attacking, and is maximal (every cell is
// a queen or attacked: RLVE's greedy fill); K is in 1..max(1, queens/2).
// Over every way to add K queens on empty cells, the verifier gives 1 to
// exactly the peaceful ones and 0 to the rest.
TEST(QueenPlacementBruteForceTest, ReferenceSolvesAndAnySolutionScores) {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find(kName);
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  for (const testing::Generated& g : testing::GenerateSmall(kName, 2, 8)) {
    const int64_t n = g.Int("n");
    ASSERT_EQ(n, 4 + g.level) << g.Where();
    const int64_t k = g.Int("k");
    Board grid = g.IntRows("grid");
    const Board solution = g.IntRows("solution");
    int64_t queens = 0, added = 0;
    for (int64_t r = 0; r < n; ++r) {
      for (int64_t c = 0; c < n; ++c) {
        queens += solution[r][c];
        added += solution[r][c] - grid[r][c];
        EXPECT_GE(solution[r][c], grid[r][c]) << g.Where();
      }
    }
    EXPECT_EQ(added, k) << g.Where();
    EXPECT_GE(k, 1) << g.Where();
    EXPECT_LE(k, std::max<int64_t>(1, queens / 2)) << g.Where();
    EXPECT_TRUE(Peaceful(solution)) << g.Where();
    for (int64_t r = 0; r < n; ++r) {
      for (int64_t c = 0; c < n; ++c) {
        bool covered = solution[r][c] == 1;
        for (int64_t r2 = 0; r2 < n; ++r2) {
          for (int64_t c2 = 0; c2 < n; ++c2) {
            covered = covered || (solution[r2][c2] == 1 && Attack(r, c, r2, c2));
          }
        }
        EXPECT_TRUE(covered) << g.Where() << " cell " << r << " " << c;
      }
    }
    EXPECT_EQ(absl::StrCat("<answer>", g.answer, "</answer>"), Text(solution)) << g.Where();

    const PreparedProblemPtr prepared = testing::PrepareGenerated(kName, g);
    ASSERT_NE(prepared, nullptr);
    std::vector<Board> boards;
    Additions(grid, 0, k, boards);
    int64_t solved = 0;
    for (const Board& b : boards) {
      const bool peaceful = Peaceful(b);
      solved += peaceful ? 1 : 0;
      auto verdict = verifier->Verify({*prepared, Text(b), params});
      ASSERT_TRUE(verdict.ok());
      EXPECT_EQ(verdict->score, peaceful ? 1.0 : 0.0) << g.Where() << Text(b);
      EXPECT_EQ(verdict->correct, peaceful) << g.Where();
    }
    EXPECT_GE(solved, 1) << g.Where();
  }
}

}  // namespace
}  // namespace queen_placement_test_cc
}  // namespace referee

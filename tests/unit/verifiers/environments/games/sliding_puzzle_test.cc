// sliding_puzzle: the rules of a turn, the ladder and the limit, worked by
// hand on explicit instances; solvability and the reference's length
// against breadth-first search over every board of the 2×2 and 3×3
// puzzles; then the properties every game has (game_checks.h).
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/games/game_checks.h"
#include "tests/unit/verifiers/environments/generated.h"

namespace referee {
inline namespace sliding_puzzle_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "sliding_puzzle";

// One move from solved: the blank right swaps it with 8. The optimum is 1,
// so the limit is 2 * 1 + 4 = 6 and an illegal action costs 1/6.
constexpr char kOneAway[] = R"({"size": 3, "tiles": [[1,2,3],[4,5,6],[7,0,8]]})";

TEST(SlidingPuzzleTest, TurnsOfAnEpisode) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kOneAway);
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns = testing::PlayEpisode(
      *problem, {"down", "up", "slide 9", "slide 8", "hop", "D", "r"});
  ASSERT_EQ(turns.size(), 6u);  // The sixth turn is the limit.
  EXPECT_EQ(turns[0].observation, "The blank is in the bottom row: it cannot move down.");
  EXPECT_DOUBLE_EQ(turns[0].reward, -1.0 / 6);
  // Up: the blank takes 5's place, 5 slides down.
  EXPECT_EQ(turns[1].observation, "The blank moved up (tile 5 slid down):\n1 2 3\n4 _ 6\n7 5 8");
  EXPECT_EQ(turns[1].reward, 0);
  EXPECT_EQ(turns[2].observation, "There is no tile 9: the tiles are 1 to 8.");
  EXPECT_DOUBLE_EQ(turns[2].reward, -1.0 / 6);
  // 8 is at the bottom right, the blank in the middle.
  EXPECT_EQ(turns[3].observation, "Tile 8 is not next to the blank, so it cannot slide.");
  EXPECT_EQ(turns[4].observation,
            "Not a move: reply with up, down, left or right (the way the blank moves), or "
            "`slide T` for a tile T next to the blank.");
  EXPECT_FALSE(turns[4].done);
  // The sixth turn is the limit: back where it started, not solved.
  EXPECT_EQ(turns[5].observation,
            "The blank moved down (tile 5 slid up):\n1 2 3\n4 5 6\n7 _ 8\n"
            "No turns left: the episode is over.");
  EXPECT_TRUE(turns[5].done);
  EXPECT_FALSE(turns[5].correct);
}

TEST(SlidingPuzzleTest, TheSolvingMove) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kOneAway);
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns =
      testing::PlayEpisode(*problem, {"left", "slide 7", "R", "right"});
  ASSERT_EQ(turns.size(), 3u);  // Nothing is played after the solving move.
  // Left: 7 slides right; "slide 7" moves it back (the blank moves right).
  EXPECT_EQ(turns[0].observation, "The blank moved left (tile 7 slid right):\n1 2 3\n4 5 6\n_ 7 8");
  EXPECT_EQ(turns[1].observation, "The blank moved right (tile 7 slid left):\n1 2 3\n4 5 6\n7 _ 8");
  EXPECT_EQ(turns[2].observation,
            "The blank moved right (tile 8 slid left): the tiles are in order. Solved.");
  EXPECT_EQ(turns[2].reward, 1);
  EXPECT_TRUE(turns[2].done && turns[2].correct);
}

// 4×4: two-digit tiles are padded to width 2; the blank at the top left.
TEST(SlidingPuzzleTest, FourByFourBoard) {
  PreparedProblemPtr problem = testing::GameInstance(
      kName, R"({"size": 4, "tiles": [[0,1,2,3],[5,6,7,4],[9,10,11,8],[13,14,15,12]]})");
  ASSERT_NE(problem, nullptr);
  // The blank walks right three times, then down three times: 6 moves,
  // and no shorter way (Manhattan distance 6), so the limit is 16.
  std::unique_ptr<Session> session = testing::StartEpisode(*problem);
  EXPECT_EQ(session->TurnLimit(), 16);
  const std::vector<TurnOutcome> turns = testing::PlayEpisode(*problem, {"l", "right"});
  ASSERT_EQ(turns.size(), 2u);
  EXPECT_EQ(turns[0].observation, "The blank is in the left column: it cannot move left.");
  EXPECT_DOUBLE_EQ(turns[0].reward, -1.0 / 16);
  EXPECT_EQ(turns[1].observation,
            "The blank moved right (tile 1 slid left):\n"
            " 1  _  2  3\n 5  6  7  4\n 9 10 11  8\n13 14 15 12");
}

TEST(SlidingPuzzleTest, ScoreReadsTheActionsOfTheAnswer) {
  // The blank at the bottom left: right, right (7 then 8 slide left);
  // limit 2 * 2 + 4 = 8.
  PreparedProblemPtr problem =
      testing::GameInstance(kName, R"({"size": 3, "tiles": [[1,2,3],[4,5,6],[0,7,8]]})");
  ASSERT_NE(problem, nullptr);
  auto score = [&](absl::string_view output) { return testing::ScoreAnswer(*problem, output); };
  EXPECT_EQ(score("<answer>right\nright</answer>").score, 1);
  EXPECT_EQ(score("<answer>slide 7\nslide 8</answer>").score, 1);
  EXPECT_EQ(score("<answer>slide 7\nr\nleft</answer>").score, 1);  // The last is ignored.
  EXPECT_DOUBLE_EQ(score("<answer>left\nr\nr</answer>").score, 1 - 1.0 / 8);
  EXPECT_EQ(score("<answer>right\nup</answer>").score, 0);
  EXPECT_FALSE(score("<answer>right\nup</answer>").correct);
  // The corrupted reference names tile 9, which does not exist.
  EXPECT_DOUBLE_EQ(score("<answer>slide 7\nslide 9</answer>").score, -1.0 / 8);
  EXPECT_EQ(score("right right").score, -1);
}

// The worked episode of the docs (limit 2 * 2 + 4 = 8).
TEST(SlidingPuzzleTest, TheDocumentedEpisode) {
  PreparedProblemPtr problem =
      testing::GameInstance(kName, R"({"size": 3, "tiles": [[1,2,3],[4,5,6],[0,7,8]]})");
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns =
      testing::PlayEpisode(*problem, {"left", "up", "down", "slide 7", "r"});
  ASSERT_EQ(turns.size(), 5u);
  EXPECT_EQ(turns[0].observation, "The blank is in the left column: it cannot move left.");
  EXPECT_DOUBLE_EQ(turns[0].reward, -1.0 / 8);
  EXPECT_EQ(turns[1].observation, "The blank moved up (tile 4 slid down):\n1 2 3\n_ 5 6\n4 7 8");
  EXPECT_EQ(turns[2].observation, "The blank moved down (tile 4 slid up):\n1 2 3\n4 5 6\n_ 7 8");
  EXPECT_EQ(turns[3].observation, "The blank moved right (tile 7 slid left):\n1 2 3\n4 5 6\n7 _ 8");
  EXPECT_EQ(turns[4].observation,
            "The blank moved right (tile 8 slid left): the tiles are in order. Solved.");
  EXPECT_TRUE(turns[4].done && turns[4].correct);
}

TEST(SlidingPuzzleTest, InstancesAreChecked) {
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, kOneAway).ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"size": 2, "tiles": [[1,2],[0,3]]})").ok());
  // 7 and 8 swapped: an odd permutation with the blank home.
  const absl::Status parity = testing::PrepareInstanceStatus(
      kName, R"({"size": 3, "tiles": [[1,2,3],[4,5,6],[8,7,0]]})");
  EXPECT_EQ(parity.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(parity.message().find("environment.instance.tiles"), std::string::npos) << parity;
  const char* const kBad[] = {
      R"({"size": 3, "tiles": [[1,2,3],[4,5,6],[7,8,0]]})",             // Solved.
      R"({"size": 3, "tiles": [[1,2,3],[4,5,6],[7,7,0]]})",             // 7 twice.
      R"({"size": 3, "tiles": [[1,2,3],[4,5,6]]})",                     // Two rows.
      R"({"size": 3, "tiles": [[1,2,3],[4,5,6],[7,0,9]]})",             // 9 > 8.
      R"({"size": 5, "tiles": [[1,2,3,4,5]]})",                         // Too large.
      R"({"size": 1, "tiles": [[0]]})",                                 // Too small.
      R"({"size": 2, "tiles": [[2,1],[3,0]]})",                         // Odd parity.
      R"({"size": 2, "tiles": [[1,2],[0,3]], "goal": 1})",              // Unknown field.
      // 15 and 14 swapped (Sam Loyd's puzzle): unsolvable.
      R"({"size": 4, "tiles": [[1,2,3,4],[5,6,7,8],[9,10,11,12],[13,15,14,0]]})",
  };
  for (const char* bad : kBad) {
    EXPECT_EQ(testing::PrepareInstanceStatus(kName, bad).code(),
              absl::StatusCode::kInvalidArgument)
        << bad;
  }
}

TEST(SlidingPuzzleTest, TurnLimitFollowsTheScramble) {
  const TaskType* task = testing::TestCatalog().tasks.Find(kName);
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxTurns(0), 2 * 4 + 4);    // 3×3, 4 moves.
  EXPECT_EQ(task->MaxTurns(7), 2 * 30 + 4);   // 3×3, 30 moves.
  EXPECT_EQ(task->MaxTurns(8), 2 * 16 + 4);   // 4×4, 16 moves.
  EXPECT_EQ(task->MaxTurns(13), 2 * 36 + 4);  // 4×4, 36 moves.
}

// Boards as N² digits, row-major (0 the blank).
using Board = std::array<int, 9>;

// Breadth-first search from the solved n×n board (n <= 3): every board
// reachable, with its distance.
uint64_t Key(const Board& b) {
  uint64_t k = 0;
  for (int v : b) k = k * 16 + static_cast<uint64_t>(v);
  return k;
}

std::unordered_map<uint64_t, int> AllDistances(int n) {
  Board solved{};
  for (int i = 0; i + 1 < n * n; ++i) solved[i] = i + 1;
  std::unordered_map<uint64_t, int> distance = {{Key(solved), 0}};
  std::vector<Board> queue = {solved};
  for (size_t head = 0; head < queue.size(); ++head) {
    const Board b = queue[head];
    const int d = distance[Key(b)];
    int blank = 0;
    while (b[blank] != 0) ++blank;
    const int r = blank / n, c = blank % n;
    const int steps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    for (const auto& s : steps) {
      const int nr = r + s[0], nc = c + s[1];
      if (nr < 0 || nr >= n || nc < 0 || nc >= n) continue;
      Board next = b;
      std::swap(next[blank], next[nr * n + nc]);
      if (distance.emplace(Key(next), d + 1).second) queue.push_back(next);
    }
  }
  return distance;
}

std::string Json(int n, const Board& b) {
  std::vector<std::string> rows;
  for (int r = 0; r < n; ++r) {
    std::vector<int> row(b.begin() + r * n, b.begin() + (r + 1) * n);
    rows.push_back(absl::StrCat("[", absl::StrJoin(row, ","), "]"));
  }
  return absl::StrCat(R"({"size": )", n, R"(, "tiles": [)", absl::StrJoin(rows, ","), "]}");
}

// Read accepts exactly the boards BFS reaches (bar the solved one), and
// the limit is 2 × the BFS distance + 4: the solver's solution is optimal.
void ExpectMatchesBreadthFirstSearch(int n, const Board& b,
                                     const std::unordered_map<uint64_t, int>& distance) {
  const auto found = distance.find(Key(b));
  const std::string json = Json(n, b);
  const absl::Status status = testing::PrepareInstanceStatus(kName, json);
  const bool reachable = found != distance.end() && found->second > 0;
  ASSERT_EQ(status.ok(), reachable) << json << ": " << status;
  if (!reachable) return;
  PreparedProblemPtr problem = testing::GameInstance(kName, json);
  ASSERT_NE(problem, nullptr);
  std::unique_ptr<Session> session = testing::StartEpisode(*problem);
  EXPECT_EQ(session->TurnLimit(), 2 * found->second + 4) << json;
}

TEST(SlidingPuzzleTest, TwoByTwoMatchesBreadthFirstSearch) {
  const std::unordered_map<uint64_t, int> distance = AllDistances(2);
  EXPECT_EQ(distance.size(), 12u);  // Half of the 4! arrangements.
  Board b{0, 1, 2, 3};
  do {
    ExpectMatchesBreadthFirstSearch(2, b, distance);
  } while (std::next_permutation(b.begin(), b.begin() + 4));
}

TEST(SlidingPuzzleTest, ThreeByThreeMatchesBreadthFirstSearch) {
  const std::unordered_map<uint64_t, int> distance = AllDistances(3);
  EXPECT_EQ(distance.size(), 181440u);  // Half of the 9! arrangements.
  // Random arrangements (half unsolvable), and the two hardest boards,
  // 31 moves from solved.
  tasks::Rng rng(2024);
  std::vector<Board> boards = {{8, 6, 7, 2, 5, 4, 3, 0, 1}, {6, 4, 7, 8, 5, 0, 3, 2, 1}};
  for (int k = 0; k < 150; ++k) {
    std::vector<int> cells = {0, 1, 2, 3, 4, 5, 6, 7, 8};
    rng.Shuffle(cells);
    Board b{};
    std::copy(cells.begin(), cells.end(), b.begin());
    boards.push_back(b);
  }
  for (const Board& b : boards) ExpectMatchesBreadthFirstSearch(3, b, distance);
  EXPECT_EQ(distance.at(0x867254301ull), 31);
}

// Generated 3×3 boards: the reference is as long as the BFS distance.
TEST(SlidingPuzzleTest, GeneratedReferenceIsShortest) {
  const std::unordered_map<uint64_t, int> distance = AllDistances(3);
  for (const testing::Generated& g : testing::GenerateSmall(kName, 7, 8)) {
    Board b{};
    int k = 0;
    for (const std::vector<int64_t>& row : g.IntRows("tiles")) {
      for (int64_t tile : row) b[k++] = static_cast<int>(tile);
    }
    ASSERT_EQ(k, 9) << g.Where();
    PreparedProblemPtr problem = testing::GameProblem(kName, g.level, g.seed);
    ASSERT_NE(problem, nullptr);
    EXPECT_EQ(static_cast<int>(testing::ReferenceActions(*problem).size()),
              distance.at(Key(b)))
        << g.Where();
  }
}

// The server replays every turn: 20 moves from the start, well inside
// 50 µs on any build we ship (generous here: sanitizers, a busy machine).
TEST(SlidingPuzzleTest, ReplayIsCheap) {
  PreparedProblemPtr problem = testing::GameProblem(kName, 13, 1);
  ASSERT_NE(problem, nullptr);
  const std::vector<std::string> moves = {"up", "down", "left", "right", "slide 3"};
  constexpr int kRuns = 2000;
  const auto start = std::chrono::steady_clock::now();
  for (int run = 0; run < kRuns; ++run) {
    std::unique_ptr<Session> session = testing::StartEpisode(*problem);
    for (int k = 0; k < 20; ++k) {
      if (session->Act(moves[k % moves.size()], /*observe=*/k == 19).done) break;
    }
  }
  const double micros = std::chrono::duration<double, std::micro>(
                            std::chrono::steady_clock::now() - start)
                            .count() /
                        kRuns;
  EXPECT_LT(micros, 500) << micros << " µs per 20-move replay";
}

std::string RandomMove(tasks::Rng& rng) {
  static const char* const kMoves[] = {"up", "down", "left", "right", "u", "d", "L", "R"};
  if (rng.Chance(1, 4)) return absl::StrCat("slide ", rng.Uniform(0, 16));
  return kMoves[rng.Uniform(0, 7)];
}

TEST(SlidingPuzzleTest, ReferenceSolvesEveryLevel) {
  testing::ExpectReferenceSolves(kName, 13, 6);
}

TEST(SlidingPuzzleTest, RandomPlayIsSafe) {
  testing::ExpectRandomPlayIsSafe(kName, 13, 6, RandomMove);
}

TEST(SlidingPuzzleTest, ReplayIsDeterministic) {
  testing::ExpectReplayIsDeterministic(kName, 13, 2, RandomMove);
}

}  // namespace
}  // namespace sliding_puzzle_test_cc
}  // namespace referee

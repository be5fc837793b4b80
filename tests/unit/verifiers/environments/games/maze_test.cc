// maze: the rules of a turn, the window, the ladder and the limit, worked
// by hand on explicit mazes; generated mazes checked from the definition
// (a perfect maze, the exit reachable, the reference as long as the BFS
// distance); then the properties every game has (game_checks.h).
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/games/game_checks.h"
#include "tests/unit/verifiers/environments/generated.h"

namespace referee {
inline namespace maze_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "maze";

// #####
// #..E#     The exit at (2, 4), the start at (4, 4): the way is west,
// #.###     west, north, north, east, east (6 steps). 7 open squares:
// #..S#     the limit is 2 * 6 + 7 / 4 = 13, an illegal step costs 1/13.
// #####
constexpr char kHook[] = R"({"rows": 5, "cols": 5, "walls": [
    [1,1,1,1,1], [1,0,0,0,1], [1,0,1,1,1], [1,0,0,0,1], [1,1,1,1,1]],
    "start": [4, 4], "exit": [2, 4]})";

TEST(MazeTest, TheOpeningObservation) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kHook);
  ASSERT_NE(problem, nullptr);
  const std::string prompt = problem->task().DefaultPrompt(*problem);
  EXPECT_NE(prompt.find("a grid of 5 rows and 5 columns"), std::string::npos) << prompt;
  EXPECT_NE(prompt.find("You are at (4, 4) and the exit is at (2, 4)."), std::string::npos);
  // Rows 2..6 and columns 2..6 around (4, 4); row 6 and column 6 are
  // beyond the edge.
  EXPECT_NE(prompt.find("What you see now:\n..E##\n.####\n..@##\n#####\n#####\n"),
            std::string::npos)
      << prompt;
  EXPECT_NE(prompt.find("`east` and `go 4 5` are the same step"), std::string::npos);
  EXPECT_NE(prompt.find("Reach the exit within 13 turns."), std::string::npos);
}

TEST(MazeTest, TurnsOfAnEpisode) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kHook);
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns = testing::PlayEpisode(
      *problem,
      {"north", "w", "go 4 2", "go 2 2", "jump", "N", "north", "East", "2 4", "west"});
  ASSERT_EQ(turns.size(), 9u);
  EXPECT_EQ(turns[0].observation, "A wall blocks the way north at (3, 4): you stay at (4, 4).");
  EXPECT_DOUBLE_EQ(turns[0].reward, -1.0 / 13);
  EXPECT_EQ(turns[1].observation, "You step west to (4, 3):\n#..E#\n#.###\n#.@.#\n#####\n#####");
  EXPECT_EQ(turns[1].reward, 0);
  EXPECT_EQ(turns[2].observation, "You step west to (4, 2):\n##..E\n##.##\n##@..\n#####\n#####");
  EXPECT_EQ(turns[3].observation, "(2, 2) is not next to you: you are at (4, 2).");
  EXPECT_DOUBLE_EQ(turns[3].reward, -1.0 / 13);
  EXPECT_EQ(turns[4].observation,
            "Not a step: reply with north, south, east or west (or n, s, e, w), or `go ROW "
            "COL` for a square next to you.");
  EXPECT_EQ(turns[5].observation, "You step north to (3, 2):\n#####\n##..E\n##@##\n##...\n#####");
  EXPECT_EQ(turns[6].observation, "You step north to (2, 2):\n#####\n#####\n##@.E\n##.##\n##...");
  EXPECT_EQ(turns[7].observation, "You step east to (2, 3):\n#####\n#####\n#.@E#\n#.###\n#...#");
  EXPECT_EQ(turns[8].observation, "You step east onto the exit at (2, 4). Solved.");
  EXPECT_EQ(turns[8].reward, 1);
  EXPECT_TRUE(turns[8].done && turns[8].correct);
}

// No border: the edge of the grid stops a step like a wall.
TEST(MazeTest, TheEdgeOfTheGrid) {
  PreparedProblemPtr problem = testing::GameInstance(
      kName, R"({"rows": 1, "cols": 3, "walls": [[0,0,0]], "start": [1, 1], "exit": [1, 3]})");
  ASSERT_NE(problem, nullptr);
  // 2 steps, 3 open squares: limit 2 * 2 + 3 / 4 = 4.
  const std::vector<TurnOutcome> turns =
      testing::PlayEpisode(*problem, {"n", "west", "go 1 0", "e"});
  ASSERT_EQ(turns.size(), 4u);
  EXPECT_EQ(turns[0].observation, "(1, 1) is on the north edge of the grid: you stay there.");
  EXPECT_EQ(turns[1].observation, "(1, 1) is on the west edge of the grid: you stay there.");
  EXPECT_EQ(turns[2].observation, "(1, 1) is on the west edge of the grid: you stay there.");
  EXPECT_DOUBLE_EQ(turns[2].reward, -1.0 / 4);
  // The fourth turn is the last.
  EXPECT_EQ(turns[3].observation,
            "You step east to (1, 2):\n#####\n#####\n#.@E#\n#####\n#####\n"
            "No turns left: the episode is over.");
  EXPECT_TRUE(turns[3].done);
  EXPECT_FALSE(turns[3].correct);
}

// The worked episode of the docs: a 2×3 corridor over a wall row; start
// (2, 1), exit (2, 3), the way north, east, east, south (4 steps), 5 open
// squares: limit 2 * 4 + 5 / 4 = 9.
TEST(MazeTest, TheDocumentedEpisode) {
  PreparedProblemPtr problem = testing::GameInstance(
      kName, R"({"rows": 3, "cols": 3, "walls": [[0,0,0],[0,1,0],[1,1,1]],
                 "start": [2, 1], "exit": [2, 3]})");
  ASSERT_NE(problem, nullptr);
  EXPECT_NE(problem->task().DefaultPrompt(*problem).find(
                "What you see now:\n#####\n##...\n##@#E\n#####\n#####\n"),
            std::string::npos);
  const std::vector<TurnOutcome> turns =
      testing::PlayEpisode(*problem, {"east", "n", "go 1 2", "e", "s"});
  ASSERT_EQ(turns.size(), 5u);
  EXPECT_EQ(turns[0].observation, "A wall blocks the way east at (2, 2): you stay at (2, 1).");
  EXPECT_DOUBLE_EQ(turns[0].reward, -1.0 / 9);
  EXPECT_EQ(turns[1].observation, "You step north to (1, 1):\n#####\n#####\n##@..\n##.#E\n#####");
  EXPECT_EQ(turns[2].observation, "You step east to (1, 2):\n#####\n#####\n#.@.#\n#.#E#\n#####");
  EXPECT_EQ(turns[3].observation, "You step east to (1, 3):\n#####\n#####\n..@##\n.#E##\n#####");
  EXPECT_EQ(turns[4].observation, "You step south onto the exit at (2, 3). Solved.");
  EXPECT_TRUE(turns[4].done && turns[4].correct);
}

TEST(MazeTest, ScoreReadsTheActionsOfTheAnswer) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kHook);
  ASSERT_NE(problem, nullptr);
  auto score = [&](absl::string_view output) { return testing::ScoreAnswer(*problem, output); };
  EXPECT_EQ(score("<answer>w\nw\nn\nn\ne\ne</answer>").score, 1);
  EXPECT_EQ(score("<answer>go 4 3\ngo 4 2\ngo 3 2\ngo 2 2\ngo 2 3\ngo 2 4</answer>").score, 1);
  EXPECT_DOUBLE_EQ(score("<answer>n\nw\nw\nn\nn\ne\ne</answer>").score, 1 - 1.0 / 13);
  EXPECT_EQ(score("<answer>w\nw\nn\nn\ne</answer>").score, 0);
  EXPECT_FALSE(score("<answer>w\nw\nn\nn\ne</answer>").correct);
  // The corrupted reference's last step is not next to (2, 3).
  EXPECT_DOUBLE_EQ(
      score("<answer>go 4 3\ngo 4 2\ngo 3 2\ngo 2 2\ngo 2 3\ngo 2 5</answer>").score,
      -1.0 / 13);
  EXPECT_EQ(score("west").score, -1);
}

TEST(MazeTest, InstancesAreChecked) {
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, kHook).ok());
  auto maze = [](const char* start, const char* exit) {
    return absl::StrCat(R"({"rows": 3, "cols": 3, "walls": [[0,0,0],[1,1,0],[0,1,0]], )",
                        R"("start": )", start, R"(, "exit": )", exit, "}");
  };
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, maze("[1, 1]", "[3, 3]")).ok());
  const absl::Status unreachable = testing::PrepareInstanceStatus(kName, maze("[1, 1]", "[3, 1]"));
  EXPECT_EQ(unreachable.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(unreachable.message().find("environment.instance.exit"), std::string::npos)
      << unreachable;
  const std::string kBad[] = {
      maze("[1, 1]", "[1, 1]"),     // The exit is the start.
      maze("[2, 1]", "[3, 3]"),     // The start is a wall.
      maze("[1, 1]", "[2, 2]"),     // The exit is a wall.
      maze("[1, 1]", "[4, 3]"),     // Off the grid.
      maze("[1, 1]", "[3]"),        // Not a pair.
      maze("[1, 1]", "[3, 3, 1]"),  // Not a pair.
      R"({"rows": 62, "cols": 1, "walls": [[0]], "start": [1, 1], "exit": [1, 1]})",
      R"({"rows": 2, "cols": 2, "walls": [[0,0]], "start": [1, 1], "exit": [1, 2]})",
      R"({"rows": 1, "cols": 2, "walls": [[0,2]], "start": [1, 1], "exit": [1, 2]})",
      R"({"rows": 1, "cols": 2, "walls": [[0,0]], "start": [1, 1], "exit": [1, 2], "x": 0})",
      R"({"rows": 1, "cols": 2, "walls": [[0,0]], "start": [1, 1]})",
  };
  for (const std::string& bad : kBad) {
    EXPECT_EQ(testing::PrepareInstanceStatus(kName, bad).code(),
              absl::StatusCode::kInvalidArgument)
        << bad;
  }
}

TEST(MazeTest, TurnLimitCoversEveryMazeOfTheLevel) {
  const TaskType* task = testing::TestCatalog().tasks.Find(kName);
  ASSERT_NE(task, nullptr);
  // Level 0: 2×2 rooms, 7 open squares, a path of at most 6 steps:
  // 2 * 6 + 7 / 4 = 13.
  EXPECT_EQ(task->MaxTurns(0), 13);
  // Level 13: 15×15 rooms, 449 open squares: 2 * 448 + 449 / 4 = 1008.
  EXPECT_EQ(task->MaxTurns(13), 1008);
}

// Generated mazes from the definition: (2k+1)×(2k+1) with k = d + 2, the
// open squares a tree spanning every room (2k² - 1 squares, one fewer
// adjacent pairs, all connected), start and exit rooms, and the reference
// exactly the BFS distance from start to exit, ending on the exit.
TEST(MazeTest, GeneratedMazesArePerfectAndTheReferenceIsShortest) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 13, 4)) {
    const int k = g.level + 2, side = 2 * k + 1;
    ASSERT_EQ(g.Int("rows"), side) << g.Where();
    ASSERT_EQ(g.Int("cols"), side);
    const std::vector<std::vector<int64_t>> walls = g.IntRows("walls");
    auto open = [&](int r, int c) {
      return r >= 0 && r < side && c >= 0 && c < side && walls[r][c] == 0;
    };
    int squares = 0, pairs = 0;
    for (int r = 0; r < side; ++r) {
      for (int c = 0; c < side; ++c) {
        if (!open(r, c)) continue;
        ++squares;
        pairs += open(r + 1, c) + open(r, c + 1);
        if (r % 2 == 1 && c % 2 == 1) continue;  // A room.
        // Anything else open is a passage between two rooms.
        EXPECT_TRUE((r % 2 == 1) != (c % 2 == 1)) << g.Where();
      }
    }
    EXPECT_EQ(squares, 2 * k * k - 1) << g.Where();
    EXPECT_EQ(pairs, squares - 1) << g.Where();
    const std::vector<int64_t> start = g.Ints("start"), exit = g.Ints("exit");
    EXPECT_TRUE(start[0] % 2 == 0 && start[1] % 2 == 0) << g.Where();  // 1-based rooms.
    // BFS from the start.
    std::vector<int> distance(static_cast<size_t>(side * side), -1);
    std::vector<int> queue = {static_cast<int>((start[0] - 1) * side + start[1] - 1)};
    distance[queue[0]] = 0;
    for (size_t head = 0; head < queue.size(); ++head) {
      const int at = queue[head], r = at / side, c = at % side;
      const int steps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
      for (const auto& s : steps) {
        if (open(r + s[0], c + s[1]) && distance[(r + s[0]) * side + c + s[1]] < 0) {
          distance[(r + s[0]) * side + c + s[1]] = distance[at] + 1;
          queue.push_back((r + s[0]) * side + c + s[1]);
        }
      }
    }
    EXPECT_EQ(static_cast<int>(queue.size()), squares) << g.Where();  // Connected.
    const int to_exit = distance[(exit[0] - 1) * side + exit[1] - 1];
    ASSERT_GT(to_exit, 0) << g.Where();
    int farthest = 0;
    for (int r = 1; r < side; r += 2) {
      for (int c = 1; c < side; c += 2) farthest = std::max(farthest, distance[r * side + c]);
    }
    EXPECT_EQ(to_exit, farthest) << g.Where();
    PreparedProblemPtr problem = testing::GameProblem(kName, g.level, g.seed);
    ASSERT_NE(problem, nullptr);
    const std::vector<std::string> actions = testing::ReferenceActions(*problem);
    EXPECT_EQ(static_cast<int>(actions.size()), to_exit) << g.Where();
    ASSERT_FALSE(actions.empty());
    EXPECT_EQ(actions.back(), absl::StrCat("go ", exit[0], " ", exit[1])) << g.Where();
  }
}

std::string RandomStep(tasks::Rng& rng) {
  static const char* const kSteps[] = {"north", "south", "east", "west", "n", "s", "E", "W"};
  if (rng.Chance(1, 4)) return absl::StrCat("go ", rng.Uniform(0, 12), " ", rng.Uniform(0, 12));
  return kSteps[rng.Uniform(0, 7)];
}

TEST(MazeTest, ReferenceSolvesEveryLevel) { testing::ExpectReferenceSolves(kName, 13, 6); }

TEST(MazeTest, RandomPlayIsSafe) { testing::ExpectRandomPlayIsSafe(kName, 13, 6, RandomStep); }

TEST(MazeTest, ReplayIsDeterministic) {
  testing::ExpectReplayIsDeterministic(kName, 13, 2, RandomStep);
}

}  // namespace
}  // namespace maze_test_cc
}  // namespace referee

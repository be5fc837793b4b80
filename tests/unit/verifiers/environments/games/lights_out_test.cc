// lights_out: the rules of a turn, the ladder and the limit, worked by hand
// on explicit instances; the reference against a brute force over every
// press set on small grids; then the properties every game has
// (game_checks.h).
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/games/game_checks.h"
#include "tests/unit/verifiers/environments/generated.h"

namespace referee {
inline namespace lights_out_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "lights_out";

// The explicit instance of an R×C board given as bits, row-major.
std::string Instance(int rows, int cols, uint32_t bits) {
  std::vector<std::string> lines;
  for (int r = 0; r < rows; ++r) {
    std::vector<int> row;
    for (int c = 0; c < cols; ++c) row.push_back((bits >> (r * cols + c)) & 1);
    lines.push_back(absl::StrCat("[", absl::StrJoin(row, ","), "]"));
  }
  return absl::StrCat(R"({"rows": )", rows, R"(, "cols": )", cols, R"(, "lights": [)",
                      absl::StrJoin(lines, ","), "]}");
}

// The board is the all-off 3×3 board after pressing (1, 1): lights (1, 1),
// (1, 2) and (2, 1) on. The limit is 9 cells, so an illegal action costs
// 1/9.
constexpr char kCorner[] = R"({"rows": 3, "cols": 3, "lights": [[1,1,0],[1,0,0],[0,0,0]]})";

TEST(LightsOutTest, TurnsOfAnEpisode) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kCorner);
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns = testing::PlayEpisode(
      *problem, {"press 2 2", "hello", "press 4 1", " 2   2 ", "PRESS 1 1"});
  ASSERT_EQ(turns.size(), 5u);
  // (2, 2) flips itself and (1, 2), (3, 2), (2, 1), (2, 3): (1, 2) and
  // (2, 1) go off, (2, 2), (3, 2) and (2, 3) come on; (1, 1) stays on.
  EXPECT_EQ(turns[0].observation, "Pressed (2, 2): 4 lights are on.\n1 0 0\n0 1 1\n0 1 0");
  EXPECT_EQ(turns[0].reward, 0);
  EXPECT_FALSE(turns[0].done);
  EXPECT_EQ(turns[1].observation,
            "Not a press: reply with `press ROW COL`, for example `press 1 1`.");
  EXPECT_DOUBLE_EQ(turns[1].reward, -1.0 / 9);
  EXPECT_EQ(turns[2].observation, "(4, 1) is not on the grid: rows are 1..3 and columns 1..3.");
  EXPECT_DOUBLE_EQ(turns[2].reward, -1.0 / 9);
  // Pressing (2, 2) again undoes it.
  EXPECT_EQ(turns[3].observation, "Pressed (2, 2): 3 lights are on.\n1 1 0\n1 0 0\n0 0 0");
  EXPECT_EQ(turns[4].observation, "Pressed (1, 1): every light is off. Solved.");
  EXPECT_EQ(turns[4].reward, 1);
  EXPECT_TRUE(turns[4].done && turns[4].correct);
}

// (1, 2) flips the whole top row and (2, 2): only (3, 3) stays on.
TEST(LightsOutTest, OneLightLeft) {
  PreparedProblemPtr problem = testing::GameInstance(
      kName, R"({"rows": 3, "cols": 3, "lights": [[1,1,1],[0,1,0],[0,0,1]]})");
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns = testing::PlayEpisode(*problem, {"1 2"});
  ASSERT_EQ(turns.size(), 1u);
  EXPECT_EQ(turns[0].observation, "Pressed (1, 2): 1 light is on.\n0 0 0\n0 0 0\n0 0 1");
}

// A 2×2 board has a limit of 4: the fourth press that leaves a light on
// ends the episode.
TEST(LightsOutTest, TheLastTurnEndsTheEpisode) {
  PreparedProblemPtr problem =
      testing::GameInstance(kName, R"({"rows": 2, "cols": 2, "lights": [[1,1],[1,0]]})");
  ASSERT_NE(problem, nullptr);
  // (2, 2) flips (2, 2), (1, 2), (2, 1): 1 0 / 0 1, then back, and so on.
  const std::vector<TurnOutcome> turns = testing::PlayEpisode(
      *problem, {"press 2 2", "press 2 2", "press 2 2", "press 2 2", "press 1 1"});
  ASSERT_EQ(turns.size(), 4u);
  EXPECT_EQ(turns[2].observation, "Pressed (2, 2): 2 lights are on.\n1 0\n0 1");
  EXPECT_TRUE(turns[3].done);
  EXPECT_FALSE(turns[3].correct);
  EXPECT_EQ(turns[3].observation,
            "Pressed (2, 2): 3 lights are on.\n1 1\n1 0\nNo turns left: the episode is over.");
}

TEST(LightsOutTest, ScoreReadsTheActionsOfTheAnswer) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kCorner);
  ASSERT_NE(problem, nullptr);
  auto score = [&](absl::string_view output) { return testing::ScoreAnswer(*problem, output); };
  // 3×3 presses are independent (the press matrix is invertible): the only
  // solution is pressing (1, 1), once.
  EXPECT_EQ(score("<answer>press 1 1</answer>").score, 1);
  EXPECT_TRUE(score("<answer>press 1 1</answer>").correct);
  EXPECT_DOUBLE_EQ(score("<answer>x\n1 1\n</answer>").score, 1 - 1.0 / 9);
  // The order of presses does not matter.
  EXPECT_EQ(score("<answer>2 2\n1 1\n2 2</answer>").score, 1);
  EXPECT_EQ(score("<answer>press 1 2</answer>").score, 0);
  EXPECT_FALSE(score("<answer>press 1 2</answer>").correct);
  EXPECT_EQ(score("press 1 1").score, -1);
}

TEST(LightsOutTest, InstancesAreChecked) {
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, kCorner).ok());
  EXPECT_TRUE(
      testing::PrepareInstanceStatus(kName, R"({"rows": 1, "cols": 1, "lights": [[1]]})").ok());
  // On 1×2 both presses flip both lights: one light alone never goes off.
  const absl::Status unsolvable =
      testing::PrepareInstanceStatus(kName, R"({"rows": 1, "cols": 2, "lights": [[1,0]]})");
  EXPECT_EQ(unsolvable.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(unsolvable.message().find("environment.instance.lights"), std::string::npos)
      << unsolvable;
  const char* const kBad[] = {
      R"({"rows": 2, "cols": 2, "lights": [[0,0],[0,0]]})",          // Already off.
      R"({"rows": 3, "cols": 2, "lights": [[1,0],[0,1]]})",          // Rows != 3.
      R"({"rows": 2, "cols": 2, "lights": [[1,0,1],[0,1,0]]})",      // Width != 2.
      R"({"rows": 2, "cols": 2, "lights": [[2,0],[0,1]]})",          // Not 0/1.
      R"({"rows": 11, "cols": 2, "lights": [[1,0]]})",               // Too tall.
      R"({"rows": 0, "cols": 2, "lights": []})",                     // Empty.
      R"({"rows": 2, "cols": 2})",                                   // No board.
      R"({"rows": 2, "cols": 2, "lights": [[1,1],[1,0]], "x": 1})",  // Unknown field.
  };
  for (const char* bad : kBad) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, bad);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << bad;
  }
}

TEST(LightsOutTest, TurnLimitIsTheNumberOfCells) {
  const TaskType* task = testing::TestCatalog().tasks.Find(kName);
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxTurns(0), 9);   // 3×3
  EXPECT_EQ(task->MaxTurns(1), 12);  // 3×4
  EXPECT_EQ(task->MaxTurns(2), 16);  // 4×4
  EXPECT_EQ(task->MaxTurns(8), 49);  // 7×7
}

// Every press set of an R×C grid, from the definition: the board it makes
// from all-off, and the fewest presses making each board.
std::vector<int> FewestPresses(int rows, int cols) {
  const int n = rows * cols;
  std::vector<int> fewest(size_t{1} << n, -1);
  for (uint32_t set = 0; set < (uint32_t{1} << n); ++set) {
    uint32_t board = 0;
    for (int i = 0; i < n; ++i) {
      if (((set >> i) & 1) == 0) continue;
      const int r = i / cols, c = i % cols;
      board ^= 1u << i;
      if (r > 0) board ^= 1u << (i - cols);
      if (r + 1 < rows) board ^= 1u << (i + cols);
      if (c > 0) board ^= 1u << (i - 1);
      if (c + 1 < cols) board ^= 1u << (i + 1);
    }
    const int presses = __builtin_popcount(set);
    if (fewest[board] < 0 || presses < fewest[board]) fewest[board] = presses;
  }
  return fewest;
}

// Read accepts exactly the boards some press set switches off.
void ExpectSolvabilityMatchesBruteForce(int rows, int cols, uint32_t stride) {
  const std::vector<int> fewest = FewestPresses(rows, cols);
  for (uint32_t board = 1; board < fewest.size(); board += stride) {
    const std::string json = Instance(rows, cols, board);
    const absl::Status status = testing::PrepareInstanceStatus(kName, json);
    EXPECT_EQ(status.ok(), fewest[board] >= 0) << json << ": " << status;
  }
}

TEST(LightsOutTest, SolvabilityMatchesBruteForceOnSmallGrids) {
  ExpectSolvabilityMatchesBruteForce(1, 2, 1);
  ExpectSolvabilityMatchesBruteForce(2, 2, 1);
  ExpectSolvabilityMatchesBruteForce(1, 5, 1);  // Nullity 1.
  ExpectSolvabilityMatchesBruteForce(2, 3, 1);
  ExpectSolvabilityMatchesBruteForce(3, 3, 1);
  ExpectSolvabilityMatchesBruteForce(4, 4, 97);  // Nullity 4: 1 board in 16 solvable.
  ExpectSolvabilityMatchesBruteForce(2, 5, 7);
}

// On the grids small enough to enumerate every press set quickly (levels
// 0-2: 3x3, 3x4, 4x4), the reference presses as few cells as any press
// set that makes the generated board, each cell once.
TEST(LightsOutTest, ReferenceIsAFewestPressSolution) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 2, 8)) {
    const int rows = static_cast<int>(g.Int("rows")), cols = static_cast<int>(g.Int("cols"));
    const std::vector<std::vector<int64_t>> lights = g.IntRows("lights");
    uint32_t board = 0;
    for (int r = 0; r < rows; ++r) {
      for (int c = 0; c < cols; ++c) board |= static_cast<uint32_t>(lights[r][c]) << (r * cols + c);
    }
    static std::map<int, std::vector<int>>* const kFewest = new std::map<int, std::vector<int>>;
    std::vector<int>& fewest = (*kFewest)[rows * 16 + cols];
    if (fewest.empty()) fewest = FewestPresses(rows, cols);
    PreparedProblemPtr problem = testing::GameProblem(kName, g.level, g.seed);
    ASSERT_NE(problem, nullptr);
    const std::vector<std::string> actions = testing::ReferenceActions(*problem);
    EXPECT_EQ(static_cast<int>(actions.size()), fewest[board]) << g.Where();
    EXPECT_EQ(std::set<std::string>(actions.begin(), actions.end()).size(), actions.size());
  }
}

std::string RandomPress(tasks::Rng& rng) {
  const std::string cell = absl::StrCat(rng.Uniform(0, 8), " ", rng.Uniform(0, 8));
  return rng.Chance(1, 2) ? "press " + cell : cell;
}

TEST(LightsOutTest, ReferenceSolvesEveryLevel) { testing::ExpectReferenceSolves(kName, 8, 8); }

TEST(LightsOutTest, RandomPlayIsSafe) {
  testing::ExpectRandomPlayIsSafe(kName, 8, 10, RandomPress);
}

TEST(LightsOutTest, ReplayIsDeterministic) {
  testing::ExpectReplayIsDeterministic(kName, 4, 4, RandomPress);
}

}  // namespace
}  // namespace lights_out_test_cc
}  // namespace referee

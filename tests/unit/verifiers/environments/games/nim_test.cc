// nim: moves, the opponent's replies and the ladder worked by hand on
// explicit instances; the opponent against an exhaustive game search on
// small heaps; then the properties every game has (game_checks.h).
#include <map>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/games/game_checks.h"

namespace referee {
inline namespace nim_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "nim";

// Heaps 3, 4, 5: nim-sum 3^4^5 = 2, 12 stones, limit 12/2 + 2 = 8.
TEST(NimTest, TurnsOfAnEpisode) {
  PreparedProblemPtr problem = testing::GameInstance(kName, R"({"heaps": [3, 4, 5]})");
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns = testing::PlayEpisode(
      *problem, {"take 2 from heap 1", "take 1 from heap 1", "3 1", "heap 2", "4 1",
                 "take 5 from heap 2", "take 0 from heap 2", "TAKE 1 STONE  FROM HEAP 3"});
  ASSERT_EQ(turns.size(), 8u);
  // 1, 4, 5 has nim-sum 0: no winning move, so one stone from heap 1.
  EXPECT_EQ(turns[0].observation, "You take 2 from heap 1. I take 1 from heap 1. Heaps now: 0, 4, 5.");
  EXPECT_EQ(turns[0].reward, 0);
  EXPECT_FALSE(turns[0].done);
  EXPECT_EQ(turns[1].observation, "Heap 1 is empty.");
  EXPECT_DOUBLE_EQ(turns[1].reward, -1.0 / 8);
  // 0, 4, 4: nim-sum 0 again, one stone from heap 2 (heap 1 is empty).
  EXPECT_EQ(turns[2].observation, "You take 1 from heap 3. I take 1 from heap 2. Heaps now: 0, 3, 4.");
  EXPECT_EQ(turns[2].reward, 0);
  EXPECT_EQ(turns[3].observation,
            "Not a move: write `take N from heap H` (or `H N`), for example `take 1 from heap 1`.");
  EXPECT_DOUBLE_EQ(turns[3].reward, -1.0 / 8);
  EXPECT_EQ(turns[4].observation, "There is no heap 4: the heaps are 1 to 3.");
  EXPECT_EQ(turns[5].observation, "Take from 1 to 3 stones from heap 2, not 5.");
  EXPECT_EQ(turns[6].observation, "Take from 1 to 3 stones from heap 2, not 0.");
  EXPECT_DOUBLE_EQ(turns[6].reward, -1.0 / 8);
  // 0, 3, 3: nim-sum 0, one stone from heap 2. The eighth turn is the last.
  EXPECT_EQ(turns[7].observation,
            "You take 1 from heap 3. I take 1 from heap 2. Heaps now: 0, 2, 3.\n"
            "No turns left: the episode is over.");
  EXPECT_TRUE(turns[7].done);
  EXPECT_FALSE(turns[7].correct);
}

// Heaps 1, 2: nim-sum 3, 3 stones, limit 2 + 2 = 4.
TEST(NimTest, TakingTheLastStoneWins) {
  PreparedProblemPtr problem = testing::GameInstance(kName, R"({"heaps": [1, 2]})");
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns =
      testing::PlayEpisode(*problem, {"take 1 from heap 2", "2 1"});
  ASSERT_EQ(turns.size(), 2u);
  // 1, 1: nim-sum 0; one stone from heap 1 leaves 0, 1.
  EXPECT_EQ(turns[0].observation, "You take 1 from heap 2. I take 1 from heap 1. Heaps now: 0, 1.");
  EXPECT_EQ(turns[1].observation, "You take 1 from heap 2. You took the last stone: you win.");
  EXPECT_EQ(turns[1].reward, 1);
  EXPECT_TRUE(turns[1].done && turns[1].correct);
}

TEST(NimTest, TheOpponentTakingTheLastStoneLoses) {
  PreparedProblemPtr problem = testing::GameInstance(kName, R"({"heaps": [1, 2]})");
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns =
      testing::PlayEpisode(*problem, {"take 2 stones from heap 2", "take 1 from heap 1"});
  ASSERT_EQ(turns.size(), 1u);
  EXPECT_EQ(turns[0].observation,
            "You take 2 from heap 2. I take 1 from heap 1, the last stone: I win.");
  EXPECT_EQ(turns[0].reward, 0);
  EXPECT_TRUE(turns[0].done);
  EXPECT_FALSE(turns[0].correct);
}

// 6, 7, 5, 1 (nim-sum 5); the policy takes heap 4's stone, leaving nim-sum
// 4 = binary 100: heaps 1, 2 and 3 all have that bit, so each has a winning
// move; the opponent uses the lowest, heap 1: 6 -> 6^4 = 2.
TEST(NimTest, TheOpponentWinsOnTheLowestHeapThatCan) {
  PreparedProblemPtr problem = testing::GameInstance(kName, R"({"heaps": [6, 7, 5, 1]})");
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns = testing::PlayEpisode(*problem, {"4 1"});
  ASSERT_EQ(turns.size(), 1u);
  EXPECT_EQ(turns[0].observation,
            "You take 1 from heap 4. I take 4 from heap 1. Heaps now: 2, 7, 5, 0.");
}

TEST(NimTest, ScoreReadsTheActionsOfTheAnswer) {
  PreparedProblemPtr problem = testing::GameInstance(kName, R"({"heaps": [1, 2]})");
  ASSERT_NE(problem, nullptr);
  auto score = [&](absl::string_view output) { return testing::ScoreAnswer(*problem, output); };
  EXPECT_EQ(score("<answer>take 1 from heap 2\ntake 1 from heap 2</answer>").score, 1);
  EXPECT_DOUBLE_EQ(score("<answer>take 3 from heap 2\n2 1\n2 1</answer>").score, 1 - 1.0 / 4);
  EXPECT_EQ(score("<answer>2 2</answer>").score, 0);  // Lost.
  EXPECT_FALSE(score("<answer>2 2</answer>").correct);
  EXPECT_EQ(score("take 1 from heap 2").score, -1);
}

TEST(NimTest, InstancesAreChecked) {
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"heaps": [1]})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"heaps": [0, 64, 3]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"heaps": [3, 3]})").ok());  // Nim-sum 0.
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"heaps": [0]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"heaps": [65]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"heaps": [-1, 2]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"heaps": []})").ok());
  EXPECT_FALSE(
      testing::PrepareInstanceStatus(kName, R"({"heaps": [1,1,1,1,1,1,1,1,1,1,1,1,1]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"heaps": [1], "x": 1})").ok());
}

TEST(NimTest, TurnLimitIsHalfTheStonesPlusTwo) {
  const TaskType* task = testing::TestCatalog().tasks.Find(kName);
  ASSERT_NE(task, nullptr);
  // Level d: 2 + d/2 heaps of at most 4 + 2d stones.
  EXPECT_EQ(task->MaxTurns(0), 4 + 2);             // 2 heaps of <= 4.
  EXPECT_EQ(task->MaxTurns(3), (3 * 10 + 1) / 2 + 2);  // 3 heaps of <= 10.
  EXPECT_EQ(task->MaxTurns(10), 7 * 24 / 2 + 2);   // 7 heaps of <= 24.
}

// Exhaustive search: does the player to move win from `heaps`?
bool Wins(std::vector<int> heaps, std::map<std::vector<int>, bool>& memo) {
  auto found = memo.find(heaps);
  if (found != memo.end()) return found->second;
  bool wins = false;
  for (size_t i = 0; i < heaps.size() && !wins; ++i) {
    for (int take = 1; take <= heaps[i] && !wins; ++take) {
      std::vector<int> next = heaps;
      next[i] -= take;
      wins = !Wins(next, memo);  // Taking the last stone: {0..} loses for the mover.
    }
  }
  memo[heaps] = wins;
  return wins;
}

std::string Listed(const std::vector<int>& heaps) { return absl::StrJoin(heaps, ", "); }

// On every position of three heaps of up to 4 stones the policy may face,
// and every legal move the policy makes there that leaves stones: the
// opponent's reply is a move of the exhaustive search that wins (on the
// lowest heap that has one) when one exists, and one stone from the lowest
// non-empty heap when none does.
TEST(NimTest, OpponentAgreesWithExhaustiveSearch) {
  std::map<std::vector<int>, bool> memo;
  int checked = 0;
  for (int a = 0; a <= 4; ++a) {
    for (int b = 0; b <= 4; ++b) {
      for (int c = 0; c <= 4; ++c) {
        const std::vector<int> start = {a, b, c};
        // Instances are the positions the policy can win from.
        EXPECT_EQ(Wins(start, memo), (a ^ b ^ c) != 0) << Listed(start);
        if ((a ^ b ^ c) == 0) continue;
        PreparedProblemPtr problem = testing::GameInstance(
            kName, absl::StrCat(R"({"heaps": [)", Listed(start), "]}"));
        ASSERT_NE(problem, nullptr);
        for (int heap = 0; heap < 3; ++heap) {
          for (int take = 1; take <= start[heap]; ++take) {
            std::vector<int> after = start;
            after[heap] -= take;
            if (after == std::vector<int>{0, 0, 0}) continue;
            int reply_heap = -1, reply_take = 0;
            for (int h = 0; h < 3 && reply_heap < 0; ++h) {
              for (int t = 1; t <= after[h]; ++t) {
                std::vector<int> next = after;
                next[h] -= t;
                if (!Wins(next, memo)) {
                  reply_heap = h;
                  reply_take = t;
                  break;
                }
              }
            }
            if (reply_heap < 0) {
              for (int h = 0; h < 3 && reply_heap < 0; ++h) {
                if (after[h] > 0) reply_heap = h, reply_take = 1;
              }
            }
            std::vector<int> next = after;
            next[reply_heap] -= reply_take;
            const std::string mine = absl::StrCat("You take ", take, " from heap ", heap + 1,
                                                  ". I take ", reply_take, " from heap ",
                                                  reply_heap + 1);
            const std::string expected =
                next == std::vector<int>{0, 0, 0}
                    ? absl::StrCat(mine, ", the last stone: I win.")
                    : absl::StrCat(mine, ". Heaps now: ", Listed(next), ".");
            const std::vector<TurnOutcome> turns = testing::PlayEpisode(
                *problem, {absl::StrCat("take ", take, " from heap ", heap + 1)});
            ASSERT_EQ(turns.size(), 1u);
            EXPECT_EQ(turns[0].observation, expected) << Listed(start);
            ++checked;
          }
        }
      }
    }
  }
  EXPECT_GT(checked, 500);
}

std::string RandomMove(tasks::Rng& rng) {
  const int64_t heap = rng.Uniform(0, 8), take = rng.Uniform(0, 12);
  return rng.Chance(1, 2) ? absl::StrCat("take ", take, " from heap ", heap)
                          : absl::StrCat(heap, " ", take);
}

TEST(NimTest, ReferenceSolvesEveryLevel) { testing::ExpectReferenceSolves(kName, 10, 30); }

TEST(NimTest, RandomPlayIsSafe) { testing::ExpectRandomPlayIsSafe(kName, 10, 10, RandomMove); }

TEST(NimTest, ReplayIsDeterministic) {
  testing::ExpectReplayIsDeterministic(kName, 10, 3, RandomMove);
}

}  // namespace
}  // namespace nim_test_cc
}  // namespace referee

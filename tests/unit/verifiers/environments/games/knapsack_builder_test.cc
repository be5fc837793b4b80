// knapsack_builder: the rules of a turn, the ladder and the limit, worked by
// hand on an explicit instance; the dynamic programming's optimum against
// every subset on small levels; then the properties every game has
// (game_checks.h).
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/games/game_checks.h"
#include "tests/unit/verifiers/environments/generated.h"

namespace referee {
inline namespace knapsack_builder_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "knapsack_builder";

// Items (weight, value): 1 (3, 4), 2 (4, 5), 3 (5, 7), 4 (2, 3); capacity
// 7. Within 7: {1,2} 9, {3,4} 10, {2,4} 8, {1,4} 7, {3} 7; {1,3} and
// {2,3} weigh 8 and 9. The optimum is 10, items 3 and 4. Limit 4 + 1 = 5,
// so an illegal action costs 1/5.
constexpr char kItems[] = R"({"weights": [3, 4, 5, 2], "values": [4, 5, 7, 3], "capacity": 7})";

TEST(KnapsackBuilderTest, ThePromptListsTheItems) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kItems);
  ASSERT_NE(problem, nullptr);
  const std::string prompt = problem->task().DefaultPrompt(*problem);
  EXPECT_NE(prompt.find("item 1: weight 3, value 4\nitem 2: weight 4, value 5\n"
                        "item 3: weight 5, value 7\nitem 4: weight 2, value 3\n"),
            std::string::npos)
      << prompt;
  EXPECT_NE(prompt.find("at most 7."), std::string::npos);
  EXPECT_NE(prompt.find("You have 5 turns"), std::string::npos);
}

TEST(KnapsackBuilderTest, TurnsOfAnEpisode) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kItems);
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns =
      testing::PlayEpisode(*problem, {"take 2", "take 3", "take 2", "TAKE 1", "stop"});
  ASSERT_EQ(turns.size(), 5u);
  EXPECT_EQ(turns[0].observation,
            "Took item 2 (weight 4, value 5). Total weight 4 of 7 (3 left); total value 5.");
  EXPECT_EQ(turns[0].reward, 0);
  EXPECT_EQ(turns[1].observation,
            "Item 3 (weight 5) does not fit: the total weight would be 9, 2 over the capacity 7.");
  EXPECT_DOUBLE_EQ(turns[1].reward, -0.2);
  EXPECT_EQ(turns[2].observation, "Item 2 is already in the knapsack.");
  EXPECT_DOUBLE_EQ(turns[2].reward, -0.2);
  EXPECT_EQ(turns[3].observation,
            "Took item 1 (weight 3, value 4). Total weight 7 of 7 (0 left); total value 9.");
  // Full at 9, one short of the optimum: stopping is not a win.
  EXPECT_EQ(turns[4].observation,
            "Stopped with total value 9 (weight 7 of 7). The best possible value is 10.");
  EXPECT_EQ(turns[4].reward, 0);
  EXPECT_TRUE(turns[4].done);
  EXPECT_FALSE(turns[4].correct);
}

TEST(KnapsackBuilderTest, StoppingAtTheOptimumWins) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kItems);
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns =
      testing::PlayEpisode(*problem, {"take 4", "take 3", "STOP", "take 1"});
  ASSERT_EQ(turns.size(), 3u);
  EXPECT_EQ(turns[1].observation,
            "Took item 3 (weight 5, value 7). Total weight 7 of 7 (0 left); total value 10.");
  // Full at the optimum, but the episode waits for `stop`.
  EXPECT_FALSE(turns[1].done);
  EXPECT_EQ(turns[2].observation,
            "Stopped with total value 10 (weight 7 of 7). The best possible value is 10: you "
            "reached it, well done!");
  EXPECT_EQ(turns[2].reward, 1);
  EXPECT_TRUE(turns[2].done && turns[2].correct);
}

TEST(KnapsackBuilderTest, IllegalActionsAndTheLimit) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kItems);
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns =
      testing::PlayEpisode(*problem, {"take 0", "take 5", "take", "take 4", "take 3", "stop"});
  ASSERT_EQ(turns.size(), 5u);
  EXPECT_EQ(turns[0].observation, "There is no item 0: items are numbered 1 to 4.");
  EXPECT_EQ(turns[1].observation, "There is no item 5: items are numbered 1 to 4.");
  EXPECT_EQ(turns[2].observation, "Not an action: write `take i` with i in 1..4, or `stop`.");
  EXPECT_DOUBLE_EQ(turns[2].reward, -0.2);
  // The fifth action reaches the optimum but uses the last turn: no stop.
  EXPECT_EQ(turns[4].observation,
            "Took item 3 (weight 5, value 7). Total weight 7 of 7 (0 left); total value 10.\n"
            "No turns left: the episode is over.");
  EXPECT_TRUE(turns[4].done);
  EXPECT_FALSE(turns[4].correct);
}

TEST(KnapsackBuilderTest, ScoreReadsTheActionsOfTheAnswer) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kItems);
  ASSERT_NE(problem, nullptr);
  auto score = [&](absl::string_view output) { return testing::ScoreAnswer(*problem, output); };
  EXPECT_EQ(score("<answer>take 3\ntake 4\nstop</answer>").score, 1);
  EXPECT_TRUE(score("<answer>take 3\ntake 4\nstop</answer>").correct);
  EXPECT_DOUBLE_EQ(score("<answer>take 3\ntake 2\ntake 4\nstop</answer>").score, 0.8);
  // The reference with its last digit changed: item 5 does not exist.
  EXPECT_EQ(score("<answer>take 3\ntake 5\nstop</answer>").score, -0.2);
  EXPECT_FALSE(score("<answer>take 3\ntake 5\nstop</answer>").correct);
  // Never stopped: unsolved.
  EXPECT_EQ(score("<answer>take 3\ntake 4</answer>").score, 0);
  EXPECT_EQ(score("take 3, take 4").score, -1);
}

TEST(KnapsackBuilderTest, InstancesAreChecked) {
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, kItems).ok());
  // Nothing fits: the optimum is 0 and `stop` alone wins.
  EXPECT_TRUE(
      testing::PrepareInstanceStatus(kName, R"({"weights": [5], "values": [1], "capacity": 4})")
          .ok());
  std::string many = "[1";
  for (int i = 1; i < 61; ++i) absl::StrAppend(&many, ", 1");
  many += "]";
  for (const std::string& bad : {
           std::string(R"({"weights": [3, 4], "values": [4], "capacity": 7})"),
           std::string(R"({"weights": [0, 4], "values": [4, 5], "capacity": 7})"),
           std::string(R"({"weights": [3, 4], "values": [4, -5], "capacity": 7})"),
           std::string(R"({"weights": [3, 4], "values": [4, 5], "capacity": 100001})"),
           std::string(R"({"weights": [100001], "values": [4], "capacity": 7})"),
           std::string(R"({"weights": [], "values": [], "capacity": 7})"),
           absl::StrCat(R"({"weights": )", many, R"(, "values": )", many, R"(, "capacity": 7})"),
           std::string(R"({"weights": [3, 4], "values": [4, 5]})"),
           std::string(R"({"weights": [3], "values": [4], "capacity": 7, "n": 1})"),
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, bad);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << bad;
    EXPECT_NE(status.message().find("environment.instance"), std::string::npos) << status;
  }
}

TEST(KnapsackBuilderTest, TurnLimitFollowsTheItems) {
  const TaskType* task = testing::TestCatalog().tasks.Find(kName);
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxTurns(0), 4);    // 3 items + stop.
  EXPECT_EQ(task->MaxTurns(47), 51);  // 50 items + stop.
}

// The optimum the game reveals on `stop` (its dynamic programming) against
// every subset, and the reference's items feasible at that value.
TEST(KnapsackBuilderTest, OptimumMatchesEverySubset) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 12, 5)) {
    const std::vector<int64_t> w = g.Ints("weights"), v = g.Ints("values");
    const int64_t capacity = g.Int("capacity");
    const size_t n = w.size();
    ASSERT_LE(n, 15u);
    int64_t best = 0;
    for (uint32_t mask = 0; mask < (1u << n); ++mask) {
      int64_t weight = 0, value = 0;
      for (size_t i = 0; i < n; ++i) {
        if (mask >> i & 1) {
          weight += w[i];
          value += v[i];
        }
      }
      if (weight <= capacity) best = std::max(best, value);
    }
    PreparedProblemPtr problem = testing::GameProblem(kName, g.level, g.seed);
    ASSERT_NE(problem, nullptr);
    const std::vector<std::string> reference = testing::ReferenceActions(*problem);
    int64_t weight = 0, value = 0;
    for (size_t k = 0; k + 1 < reference.size(); ++k) {
      const size_t i = static_cast<size_t>(std::stoll(reference[k].substr(5))) - 1;
      weight += w[i];
      value += v[i];
    }
    EXPECT_LE(weight, capacity) << g.Where();
    EXPECT_EQ(value, best) << g.Where();
    const std::vector<TurnOutcome> turns = testing::PlayEpisode(*problem, reference);
    ASSERT_FALSE(turns.empty());
    EXPECT_NE(turns.back().observation.find(absl::StrCat("The best possible value is ", best)),
              std::string::npos)
        << g.Where() << ": " << turns.back().observation;
  }
}

std::string RandomAction(tasks::Rng& rng) {
  if (rng.Chance(1, 12)) return "stop";
  return "take " + std::to_string(rng.Uniform(0, 14));
}

TEST(KnapsackBuilderTest, ReferenceSolvesEveryLevel) {
  testing::ExpectReferenceSolves(kName, 47, 4);
}

TEST(KnapsackBuilderTest, RandomPlayIsSafe) {
  testing::ExpectRandomPlayIsSafe(kName, 10, 8, RandomAction);
}

TEST(KnapsackBuilderTest, ReplayIsDeterministic) {
  testing::ExpectReplayIsDeterministic(kName, 6, 3, RandomAction);
}

}  // namespace
}  // namespace knapsack_builder_test_cc
}  // namespace referee

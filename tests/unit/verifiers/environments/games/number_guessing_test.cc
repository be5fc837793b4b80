// number_guessing: the rules of a turn, the ladder and the limit, worked by
// hand on explicit instances; then the properties every game has
// (game_checks.h).
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/games/game_checks.h"

namespace referee {
inline namespace number_guessing_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "number_guessing";

// N = 8: binary search needs at most floor(log2 8) + 1 = 4 guesses; the
// limit is 4 + 2 = 6, so an illegal action costs 1/6.
TEST(NumberGuessingTest, TurnsOfAnEpisode) {
  PreparedProblemPtr problem = testing::GameInstance(kName, R"({"high": 8, "secret": 6})");
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns =
      testing::PlayEpisode(*problem, {"4", "guess 7", "oops", "9", " 6 "});
  ASSERT_EQ(turns.size(), 5u);
  EXPECT_EQ(turns[0].observation, "Higher: my number is greater than 4.");
  EXPECT_EQ(turns[0].reward, 0);
  EXPECT_EQ(turns[1].observation, "Lower: my number is less than 7.");
  EXPECT_EQ(turns[2].observation, "Not a guess: reply with one integer from 1 to 8.");
  EXPECT_DOUBLE_EQ(turns[2].reward, -1.0 / 6);
  EXPECT_EQ(turns[3].observation, "9 is outside 1..8.");
  EXPECT_DOUBLE_EQ(turns[3].reward, -1.0 / 6);
  EXPECT_FALSE(turns[3].done);
  EXPECT_EQ(turns[4].observation, "Correct: it is 6.");
  EXPECT_EQ(turns[4].reward, 1);
  EXPECT_TRUE(turns[4].done && turns[4].correct);
}

TEST(NumberGuessingTest, TheSixthWrongGuessEndsTheEpisode) {
  PreparedProblemPtr problem = testing::GameInstance(kName, R"({"high": 8, "secret": 6})");
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns =
      testing::PlayEpisode(*problem, {"1", "1", "1", "1", "1", "1", "6"});
  ASSERT_EQ(turns.size(), 6u);  // The seventh is never played.
  EXPECT_TRUE(turns[5].done);
  EXPECT_FALSE(turns[5].correct);
  EXPECT_EQ(turns[5].observation,
            "Higher: my number is greater than 1.\nNo turns left: the episode is over.");
}

// Score plays the answer's lines: the return, correct when solved.
TEST(NumberGuessingTest, ScoreReadsTheActionsOfTheAnswer) {
  PreparedProblemPtr problem = testing::GameInstance(kName, R"({"high": 8, "secret": 6})");
  ASSERT_NE(problem, nullptr);
  auto score = [&](absl::string_view output) { return testing::ScoreAnswer(*problem, output); };
  // Binary search on 1..8 for 6: 4 (higher), 6.
  EXPECT_EQ(score("<answer>4\n6</answer>").score, 1);
  EXPECT_TRUE(score("<answer>4\n6</answer>").correct);
  // An illegal line first: 1 - 1/6; still solved.
  EXPECT_DOUBLE_EQ(score("<answer>zero\n4\n6\n</answer>").score, 1 - 1.0 / 6);
  // Lines after the solving one are ignored.
  EXPECT_EQ(score("<answer>6\n1\n1</answer>").score, 1);
  // Never found: 0, not correct; an empty block: no action, 0.
  EXPECT_EQ(score("<answer>4\n5\n7</answer>").score, 0);
  EXPECT_FALSE(score("<answer>4\n5\n7</answer>").correct);
  EXPECT_EQ(score("<answer></answer>").score, 0);
  // Six illegal lines: -1, as low as no answer at all.
  EXPECT_DOUBLE_EQ(score("<answer>a\nb\nc\nd\ne\nf\ng</answer>").score, -1);
  EXPECT_EQ(score("I guess 6").score, -1);
}

TEST(NumberGuessingTest, InstancesAreChecked) {
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"high": 1, "secret": 1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"high": 8, "secret": 9})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"high": 0, "secret": 0})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"high": 8})").ok());
  EXPECT_FALSE(
      testing::PrepareInstanceStatus(kName, R"({"high": 8, "secret": 1, "hint": 2})").ok());
}

TEST(NumberGuessingTest, TurnLimitFollowsTheRange) {
  const TaskType* task = testing::TestCatalog().tasks.Find(kName);
  ASSERT_NE(task, nullptr);
  // Level d: N = 2^(d+3), floor(log2 N) + 1 = d + 4 guesses, + 2.
  EXPECT_EQ(task->MaxTurns(0), 6);
  EXPECT_EQ(task->MaxTurns(5), 11);
  EXPECT_EQ(task->MaxTurns(30), 36);
}

std::string RandomGuess(tasks::Rng& rng) { return std::to_string(rng.Uniform(-3, 300)); }

TEST(NumberGuessingTest, ReferenceSolvesEveryLevel) {
  testing::ExpectReferenceSolves(kName, 30, 6);
}

TEST(NumberGuessingTest, RandomPlayIsSafe) {
  testing::ExpectRandomPlayIsSafe(kName, 6, 10, RandomGuess);
}

TEST(NumberGuessingTest, ReplayIsDeterministic) {
  testing::ExpectReplayIsDeterministic(kName, 3, 4, RandomGuess);
}

}  // namespace
}  // namespace number_guessing_test_cc
}  // namespace referee

// Step (DESIGN §11, engine/stepper.h): what one request plays, per episode,
// on number_guessing's explicit-free generated problems and the store's
// single-turn ones. Each expectation follows from the rules: number_guessing
// at level 0 is 1..8 with a limit of 6 (floor(log2 8) + 1 + 2), an illegal
// action costs 1/6, the solving guess earns 1.
#include "engine/stepper.h"

#include <memory>
#include <string>
#include <vector>

#include "absl/synchronization/notification.h"
#include "gtest/gtest.h"
#include "engine/problem_store.h"
#include "engine/scorer.h"
#include "engine/thread_pool.h"
#include "tests/test_catalog.h"

namespace referee {
namespace {

using referee::v1::StepRequest;
using referee::v1::StepResponse;
using referee::v1::StepResult;

class StepperTest : public ::testing::Test {
 protected:
  void SetUp() override {
    referee::v1::Problem sum;
    sum.set_id("sum");
    sum.set_prompt("What is 17 + 25?");
    sum.mutable_answer()->set_answer("42");
    ASSERT_TRUE(store_.Put({sum}).ok());
    ScorerOptions options;
    options.max_batch = 64;
    options.max_output_bytes = 100;
    auto scorer = Scorer::Create(testing::TestCatalog(), store_, nullptr, options);
    ASSERT_TRUE(scorer.ok());
    scorer_ = *std::move(scorer);
    // The secret of env/number_guessing/0/1, found by binary search from
    // its reference output (whose last line is the secret).
    auto problem = scorer_->FindProblem(kGame);
    ASSERT_TRUE(problem.ok() && *problem != nullptr);
    const std::string& reference = (*problem)->problem().reference_output();
    const size_t end = reference.rfind("</answer>");
    const size_t start = reference.rfind('\n', end) == std::string::npos
                             ? reference.find('>') + 1
                             : reference.rfind('\n', end) + 1;
    secret_ = std::stoi(reference.substr(start, end - start));
  }

  StepResult StepOne(const std::string& prompt_id, std::vector<std::string> actions) {
    StepRequest request;
    referee::v1::Episode* episode = request.add_episodes();
    episode->set_episode_id("e");
    episode->set_prompt_id(prompt_id);
    for (std::string& action : actions) episode->add_actions(std::move(action));
    StepResponse response;
    EXPECT_TRUE(StepAll(*scorer_, request, &response).ok());
    EXPECT_EQ(response.results_size(), 1);
    return response.results_size() == 1 ? response.results(0) : StepResult();
  }

  // A wrong guess: 1 unless the secret is 1.
  std::string Wrong() const { return secret_ == 1 ? "2" : "1"; }

  static constexpr char kGame[] = "env/number_guessing/0/1";
  ProblemStore store_{testing::TestCatalog().tasks};
  std::unique_ptr<Scorer> scorer_;
  int secret_ = 0;
};

TEST_F(StepperTest, NoActionsIsTheOpening) {
  const StepResult result = StepOne(kGame, {});
  EXPECT_EQ(result.episode_id(), "e");
  EXPECT_NE(result.observation().find("from 1 to 8"), std::string::npos)
      << result.observation();
  EXPECT_EQ(result.reward(), 0);
  EXPECT_EQ(result.turn(), 0);
  EXPECT_EQ(result.max_turns(), 6);
  EXPECT_FALSE(result.done());
  EXPECT_EQ(result.error(), referee::v1::OK);
}

TEST_F(StepperTest, ReplaysAndAnswersTheLastAction) {
  // One wrong guess, one illegal, then the secret: rewards 0, -1/6, 1.
  const StepResult result = StepOne(kGame, {Wrong(), "nine", std::to_string(secret_)});
  EXPECT_EQ(result.turn(), 3);
  EXPECT_TRUE(result.done());
  EXPECT_TRUE(result.correct());
  EXPECT_EQ(result.reward(), 1.0f);
  EXPECT_EQ(result.episode_return(), static_cast<float>(1 - 1.0 / 6));
  EXPECT_EQ(result.observation(), "Correct: it is " + std::to_string(secret_) + ".");
  const StepResult illegal = StepOne(kGame, {Wrong(), "nine"});
  EXPECT_EQ(illegal.reward(), static_cast<float>(-1.0 / 6));
  EXPECT_FALSE(illegal.done());
  EXPECT_EQ(illegal.observation(), "Not a guess: reply with one integer from 1 to 8.");
}

TEST_F(StepperTest, EpisodeErrorsStayWithTheirEpisode) {
  StepRequest request;
  auto add = [&](const std::string& prompt_id, std::vector<std::string> actions) {
    referee::v1::Episode* episode = request.add_episodes();
    episode->set_prompt_id(prompt_id);
    for (std::string& action : actions) episode->add_actions(std::move(action));
  };
  const std::string secret = std::to_string(secret_);
  add(kGame, {secret, "1"});                               // After done.
  add(kGame, std::vector<std::string>(7, Wrong()));        // Past the limit of 6.
  add("no-such-id", {"1"});                                // Unknown.
  add(kGame, {std::string(101, '1')});                     // Over 100 bytes.
  add(kGame, {"\xff"});                                    // Not UTF-8.
  add("env/number_guessing/99/1", {});                     // No such level.
  add(kGame, {secret});                                    // Fine.
  StepResponse response;
  ASSERT_TRUE(StepAll(*scorer_, request, &response).ok());
  ASSERT_EQ(response.results_size(), 7);
  const referee::v1::ErrorCode expected[] = {
      referee::v1::INVALID_ARGUMENT, referee::v1::INVALID_ARGUMENT,
      referee::v1::UNKNOWN_PROMPT,   referee::v1::OUTPUT_TOO_LARGE,
      referee::v1::INVALID_UTF8,     referee::v1::UNKNOWN_PROMPT,
      referee::v1::OK};
  for (int i = 0; i < 7; ++i) {
    EXPECT_EQ(response.results(i).error(), expected[i]) << i << ": "
                                                        << response.results(i).error_message();
    if (expected[i] != referee::v1::OK) {
      // An error never out-earns a wrong move: the floor, -1.
      EXPECT_EQ(response.results(i).reward(), -1.0f) << i;
      EXPECT_EQ(response.results(i).episode_return(), -1.0f) << i;
      EXPECT_FALSE(response.results(i).correct()) << i;
    }
  }
  EXPECT_EQ(response.results(0).error_message(), "actions[1]: the episode ended at turn 1");
  EXPECT_EQ(response.results(1).error_message(),
            "7 actions: this episode ends after at most 6");
  EXPECT_TRUE(response.results(6).correct());
}

TEST_F(StepperTest, SingleTurnProblemsAreOneScoredTurn) {
  const StepResult opening = StepOne("sum", {});
  EXPECT_EQ(opening.observation(), "What is 17 + 25?");
  EXPECT_EQ(opening.max_turns(), 1);
  EXPECT_FALSE(opening.done());
  const StepResult right = StepOne("sum", {"so \\boxed{42}"});
  EXPECT_TRUE(right.done() && right.correct());
  EXPECT_EQ(right.reward(), 1.0f);
  EXPECT_EQ(right.episode_return(), 1.0f);
  EXPECT_EQ(right.components().at("math_equiv"), 1.0);
  const StepResult wrong = StepOne("sum", {"\\boxed{41}"});
  EXPECT_TRUE(wrong.done());
  EXPECT_FALSE(wrong.correct());
  EXPECT_EQ(wrong.reward(), 0.0f);
  const StepResult two = StepOne("sum", {"\\boxed{42}", "\\boxed{42}"});
  EXPECT_EQ(two.error(), referee::v1::INVALID_ARGUMENT);
}

// A stored problem's own `difficulty` is unchecked (any int32): Step
// decides by the task and the instance, never by that label.
TEST_F(StepperTest, AStoredGameIgnoresItsDifficultyLabel) {
  for (int label : {1000000, -7, 0}) {
    referee::v1::Problem game;
    game.set_id("game" + std::to_string(label));
    game.set_difficulty(label);
    game.mutable_environment()->set_name("number_guessing");
    auto& fields = *game.mutable_environment()->mutable_instance()->mutable_fields();
    fields["high"].set_number_value(8);
    fields["secret"].set_number_value(3);
    ASSERT_TRUE(store_.Put({game}).ok());
    // 1..8: the limit is 6 whatever the label; 4 is "lower", 3 solves it.
    const StepResult opening = StepOne(game.id(), {});
    EXPECT_EQ(opening.max_turns(), 6) << label;
    EXPECT_NE(opening.observation().find("from 1 to 8"), std::string::npos) << label;
    const StepResult solved = StepOne(game.id(), {"4", "3"});
    EXPECT_TRUE(solved.done() && solved.correct()) << label;
    EXPECT_EQ(solved.episode_return(), 1.0f) << label;
  }
}

// A single-turn problem's errors earn what Score gives an error under the
// request's spec: with `sorting` weighted 2, its floor is 2 x -1 = -2,
// which is also what an unparseable answer earns; an error never more.
TEST_F(StepperTest, SingleTurnErrorsEarnTheSpecsErrorReward) {
  StepRequest request;
  auto* term = request.mutable_spec()->add_terms();
  term->set_verifier("sorting");
  term->set_weight(2);
  const char* kSorting = "env/sorting/0/1";
  auto add = [&](std::vector<std::string> actions) {
    referee::v1::Episode* episode = request.add_episodes();
    episode->set_prompt_id(kSorting);
    for (std::string& action : actions) episode->add_actions(std::move(action));
  };
  add({"no answer here"});          // Unparseable: -1 x 2.
  add({std::string(101, 'x')});     // Over 100 bytes: OUTPUT_TOO_LARGE.
  add({"a", "b"});                  // Two actions: INVALID_ARGUMENT.
  add({"\xff"});                   // Fine bytes (a literal backslash): unparseable.
  StepResponse response;
  ASSERT_TRUE(StepAll(*scorer_, request, &response).ok());
  ASSERT_EQ(response.results_size(), 4);
  EXPECT_EQ(response.results(0).error(), referee::v1::OK);
  EXPECT_EQ(response.results(0).reward(), -2.0f);
  EXPECT_EQ(response.results(1).error(), referee::v1::OUTPUT_TOO_LARGE);
  EXPECT_EQ(response.results(1).reward(), -2.0f);
  EXPECT_EQ(response.results(2).error(), referee::v1::INVALID_ARGUMENT);
  EXPECT_EQ(response.results(2).reward(), -2.0f);
  EXPECT_EQ(response.results(2).episode_return(), -2.0f);
  // An explicit error_reward is used as Score uses it.
  request.mutable_spec()->set_error_reward(-3);
  ASSERT_TRUE(StepAll(*scorer_, request, &response).ok());
  EXPECT_EQ(response.results(1).reward(), -3.0f);
  EXPECT_EQ(response.results(2).reward(), -3.0f);
}

TEST_F(StepperTest, RequestsAreCheckedAsAWhole) {
  StepRequest empty;
  StepResponse response;
  EXPECT_EQ(StepAll(*scorer_, empty, &response).code(), absl::StatusCode::kInvalidArgument);
  StepRequest many;
  for (int i = 0; i < 65; ++i) many.add_episodes()->set_prompt_id(kGame);
  EXPECT_EQ(StepAll(*scorer_, many, &response).code(), absl::StatusCode::kInvalidArgument);
}

TEST_F(StepperTest, OnThePoolAsOnTheCallingThread) {
  absl::Notification done;  // Outlives the pool's workers.
  absl::Status status;
  ThreadPool pool(2, 1 << 20);
  StepRequest request;
  for (int i = 0; i < 40; ++i) {
    referee::v1::Episode* episode = request.add_episodes();
    episode->set_prompt_id("env/number_guessing/" + std::to_string(i % 5) + "/" +
                           std::to_string(i));
    for (int k = 0; k <= i % 4; ++k) episode->add_actions(std::to_string(k + 1));
  }
  StepResponse direct, pooled;
  ASSERT_TRUE(StepAll(*scorer_, request, &direct).ok());
  ASSERT_TRUE(StepOnPool(*scorer_, pool, request, &pooled, [] { return false; },
                         [&](absl::Status s) {
                           status = s;
                           done.Notify();
                         })
                  .ok());
  done.WaitForNotification();
  ASSERT_TRUE(status.ok());
  EXPECT_EQ(pooled.SerializeAsString(), direct.SerializeAsString());
}

}  // namespace
}  // namespace referee

// Step (DESIGN §11, engine/stepper.h): what one request plays, per episode,
// on number_guessing's explicit-free generated problems and the store's
// single-turn ones. Each expectation follows from the rules: number_guessing
// at level 0 is 1..8 with a limit of 6 (floor(log2 8) + 1 + 2), an illegal
// action costs 1/6, the solving guess earns 1.
#include "engine/stepper.h"

#include <cmath>
#include <utility>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/synchronization/notification.h"
#include "google/protobuf/util/json_util.h"
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

// Optimisation environments with Step (DESIGN §11; seed 003 §3.2): one
// JSON action a turn. Role Assignment's table instance (fits c0: 5 1,
// c1: 4 6, c2: 3 5; c0-c1 penalty 3; V = 10 * total + smallest fit):
// (role 0, role 1) -> V: (0,1) 85, (0,2) 105, (1,0) 21, (1,2) 94, (2,0) 41,
// (2,1) 93. The optimum is (0,2) = 105. Two roles: at most 3 turns.
class OptimizationStepTest : public StepperTest {
 protected:
  void SetUp() override {
    const char kInstance[] =
        R"({"roles": 2, "fits": [[5, 1], [4, 6], [3, 5]], "conflicts": [[0, 1, 3]]})";
    for (const auto& [id, state] : std::vector<std::pair<std::string, std::string>>{
             {"roles", ""}, {"roles-after-one", R"(, "state": 1)"}}) {
      const std::string json = absl::StrCat(R"({"id": ")", id,
                                            R"(", "environment": {"name": "role_assignment",
                                            "instance": )", kInstance, state, "}}");
      referee::v1::Problem problem;
      ASSERT_TRUE(google::protobuf::util::JsonStringToMessage(json, &problem).ok()) << json;
      ASSERT_TRUE(store_.Put({problem}).ok()) << id;
    }
    StepperTest::SetUp();
  }
  static std::string Action(int role, int candidate) {
    return absl::StrCat(R"({"answer": [{"role": )", role, R"(, "candidate": )", candidate, "}]}");
  }
};

TEST_F(OptimizationStepTest, OneActionATurnToTheLadderValue) {
  const StepResult opening = StepOne("roles", {});
  EXPECT_EQ(opening.max_turns(), 3);
  EXPECT_FALSE(opening.done());
  EXPECT_NE(opening.observation().find("(none yet)"), std::string::npos) << opening.observation();
  EXPECT_NE(opening.observation().find("{\"answer\": []} stops"), std::string::npos);

  // Role 0 -> c0: completions 85 and 105, so V_B = 105, the optimum.
  const StepResult first = StepOne("roles", {Action(0, 0)});
  EXPECT_EQ(first.error(), referee::v1::OK) << first.error_message();
  EXPECT_FALSE(first.done());
  EXPECT_EQ(first.reward(), 0);
  EXPECT_EQ(first.components().at("feasible"), 1);
  EXPECT_EQ(first.components().at("best_completion_value"), 105);
  EXPECT_EQ(first.components().at("best_completion"), 1);
  EXPECT_EQ(first.observation(), "Accepted {\"role\": 0, \"candidate\": 0} (1 action so far).");
  // The same action written otherwise has the same key; another action another.
  const StepResult spaced =
      StepOne("roles", {R"({"answer":[{"candidate":0,"role":0,"why":"fit 5"}]})"});
  EXPECT_EQ(spaced.components().at("action_key"), first.components().at("action_key"));
  const StepResult other = StepOne("roles", {Action(0, 1)});
  EXPECT_NE(other.components().at("action_key"), first.components().at("action_key"));
  // Role 0 -> c1: completions 21 and 94: V_B = 94.
  EXPECT_EQ(other.components().at("best_completion_value"), 94);
  EXPECT_DOUBLE_EQ(other.components().at("best_completion"), std::pow(94.0 / 105, 5));

  // The last role: the episode ends with the solution's ladder value.
  const StepResult best = StepOne("roles", {Action(0, 0), Action(1, 2)});
  EXPECT_TRUE(best.done());
  EXPECT_TRUE(best.correct());
  EXPECT_EQ(best.reward(), 1);
  EXPECT_EQ(best.episode_return(), 1);
  const StepResult worse = StepOne("roles", {Action(0, 1), Action(1, 2)});
  EXPECT_TRUE(worse.done());
  EXPECT_FALSE(worse.correct());
  EXPECT_FLOAT_EQ(worse.reward(), static_cast<float>(std::pow(94.0 / 105, 5)));
  EXPECT_FLOAT_EQ(worse.episode_return(), worse.reward());
}

TEST_F(OptimizationStepTest, BadTurnsEndTheEpisode) {
  // c0 twice: infeasible.
  const StepResult twice = StepOne("roles", {Action(0, 0), Action(1, 0)});
  EXPECT_TRUE(twice.done());
  EXPECT_EQ(twice.reward(), -0.5f);
  EXPECT_EQ(twice.episode_return(), -0.5f);
  EXPECT_EQ(twice.components().at("feasible"), 0);
  // Two actions in one turn: infeasible; no action read: -1.
  // (Under the fixture's 100-byte limit on an action.)
  const StepResult both =
      StepOne("roles", {R"({"answer":[{"role":0,"candidate":0},{"role":1,"candidate":2}]})"});
  EXPECT_TRUE(both.done());
  EXPECT_EQ(both.reward(), -0.5f);
  const StepResult garbage = StepOne("roles", {"role 0 to candidate 0"});
  EXPECT_TRUE(garbage.done());
  EXPECT_EQ(garbage.reward(), -1.0f);
  // Stopping before the solution is complete: infeasible.
  const StepResult stopped = StepOne("roles", {Action(0, 0), R"({"answer": []})"});
  EXPECT_TRUE(stopped.done());
  EXPECT_EQ(stopped.reward(), -0.5f);
  // An action after the end is this episode's error.
  const StepResult after = StepOne("roles", {Action(0, 0), Action(1, 2), Action(0, 1)});
  EXPECT_EQ(after.error(), referee::v1::INVALID_ARGUMENT);
}

TEST_F(OptimizationStepTest, EpisodesStartAtAState) {
  // Role 0 -> c0 already taken: one action left (and the stop turn).
  const StepResult opening = StepOne("roles-after-one", {});
  EXPECT_EQ(opening.max_turns(), 2);
  EXPECT_NE(opening.observation().find("{\"role\": 0, \"candidate\": 0}\n"), std::string::npos)
      << opening.observation();
  const StepResult last = StepOne("roles-after-one", {Action(1, 1)});
  EXPECT_TRUE(last.done());
  EXPECT_FLOAT_EQ(last.reward(), static_cast<float>(std::pow(85.0 / 105, 5)));
  EXPECT_EQ(StepOne("roles-after-one", {Action(1, 0)}).reward(), -0.5f);  // c0 is taken.
}

}  // namespace
}  // namespace referee

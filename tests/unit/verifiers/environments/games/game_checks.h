// What every game's test checks (DESIGN §11, the shared ladder of
// verifiers/environments/games/game.h), so each game's own test holds only
// its hand-worked tables:
//   - ExpectReferenceSolves: the reference policy (the reference output's
//     actions) solves every instance at each level and seed, with return
//     exactly 1, within the turn limit;
//   - ExpectReplayIsDeterministic: replaying a prefix gives the same
//     observations and rewards as playing on, and two sessions agree;
//   - ExpectRandomPlayIsSafe: random actions (the game's own plus junk)
//     never crash, every turn's reward is the illegal penalty, 0 or 1, an
//     episode ends by its limit, and an unsolved episode returns <= 0 (a
//     solved one > 0): a wrong episode never ties a right one.
#ifndef REFEREE_TESTS_UNIT_VERIFIERS_ENVIRONMENTS_GAMES_GAME_CHECKS_H_
#define REFEREE_TESTS_UNIT_VERIFIERS_ENVIRONMENTS_GAMES_GAME_CHECKS_H_

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "verifiers/environments/env_id.h"
#include "verifiers/environments/games/game.h"
#include "verifiers/environments/random.h"
#include "verifiers/session.h"

namespace referee {
namespace testing {

// The generated problem env/<name>/<level>/<seed>, prepared.
inline PreparedProblemPtr GameProblem(absl::string_view name, int level, uint64_t seed) {
  const TaskType* task = TestCatalog().tasks.Find(name);
  EXPECT_NE(task, nullptr) << name;
  if (task == nullptr) return nullptr;
  auto problem = task->GeneratePrepared(FormatEnvId(name, level, seed), level, seed, nullptr);
  EXPECT_TRUE(problem.ok()) << problem.status();
  return problem.ok() ? *problem : nullptr;
}

// A prepared explicit instance (proto3 JSON of the instance object).
inline PreparedProblemPtr GameInstance(absl::string_view name, const std::string& instance) {
  const std::string json = absl::StrCat(R"({"id": "g", "environment": {"name": ")", name,
                                        R"(", "instance": )", instance, "}}");
  return Prepare(json.c_str());
}

inline std::unique_ptr<Session> StartEpisode(const PreparedProblem& problem) {
  auto session = problem.task().StartSession(problem);
  EXPECT_TRUE(session.ok()) << session.status();
  return session.ok() ? *std::move(session) : nullptr;
}

// Plays `actions` from the start, observing every turn.
inline std::vector<TurnOutcome> PlayEpisode(const PreparedProblem& problem,
                                            const std::vector<std::string>& actions) {
  std::vector<TurnOutcome> outcomes;
  std::unique_ptr<Session> session = StartEpisode(problem);
  if (session == nullptr) return outcomes;
  for (const std::string& action : actions) {
    outcomes.push_back(session->Act(action, /*observe=*/true));
    if (outcomes.back().done) break;
  }
  return outcomes;
}

// Score's verdict on `output` for a game problem (its EpisodeVerifier).
inline Verdict ScoreAnswer(const PreparedProblem& problem, absl::string_view output) {
  const Verifier* verifier = TestCatalog().verifiers.Find(problem.task().Name());
  EXPECT_NE(verifier, nullptr) << problem.task().Name();
  if (verifier == nullptr) return Verdict{};
  const ParamValues params;
  absl::StatusOr<Verdict> verdict = verifier->Verify({problem, output, params});
  EXPECT_TRUE(verdict.ok()) << verdict.status();
  return verdict.ok() ? *verdict : Verdict{};
}

inline std::vector<std::string> ReferenceActions(const PreparedProblem& problem) {
  std::vector<std::string> actions;
  const auto parsed =
      environments::AnswerActions(problem.problem().reference_output());
  EXPECT_TRUE(parsed.has_value()) << problem.problem().reference_output();
  if (parsed) {
    for (absl::string_view action : *parsed) actions.emplace_back(action);
  }
  return actions;
}

inline void ExpectReferenceSolves(absl::string_view name, int max_level, int seeds) {
  for (int level = 0; level <= max_level; ++level) {
    for (int seed = 0; seed < seeds; ++seed) {
      PreparedProblemPtr problem = GameProblem(name, level, static_cast<uint64_t>(seed));
      ASSERT_NE(problem, nullptr);
      const std::vector<std::string> actions = ReferenceActions(*problem);
      std::unique_ptr<Session> session = StartEpisode(*problem);
      ASSERT_NE(session, nullptr);
      const std::string where = absl::StrCat(name, " level ", level, " seed ", seed);
      EXPECT_LE(static_cast<int>(actions.size()), session->TurnLimit()) << where;
      EXPECT_LE(session->TurnLimit(), problem->task().MaxTurns(level)) << where;
      double total = 0;
      TurnOutcome last;
      for (size_t k = 0; k < actions.size(); ++k) {
        ASSERT_FALSE(last.done) << where << ": done before action " << k;
        last = session->Act(actions[k], /*observe=*/true);
        EXPECT_NE(last.reward, environments::IllegalActionReward(session->TurnLimit()))
            << where << ": action " << k << " '" << actions[k] << "': " << last.observation;
        total += last.reward;
      }
      EXPECT_TRUE(last.done && last.correct) << where << ": " << last.observation;
      EXPECT_EQ(total, 1.0) << where;
    }
  }
}

// Draws one random action for `problem` (the game's own kinds of moves).
using ActionSampler = std::function<std::string(tasks::Rng&)>;

inline std::string Junk(tasks::Rng& rng) {
  static const char* const kJunk[] = {"", "   ", "x", "-1", "99999999999999999999999",
                                      "1 2 3 4 5 6 7 8 9", "\xff\xfe", "<answer>",
                                      "🙂", "0"};
  return kJunk[rng.Uniform(0, 9)];
}

inline void ExpectRandomPlayIsSafe(absl::string_view name, int max_level, int seeds,
                                   const ActionSampler& sample) {
  tasks::Rng rng(12345);
  for (int level = 0; level <= max_level; ++level) {
    for (int seed = 0; seed < seeds; ++seed) {
      PreparedProblemPtr problem = GameProblem(name, level, static_cast<uint64_t>(seed));
      ASSERT_NE(problem, nullptr);
      std::unique_ptr<Session> session = StartEpisode(*problem);
      ASSERT_NE(session, nullptr);
      const int limit = session->TurnLimit();
      const double penalty = environments::IllegalActionReward(limit);
      double total = 0;
      TurnOutcome last;
      int turns = 0;
      while (!last.done) {
        const std::string action = rng.Chance(1, 5) ? Junk(rng) : sample(rng);
        last = session->Act(action, /*observe=*/rng.Chance(1, 2));
        ++turns;
        ASSERT_LE(turns, limit) << name << ": past the turn limit";
        EXPECT_TRUE(last.reward == penalty || last.reward == 0 || last.reward == 1)
            << name << " '" << action << "': " << last.reward;
        if (last.reward == 1) {
          EXPECT_TRUE(last.done && last.correct);
        }
        total += last.reward;
      }
      // The sum in doubles; Step and Score clamp it at the floor, -1.
      if (last.correct) {
        EXPECT_GT(total, 0) << name;
        EXPECT_LE(total, 1) << name;
      } else {
        EXPECT_LE(total, 0) << name;
        EXPECT_GE(total, -1 - 1e-9) << name;
      }
    }
  }
}

inline void ExpectReplayIsDeterministic(absl::string_view name, int max_level, int seeds,
                                        const ActionSampler& sample) {
  tasks::Rng rng(777);
  for (int level = 0; level <= max_level; ++level) {
    for (int seed = 0; seed < seeds; ++seed) {
      PreparedProblemPtr problem = GameProblem(name, level, static_cast<uint64_t>(seed));
      ASSERT_NE(problem, nullptr);
      std::vector<std::string> actions;
      for (int k = 0; k < 12; ++k) actions.push_back(sample(rng));
      const std::vector<TurnOutcome> whole = PlayEpisode(*problem, actions);
      // Each prefix, replayed from scratch in a new session (as Step does),
      // ends in the same outcome as that turn of the whole run.
      for (size_t k = 1; k <= whole.size(); ++k) {
        std::unique_ptr<Session> replay = StartEpisode(*problem);
        TurnOutcome last;
        for (size_t j = 0; j < k; ++j) last = replay->Act(actions[j], /*observe=*/j + 1 == k);
        EXPECT_EQ(last.observation, whole[k - 1].observation) << name << " turn " << k;
        EXPECT_EQ(last.reward, whole[k - 1].reward) << name << " turn " << k;
        EXPECT_EQ(last.done, whole[k - 1].done) << name << " turn " << k;
      }
      // A problem regenerated from its id plays the same.
      PreparedProblemPtr again = GameProblem(name, level, static_cast<uint64_t>(seed));
      const std::vector<TurnOutcome> twice = PlayEpisode(*again, actions);
      ASSERT_EQ(twice.size(), whole.size());
      for (size_t k = 0; k < whole.size(); ++k) {
        EXPECT_EQ(twice[k].observation, whole[k].observation);
      }
    }
  }
}

}  // namespace testing
}  // namespace referee

#endif  // REFEREE_TESTS_UNIT_VERIFIERS_ENVIRONMENTS_GAMES_GAME_CHECKS_H_

// Problems at states (DESIGN §8 "States"; seed 003 §3.1, ν GRPO's state
// sampler): an optimisation environment's instance plus the first k
// actions of the solver's path, one action asked, graded by V_B — the best
// value a completion of the state the action reaches attains — on the VAST
// ladder. The table below is worked by hand on Role Assignment; the sweep
// checks every environment that poses states.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/match.h"
#include "gtest/gtest.h"
#include "tests/sanitizers.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/environments/env_id.h"
#include "verifiers/session.h"

namespace referee {
inline namespace states_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class StatesTest : public testing::VerifierTableTest {};

// Role Assignment's table instance (role_assignment_test.cc): fits
//   c0: 5 1     c1: 4 6     c2: 3 5,   conflict c0-c1 penalty 3.
// V = 10 * (fits - penalties) + smallest fit for (candidate of role 0, of role 1):
//   (0,1) 85   (0,2) 105   (1,0) 21   (1,2) 94   (2,0) 41   (2,1) 93.
// The optimum is (0,2), V = 105; the solver's path is role 0 -> c0, role 1 -> c2.
const char kInstance[] = R"({"roles": 2, "fits": [[5, 1], [4, 6], [3, 5]],
                             "conflicts": [[0, 1, 3]]})";

PreparedProblemPtr PrepareState(const std::string& instance, int state) {
  return testing::Prepare(absl::StrCat(R"({"id": "s", "environment": {"name": "role_assignment",
      "instance": )", instance, R"(, "state": )", state, "}}")
                              .c_str());
}

std::string Action(int role, int candidate) {
  return absl::StrCat(R"({"answer": [{"role": )", role, R"(, "candidate": )", candidate, "}]}");
}

TEST_F(StatesTest, EmptyStateByHand) {
  const PreparedProblemPtr state = PrepareState(kInstance, 0);
  ASSERT_NE(state, nullptr);
  // V_B after one action = the best V among the completions it leaves.
  Check("role_assignment", *state,
        {{Action(0, 0).c_str(), 1, true, true},   // Leaves (0,1) 85, (0,2) 105.
         {Action(1, 2).c_str(), 1, true, true},   // Leaves (0,2) 105, (1,2) 94: also on an optimum.
         {Action(0, 1).c_str(), std::pow(94.0 / 105, 5), false, true},  // (1,0) 21, (1,2) 94.
         {Action(0, 2).c_str(), std::pow(93.0 / 105, 5), false, true},  // (2,0) 41, (2,1) 93.
         {Action(1, 1).c_str(), std::pow(93.0 / 105, 5), false, true},  // (0,1) 85, (2,1) 93.
         {Action(1, 0).c_str(), std::pow(41.0 / 105, 5), false, true},  // (1,0) 21, (2,0) 41.
         // Not an action of this instance, or not exactly one action.
         {Action(2, 0).c_str(), -0.5, false, true},
         {Action(0, 3).c_str(), -0.5, false, true},
         {Action(-1, 0).c_str(), -0.5, false, true},
         {R"({"answer": []})", -0.5, false, true},
         {R"({"answer": [{"role": 0, "candidate": 0}, {"role": 1, "candidate": 2}]})", -0.5,
          false, true},
         // Not parsed: no answer, or not the action's fields.
         {"role 0 gets candidate 0", -1, false, false},
         {R"({"answer": [{"role": 0}]})", -1, false, false},
         {R"({"answer": [{"role": "0", "candidate": 0}]})", -1, false, false}});
  // best_completion grades a state's answer the same way.
  Check("best_completion", *state,
        {{Action(0, 0).c_str(), 1, true, true},
         {Action(0, 1).c_str(), std::pow(94.0 / 105, 5), false, true}});
}

TEST_F(StatesTest, StateAfterOneActionByHand) {
  const PreparedProblemPtr state = PrepareState(kInstance, 1);
  ASSERT_NE(state, nullptr);
  // Role 0 already has candidate 0.
  Check("role_assignment", *state,
        {{Action(1, 2).c_str(), 1, true, true},
         {Action(1, 1).c_str(), std::pow(85.0 / 105, 5), false, true},
         {Action(1, 0).c_str(), -0.5, false, true},   // Candidate 0 is taken.
         {Action(0, 2).c_str(), -0.5, false, true}});  // Role 0 is taken.
  // The prompt shows the state and asks for one action; the reference is
  // the solver's next action.
  const std::string prompt = state->task().DefaultPrompt(*state);
  EXPECT_TRUE(absl::StrContains(prompt, "{\"role\": 0, \"candidate\": 0}\n")) << prompt;
  EXPECT_TRUE(absl::StrContains(prompt, "exactly one action")) << prompt;
  EXPECT_TRUE(absl::StrContains(prompt, "{\"answer\": [{\"role\": <integer>, "
                                        "\"candidate\": <integer>}]}"))
      << prompt;
  EXPECT_EQ(state->task().DefaultReference(*state), "{\"answer\": [\n  {\"role\": 1, \"candidate\": 2}\n]}");
  const std::string empty_prompt = PrepareState(kInstance, 0)->task().DefaultPrompt(
      *PrepareState(kInstance, 0));
  EXPECT_TRUE(absl::StrContains(empty_prompt, "(none yet)")) << empty_prompt;
}

TEST_F(StatesTest, StatesPastThePathAndTasksWithoutStatesAreErrors) {
  // The path has two actions: states 0 and 1.
  const absl::Status past = testing::TestCatalog().tasks.Prepare([] {
    referee::v1::Problem p;
    p.set_id("s");
    p.mutable_environment()->set_name("role_assignment");
    p.mutable_environment()->set_difficulty(1);
    p.mutable_environment()->set_seed(3);
    p.mutable_environment()->set_state(1000);
    return p;
  }()).status();
  EXPECT_EQ(past.code(), absl::StatusCode::kInvalidArgument) << past;
  EXPECT_TRUE(absl::StrContains(past.message(), "past the solver's path")) << past;
  referee::v1::Problem sorting;
  sorting.set_id("t");
  sorting.mutable_environment()->set_name("sorting");
  sorting.mutable_environment()->set_state(0);
  const absl::Status none = testing::TestCatalog().tasks.Prepare(sorting).status();
  EXPECT_EQ(none.code(), absl::StatusCode::kInvalidArgument) << none;
  EXPECT_TRUE(absl::StrContains(none.message(), "poses no states")) << none;
  referee::v1::Problem negative;
  negative.set_id("n");
  negative.mutable_environment()->set_name("role_assignment");
  negative.mutable_environment()->set_state(-1);
  EXPECT_EQ(testing::TestCatalog().tasks.Prepare(negative).status().code(),
            absl::StatusCode::kInvalidArgument);
}

// Every environment that poses states, at levels 0..3: along the solver's
// path, the reference (the next action) earns full credit, an action
// repeated from the state is infeasible, and the state count is the path's
// length; Step plays the same actions to the optimum.
TEST_F(StatesTest, EveryStateOfEveryEnvironmentAlongThePath) {
  int environments = 0;
  std::vector<PreparedProblemPtr> played;
  const int seeds = testing::kUnderAddressSanitizer ? 1 : 3;
  for (const TaskType* task : testing::TestCatalog().tasks.All()) {
    if (!task->PosesStates()) continue;
    ++environments;
    EXPECT_GT(task->MaxTurns(task->MaxDifficulty()), 0)
        << task->Name() << " poses states, so Step plays it too";
    const Verifier* verifier = registry_.Find(task->Name());
    ASSERT_NE(verifier, nullptr);
    const ParamValues params = testing::DefaultParams(*verifier);
    for (int level = 0; level <= std::min(3, task->MaxDifficulty()); ++level) {
      for (uint64_t seed = 0; seed < static_cast<uint64_t>(seeds); ++seed) {
        const absl::StatusOr<int64_t> count = task->StateCount(level, seed);
        ASSERT_TRUE(count.ok()) << task->Name() << ": " << count.status();
        // Step plays the states' references one a turn (then stops, when
        // the solution can hold more actions): the optimum, return 1.
        std::unique_ptr<Session> session;
        std::vector<std::string> references;  // The states' references, in order.
        PreparedProblemPtr whole_problem;
        if (task->MaxTurns(level) > 0) {
          auto whole = testing::TestCatalog().tasks.Prepare(EnvIdProblem(
              FormatEnvId(task->Name(), level, seed), *ParseEnvId(FormatEnvId(task->Name(), level, seed))));
          ASSERT_TRUE(whole.ok()) << whole.status();
          auto started = task->StartSession(**whole);
          ASSERT_TRUE(started.ok()) << started.status();
          session = *std::move(started);
          EXPECT_LE(session->TurnLimit(), task->MaxTurns(level)) << task->Name();
          played.push_back(*whole);  // The session reads its instance.
          whole_problem = *whole;
        }
        TurnOutcome last;
        for (int64_t k = 0; k <= *count; ++k) {
          EnvId env;
          env.name = task->Name();
          env.difficulty = level;
          env.seed = seed;
          env.state = static_cast<int32_t>(k);
          const std::string id = FormatEnvId(env);
          auto prepared = testing::TestCatalog().tasks.Prepare(EnvIdProblem(id, env));
          if (k == *count) {  // Past the path.
            EXPECT_EQ(prepared.status().code(), absl::StatusCode::kInvalidArgument) << id;
            continue;
          }
          ASSERT_TRUE(prepared.ok()) << id << ": " << prepared.status();
          const referee::v1::Problem& problem = (*prepared)->problem();
          EXPECT_EQ(problem.difficulty(), level) << id;
          EXPECT_FALSE(problem.prompt().empty()) << id;
          auto verdict = verifier->Verify({**prepared, problem.reference_output(), params});
          ASSERT_TRUE(verdict.ok()) << id;
          EXPECT_EQ(verdict->score, 1) << id << "\n" << problem.reference_output();
          EXPECT_TRUE(verdict->correct) << id;
          if (session != nullptr) {
            EXPECT_FALSE(last.done) << id;
            last = session->Act(problem.reference_output(), /*observe=*/true);
            references.push_back(problem.reference_output());
            EXPECT_GE(last.reward, 0) << id << ": " << last.observation;
          }
          // The same id gives the same problem.
          auto again = testing::TestCatalog().tasks.Prepare(EnvIdProblem(id, env));
          ASSERT_TRUE(again.ok());
          EXPECT_EQ((*again)->problem().prompt(), problem.prompt()) << id;
        }
        if (session != nullptr) {
          if (!last.done) {
            last = session->Act(R"({"answer": []})", /*observe=*/true);
            references.push_back(R"({"answer": []})");
          }
          // The reference policy benchmarks and examples play is this one.
          EXPECT_EQ(task->ReferencePolicy(*whole_problem, ""), references) << task->Name();
          EXPECT_TRUE(last.done && last.correct) << task->Name() << " " << level << "/" << seed
                                                 << ": " << last.observation;
          EXPECT_EQ(last.reward, 1) << task->Name();
        }
      }
    }
  }
  // Every member of the optimisation family poses states and plays Step
  // (twelve when this was written; geometry's one-step tasks do not).
  EXPECT_GE(environments, 12);
}

// An action with its first integer replaced by `value` (another index,
// one out of range, a negative one): mostly infeasible or unreadable.
std::string WithFirstInteger(const std::string& action, int value) {
  const size_t digit = action.find_first_of("0123456789");
  if (digit == std::string::npos) return action;
  const size_t end = action.find_first_not_of("0123456789", digit);
  return absl::StrCat(action.substr(0, digit), value, action.substr(end));
}

// Session::Replay takes a short road on optimisation episodes (the actions
// before the last checked together); on reference episodes and on random
// corruptions of them (repeated, shuffled and altered actions, stops and
// garbage midway, two actions in one turn), from the empty state and from
// a state, it gives exactly what playing the turns one by one gives.
TEST_F(StatesTest, ReplayEqualsTurnByTurnPlay) {
  std::mt19937_64 rng(20261129);
  const int seeds = testing::kUnderAddressSanitizer ? 1 : 3;
  int episodes = 0, played_whole = 0;
  for (const TaskType* task : testing::TestCatalog().tasks.All()) {
    if (!task->PosesStates()) continue;
    for (int level = 0; level <= std::min(2, task->MaxDifficulty()); ++level) {
      for (uint64_t seed = 0; seed < static_cast<uint64_t>(seeds); ++seed) {
        for (int32_t state : {0, 1}) {
          EnvId env;
          env.name = task->Name();
          env.difficulty = level;
          env.seed = seed;
          env.state = state;
          auto prepared =
              testing::TestCatalog().tasks.Prepare(EnvIdProblem(FormatEnvId(env), env));
          if (!prepared.ok()) continue;  // A one-action path has no state 1.
          const std::vector<std::string> reference = task->ReferencePolicy(**prepared, "");
          ASSERT_FALSE(reference.empty()) << FormatEnvId(env);
          const int limit = (*task->StartSession(**prepared))->TurnLimit();
          for (int variant = 0; variant < 24; ++variant) {
            std::vector<std::string> actions = reference;
            const auto pick = [&](size_t n) { return static_cast<size_t>(rng() % n); };
            switch (variant % 6) {
              case 0: break;  // The reference itself.
              case 1: actions.resize(1 + pick(actions.size())); break;
              case 2: actions[pick(actions.size())] = reference[pick(reference.size())]; break;
              case 3:
                actions[pick(actions.size())] =
                    WithFirstInteger(reference[pick(reference.size())],
                                     static_cast<int>(pick(12)) - 1);
                break;
              case 4: {
                const char* odd[] = {R"({"answer": []})", "no action", R"({"answer": [{}]})",
                                     R"({"answer": [{"x": 1}, {"x": 2}]})"};
                actions.insert(actions.begin() + static_cast<long>(pick(actions.size())),
                               odd[pick(4)]);
                break;
              }
              case 5: std::shuffle(actions.begin(), actions.end(), rng); break;
            }
            if (static_cast<int>(actions.size()) > limit) actions.resize(static_cast<size_t>(limit));
            // Turn by turn, as the stepper played before Replay.
            std::unique_ptr<Session> one_by_one = *task->StartSession(**prepared);
            ReplayOutcome expected;
            for (size_t k = 0; k < actions.size() && !expected.last.done; ++k) {
              expected.last = one_by_one->Act(actions[k], k + 1 == actions.size());
              expected.total += expected.last.reward;
              expected.played = k + 1;
            }
            std::unique_ptr<Session> session = *task->StartSession(**prepared);
            const ReplayOutcome got = session->Replay(ActionList(actions), true);
            const std::string what =
                absl::StrCat(FormatEnvId(env), " variant ", variant, ": ", actions.back());
            EXPECT_EQ(got.played, expected.played) << what;
            EXPECT_EQ(got.total, expected.total) << what;
            EXPECT_EQ(got.last.reward, expected.last.reward) << what;
            EXPECT_EQ(got.last.done, expected.last.done) << what;
            EXPECT_EQ(got.last.correct, expected.last.correct) << what;
            EXPECT_EQ(got.last.observation, expected.last.observation) << what;
            EXPECT_EQ(got.last.components, expected.last.components) << what;
            ++episodes;
            if (expected.played == actions.size() && actions.size() >= 2) ++played_whole;
          }
        }
      }
    }
  }
  EXPECT_GE(episodes, 12 * 24);  // Every member, at least one level and seed.
  // Both roads are taken: whole episodes and ones that end early.
  EXPECT_GT(played_whole, episodes / 8);
  EXPECT_LT(played_whole, episodes);
}

}  // namespace
}  // namespace states_test_cc
}  // namespace referee

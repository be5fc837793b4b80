// RLVE's controller exactly as DESIGN §8 states it. Every expected
// trajectory below is worked out by hand from the rule: an outcome counts
// only at the environment's current `high`; at attempts >= min_attempts,
// high += 1 if correct / attempts >= threshold; then both counters reset.
#include "engine/curriculum.h"

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "google/protobuf/util/message_differencer.h"
#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"
#include "verifiers/environments/env_id.h"

namespace referee {
namespace {

using referee::v1::Curriculum;
using referee::v1::SampleRequest;
using referee::v1::UpdateCurriculumRequest;

Curriculum Parse(const std::string& json) {
  Curriculum c;
  EXPECT_TRUE(ParseJsonMessage(json, &c).ok()) << json;
  return c;
}

// Folds (prompt id, correct) pairs.
Curriculum Fold(const Curriculum& curriculum,
                const std::vector<std::pair<std::string, bool>>& outcomes) {
  UpdateCurriculumRequest request;
  *request.mutable_curriculum() = curriculum;
  for (const auto& [id, correct] : outcomes) {
    auto* o = request.add_outcomes();
    o->set_prompt_id(id);
    o->set_correct(correct);
  }
  auto updated = UpdateCurriculum(request, testing::TestCatalog().tasks);
  EXPECT_TRUE(updated.ok()) << updated.status();
  return updated.ok() ? *updated : Curriculum();
}

std::vector<std::pair<std::string, bool>> Repeat(const std::string& id,
                                                 bool correct, int times) {
  return std::vector<std::pair<std::string, bool>>(times, {id, correct});
}

TEST(CurriculumTest, SmallWindowByHand) {
  const Curriculum start = Parse(R"({"environments": [{"name": "sorting"}],
      "accuracy_threshold": 0.75, "window": 2, "min_attempts": 4})");
  // 3 of 4 at level 0: 0.75 >= 0.75, so high 0 -> 1; counters reset.
  Curriculum c = Fold(start, {{"env/sorting/0/1", true},
                              {"env/sorting/0/2", true},
                              {"env/sorting/0/3", false},
                              {"env/sorting/0/4", true}});
  EXPECT_EQ(c.environments(0).high(), 1);
  EXPECT_EQ(c.environments(0).attempts(), 0);
  EXPECT_EQ(c.environments(0).correct(), 0);
  // Level 0 no longer counts; 2 of 4 at level 1: 0.5 < 0.75, stays, reset;
  // then 3 more at level 1 are counted but not checked (3 < 4).
  c = Fold(c, {{"env/sorting/0/9", true},
               {"env/sorting/1/1", true}, {"env/sorting/1/2", false},
               {"env/sorting/1/3", true}, {"env/sorting/1/4", false},
               {"env/sorting/1/5", true}, {"env/sorting/1/6", true},
               {"env/sorting/1/7", true}});
  EXPECT_EQ(c.environments(0).high(), 1);
  EXPECT_EQ(c.environments(0).attempts(), 3);
  EXPECT_EQ(c.environments(0).correct(), 3);
  // The 4th: 4 of 4 -> high 2.
  c = Fold(c, {{"env/sorting/1/8", true}});
  EXPECT_EQ(c.environments(0).high(), 2);
  EXPECT_EQ(c.environments(0).attempts(), 0);
  // Configuration comes back as given.
  EXPECT_EQ(c.accuracy_threshold(), 0.75);
  EXPECT_EQ(c.window(), 2);
  EXPECT_EQ(c.min_attempts(), 4);
}

TEST(CurriculumTest, DefaultsAre128AttemptsAt90Percent) {
  const Curriculum start = Parse(R"({"environments": [{"name": "multiplication", "high": 2}]})");
  // 115/128 = 0.898 < 0.9: no rise, but the check resets the counters.
  auto outcomes = Repeat("env/multiplication/2/5", true, 115);
  auto wrong = Repeat("env/multiplication/2/6", false, 13);
  outcomes.insert(outcomes.end(), wrong.begin(), wrong.end());
  Curriculum c = Fold(start, outcomes);
  EXPECT_EQ(c.environments(0).high(), 2);
  EXPECT_EQ(c.environments(0).attempts(), 0);
  // 116/128 = 0.906 >= 0.9: rises.
  outcomes = Repeat("env/multiplication/2/5", true, 116);
  wrong = Repeat("env/multiplication/2/6", false, 12);
  outcomes.insert(outcomes.end(), wrong.begin(), wrong.end());
  c = Fold(c, outcomes);
  EXPECT_EQ(c.environments(0).high(), 3);
  // 127 outcomes: no check yet.
  c = Fold(c, Repeat("env/multiplication/3/1", true, 127));
  EXPECT_EQ(c.environments(0).high(), 3);
  EXPECT_EQ(c.environments(0).attempts(), 127);
  EXPECT_EQ(c.environments(0).correct(), 127);
}

TEST(CurriculumTest, IgnoresOtherEnvironmentsLevelsAndMalformedIds) {
  const Curriculum start = Parse(R"({"environments": [
      {"name": "sorting", "high": 1}, {"name": "countdown", "high": 0}],
      "min_attempts": 2})");
  Curriculum c = Fold(start, {{"env/lis/1/1", true},        // Not listed.
                              {"env/nope/1/1", true},       // Unknown.
                              {"env/sorting/01/1", true},   // Not canonical.
                              {"env/sorting/2/1", true},    // Above high.
                              {"sorting-1", true},          // Not an env id.
                              {"env/sorting/1/1", true},
                              {"env/countdown/0/3", false},
                              {"env/sorting/1/2", true},    // 2/2: rises.
                              {"env/countdown/0/4", true}}); // 1/2: stays.
  EXPECT_EQ(c.environments(0).high(), 2);
  EXPECT_EQ(c.environments(1).high(), 0);
  EXPECT_EQ(c.environments(1).attempts(), 0);
}

TEST(CurriculumTest, NeverRisesPastTheTopLevel) {
  const int top = testing::TestCatalog().tasks.Find("countdown")->MaxDifficulty();
  const Curriculum start = Parse(absl::StrCat(
      R"({"environments": [{"name": "countdown", "high": )", top,
      R"(}], "min_attempts": 1})"));
  Curriculum c = Fold(start, {{absl::StrCat("env/countdown/", top, "/1"), true}});
  EXPECT_EQ(c.environments(0).high(), top);
  EXPECT_EQ(c.environments(0).attempts(), 0);
}

TEST(CurriculumTest, RejectsBadCurricula) {
  static const char* kBad[] = {
      R"({})",
      R"({"environments": [{"name": "nope"}]})",
      R"({"environments": [{"name": "answer"}]})",
      R"({"environments": [{"name": "sorting"}, {"name": "sorting"}]})",
      R"({"environments": [{"name": "sorting", "high": -1}]})",
      R"({"environments": [{"name": "sorting", "attempts": 2, "correct": 3}]})",
      R"({"environments": [{"name": "sorting"}], "accuracy_threshold": 1.5})",
      R"({"environments": [{"name": "sorting"}], "window": -1})",
      R"({"environments": [{"name": "sorting"}], "min_attempts": -1})",
      // Only optimisation environments pose states.
      R"({"environments": [{"name": "sorting", "states": true}]})",
  };
  for (const char* json : kBad) {
    UpdateCurriculumRequest request;
    *request.mutable_curriculum() = Parse(json);
    auto updated = UpdateCurriculum(request, testing::TestCatalog().tasks);
    EXPECT_EQ(updated.status().code(), absl::StatusCode::kInvalidArgument) << json;
    EXPECT_NE(updated.status().message().find("curriculum"), absl::string_view::npos);
  }
}

class SampleTest : public ::testing::Test {
 protected:
  absl::StatusOr<referee::v1::SampleResponse> Sample(const std::string& json,
                                                     int count, uint64_t seed) {
    SampleRequest request;
    *request.mutable_curriculum() = Parse(json);
    request.set_count(count);
    request.set_seed(seed);
    return SampleProblems(request, testing::TestCatalog().tasks, cache_);
  }
  EnvironmentCache cache_{testing::TestCatalog().tasks, size_t{64} << 20, nullptr};
};

TEST_F(SampleTest, DrawsFromEachWindowDeterministically) {
  const char kJson[] = R"({"environments": [{"name": "sorting", "high": 5},
      {"name": "multiplication", "high": 1}], "window": 3})";
  auto a = Sample(kJson, 400, 7);
  ASSERT_TRUE(a.ok()) << a.status();
  ASSERT_EQ(a->problems_size(), 400);
  std::map<std::string, std::map<int, int>> seen;
  for (const auto& problem : a->problems()) {
    auto id = ParseEnvId(problem.id());
    ASSERT_TRUE(id.has_value()) << problem.id();
    EXPECT_EQ(problem.difficulty(), id->difficulty);
    EXPECT_FALSE(problem.prompt().empty());
    EXPECT_FALSE(problem.reference_output().empty());
    seen[std::string(id->name)][id->difficulty]++;
  }
  // Windows [3, 5] and [0, 1] (max(0, 1 - 3 + 1) = 0), every level drawn.
  ASSERT_EQ(seen.size(), 2u);
  EXPECT_EQ(seen["sorting"].size(), 3u);
  EXPECT_EQ(seen["sorting"].begin()->first, 3);
  EXPECT_EQ(seen["sorting"].rbegin()->first, 5);
  EXPECT_EQ(seen["multiplication"].size(), 2u);
  EXPECT_EQ(seen["multiplication"].begin()->first, 0);
  // The same request gives the same problems; another seed others.
  auto b = Sample(kJson, 400, 7);
  ASSERT_TRUE(b.ok());
  EXPECT_TRUE(google::protobuf::util::MessageDifferencer::Equals(*a, *b));
  auto c = Sample(kJson, 400, 8);
  EXPECT_NE(a->problems(0).id(), c->problems(0).id());
}

// A sampled problem is the one its id names (prompt and reference output
// as Generate() makes them), and it is cached for scoring without its text.
TEST_F(SampleTest, SampledProblemsAreTheirIdsProblemsAndAreCachedWithoutText) {
  const char kJson[] = R"({"environments": [{"name": "topological_sort", "high": 4},
      {"name": "sorting", "high": 2}], "window": 2})";
  auto sampled = Sample(kJson, 50, 3);
  ASSERT_TRUE(sampled.ok()) << sampled.status();
  for (const auto& problem : sampled->problems()) {
    auto id = ParseEnvId(problem.id());
    ASSERT_TRUE(id.has_value()) << problem.id();
    const TaskType* task = testing::TestCatalog().tasks.Find(id->name);
    ASSERT_NE(task, nullptr);
    absl::StatusOr<referee::v1::Problem> generated = task->Generate(id->difficulty, id->seed);
    ASSERT_TRUE(generated.ok());
    EXPECT_EQ(problem.prompt(), generated->prompt()) << problem.id();
    EXPECT_EQ(problem.reference_output(), generated->reference_output()) << problem.id();
    EXPECT_EQ(problem.environment().seed(), id->seed);
    EXPECT_FALSE(problem.environment().has_instance());
    PreparedProblemPtr cached = cache_.Find(problem.id());
    ASSERT_NE(cached, nullptr) << problem.id();
    EXPECT_TRUE(cached->problem().prompt().empty());
    EXPECT_TRUE(cached->problem().reference_output().empty());
    // Its size estimate, which bounds the cache, still counts the text
    // (a stand-in for the native instance): never below the estimate of
    // the same problem generated with its text.
    absl::StatusOr<PreparedProblemPtr> with_text =
        task->GeneratePrepared(problem.id(), id->difficulty, id->seed, nullptr);
    ASSERT_TRUE(with_text.ok());
    EXPECT_GE(cached->ApproximateBytes(), (*with_text)->ApproximateBytes()) << problem.id();
    EXPECT_GT(cached->ApproximateBytes(), 2 * problem.prompt().size()) << problem.id();
  }
}

// `states: true` (DESIGN §8 "States"): the entry's problems are states
// along the solver's path, `env/<name>/<d>/<seed>@<k>` with k below the
// number of states, each the problem its id names; other entries stay
// whole problems; the same request gives the same states.
TEST_F(SampleTest, StatesAlongTheSolversPath) {
  const char kJson[] = R"({"environments": [{"name": "role_assignment", "high": 2, "states": true},
      {"name": "sorting", "high": 1}]})";
  auto sampled = Sample(kJson, 60, 5);
  ASSERT_TRUE(sampled.ok()) << sampled.status();
  std::map<int64_t, int> states_seen;
  int whole = 0;
  for (const auto& problem : sampled->problems()) {
    auto id = ParseEnvId(problem.id());
    ASSERT_TRUE(id.has_value()) << problem.id();
    if (id->name == "sorting") {
      EXPECT_FALSE(id->state.has_value()) << problem.id();
      ++whole;
      continue;
    }
    ASSERT_TRUE(id->state.has_value()) << problem.id();
    const TaskType* task = testing::TestCatalog().tasks.Find(id->name);
    absl::StatusOr<int64_t> count = task->StateCount(id->difficulty, id->seed);
    ASSERT_TRUE(count.ok());
    EXPECT_LT(*id->state, *count) << problem.id();
    ++states_seen[*id->state];
    EXPECT_TRUE(problem.environment().has_state());
    EXPECT_EQ(problem.environment().state(), *id->state);
    EXPECT_NE(problem.prompt().find("exactly one action"), std::string::npos) << problem.prompt();
    // The problem its id names.
    auto named = testing::TestCatalog().tasks.Prepare(EnvIdProblem(problem.id(), *id));
    ASSERT_TRUE(named.ok()) << named.status();
    EXPECT_EQ((*named)->problem().prompt(), problem.prompt());
    EXPECT_EQ((*named)->problem().reference_output(), problem.reference_output());
    EXPECT_NE(cache_.Find(problem.id()), nullptr) << problem.id();
  }
  EXPECT_GT(whole, 0);
  // Levels 0..2 have paths of 2..4 actions: more than one state drawn.
  EXPECT_GT(states_seen.size(), 1u);
  auto again = Sample(kJson, 60, 5);
  ASSERT_TRUE(again.ok());
  EXPECT_TRUE(google::protobuf::util::MessageDifferencer::Equals(*sampled, *again));
}

// The server's pieces, concatenated, are the SampleResponse SampleProblems
// builds.
TEST_F(SampleTest, WirePiecesConcatenateToTheResponse) {
  const char kJson[] = R"({"environments": [{"name": "topological_sort", "high": 6},
      {"name": "multiplication", "high": 3}]})";
  SampleRequest request;
  *request.mutable_curriculum() = Parse(kJson);
  request.set_count(300);
  request.set_seed(11);
  auto ids = PlanSample(request, testing::TestCatalog().tasks);
  ASSERT_TRUE(ids.ok());
  std::string wire;
  for (size_t begin = 0; begin < ids->size(); begin += 37) {  // Uneven pieces.
    std::string piece;
    ASSERT_TRUE(AppendSampleWire(*ids, begin, std::min(ids->size(), begin + 37), cache_,
                                 &piece)
                    .ok());
    wire += piece;
  }
  referee::v1::SampleResponse read;
  ASSERT_TRUE(read.ParseFromString(wire));
  auto expected = Sample(kJson, 300, 11);
  ASSERT_TRUE(expected.ok());
  ASSERT_EQ(read.problems_size(), 300);
  EXPECT_TRUE(google::protobuf::util::MessageDifferencer::Equals(read, *expected));
}

TEST_F(SampleTest, RejectsBadCounts) {
  const char kJson[] = R"({"environments": [{"name": "sorting"}]})";
  EXPECT_EQ(Sample(kJson, 0, 1).status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(Sample(kJson, kMaxSampleCount + 1, 1).status().code(),
            absl::StatusCode::kInvalidArgument);
}

// A simulated policy: always right below level 3, right half the time at 3
// and above (alternating, so exactly 50%). Each step samples 64 problems,
// answers 4 rollouts each, and folds the outcomes. With min_attempts 32 the
// window climbs 0 -> 1 -> 2 -> 3 and stays at 3 (50% < 90%) forever.
TEST_F(SampleTest, SimulatedPolicyClimbsToItsLimit) {
  Curriculum curriculum = Parse(R"({"environments": [{"name": "sorting"}],
      "min_attempts": 32})");
  int alternate = 0;
  std::vector<int> highs;
  for (int step = 0; step < 40; ++step) {
    SampleRequest request;
    *request.mutable_curriculum() = curriculum;
    request.set_count(64);
    request.set_seed(step);
    auto sampled = SampleProblems(request, testing::TestCatalog().tasks, cache_);
    ASSERT_TRUE(sampled.ok()) << sampled.status();
    UpdateCurriculumRequest update;
    *update.mutable_curriculum() = curriculum;
    for (const auto& problem : sampled->problems()) {
      for (int r = 0; r < 4; ++r) {
        auto* o = update.add_outcomes();
        o->set_prompt_id(problem.id());
        o->set_correct(problem.difficulty() < 3 || (alternate++ % 2 == 0));
      }
    }
    auto updated = UpdateCurriculum(update, testing::TestCatalog().tasks);
    ASSERT_TRUE(updated.ok());
    // Two replicas given the same state and outcomes agree.
    auto again = UpdateCurriculum(update, testing::TestCatalog().tasks);
    EXPECT_TRUE(google::protobuf::util::MessageDifferencer::Equals(*updated, *again));
    curriculum = *updated;
    highs.push_back(curriculum.environments(0).high());
  }
  // Never skips a level, never falls, never passes 3, and reaches it.
  for (size_t i = 1; i < highs.size(); ++i) {
    EXPECT_GE(highs[i], highs[i - 1]);
    EXPECT_LE(highs[i], highs[i - 1] + 1);
  }
  EXPECT_EQ(highs.back(), 3);
  // Level 0 is the whole window at first: 64·4 = 256 outcomes at high 0
  // give 8 checks of 32, all at 100%, but only the first counts as
  // "high 0"; the rest are level 0 outcomes after high moved to 1, ...
  // so the first step ends at high 1.
  EXPECT_EQ(highs.front(), 1);
}

}  // namespace
}  // namespace referee

// Environments through the real server in process on 127.0.0.1:0 and the
// real C++ client (DESIGN §8): list, sample, score the reference outputs by
// env id alone, fold a curriculum on two replicas, and the metrics.
#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <string>

#include "absl/strings/str_cat.h"
#include "client/referee_client.h"
#include "google/protobuf/util/message_differencer.h"
#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "server/server.h"
#include "tests/test_util.h"

namespace referee {
namespace {

using referee::v1::Curriculum;

std::unique_ptr<RefereeServer> StartServer(bool with_metrics) {
  ServerConfig config;
  config.listen_address = "127.0.0.1:0";
  config.metrics_address = with_metrics ? "127.0.0.1:0" : "";
  config.num_threads = 2;
  auto server = RefereeServer::Start(config);
  EXPECT_TRUE(server.ok()) << server.status();
  return server.ok() ? *std::move(server) : nullptr;
}

RefereeClient ClientOf(const RefereeServer& server) {
  return RefereeClient(absl::StrCat("127.0.0.1:", server.grpc_port()));
}

// Every environment at level 4 (window 4: levels 1..4).
Curriculum AllEnvironments(RefereeClient& client) {
  auto listed = client.ListEnvironments();
  EXPECT_TRUE(listed.ok()) << listed.status();
  Curriculum curriculum;
  for (const auto& env : listed->environments()) {
    auto* level = curriculum.add_environments();
    level->set_name(env.name());
    level->set_high(4);
  }
  return curriculum;
}

TEST(EnvironmentsServerTest, ListsEnvironmentsWithTheirDefaults) {
  auto server = StartServer(false);
  ASSERT_NE(server, nullptr);
  RefereeClient client = ClientOf(*server);
  auto listed = client.ListEnvironments();
  ASSERT_TRUE(listed.ok()) << listed.status();
  bool sorting = false, activity = false;
  for (const auto& env : listed->environments()) {
    EXPECT_NE(env.name(), "answer");  // No generator: not an environment.
    EXPECT_FALSE(env.description().empty());
    EXPECT_FALSE(env.difficulty().empty());
    ASSERT_GE(env.default_spec().terms_size(), 1) << env.name();
    // DESIGN §8: the family folder and where the definition comes from.
    EXPECT_FALSE(env.family().empty()) << env.name();
    EXPECT_FALSE(env.source().empty()) << env.name();
    if (env.name() == "sorting") {
      sorting = true;
      EXPECT_EQ(env.default_spec().terms(0).verifier(), "sorting");
      EXPECT_EQ(env.max_difficulty(), 70);
      EXPECT_EQ(env.family(), "sequences");
      EXPECT_EQ(env.source(), "RLVE-Gym:Sorting");
    }
    if (env.name() == "activity") {
      activity = true;
      EXPECT_EQ(env.default_spec().terms(0).verifier(), "ids_exact");
      EXPECT_EQ(env.family(), "legacy");
      EXPECT_EQ(env.source(), "seed 000:activity");
    }
    if (env.name() == "topological_sort") {
      EXPECT_EQ(env.family(), "graphs");
      EXPECT_EQ(env.source(), "RLVE-Gym:TopologicalSort");
    }
    if (env.name() == "knapsack") {
      EXPECT_EQ(env.family(), "optimization");
      EXPECT_EQ(env.source(), "VAST:knapsack");
    }
  }
  EXPECT_TRUE(sorting && activity);
}

// The issue's "done when": sampled problems' reference outputs score full
// credit through the real server, addressed only by their env ids.
TEST(EnvironmentsServerTest, SampledReferencesScoreFullCredit) {
  auto server = StartServer(false);
  ASSERT_NE(server, nullptr);
  RefereeClient client = ClientOf(*server);
  referee::v1::SampleRequest sample;
  *sample.mutable_curriculum() = AllEnvironments(client);
  sample.set_count(256);
  sample.set_seed(11);
  auto sampled = client.Sample(sample);
  ASSERT_TRUE(sampled.ok()) << sampled.status();
  ASSERT_EQ(sampled->problems_size(), 256);

  // A second replica, which never saw the Sample call, regenerates.
  auto other = StartServer(false);
  ASSERT_NE(other, nullptr);
  RefereeClient other_client = ClientOf(*other);
  referee::v1::ScoreRequest request;
  request.set_details(true);
  for (const auto& problem : sampled->problems()) {
    auto* rollout = request.add_rollouts();
    rollout->set_prompt_id(problem.id());
    rollout->set_output(problem.reference_output());
    auto* wrong = request.add_rollouts();
    wrong->set_prompt_id(problem.id());
    wrong->set_output("no idea");
  }
  for (RefereeClient* c : {&client, &other_client}) {
    auto response = c->Score(request);
    ASSERT_TRUE(response.ok()) << response.status();
    for (int i = 0; i < request.rollouts_size(); i += 2) {
      const auto& right = response->results(i);
      EXPECT_EQ(right.error(), referee::v1::OK) << right.error_message();
      EXPECT_TRUE(right.correct()) << request.rollouts(i).prompt_id();
      EXPECT_EQ(response->rewards(i), 1.0f) << request.rollouts(i).prompt_id();
      EXPECT_FALSE(response->results(i + 1).correct());
      EXPECT_LE(response->rewards(i + 1), 0.0f);
    }
  }
}

TEST(EnvironmentsServerTest, BadEnvIdsAreUnknownPrompts) {
  auto server = StartServer(false);
  ASSERT_NE(server, nullptr);
  RefereeClient client = ClientOf(*server);
  referee::v1::ScoreRequest request;
  for (const char* id : {"env/nope/1/2", "env/sorting/99/1", "env/sorting/01/1",
                         "env/sorting/1"}) {
    auto* r = request.add_rollouts();
    r->set_prompt_id(id);
    r->set_output("<answer>1</answer>");
  }
  auto response = client.Score(request);
  ASSERT_TRUE(response.ok()) << response.status();
  ASSERT_EQ(response->results_size(), 4);
  for (const auto& result : response->results()) {
    EXPECT_EQ(result.error(), referee::v1::UNKNOWN_PROMPT);
  }
  EXPECT_NE(response->results(0).error_message().find("unknown environment 'nope'"),
            std::string::npos);
  EXPECT_NE(response->results(1).error_message().find("outside 0..70"),
            std::string::npos);
}

TEST(EnvironmentsServerTest, StoreRefusesReservedIds) {
  auto server = StartServer(false);
  ASSERT_NE(server, nullptr);
  RefereeClient client = ClientOf(*server);
  referee::v1::PutProblemsRequest put;
  ASSERT_TRUE(ParseJsonMessage(
      R"({"id": "env/sorting/1/1", "answer": {"answer": "1"}})",
      put.add_problems()).ok());
  auto stored = client.PutProblems(put);
  EXPECT_EQ(stored.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(stored.status().message().find("reserved"), absl::string_view::npos);
}

TEST(EnvironmentsServerTest, TwoReplicasFoldTheSameCurriculum) {
  auto a = StartServer(false), b = StartServer(false);
  ASSERT_TRUE(a != nullptr && b != nullptr);
  RefereeClient client_a = ClientOf(*a), client_b = ClientOf(*b);
  referee::v1::UpdateCurriculumRequest update;
  ASSERT_TRUE(ParseJsonMessage(
      R"({"environments": [{"name": "sorting"}, {"name": "sudoku", "high": 2}],
          "min_attempts": 3})", update.mutable_curriculum()).ok());
  for (const char* id : {"env/sorting/0/1", "env/sorting/0/2", "env/sudoku/2/5",
                         "env/sorting/0/3"}) {
    auto* o = update.add_outcomes();
    o->set_prompt_id(id);
    o->set_correct(true);
  }
  auto from_a = client_a.UpdateCurriculum(update);
  auto from_b = client_b.UpdateCurriculum(update);
  ASSERT_TRUE(from_a.ok() && from_b.ok()) << from_a.status() << from_b.status();
  EXPECT_TRUE(google::protobuf::util::MessageDifferencer::Equals(*from_a, *from_b));
  EXPECT_EQ(from_a->environments(0).high(), 1);  // 3 of 3.
  EXPECT_EQ(from_a->environments(1).attempts(), 1);
  update.mutable_curriculum()->mutable_environments(0)->set_name("nope");
  EXPECT_EQ(client_a.UpdateCurriculum(update).status().code(),
            absl::StatusCode::kInvalidArgument);
}

// "The curriculum drives them all": the trainer's loop, closed through the
// server for every environment at once. Sample from a curriculum at level 0
// (window 1), score each problem's reference output, fold the server's own
// `correct` flags back in: every environment has min_attempts correct
// outcomes at its `high`, so every one moves up to level 1; and a second
// round moves each up once more (no environment here tops out at 1).
TEST(EnvironmentsServerTest, CurriculumRaisesEveryEnvironment) {
  auto server = StartServer(false);
  ASSERT_NE(server, nullptr);
  RefereeClient client = ClientOf(*server);
  auto listed = client.ListEnvironments();
  ASSERT_TRUE(listed.ok()) << listed.status();
  Curriculum curriculum;
  for (const auto& env : listed->environments()) {
    curriculum.add_environments()->set_name(env.name());
  }
  curriculum.set_window(1);
  curriculum.set_min_attempts(4);
  const int count = 8 * listed->environments_size();
  for (int round = 0; round < 2; ++round) {
    referee::v1::SampleRequest sample;
    *sample.mutable_curriculum() = curriculum;
    sample.set_count(count);
    sample.set_seed(100 + round);
    auto sampled = client.Sample(sample);
    ASSERT_TRUE(sampled.ok()) << sampled.status();
    referee::v1::ScoreRequest request;
    request.set_details(true);
    for (const auto& problem : sampled->problems()) {
      auto* rollout = request.add_rollouts();
      rollout->set_prompt_id(problem.id());
      rollout->set_output(problem.reference_output());
    }
    auto scored = client.Score(request);
    ASSERT_TRUE(scored.ok()) << scored.status();
    ASSERT_EQ(scored->results_size(), request.rollouts_size());
    referee::v1::UpdateCurriculumRequest update;
    *update.mutable_curriculum() = curriculum;
    // Every environment needs 4 outcomes; a uniform draw of 8 per
    // environment may fall short for some, so each problem counts twice.
    for (int i = 0; i < request.rollouts_size(); ++i) {
      for (int copy = 0; copy < 2; ++copy) {
        auto* outcome = update.add_outcomes();
        outcome->set_prompt_id(request.rollouts(i).prompt_id());
        outcome->set_correct(scored->results(i).correct());
      }
    }
    std::map<std::string, int> drawn;
    for (const auto& problem : sampled->problems()) {
      // "env/<name>/<level>/<seed>": activity, lis and countdown carry
      // their own Problem fields, not `environment`.
      const std::string& id = problem.id();
      ++drawn[id.substr(4, id.find('/', 4) - 4)];
    }
    auto updated = client.UpdateCurriculum(update);
    ASSERT_TRUE(updated.ok()) << updated.status();
    for (int e = 0; e < updated->environments_size(); ++e) {
      const auto& level = updated->environments(e);
      const auto& info = listed->environments(e);
      const int before = curriculum.environments(e).high();
      const int expected = drawn[level.name()] >= 2
                               ? std::min(before + 1, info.max_difficulty())
                               : before;
      EXPECT_EQ(level.high(), expected)
          << level.name() << " round " << round << " drawn "
          << drawn[level.name()];
    }
    curriculum = *updated;
  }
}

// seed 003's best completion through the server: a zero-weight term leaves
// the reward alone and reports the partial-state value in `components`.
// Weights 2 3 4 5, values 3 4 5 6, capacity 5: the optimum is {0, 1} = 7;
// "<answer>0</answer>" is worth 3 as it stands ((3/7)^5) but completes to 7.
TEST(EnvironmentsServerTest, BestCompletionIsAComponent) {
  auto server = StartServer(false);
  ASSERT_NE(server, nullptr);
  RefereeClient client = ClientOf(*server);
  referee::v1::ScoreRequest request;
  ASSERT_TRUE(ParseJsonMessage(R"({"details": true,
      "problems": [{"id": "k", "environment": {"name": "knapsack", "instance":
          {"weights": [2, 3, 4, 5], "values": [3, 4, 5, 6], "capacity": 5}}}],
      "spec": {"terms": [{"verifier": "knapsack", "weight": 1},
                         {"verifier": "best_completion", "weight": 0}]},
      "rollouts": [{"prompt_id": "k", "output": "<answer>0</answer>"},
                   {"prompt_id": "k", "output": "<answer>0 2</answer>"}]})",
                               &request).ok());
  auto response = client.Score(request);
  ASSERT_TRUE(response.ok()) << response.status();
  const auto& partial = response->results(0);
  EXPECT_EQ(partial.error(), referee::v1::OK) << partial.error_message();
  EXPECT_FLOAT_EQ(response->rewards(0), std::pow(3.0 / 7.0, 5));
  EXPECT_DOUBLE_EQ(partial.components().at("knapsack"), std::pow(3.0 / 7.0, 5));
  EXPECT_DOUBLE_EQ(partial.components().at("best_completion"), 1.0);
  // Over capacity: infeasible for both.
  EXPECT_DOUBLE_EQ(response->results(1).components().at("best_completion"), -0.5);
  EXPECT_FLOAT_EQ(response->rewards(1), -0.5f);
}

TEST(EnvironmentsServerTest, MetricsCountGeneratedProblemsAndLevels) {
  auto server = StartServer(true);
  ASSERT_NE(server, nullptr);
  RefereeClient client = ClientOf(*server);
  referee::v1::SampleRequest sample;
  ASSERT_TRUE(ParseJsonMessage(
      R"({"environments": [{"name": "multiplication", "high": 6}]})",
      sample.mutable_curriculum()).ok());
  sample.set_count(10);
  sample.set_seed(3);
  ASSERT_TRUE(client.Sample(sample).ok());
  auto body = testing::HttpGet(server->metrics_port(), "/metrics");
  ASSERT_TRUE(body.ok()) << body.status();
  EXPECT_NE(body->find("referee_generated_problems_total{environment=\"multiplication\"} 10"),
            std::string::npos) << *body;
  EXPECT_NE(body->find("referee_environment_difficulty{environment=\"multiplication\"} 6"),
            std::string::npos);
  // Series of every environment exist at zero.
  EXPECT_NE(body->find("referee_generated_problems_total{environment=\"sorting\"} 0"),
            std::string::npos);
  EXPECT_NE(body->find("referee_environment_cache_entries 10"), std::string::npos);
  EXPECT_NE(body->find("referee_countdown_cache_entries"), std::string::npos);
}

}  // namespace
}  // namespace referee

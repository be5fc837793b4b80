// Code rewards end to end (DESIGN §12): the real server on 127.0.0.1:0 with
// --sandbox=bwrap, the real C++ client, programs run by referee-sandbox
// workers. Expected rewards are worked out by hand from the tests each
// program passes.
#include <future>
#include <memory>
#include <string>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "client/referee_client.h"
#include "gtest/gtest.h"
#include "server/server.h"
#include "tests/test_util.h"

namespace referee {
namespace {

using referee::v1::ScoreRequest;
using testing::MakeRollout;

// Sum of two integers, four tests.
referee::v1::Problem SumProblem(const std::string& id, double seconds = 2) {
  referee::v1::Problem problem;
  problem.set_id(id);
  referee::v1::CodeProblem& code = *problem.mutable_code();
  for (const auto& [in, out] : {std::pair{"1 2\n", "3\n"}, {"10 -4\n", "6\n"},
                                {"0 0\n", "0\n"}, {"5 5\n", "10\n"}}) {
    referee::v1::CodeTest& test = *code.add_tests();
    test.set_stdin(in);
    test.set_expected_stdout(out);
  }
  code.mutable_limits()->set_time_seconds(seconds);
  return problem;
}

std::string Fenced(const std::string& program) {
  return absl::StrCat("Solution:\n```python\n", program, "\n```\n");
}

std::unique_ptr<RefereeServer> StartServer(const std::string& sandbox) {
  ServerConfig config;
  config.listen_address = "127.0.0.1:0";
  config.metrics_address = "127.0.0.1:0";
  config.num_threads = 2;
  config.sandbox = sandbox;
  config.sandbox_workers = 2;
  config.sandbox_worker = REFEREE_SANDBOX_BIN;
  auto server = RefereeServer::Start(config);
  EXPECT_TRUE(server.ok()) << server.status();
  return server.ok() ? *std::move(server) : nullptr;
}

class CodeRewardsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = StartServer("bwrap");
    ASSERT_NE(server_, nullptr);
    client_ = std::make_unique<RefereeClient>(absl::StrCat("127.0.0.1:", server_->grpc_port()));
  }
  std::unique_ptr<RefereeServer> server_;
  std::unique_ptr<RefereeClient> client_;
};

TEST_F(CodeRewardsTest, RewardIsTheFractionOfTestsPassed) {
  ScoreRequest request;
  request.set_details(true);
  *request.add_problems() = SumProblem("sum");
  // All four pass.
  *request.add_rollouts() =
      MakeRollout("sum", Fenced("a, b = map(int, input().split())\nprint(a + b)"));
  // a*b passes only 0 0 (0) : 1 of 4... and 2 2? no: 1*2=2≠3, 10*-4≠6,
  // 0*0=0 ✓, 5*5=25≠10: 1 of 4.
  *request.add_rollouts() =
      MakeRollout("sum", Fenced("a, b = map(int, input().split())\nprint(a * b)"));
  // No program at all: unparsed, 0.
  *request.add_rollouts() = MakeRollout("sum", "The answer is a+b.");
  // Crashes on every test.
  *request.add_rollouts() = MakeRollout("sum", Fenced("raise SystemExit(1)"));
  // Does not parse.
  *request.add_rollouts() = MakeRollout("sum", Fenced("def f(:"));
  auto response = client_->Score(request);
  ASSERT_TRUE(response.ok()) << response.status();
  ASSERT_EQ(response->rewards_size(), 5);
  EXPECT_EQ(response->rewards(0), 1.0f);
  EXPECT_TRUE(response->results(0).correct());
  EXPECT_FLOAT_EQ(response->rewards(1), 0.25f);
  EXPECT_FALSE(response->results(1).correct());
  EXPECT_EQ(response->results(1).components().at("code_tests.passed"), 1);
  EXPECT_EQ(response->results(1).components().at("code_tests.wrong_answer"), 3);
  EXPECT_EQ(response->rewards(2), 0.0f);
  EXPECT_FALSE(response->results(2).parsed());
  EXPECT_EQ(response->results(2).error(), referee::v1::OK);
  EXPECT_EQ(response->rewards(3), 0.0f);
  EXPECT_EQ(response->results(3).components().at("code_tests.runtime_error"), 4);
  EXPECT_EQ(response->rewards(4), 0.0f);
  EXPECT_EQ(response->results(4).components().at("code_tests.compile_error"), 4);
  for (int i = 0; i < 5; ++i) EXPECT_EQ(response->results(i).error(), referee::v1::OK) << i;
}

TEST_F(CodeRewardsTest, AllOrNothingAndMixedSpecs) {
  ScoreRequest request;
  *request.add_problems() = SumProblem("sum");
  auto* term = request.mutable_spec()->add_terms();
  term->set_verifier("code_tests");
  term->set_weight(2);
  (*term->mutable_params()->mutable_fields())["all_or_nothing"].set_bool_value(true);
  // 3 of 4 (fails 10 -4 only): all_or_nothing gives 0.
  *request.add_rollouts() = MakeRollout(
      "sum", Fenced("a, b = map(int, input().split())\nprint(a + b if b >= 0 else 0)"));
  *request.add_rollouts() =
      MakeRollout("sum", Fenced("a, b = map(int, input().split())\nprint(a + b)"));
  auto response = client_->Score(request);
  ASSERT_TRUE(response.ok()) << response.status();
  EXPECT_EQ(response->rewards(0), 0.0f);
  EXPECT_EQ(response->rewards(1), 2.0f);
}

TEST_F(CodeRewardsTest, OtherCallsAnswerWhileProgramsRun) {
  // Programs that sleep to their wall-clock limit (1.5 × 4 s + 0.5 s), on
  // both workers.
  ScoreRequest slow;
  referee::v1::Problem one_test = SumProblem("slow", /*seconds=*/4);
  one_test.mutable_code()->mutable_tests()->DeleteSubrange(1, 3);
  *slow.add_problems() = one_test;
  for (int i = 0; i < 2; ++i) {
    *slow.add_rollouts() = MakeRollout("slow", Fenced("import time\ntime.sleep(60)"));
  }
  std::promise<absl::StatusOr<referee::v1::ScoreResponse>> slow_done;
  std::thread slow_call([&] { slow_done.set_value(client_->Score(slow)); });
  auto slow_result = slow_done.get_future();
  // Meanwhile a math batch is scored on the scoring pool, which the
  // waiting programs do not occupy.
  ScoreRequest math;
  *math.add_problems() = testing::AnswerProblem("m", "42");
  *math.add_rollouts() = MakeRollout("m", "\\boxed{42}");
  for (int i = 0; i < 20; ++i) {
    auto response = client_->Score(math);
    ASSERT_TRUE(response.ok()) << response.status();
    EXPECT_EQ(response->rewards(0), 1.0f);
  }
  // Those 20 calls returned while the programs still ran (each run takes
  // at least its 6.5 s wall-clock limit).
  EXPECT_EQ(slow_result.wait_for(std::chrono::seconds(0)), std::future_status::timeout);
  slow_call.join();
  auto response = slow_result.get();
  ASSERT_TRUE(response.ok()) << response.status();
  EXPECT_EQ(response->rewards(0), 0.0f);
  EXPECT_EQ(response->rewards(1), 0.0f);
}

TEST_F(CodeRewardsTest, AnEnvironmentAsAProgrammingTask) {
  // Sample poses code:sorting like any environment...
  referee::v1::SampleRequest sample;
  sample.mutable_curriculum()->add_environments()->set_name("code:sorting");
  sample.set_count(2);
  sample.set_seed(11);
  auto sampled = client_->Sample(sample);
  ASSERT_TRUE(sampled.ok()) << sampled.status();
  ASSERT_EQ(sampled->problems_size(), 2);
  const std::string id = sampled->problems(0).id();
  EXPECT_TRUE(absl::StartsWith(id, "env/code:sorting/0/")) << id;
  EXPECT_TRUE(absl::StrContains(sampled->problems(0).prompt(), "{\"values\":["));
  // ...and a program that sorts earns 1 on its hidden instances, one that
  // prints the values as given earns the share of instances already
  // sorted, and one that prints nothing 0.
  const std::string reader = "import json\nvalues = json.loads(input())['values']\n";
  ScoreRequest request;
  request.set_details(true);
  for (const std::string level : {"2", "6"}) {
    const std::string at = absl::StrCat("env/code:sorting/", level, "/3");
    *request.add_rollouts() = MakeRollout(at, Fenced(reader + "print('<answer>' + ' '.join(map(str, sorted(values))) + '</answer>')"));
    *request.add_rollouts() = MakeRollout(at, Fenced(reader + "print('<answer>' + ' '.join(map(str, values)) + '</answer>')"));
    *request.add_rollouts() = MakeRollout(at, Fenced("pass"));
  }
  auto response = client_->Score(request);
  ASSERT_TRUE(response.ok()) << response.status();
  for (int level = 0; level < 2; ++level) {
    EXPECT_EQ(response->rewards(3 * level), 1.0f) << level;
    EXPECT_TRUE(response->results(3 * level).correct());
    EXPECT_LT(response->rewards(3 * level + 1), 1.0f) << level;
    EXPECT_EQ(response->rewards(3 * level + 2), 0.0f) << level;
    EXPECT_EQ(response->results(3 * level + 2).components().at("code_tests.wrong_answer"), 5);
  }
}

TEST_F(CodeRewardsTest, ListVerifiersAndMetricsShowTheSandbox) {
  auto verifiers = client_->ListVerifiers();
  ASSERT_TRUE(verifiers.ok());
  bool listed = false;
  for (const auto& v : verifiers->verifiers()) listed |= v.name() == "code_tests";
  EXPECT_TRUE(listed);
  ScoreRequest request;
  *request.add_problems() = SumProblem("sum");
  *request.add_rollouts() =
      MakeRollout("sum", Fenced("a, b = map(int, input().split())\nprint(a + b)"));
  ASSERT_TRUE(client_->Score(request).ok());
  auto metrics = testing::HttpGet(server_->metrics_port(), "/metrics");
  ASSERT_TRUE(metrics.ok());
  EXPECT_TRUE(absl::StrContains(
      *metrics, "referee_code_runs_total{language=\"python3\",outcome=\"exited\"} 4"))
      << *metrics;
  EXPECT_TRUE(absl::StrContains(*metrics, "referee_code_run_seconds_count 4"));
  EXPECT_TRUE(absl::StrContains(*metrics, "referee_code_queue_depth"));
}

TEST(CodeRewardsOffTest, WithoutTheSandboxCodeIsNotScored) {
  std::unique_ptr<RefereeServer> server = StartServer("off");
  ASSERT_NE(server, nullptr);
  RefereeClient client(absl::StrCat("127.0.0.1:", server->grpc_port()));
  auto verifiers = client.ListVerifiers();
  ASSERT_TRUE(verifiers.ok());
  for (const auto& v : verifiers->verifiers()) EXPECT_NE(v.name(), "code_tests");
  ScoreRequest request;
  *request.add_problems() = SumProblem("sum");
  *request.add_rollouts() =
      MakeRollout("sum", Fenced("a, b = map(int, input().split())\nprint(a + b)"));
  auto response = client.Score(request);
  ASSERT_TRUE(response.ok()) << response.status();
  // The rollout's error, at the spec's floor: never a reward.
  ASSERT_EQ(response->results_size(), 1);
  EXPECT_EQ(response->results(0).error(), referee::v1::VERIFIER_FAILED);
  EXPECT_TRUE(absl::StrContains(response->results(0).error_message(), "--sandbox=bwrap"));
  EXPECT_EQ(response->rewards(0), 0.0f);
}

TEST(CodeRewardsStartTest, RefusesToStartWithoutIsolation) {
  ServerConfig config;
  config.listen_address = "127.0.0.1:0";
  config.metrics_address = "";
  config.sandbox = "bwrap";
  config.sandbox_worker = REFEREE_SANDBOX_BIN;
  config.sandbox_worker_flags = {"--bwrap=/nonexistent/bwrap"};
  auto server = RefereeServer::Start(config);
  ASSERT_FALSE(server.ok());
  EXPECT_TRUE(absl::StrContains(server.status().message(), "--sandbox=bwrap"))
      << server.status();
  config.sandbox = "docker";
  EXPECT_TRUE(absl::IsInvalidArgument(RefereeServer::Start(config).status()));
}

}  // namespace
}  // namespace referee

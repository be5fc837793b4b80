// The real server, in process on 127.0.0.1:0, through the real C++ client.
#include "server/server.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <memory>
#include <string>
#include <thread>

#include "client/referee_client.h"
#include "absl/synchronization/notification.h"
#include "absl/time/clock.h"
#include "grpcpp/create_channel.h"
#include "grpcpp/generic/generic_stub.h"
#include "grpcpp/security/credentials.h"
#include "gtest/gtest.h"
#include "tests/test_util.h"

namespace referee {
namespace {

using referee::v1::ScoreRequest;
using testing::AnswerProblem;
using testing::MakeRollout;

class ServerTest : public ::testing::Test {
 protected:
  void SetUp() override { Start(/*with_metrics=*/false); }

  // Prometheus' HTTP server (civetweb) takes ~2 s to stop, so only the tests
  // that read /metrics start it.
  void Start(bool with_metrics) {
    server_.reset();
    ServerConfig config;
    config.listen_address = "127.0.0.1:0";
    config.metrics_address = with_metrics ? "127.0.0.1:0" : "";
    config.demo = true;
    config.num_threads = 2;
    auto server = RefereeServer::Start(config);
    ASSERT_TRUE(server.ok()) << server.status();
    server_ = *std::move(server);
    client_ = std::make_unique<RefereeClient>(
        absl::StrCat("127.0.0.1:", server_->grpc_port()));
  }

  // Another replica on 127.0.0.1:0 (no metrics), for failover tests.
  static std::unique_ptr<RefereeServer> StartReplica(bool demo) {
    ServerConfig config;
    config.listen_address = "127.0.0.1:0";
    config.metrics_address = "";
    config.demo = demo;
    auto server = RefereeServer::Start(config);
    EXPECT_TRUE(server.ok()) << server.status();
    return server.ok() ? *std::move(server) : nullptr;
  }

  std::string Metrics() {
    auto body = testing::HttpGet(server_->metrics_port(), "/metrics");
    EXPECT_TRUE(body.ok()) << body.status();
    return body.ok() ? *body : "";
  }

  std::unique_ptr<RefereeServer> server_;
  std::unique_ptr<RefereeClient> client_;
};

TEST_F(ServerTest, ScoresADemoBatch) {
  ScoreRequest request;
  request.set_request_id("round-trip");
  *request.add_rollouts() = MakeRollout("demo-math-sum", "so \\boxed{42}");
  *request.add_rollouts() = MakeRollout("demo-math-fraction", "\\boxed{6/8}");
  *request.add_rollouts() = MakeRollout("demo-math-sum", "\\boxed{41}");
  auto response = client_->Score(request);
  ASSERT_TRUE(response.ok()) << response.status();
  EXPECT_EQ(response->request_id(), "round-trip");
  ASSERT_EQ(response->rewards_size(), 3);
  EXPECT_EQ(response->rewards(0), 1.0f);
  EXPECT_EQ(response->rewards(1), 1.0f);
  EXPECT_EQ(response->rewards(2), 0.0f);
}

// An async call is over for gRPC only after its `done` returns: gRPC then
// destroys the call's ClientContext, which holds a reference to the channel.
// A client destroyed as soon as `done` has said "answered" (as `referee
// bench` destroys its clients once the last batch is answered) must wait
// for that: were the channel released last on gRPC's callback thread, it
// would join gRPC's callback threads from one of them (gRPC 1.51 aborts,
// "prior > 0" in grpc_cq_internal_unref).
TEST_F(ServerTest, ClientOutlivesItsAsyncCallbacks) {
  ScoreRequest request;
  *request.add_rollouts() = MakeRollout("demo-math-sum", "\\boxed{42}");
  grpc::Slice slice(request.SerializeAsString());
  const grpc::ByteBuffer serialized(&slice, 1);
  struct Call {  // Shared with the callback, which outlives the test if broken.
    absl::Notification answered;
    std::atomic<bool> returned{false};
    grpc::ByteBuffer serialized_response;
    referee::v1::ScoreResponse response;
  };
  auto serialized_call = std::make_shared<Call>();
  auto call = std::make_shared<Call>();
  auto done = [](std::shared_ptr<Call> state) {
    return [state](absl::Status status) {
      EXPECT_TRUE(status.ok()) << status;
      state->answered.Notify();
      absl::SleepFor(absl::Milliseconds(100));  // Still in gRPC's callback.
      state->returned = true;
    };
  };
  client_->ScoreSerializedAsync(&serialized,
                                &serialized_call->serialized_response,
                                done(serialized_call));
  client_->ScoreAsync(&request, &call->response, done(call));
  serialized_call->answered.WaitForNotification();
  call->answered.WaitForNotification();
  client_.reset();
  EXPECT_TRUE(serialized_call->returned);
  EXPECT_TRUE(call->returned);
}

TEST_F(ServerTest, UnknownPromptFailsOnlyThatRollout) {
  Start(/*with_metrics=*/true);
  ScoreRequest request;
  *request.add_rollouts() = MakeRollout("demo-math-sum", "\\boxed{42}");
  *request.add_rollouts() = MakeRollout("no-such-prompt", "\\boxed{42}");
  *request.add_rollouts() = MakeRollout("demo-math-sum", "\\boxed{42}");
  auto response = client_->Score(request);
  ASSERT_TRUE(response.ok()) << response.status();
  ASSERT_EQ(response->results_size(), 3);
  EXPECT_EQ(response->rewards(0), 1.0f);
  EXPECT_EQ(response->rewards(1), 0.0f);
  EXPECT_EQ(response->results(1).error(), referee::v1::UNKNOWN_PROMPT);
  EXPECT_EQ(response->rewards(2), 1.0f);
  EXPECT_EQ(response->results(2).error(), referee::v1::OK);

  const std::string metrics = Metrics();
  EXPECT_EQ(testing::MetricValue(
                metrics, "referee_rollout_errors_total{code=\"UNKNOWN_PROMPT\"}"),
            1);
}

TEST_F(ServerTest, UnknownVerifierIsInvalidArgumentNamingIt) {
  ScoreRequest request;
  *request.add_rollouts() = MakeRollout("demo-math-sum", "\\boxed{42}");
  request.mutable_spec()->add_terms()->set_verifier("no_such_verifier");
  auto response = client_->Score(request);
  ASSERT_FALSE(response.ok());
  EXPECT_EQ(response.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(response.status().message().find("no_such_verifier"),
            absl::string_view::npos);
  EXPECT_NE(response.status().message().find("spec.terms[0].verifier"),
            absl::string_view::npos);
}

TEST_F(ServerTest, EmptyBatchIsRejected) {
  auto response = client_->Score(ScoreRequest());
  ASSERT_FALSE(response.ok());
  EXPECT_EQ(response.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(response.status().message().find("rollouts"), absl::string_view::npos);
}

TEST_F(ServerTest, MetricsCountWhatWasScored) {
  Start(/*with_metrics=*/true);
  ScoreRequest request;
  // 7 rollouts: 3 correct, 2 wrong, 2 without any answer (no marker and
  // no value to end on).
  for (int i = 0; i < 3; ++i) {
    *request.add_rollouts() = MakeRollout("demo-math-sum", "\\boxed{42}");
  }
  for (int i = 0; i < 2; ++i) {
    *request.add_rollouts() = MakeRollout("demo-math-sum", "\\boxed{4}");
  }
  for (int i = 0; i < 2; ++i) {
    *request.add_rollouts() = MakeRollout("demo-math-sum", "Let me think about it.");
  }
  ASSERT_TRUE(client_->Score(request).ok());
  ASSERT_TRUE(client_->Score(request).ok());
  const std::string metrics = Metrics();
  EXPECT_EQ(testing::MetricValue(metrics,
                                 "referee_rollouts_total{task=\"answer\","
                                 "verifier=\"math_equiv\"}"),
            14);
  EXPECT_EQ(testing::MetricValue(
                metrics, "referee_correct_total{verifier=\"math_equiv\"}"),
            6);
  EXPECT_EQ(testing::MetricValue(
                metrics, "referee_parse_failures_total{verifier=\"math_equiv\"}"),
            4);
  EXPECT_EQ(testing::MetricValue(
                metrics, "referee_reward_count{verifier=\"math_equiv\"}"),
            14);
  // The default spec reads answers in math_equiv's auto mode.
  EXPECT_EQ(testing::MetricValue(metrics, "referee_mode_parse_failures_total{"
                                          "mode=\"auto\",verifier=\"math_equiv\"}"),
            4);
  EXPECT_EQ(testing::MetricValue(metrics, "referee_mode_parse_failures_total{"
                                          "mode=\"boxed\",verifier=\"math_equiv\"}"),
            0);
  EXPECT_EQ(testing::MetricValue(metrics, "referee_batch_size_sum"), 14);
  EXPECT_EQ(testing::MetricValue(metrics, "referee_groups_total"), 2);
  EXPECT_EQ(testing::MetricValue(metrics, "referee_groups_uniform_total"), 0);
  EXPECT_EQ(testing::MetricValue(
                metrics,
                "referee_request_duration_seconds_count{method=\"Score\"}"),
            2);
  EXPECT_EQ(testing::MetricValue(metrics, "referee_inflight_requests"), 0);
  EXPECT_EQ(testing::MetricValue(metrics, "referee_problems"), 6);
  EXPECT_EQ(testing::MetricValue(metrics,
                                 "referee_build_info{version=\"0.1.0\"}"),
            1);
  for (const char* family :
       {"referee_novelty_bonus", "referee_rollout_errors_total"}) {
    EXPECT_NE(metrics.find(absl::StrCat("# TYPE ", family)), std::string::npos)
        << family;
  }
}

TEST_F(ServerTest, HealthIsServing) {
  auto status = client_->Health();
  ASSERT_TRUE(status.ok()) << status.status();
  EXPECT_EQ(*status, grpc::health::v1::HealthCheckResponse::SERVING);
}

TEST_F(ServerTest, PutProblemsThenScore) {
  referee::v1::PutProblemsRequest put;
  *put.add_problems() = AnswerProblem("fresh", "x+1");
  auto added = client_->PutProblems(put);
  ASSERT_TRUE(added.ok()) << added.status();
  EXPECT_EQ(added->added(), 1);
  EXPECT_EQ(added->total(), 7);  // 6 demo problems + 1.
  ScoreRequest request;
  *request.add_rollouts() = MakeRollout("fresh", "\\boxed{x + 1}");
  auto response = client_->Score(request);
  ASSERT_TRUE(response.ok());
  EXPECT_EQ(response->rewards(0), 1.0f);

  referee::v1::PutProblemsRequest bad;
  bad.add_problems()->set_id("no-task");
  auto rejected = client_->PutProblems(bad);
  ASSERT_FALSE(rejected.ok());
  EXPECT_EQ(rejected.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(rejected.status().message().find("no-task"), absl::string_view::npos);
}

TEST_F(ServerTest, PutProblemsNeverOverwritesSilently) {
  referee::v1::PutProblemsRequest put;
  *put.add_problems() = AnswerProblem("demo-math-sum", "41");  // A demo id.
  auto rejected = client_->PutProblems(put);
  EXPECT_EQ(rejected.status().code(), absl::StatusCode::kAlreadyExists);
  ScoreRequest request;
  *request.add_rollouts() = MakeRollout("demo-math-sum", "\\boxed{42}");
  EXPECT_EQ(client_->Score(request)->rewards(0), 1.0f);  // Unchanged.
  put.set_replace(true);
  ASSERT_TRUE(client_->PutProblems(put).ok());
  EXPECT_EQ(client_->Score(request)->rewards(0), 0.0f);  // Replaced: 41 now.
  referee::v1::PutProblemsRequest twice;
  *twice.add_problems() = AnswerProblem("t", "1");
  *twice.add_problems() = AnswerProblem("t", "2");
  EXPECT_EQ(client_->PutProblems(twice).status().code(),
            absl::StatusCode::kInvalidArgument);
  // Inline problems with one id twice: the request fails naming both.
  ScoreRequest inline_twice;
  *inline_twice.add_problems() = AnswerProblem("i", "1");
  *inline_twice.add_problems() = AnswerProblem("i", "2");
  *inline_twice.add_rollouts() = MakeRollout("i", "\\boxed{1}");
  auto scored = client_->Score(inline_twice);
  EXPECT_EQ(scored.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(scored.status().message().find("problems[1]: duplicate id 'i' (also problems[0])"),
            std::string::npos) << scored.status();
}

TEST(ReadOnlyStoreTest, PutProblemsIsTurnedOff) {
  ServerConfig config;
  config.listen_address = "127.0.0.1:0";
  config.metrics_address = "";
  config.demo = true;
  config.read_only_store = true;
  auto server = RefereeServer::Start(config);
  ASSERT_TRUE(server.ok()) << server.status();
  RefereeClient client(absl::StrCat("127.0.0.1:", (*server)->grpc_port()));
  referee::v1::PutProblemsRequest put;
  *put.add_problems() = AnswerProblem("new", "1");
  put.set_replace(true);
  auto stored = client.PutProblems(put);
  EXPECT_EQ(stored.status().code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_NE(stored.status().message().find("--read_only_store"), std::string::npos);
  ScoreRequest request;
  *request.add_rollouts() = MakeRollout("demo-math-sum", "\\boxed{42}");
  EXPECT_EQ(client.Score(request)->rewards(0), 1.0f);  // Scoring still works.
}

TEST_F(ServerTest, ListsVerifiers) {
  auto listed = client_->ListVerifiers();
  ASSERT_TRUE(listed.ok());
  bool found = false;
  for (const auto& info : listed->verifiers()) {
    if (info.name() == "answer_match") {
      found = true;
      ASSERT_EQ(info.tasks_size(), 1);
      EXPECT_EQ(info.tasks(0), "answer");
    }
  }
  EXPECT_TRUE(found);
}

TEST_F(ServerTest, ShapeAddsNoveltyBonuses) {
  auto stub = referee::v1::Referee::NewStub(grpc::CreateChannel(
      absl::StrCat("127.0.0.1:", server_->grpc_port()),
      grpc::InsecureChannelCredentials()));
  referee::v1::ShapeRequest request;
  // One group, two correct rollouts with top-1 NLLs 1 and 3 (top_k 1):
  // μ 2, σ 1 → bonuses −0.1 and +0.1.
  request.mutable_novelty()->set_top_k(1);
  for (float logprob : {-1.0f, -3.0f}) {
    auto* item = request.add_items();
    item->set_group_id("g");
    item->set_base_reward(1);
    item->set_correct(true);
    item->add_ref_logprobs(logprob);
    item->add_ref_logprobs(-0.5f);
  }
  grpc::ClientContext context;
  referee::v1::ShapeResponse response;
  grpc::Status status = stub->Shape(&context, request, &response);
  ASSERT_TRUE(status.ok()) << status.error_message();
  ASSERT_EQ(response.rewards_size(), 2);
  EXPECT_NEAR(response.bonuses(0), -0.1, 1e-7);
  EXPECT_NEAR(response.rewards(1), 1.1, 1e-6);
}

// Server reflection, spoken with raw bytes: Debian ships the reflection
// server plugin but not its client protos. The request is
// ServerReflectionRequest{list_services: ""} (field 7, length 0).
class ListServicesCall
    : public grpc::ClientBidiReactor<grpc::ByteBuffer, grpc::ByteBuffer> {
 public:
  explicit ListServicesCall(grpc::GenericStub& stub) {
    static const char kRequest[] = {0x3a, 0x00};
    grpc::Slice slice(kRequest, sizeof(kRequest));
    request_ = grpc::ByteBuffer(&slice, 1);
    stub.PrepareBidiStreamingCall(
        &context_,
        "/grpc.reflection.v1alpha.ServerReflection/ServerReflectionInfo",
        grpc::StubOptions(), this);
    StartWrite(&request_);
    StartRead(&response_);
    StartCall();
  }
  void OnWriteDone(bool) override { StartWritesDone(); }
  void OnReadDone(bool ok) override {
    if (!ok) return;
    std::vector<grpc::Slice> slices;
    if (response_.Dump(&slices).ok()) {
      for (const grpc::Slice& slice : slices) {
        text_.append(reinterpret_cast<const char*>(slice.begin()), slice.size());
      }
    }
  }
  void OnDone(const grpc::Status& status) override {
    status_ = status;
    done_.Notify();
  }
  // The response bytes, after the call ends.
  std::string Await() {
    done_.WaitForNotification();
    return text_;
  }
  const grpc::Status& status() const { return status_; }

 private:
  grpc::ClientContext context_;
  grpc::ByteBuffer request_, response_;
  std::string text_;
  grpc::Status status_;
  absl::Notification done_;
};

TEST_F(ServerTest, ReflectionListsTheServices) {
  grpc::GenericStub stub(grpc::CreateChannel(
      absl::StrCat("127.0.0.1:", server_->grpc_port()),
      grpc::InsecureChannelCredentials()));
  ListServicesCall call(stub);
  const std::string listed = call.Await();
  EXPECT_TRUE(call.status().ok()) << call.status().error_message();
  EXPECT_NE(listed.find("referee.v1.Referee"), std::string::npos) << listed;
  EXPECT_NE(listed.find("grpc.health.v1.Health"), std::string::npos) << listed;
}

TEST(ReflectionFlagTest, ReflectionCanBeTurnedOff) {
  ServerConfig config;
  config.listen_address = "127.0.0.1:0";
  config.metrics_address = "";
  config.reflection = false;
  auto server = RefereeServer::Start(config);
  ASSERT_TRUE(server.ok()) << server.status();
  grpc::GenericStub stub(grpc::CreateChannel(
      absl::StrCat("127.0.0.1:", (*server)->grpc_port()),
      grpc::InsecureChannelCredentials()));
  ListServicesCall call(stub);
  call.Await();
  EXPECT_EQ(call.status().error_code(), grpc::StatusCode::UNIMPLEMENTED);
}

// A client whose deadline passes mid-batch gets DEADLINE_EXCEEDED, and the
// server goes on serving.
TEST_F(ServerTest, PassedDeadlineLeavesTheServerHealthy) {
  ScoreRequest request;
  const std::string slow = std::string((1 << 20) - 64, '{') + "\\boxed{42}";
  for (int i = 0; i < 32; ++i) {
    *request.add_rollouts() = MakeRollout("demo-math-sum", slow);
  }
  ClientOptions hurried;
  hurried.timeout_seconds = 0.02;
  RefereeClient client(absl::StrCat("127.0.0.1:", server_->grpc_port()),
                       hurried);
  auto late = client.Score(request);
  ASSERT_FALSE(late.ok());
  EXPECT_EQ(late.status().code(), absl::StatusCode::kDeadlineExceeded);

  ScoreRequest quick;
  *quick.add_rollouts() = MakeRollout("demo-math-sum", "\\boxed{42}");
  auto response = client_->Score(quick);
  ASSERT_TRUE(response.ok()) << response.status();
  EXPECT_EQ(response->rewards(0), 1.0f);
  auto health = client_->Health();
  ASSERT_TRUE(health.ok());
  EXPECT_EQ(*health, grpc::health::v1::HealthCheckResponse::SERVING);
}

// A batch large enough to be cut into many slices comes back whole and in
// order: reward i is 1 exactly when rollout i was written correct.
TEST_F(ServerTest, LargeBatchKeepsRolloutOrder) {
  ScoreRequest request;
  std::vector<float> want;
  for (int i = 0; i < 5000; ++i) {
    const bool correct = (i * 7919) % 3 == 0;
    *request.add_rollouts() = MakeRollout(
        i % 2 ? "demo-math-sum" : "demo-math-fraction",
        correct ? (i % 2 ? "\\boxed{42}" : "<answer>0.75</answer>")
                : absl::StrCat("\\boxed{", i, "}"));
    want.push_back(correct ? 1.0f : 0.0f);
  }
  auto response = client_->Score(request);
  ASSERT_TRUE(response.ok()) << response.status();
  ASSERT_EQ(response->rewards_size(), 5000);
  for (int i = 0; i < 5000; ++i) {
    ASSERT_EQ(response->rewards(i), want[i]) << "rollout " << i;
  }
}

// Scale-out as docs/DEPLOY.md describes it: one target that resolves to two
// replicas ("ipv4:" lists both, as DNS of a headless Service would) and the
// client's default round_robin policy. Only replica A knows problem
// "only-on-a", so each call tells which replica answered: both must.
TEST_F(ServerTest, RoundRobinSpreadsCallsOverReplicas) {
  ServerConfig config;
  config.listen_address = "127.0.0.1:0";
  config.metrics_address = "";
  config.num_threads = 1;
  auto replica_b = RefereeServer::Start(config);
  ASSERT_TRUE(replica_b.ok()) << replica_b.status();

  referee::v1::PutProblemsRequest put;
  *put.add_problems() = AnswerProblem("only-on-a", "7");
  ASSERT_TRUE(client_->PutProblems(put).ok());

  RefereeClient spread(absl::StrCat("ipv4:127.0.0.1:", server_->grpc_port(),
                                    ",127.0.0.1:", (*replica_b)->grpc_port()));
  ScoreRequest request;
  *request.add_rollouts() = MakeRollout("only-on-a", "\\boxed{7}");
  request.set_details(true);
  int answered_by_a = 0, answered_by_b = 0;
  for (int i = 0; i < 40; ++i) {
    auto response = spread.Score(request);
    ASSERT_TRUE(response.ok()) << response.status();
    ASSERT_EQ(response->results_size(), 1);
    if (response->results(0).error() == referee::v1::UNKNOWN_PROMPT) {
      ++answered_by_b;
    } else {
      EXPECT_EQ(response->rewards(0), 1.0f);
      ++answered_by_a;
    }
  }
  EXPECT_GT(answered_by_a, 0);
  EXPECT_GT(answered_by_b, 0);
}

// A replica that accepts connections and never answers (a stopped process,
// a paused VM): the kernel completes TCP handshakes from the backlog, and
// gRPC's calls to it wait for an HTTP/2 handshake that never comes.
class SilentReplica {
 public:
  SilentReplica() {
    fd_ = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t size = sizeof(address);
    if (bind(fd_, reinterpret_cast<sockaddr*>(&address), size) != 0 ||
        listen(fd_, 64) != 0 ||
        getsockname(fd_, reinterpret_cast<sockaddr*>(&address), &size) != 0) {
      ADD_FAILURE() << "cannot listen on loopback";
    }
    port_ = ntohs(address.sin_port);
  }
  ~SilentReplica() { close(fd_); }
  int port() const { return port_; }

 private:
  int fd_ = -1;
  int port_ = 0;
};

// Failover (issue #34): an attempt silent past attempt_timeout whose
// replica fails a health probe moves to another replica; the silent one is
// skipped from then on.
TEST_F(ServerTest, ClientFailsOverFromASilentReplica) {
  SilentReplica silent;
  ClientOptions options;
  options.failover.attempt_timeout_seconds = 0.2;
  options.failover.probe_timeout_seconds = 0.2;
  RefereeClient client(absl::StrCat("127.0.0.1:", silent.port(), ",127.0.0.1:",
                                    server_->grpc_port()),
                       options);
  ScoreRequest request;
  *request.add_rollouts() = MakeRollout("demo-math-sum", "\\boxed{42}");
  for (int i = 0; i < 6; ++i) {
    auto response = client.Score(request);
    ASSERT_TRUE(response.ok()) << response.status();
    EXPECT_EQ(response->rewards(0), 1.0f);
  }
  const auto replicas = client.Replicas();
  ASSERT_EQ(replicas.size(), 2u);
  EXPECT_EQ(replicas[0].second.answered, 0);
  EXPECT_TRUE(replicas[0].second.cooling_down);
  EXPECT_EQ(replicas[1].second.answered, 6);

  // Alone, with no retries, the call fails as UNAVAILABLE, saying why.
  options.failover.retries = 0;
  RefereeClient alone(absl::StrCat("127.0.0.1:", silent.port()), options);
  auto response = alone.Score(request);
  ASSERT_FALSE(response.ok());
  EXPECT_EQ(response.status().code(), absl::StatusCode::kUnavailable);
  EXPECT_NE(response.status().message().find("stopped answering"), std::string::npos)
      << response.status();
}

// A replica busy with a long batch answers its health probes: the attempt
// stays (a big batch is never thrown away for being big). Only replica A
// holds "only-on-a", so an attempt moved to B would show UNKNOWN_PROMPT.
TEST_F(ServerTest, ABusyReplicaKeepsItsAttempt) {
  std::unique_ptr<RefereeServer> replica_b = StartReplica(/*demo=*/true);
  ASSERT_NE(replica_b, nullptr);
  referee::v1::PutProblemsRequest put;
  *put.add_problems() = AnswerProblem("only-on-a", "7");
  ASSERT_TRUE(client_->PutProblems(put).ok());

  ClientOptions options;
  options.failover.attempt_timeout_seconds = 0.05;  // Far shorter than the batch.
  options.failover.probe_timeout_seconds = 5;
  RefereeClient client(absl::StrCat("127.0.0.1:", server_->grpc_port(), ",127.0.0.1:",
                                    replica_b->grpc_port()),
                       options);
  ScoreRequest request;
  request.set_details(true);
  *request.add_rollouts() = MakeRollout("only-on-a", "\\boxed{7}");
  for (int i = 0; i < 4000; ++i) {  // Sudoku generation: ~0.15 ms each.
    *request.add_rollouts() = MakeRollout(absl::StrCat("env/sudoku/10/", i), "x");
  }
  auto response = client.Score(request);  // The first call goes to A.
  ASSERT_TRUE(response.ok()) << response.status();
  EXPECT_EQ(response->results(0).error(), referee::v1::OK);
  EXPECT_EQ(response->rewards(0), 1.0f);
  EXPECT_EQ(client.Replicas()[0].second.answered, 1);
  EXPECT_EQ(client.Replicas()[1].second.answered, 0);
}

// The asynchronous calls fail over too: the first replica is gone.
TEST_F(ServerTest, AsyncScoreFailsOverFromAStoppedReplica) {
  std::unique_ptr<RefereeServer> gone = StartReplica(/*demo=*/false);
  ASSERT_NE(gone, nullptr);
  const int gone_port = gone->grpc_port();
  gone.reset();
  RefereeClient client(absl::StrCat("127.0.0.1:", gone_port, ",127.0.0.1:",
                                    server_->grpc_port()));
  ScoreRequest request;
  *request.add_rollouts() = MakeRollout("demo-math-sum", "\\boxed{42}");
  for (int i = 0; i < 4; ++i) {
    referee::v1::ScoreResponse response;
    absl::Notification done;
    absl::Status status;
    client.ScoreAsync(&request, &response, [&](absl::Status s) {
      status = s;
      done.Notify();
    });
    done.WaitForNotification();
    ASSERT_TRUE(status.ok()) << status;
    EXPECT_EQ(response.rewards(0), 1.0f);
  }
  EXPECT_EQ(client.Replicas()[0].second.answered, 0);
  EXPECT_EQ(client.Replicas()[1].second.answered, 4);
}

// --max_connection_age_seconds: the server closes a connection once it is
// that old, so the client's channel drops back to IDLE (and would re-resolve
// on its next call); without it the connection stays READY.
TEST_F(ServerTest, MaxConnectionAgeClosesOldConnections) {
  for (double age : {0.0, 0.2}) {
    ServerConfig config;
    config.listen_address = "127.0.0.1:0";
    config.metrics_address = "";
    config.num_threads = 1;
    config.demo = true;
    config.max_connection_age_seconds = age;
    auto server = RefereeServer::Start(config);
    ASSERT_TRUE(server.ok()) << server.status();
    auto channel = grpc::CreateChannel(
        absl::StrCat("127.0.0.1:", (*server)->grpc_port()),
        grpc::InsecureChannelCredentials());
    ASSERT_TRUE(channel->WaitForConnected(std::chrono::system_clock::now() +
                                          std::chrono::seconds(5)));
    // Well past the age plus gRPC's jitter of the age (+/-10%).
    std::this_thread::sleep_for(std::chrono::milliseconds(1500));
    if (age > 0) {
      EXPECT_NE(channel->GetState(false), GRPC_CHANNEL_READY) << "age " << age;
    } else {
      EXPECT_EQ(channel->GetState(false), GRPC_CHANNEL_READY);
    }
  }
}

// math_equiv's modes in its metrics: a budget hit under `boxed`, a parse
// failure under `verl_dapo`.
TEST_F(ServerTest, MathModesAreCounted) {
  Start(/*with_metrics=*/true);
  // 32 sets of 0..31 against 32 sets of 31..0: over the comparison budget.
  const std::string many = testing::NestedSetsOf32(false);
  const std::string reversed = testing::NestedSetsOf32(true);
  ScoreRequest request;
  *request.add_problems() = testing::AnswerProblem("sets", reversed);
  *request.add_rollouts() = MakeRollout("sets", "\\boxed{" + many + "}");
  auto* term = request.mutable_spec()->add_terms();
  term->set_verifier("math_equiv");
  (*term->mutable_params()->mutable_fields())["extract"].set_string_value("boxed");
  auto response = client_->Score(request);
  ASSERT_TRUE(response.ok()) << response.status();
  EXPECT_EQ(response->results(0).error(), referee::v1::BUDGET_EXCEEDED);

  ScoreRequest dapo;
  *dapo.add_rollouts() = MakeRollout("demo-math-sum", "no answer line");
  auto* dapo_term = dapo.mutable_spec()->add_terms();
  dapo_term->set_verifier("math_equiv");
  (*dapo_term->mutable_params()->mutable_fields())["compat"].set_string_value("verl_dapo");
  auto scored = client_->Score(dapo);
  ASSERT_TRUE(scored.ok()) << scored.status();
  EXPECT_EQ(scored->rewards(0), -1.0f);  // verl's math_dapo score.

  const std::string metrics = Metrics();
  EXPECT_EQ(testing::MetricValue(metrics, "referee_mode_budget_exceeded_total{"
                                          "mode=\"boxed\",verifier=\"math_equiv\"}"),
            1);
  EXPECT_EQ(testing::MetricValue(metrics, "referee_mode_parse_failures_total{"
                                          "mode=\"verl_dapo\",verifier=\"math_equiv\"}"),
            1);
  EXPECT_EQ(testing::MetricValue(metrics, "referee_mode_budget_exceeded_total{"
                                          "mode=\"auto\",verifier=\"math_equiv\"}"),
            0);
}

}  // namespace
}  // namespace referee

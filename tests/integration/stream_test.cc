// ScoreStream through the real server and the real C++ client.
#include <atomic>
#include <map>
#include <string>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/synchronization/mutex.h"
#include "client/referee_client.h"
#include "gtest/gtest.h"
#include "server/server.h"
#include "tests/test_util.h"

namespace referee {
namespace {

using referee::v1::ScoreRequest;
using referee::v1::ScoreResponse;

class StreamTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ServerConfig config;
    config.listen_address = "127.0.0.1:0";
    config.metrics_address = "";
    config.demo = true;
    config.num_threads = 2;
    config.stream_window = 4;
    auto server = RefereeServer::Start(config);
    ASSERT_TRUE(server.ok()) << server.status();
    server_ = *std::move(server);
    client_ = std::make_unique<RefereeClient>(
        absl::StrCat("127.0.0.1:", server_->grpc_port()));
  }

  std::unique_ptr<RefereeServer> server_;
  std::unique_ptr<RefereeClient> client_;
};

// Rollout j of batch b is correct iff (b + j) % 3 == 0, so every reward is
// known in advance and a response matched to the wrong request shows.
float Expected(int batch, int rollout) { return (batch + rollout) % 3 == 0 ? 1 : 0; }

TEST_F(StreamTest, ThousandPipelinedBatchesAreEachAnsweredOnce) {
  std::vector<ScoreRequest> requests;
  for (int b = 0; b < 1000; ++b) {
    ScoreRequest& request = requests.emplace_back();
    request.set_request_id(absl::StrCat(b));
    const int size = 1 + (b * 37) % 200;  // Mixed sizes, 1..200.
    for (int j = 0; j < size; ++j) {
      *request.add_rollouts() = testing::MakeRollout(
          "demo-math-sum", Expected(b, j) == 1 ? "\\boxed{42}" : "\\boxed{7}");
    }
  }
  absl::Mutex mu;
  std::map<int, int> answered;  // batch -> times answered
  int wrong = 0;
  absl::Status status =
      client_->ScoreStream(requests, 16, [&](ScoreResponse& response) {
        int b;
        absl::MutexLock lock(&mu);
        if (!absl::SimpleAtoi(response.request_id(), &b) || b < 0 || b >= 1000) {
          ++wrong;
          return true;
        }
        ++answered[b];
        if (response.rewards_size() != requests[b].rollouts_size()) ++wrong;
        for (int j = 0; j < response.rewards_size(); ++j) {
          if (response.rewards(j) != Expected(b, j)) ++wrong;
        }
        return true;
      });
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(wrong, 0);
  ASSERT_EQ(answered.size(), 1000u);
  for (const auto& [batch, times] : answered) EXPECT_EQ(times, 1) << batch;
}

TEST_F(StreamTest, CancelMidwayLeavesTheServerHealthy) {
  std::vector<ScoreRequest> requests(200);
  for (int b = 0; b < 200; ++b) {
    requests[b].set_request_id(absl::StrCat(b));
    for (int j = 0; j < 256; ++j) {
      *requests[b].add_rollouts() =
          testing::MakeRollout("demo-math-sum", "\\boxed{42}");
    }
  }
  std::atomic<int> seen{0};
  absl::Status status =
      client_->ScoreStream(requests, 8, [&](ScoreResponse&) {
        return ++seen < 10;  // Cancel after the tenth response.
      });
  EXPECT_EQ(status.code(), absl::StatusCode::kCancelled) << status;
  EXPECT_GE(seen.load(), 10);
  EXPECT_LT(seen.load(), 200);

  // The server still answers streams, unary calls and health checks.
  std::vector<ScoreRequest> again(requests.begin(), requests.begin() + 3);
  int answered = 0;
  ASSERT_TRUE(client_->ScoreStream(again, 2, [&](ScoreResponse& r) {
                       answered += r.rewards_size() == 256 ? 1 : 0;
                       return true;
                     }).ok());
  EXPECT_EQ(answered, 3);
  auto health = client_->Health();
  ASSERT_TRUE(health.ok());
  EXPECT_EQ(*health, grpc::health::v1::HealthCheckResponse::SERVING);
}

TEST_F(StreamTest, MalformedRequestEndsTheStreamNamingIt) {
  std::vector<ScoreRequest> requests(3);
  for (int b = 0; b < 3; ++b) {
    requests[b].set_request_id(absl::StrCat("r", b));
    *requests[b].add_rollouts() =
        testing::MakeRollout("demo-math-sum", "\\boxed{42}");
  }
  requests[1].mutable_spec()->add_terms()->set_verifier("nope");
  std::vector<std::string> ids;
  absl::Mutex mu;
  absl::Status status = client_->ScoreStream(requests, 1, [&](ScoreResponse& r) {
    absl::MutexLock lock(&mu);
    ids.push_back(r.request_id());
    return true;
  });
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(status.message().find("request_id 'r1'"), absl::string_view::npos)
      << status;
  EXPECT_NE(status.message().find("spec.terms[0].verifier"),
            absl::string_view::npos);
  // With a window of 1 the first batch was answered before the bad one.
  ASSERT_EQ(ids.size(), 1u);
  EXPECT_EQ(ids[0], "r0");
}

TEST_F(StreamTest, EmptyStreamEndsOk) {
  EXPECT_TRUE(client_->ScoreStream({}, 4, [](ScoreResponse&) { return true; }).ok());
}

}  // namespace
}  // namespace referee

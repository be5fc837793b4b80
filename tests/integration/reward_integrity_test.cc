// The cases of the Reward integrity issue, through the real server on
// 127.0.0.1:0 and the real C++ client (DESIGN §3): a wrong answer never
// reaches full credit after the float conversion, an error never out-earns
// a wrong answer, and ListVerifiers shows each verifier's range.
#include <cmath>
#include <string>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "client/referee_client.h"
#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "server/server.h"
#include "tests/test_util.h"

namespace referee {
namespace {

using referee::v1::ScoreRequest;
using referee::v1::ScoreResponse;
using testing::MakeRollout;

// The largest float below 1: 1 - 2^-24.
const float kBelowOne = std::nextafter(1.0f, 0.0f);

class RewardIntegrityServerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ServerConfig config;
    config.listen_address = "127.0.0.1:0";
    config.metrics_address = "";
    config.num_threads = 2;
    config.max_output_bytes = 4096;
    auto server = RefereeServer::Start(config);
    ASSERT_TRUE(server.ok()) << server.status();
    server_ = *std::move(server);
    client_ = std::make_unique<RefereeClient>(
        absl::StrCat("127.0.0.1:", server_->grpc_port()));
  }

  ScoreResponse Score(ScoreRequest request) {
    request.set_details(true);
    auto response = client_->Score(request);
    EXPECT_TRUE(response.ok()) << response.status();
    return response.ok() ? *response : ScoreResponse();
  }

  std::unique_ptr<RefereeServer> server_;
  std::unique_ptr<RefereeClient> client_;
};

// env/polynomial_minimum/12/2350: the minimiser is x* = -6 (its reference
// output). f(0) - f(-7) falls short of f(0) - f(x*) by a ratio so close to
// 1 that ((f(0)-f(-7)) / (f(0)-f(x*)))^5 is within 3e-8 of 1: a float
// rounds it to 1. Sent, it must stay below 1.
TEST_F(RewardIntegrityServerTest, PolynomialOneOffTheMinimiserIsBelowFullCredit) {
  ScoreRequest request;
  *request.add_rollouts() =
      MakeRollout("env/polynomial_minimum/12/2350", "<answer>-6</answer>");
  *request.add_rollouts() =
      MakeRollout("env/polynomial_minimum/12/2350", "<answer>-7</answer>");
  *request.add_rollouts() =
      MakeRollout("env/polynomial_minimum/12/2350", "<answer>-5</answer>");
  const ScoreResponse response = Score(request);
  ASSERT_EQ(response.results_size(), 3);
  EXPECT_TRUE(response.results(0).correct());
  EXPECT_EQ(response.rewards(0), 1.0f);
  EXPECT_FALSE(response.results(1).correct());
  // Partial credit within 3e-8 of 1: capped at the float just below.
  EXPECT_EQ(response.rewards(1), kBelowOne);
  // The verifier's own double is not touched.
  const double own = response.results(1).components().at("polynomial_minimum");
  EXPECT_LT(own, 1.0);
  EXPECT_GT(own, 1 - 3e-8);
  EXPECT_EQ(static_cast<float>(own), 1.0f) << "the case the cap is for";
  // Farther off, partial credit is sent as it is.
  EXPECT_FALSE(response.results(2).correct());
  EXPECT_EQ(response.rewards(2),
            static_cast<float>(response.results(2).components().at("polynomial_minimum")));
  EXPECT_LT(response.rewards(2), kBelowOne);
}

// An explicit knapsack whose optimum is 199,000,000: items 0..198 worth
// 1,000,000 each, item 199 worth 999,999, all of weight 1, capacity 199.
// Taking item 199 for item 198 is one unit short: q = 1 - 1/199e6, and
// q^5 = 1 - 2.5e-8 is a float's 1.
TEST_F(RewardIntegrityServerTest, KnapsackOneUnitShortOfAHugeOptimum) {
  referee::v1::Problem problem;
  std::vector<std::string> weights, values;
  for (int i = 0; i < 200; ++i) {
    weights.push_back("1");
    values.push_back(i < 199 ? "1000000" : "999999");
  }
  ASSERT_TRUE(ParseJsonMessage(
                  absl::StrCat(R"({"id": "big-knapsack", "environment": {"name": "knapsack", "instance": {"weights": [)",
                               absl::StrJoin(weights, ","), R"(], "values": [)",
                               absl::StrJoin(values, ","), R"(], "capacity": 199}}})"),
                  &problem)
                  .ok());
  std::vector<std::string> best, short_by_one;
  for (int i = 0; i < 199; ++i) best.push_back(absl::StrCat(i));
  for (int i = 0; i < 198; ++i) short_by_one.push_back(absl::StrCat(i));
  short_by_one.push_back("199");
  ScoreRequest request;
  *request.add_problems() = problem;
  *request.add_rollouts() = MakeRollout(
      "big-knapsack", absl::StrCat("<answer>", absl::StrJoin(best, " "), "</answer>"));
  *request.add_rollouts() = MakeRollout(
      "big-knapsack",
      absl::StrCat("<answer>", absl::StrJoin(short_by_one, " "), "</answer>"));
  const ScoreResponse response = Score(request);
  ASSERT_EQ(response.results_size(), 2);
  EXPECT_TRUE(response.results(0).correct());
  EXPECT_EQ(response.rewards(0), 1.0f);
  EXPECT_FALSE(response.results(1).correct());
  EXPECT_EQ(response.rewards(1), kBelowOne);
  // The double itself: (1 - 1/199e6)^5.
  EXPECT_NEAR(response.results(1).components().at("knapsack"),
              std::pow(198999999.0 / 199000000.0, 5), 1e-15);
}

// Padding an output past --max_output_bytes (4096 here) is an error, and
// on sorting (RLVE ladder, floor -1) the error earns -1: never more than a
// wrong answer (-0.5 for a wrong count, 0 and up for a wrong order).
TEST_F(RewardIntegrityServerTest, PaddingPastTheLimitEarnsTheFloor) {
  ScoreRequest request;
  const std::string id = "env/sorting/2/7";
  *request.add_rollouts() = MakeRollout(id, "<answer>1 2</answer>");
  *request.add_rollouts() = MakeRollout(id, "no answer at all");
  *request.add_rollouts() =
      MakeRollout(id, "<answer>1 2</answer>" + std::string(5000, ' '));
  const ScoreResponse response = Score(request);
  ASSERT_EQ(response.results_size(), 3);
  EXPECT_EQ(response.rewards(0), -0.5f);  // A wrong count.
  EXPECT_EQ(response.rewards(1), -1.0f);  // Unparseable.
  EXPECT_EQ(response.results(2).error(), referee::v1::OUTPUT_TOO_LARGE);
  EXPECT_EQ(response.rewards(2), -1.0f);
  // The error reward is the spec's floor: an explicit spec says the same,
  // weighted (2 x -1), and an explicit error_reward still wins.
  request.mutable_spec()->add_terms()->set_verifier("sorting");
  request.mutable_spec()->mutable_terms(0)->set_weight(2);
  EXPECT_EQ(Score(request).rewards(2), -2.0f);
  request.mutable_spec()->set_error_reward(0.25);
  EXPECT_EQ(Score(request).rewards(2), 0.25f);
}

// math_equiv's floor is 0: an error under it earns 0, as a wrong answer.
TEST_F(RewardIntegrityServerTest, MathErrorsEarnZero) {
  ScoreRequest request;
  *request.add_problems() = testing::AnswerProblem("sum", "42");
  *request.add_rollouts() = MakeRollout("sum", "\\boxed{41}");
  *request.add_rollouts() = MakeRollout("sum", std::string(5000, 'x'));
  const ScoreResponse response = Score(request);
  EXPECT_EQ(response.rewards(0), 0.0f);
  EXPECT_EQ(response.results(1).error(), referee::v1::OUTPUT_TOO_LARGE);
  EXPECT_EQ(response.rewards(1), 0.0f);
}

TEST_F(RewardIntegrityServerTest, ListVerifiersShowsEachRange) {
  auto listed = client_->ListVerifiers();
  ASSERT_TRUE(listed.ok()) << listed.status();
  const struct { const char* name; double floor, full; } kRanges[] = {
      {"math_equiv", 0, 1},   {"ids_exact", 0, 1},       {"sorting", -1, 1},
      {"knapsack", -1, 1},    {"best_completion", -1, 1}, {"sudoku_unique", -1, 1},
      {"countdown_sparse", 0, 1},  // format_score 0.1 >= 0.
      {"countdown_ast", 0, 1},     // lambda_c = 1.
  };
  for (const auto& want : kRanges) {
    bool found = false;
    for (const referee::v1::VerifierInfo& info : listed->verifiers()) {
      if (info.name() != want.name) continue;
      found = true;
      EXPECT_EQ(info.floor(), want.floor) << want.name;
      EXPECT_EQ(info.full_credit(), want.full) << want.name;
    }
    EXPECT_TRUE(found) << want.name;
  }
}

// Parameters that would let a wrong answer tie or beat a right one are a
// bad request, naming the parameter.
TEST_F(RewardIntegrityServerTest, ParamsThatInvertTheOrderAreRejected) {
  const struct { const char* spec; const char* field; } kBad[] = {
      {R"({"terms": [{"verifier": "countdown_sparse", "params": {"format_score": 1}}]})",
       "format_score"},
      {R"({"terms": [{"verifier": "countdown_ast", "params": {"lambda_c": -1, "lambda_p": -2, "lambda_a": 0.5}}]})",
       "lambda_c"},
  };
  for (const auto& bad : kBad) {
    ScoreRequest request;
    ASSERT_TRUE(ParseJsonMessage(bad.spec, request.mutable_spec()).ok());
    *request.add_rollouts() = MakeRollout("x", "y");
    auto response = client_->Score(request);
    ASSERT_FALSE(response.ok()) << bad.spec;
    EXPECT_EQ(response.status().code(), absl::StatusCode::kInvalidArgument);
    EXPECT_NE(response.status().message().find(bad.field), absl::string_view::npos)
        << response.status();
  }
}

}  // namespace
}  // namespace referee

// Every line of ../shared/vectors/public.jsonl whose verifiers this build
// has, scored in process and through the running server.
#include "tests/integration/vectors.h"

#include "client/referee_client.h"
#include "gtest/gtest.h"
#include "engine/scorer.h"
#include "server/server.h"
#include "tests/test_catalog.h"

namespace referee {
namespace {

using testing::CompareToExpected;
using testing::LoadVectors;
using testing::VectorCase;

class VectorsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto cases = LoadVectors(registry_);
    ASSERT_TRUE(cases.ok()) << cases.status();
    cases_ = *std::move(cases);
    // Every line of the published file (707): all its verifiers are built.
    ASSERT_GE(cases_.size(), 700u);
  }

  const VerifierRegistry& registry_ = testing::TestCatalog().verifiers;
  std::vector<VectorCase> cases_;
};

TEST_F(VectorsTest, InProcess) {
  ProblemStore store(testing::TestCatalog().tasks);
  auto scorer =
      Scorer::Create(testing::TestCatalog(), store, nullptr, ScorerOptions());
  ASSERT_TRUE(scorer.ok());
  for (const VectorCase& c : cases_) {
    referee::v1::ScoreResponse response;
    absl::Status status = (*scorer)->ScoreAll(c.request, &response);
    ASSERT_TRUE(status.ok()) << "line " << c.line << ": " << status;
    EXPECT_EQ(CompareToExpected(c, response), "")
        << "line " << c.line << " (" << c.vector.note() << ")";
  }
}

TEST_F(VectorsTest, ThroughTheServer) {
  ServerConfig config;
  config.listen_address = "127.0.0.1:0";
  config.metrics_address = "";
  auto server = RefereeServer::Start(config);
  ASSERT_TRUE(server.ok()) << server.status();
  RefereeClient client(absl::StrCat("127.0.0.1:", (*server)->grpc_port()));
  for (const VectorCase& c : cases_) {
    auto response = client.Score(c.request);
    ASSERT_TRUE(response.ok()) << "line " << c.line << ": " << response.status();
    EXPECT_EQ(CompareToExpected(c, *response), "")
        << "line " << c.line << " (" << c.vector.note() << ")";
  }
}

}  // namespace
}  // namespace referee

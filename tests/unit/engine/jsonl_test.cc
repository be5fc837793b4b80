#include "engine/jsonl.h"

#include <fstream>
#include <string>

#include "gtest/gtest.h"
#include "google/protobuf/struct.pb.h"
#include "proto/referee/v1/referee.pb.h"

namespace referee {
namespace {

// Depths counted by hand: each [ or { outside a string opens one level.
TEST(CheckJsonDepthTest, CountsBracketsOutsideStrings) {
  struct Case {
    std::string json;
    int max_depth;
    bool ok;
  } cases[] = {
      {"{}", 1, true},
      {"{\"a\": [1]}", 1, false},                  // 2 deep.
      {"{\"a\": [1]}", 2, true},
      {"[[[]]]", 2, false},                        // 3 deep.
      {"[[]][[]][[]]", 2, true},                   // Siblings do not add.
      {"{\"a\": \"[[[[[[\"}", 1, true},            // Brackets in a string.
      {"{\"a\": \"\\\"[[[[\"}", 1, true},          // After an escaped quote.
      {"{\"a\": \"\\\\\", \"b\": [[1]]}", 2, false},  // Escaped backslash ends.
      {"]]]]{", 1, true},                          // Stray closers never go below 0.
      {"", 1, true},
  };
  for (const Case& c : cases) {
    EXPECT_EQ(CheckJsonDepth(c.json, c.max_depth).ok(), c.ok)
        << c.json << " max " << c.max_depth;
  }
}

TEST(CheckJsonDepthTest, ParseRefusesDeepInputBeforeParsing) {
  google::protobuf::Value value;
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  absl::Status status = ParseJsonMessage(deep, &value);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(status.message(), "JSON nests deeper than 32 arrays/objects");
  const std::string ok = std::string(32, '[') + std::string(32, ']');
  EXPECT_TRUE(ParseJsonMessage(ok, &value).ok());
  EXPECT_FALSE(ParseJsonMessage(ok, &value, 31).ok());
}

TEST(JsonBytesTest, RolloutsFileKeepsOutputAsText) {
  const std::string path = ::testing::TempDir() + "/rollouts.jsonl";
  {
    std::ofstream out(path);
    out << R"({"prompt_id": "p", "output": "caf\u00e9 \\boxed{1}", "group_id": "g",)"
        << R"( "refLogprobs": [-0.5], "novelty_score": 0.25})" << "\n";
  }
  absl::StatusOr<std::vector<referee::v1::Rollout>> rollouts =
      ReadJsonlFile<referee::v1::Rollout>(path);
  ASSERT_TRUE(rollouts.ok()) << rollouts.status();
  ASSERT_EQ(rollouts->size(), 1u);
  const referee::v1::Rollout& r = (*rollouts)[0];
  EXPECT_EQ(r.prompt_id(), "p");
  EXPECT_EQ(r.output(), "caf\xc3\xa9 \\boxed{1}");
  EXPECT_EQ(r.group_id(), "g");
  ASSERT_EQ(r.ref_logprobs_size(), 1);
  EXPECT_EQ(r.ref_logprobs(0), -0.5f);
  EXPECT_TRUE(r.has_novelty_score());
  EXPECT_EQ(r.novelty_score(), 0.25);
  // Printed back as text too, nested in a request.
  referee::v1::ScoreRequest request;
  *request.add_rollouts() = r;
  const std::string json = PrintJsonLine(request);
  EXPECT_NE(json.find("\"output\":\"caf\xc3\xa9 \\\\boxed{1}\""), std::string::npos)
      << json;
  referee::v1::ScoreRequest again;
  ASSERT_TRUE(ParseJsonMessage(json, &again).ok());
  EXPECT_EQ(again.rollouts(0).output(), r.output());
}

}  // namespace
}  // namespace referee

#include "engine/scorer.h"

#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"
#include "tests/test_util.h"

namespace referee {
namespace {

using referee::v1::ScoreRequest;
using referee::v1::ScoreResponse;
using testing::AnswerProblem;
using testing::MakeRollout;

class ScorerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(store_.Put({AnswerProblem("seventeen", "17"),
                            AnswerProblem("half", "1/2")})
                    .ok());
    ScorerOptions options;
    options.max_batch = 8;
    options.max_output_bytes = 64;
    auto scorer = Scorer::Create(testing::TestCatalog(), store_, nullptr, options);
    ASSERT_TRUE(scorer.ok()) << scorer.status();
    scorer_ = *std::move(scorer);
  }

  absl::StatusOr<ScoreResponse> Score(const ScoreRequest& request) {
    ScoreResponse response;
    absl::Status status = scorer_->ScoreAll(request, &response);
    if (!status.ok()) return status;
    return response;
  }

  ProblemStore store_{testing::TestCatalog().tasks};
  std::unique_ptr<Scorer> scorer_;
};

TEST_F(ScorerTest, ScoresWithTheDefaultSpec) {
  ScoreRequest request;
  request.set_request_id("r1");
  *request.add_rollouts() = MakeRollout("seventeen", "\\boxed{17}");
  *request.add_rollouts() = MakeRollout("half", "\\boxed{0.25}");
  *request.add_rollouts() = MakeRollout("half", "\\boxed{0.5}");
  auto response = Score(request);
  ASSERT_TRUE(response.ok()) << response.status();
  EXPECT_EQ(response->request_id(), "r1");
  ASSERT_EQ(response->rewards_size(), 3);
  EXPECT_EQ(response->rewards(0), 1.0f);
  EXPECT_EQ(response->rewards(1), 0.0f);
  EXPECT_EQ(response->rewards(2), 1.0f);
  EXPECT_EQ(response->results_size(), 0) << "no details, no errors";
}

TEST_F(ScorerTest, BadRolloutsGetErrorsWhileTheRestIsScored) {
  ScoreRequest request;
  *request.add_rollouts() = MakeRollout("seventeen", "\\boxed{17}");
  *request.add_rollouts() = MakeRollout("who", "\\boxed{17}");
  *request.add_rollouts() =
      MakeRollout("seventeen", std::string(65, 'x') + "\\boxed{17}");
  *request.add_rollouts() = MakeRollout("cd", "<answer>1+2</answer>");
  // Invalid UTF-8 (bytes on the wire) is this rollout's error alone.
  *request.add_rollouts() = MakeRollout("seventeen", "\\boxed{17}\xC0\xAF");
  referee::v1::Problem countdown;
  countdown.set_id("cd");
  countdown.mutable_countdown()->add_numbers(1);
  countdown.mutable_countdown()->add_numbers(2);
  countdown.mutable_countdown()->set_target(3);
  *request.add_problems() = countdown;
  auto* term = request.mutable_spec()->add_terms();
  term->set_verifier("answer_match");
  request.mutable_spec()->set_error_reward(-1);
  auto response = Score(request);
  ASSERT_TRUE(response.ok()) << response.status();
  ASSERT_EQ(response->results_size(), 5);
  EXPECT_EQ(response->rewards(0), 1.0f);
  EXPECT_EQ(response->results(0).error(), referee::v1::OK);
  EXPECT_TRUE(response->results(0).correct());
  EXPECT_EQ(response->results(1).error(), referee::v1::UNKNOWN_PROMPT);
  EXPECT_NE(response->results(1).error_message().find("'who'"), std::string::npos);
  EXPECT_EQ(response->rewards(1), -1.0f);  // spec.error_reward
  EXPECT_EQ(response->results(2).error(), referee::v1::OUTPUT_TOO_LARGE);
  EXPECT_EQ(response->results(3).error(), referee::v1::TASK_MISMATCH);
  EXPECT_NE(response->results(3).error_message().find("countdown"),
            std::string::npos);
  EXPECT_EQ(response->results(3).reward(), -1.0f);
  EXPECT_EQ(response->results(4).error(), referee::v1::INVALID_UTF8);
  EXPECT_EQ(response->results(4).error_message(),
            "output is not valid UTF-8 (byte 10)");
  EXPECT_EQ(response->rewards(4), -1.0f);
}

TEST_F(ScorerTest, InlineProblemsTakePrecedence) {
  ScoreRequest request;
  *request.add_problems() = AnswerProblem("seventeen", "18");
  *request.add_rollouts() = MakeRollout("seventeen", "\\boxed{18}");
  request.set_details(true);
  auto response = Score(request);
  ASSERT_TRUE(response.ok());
  EXPECT_EQ(response->rewards(0), 1.0f);
  EXPECT_EQ(response->results(0).components().at("math_equiv"), 1.0);
  EXPECT_EQ(store_.Find("seventeen")->problem().answer().answer(), "17");
}

TEST_F(ScorerTest, InlineActivityGetsItsGroundTruthComputed) {
  ScoreRequest request;
  // Figure 1 without solution/answer: the optimum 5,2,4 is computed.
  ASSERT_TRUE(ParseJsonMessage(R"({
    "problems": [{"id": "fig1", "activity": {"intervals": [
      {"start": 369, "end": 444}, {"start": 433, "end": 503},
      {"start": 449, "end": 568}, {"start": 504, "end": 618},
      {"start": 288, "end": 374}]}}],
    "rollouts": [{"promptId": "fig1", "output": "\\ids{5,2,4}"},
                 {"promptId": "fig1", "output": "\\ids{5,1,4}"}]})",
                               &request)
                  .ok());
  auto response = Score(request);  // Default spec: ids_exact.
  ASSERT_TRUE(response.ok()) << response.status();
  EXPECT_EQ(response->rewards(0), 1.0f);
  EXPECT_EQ(response->rewards(1), 0.0f);
  EXPECT_EQ(request.problems(0).activity().solution_size(), 0)
      << "the request itself is not modified";
}

// Inline problems are prepared once (engine/inline_problems.h); a problem
// sent again with another answer is scored by the new answer.
TEST_F(ScorerTest, RepeatedInlineProblemsAreCachedAndChangesAreSeen) {
  ScoreRequest request;
  *request.add_problems() = AnswerProblem("q", "18");
  *request.add_rollouts() = MakeRollout("q", "\\boxed{18}");
  *request.add_rollouts() = MakeRollout("q", "\\boxed{19}");
  for (int round = 0; round < 2; ++round) {
    auto response = Score(request);
    ASSERT_TRUE(response.ok()) << response.status();
    EXPECT_EQ(response->rewards(0), 1.0f);
    EXPECT_EQ(response->rewards(1), 0.0f);
  }
  EXPECT_EQ(scorer_->inline_cache_stats().misses, 1u);
  EXPECT_EQ(scorer_->inline_cache_stats().hits, 1u);

  *request.mutable_problems(0) = AnswerProblem("q", "19");
  auto changed = Score(request);
  ASSERT_TRUE(changed.ok()) << changed.status();
  EXPECT_EQ(changed->rewards(0), 0.0f);
  EXPECT_EQ(changed->rewards(1), 1.0f);
}

TEST_F(ScorerTest, WeightsSumTerms) {
  ScoreRequest request;
  ASSERT_TRUE(ParseJsonMessage(R"({
    "rollouts": [{"promptId": "seventeen", "output": "\\boxed{17}"},
                 {"promptId": "seventeen", "output": "\\boxed{7}"}],
    "spec": {"terms": [{"verifier": "answer_match", "weight": 0.5},
                       {"verifier": "answer_match", "weight": 2}]}})",
                               &request)
                  .ok());
  auto response = Score(request);
  ASSERT_TRUE(response.ok());
  EXPECT_FLOAT_EQ(response->rewards(0), 2.5f);  // 0.5·1 + 2·1
  EXPECT_FLOAT_EQ(response->rewards(1), 0.0f);
}

TEST_F(ScorerTest, MalformedRequestsFailWhole) {
  static const struct {
    const char* json;
    absl::StatusCode code;
    const char* field;
  } kCases[] = {
      {R"({})", absl::StatusCode::kInvalidArgument, "rollouts: empty batch"},
      {R"({"rollouts": [{}, {}, {}, {}, {}, {}, {}, {}, {}]})",
       absl::StatusCode::kInvalidArgument, "--max_batch=8"},
      {R"({"rollouts": [{}], "spec": {"terms": [{"verifier": "bogus"}]}})",
       absl::StatusCode::kInvalidArgument, "spec.terms[0].verifier"},
      {R"({"rollouts": [{}], "problems": [{"id": "x"}]})",
       absl::StatusCode::kInvalidArgument, "problems[0]"},
      {R"({"rollouts": [{}], "problems": [{"id": "a", "answer": {"answer": "1"}},
          {"id": "tie", "lis": {"values": [5, 5, 6]}}]})",
       absl::StatusCode::kInvalidArgument,
       "problems[1]: problem tie: lis: the longest increasing subsequence is "
       "not unique"},
      {R"({"rollouts": [{}], "spec": {"terms": [{"verifier": "ids_prefix",
          "params": {"gamma": -0.5}}]}})",
       absl::StatusCode::kInvalidArgument, "spec.terms[0].params.gamma"},
      {R"({"rollouts": [{}], "spec": {"errorReward": "NaN"}})",
       absl::StatusCode::kInvalidArgument, "spec.error_reward"},
      {R"({"rollouts": [{}, {"refLogprobs": [-1, "-Infinity"]}],
          "spec": {"novelty": {"enabled": true}}})",
       absl::StatusCode::kInvalidArgument, "rollouts[1].ref_logprobs"},
      {R"({"rollouts": [{"noveltyScore": "Infinity"}],
          "spec": {"novelty": {"enabled": true}}})",
       absl::StatusCode::kInvalidArgument, "rollouts[0].novelty_score"},
      {R"({"rollouts": [{}], "spec": {"novelty": {"topK": -1}}})",
       absl::StatusCode::kInvalidArgument, "spec.novelty.top_k"},
      {R"({"rollouts": [{}], "spec": {"advantage": {"kind": "GRPO",
          "epsilon": -1}}})",
       absl::StatusCode::kInvalidArgument, "spec.advantage.epsilon"},
      {R"({"rollouts": [{}], "spec": {"novelty": {"enabled": true,
          "zClip": -1}}})",
       absl::StatusCode::kInvalidArgument, "spec.novelty.z_clip"},
  };
  for (const auto& c : kCases) {
    ScoreRequest request;
    ASSERT_TRUE(ParseJsonMessage(c.json, &request).ok()) << c.json;
    auto response = Score(request);
    ASSERT_FALSE(response.ok()) << c.json;
    EXPECT_EQ(response.status().code(), c.code) << response.status();
    EXPECT_NE(response.status().message().find(c.field), absl::string_view::npos)
        << response.status();
  }
}

TEST_F(ScorerTest, NoveltyAndAdvantagesPerGroup) {
  ScoreRequest request;
  // Group "seventeen": rollouts 0 and 1 correct with novelty scores 1 and 3
  // (μ 2, σ 1 → bonus −0.1, +0.1), rollout 2 wrong (no bonus). Rewards
  // 0.9, 1.1, 0. Group "half": one correct rollout → no bonus, reward 1.
  ASSERT_TRUE(ParseJsonMessage(R"({
    "rollouts": [
      {"promptId": "seventeen", "output": "\\boxed{17}", "noveltyScore": 1},
      {"promptId": "seventeen", "output": "\\boxed{17}", "noveltyScore": 3},
      {"promptId": "seventeen", "output": "\\boxed{1}", "noveltyScore": 9},
      {"promptId": "half", "output": "\\boxed{0.5}", "refLogprobs": [-1, -2]}],
    "spec": {"novelty": {"enabled": true}, "advantage": {"kind": "DR_GRPO"}},
    "details": true})",
                               &request)
                  .ok());
  auto response = Score(request);
  ASSERT_TRUE(response.ok()) << response.status();
  EXPECT_NEAR(response->rewards(0), 0.9, 1e-6);
  EXPECT_NEAR(response->rewards(1), 1.1, 1e-6);
  EXPECT_EQ(response->rewards(2), 0.0f);
  EXPECT_EQ(response->rewards(3), 1.0f);
  EXPECT_NEAR(response->results(0).components().at("novelty"), -0.1, 1e-12);
  EXPECT_NEAR(response->results(1).components().at("novelty"), 0.1, 1e-12);
  EXPECT_EQ(response->results(2).components().at("novelty"), 0);
  EXPECT_EQ(response->results(0).components().at("math_equiv"), 1);
  // DR_GRPO on the returned rewards: group mean 2/3 → 0.9−2/3, 1.1−2/3,
  // −2/3; the group of one gets 0.
  ASSERT_EQ(response->advantages_size(), 4);
  EXPECT_NEAR(response->advantages(0), 0.9 - 2.0 / 3, 1e-6);
  EXPECT_NEAR(response->advantages(1), 1.1 - 2.0 / 3, 1e-6);
  EXPECT_NEAR(response->advantages(2), -2.0 / 3, 1e-6);
  EXPECT_EQ(response->advantages(3), 0.0f);
}

TEST_F(ScorerTest, CorrectFromPicksTheGatingTerm) {
  // Figure 1 Activity (s* = 5,2,4, answer 3); the output has the right
  // count but the wrong IDs. Seed 000 §3.4's equal-weight mix as one spec.
  const std::string problem = R"("problems": [{"id": "fig1", "activity": {
      "intervals": [{"start": 369, "end": 444}, {"start": 433, "end": 503},
                    {"start": 449, "end": 568}, {"start": 504, "end": 618},
                    {"start": 288, "end": 374}]}}],
    "rollouts": [{"promptId": "fig1",
                  "output": "Sorted: 5, 1, 2, 3, 4\n\\ids{5,2,3}\n\\answer{3}"}],
    "details": true,)";
  for (const auto& [from, correct] :
       {std::make_pair("answer_exact", true), std::make_pair("ids_exact", false),
        std::make_pair("", true)}) {
    ScoreRequest request;
    ASSERT_TRUE(ParseJsonMessage(
                    absl::StrCat("{", problem, R"("spec": {"terms": [
                      {"verifier": "answer_exact", "weight": 0.3333333333333333},
                      {"verifier": "ids_exact", "weight": 0.3333333333333333},
                      {"verifier": "sort_match", "weight": 0.3333333333333333}],
                      "correctFrom": ")", from, R"("}})"),
                    &request)
                    .ok())
        << from;
    auto response = Score(request);
    ASSERT_TRUE(response.ok()) << response.status();
    // answer_exact 1, ids_exact 0, sort_match 1 (preface 5,1,2,3,4 = B).
    EXPECT_NEAR(response->rewards(0), 2.0 / 3, 1e-6) << from;
    EXPECT_EQ(response->results(0).correct(), correct) << from;
    EXPECT_EQ(response->results(0).components().at("ids_exact"), 0);
    EXPECT_EQ(response->results(0).components().at("sort_match"), 1);
  }
}

TEST_F(ScorerTest, GroupStatsPerGroupInFirstSeenOrder) {
  ScoreRequest request;
  // Group "seventeen": rewards 1, 0, 1, 0 -> mean 0.5, population std 0.5.
  // Group "g": rewards 1, 1 -> uniform. Group "half": one rollout, 0.
  *request.add_rollouts() = MakeRollout("seventeen", "\\boxed{17}");
  *request.add_rollouts() = MakeRollout("seventeen", "no");
  referee::v1::Rollout grouped = MakeRollout("seventeen", "\\boxed{17}");
  grouped.set_group_id("g");
  *request.add_rollouts() = grouped;
  *request.add_rollouts() = MakeRollout("half", "\\boxed{2}");
  *request.add_rollouts() = MakeRollout("seventeen", "\\boxed{17}");
  *request.add_rollouts() = grouped;
  *request.add_rollouts() = MakeRollout("seventeen", "\\boxed{1}");
  auto response = Score(request);
  ASSERT_TRUE(response.ok());
  ASSERT_EQ(response->groups_size(), 3);
  const auto& a = response->groups(0);
  EXPECT_EQ(a.group_id(), "seventeen");
  EXPECT_EQ(a.size(), 4);
  EXPECT_DOUBLE_EQ(a.mean(), 0.5);
  EXPECT_DOUBLE_EQ(a.std(), 0.5);
  EXPECT_EQ(a.correct(), 2);
  EXPECT_FALSE(a.uniform());
  const auto& g = response->groups(1);
  EXPECT_EQ(g.group_id(), "g");
  EXPECT_EQ(g.size(), 2);
  EXPECT_DOUBLE_EQ(g.std(), 0.0);
  EXPECT_TRUE(g.uniform());
  EXPECT_EQ(response->groups(2).group_id(), "half");
  EXPECT_TRUE(response->groups(2).uniform());
}

TEST_F(ScorerTest, EvalKAddsPassAvgAndMajorityPerGroup) {
  ScoreRequest request;
  // "seventeen": 17, 17 (right), 3 (wrong): n = 3, c = 2.
  *request.add_rollouts() = MakeRollout("seventeen", "\\boxed{3}");
  *request.add_rollouts() = MakeRollout("seventeen", "\\boxed{17}");
  *request.add_rollouts() = MakeRollout("seventeen", "\\boxed{17}");
  request.mutable_spec()->add_eval_k(2);
  request.mutable_spec()->add_eval_k(4);
  auto response = Score(request);
  ASSERT_TRUE(response.ok()) << response.status();
  ASSERT_EQ(response->groups_size(), 1);
  const auto& g = response->groups(0);
  // pass@2 = 1 − C(1,2)/C(3,2) = 1 (one wrong rollout cannot fill a pair).
  EXPECT_DOUBLE_EQ(g.pass_at_k().at(2), 1.0);
  // avg@2: the first two, 3 and 17: 1/2. maj@2: a tie of 3 and 17 goes to
  // the smaller number, 3: wrong.
  EXPECT_DOUBLE_EQ(g.avg_at_k().at(2), 0.5);
  EXPECT_DOUBLE_EQ(g.maj_at_k().at(2), 0.0);
  EXPECT_EQ(g.pass_at_k().count(4), 0u);
  EXPECT_EQ(g.eval_note(), "k = 4 left out: the group has 3 rollouts");
  // A k of 0 is the request's error.
  request.mutable_spec()->add_eval_k(0);
  EXPECT_EQ(Score(request).status().code(), absl::StatusCode::kInvalidArgument);
}

}  // namespace
}  // namespace referee

namespace referee {
namespace {

// env/... ids: a cache miss is generated while the rollouts are scored (once
// per id), a hit comes from the cache in Prepare, a bad id is a per-rollout
// UNKNOWN_PROMPT that says why.
TEST_F(ScorerTest, EnvIdsAreGeneratedOnceAndCached) {
  auto reference = testing::TestCatalog().tasks.Find("sorting")->Generate(1, 5);
  ASSERT_TRUE(reference.ok());
  ScoreRequest request;
  request.set_details(true);
  for (const char* output : {"", "<answer>1</answer>", "x"}) {
    auto* r = request.add_rollouts();
    r->set_prompt_id("env/sorting/1/5");
    r->set_output(*output ? output : reference->reference_output());
  }
  *request.add_rollouts() = MakeRollout("env/nope/1/1", "<answer>1</answer>");
  for (int round = 0; round < 2; ++round) {
    auto response = Score(request);
    ASSERT_TRUE(response.ok()) << response.status();
    // N(1) = 4 numbers: the reference 1; one number -0.5; no tag -1.
    EXPECT_EQ(response->rewards(0), 1.0f);
    EXPECT_TRUE(response->results(0).correct());
    EXPECT_EQ(response->rewards(1), -0.5f);
    EXPECT_EQ(response->rewards(2), -1.0f);
    EXPECT_EQ(response->results(3).error(), referee::v1::UNKNOWN_PROMPT);
    EXPECT_NE(response->results(3).error_message().find("unknown environment 'nope'"),
              std::string::npos);
  }
  const CacheStats stats = scorer_->environments().stats();
  EXPECT_EQ(stats.entries, 1u);  // The bad id is not cached.
  // Round 1: one generation, two hits within the group; round 2: one hit in
  // Prepare for the whole group. Misses: the good id once, the bad id twice.
  EXPECT_EQ(stats.misses, 3u);
  EXPECT_EQ(stats.hits, 3u);
}

}  // namespace
}  // namespace referee

// The engine in process (engine/local_engine.h): every call answers as the
// engine functions the server calls answer it (Scorer::ScoreAll, StepAll,
// SampleProblems on a scorer and cache of their own), on the calling
// thread or on the pool; a call past its timeout returns
// DEADLINE_EXCEEDED and its abandoned work never touches freed memory
// (this test runs under ASan and TSan).
#include "engine/local_engine.h"

#include <memory>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/time/time.h"
#include "engine/curriculum.h"
#include "engine/environment_cache.h"
#include "engine/problem_store.h"
#include "engine/scorer.h"
#include "engine/stepper.h"
#include "google/protobuf/util/message_differencer.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"

namespace referee {
namespace {

using google::protobuf::util::MessageDifferencer;
using referee::v1::ScoreRequest;
using referee::v1::ScoreResponse;

// `n` rollouts of sorting level 2: every third the reference, the others
// a wrong or unparseable answer, so rewards differ from row to row.
ScoreRequest SortingBatch(int n, size_t pad_bytes = 0) {
  const TaskType* sorting = testing::TestCatalog().tasks.Find("sorting");
  ScoreRequest request;
  for (int i = 0; i < n; ++i) {
    const uint64_t seed = static_cast<uint64_t>(i % 40);
    absl::StatusOr<referee::v1::Problem> problem = sorting->Generate(2, seed);
    EXPECT_TRUE(problem.ok()) << problem.status();
    referee::v1::Rollout* rollout = request.add_rollouts();
    rollout->set_prompt_id(absl::StrCat("env/sorting/2/", seed));
    std::string output = i % 3 == 0 ? problem->reference_output()
                         : i % 3 == 1 ? std::string("<answer>3 2 1</answer>")
                                      : std::string("no answer");
    rollout->set_output(std::string(pad_bytes, ' ') + output);
  }
  return request;
}

// What the server's engine answers for `request`: a scorer of its own.
ScoreResponse Expected(const ScoreRequest& request) {
  ProblemStore store(testing::TestCatalog().tasks);
  auto scorer = Scorer::Create(testing::TestCatalog(), store, nullptr, ScorerOptions());
  EXPECT_TRUE(scorer.ok());
  ScoreResponse response;
  EXPECT_TRUE((*scorer)->ScoreAll(request, &response).ok());
  return response;
}

class LocalEngineTest : public ::testing::Test {
 protected:
  void SetUp() override {
    LocalEngineOptions options;
    options.threads = 2;
    auto engine = LocalEngine::Create(options);
    ASSERT_TRUE(engine.ok()) << engine.status();
    engine_ = *std::move(engine);
  }

  template <typename Response>
  absl::StatusOr<Response> Call(const std::string& method, const google::protobuf::Message& in,
                                absl::Duration timeout = absl::InfiniteDuration()) {
    std::string bytes;
    if (absl::Status s = engine_->Call(method, in.SerializeAsString(), timeout, &bytes);
        !s.ok()) {
      return s;
    }
    Response out;
    if (!out.ParseFromString(bytes)) return absl::InternalError("unparseable response");
    return out;
  }

  std::unique_ptr<LocalEngine> engine_;
};

TEST_F(LocalEngineTest, ScoresAsTheServersEngineInlineAndOnThePool) {
  // 10 rollouts run on the calling thread; 300, and any call with a
  // timeout, on the pool.
  for (const int n : {10, 300}) {
    const ScoreRequest request = SortingBatch(n);
    const ScoreResponse expected = Expected(request);
    ASSERT_EQ(expected.rewards_size(), n);
    EXPECT_EQ(expected.rewards(0), 1.0f);  // The reference.
    EXPECT_LT(expected.rewards(1), 1.0f);
    for (const absl::Duration timeout : {absl::InfiniteDuration(), absl::Seconds(600)}) {
      absl::StatusOr<ScoreResponse> got = Call<ScoreResponse>("Score", request, timeout);
      ASSERT_TRUE(got.ok()) << got.status();
      EXPECT_TRUE(MessageDifferencer::Equals(*got, expected)) << n;
    }
  }
}

TEST_F(LocalEngineTest, ScoresViewsAsTheRequestsOwnRollouts) {
  // The columns door: the rollouts as views of strings the caller owns;
  // with a timeout they are copied (an abandoned call may outlive them).
  for (const int n : {10, 300}) {
    const ScoreRequest request = SortingBatch(n);
    const ScoreResponse expected = Expected(request);
    for (const absl::Duration timeout : {absl::InfiniteDuration(), absl::Seconds(600)}) {
      std::vector<std::string> outputs;
      for (const auto& rollout : request.rollouts()) outputs.push_back(rollout.output());
      std::vector<RolloutView> views(static_cast<size_t>(n));
      for (int i = 0; i < n; ++i) {
        views[static_cast<size_t>(i)].prompt_id = request.rollouts(i).prompt_id();
        views[static_cast<size_t>(i)].output = outputs[static_cast<size_t>(i)];
      }
      ScoreRequest flags;  // Spec, problems and flags only.
      ScoreResponse got;
      ASSERT_TRUE(engine_->ScoreViews(flags, views, timeout, &got).ok());
      outputs.clear();  // Nothing reads the views after the call.
      EXPECT_TRUE(MessageDifferencer::Equals(got, expected)) << n;
    }
  }
  ScoreResponse got;
  std::vector<RolloutView> one(1);
  EXPECT_EQ(engine_->ScoreViews(ScoreRequest(), {}, absl::InfiniteDuration(), &got).code(),
            absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(engine_->ScoreViews(ScoreRequest(), one, absl::Nanoseconds(1), &got).code(),
            absl::StatusCode::kDeadlineExceeded);
}

TEST_F(LocalEngineTest, ErrorsAreTheServers) {
  std::string out;
  EXPECT_EQ(engine_->Call("Nope", "", absl::InfiniteDuration(), &out).code(),
            absl::StatusCode::kUnimplemented);
  EXPECT_EQ(engine_->Call("Score", "\xff\xff not a message", absl::InfiniteDuration(), &out)
                .code(),
            absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(Call<ScoreResponse>("Score", ScoreRequest()).status().code(),
            absl::StatusCode::kInvalidArgument);  // No rollouts.
  EXPECT_EQ(engine_->Call("Score", SortingBatch(1).SerializeAsString(), absl::ZeroDuration(), &out)
                .code(),
            absl::StatusCode::kInvalidArgument);
  LocalEngineOptions negative;
  negative.threads = -1;
  EXPECT_EQ(LocalEngine::Create(negative).status().code(), absl::StatusCode::kInvalidArgument);
}

TEST_F(LocalEngineTest, PastItsTimeoutACallIsAbandoned) {
  // A nanosecond has passed before the first slice looks: every call
  // that goes to the pool is past its deadline, whatever its size.
  for (const int n : {1, 300}) {
    absl::StatusOr<ScoreResponse> got =
        Call<ScoreResponse>("Score", SortingBatch(n), absl::Nanoseconds(1));
    EXPECT_EQ(got.status().code(), absl::StatusCode::kDeadlineExceeded) << n;
    EXPECT_NE(got.status().message().find("timeout"), absl::string_view::npos);
  }
  // The engine still answers afterwards.
  const ScoreRequest request = SortingBatch(100);
  absl::StatusOr<ScoreResponse> got = Call<ScoreResponse>("Score", request, absl::Seconds(600));
  ASSERT_TRUE(got.ok()) << got.status();
  EXPECT_TRUE(MessageDifferencer::Equals(*got, Expected(request)));
}

TEST_F(LocalEngineTest, AbandonedWorkEndsBeforeTheEngine) {
  // 4,096 rollouts of 4 KB: far more work than a millisecond. The call
  // gives up, the engine is destroyed at once while slices may still be
  // running: they stop at their next check and the pool joins first.
  // (On a machine fast enough to finish in time the answer is simply
  // right.)
  const ScoreRequest request = SortingBatch(4096, 4096);
  absl::StatusOr<ScoreResponse> got = Call<ScoreResponse>("Score", request, absl::Milliseconds(1));
  if (got.ok()) {
    EXPECT_EQ(got->rewards_size(), 4096);
  } else {
    EXPECT_EQ(got.status().code(), absl::StatusCode::kDeadlineExceeded);
  }
  engine_.reset();
}

TEST_F(LocalEngineTest, ManyThreadsGetWhatOneGets) {
  const ScoreRequest small = SortingBatch(10);
  const ScoreRequest large = SortingBatch(200);
  const ScoreResponse small_expected = Expected(small);
  const ScoreResponse large_expected = Expected(large);
  constexpr int kThreads = 8;
  std::vector<int> mismatches(kThreads, 0);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      for (int round = 0; round < 10; ++round) {
        const bool use_large = (t + round) % 2 == 0;
        absl::StatusOr<ScoreResponse> got =
            Call<ScoreResponse>("Score", use_large ? large : small);
        if (!got.ok() ||
            !MessageDifferencer::Equals(*got, use_large ? large_expected : small_expected)) {
          ++mismatches[static_cast<size_t>(t)];
        }
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  for (int t = 0; t < kThreads; ++t) EXPECT_EQ(mismatches[static_cast<size_t>(t)], 0) << t;
}

TEST_F(LocalEngineTest, StepsAsTheServersEngine) {
  referee::v1::StepRequest request;
  for (int i = 0; i < 100; ++i) {
    referee::v1::Episode* episode = request.add_episodes();
    episode->set_episode_id(absl::StrCat("e", i));
    episode->set_prompt_id(absl::StrCat("env/number_guessing/0/", i % 7));
    // Guesses of 4 then 6: on or off each secret, and some episodes end.
    for (int k = 0; k < i % 3; ++k) episode->add_actions(k == 0 ? "<answer>4</answer>" : "6");
  }
  ProblemStore store(testing::TestCatalog().tasks);
  auto scorer = Scorer::Create(testing::TestCatalog(), store, nullptr, ScorerOptions());
  ASSERT_TRUE(scorer.ok());
  referee::v1::StepResponse expected;
  ASSERT_TRUE(StepAll(**scorer, request, &expected).ok());
  for (const absl::Duration timeout : {absl::InfiniteDuration(), absl::Seconds(600)}) {
    absl::StatusOr<referee::v1::StepResponse> got =
        Call<referee::v1::StepResponse>("Step", request, timeout);
    ASSERT_TRUE(got.ok()) << got.status();
    EXPECT_TRUE(MessageDifferencer::Equals(*got, expected));
  }
}

TEST_F(LocalEngineTest, SamplesAsTheServersEngine) {
  referee::v1::SampleRequest request;
  referee::v1::EnvironmentLevel* entry = request.mutable_curriculum()->add_environments();
  entry->set_name("sorting");
  entry->set_high(3);
  request.set_count(100);  // Four slices of the pool's.
  request.set_seed(11);
  EnvironmentCache cache(testing::TestCatalog().tasks, size_t{64} << 20, nullptr);
  absl::StatusOr<referee::v1::SampleResponse> expected =
      SampleProblems(request, testing::TestCatalog().tasks, cache);
  ASSERT_TRUE(expected.ok()) << expected.status();
  absl::StatusOr<referee::v1::SampleResponse> got =
      Call<referee::v1::SampleResponse>("Sample", request);
  ASSERT_TRUE(got.ok()) << got.status();
  ASSERT_EQ(got->problems_size(), 100);
  EXPECT_TRUE(MessageDifferencer::Equals(*got, *expected));
  // A sampled problem is scored from the cache the sample filled.
  ScoreRequest score;
  referee::v1::Rollout* rollout = score.add_rollouts();
  rollout->set_prompt_id(got->problems(0).id());
  rollout->set_output(got->problems(0).reference_output());
  absl::StatusOr<ScoreResponse> scored = Call<ScoreResponse>("Score", score);
  ASSERT_TRUE(scored.ok()) << scored.status();
  EXPECT_EQ(scored->rewards(0), 1.0f);
}

TEST_F(LocalEngineTest, StoresProblemsForItsOwnCalls) {
  referee::v1::PutProblemsRequest put;
  referee::v1::Problem* problem = put.add_problems();
  problem->set_id("sum");
  problem->set_prompt("What is 17 + 25?");
  problem->mutable_answer()->set_answer("42");
  absl::StatusOr<referee::v1::PutProblemsResponse> stored =
      Call<referee::v1::PutProblemsResponse>("PutProblems", put);
  ASSERT_TRUE(stored.ok()) << stored.status();
  EXPECT_EQ(stored->added(), 1);
  EXPECT_EQ(stored->total(), 1);
  ScoreRequest score;
  for (const char* output : {"<answer>42</answer>", "<answer>41</answer>"}) {
    referee::v1::Rollout* rollout = score.add_rollouts();
    rollout->set_prompt_id("sum");
    rollout->set_output(output);
  }
  absl::StatusOr<ScoreResponse> scored = Call<ScoreResponse>("Score", score);
  ASSERT_TRUE(scored.ok()) << scored.status();
  EXPECT_EQ(scored->rewards(0), 1.0f);
  EXPECT_LT(scored->rewards(1), 1.0f);
}

TEST(LocalEngineOptionsTest, ThePoolHasTheThreadsAsked) {
  LocalEngineOptions three;
  three.threads = 3;
  auto engine = LocalEngine::Create(three);
  ASSERT_TRUE(engine.ok()) << engine.status();
  EXPECT_EQ((*engine)->pool_threads(), 3);
  auto cores = LocalEngine::Create();
  ASSERT_TRUE(cores.ok()) << cores.status();
  EXPECT_GE((*cores)->pool_threads(), 1);
}

}  // namespace
}  // namespace referee

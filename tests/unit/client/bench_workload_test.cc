// `referee bench`'s workloads: what each task's outputs should score is
// known by construction (even rollouts right, odd ones wrong), so scoring a
// workload in process checks both the workload and that it exercises the
// verifiers it claims to.
#include "client/bench_workload.h"

#include <string>

#include "gtest/gtest.h"
#include "engine/scorer.h"
#include "tests/test_catalog.h"

namespace referee {
namespace {

BenchWorkloadOptions Options(const std::string& tasks, int batch_size,
                             int output_bytes, const std::string& spec = "") {
  BenchWorkloadOptions options;
  options.tasks = tasks;
  options.batch_size = batch_size;
  options.output_bytes = output_bytes;
  options.spec_json = spec;
  return options;
}

class BenchWorkloadTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto scorer = Scorer::Create(testing::TestCatalog(), store_, nullptr,
                                 ScorerOptions());
    ASSERT_TRUE(scorer.ok()) << scorer.status();
    scorer_ = *std::move(scorer);
  }

  // Scores the workload's batch with its problems sent inline.
  referee::v1::ScoreResponse Score(BenchWorkload& workload) {
    for (const auto& problem : workload.problems) {
      *workload.request.add_problems() = problem;
    }
    workload.request.set_details(true);
    referee::v1::ScoreResponse response;
    absl::Status status = scorer_->ScoreAll(workload.request, &response);
    EXPECT_TRUE(status.ok()) << status;
    return response;
  }

  ProblemStore store_{testing::TestCatalog().tasks};
  std::unique_ptr<Scorer> scorer_;
};

TEST_F(BenchWorkloadTest, EvenRolloutsAreRightOddOnesWrong) {
  for (const std::string task : {"answer", "activity", "lis"}) {
    auto workload = MakeBenchWorkload(Options(task, 64, 1024));
    ASSERT_TRUE(workload.ok()) << workload.status();
    ASSERT_EQ(workload->request.rollouts_size(), 64);
    for (const auto& rollout : workload->request.rollouts()) {
      EXPECT_EQ(rollout.output().size(), 1024u) << task;
    }
    const referee::v1::ScoreResponse response = Score(*workload);
    ASSERT_EQ(response.rewards_size(), 64);
    for (int i = 0; i < 64; ++i) {
      EXPECT_EQ(response.results(i).error(), referee::v1::OK) << task << " " << i;
      EXPECT_EQ(response.rewards(i), i % 2 == 0 ? 1.0f : 0.0f) << task << " " << i;
    }
  }
}

TEST_F(BenchWorkloadTest, MixInterleavesGroupsOfSixteen) {
  auto workload = MakeBenchWorkload(Options("answer,activity", 64, 200));
  ASSERT_TRUE(workload.ok()) << workload.status();
  // Groups 0 and 2 are answer's (one problem), 1 and 3 activity's first two.
  const auto& rollouts = workload->request.rollouts();
  EXPECT_EQ(rollouts[0].prompt_id(), "bench-answer");
  EXPECT_EQ(rollouts[15].prompt_id(), "bench-answer");
  EXPECT_EQ(rollouts[16].prompt_id(), workload->problems[1].id());
  EXPECT_EQ(rollouts[32].prompt_id(), "bench-answer");
  EXPECT_EQ(rollouts[48].prompt_id(), workload->problems[2].id());
  const referee::v1::ScoreResponse response = Score(*workload);
  EXPECT_EQ(response.groups_size(), 3);  // bench-answer twice is one group.
}

TEST_F(BenchWorkloadTest, CountdownDefaultsToTheAstRewardAndScoresCleanly) {
  auto workload = MakeBenchWorkload(Options("countdown", 32, 0));
  ASSERT_TRUE(workload.ok()) << workload.status();
  ASSERT_EQ(workload->request.spec().terms_size(), 1);
  EXPECT_EQ(workload->request.spec().terms(0).verifier(), "countdown_ast");
  const referee::v1::ScoreResponse response = Score(*workload);
  for (int i = 0; i < 32; ++i) {
    EXPECT_EQ(response.results(i).error(), referee::v1::OK) << i;
    // The last rollout of each group has no <answer>: 0 under Eq. 8.
    if (i % 16 == 15) {
      EXPECT_EQ(response.rewards(i), 0.0f);
    }
  }
}

TEST_F(BenchWorkloadTest, SpecOverridesAndBadInputIsNamed) {
  auto workload = MakeBenchWorkload(
      Options("activity", 16, 100, R"({"terms": [{"verifier": "ids_prefix"}]})"));
  ASSERT_TRUE(workload.ok()) << workload.status();
  EXPECT_EQ(workload->request.spec().terms(0).verifier(), "ids_prefix");

  auto bad_task = MakeBenchWorkload(Options("answer,nope", 16, 100));
  ASSERT_FALSE(bad_task.ok());
  EXPECT_NE(bad_task.status().message().find("'nope'"), std::string::npos);
  auto bad_spec = MakeBenchWorkload(Options("answer", 16, 100, "{not json"));
  ASSERT_FALSE(bad_spec.ok());
  EXPECT_NE(bad_spec.status().message().find("--spec"), std::string::npos);
}

TEST_F(BenchWorkloadTest, GroupSizeSetsTheGroups) {
  BenchWorkloadOptions options = Options("activity", 64, 100);
  options.group_size = 8;
  auto workload = MakeBenchWorkload(options);
  ASSERT_TRUE(workload.ok()) << workload.status();
  // 64 rollouts in groups of 8: problems 0..7, one group each.
  const auto& rollouts = workload->request.rollouts();
  EXPECT_EQ(rollouts[7].prompt_id(), workload->problems[0].id());
  EXPECT_EQ(rollouts[8].prompt_id(), workload->problems[1].id());
  EXPECT_EQ(rollouts[63].prompt_id(), workload->problems[7].id());
  const referee::v1::ScoreResponse response = Score(*workload);
  ASSERT_EQ(response.groups_size(), 8);
  EXPECT_EQ(response.groups(0).size(), 8);
  EXPECT_EQ(response.groups(0).correct(), 4);  // Even rollouts are right.

  options.group_size = 0;
  EXPECT_FALSE(MakeBenchWorkload(options).ok());
}

TEST_F(BenchWorkloadTest, InlineCarriesEachNamedProblemOnceAndPutsNone) {
  BenchWorkloadOptions options = Options("activity,answer", 96, 100);
  options.group_size = 8;
  options.inline_problems = true;
  auto workload = MakeBenchWorkload(options);
  ASSERT_TRUE(workload.ok()) << workload.status();
  EXPECT_TRUE(workload->problems.empty());
  // 12 groups alternate activity (problems 0..5) and the one answer
  // problem: 7 distinct problems, each carried once, without prompt.
  ASSERT_EQ(workload->request.problems_size(), 7);
  for (const auto& problem : workload->request.problems()) {
    EXPECT_TRUE(problem.prompt().empty()) << problem.id();
    EXPECT_TRUE(problem.reference_output().empty()) << problem.id();
  }
  // The store is empty: every rollout scores from the request alone.
  const referee::v1::ScoreResponse response = Score(*workload);
  for (int i = 0; i < 96; ++i) {
    EXPECT_EQ(response.results(i).error(), referee::v1::OK) << i;
    EXPECT_EQ(response.rewards(i), i % 2 == 0 ? 1.0f : 0.0f) << i;
  }
}

}  // namespace
}  // namespace referee

#include "engine/batch_runner.h"

#include <atomic>
#include <memory>

#include "absl/synchronization/notification.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/test_util.h"

namespace referee {
namespace {

// A call cancelled mid-slice stops within kCancelCheckEvery items, not at
// the end of its slice (a client that gave up after 1 s used to leave both
// cores busy for 16 s).
TEST(BatchRunnerTest, CancellationIsCheckedEveryFewItems) {
  ThreadPool pool(1, 1 << 20);
  std::atomic<size_t> worked{0};
  std::atomic<bool> cancel{false};
  absl::Notification finished;
  bool result = true;
  ASSERT_TRUE(RunSlicesOnPool(
                  pool, 100000, /*min_slice=*/100000,
                  [&] { return cancel.load(); },
                  [&](size_t begin, size_t end) {
                    EXPECT_LE(end - begin, kCancelCheckEvery);
                    worked += end - begin;
                    if (worked >= 100) cancel = true;  // The client gives up.
                  },
                  [&](bool done) {
                    result = done;
                    finished.Notify();
                  })
                  .ok());
  finished.WaitForNotification();
  EXPECT_FALSE(result);
  EXPECT_GE(worked.load(), 100u);
  EXPECT_LT(worked.load(), 100u + kCancelCheckEvery);
}

TEST(BatchRunnerTest, QueuedWorkOfAGoneCallerDoesNothing) {
  absl::Notification release, finished;  // Outlive the pool's worker.
  ThreadPool pool(1, 1 << 20);
  ASSERT_TRUE(RunOnPool(pool, 1, [&] { release.WaitForNotification(); }).ok());
  std::atomic<size_t> worked{0};
  ASSERT_TRUE(RunSlicesOnPool(
                  pool, 1000, 64, [] { return true; },
                  [&](size_t begin, size_t end) { worked += end - begin; },
                  [&](bool) { finished.Notify(); })
                  .ok());
  release.Notify();
  finished.WaitForNotification();
  EXPECT_EQ(worked.load(), 0u);
}

class ScoreOnPoolTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto scorer = Scorer::Create(testing::TestCatalog(), store_, nullptr, {});
    ASSERT_TRUE(scorer.ok());
    scorer_ = *std::move(scorer);
  }
  // Runs `request` and waits for `done`'s status.
  absl::Status Run(const referee::v1::ScoreRequest& request,
                   referee::v1::ScoreResponse* response, bool cancelled = false) {
    absl::Notification finished;
    absl::Status result;
    absl::Status queued = ScoreOnPool(
        *scorer_, pool_, request, {}, response, [cancelled] { return cancelled; },
        [&](absl::Status status) {
          result = status;
          finished.Notify();
        });
    if (!queued.ok()) return queued;
    finished.WaitForNotification();
    return result;
  }

  ProblemStore store_{testing::TestCatalog().tasks};
  std::unique_ptr<Scorer> scorer_;
  ThreadPool pool_{2, 1 << 20};
};

TEST_F(ScoreOnPoolTest, InlineProblemsArePreparedOnThePool) {
  referee::v1::ScoreRequest request;
  *request.add_problems() = testing::AnswerProblem("p", "7");
  *request.add_rollouts() = testing::MakeRollout("p", "\\boxed{7}");
  referee::v1::ScoreResponse response;
  ASSERT_TRUE(Run(request, &response).ok());
  EXPECT_EQ(response.rewards(0), 1.0f);
  // A bad inline problem comes back through done, not as the return value.
  referee::v1::Problem bad;
  bad.set_id("q");
  *request.add_problems() = bad;
  absl::Status refused = Run(request, &response);
  EXPECT_EQ(refused.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(Run(request, &response, /*cancelled=*/true).code(),
            absl::StatusCode::kCancelled);
}

TEST_F(ScoreOnPoolTest, MalformedRequestsWithoutProblemsFailAtOnce) {
  referee::v1::ScoreRequest empty;
  referee::v1::ScoreResponse response;
  absl::Notification never;
  absl::Status status = ScoreOnPool(
      *scorer_, pool_, empty, {}, &response, [] { return false; },
      [&](absl::Status) { never.Notify(); });
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_FALSE(never.HasBeenNotified());
}

}  // namespace
}  // namespace referee

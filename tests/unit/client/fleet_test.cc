// The C++ client's failover bookkeeping (client/fleet.h), rules derived
// from the policy in docs/RELIABILITY.md "Clients under failure".
#include "client/fleet.h"

#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "absl/synchronization/notification.h"
#include "client/delayed_runner.h"
#include "gtest/gtest.h"

namespace referee {
namespace {

using Strings = std::vector<std::string>;

TEST(SplitTargetsTest, Table) {
  struct Row {
    std::string target;
    Strings expected;
  };
  const Row rows[] = {
      {"localhost:50051", {"localhost:50051"}},
      {"127.0.0.1:1,127.0.0.1:2", {"127.0.0.1:1", "127.0.0.1:2"}},
      {"a:1, b:2 ,c:3", {"a:1", "b:2", "c:3"}},
      {"a:1,,b:2,", {"a:1", "b:2"}},
      // A scheme: gRPC resolves the whole string to its addresses.
      {"ipv4:127.0.0.1:1,127.0.0.1:2", {"ipv4:127.0.0.1:1,127.0.0.1:2"}},
      {"dns:///referee-headless.ns.svc:50051", {"dns:///referee-headless.ns.svc:50051"}},
      {"unix:/tmp/referee.sock", {"unix:/tmp/referee.sock"}},
      {"[::1]:50051,[::1]:50052", {"[::1]:50051", "[::1]:50052"}},
      {"", {""}},
  };
  for (const Row& row : rows) {
    EXPECT_EQ(SplitTargets(row.target), row.expected) << row.target;
  }
}

TEST(RetryableStatusTest, OnlyWhatAnotherReplicaMayAnswer) {
  EXPECT_TRUE(RetryableStatus(absl::StatusCode::kUnavailable));
  EXPECT_TRUE(RetryableStatus(absl::StatusCode::kCancelled));
  EXPECT_TRUE(RetryableStatus(absl::StatusCode::kResourceExhausted));
  // A bad request fails everywhere; a spent budget is the caller's.
  EXPECT_FALSE(RetryableStatus(absl::StatusCode::kInvalidArgument));
  EXPECT_FALSE(RetryableStatus(absl::StatusCode::kDeadlineExceeded));
  EXPECT_FALSE(RetryableStatus(absl::StatusCode::kUnauthenticated));
  EXPECT_FALSE(RetryableStatus(absl::StatusCode::kNotFound));
}

TEST(FleetTest, CallsTakeReplicasInTurn) {
  Fleet fleet(3, std::chrono::milliseconds(500));
  std::vector<size_t> probes;
  for (size_t call = 0; call < 6; ++call) {
    const size_t start = fleet.Start();
    EXPECT_EQ(start, call);
    EXPECT_EQ(fleet.Pick(start, 0, &probes), call % 3);
    EXPECT_EQ(fleet.Pick(start, 1, &probes), (call + 1) % 3);  // Its retry.
  }
  EXPECT_TRUE(probes.empty());
}

TEST(FleetTest, ACoolingReplicaIsSkippedAndProbedOnce) {
  Fleet fleet(3, std::chrono::hours(1));
  fleet.Failed(1);
  std::vector<size_t> probes;
  EXPECT_EQ(fleet.Pick(1, 0, &probes), 2u);  // 1 is skipped ...
  EXPECT_EQ(probes, std::vector<size_t>{1});  // ... and due a probe.
  probes.clear();
  EXPECT_EQ(fleet.Pick(1, 0, &probes), 2u);
  EXPECT_TRUE(probes.empty());  // Being probed: not twice.
  fleet.ProbeDone(1, /*serving=*/false);
  EXPECT_EQ(fleet.Pick(1, 0, &probes), 2u);
  EXPECT_TRUE(probes.empty());  // Not before the probe interval.
  fleet.ProbeDone(1, /*serving=*/true);  // SERVING: back at once.
  EXPECT_EQ(fleet.Pick(1, 0, &probes), 1u);
  EXPECT_FALSE(fleet.States()[1].cooling_down);
}

TEST(FleetTest, WhenAllCoolTheNextInTurnIsTried) {
  Fleet fleet(2, std::chrono::hours(1));
  fleet.Failed(0);
  fleet.Failed(1);
  std::vector<size_t> probes;
  EXPECT_EQ(fleet.Pick(0, 0, &probes), 0u);
  EXPECT_EQ(fleet.Pick(0, 1, &probes), 1u);
}

TEST(FleetTest, FailuresWhileCoolingDoNotEscalate) {
  // Many calls in flight when a replica goes down all fail: one failure.
  Fleet fleet(2, std::chrono::hours(1));
  for (int i = 0; i < 50; ++i) fleet.Failed(0);
  EXPECT_EQ(fleet.States()[0].failures, 1);
  EXPECT_TRUE(fleet.States()[0].cooling_down);
  // An answer while cooling ends nothing: a draining replica still answers
  // the calls it accepted while it refuses new ones.
  fleet.Answered(0);
  EXPECT_EQ(fleet.States()[0].answered, 1);
  EXPECT_EQ(fleet.States()[0].failures, 1);
  EXPECT_TRUE(fleet.States()[0].cooling_down);
  fleet.ProbeDone(0, /*serving=*/true);  // Its probe does.
  EXPECT_EQ(fleet.States()[0].failures, 0);
  EXPECT_FALSE(fleet.States()[0].cooling_down);
}

TEST(DelayedRunnerTest, RunsInTimeOrderAndAnEarlierTaskWakesIt) {
  DelayedRunner runner;
  std::vector<int> order;
  absl::Notification done;
  const auto now = DelayedRunner::Clock::now();
  // The runner sleeps towards the late task; the early one, added after,
  // must still run first.
  runner.RunAt(now + std::chrono::milliseconds(300), [&] {
    order.push_back(2);
    done.Notify();
  });
  runner.RunAt(now + std::chrono::milliseconds(10), [&] { order.push_back(1); });
  done.WaitForNotification();
  EXPECT_EQ(order, (std::vector<int>{1, 2}));
}

TEST(DelayedRunnerTest, PendingTasksAreDroppedAtDestruction) {
  bool ran = false;
  {
    DelayedRunner runner;
    runner.RunAt(DelayedRunner::Clock::now() + std::chrono::hours(1), [&] { ran = true; });
  }
  EXPECT_FALSE(ran);
}

}  // namespace
}  // namespace referee

#include "engine/thread_pool.h"

#include <atomic>
#include <string>
#include <vector>

#include "absl/synchronization/notification.h"
#include "absl/time/clock.h"
#include "gtest/gtest.h"

namespace referee {
namespace {

// Schedules a task that notifies `started`, then holds the pool's worker
// until `release`.
void OccupyTheWorker(ThreadPool& pool, absl::Notification& started,
                     absl::Notification& release) {
  std::vector<ThreadPool::Work> blocker;
  blocker.push_back({[&] {
                       started.Notify();
                       release.WaitForNotification();
                     },
                     1});
  ASSERT_TRUE(pool.ScheduleAll(std::move(blocker)).ok());
}

TEST(ThreadPoolTest, RunsEverythingBeforeJoining) {
  std::atomic<int> ran{0};
  {
    ThreadPool pool(2, 1000);
    std::vector<ThreadPool::Work> tasks;
    for (int i = 0; i < 500; ++i) tasks.push_back({[&ran] { ++ran; }, 1});
    ASSERT_TRUE(pool.ScheduleAll(std::move(tasks)).ok());
  }
  EXPECT_EQ(ran.load(), 500);
}

// A small call behind a huge one waits for one of its tasks, not all.
TEST(ThreadPoolTest, CallsTakeTurns) {
  std::vector<std::string> order;  // Written by the single worker only.
  {
    absl::Notification started, release;  // Outlive the pool's worker.
    ThreadPool pool(1, 1000);
    OccupyTheWorker(pool, started, release);
    started.WaitForNotification();
    auto job = [&order](std::vector<std::string> names) {
      std::vector<ThreadPool::Work> work;
      for (std::string& name : names) {
        work.push_back({[&order, name] { order.push_back(name); }, 100});
      }
      return work;
    };
    ASSERT_TRUE(pool.ScheduleAll(job({"a1", "a2", "a3"})).ok());
    ASSERT_TRUE(pool.ScheduleAll(job({"b1"})).ok());
    ASSERT_TRUE(pool.ScheduleAll(job({"c1", "c2"})).ok());
    EXPECT_EQ(pool.queued_cost(), 600u);
    release.Notify();
  }
  EXPECT_EQ(order, (std::vector<std::string>{"a1", "b1", "c1", "a2", "c2", "a3"}));
}

TEST(ThreadPoolTest, PushesBackAllOrNothingByCost) {
  absl::Notification started, release;
  std::atomic<int> ran{0};
  {
    ThreadPool pool(1, 30);
    OccupyTheWorker(pool, started, release);
    started.WaitForNotification();  // The queue is empty again.
    // Into an empty queue anything goes, even past the limit: a batch
    // larger than --max_queued still runs, alone.
    std::vector<ThreadPool::Work> huge;
    huge.push_back({[&ran] { ran += 100; }, 50});
    ASSERT_TRUE(pool.ScheduleAll(std::move(huge)).ok());
    EXPECT_EQ(pool.queued_cost(), 50u);
    // Now one more rollout is too much, whatever the task count.
    std::vector<ThreadPool::Work> one;
    one.push_back({[&ran] { ++ran; }, 1});
    EXPECT_EQ(pool.ScheduleAll(std::move(one)).code(),
              absl::StatusCode::kResourceExhausted);
    release.Notify();
  }
  EXPECT_EQ(ran.load(), 100);  // The rejected task never ran.
  {
    // Declared before the pool, so it outlives the worker that waits on it
    // (the pool joins its threads when it is destroyed).
    absl::Notification go;
    ThreadPool pool(1, 30);
    std::vector<ThreadPool::Work> first;
    first.push_back({[&] { go.WaitForNotification(); }, 10});
    first.push_back({[&ran] { ++ran; }, 10});
    ASSERT_TRUE(pool.ScheduleAll(std::move(first)).ok());
    // 20 queued or running... wait until the blocker runs: 10 queued.
    while (pool.queued_cost() != 10) absl::SleepFor(absl::Milliseconds(1));
    std::vector<ThreadPool::Work> too_many;  // 10 + 11 + 10 > 30.
    too_many.push_back({[&ran] { ran += 1000; }, 11});
    too_many.push_back({[&ran] { ran += 1000; }, 10});
    EXPECT_EQ(pool.ScheduleAll(std::move(too_many)).code(),
              absl::StatusCode::kResourceExhausted);
    std::vector<ThreadPool::Work> fits;  // 10 + 20 = 30.
    fits.push_back({[&ran] { ++ran; }, 20});
    EXPECT_TRUE(pool.ScheduleAll(std::move(fits)).ok());
    go.Notify();
  }
  EXPECT_EQ(ran.load(), 102);  // None of the rejected two ran.
}

}  // namespace
}  // namespace referee

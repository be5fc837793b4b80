#include "server/thread_pool.h"

#include <atomic>
#include <vector>

#include "absl/synchronization/notification.h"
#include "gtest/gtest.h"

namespace referee {
namespace {

TEST(ThreadPoolTest, RunsEverythingBeforeJoining) {
  std::atomic<int> ran{0};
  {
    ThreadPool pool(2, 1000);
    std::vector<ThreadPool::Task> tasks;
    for (int i = 0; i < 500; ++i) tasks.push_back([&ran] { ++ran; });
    ASSERT_TRUE(pool.ScheduleAll(std::move(tasks)).ok());
  }
  EXPECT_EQ(ran.load(), 500);
}

TEST(ThreadPoolTest, PushesBackAllOrNothing) {
  absl::Notification started, release;
  std::atomic<int> ran{0};
  {
    ThreadPool pool(1, 3);
    std::vector<ThreadPool::Task> blocker;
    blocker.push_back([&] {
      started.Notify();
      release.WaitForNotification();
    });
    ASSERT_TRUE(pool.ScheduleAll(std::move(blocker)).ok());
    started.WaitForNotification();  // The queue is empty again.
    std::vector<ThreadPool::Task> too_many;
    for (int i = 0; i < 4; ++i) too_many.push_back([&ran] { ++ran; });
    absl::Status status = pool.ScheduleAll(std::move(too_many));
    EXPECT_EQ(status.code(), absl::StatusCode::kResourceExhausted);
    std::vector<ThreadPool::Task> fits;
    for (int i = 0; i < 3; ++i) fits.push_back([&ran] { ++ran; });
    EXPECT_TRUE(pool.ScheduleAll(std::move(fits)).ok());
    release.Notify();
  }
  EXPECT_EQ(ran.load(), 3);  // None of the rejected four ran.
}

}  // namespace
}  // namespace referee

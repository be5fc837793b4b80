#include "server/batch_runner.h"

#include <algorithm>
#include <atomic>
#include <utility>
#include <vector>

namespace referee {
namespace {

// Rollouts per pool task: big enough that a hand-off (~tens of µs here) is
// small next to the work, small enough to use every core.
constexpr size_t kMinSliceRollouts = 64;

struct Run {
  std::function<bool()> cancelled;
  std::function<void(size_t, size_t)> work;
  absl::AnyInvocable<void(bool) &&> done;
  std::atomic<size_t> slices_left{0};

  void SliceDone() {
    if (slices_left.fetch_sub(1, std::memory_order_acq_rel) != 1) return;
    std::move(done)(!cancelled());
  }
};

}  // namespace

absl::Status RunSlicesOnPool(ThreadPool& pool, size_t n, size_t min_slice,
                             std::function<bool()> cancelled,
                             std::function<void(size_t, size_t)> work,
                             absl::AnyInvocable<void(bool) &&> done) {
  auto run = std::make_shared<Run>();
  run->cancelled = std::move(cancelled);
  run->work = std::move(work);
  run->done = std::move(done);
  const size_t threads = static_cast<size_t>(pool.num_threads());
  const size_t per_slice = std::max(min_slice, (n + threads - 1) / threads);
  std::vector<ThreadPool::Task> slices;
  for (size_t begin = 0; begin < n; begin += per_slice) {
    const size_t end = std::min(n, begin + per_slice);
    slices.push_back([run, begin, end] {
      if (!run->cancelled()) run->work(begin, end);
      run->SliceDone();
    });
  }
  run->slices_left.store(slices.size(), std::memory_order_relaxed);
  return pool.ScheduleAll(std::move(slices));
}

absl::Status RunBatchOnPool(const Scorer& scorer, ThreadPool& pool,
                            Batch* batch, std::function<bool()> cancelled,
                            absl::AnyInvocable<void(bool) &&> done) {
  // Skipped slices leave rollouts unscored: then finish nothing and record
  // nothing.
  return RunSlicesOnPool(
      pool, batch->outcomes.size(), kMinSliceRollouts, std::move(cancelled),
      [&scorer, batch](size_t begin, size_t end) {
        scorer.ScoreRange(*batch, begin, end);
      },
      [&scorer, batch, done = std::move(done)](bool scored) mutable {
        if (scored) scorer.Finish(*batch);
        std::move(done)(scored);
      });
}

}  // namespace referee

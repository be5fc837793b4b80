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
  const Scorer* scorer;
  Batch* batch;
  std::function<bool()> cancelled;
  absl::AnyInvocable<void(bool) &&> done;
  std::atomic<size_t> slices_left{0};

  void SliceDone() {
    if (slices_left.fetch_sub(1, std::memory_order_acq_rel) != 1) return;
    const bool scored = !cancelled();
    // Skipped slices left rollouts unscored: finish nothing, record nothing.
    if (scored) scorer->Finish(*batch);
    std::move(done)(scored);
  }
};

}  // namespace

absl::Status RunBatchOnPool(const Scorer& scorer, ThreadPool& pool,
                            Batch* batch, std::function<bool()> cancelled,
                            absl::AnyInvocable<void(bool) &&> done) {
  auto run = std::make_shared<Run>();
  run->scorer = &scorer;
  run->batch = batch;
  run->cancelled = std::move(cancelled);
  run->done = std::move(done);
  const size_t n = batch->outcomes.size();
  const size_t threads = static_cast<size_t>(pool.num_threads());
  const size_t per_slice =
      std::max(kMinSliceRollouts, (n + threads - 1) / threads);
  std::vector<ThreadPool::Task> slices;
  for (size_t begin = 0; begin < n; begin += per_slice) {
    const size_t end = std::min(n, begin + per_slice);
    slices.push_back([run, begin, end] {
      if (!run->cancelled()) run->scorer->ScoreRange(*run->batch, begin, end);
      run->SliceDone();
    });
  }
  run->slices_left.store(slices.size(), std::memory_order_relaxed);
  return pool.ScheduleAll(std::move(slices));
}

}  // namespace referee

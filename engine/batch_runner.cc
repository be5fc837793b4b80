#include "engine/batch_runner.h"

#include <algorithm>
#include <atomic>
#include <utility>
#include <vector>

namespace referee {
namespace {

// Rollouts per pool task: big enough that a hand-off (~tens of µs here) is
// small next to the work, small enough to use every core.
constexpr size_t kMinSliceRollouts = 64;
// And at most: the pool takes one slice of each waiting call in turn, so
// this bounds what a small call waits for behind each huge batch (1,024 ×
// 1 KB rollouts score in ~0.5 ms).
constexpr size_t kMaxSliceItems = 1024;

struct Run {
  std::function<bool()> cancelled;
  std::function<void(size_t, size_t)> work;
  absl::AnyInvocable<void(bool) &&> done;
  std::atomic<size_t> slices_left{0};

  void Slice(size_t begin, size_t end) {
    for (size_t from = begin; from < end; from += kCancelCheckEvery) {
      if (cancelled()) break;
      work(from, std::min(end, from + kCancelCheckEvery));
    }
    if (slices_left.fetch_sub(1, std::memory_order_acq_rel) != 1) return;
    std::move(done)(!cancelled());
  }
};

// A batch scored on the pool: owns what Prepare made until `done` runs.
struct ScoreRun {
  const Scorer* scorer;
  ThreadPool* pool;
  const referee::v1::ScoreRequest* request;
  absl::Span<const RolloutView> rollouts;
  referee::v1::ScoreResponse* response;
  std::function<bool()> cancelled;
  absl::AnyInvocable<void(absl::Status) &&> done;
  std::unique_ptr<Batch> batch;
};

// Schedules the slices of a prepared batch; on failure `run->done` is
// still owned by the caller's `run`.
absl::Status ScheduleBatch(const std::shared_ptr<ScoreRun>& run) {
  Batch* batch = run->batch.get();
  const Scorer* scorer = run->scorer;
  return RunSlicesOnPool(
      *run->pool, batch->outcomes.size(), kMinSliceRollouts, run->cancelled,
      [scorer, batch](size_t begin, size_t end) {
        scorer->ScoreRange(*batch, begin, end);
      },
      // Skipped slices leave rollouts unscored: then finish nothing and
      // record nothing.
      [run](bool scored) {
        std::vector<v1::sandbox::Run> runs;
        if (scored) runs = run->scorer->TakeProgramRuns(*run->batch);
        if (runs.empty()) {
          if (scored) run->scorer->Finish(*run->batch);
          std::move(run->done)(scored ? absl::OkStatus()
                                      : absl::CancelledError("call cancelled"));
          return;
        }
        // Programs to run (code_tests): the runner's threads wait for them,
        // not this pool's; the batch finishes on the runner's thread
        // (judging compares outputs: small next to the runs).
        CodeRunner* runner = run->scorer->options().code_runner;
        runner->RunAll(std::move(runs), run->cancelled,
                       [run](CodeRunner::Results results) {
                         if (run->cancelled()) {
                           std::move(run->done)(absl::CancelledError("call cancelled"));
                           return;
                         }
                         run->scorer->JudgePrograms(*run->batch, results);
                         run->scorer->Finish(*run->batch);
                         std::move(run->done)(absl::OkStatus());
                       });
      });
}

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
  const size_t per_slice = std::max(
      min_slice, std::min(kMaxSliceItems, (n + threads - 1) / threads));
  std::vector<ThreadPool::Work> slices;
  for (size_t begin = 0; begin < n; begin += per_slice) {
    const size_t end = std::min(n, begin + per_slice);
    slices.push_back({[run, begin, end] { run->Slice(begin, end); }, end - begin});
  }
  run->slices_left.store(slices.size(), std::memory_order_relaxed);
  return pool.ScheduleAll(std::move(slices));
}

absl::Status RunOnPool(ThreadPool& pool, size_t cost,
                       absl::AnyInvocable<void() &&> work) {
  std::vector<ThreadPool::Work> one;
  one.push_back({std::move(work), cost});
  return pool.ScheduleAll(std::move(one));
}

absl::Status ScoreOnPool(const Scorer& scorer, ThreadPool& pool,
                         const referee::v1::ScoreRequest& request,
                         absl::Span<const RolloutView> rollouts,
                         referee::v1::ScoreResponse* response,
                         std::function<bool()> cancelled,
                         absl::AnyInvocable<void(absl::Status) &&> done) {
  auto run = std::make_shared<ScoreRun>();
  run->scorer = &scorer;
  run->pool = &pool;
  run->request = &request;
  run->rollouts = rollouts;
  run->response = response;
  run->cancelled = std::move(cancelled);
  run->done = std::move(done);
  if (request.problems_size() == 0) {
    absl::StatusOr<std::unique_ptr<Batch>> batch =
        scorer.Prepare(request, response, rollouts);
    if (!batch.ok()) return batch.status();
    run->batch = *std::move(batch);
    return ScheduleBatch(run);
  }
  return RunOnPool(pool, static_cast<size_t>(request.problems_size()), [run] {
    if (run->cancelled()) {
      std::move(run->done)(absl::CancelledError("call cancelled"));
      return;
    }
    absl::StatusOr<std::unique_ptr<Batch>> batch =
        run->scorer->Prepare(*run->request, run->response, run->rollouts);
    absl::Status status = batch.status();
    if (batch.ok()) {
      run->batch = *std::move(batch);
      status = ScheduleBatch(run);
    }
    if (!status.ok()) std::move(run->done)(status);
  });
}

}  // namespace referee

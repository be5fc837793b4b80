// Runs one prepared batch on the scoring pool: cut into slices of at least
// 64 rollouts (about one per pool thread), each scored on a pool thread
// straight into the response, and the last slice to finish runs
// Scorer::Finish and the completion callback. Shared by Score and
// ScoreStream.
#ifndef REFEREE_SERVER_BATCH_RUNNER_H_
#define REFEREE_SERVER_BATCH_RUNNER_H_

#include <functional>
#include <memory>

#include "absl/functional/any_invocable.h"
#include "absl/status/status.h"
#include "server/scorer.h"
#include "server/thread_pool.h"

namespace referee {

// Runs work(begin, end) over [0, n) in slices of at least `min_slice`
// items, about one per pool thread, scheduled all-or-nothing
// (ResourceExhausted when the pool's queue is full, and then `done` is
// never called). `cancelled` is polled before each slice and at the end: a
// cancelled run skips the remaining slices and `done(false)` runs;
// otherwise `done(true)` runs on the thread of the last slice to finish.
absl::Status RunSlicesOnPool(ThreadPool& pool, size_t n, size_t min_slice,
                             std::function<bool()> cancelled,
                             std::function<void(size_t begin, size_t end)> work,
                             absl::AnyInvocable<void(bool finished) &&> done);

// Schedules `batch` (all-or-nothing; ResourceExhausted when the pool's
// queue is full, and then `done` is never called). `cancelled` is polled
// before each slice and at the end: a cancelled call skips the work and
// Finish, and `done(false)` runs; otherwise `done(true)` runs after Finish.
// `batch` and what it points into must live until `done` runs.
absl::Status RunBatchOnPool(const Scorer& scorer, ThreadPool& pool,
                            Batch* batch, std::function<bool()> cancelled,
                            absl::AnyInvocable<void(bool scored) &&> done);

}  // namespace referee

#endif  // REFEREE_SERVER_BATCH_RUNNER_H_

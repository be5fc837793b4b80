// Runs requests on the scoring pool, shared by Score, ScoreStream, Sample
// and PutProblems: work is cut into slices of at least `min_slice` items
// (about one per pool thread), admitted by cost (items) all-or-nothing, and
// the last slice to finish runs the completion. Cancellation (the client
// gone, its deadline passed) is checked before every few items, so a
// cancelled call stops within a few rollouts and its queued slices do
// nothing but return.
#ifndef REFEREE_ENGINE_BATCH_RUNNER_H_
#define REFEREE_ENGINE_BATCH_RUNNER_H_

#include <functional>
#include <memory>

#include "absl/functional/any_invocable.h"
#include "absl/status/status.h"
#include "engine/scorer.h"
#include "engine/thread_pool.h"

namespace referee {

// Items between two looks at `cancelled`.
inline constexpr size_t kCancelCheckEvery = 16;

// Runs work(begin, end) over [0, n) in slices of at least `min_slice`
// items, about one per pool thread but at most 1,024 items (the pool
// serves waiting calls a slice each in turn, so a huge batch does not hold
// up a small one for long), scheduled all-or-nothing with one cost
// unit per item (ResourceExhausted when the pool's queue is full, and then
// `done` is never called). `cancelled` is polled before each
// kCancelCheckEvery items and at the end: a cancelled run skips the rest
// and `done(false)` runs; otherwise `done(true)` runs on the thread of the
// last slice to finish.
absl::Status RunSlicesOnPool(ThreadPool& pool, size_t n, size_t min_slice,
                             std::function<bool()> cancelled,
                             std::function<void(size_t begin, size_t end)> work,
                             absl::AnyInvocable<void(bool finished) &&> done);

// Runs `work` as one pool task of cost `cost` (ResourceExhausted when the
// queue is full, and then nothing runs). For work that must not run on
// gRPC's threads, such as checking a PutProblems request's problems.
absl::Status RunOnPool(ThreadPool& pool, size_t cost,
                       absl::AnyInvocable<void() &&> work);

// Prepares and scores `request` into `response`. A request without inline
// problems is prepared here (store lookups only); one with inline problems
// is prepared on the pool, because checking a problem costs up to
// O(n log n) in its size. `done(status)` then runs once: OK when scored,
// CANCELLED when `cancelled` said so, or Prepare's error (the response is
// then incomplete). A non-OK return (the request is malformed, or
// ResourceExhausted) means `done` never runs. `rollouts`, when not empty,
// replace `request.rollouts` (Scorer::Prepare). `request`, `rollouts` and
// `response` must live until `done` runs.
absl::Status ScoreOnPool(const Scorer& scorer, ThreadPool& pool,
                         const referee::v1::ScoreRequest& request,
                         absl::Span<const RolloutView> rollouts,
                         referee::v1::ScoreResponse* response,
                         std::function<bool()> cancelled,
                         absl::AnyInvocable<void(absl::Status) &&> done);

}  // namespace referee

#endif  // REFEREE_ENGINE_BATCH_RUNNER_H_

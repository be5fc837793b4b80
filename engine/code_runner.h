// What the engine asks of a program runner (DESIGN §12). The engine never
// runs a program: the `code_tests` verifier says which runs decide a
// verdict, a CodeRunner makes them elsewhere (the server's sandbox pool,
// sandbox/sandbox_pool.h: separate processes under bubblewrap), and the
// verifier judges their results. Without a runner, code is not scored.
#ifndef REFEREE_ENGINE_CODE_RUNNER_H_
#define REFEREE_ENGINE_CODE_RUNNER_H_

#include <functional>
#include <string>
#include <vector>

#include "absl/functional/any_invocable.h"
#include "absl/strings/string_view.h"
#include "proto/referee/v1/sandbox.pb.h"

namespace referee {

class CodeRunner {
 public:
  using Results = std::vector<v1::sandbox::Result>;
  virtual ~CodeRunner() = default;

  // The languages it runs ("python3").
  virtual std::vector<std::string> Languages() const = 0;

  // Makes every run of `runs` (up to the runner's concurrency at once) and
  // then calls `done` once with their results in the same order, on one of
  // the runner's own threads (never a scoring-pool thread while runs are
  // made), or on the caller's thread before RunAll returns when no run is
  // made at all (none given, or the queue refused the last). A run not yet started when `cancelled()` is true is not made:
  // its result is SANDBOX_ERROR "cancelled" (as is one the runner's queue
  // has no room for).
  virtual void RunAll(std::vector<v1::sandbox::Run> runs, std::function<bool()> cancelled,
                      absl::AnyInvocable<void(Results) &&> done) = 0;
};

// What a runner reports (the server's Prometheus metrics implement it:
// referee_code_runs_total{language,outcome}, referee_code_run_seconds,
// referee_code_queue_depth).
class CodeRunMetrics {
 public:
  virtual ~CodeRunMetrics() = default;
  virtual void RunFinished(absl::string_view language, absl::string_view outcome,
                           double seconds) = 0;
  virtual void QueueDepth(int64_t runs) = 0;
};

}  // namespace referee

#endif  // REFEREE_ENGINE_CODE_RUNNER_H_

// The engine a process embeds (DESIGN §6; the Python module
// referee_client._native is its first host): the server's answers with
// no server. One entry point takes a Referee RPC's serialized request and
// returns its serialized response, computed by the functions the server
// itself calls (Scorer, ScoreOnPool, StepOnPool, SampleProblems, ...), so
// the two cannot drift apart.
//
// Batches run on the engine's own pool, made on the first call that needs
// it (a process that only lists environments never starts a thread; a
// forked child makes its own: see the module). A call may carry a
// timeout: past it the call returns DEADLINE_EXCEEDED at once and its
// unfinished slices stop within a few rollouts (they run on, abandoned,
// only to their next cancellation check). Each rollout's own work is
// bounded by its verifier's budget either way.
//
// Thread-safe: any number of threads may call at once.
#ifndef REFEREE_ENGINE_LOCAL_ENGINE_H_
#define REFEREE_ENGINE_LOCAL_ENGINE_H_

#include <memory>
#include <string>

#include "absl/base/thread_annotations.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/synchronization/mutex.h"
#include "absl/time/time.h"
#include "absl/types/span.h"
#include "engine/rollout_view.h"
#include "engine/scorer.h"
#include "engine/spec.h"
#include "engine/problem_store.h"
#include "engine/thread_pool.h"
#include "verifiers/environments/catalog.h"

namespace referee {

struct LocalEngineOptions {
  // Pool threads for batches; 0: one per core the process may use.
  int threads = 0;
  // Work waiting on the pool at most (rollouts, episodes): past it a call
  // is refused with RESOURCE_EXHAUSTED, as the server's queue refuses.
  size_t max_queued_cost = 1 << 20;
  ScorerOptions scorer;
};

// Batches this small, with no timeout, run on the calling thread: a
// hand-off to the pool would cost more than the work.
inline constexpr size_t kLocalInlineBelow = 64;

class LocalEngine {
 public:
  static absl::StatusOr<std::unique_ptr<LocalEngine>> Create(LocalEngineOptions options = {});
  ~LocalEngine();
  LocalEngine(const LocalEngine&) = delete;
  LocalEngine& operator=(const LocalEngine&) = delete;

  // One RPC's work: `request` parsed as `method`'s request ("Score",
  // "Step", "Sample", "UpdateCurriculum", "Shape", "PutProblems",
  // "ListEnvironments", "ListVerifiers"), the response serialized into
  // `*response`. `timeout` bounds Score, Step and Sample
  // (absl::InfiniteDuration(): none); the others do no open-ended work.
  absl::Status Call(absl::string_view method, const std::string& request,
                    absl::Duration timeout, std::string* response);

  // Score with the rollouts given as views (the Python module's columns
  // door: no protobuf message per row). `request` holds the spec,
  // problems and flags; its own rollouts are ignored. Without a timeout
  // the views are read in place (the call waits for its work); with one,
  // what they view is copied first, since an abandoned call's slices may
  // outlive the caller's strings.
  absl::Status ScoreViews(const referee::v1::ScoreRequest& request,
                          absl::Span<const RolloutView> rollouts, absl::Duration timeout,
                          referee::v1::ScoreResponse* response);

  // The pool's thread count (making the pool if it is not made yet).
  int pool_threads();
  const LocalEngineOptions& options() const { return options_; }

 private:
  explicit LocalEngine(LocalEngineOptions options);
  ThreadPool& Pool();
  absl::Status Score(const std::string& bytes, absl::Time deadline, std::string* response);
  absl::Status Step(const std::string& bytes, absl::Time deadline, std::string* response);
  absl::Status Sample(const std::string& bytes, absl::Time deadline, std::string* response);

  const LocalEngineOptions options_;
  Catalog catalog_;
  std::unique_ptr<DefaultSpecs> defaults_;
  std::unique_ptr<ProblemStore> store_;
  std::unique_ptr<Scorer> scorer_;
  absl::Mutex pool_mu_;
  // Last: destroyed first, so abandoned slices finish (joined) while the
  // scorer they use still exists.
  std::unique_ptr<ThreadPool> pool_ ABSL_GUARDED_BY(pool_mu_);
};

}  // namespace referee

#endif  // REFEREE_ENGINE_LOCAL_ENGINE_H_

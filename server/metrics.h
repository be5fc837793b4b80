// Prometheus metrics of DESIGN §7. Families are built once at start and
// children are cached, so the scoring path never formats a label; a batch
// adds its counts once, not once per rollout.
#ifndef REFEREE_SERVER_METRICS_H_
#define REFEREE_SERVER_METRICS_H_

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "absl/base/thread_annotations.h"
#include "absl/container/flat_hash_map.h"
#include "absl/strings/string_view.h"
#include "absl/synchronization/mutex.h"
#include "prometheus/collectable.h"
#include "prometheus/counter.h"
#include "prometheus/family.h"
#include "prometheus/gauge.h"
#include "prometheus/histogram.h"
#include "prometheus/registry.h"
#include "engine/engine_metrics.h"
#include "verifiers/task_type.h"

namespace referee {

// The Prometheus side of EngineMetrics, plus what only the transports
// count (requests, auth failures, the store, curricula served).
class ServerMetrics final : public EngineMetrics {
 public:
  // Registers every family in `registry`, which must outlive this object.
  explicit ServerMetrics(prometheus::Registry& registry);

  // Creates the children of `verifier` at zero so dashboards see every
  // series before the first rollout (Prometheus omits empty families).
  void AddVerifier(absl::string_view verifier,
                   const std::vector<absl::string_view>& tasks,
                   const std::vector<std::string>& modes = {});

  // EngineMetrics.
  void RecordTerm(absl::string_view verifier, absl::string_view task,
                  const TermTally& tally) override;
  void RecordMode(absl::string_view verifier, absl::string_view mode,
                  double parse_failures, double budget_exceeded) override;
  void RecordErrors(absl::string_view code, double count) override;
  void RecordGroups(double groups, double uniform) override;
  void RecordNoveltyBonuses(const std::vector<double>& bonuses) override;
  void RecordBatchSize(double rollouts) override;
  void RecordGenerated(absl::string_view environment, double count) override;
  void RecordStep(absl::string_view environment, bool done, double episode_return) override
      ABSL_LOCKS_EXCLUDED(steps_mu_);

  void RecordRequest(absl::string_view method, double seconds);
  // A call that failed as a whole (bad request, overload, ...).
  void RecordRequestError(absl::string_view method, absl::string_view code);
  void SetProblems(double count);
  // A call refused for a missing or wrong bearer token, on `listener`
  // ("grpc" or "http").
  void RecordAuthFailure(absl::string_view listener);
  // Creates an environment's series at zero.
  void AddEnvironment(absl::string_view environment);
  // A curriculum served had `high` for `environment`; the gauge keeps the
  // highest.
  void RecordCurriculumHigh(absl::string_view environment, int high)
      ABSL_LOCKS_EXCLUDED(difficulty_mu_);
  prometheus::Gauge& inflight_requests() { return inflight_; }


 private:
  prometheus::Family<prometheus::Counter>& rollouts_;
  prometheus::Family<prometheus::Counter>& errors_;
  prometheus::Family<prometheus::Counter>& correct_;
  prometheus::Family<prometheus::Counter>& parse_failures_;
  prometheus::Family<prometheus::Counter>& mode_parse_failures_;
  prometheus::Family<prometheus::Counter>& mode_budget_exceeded_;
  prometheus::Family<prometheus::Histogram>& reward_;
  prometheus::Family<prometheus::Histogram>& request_duration_;
  prometheus::Family<prometheus::Counter>& request_errors_;
  prometheus::Family<prometheus::Histogram>& batch_size_family_;
  prometheus::Family<prometheus::Gauge>& inflight_family_;
  prometheus::Family<prometheus::Counter>& groups_family_;
  prometheus::Family<prometheus::Counter>& groups_uniform_family_;
  prometheus::Family<prometheus::Histogram>& novelty_bonus_family_;
  prometheus::Family<prometheus::Gauge>& problems_family_;
  prometheus::Family<prometheus::Gauge>& environment_difficulty_;
  prometheus::Family<prometheus::Counter>& generated_;
  prometheus::Family<prometheus::Gauge>& build_info_family_;
  prometheus::Family<prometheus::Counter>& auth_failures_;
  prometheus::Histogram& batch_size_;
  prometheus::Gauge& inflight_;
  prometheus::Counter& groups_;
  prometheus::Counter& groups_uniform_;
  prometheus::Gauge& problems_;
  prometheus::Histogram& novelty_bonus_;
  absl::Mutex difficulty_mu_;  // Makes the read-compare-set of a max atomic.
  // referee_generated_problems_total's counter per environment, found once:
  // Family::Add builds and hashes a label map, and a Sample call records
  // every one of its problems.
  absl::Mutex generated_mu_;
  absl::flat_hash_map<std::string, prometheus::Counter*> generated_counters_
      ABSL_GUARDED_BY(generated_mu_);
  // Step's series (DESIGN §11), found once per environment as above.
  prometheus::Family<prometheus::Counter>& steps_;
  prometheus::Family<prometheus::Counter>& episodes_done_;
  prometheus::Family<prometheus::Histogram>& episode_return_;
  struct StepSeries {
    prometheus::Counter* steps;
    prometheus::Counter* done;
    prometheus::Histogram* returns;
  };
  absl::Mutex steps_mu_;
  absl::flat_hash_map<std::string, StepSeries> step_series_ ABSL_GUARDED_BY(steps_mu_);
};

// Exports caches at scrape time: for each CacheStats `read` returns,
// referee_<name>_cache_hits_total, _misses_total, _bytes and _entries (e.g.
// Countdown's solution tables, the generated-problem cache).
std::shared_ptr<prometheus::Collectable> MakeCacheCollectable(
    std::function<std::vector<CacheStats>()> read);

// Counts a request in `referee_inflight_requests` and its duration in
// `referee_request_duration_seconds{method}` from construction to Done() (or
// destruction).
class RequestTimer {
 public:
  RequestTimer(ServerMetrics* metrics, const char* method);
  ~RequestTimer() { Done(); }
  RequestTimer(const RequestTimer&) = delete;
  RequestTimer& operator=(const RequestTimer&) = delete;
  void Done();

 private:
  ServerMetrics* metrics_;
  const char* method_;
  double start_seconds_;
};

}  // namespace referee

#endif  // REFEREE_SERVER_METRICS_H_

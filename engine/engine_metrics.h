// What the engine reports as it scores (DESIGN §7). The engine holds no
// metrics library: server/metrics.h's ServerMetrics implements this and
// exports the Prometheus series; `referee score --local` passes none.
// Calls come once per batch (a term's tally, the batch's errors), never per
// rollout, from pool threads at once: implementations are thread-safe.
#ifndef REFEREE_ENGINE_ENGINE_METRICS_H_
#define REFEREE_ENGINE_ENGINE_METRICS_H_

#include <vector>

#include "absl/strings/string_view.h"

namespace referee {

class EngineMetrics {
 public:
  virtual ~EngineMetrics() = default;

  // What one verifier term did over one batch.
  struct TermTally {
    double rollouts = 0;
    double correct = 0;
    double parse_failures = 0;
    std::vector<double> reward_buckets;  // Non-cumulative, +Inf last.
    double reward_sum = 0;
  };
  // Upper bounds of the `referee_reward` buckets.
  static const std::vector<double>& reward_bucket_bounds();
  // An empty tally sized for reward_bucket_bounds().
  static TermTally NewTermTally();

  // A term's counts under {verifier, task}.
  virtual void RecordTerm(absl::string_view verifier, absl::string_view task,
                          const TermTally& tally) = 0;
  // Parse failures and budget hits of a verifier run in one mode
  // (Verifier::MetricMode, e.g. math_equiv's extraction).
  virtual void RecordMode(absl::string_view verifier, absl::string_view mode,
                          double parse_failures, double budget_exceeded) = 0;
  virtual void RecordErrors(absl::string_view code, double count) = 0;
  virtual void RecordGroups(double groups, double uniform) = 0;
  virtual void RecordNoveltyBonuses(const std::vector<double>& bonuses) = 0;
  virtual void RecordBatchSize(double rollouts) = 0;
  // `count` problems of `environment` were generated.
  virtual void RecordGenerated(absl::string_view environment, double count) = 0;
  // Step (DESIGN §11): one episode of `environment` played one more turn;
  // `done` if it ended, with its return. A no-op unless overridden.
  virtual void RecordStep(absl::string_view environment, bool done, double episode_return) {}
};

}  // namespace referee

#endif  // REFEREE_ENGINE_ENGINE_METRICS_H_

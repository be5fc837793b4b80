#include "engine/engine_metrics.h"

namespace referee {

const std::vector<double>& EngineMetrics::reward_bucket_bounds() {
  static const auto* const kBuckets = new std::vector<double>{
      -1, -0.5, 0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 1.5, 2};
  return *kBuckets;
}

EngineMetrics::TermTally EngineMetrics::NewTermTally() {
  TermTally tally;
  tally.reward_buckets.assign(reward_bucket_bounds().size() + 1, 0);
  return tally;
}

}  // namespace referee

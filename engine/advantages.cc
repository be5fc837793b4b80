#include "engine/advantages.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace referee {

using referee::v1::Advantage;

void GroupAdvantages(Advantage::Kind kind, double epsilon,
                     absl::Span<const double> rewards,
                     absl::Span<double> advantages) {
  const size_t g = rewards.size();
  std::fill(advantages.begin(), advantages.end(), 0.0);
  if (g < 2 || kind == Advantage::NONE) return;
  const double sum = std::accumulate(rewards.begin(), rewards.end(), 0.0);
  const double mean = sum / g;
  switch (kind) {
    case Advantage::GRPO: {
      double squared_deviations = 0;
      for (double r : rewards) squared_deviations += (r - mean) * (r - mean);
      const double std = std::sqrt(squared_deviations / (g - 1));
      const double eps = epsilon == 0 ? 1e-6 : epsilon;
      for (size_t i = 0; i < g; ++i) advantages[i] = (rewards[i] - mean) / (std + eps);
      return;
    }
    case Advantage::DR_GRPO:
      for (size_t i = 0; i < g; ++i) advantages[i] = rewards[i] - mean;
      return;
    case Advantage::RLOO:
      for (size_t i = 0; i < g; ++i) {
        advantages[i] = rewards[i] - (sum - rewards[i]) / (g - 1);
      }
      return;
    case Advantage::RANK: {
      std::vector<size_t> order(g);
      std::iota(order.begin(), order.end(), 0);
      std::stable_sort(order.begin(), order.end(),
                       [&](size_t a, size_t b) { return rewards[a] > rewards[b]; });
      // Ranks k = 1..G; a run of equal rewards shares its targets' mean.
      for (size_t start = 0; start < g;) {
        // The run always holds `start` itself, so the loop advances even on
        // values that equal nothing (NaN is rejected upstream anyway).
        size_t end = start + 1;
        double target_sum = 1.0 - 2.0 * static_cast<double>(start) / (g - 1);
        while (end < g && rewards[order[end]] == rewards[order[start]]) {
          target_sum += 1.0 - 2.0 * static_cast<double>(end) / (g - 1);
          ++end;
        }
        const double shared = target_sum / static_cast<double>(end - start);
        for (size_t k = start; k < end; ++k) advantages[order[k]] = shared;
        start = end;
      }
      return;
    }
    default:
      return;
  }
}

}  // namespace referee

// Single-machine total weighted tardiness (seed 003 App. C.2), shared by
// `weighted_tardiness` (our own ladder) and `machine_scheduling` (C.2's
// Table 6): the cost of an order, the exact optimum of the jobs left after
// a prefix, and the greedy orders used past a completion budget.
//
// `Jobs` is any instance with three equally long std::vector<int64_t>
// members: `processing` (p_j >= 1), `due` (d_j) and `weights` (w_j >= 1).
// One machine, no preemption, no idle time: a job run after jobs of total
// processing time T completes at C_j = T + p_j and costs
// w_j * max(0, C_j - d_j).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_TARDINESS_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_TARDINESS_H_

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

namespace referee {
namespace environments {

// The most jobs OptimalTardinessOrder takes (its subsets are bit masks of
// a uint32_t and its backpointers bytes).
inline constexpr size_t kMaxTardinessDpJobs = 20;

// The total weighted tardiness of the jobs `order` run from time `start`.
template <typename Jobs>
int64_t TotalWeightedTardiness(const Jobs& x, const std::vector<int64_t>& order, int64_t start) {
  int64_t time = start, cost = 0;
  for (const int64_t job : order) {
    const size_t j = static_cast<size_t>(job);
    time += x.processing[j];
    cost += x.weights[j] * std::max<int64_t>(0, time - x.due[j]);
  }
  return cost;
}

// Transitions of OptimalTardinessOrder over k jobs: each subset times each
// job in it, k * 2^(k-1).
inline int64_t TardinessDpSteps(size_t k) {
  return k == 0 ? 0 : static_cast<int64_t>(k) << (k - 1);
}

// An optimal order of `jobs` (distinct, at most kMaxTardinessDpJobs) run
// from time `start`: a dynamic programme over subsets. Whatever order a
// subset runs in first, its jobs end at start plus their total processing
// time, so the cheapest way to run each subset first is its cheapest last
// job added to the cheapest way to run the rest of it. Among equally cheap
// last jobs the one listed first in `jobs` wins, so the order returned is
// a deterministic function of (x, jobs, start).
template <typename Jobs>
std::vector<int64_t> OptimalTardinessOrder(const Jobs& x, const std::vector<int64_t>& jobs,
                                           int64_t start) {
  const size_t k = jobs.size();
  const uint32_t subsets = uint32_t{1} << k;
  std::vector<int64_t> processing(k), due(k), weight(k);
  for (size_t i = 0; i < k; ++i) {
    const size_t j = static_cast<size_t>(jobs[i]);
    processing[i] = x.processing[j];
    due[i] = x.due[j];
    weight[i] = x.weights[j];
  }
  std::vector<int64_t> cost(subsets), end(subsets);
  std::vector<uint8_t> last(subsets, 0);
  cost[0] = 0;
  end[0] = start;
  for (uint32_t mask = 1; mask < subsets; ++mask) {
    const int low = __builtin_ctz(mask);
    end[mask] = end[mask & (mask - 1)] + processing[static_cast<size_t>(low)];
    const int64_t time = end[mask];
    int64_t best = std::numeric_limits<int64_t>::max();
    uint8_t best_last = 0;
    for (uint32_t rest = mask; rest != 0; rest &= rest - 1) {
      const int i = __builtin_ctz(rest);
      const size_t at = static_cast<size_t>(i);
      const int64_t c =
          cost[mask ^ (uint32_t{1} << i)] + weight[at] * std::max<int64_t>(0, time - due[at]);
      if (c < best) {
        best = c;
        best_last = static_cast<uint8_t>(i);
      }
    }
    cost[mask] = best;
    last[mask] = best_last;
  }
  std::vector<int64_t> order(k);
  uint32_t mask = subsets - 1;
  for (size_t at = k; at-- > 0;) {
    order[at] = jobs[last[mask]];
    mask ^= uint32_t{1} << last[mask];
  }
  return order;
}

// The cost of the better of two real orders of `jobs` from `start`, in
// O(k log k): earliest due date first and weighted shortest processing
// time first (w_a * p_b > w_b * p_a), ties to the smaller job number. What
// a completion search returns past its budget: never below the optimum.
template <typename Jobs>
int64_t GreedyTardiness(const Jobs& x, std::vector<int64_t> jobs, int64_t start) {
  std::vector<int64_t> edd = jobs;
  std::sort(edd.begin(), edd.end(), [&x](int64_t a, int64_t b) {
    const int64_t da = x.due[static_cast<size_t>(a)];
    const int64_t db = x.due[static_cast<size_t>(b)];
    return da != db ? da < db : a < b;
  });
  std::sort(jobs.begin(), jobs.end(), [&x](int64_t a, int64_t b) {
    const size_t i = static_cast<size_t>(a), j = static_cast<size_t>(b);
    const int64_t lhs = x.weights[i] * x.processing[j];
    const int64_t rhs = x.weights[j] * x.processing[i];
    return lhs != rhs ? lhs > rhs : a < b;
  });
  return std::min(TotalWeightedTardiness(x, edd, start), TotalWeightedTardiness(x, jobs, start));
}

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_TARDINESS_H_

// 0/1 knapsack items shared by optimization/knapsack (the selection as one
// answer) and games/knapsack_builder (one item per turn): VAST's generator
// and the exact dynamic program. The generator draws its random numbers in
// one fixed order, which the golden prompt hashes of both environments pin.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_KNAPSACK_ITEMS_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_KNAPSACK_ITEMS_H_

#include <cstdint>
#include <vector>

#include "verifiers/environments/random.h"

namespace referee {
namespace environments {

struct KnapsackItems {
  std::vector<int64_t> weights, values;
  int64_t capacity = 0;
};

// Level d of VAST's knapsack: N = d + 3 items, weights uniform in
// 1..10+d, values N distinct numbers from 1..4N+10, capacity a uniform
// 30%..70% of the total weight (at least the heaviest item). Draws: the N
// weights, a shuffle of 1..4N+10, then Uniform(3, 7).
KnapsackItems RandomKnapsackItems(int difficulty, tasks::Rng& rng);

// An optimal selection among `items` (indices into weights and values)
// within `capacity`, sorted: dynamic programming over capacities, an item
// taken only where it strictly improves, traced back from the last item.
// Time and memory O(items · (capacity + 1)): callers bound both.
std::vector<int64_t> OptimalKnapsackSelection(const std::vector<int64_t>& weights,
                                              const std::vector<int64_t>& values,
                                              const std::vector<int64_t>& items,
                                              int64_t capacity);

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_KNAPSACK_ITEMS_H_

#include "verifiers/environments/knapsack_items.h"

#include <algorithm>
#include <numeric>

namespace referee {
namespace environments {

KnapsackItems RandomKnapsackItems(int difficulty, tasks::Rng& rng) {
  const int64_t n = difficulty + 3;
  KnapsackItems items;
  int64_t total = 0, heaviest = 0;
  for (int64_t i = 0; i < n; ++i) {
    items.weights.push_back(rng.Uniform(1, 10 + difficulty));
    total += items.weights.back();
    heaviest = std::max(heaviest, items.weights.back());
  }
  std::vector<int64_t> pool(static_cast<size_t>(4 * n + 10));
  std::iota(pool.begin(), pool.end(), int64_t{1});
  rng.Shuffle(pool);
  items.values.assign(pool.begin(), pool.begin() + n);
  items.capacity = std::max(heaviest, total * rng.Uniform(3, 7) / 10);
  return items;
}

std::vector<int64_t> OptimalKnapsackSelection(const std::vector<int64_t>& weights,
                                              const std::vector<int64_t>& values,
                                              const std::vector<int64_t>& items,
                                              int64_t capacity) {
  const size_t width = static_cast<size_t>(capacity) + 1;
  std::vector<int64_t> best(width, 0);
  std::vector<uint8_t> took(items.size() * width, 0);  // The choice table.
  for (size_t k = 0; k < items.size(); ++k) {
    const size_t i = static_cast<size_t>(items[k]);
    const int64_t w = weights[i], v = values[i];
    for (int64_t c = capacity; c >= w; --c) {
      const size_t at = static_cast<size_t>(c);
      if (best[at - static_cast<size_t>(w)] + v > best[at]) {
        best[at] = best[at - static_cast<size_t>(w)] + v;
        took[k * width + at] = 1;
      }
    }
  }
  std::vector<int64_t> chosen;
  size_t c = static_cast<size_t>(capacity);
  for (size_t k = items.size(); k-- > 0;) {
    if (took[k * width + c]) {
      chosen.push_back(items[k]);
      c -= static_cast<size_t>(weights[static_cast<size_t>(items[k])]);
    }
  }
  std::sort(chosen.begin(), chosen.end());
  return chosen;
}

}  // namespace environments
}  // namespace referee

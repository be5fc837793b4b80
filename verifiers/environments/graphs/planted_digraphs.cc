#include "verifiers/environments/graphs/planted_digraphs.h"

namespace referee {
namespace environments {

int64_t PlantedEdgeCount(int64_t n, tasks::Rng& rng) {
  const int64_t pairs = n * (n - 1);
  std::vector<int64_t> densities;
  for (int64_t p = 5; p <= 95; p += 10) {
    if (p * pairs / 100 >= n) densities.push_back(p);
  }
  const int64_t density = densities[static_cast<size_t>(
      rng.Uniform(0, static_cast<int64_t>(densities.size()) - 1))];
  return density * pairs / 100;
}

std::vector<int64_t> ShuffledFreePairs(int64_t n, const std::vector<bool>& taken,
                                       tasks::Rng& rng) {
  std::vector<int64_t> free;
  for (int64_t s = 0; s < n; ++s) {
    for (int64_t t = 0; t < n; ++t) {
      if (s != t && !taken[static_cast<size_t>(s * n + t)]) free.push_back(s * n + t);
    }
  }
  rng.Shuffle(free);
  return free;
}

}  // namespace environments
}  // namespace referee

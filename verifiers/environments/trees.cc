#include "verifiers/environments/trees.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <optional>
#include <vector>

#include "verifiers/environments/random.h"

namespace referee {
namespace environments {

std::vector<std::vector<int64_t>> RandomTreeEdges(int64_t n, int64_t first,
                                                  tasks::Rng& rng) {
  std::vector<int64_t> order(static_cast<size_t>(n));
  std::iota(order.begin(), order.end(), first);
  rng.Shuffle(order);
  std::vector<std::vector<int64_t>> edges;
  for (size_t i = 1; i < order.size(); ++i) {
    const int64_t u = order[i];
    const int64_t v =
        order[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(i) - 1))];
    edges.push_back({std::min(u, v), std::max(u, v)});
  }
  return edges;
}

std::vector<std::vector<int64_t>> RandomEdgeSubset(int64_t n, int64_t m,
                                                   tasks::Rng& rng) {
  std::vector<std::vector<int64_t>> pairs;
  for (int64_t u = 0; u < n; ++u) {
    for (int64_t v = u + 1; v < n; ++v) pairs.push_back({u, v});
  }
  rng.Shuffle(pairs);
  pairs.resize(static_cast<size_t>(m));
  return pairs;
}

std::optional<std::vector<std::vector<int64_t>>> TreeAdjacency(
    int64_t n, const std::vector<std::vector<int64_t>>& edges, int64_t first) {
  if (static_cast<int64_t>(edges.size()) != n - 1) return std::nullopt;
  const size_t size = static_cast<size_t>(first + n);
  // Union-find with path halving: an edge inside one component is a cycle.
  std::vector<int64_t> root(size);
  std::iota(root.begin(), root.end(), 0);
  auto find = [&root](int64_t v) {
    while (root[static_cast<size_t>(v)] != v) {
      v = root[static_cast<size_t>(v)] =
          root[static_cast<size_t>(root[static_cast<size_t>(v)])];
    }
    return v;
  };
  std::vector<std::vector<int64_t>> adjacent(size);
  for (const std::vector<int64_t>& e : edges) {
    if (e.size() != 2) return std::nullopt;
    for (const int64_t v : e) {
      if (v < first || v >= first + n) return std::nullopt;
    }
    const int64_t a = find(e[0]), b = find(e[1]);
    if (a == b) return std::nullopt;
    root[static_cast<size_t>(a)] = b;
    adjacent[static_cast<size_t>(e[0])].push_back(e[1]);
    adjacent[static_cast<size_t>(e[1])].push_back(e[0]);
  }
  // n - 1 edges and no cycle: connected, hence a tree.
  return adjacent;
}

}  // namespace environments
}  // namespace referee

// Random labelled trees and tree edge lists, shared by the tree environments
// of graphs/ and probability/, and the random edge subset that the dense
// graph environments draw. The generator draws its random numbers in
// one fixed order, which the golden prompt hashes pin: an environment uses
// it only if its own draws were exactly these, in this order.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_TREES_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_TREES_H_

#include <cstdint>
#include <optional>
#include <vector>

#include "verifiers/environments/random.h"

namespace referee {
namespace environments {

// A random tree on the n labels first, first + 1, ..., first + n - 1, as
// RLVE-Gym draws one: shuffle the labels, then join each label after the
// first in that order to a uniformly chosen earlier one. Returns the n - 1
// edges as {min, max} rows in the order drawn (callers that show them
// shuffled shuffle them themselves). Draws: one shuffle of n labels, then
// Uniform(0, i - 1) for i = 1..n-1.
std::vector<std::vector<int64_t>> RandomTreeEdges(int64_t n, int64_t first,
                                                  tasks::Rng& rng);

// m distinct pairs {u, v}, u < v < n, chosen uniformly: every pair of
// 0..n-1 listed in lexicographic order, shuffled once, the first m kept
// (0 <= m <= n (n - 1) / 2). Draws: one shuffle of n (n - 1) / 2 pairs.
std::vector<std::vector<int64_t>> RandomEdgeSubset(int64_t n, int64_t m,
                                                   tasks::Rng& rng);

// The adjacency lists of the tree formed by `edges` on the labels
// first..first + n - 1, indexed by label (entries below `first` stay empty),
// each list in edge order; nullopt unless there are exactly n - 1 edges,
// every label is in range, and no edge closes a cycle (a self-loop, a repeat
// or a longer cycle) — which together make the edges a spanning tree.
std::optional<std::vector<std::vector<int64_t>>> TreeAdjacency(
    int64_t n, const std::vector<std::vector<int64_t>>& edges, int64_t first);

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_TREES_H_

// What the generators of RLVE-Gym's planted-path digraphs share
// (hamiltonian_path, shortest_covering_walk): a hidden path through every
// vertex, then other ordered pairs up to an edge density. Each draws from
// the member's Rng in the order its generator documents, so ids keep
// naming the same problems.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_PLANTED_DIGRAPHS_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_PLANTED_DIGRAPHS_H_

#include <cstdint>
#include <vector>

#include "verifiers/environments/random.h"

namespace referee {
namespace environments {

// The edge count floor(p·n(n-1)/100) for a density p (percent) drawn
// uniformly among RLVE's 5, 15, ..., 95 that give at least n edges (RLVE's
// parameter controllers drop sparser ones); integer percents, so the count
// is exact on every platform. One draw.
int64_t PlantedEdgeCount(int64_t n, tasks::Rng& rng);

// The ordered pairs s != t of 0..n-1 not yet `taken` ([s * n + t]), as
// s * n + t, shuffled: a uniform subset is any prefix, without rejection
// sampling. One shuffle.
std::vector<int64_t> ShuffledFreePairs(int64_t n, const std::vector<bool>& taken,
                                       tasks::Rng& rng);

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_PLANTED_DIGRAPHS_H_

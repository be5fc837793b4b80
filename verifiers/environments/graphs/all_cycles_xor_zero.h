// CheckAllCycleXorZero (RLVE-Gym "CheckAllCycleXorZero", after Luogu
// P3907): an undirected graph on the vertices 1..N, each edge with a
// weight; does every cycle have edge weights whose XOR is 0? (YES or NO.)
// That holds iff there are potentials p with p[u] XOR p[v] = w for every
// edge (u, v, w): the reference fixes p along a spanning forest (breadth
// first from each component's least vertex, p = 0 there) and checks every
// edge against it.
//
// Level d (RLVE's controller after d updates): N = 4, then floor(1.1 N) + 1
// per level (4, 5, ..., 10, 12, 14 at d = 8); an edge ratio r uniform among
// 1.0, 1.1, ..., 3.0 with floor(r·N) <= N(N-1)/2, and M = floor(r·N) edges
// (computed in tenths, exact on every build; RLVE's doubles give one edge
// fewer at N = 45, r = 1.4 and 2.8, and N = 50, r = 2.3). As RLVE draws it:
// W = 2^(bit length of N(N-1)/2) - 1; a random spanning tree (the
// vertices shuffled, each after the first joined to a uniform earlier one
// by an edge of weight uniform in 0..W, which fixes its potential); YES or
// NO at even odds; then M - (N - 1) uniform distinct other pairs, each
// weighted by the XOR of its ends' potentials (YES: every cycle is 0) or
// uniform in 0..W (NO: the answer is NO unless every draw happens to
// match); the edges are shown as (min, max, w) in random order. Levels
// 0..33 (N = 205 at the top: at most 615 edges, a 10 KB prompt; the
// generator lists all N(N-1)/2 pairs, 20910 at the top; RLVE's controller
// has no top).
// Instance: {"n": int (2..205), "edges": [[u, v], ...] (1..n(n-1)/2 rows,
// 1 <= u, v <= n, u != v, no pair twice in either orientation), "weights":
// [one int per edge, 0..2^30]}; the answer is derived.
// Answer: the final <answer> (else \boxed{}) content, surrounding
// whitespace removed: exactly YES or NO (upper case, as RLVE).
// Verifier `all_cycles_xor_zero` (RLVE's ladder, range [-1, 1]): -1 if
// there is no final answer; -0.5 if it is neither YES nor NO (an empty
// answer included: RLVE's invalid_answer); 1 (correct) for the right one;
// else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_ALL_CYCLES_XOR_ZERO_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_ALL_CYCLES_XOR_ZERO_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterAllCyclesXorZeroEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_ALL_CYCLES_XOR_ZERO_H_

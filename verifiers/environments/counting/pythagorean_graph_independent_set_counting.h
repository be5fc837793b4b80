// PythagoreanGraph_IndependentSetCounting (RLVE-Gym
// "PythagoreanGraph_IndependentSetCounting"): vertices 0..N-1 carry
// positive integers H[i]; i and j are adjacent when H[i]^2 + H[j]^2 is a
// perfect square and gcd(H[i], H[j]) = 1. Count the non-empty independent
// sets, modulo MOD.
//
// Level d (RLVE's controller after d updates): N = 3, then
// floor(1.1 N) + 1 per level (3, 4, 5, ..., 10, 12 at d = 8); MOD uniform
// in 2..10^6, then H uniform in 1..2N per entry, redrawn until the graph
// has an edge (after 1000 draws the last is kept). Levels 0..70 (N = 6504:
// the prompt is linear in N).
// Deviation: RLVE redraws while the count plus one equals 2^N modulo MOD
// (meaning "no edge", but for a small even MOD nearly every draw
// qualifies and its loop need not end); here the test is the edge itself.
// Instance: {"h": [1..7000 ints in 1..50000], "mod": 2..10^9}. The count is
// derived: equal values are never adjacent (2h^2 is not a square), so the
// graph is the one on the distinct values (the legs x = b^2 - a^2,
// y = 2ab of the primitive Pythagorean triples) with each value v standing
// for its k_v copies, 2^k_v - 1 ways to take some. On values up to 94394
// that graph is a forest (the first cycle closes at 94395; checked by
// Finish all the same), so a tree DP per component (taken, not taken),
// multiplied over components, minus the empty set.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `pythagorean_graph_independent_set_counting` (RLVE's ladder): -1
// unparseable, -0.5 outside [0, MOD), 1 for the count mod MOD, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_PYTHAGOREAN_GRAPH_INDEPENDENT_SET_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_PYTHAGOREAN_GRAPH_INDEPENDENT_SET_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterPythagoreanGraphIndependentSetCountingEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_PYTHAGOREAN_GRAPH_INDEPENDENT_SET_COUNTING_H_

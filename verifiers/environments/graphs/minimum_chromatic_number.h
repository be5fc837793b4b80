// MinimumChromaticNumber (RLVE-Gym): an undirected graph on the vertices
// 0..N-1; colour the vertices, the two ends of every edge differently,
// with as few colours as possible.
//
// Level d (RLVE's controller after d updates): N = 5 + d (13 at d = 8);
// levels 0..13 (N = 18 at the top: the chromatic number is NP-hard and
// RLVE's reference is an exhaustive branch-and-bound search, as ours is,
// so the top keeps it to milliseconds; RLVE's controller has no top). As
// RLVE draws it: an edge density p uniform among 2%, 5%, 15%, 25%, ...,
// 95% with floor(p N(N-1)/200) > 0; that many uniform distinct pairs as
// the edges, shown as (min, max) in random order.
// Instance: {"n": int (2..18), "edges": [[u, v], ...] (a simple graph on
// 0..n-1)}; the chromatic number and an optimal colouring are derived.
// Answer: the final <answer> (else \boxed{}) content as c_0 c_1 ... c_{N-1},
// whitespace-separated integers (any integers are colours, as RLVE reads
// them with int()).
// Verifier `minimum_chromatic_number` (RLVE's "(gold/answer)^beta" ladder,
// range [-1, 1]): -1 if unparseable (no final answer or a token that is
// not an integer: RLVE's wrong_format); -0.5 if there are not exactly N
// colours or an edge's ends share a colour (RLVE's invalid_solution); else
// (chromatic number / colours used)^beta, beta = 5. Full credit (correct)
// only for an optimal colouring; any one earns it.
// Deviation: a colour token past 64 bits (and -2^63 itself) makes the
// answer invalid (-0.5): such tokens are read as one value, so two
// different huge colours could not be told apart; RLVE would accept them.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MINIMUM_CHROMATIC_NUMBER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MINIMUM_CHROMATIC_NUMBER_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMinimumChromaticNumberEnvironment(Catalog& catalog,
                                                       const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_MINIMUM_CHROMATIC_NUMBER_H_

// PrimeGraph_MinimumChromaticNumber (RLVE-Gym): the graph on the vertices
// 1..N in which u and v are adjacent iff |u - v| is a prime; colour it
// properly with as few colours as possible.
//
// The chromatic number is 2 for N = 3, 4, 3 for N = 5, 6 and 4 for N >= 7
// (RLVE's gold: 1..7 hold the odd cycle 1-3-5-2-4-1 and more, and
// c(i) = i mod 4 is proper for every N: an odd prime changes the parity,
// 2 changes i mod 4).
//
// Level d (RLVE's controller after d updates): MAX_N = 6, then
// floor(1.5 MAX_N) per level (6, 9, 13, 19, 28, 42, 63, 94, 141 at d = 8);
// N uniform in 3..MAX_N. Levels 0..10 (MAX_N = 316 at the top; RLVE's
// controller has no top): the answer holds N colours and checking it
// compares every pair at a prime distance, about N^2 / ln N pairs (some
// 20,000 at N = 316), so the top keeps scoring a few tens of microseconds.
// Instance: {"n": int (3..316)}; the chromatic number is derived.
// Answer: the final <answer> (else \boxed{}) content as c_1 c_2 ... c_N,
// whitespace-separated integers (any integers are colours, as RLVE reads
// them with int()).
// Verifier `prime_distance_coloring` (RLVE's "(gold/answer)^beta" ladder,
// range [-1, 1]): -1 if unparseable (no final answer or a token that is
// not an integer: RLVE's wrong_format); -0.5 if there are not exactly N
// colours or two vertices at a prime distance share a colour (RLVE's
// invalid_solution); else (chromatic number / colours used)^beta, beta = 5.
// Full credit (correct) only for an optimal colouring; any one earns it.
// Deviation: a colour token past 64 bits (and -2^63 itself) makes the
// answer invalid (-0.5): such tokens are read as one value, so two
// different huge colours could not be told apart; RLVE would accept them.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_PRIME_DISTANCE_COLORING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_PRIME_DISTANCE_COLORING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterPrimeDistanceColoringEnvironment(Catalog& catalog,
                                                      const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_PRIME_DISTANCE_COLORING_H_

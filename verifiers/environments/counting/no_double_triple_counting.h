// NoDoubleTripleCounting (RLVE-Gym "NoDoubleTripleCounting"): count the
// subsets S of {1, ..., N} such that x in S puts neither 2x nor 3x in S
// (the empty set included).
//
// Level d (RLVE's controller after d updates): MAX_N = 10, then
// floor(1.5 MAX_N) per level (10, 15, 22, 33, 49, 73, 109, 163, 244 at
// d = 8, ...); N uniform in 3..MAX_N.
// Levels 0..12 (MAX_N = 1234; the count then has up to 285 digits, exact in
// big integers as RLVE's Python integers; RLVE's controller has no top).
// The count: the conflicts x - 2x and x - 3x split 1..N into components,
// one per r coprime to 6, holding the r 2^a 3^b <= N laid out as a grid
// (row a, column b), where the conflicts are the grid's neighbours; the
// count is the product over the components of their independent sets,
// counted row by row over masks of the row with no two neighbours
// (a component's count is below 2^27 for N <= 1234).
// Instance: {"n": 3..1234}.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `no_double_triple_counting` (RLVE's "(min/max)^beta" ladder with its
// `<= 0` check, beta = 10, param `beta`): -1 unparseable or <= 0, 1 for the
// exact count, else (min(answer, count) / max(answer, count))^beta.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_NO_DOUBLE_TRIPLE_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_NO_DOUBLE_TRIPLE_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterNoDoubleTripleCountingEnvironment(Catalog& catalog,
                                                       const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_NO_DOUBLE_TRIPLE_COUNTING_H_

// SetSplitting (RLVE-Gym "SetSplitting"), hypergraph 2-colouring: split
// S = {0, ..., N-1} into S1 and S2 = S \ S1 so that each of M given subsets
// of S meets both S1 and S2.
//
// Level d (RLVE's controller after d updates): N = 3 + d (11 at level 8);
// M = floor(N t / 10) with t uniform in 10..30 (RLVE's multipliers 1.0,
// 1.1, ..., 3.0 drawn uniformly; in exact tenths this floor equals RLVE's
// double int(multiplier * N) for every N up to 44, and first differs at
// N = 45, int(1.4 * 45) = 62); a hidden S1 of k elements (k uniform in
// 1..N-1, a uniform k-sample of S) and S2 the rest; each subset is a
// uniform sample of 1..|S1| elements of S1 (size uniform) plus one of
// 1..|S2| elements of S2, shuffled. Levels 0..41 (N = 44, M <= 132).
// Instance: {"n": 2..100, "sizes": [1..300 ints in 1..n] (the subsets'
// sizes, M in all), "elements": [sum(sizes) ints in 0..n-1] (the subsets
// one after another, at most 30000; no element twice in one subset),
// "s1": [ints in 0..n-1] (optional: a valid S1, distinct elements, checked
// to split every subset; generated instances carry the hidden one and the
// reference answer prints it)}. Without "s1" splittability is not checked
// (it is NP-complete) and the reference output is empty. The instance
// reader has no list of lists of varying length, hence sizes plus elements.
// Answer: the final <answer> (else \boxed{}) content as the elements of S1,
// whitespace-separated, in any order (an empty S1 is allowed). Verifier
// `set_splitting` (RLVE's "(satisfied/all)^beta", range [-1, 1]): -1 if
// unparseable (no final answer, a token that is not an integer); -0.5 if
// an element is outside 0..N-1 or listed twice; else (subsets meeting both
// S1 and S2 / M)^beta, beta = 10 (param `beta`). Any valid split is
// correct, not only the stored one.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SET_SPLITTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SET_SPLITTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSetSplittingEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SET_SPLITTING_H_

// SetCover (RLVE-Gym "SetCover"), exact cover: given N items 0..N-1 and M
// non-empty subsets of them, select sets so that every item lies in
// exactly one selected set.
//
// Level d (RLVE's controller after d updates): N = 3 + d (11 at level 8);
// M0 uniform in 3..2N and C uniform in 2..M0-1; C planted sets, each item
// put into one of them (uniform); M0 - C extra sets, each with a
// probability p = q / 1000 (q uniform in 0..999; RLVE draws a double in
// [0, 1)) and each item in it with probability p; empty sets dropped and
// the rest shuffled (M <= M0). The planted sets are an exact cover.
// Levels 0..97 (N = 100, M <= 200, at most 20000 listed elements).
// Instance: {"n": 1..200, "sizes": [1..400 ints in 1..n] (the sets'
// sizes, M in all), "elements": [sum(sizes) ints in 0..n-1] (the sets one
// after another, at most 40000; no item twice in one set), "cover":
// [ints in 0..M-1] (optional: an exact cover, distinct indices, checked;
// generated instances carry the planted one and the reference prints
// it)}. Without "cover" nothing promises a cover (exact cover is
// NP-complete) and the reference output is empty.
// Answer: the final <answer> (else \boxed{}) content as set indices,
// whitespace-separated, any order; a repeated index counts once (RLVE
// takes the set of them). Verifier `set_cover` (RLVE's
// "(covered/all)^beta", range [-1, 1]): -1 if unparseable (no final
// answer, a token that is not an integer); -0.5 if an index is outside
// 0..M-1 or two selected sets share an item; else (items covered / N)^beta,
// beta = 10 (param `beta`). Any exact cover is correct, not only the
// stored one.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SET_COVER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SET_COVER_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSetCoverEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_SET_COVER_H_

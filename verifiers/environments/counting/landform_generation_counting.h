// LandformGenerationCounting (RLVE-Gym "LandformGenerationCounting"): N
// items with heights H[i] and limits C[i]; an arrangement of all of them
// in a row is allowed when every item i has fewer than C[i] strictly
// taller items before it. Count the distinct height sequences that allowed
// arrangements produce, modulo MOD.
//
// Level d (RLVE's controller after d updates): N = 3, then
// floor(1.1 N) + 1 per level (3, 4, 5, ..., 10, 12 at d = 8); heights
// uniform in 1..N, then item i's limit uniform in g_i + 1..G_i + 1 (g_i:
// the taller items before it, G_i: all taller items, so the drawn order
// is allowed), the items shuffled, MOD uniform in 2..10^9. Levels 0..60
// (N = 2504: the prompt is linear in N, the reference up to quadratic).
// Instance: {"h": [1..3000 ints in 1..10^9], "c": [as many ints in 1..N],
// "mod": 2..10^9} (N = the length of h). The count is derived: by height,
// tallest first; the items of one height, taking P = (taller items) + 1
// gaps among the taller ones, give distinct sequences as the multisets of
// gaps they occupy, and a multiset is allowed iff its gaps sorted,
// g_1 <= ... <= g_k, satisfy g_t <= min(P, c_t) for the limits sorted
// ascending; the count is the product over heights of those non-decreasing
// sequences (a prefix-sum DP, O(k P) per height).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `landform_generation_counting` (RLVE's ladder): -1 unparseable, -0.5
// outside [0, MOD), 1 for the count mod MOD, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_LANDFORM_GENERATION_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_LANDFORM_GENERATION_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterLandformGenerationCountingEnvironment(Catalog& catalog,
                                                           const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_LANDFORM_GENERATION_COUNTING_H_

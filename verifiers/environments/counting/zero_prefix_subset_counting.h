// ZeroPrefixSubsetCounting (RLVE-Gym "ZeroPrefixSubsetCounting"): given N
// distinct strings over {a, b}, count the non-empty subsets in which no
// string is a prefix of another.
//
// Level d (RLVE's controller after d updates): N = d + 3. RLVE's generator,
// repeated until the N strings are distinct: a share p uniform in
// [0.1, 0.9], M = N - floor(N p) strings with no repeat among them (each of
// length uniform in 2..N, letters uniform), then N - M prefixes (a string
// uniform among the M, a length uniform in 1..its length - 1), shuffled.
// p is drawn in integers, as u / 10^6 with u uniform in 100000..899999 (RLVE
// draws a float; floor(N p) has the same law but for steps of 10^-6).
// Levels 0..97 (N = 100: a prompt of up to about 5,000 letters; the count
// is below 2^100 and exact, in big integers, as RLVE's Python integers).
// The count: the strings form a forest under "is the longest proper prefix
// in the set of"; the subsets of a tree with no string a prefix of another
// number T(s) = 1 + prod over s's children c of T(c) (s alone, or any such
// subsets of the children's trees together, including none), so the answer
// is prod over the roots of T(r), minus 1 for the empty subset.
// Instance: {"lengths": [1..100 ints in 1..100], "letters": [0/1 ints, as
// many as the lengths add up to]}: the strings one after another, a = 0,
// b = 1; they must be distinct.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `zero_prefix_subset_counting` (RLVE's "(min/max)^beta" ladder, beta = 10,
// param `beta`): -1 unparseable or negative, 1 for the exact count, else
// (min(answer, count) / max(answer, count))^beta.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_ZERO_PREFIX_SUBSET_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_ZERO_PREFIX_SUBSET_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterZeroPrefixSubsetCountingEnvironment(Catalog& catalog,
                                                         const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_ZERO_PREFIX_SUBSET_COUNTING_H_

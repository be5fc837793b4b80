// TwoSet_AllCoprime_Counting (RLVE-Gym "TwoSet_AllCoprime_Counting", after
// Luogu P2150, NOI 2015 "Sushi dinner"): given a set of distinct integers
// >= 2, count the ordered pairs (S, T) of disjoint subsets (either may be
// empty) with gcd(x, y) = 1 for every x in S and y in T.
//
// Reference: S and T may share no prime. Call a prime small when its
// square is at most the largest element: every element is a set of small
// primes times at most one large prime. A dynamic programme over the
// small primes each of S and T already uses (3^k states, k small primes)
// takes the elements without a large prime one at a time (to S if it
// meets none of T's primes, to T likewise, or to neither); the elements
// sharing a large prime q go together: all the chosen ones on one side,
// so F' = G_S + G_T - F, where G_S lets them join S only and G_T T only
// (the choice "none of them" is in both). Counts are at most 3^|A|: exact
// in unsigned 128 bits for |A| <= 80.
//
// Level d (RLVE's controller after d updates): N = 8, then int(1.1 N + 1)
// per level (RlveGrowth: 8, 9, 10, 12, 14, 16, 18, 20, 23 at d = 8); the
// set's size uniform in 2..N - 1, its elements distinct, uniform from
// 2..N, listed in the order drawn. Levels 0..19 (N = 76): the count stays
// below 3^75 < 2^119; one more level (N = 84) could pass 2^128.
// Instance: {"set": [1..80 distinct integers in 2..100]} (RLVE needs at
// least 2 elements).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `coprime_set_pair_counting` (RLVE's (min/max)^beta ladder, checking
// `<= 0`): -1 unparseable or <= 0, 1 exact, else (min(a, g) / max(a,
// g))^beta, beta = 10.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_COPRIME_SET_PAIR_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_COPRIME_SET_PAIR_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterCoprimeSetPairCountingEnvironment(Catalog& catalog,
                                                       const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_COPRIME_SET_PAIR_COUNTING_H_

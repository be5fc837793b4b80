// HalvingChainCounting (RLVE-Gym "HalvingChainCounting"; NOIP 2001
// "number counting"): count the sequences that start with N and where
// every further element is a positive integer at most half the element
// before it (N alone counts).
//
// Level d (RLVE's controller after d updates): MAX_N = 16, then
// floor(1.5 MAX_N) per level (16, 24, 36, 54, 81, 121, 181, 271, 406 at
// d = 8); N uniform in 1..MAX_N. Levels 0..25 (MAX_N = 399403; counts
// below 2^121).
// Instance: {"n": 1..400000}.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `halving_chain_counting` (RLVE's "(min/max)^beta" ladder, beta = 10,
// param `beta`): -1 unparseable or <= 0, 1 for the exact count, else
// (min(answer, count) / max(answer, count))^beta.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_HALVING_CHAIN_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_HALVING_CHAIN_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterHalvingChainCountingEnvironment(Catalog& catalog,
                                                     const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_HALVING_CHAIN_COUNTING_H_

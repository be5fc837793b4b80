// PrefixConcatenation (RLVE-Gym "PrefixConcatenation"): Concatenate(N) is
// the number written by the decimal numerals 1, 2, ..., N one after another
// (Concatenate(12) = 123456789101112); give it modulo M.
//
// Level d (RLVE's controller after d updates): MAX_N = 64·2^d (16384 at
// level 8); N uniform in 2..MAX_N, M uniform in 3..10^6 (RLVE's
// max_modulo). Levels 0..47 (MAX_N = 2^53, exact as a JSON number; RLVE's
// controller has no top).
// Instance: {"n": 1..2^53, "m": 2..2^53}.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `prefix_concatenation` (RLVE's "gold=answer", no params): -1
// unparseable, 1 for Concatenate(N) mod M (per numeral length k, the
// block of k-digit numerals as a power of a 3x3 matrix mod M: O(log N)
// matrix products per length), else 0 (answers outside [0, M) too: RLVE
// has no range check).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_PREFIX_CONCATENATION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_PREFIX_CONCATENATION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterPrefixConcatenationEnvironment(Catalog& catalog,
                                                    const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_PREFIX_CONCATENATION_H_

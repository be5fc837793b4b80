// MinimalCyclicShift (RLVE-Gym "MinimalCyclicShift"): a binary string S of
// length N; a shift moves the first character to the end; give the
// lexicographically least string reachable by shifts (the least rotation).
//
// Level d (RLVE's controller after d updates): N = 4 + d; a bias p uniform
// in {0, 2^-20, ..., 1} (RLVE: a uniform real), each character '1' with
// probability p. Levels 0..996 (N <= 1000).
// Instance: {"s": [0, 1, 0, 1, ...]} (the string as 1..20000 bits).
// Answer: the final <answer> (else \boxed{}) content, ASCII whitespace
// around it ignored, as a string. Verifier `minimal_cyclic_shift` (RLVE's
// "mean([gold=answer])^beta", beta = 10, range [-1, 1]): -1 if there is no
// answer, a character other than '0'/'1', or a length other than N (RLVE's
// wrong_format for all three); else (positions equal to the least rotation
// / N)^beta; full credit (correct) only for the least rotation itself.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_MINIMAL_CYCLIC_SHIFT_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_MINIMAL_CYCLIC_SHIFT_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMinimalCyclicShiftEnvironment(Catalog& catalog,
                                                   const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_MINIMAL_CYCLIC_SHIFT_H_

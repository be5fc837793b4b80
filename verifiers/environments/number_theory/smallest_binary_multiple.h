// SmallestBinaryMultiple (RLVE-Gym "SmallestBinaryMultiple"): the smallest
// positive integer B such that A * B has only the digits 0 and 1 in
// decimal.
//
// Level d (RLVE's controller after d updates): MAX_A = 10, then
// floor(1.1 MAX_A) + 1 per level (10, 12, 14, ..., 29 at d = 8); A uniform
// in 2..MAX_A. Levels 0..91 (MAX_A = 93861: the reference is a search over
// the A remainders; RLVE's controller has no top).
// Instance: {"a": 2..10^5}. The answer is derived: a breadth-first search
// over remainders mod A of the numbers written with 0s and 1s, shortest
// first and 0 before 1 (so in increasing order), finds the least such
// multiple M of A; B = M / A, exact at any length (B first passes 64 bits
// at A = 999, where M is 27 ones).
// Answer: one integer `[+-]?[0-9]+` of any length in <answer> (else
// \boxed{}), ASCII whitespace around it allowed. Verifier
// `smallest_binary_multiple` (RLVE's "(gold/answer)^beta" ladder, beta = 5,
// range [-1, 1]): -1 if unparseable or <= 0 (RLVE's wrong_format); -0.5 if
// A * answer has a digit other than 0 and 1 (invalid_answer, computed
// exactly); else (B / answer)^beta, correct (1) only for B itself.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_SMALLEST_BINARY_MULTIPLE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_SMALLEST_BINARY_MULTIPLE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSmallestBinaryMultipleEnvironment(Catalog& catalog,
                                                       const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_SMALLEST_BINARY_MULTIPLE_H_

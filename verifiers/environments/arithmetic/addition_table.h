// AdditionTable (RLVE-Gym "AdditionTable"): N letters stand for the N
// digits of base N in some order; from the addition table of every pair
// (each sum written in base N with the letters) recover N and each
// letter's digit.
//
// Level d (RLVE's controller after d updates): N = min(26, 3 + d), the
// letters a, b, c, ... take the digits 0..N-1 in a uniformly random order.
// Levels 0..23 (N = 26 from level 23 on, as in RLVE). The assignment is
// unique (a letter's digit is the number of two-letter sums in its row).
// Instance: {"digits": [the digit of letter a, of b, ...]: a permutation
// of 0..N-1, N in 3..26}.
// Answer: N followed by the digits of a, b, c, ... (N + 1 integers) in
// <answer> (else \boxed{}). Verifier `addition_table` (RLVE's ladder,
// "mean([gold=answer])^beta"): -1 without a final answer; -0.5 if it is not
// N + 1 integers (RLVE's invalid_answer, non-integers included); 0 if the
// base is wrong (RLVE's wrong_N); else (letters right / N)^beta, beta = 3;
// 1 and correct iff all are right.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_ADDITION_TABLE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_ADDITION_TABLE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterAdditionTableEnvironment(Catalog& catalog,
                                              const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_ADDITION_TABLE_H_

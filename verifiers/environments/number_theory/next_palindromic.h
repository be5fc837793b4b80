// NextPalindromic (RLVE-Gym "NextPalindromic"): the smallest palindromic
// number (its decimal digits read the same both ways) greater than N.
//
// Level d (RLVE's controller after d updates): D = 2, then
// floor(1.1 D) + 1 per level (2, 3, 4, ..., 10 at d = 8); N uniform in
// 1..10^D - 1 (D uniform digits, redrawn while all are 0). Levels 0..51
// (D = 962: the prompt is linear in D; RLVE's controller has no top).
// Instance: {"n": "digits"} (a string of 1..1000 digits, a positive
// integer: it outgrows JSON numbers). The answer is derived: N's left half
// mirrored onto its right half, if that exceeds N; else the left half
// (with the middle digit) plus one, mirrored; 10...01 after 9...9.
// Answer: one integer `[+-]?[0-9]+` of any length in <answer> (else
// \boxed{}), ASCII whitespace around it allowed. Verifier
// `next_palindromic` (RLVE's "(gold/answer)^beta" ladder, beta = 5, range
// [-1, 1]): -1 if unparseable; -0.5 if it is not greater than N (a
// negative answer included) or not a palindrome (RLVE's invalid_solution);
// else (least palindrome / answer)^beta, correct (1) only for the least
// one. Compared exactly as digit strings at any length.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_NEXT_PALINDROMIC_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_NEXT_PALINDROMIC_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterNextPalindromicEnvironment(Catalog& catalog,
                                                const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_NEXT_PALINDROMIC_H_

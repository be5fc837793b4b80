// PalindromicSubstringNumberCounting (RLVE-Gym
// "PalindromicSubstringNumberCounting"): count the integers in [L, R]
// whose decimal digits contain a palindromic substring of length >= 2 —
// equivalently, two equal digits side by side or one apart (any longer
// palindrome has a length-2 or length-3 palindrome at its centre).
//
// Level d (RLVE's controller after d updates): MAX_R = 20, then
// floor(1.5 MAX_R) per level (20, 30, 45, 67, 100, ..., 505 at level 8);
// R uniform in 20..MAX_R, L uniform in 1..R-1. Levels 0..83 (MAX_R <=
// 8.2e15 < 2^53).
// Instance: {"l": int, "r": int} with 1 <= l <= r <= 2^53.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `palindromic_substring_number_counting` (RLVE's "(min/max)^beta",
// beta = 10): -1 unparseable or negative, 1 for the exact count, else
// (min(answer, gold) / max(answer, gold))^10 (0 earns 0 unless the count
// is 0).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_PALINDROMIC_SUBSTRING_NUMBER_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_PALINDROMIC_SUBSTRING_NUMBER_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterPalindromicSubstringNumberCountingEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_PALINDROMIC_SUBSTRING_NUMBER_COUNTING_H_

// AntiPalindromicSubstringCounting (RLVE-Gym
// "AntiPalindromicSubstringCounting"): a binary string is anti-palindromic
// when its reverse equals its bitwise complement (so its length is even);
// count the anti-palindromic substrings of S by position.
//
// Level d (RLVE's controller after d updates): N = 3, then
// floor(1.1 N) + 1 per level (3, 4, 5, ..., 10, 12, ...). S is built as
// RLVE does: c uniform in 0..N-1 distinct cut points in 1..N-1 split
// 0..N into pieces; an even piece is a random half followed by its
// reversed complement (anti-palindromic), an odd piece is random; each
// random bit is 1 with a bias p uniform in {0, 2^-20, ..., 1} (RLVE: a
// uniform real). Levels 0..70 (N = 6504).
// Instance: {"s": [0|1, ...]}: the string as 1..20000 bits (the instance
// reader has no free-text field).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `anti_palindromic_substring_counting` (RLVE's "(min/max)^beta",
// beta = 10): -1 unparseable or negative, 1 for the exact count, else
// (min(answer, gold) / max(answer, gold))^10 (only 0 earns credit when the
// count is 0).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_ANTI_PALINDROMIC_SUBSTRING_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_ANTI_PALINDROMIC_SUBSTRING_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterAntiPalindromicSubstringCountingEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_ANTI_PALINDROMIC_SUBSTRING_COUNTING_H_

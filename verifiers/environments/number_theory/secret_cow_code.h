// SecretCowCode (RLVE-Gym "SecretCowCode", USACO 2017 "Secret Cow Code"):
// a string S of lowercase letters grows without end by the step
// F(s) = s + right_shift(s), right_shift moving the last character to the
// front; what is the K-th character (1-based) of the limit?
//
// Reference: stage j has length |S| 2^j, and position K of a stage lies in
// its first half (unchanged) or its second half, whose first character is
// the previous stage's last one and whose position p + 1 holds the
// previous stage's position p. Halving back to |S| maps K to a position of
// S in O(log K) steps (the test checks it against the string built step by
// step).
//
// Level d (RLVE's controller after d updates): MAX_N = 5, then
// floor(1.1 x) + 1 per level (5, 6, 7, 8, 9, 10, 12, 14, 16 at d = 8);
// MAX_K = 8 * 2^d (2048 at d = 8). |S| uniform in 2..MAX_N, each letter
// uniform in a..z, then K uniform in |S|+1..MAX_K. Levels 0..50 (MAX_K =
// 2^53, the largest integer a JSON instance holds exactly; MAX_N = 1165;
// RLVE's controller has no top).
// Instance: {"s": [0..25, ...] (letters a..z, 2..2000 of them), "k":
// |s|+1..2^53}. The answer is derived.
// Answer: the final <answer> (else \boxed{}) content, stripped as Python's
// str.strip() does: one letter. Verifier `secret_cow_code` (RLVE's ladder,
// range [-1, 1], no -0.5 rung): -1 unparseable, or not exactly one
// character, or a character that does not occur in S; 1 the K-th
// character; else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_SECRET_COW_CODE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_SECRET_COW_CODE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSecretCowCodeEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_SECRET_COW_CODE_H_

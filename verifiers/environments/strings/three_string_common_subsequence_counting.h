// ThreeStringCommonSubsequenceCounting (RLVE-Gym
// "ThreeStringCommonSubsequenceCounting"): three strings A, B, C over
// {a, b}; count the distinct non-empty strings that are subsequences of all
// three.
//
// Level d (RLVE's controller after d updates): MAX_N = 3 + d; a bias p
// uniform in {0, 2^-20, ..., 1} (RLVE: a uniform real), then each string
// of length uniform in 3..MAX_N, each letter 'a' with probability p.
// Levels 0..57 (MAX_N <= 60: the count is below 2^61, exact in 64 bits).
// Instance: {"a": [0|1, ...], "b": [...], "c": [...]}: each string as 1..60
// letters, 0 for 'a' and 1 for 'b' (the instance reader has no free text).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `three_string_common_subsequence_counting` (RLVE's "(min/max)^beta",
// beta = 10): -1 unparseable or negative, 1 for the exact count, else
// (min(answer, gold) / max(answer, gold))^10 (0 earns 0 unless the count
// is 0).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_THREE_STRING_COMMON_SUBSEQUENCE_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_THREE_STRING_COMMON_SUBSEQUENCE_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterThreeStringCommonSubsequenceCountingEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_THREE_STRING_COMMON_SUBSEQUENCE_COUNTING_H_

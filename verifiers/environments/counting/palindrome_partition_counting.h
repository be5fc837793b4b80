// PalindromePartitionCounting (RLVE-Gym "PalindromePartitionCounting"):
// count the ways to cut a binary string S into non-empty pieces (any
// number of them, in order) that are all palindromes.
//
// Level d (RLVE's controller after d updates): N = 5, then
// floor(1.1 N) + 1 per level (5, 6, 7, 8, 9, 10, 12, 14, 16 at d = 8); a
// bias z uniform in 1..9, each character 1 with probability z/10, else 0.
// Levels 0..68 (N = 6504: counts up to 2^6503, about 1958 digits, exact in
// big integers; RLVE's controller has no top).
// Instance: {"s": [0|1, ...]}: S as 1..7000 bits (the declared fields have
// no free-text kind; the prompt shows S as a string of 0s and 1s). The
// count is derived: f(0) = 1, f(i) = sum of f(i - |P|) over the palindromic
// suffixes P of S[0..i), summed per arithmetic run of suffix lengths with
// the series links of a palindromic tree (O(N log N) big-integer additions;
// RLVE sums over every j < i).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `palindrome_partition_counting` (RLVE's "(min/max)^beta", beta = 10,
// param `beta`, with RLVE's check `<= 0`): -1 unparseable, negative or 0,
// 1 for the exact count, else (min(answer, count) / max(answer, count))^beta.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_PALINDROME_PARTITION_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_PALINDROME_PARTITION_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterPalindromePartitionCountingEnvironment(Catalog& catalog,
                                                            const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_PALINDROME_PARTITION_COUNTING_H_

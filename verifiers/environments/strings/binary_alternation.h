// BinaryAlternation (RLVE-Gym "BinaryAlternation"): a binary string S of
// length N (0-indexed) is to be made alternating (no two neighbours equal)
// by swapping the characters at two indices, as few times as possible; the
// answer lists the swaps.
//
// Level d (RLVE's controller after d updates): zero_count Z = 2, then
// floor(1.1 Z) + 1 per level (2, 3, 4, ..., 10, 12, 14, ...); the number of
// ones uniform in Z-1..Z+1; S is those characters in a uniform random order.
// Levels 0..68 (Z <= 4885, N <= 9771): the top keeps the string and the
// reference (up to N/2 swap lines, about 30 KB) moderate.
// The least number of swaps: for a target pattern (0101... or 1010..., the
// one(s) with as many zeros as S), the positions holding 0 where the
// pattern has 1 (as many as the opposite mismatches); one swap fixes at
// most one of each. The fewer over the possible patterns is the gold.
// Instance: {"s": [0|1, ...]} (1..10000 characters; the zeros and ones
// differ in number by at most 1, so an alternating order exists).
// Answer: the final <answer> (else \boxed{}) content, one swap per
// non-blank line as "i j" (two integers); no line means no swap.
// Verifier `binary_alternation` (RLVE's "(gold/answer)^beta", range
// [-1, 1]): -1 if unparseable (no answer, a line that is not exactly two
// integers); -0.5 if an index is outside 0..N-1 or the swapped string is
// not alternating; else 1 for no swap (S already alternating), otherwise
// (gold / swaps)^beta, beta = 5 (param `beta`). Full credit (correct) for
// any list of gold swaps that makes S alternating, not only the stored one.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_BINARY_ALTERNATION_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_BINARY_ALTERNATION_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterBinaryAlternationEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_BINARY_ALTERNATION_H_

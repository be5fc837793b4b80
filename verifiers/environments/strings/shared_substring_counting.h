// SharedSubstringCounting (RLVE-Gym "SharedSubstringCounting"): two
// strings S and T over {a, b}; count the tuples (lS, rS, lT, rT) with
// 0 <= lS < rS <= |S|, 0 <= lT < rT <= |T| and S[lS:rS] = T[lT:rT] — pairs
// of equal non-empty substrings, by position.
//
// Level d (RLVE's controller after d updates): MAX_LEN = 10, then
// floor(1.1 MAX_LEN) + 1 per level (10, 12, 14, ..., 29 at level 8); each
// string has a length uniform in 2..MAX_LEN and its own bias p uniform in
// {0, 2^-20, ..., 1} (RLVE: a uniform real), each letter 'a' with
// probability p. Levels 0..50 (MAX_LEN = 1880).
// Instance: {"s": [0|1, ...], "t": [0|1, ...]}: each string as 1..5000
// letters, 0 for 'a' and 1 for 'b' (the instance reader has no free text).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `shared_substring_counting` (RLVE's "(min/max)^beta", beta = 10): -1
// unparseable or negative, 1 for the exact count, else (min(answer, gold)
// / max(answer, gold))^10 (only 0 earns credit when the count is 0).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_SHARED_SUBSTRING_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_SHARED_SUBSTRING_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSharedSubstringCountingEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_SHARED_SUBSTRING_COUNTING_H_

// MinNonsubstring (RLVE-Gym "MinNonsubstring"): given a string A over {a,
// b}, write the shortest string B over {a, b} that is not a contiguous
// substring of A, the lexicographically smallest among those (unique).
//
// Level d (RLVE's controller after d updates): N = 3 + d; a probability p
// uniform in [0, 1] (in millionths: RLVE draws a float), each character of
// A is b with probability p. Levels 0..9997 (N = 10000): the reference is
// O(N log N) (the substrings of each length as bit masks; the answer has at
// most 14 characters), the prompt stays near 10 KB.
// Instance: {"a": [1..20000 letters 0/1, the characters of A over a, b]}.
// Answer: the final <answer> (else \boxed{}) content, surrounding
// whitespace stripped: B.
// Verifier `min_nonsubstring` (RLVE's exact ladder, range [-1, 1]): -1 if
// there is no answer; -0.5 if it has a character other than a and b
// (spaces inside included); 1 (correct) for the one right B; 0 otherwise.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_MIN_NONSUBSTRING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_MIN_NONSUBSTRING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMinNonsubstringEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_MIN_NONSUBSTRING_H_

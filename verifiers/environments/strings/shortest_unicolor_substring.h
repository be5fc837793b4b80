// ShortestUnicolorSubstring (RLVE-Gym "ShortestUnicolorSubstring", Luogu
// P3718): given a binary string S of length N and K, write a binary string
// T of length N differing from S in at most K positions whose longest run
// of equal characters is as short as possible.
//
// Level d (RLVE's controller after d updates): N = 5, then floor(1.1 N) + 1
// per level (5, 6, ..., 10, 12, 14, 16, ...); a probability p uniform in
// [0, 1] (in millionths: RLVE draws a float), each character of S is 1 with
// probability p; K uniform in 1..floor(N/2). Levels 0..70 (N = 7871): the
// reference is linear per candidate length (a binary search), the prompt
// stays under 10 KB.
// The least longest run x: 1 if one of the two alternating strings is
// within K changes; otherwise the least x >= 2 with sum over S's runs of
// floor(L / (x + 1)) <= K (changing every (x+1)-th character of a run,
// kept off its ends, splits it into pieces of at most x).
// Instance: {"s": [1..20000 letters 0/1, the characters of S], "k": 0..N}.
// Answer: the final <answer> (else \boxed{}) content, surrounding
// whitespace stripped: T.
// Verifier `shortest_unicolor_substring` (RLVE's "(gold/answer)^beta", range
// [-1, 1]): -1 if unparseable (no answer, a length other than N, a
// character other than 0 and 1); -0.5 if T differs from S in more than K
// positions; else (least longest run / T's longest run)^beta, beta = 5
// (param `beta`). Full credit (correct) for any T reaching the least.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_SHORTEST_UNICOLOR_SUBSTRING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_SHORTEST_UNICOLOR_SUBSTRING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterShortestUnicolorSubstringEnvironment(Catalog& catalog,
                                                          const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_STRINGS_SHORTEST_UNICOLOR_SUBSTRING_H_

// `sort_match` (seed 000 §2.2 (5), r_sort; extraction per App. B as pinned
// by DESIGN §4 "Sorting preface"): 1 iff the sorting preface extracted from
// the output equals the IDs sorted by (end, id). No preface: 0. correct =
// score 1; parsed = a preface was found. Task: activity. No parameters.
#ifndef REFEREE_VERIFIERS_SORT_MATCH_H_
#define REFEREE_VERIFIERS_SORT_MATCH_H_

#include "absl/status/status.h"
#include "verifiers/registry.h"

namespace referee {

absl::Status RegisterSortMatchVerifier(VerifierRegistry& registry);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_SORT_MATCH_H_

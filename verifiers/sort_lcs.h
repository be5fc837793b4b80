// `sort_lcs` (seed 000 App. C, a diagnostic): the longest run of
// consecutive candidate entries that are also consecutive in the sorted
// order (IDs by (end, id)), best over the candidates, divided by n.
// Candidates (App. B, each filtered to valid IDs and de-duplicated, empty
// ones dropped): the sorting preface, every `\ids{}` block that parses, the
// `ID k` token stream of the whole output, and the whole output's longest
// comma run. correct = score 1; parsed = some candidate exists. Task:
// activity. No parameters.
#ifndef REFEREE_VERIFIERS_SORT_LCS_H_
#define REFEREE_VERIFIERS_SORT_LCS_H_

#include "absl/status/status.h"
#include "verifiers/registry.h"

namespace referee {

absl::Status RegisterSortLcsVerifier(VerifierRegistry& registry);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_SORT_LCS_H_

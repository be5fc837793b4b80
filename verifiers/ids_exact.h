// `ids_exact` (seed 000 §2.2 (3), r_ids,exa): 1 iff the list in the last
// `\ids{}` equals the canonical solution sequence s*. parsed = the last
// `\ids{}` parsed. Tasks: activity, lis. No parameters.
#ifndef REFEREE_VERIFIERS_IDS_EXACT_H_
#define REFEREE_VERIFIERS_IDS_EXACT_H_

#include "absl/status/status.h"
#include "verifiers/registry.h"

namespace referee {

absl::Status RegisterIdsExactVerifier(VerifierRegistry& registry);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_IDS_EXACT_H_

// `ids_prefix` (seed 000 §2.2 (4), r_ids,pre):
//   max(0, m/L − γ·1[ŝ = ∅ or |ŝ| ≠ L]),
// m = length of the longest common prefix of ŝ (the last `\ids{}` list) and
// the solution s* of length L (m = 0 and ŝ = ∅ when it does not parse).
// correct = ŝ equals s*; parsed = the last `\ids{}` parsed. Param `gamma`
// >= 0 (default 0.1). Tasks: activity, lis.
#ifndef REFEREE_VERIFIERS_IDS_PREFIX_H_
#define REFEREE_VERIFIERS_IDS_PREFIX_H_

#include "absl/status/status.h"
#include "verifiers/registry.h"

namespace referee {

absl::Status RegisterIdsPrefixVerifier(VerifierRegistry& registry);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_IDS_PREFIX_H_

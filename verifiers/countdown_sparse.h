// `countdown_sparse` (seed 002 Eq. 4, the TinyZero ladder): 1 if the
// expression is correct, `format_score` (default 0.1) if an `<answer>` span
// is present but not correct, else 0. parsed = a span exists. Task:
// countdown.
#ifndef REFEREE_VERIFIERS_COUNTDOWN_SPARSE_H_
#define REFEREE_VERIFIERS_COUNTDOWN_SPARSE_H_

#include "absl/status/status.h"
#include "verifiers/registry.h"

namespace referee {

absl::Status RegisterCountdownSparseVerifier(VerifierRegistry& registry);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_COUNTDOWN_SPARSE_H_

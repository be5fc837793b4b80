// `countdown_ast` (seed 002 Eq. 8):
//   λc·1[correct] + λp·1[ans]·(1 − 1[correct])
//     + λa·1[valid]·(1 − 1[correct])·e^(−d/τ),
// d = the minimum tree distance (Eq. 6) from the answer's tree to any
// solution tree (∞, so no credit, when the problem has no solution).
// Params `lambda_c` 1, `lambda_p` 0.1, `lambda_a` 0.5 (must be <
// lambda_c − lambda_p, so a near miss never reaches a correct answer),
// `tau` 2 (> 0). Per-problem solution tables are cached (LRU, bounded in
// bytes); a query over its work budget is BUDGET_EXCEEDED. correct = the
// expression is correct; parsed = an `<answer>` span exists.
#ifndef REFEREE_VERIFIERS_COUNTDOWN_AST_H_
#define REFEREE_VERIFIERS_COUNTDOWN_AST_H_

#include "absl/status/status.h"
#include "verifiers/registry.h"

namespace referee {

absl::Status RegisterCountdownAstVerifier(VerifierRegistry& registry);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_COUNTDOWN_AST_H_

// Generic reference answers (math-style, Problem.answer) as a task type:
// no generator; scored by answer_match by default (math_equiv, DESIGN §9,
// once it exists).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_ANSWER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_ANSWER_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterAnswerTask(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_ANSWER_H_

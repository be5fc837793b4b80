// `answer_exact` (seed 000 §2.2 (1), r_ans): 1 iff the integer in the last
// `\answer{}` equals the ground-truth answer a*. No fallback to other
// numbers in the output. parsed = the last `\answer{}` parsed. Tasks:
// activity, lis. No parameters.
#ifndef REFEREE_VERIFIERS_ANSWER_EXACT_H_
#define REFEREE_VERIFIERS_ANSWER_EXACT_H_

#include "absl/status/status.h"
#include "verifiers/registry.h"

namespace referee {

absl::Status RegisterAnswerExactVerifier(VerifierRegistry& registry);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ANSWER_EXACT_H_

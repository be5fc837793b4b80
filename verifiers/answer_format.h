// `answer_format` (seed 000 §2.2 (2), r_ans+fmt):
//   (1 − λ)·answer_exact + λ·fmt,
// fmt = 1 iff the output has `<think>` followed later by `</think>` (with
// `think_in_prompt`, for chat templates that open `<think>` in the prompt:
// iff `</think>` appears) and both the last `\answer{}` and the last `\ids{}`
// parse (an empty `\ids{}` parses). correct = the answer matches; parsed =
// the last `\answer{}` parsed. Params: `lambda` in [0, 1] (default 0.1),
// `think_in_prompt` (default false).
#ifndef REFEREE_VERIFIERS_ANSWER_FORMAT_H_
#define REFEREE_VERIFIERS_ANSWER_FORMAT_H_

#include "absl/status/status.h"
#include "verifiers/registry.h"

namespace referee {

absl::Status RegisterAnswerFormatVerifier(VerifierRegistry& registry);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ANSWER_FORMAT_H_

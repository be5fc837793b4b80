// `answer_match` (DESIGN §4): generic final-answer match for `answer`
// problems. The answer is the content of the last `\boxed{}` (nested
// braces), else of the last `<answer>…</answer>`, else of the last
// `\answer{}`. Both sides are trimmed of whitespace and of every leading and
// trailing `$`; if both then read as exact numbers (`17`, `-0.5`, `3/4`) they
// are compared as rationals, else as text with all whitespace removed
// (case-sensitive). score = correct = 1 on a match; parsed = a tag was found,
// even empty. No parameters.
#ifndef REFEREE_VERIFIERS_ANSWER_MATCH_H_
#define REFEREE_VERIFIERS_ANSWER_MATCH_H_

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "verifiers/registry.h"

namespace referee {

// Adds `answer_match` to `registry`.
absl::Status RegisterAnswerMatchVerifier(VerifierRegistry& registry);

// Whether a model's extracted answer matches the reference, by the rule
// above. Exposed for tests and for verifiers that reuse the comparison.
bool AnswersMatch(absl::string_view candidate, absl::string_view reference);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ANSWER_MATCH_H_

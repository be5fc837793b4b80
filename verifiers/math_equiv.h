// `math_equiv` (DESIGN §9; issue #14, in progress): a math final answer
// judged by value. Extraction by the `extract` parameter
// (verifiers/parsing/math_answer.h: auto, boxed, answer_line, gsm8k,
// answer_tag). Both the answer and the reference are normalized
// (verifiers/parsing/math_number.h); when both read as numbers they are
// compared as exact rationals, a `%` on one side matching either the same
// number or a hundredth of it (`10\%` = 10 = 0.1); otherwise the
// normalized texts must be equal (single spaces kept, so `1 1/2` is not
// `11/2`). A hedge is wrong: another box on the final answer's line with a
// different value (`\boxed{42} or \boxed{43}`), or text such as
// `42 \text{ or } 43`, which is not a number. score = correct = 1 on a
// match; parsed = an answer was extracted.
//
// Not yet (issue #14): tuples, sets, intervals, multiple-choice letters,
// surds and π, algebraic expressions, the verl `compat` modes. Until then
// it is not the default for `answer` problems (answer_match is).
#ifndef REFEREE_VERIFIERS_MATH_EQUIV_H_
#define REFEREE_VERIFIERS_MATH_EQUIV_H_

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "verifiers/registry.h"

namespace referee {

// Adds `math_equiv` to `registry`.
absl::Status RegisterMathEquivVerifier(VerifierRegistry& registry);

// Whether an extracted answer equals the reference by the rule above.
bool MathAnswersEquivalent(absl::string_view answer, absl::string_view reference);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_MATH_EQUIV_H_

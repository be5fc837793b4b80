// `math_equiv` (DESIGN §9): a math final answer judged by value; the
// built-in default for `answer` problems.
//
// Parameters:
//   extract  where the answer is: auto (default), boxed, answer_line,
//            gsm8k, answer_tag (verifiers/parsing/math_answer.h).
//   compat   none (default), or verl_gsm8k / verl_math / verl_dapo to
//            reproduce verl's own verdicts and scores exactly
//            (verifiers/parsing/verl_compat.h; `extract` is then unused and
//            verl_dapo scores ±1).
//
// Otherwise the extracted answer and the reference are compared by
// verifiers/parsing/math_equivalence.h (numbers exactly, choice letters,
// words, sets/tuples/intervals, expressions at fixed random points). A
// hedge is wrong: another box on the final answer's line with a different
// value (`\boxed{42} or \boxed{43}`), or `42 \text{ or } 43`.
// score = correct = 1 on a match; parsed = an answer was extracted.
#ifndef REFEREE_VERIFIERS_MATH_EQUIV_H_
#define REFEREE_VERIFIERS_MATH_EQUIV_H_

#include "absl/status/status.h"
#include "verifiers/registry.h"

namespace referee {

// Adds `math_equiv` to `registry`.
absl::Status RegisterMathEquivVerifier(VerifierRegistry& registry);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_MATH_EQUIV_H_

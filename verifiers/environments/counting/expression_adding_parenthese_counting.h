// Expression_AddingParenthese_Counting (RLVE-Gym
// "Expression_AddingParenthese_Counting"): given an expression
// a1 op1 a2 op2 ... an with ops from +, -, *, count the distinct values
// that the ways of fully parenthesising it produce (terms keep their order;
// - is binary subtraction).
//
// Level d (RLVE's controller after d updates): n = 3 + d operands, each
// uniform in 1..n^2, each operator uniform among +, -, *. Levels 0..10
// (n <= 13: at most sum over lengths of (n - len + 1) Catalan(len - 1)
// value pairs, about 4 * 10^5).
// Instance: {"operands": [2..13 ints in 1..10^6], "operators": [one fewer
// ints in 0..2]} (0 is +, 1 is -, 2 is *), with prod (a_i + 1) < 2^126 so
// every value fits 128 bits (|value| <= prod (a_i + 1) - 1 by induction).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `expression_adding_parenthese_counting` (RLVE's "(min/max)^beta"
// ladder, beta = 10, param `beta`): -1 unparseable or <= 0, 1 for the
// exact count, else (min(answer, count) / max(answer, count))^beta.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_EXPRESSION_ADDING_PARENTHESE_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_EXPRESSION_ADDING_PARENTHESE_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterExpressionAddingParentheseCountingEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_COUNTING_EXPRESSION_ADDING_PARENTHESE_COUNTING_H_

// Circuit satisfiability (RLVE-Gym "Circuit"): find 0/1 values x[0..N-1]
// that make a fully parenthesised expression over &, | and ^ (bitwise AND,
// OR, XOR of two bits) evaluate to 1.
//
// Level d: RLVE's controller, N = d + 2 variables; the expression has
// M = int(m N) leaves, m drawn uniformly from RLVE's list 2.0, 2.1, ..., 5.0
// (the product as RLVE's doubles give it; rlve_multiple.h). As RLVE draws
// it: a hidden assignment (each x[i] uniform 0/1), then the tree: a single
// leaf is a uniform variable; a tree of n > 1 leaves splits into a left
// subtree of uniform 1..n-1 leaves and a right one of the rest, joined by
// & (odds 1/4), | (1/4) or ^ (1/2); assignment and tree are drawn again
// until the expression is 1 under the assignment. Levels 0..98 (N = 100,
// at most 500 leaves: a prompt of about 6 KB; RLVE's controller has no top).
// Instance: {"n": int (2..1000), "formula": [int, ...] (the expression in
// postfix order, 1..9999 tokens: t >= 0 is the leaf x[t], t < n; -1, -2, -3
// apply &, |, ^ to the two subexpressions before it; checked to be one
// well-formed expression), "assignment": [int, ...] (optional: n values 0/1
// making the expression 1, which generated instances carry: checked when
// given)}. Without "assignment" the reference output is empty
// (satisfiability is not checked). The prompt prints the expression infix,
// every operation in parentheses but the outermost, as RLVE does; printing
// and evaluation use explicit stacks (any depth).
// Answer: the final <answer> (else \boxed{}) content as N whitespace-
// separated integers, x[0] .. x[N-1] in order ("0 1 1"). The reference is
// the stored assignment with x[N-1] set to 1 when the expression stays 1,
// so that changing its last digit never gives a solution.
// Verifier `circuit_satisfiability` (RLVE's ladder, range [-1, 1], no
// parameters): -1 if unparseable (no answer, a token that is not an
// integer); -0.5 if the count is not N or a value is not 0 or 1 (RLVE's
// invalid_solution); 0 if the expression evaluates to 0; 1 (correct) if it
// evaluates to 1, for any such assignment.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_CIRCUIT_SATISFIABILITY_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_CIRCUIT_SATISFIABILITY_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterCircuitSatisfiabilityEnvironment(Catalog& catalog,
                                                      const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_CIRCUIT_SATISFIABILITY_H_

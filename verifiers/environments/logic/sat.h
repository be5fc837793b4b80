// 3-SAT (RLVE-Gym "SAT", NP-complete with a cheap check): find an
// assignment of N boolean variables satisfying every clause of a 3-CNF
// formula.
//
// Level d: N = d + 4 variables x1..xN and M = floor(426·N/100) clauses (the
// 3-SAT threshold ratio 4.26, in exact integers); levels 0..96 (N <= 100,
// M <= 426). The generator plants an assignment (each variable true with
// odds 1/2); each clause takes 3 distinct random variables and random
// signs, the signs redrawn while the clause is false under the plant
// (uniform among the 7 sign patterns it satisfies); a satisfying assignment
// always exists.
// Instance: {"n": int (3..100), "clauses": [[l1, l2, l3], ...] (1..500
// clauses of 3 literals; a literal is v (xv) or -v (NOT xv), 1 <= v <= n, the
// three variables of a clause distinct), "assignment": [int, ...] (optional:
// n values 0/1, the value of x1..xn, a satisfying assignment, which
// generated instances carry and the reference answer prints; checked when
// given)}. Satisfiability is not checked otherwise (that is NP-complete); an
// explicit instance without "assignment" has an empty reference output.
// Answer: the final <answer> (else \boxed{}) content as N whitespace-
// separated literals, each variable exactly once in any order: v sets xv
// true, -v sets it false ("1 -2 3"). The reference lists 1..N in order, so
// changing its last digit turns the literal of xN into one of an
// out-of-range variable, 0, or a repeat (N = 19: 19 -> 10).
// Verifier `sat` (RLVE's ladder, range [-1, 1]): -1 if unparseable; -0.5 if
// the count is not N or a literal is 0, out of range or repeats a variable;
// else (satisfied clauses / M)^beta, beta = 10 (a random assignment already
// satisfies 7/8 of random 3-clauses: (7/8)^10 ≈ 0.26, where beta = 5 would
// give 0.51). Full credit (correct) only for a satisfying assignment.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_SAT_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_SAT_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSatEnvironment(Catalog& catalog,
                                    const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_LOGIC_SAT_H_

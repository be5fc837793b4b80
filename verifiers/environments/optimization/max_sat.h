// Constrained MaxSAT (seed 003, "Constrained MaxSAT"): assign N boolean
// variables so that every hard clause holds and the total weight of the
// soft clauses that hold is as large as possible.
//
// Level d (0..12): N = d + 4 variables x1..xN (N <= 16), a planted random
// assignment, N hard clauses of 2 literals over distinct variables (random
// signs; a clause the planted assignment falsifies has one literal, chosen
// at random, negated), and 2N soft clauses of 2 or 3 literals (even odds)
// over distinct variables with random signs and weights uniform in 1..9.
// The planted assignment satisfies every hard clause, so feasible solutions
// exist. The optimum is exact: Gray-code enumeration of all 2^N assignments,
// each step updating only the clauses of the flipped variable (at most
// 2^N·(average occurrences + 1), about 5·10^5 steps at N = 16).
// Instance: {"variables": int (1..16), "hard": [[a, b], ...] (0..64
// clauses; literals ±1..±variables, i for xi and -i for NOT xi, the two of
// distinct variables), "soft": [[a, b, c], ...] (1..64 clauses, literals
// likewise; c = 0 for a 2-literal clause), "weights": [int, ...] (one per
// soft clause, 1..1000)}. The hard clauses must be satisfiable.
// Answer: the final <answer> (else \boxed{}) content as N signed variable
// indices in any order, i for xi = true and -i for xi = false, each variable
// exactly once ("1 -2 3").
// Verifier `max_sat`: the VAST ladder of optimization.h, maximising the
// satisfied soft weight; infeasible = a literal 0 or out of range, a
// variable given twice (more than N literals), a hard clause broken, or
// (main verifier only) a variable left out. A partial solution assigns some
// of the variables, and is feasible iff some completion satisfies every
// hard clause: hard clauses have 2 literals, so this is 2-SAT, decided
// exactly in O(N + hard clauses) by unit propagation (no conflict from a
// partial assignment of a satisfiable 2-CNF means it extends), and prefix
// sound (a conflict stays a conflict as literals are added). Hence every
// feasible partial solution has a feasible completion, and
// `best_completion` always returns the value of a real one: it enumerates
// the variables unit propagation leaves free (the same Gray code) while the
// step count fits the budget, else completes them from the stored optimal
// assignment (feasible by the same 2-SAT argument).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_MAX_SAT_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_MAX_SAT_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMaxSatEnvironment(Catalog& catalog,
                                       const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_MAX_SAT_H_

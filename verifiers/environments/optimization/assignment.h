// Linear assignment (seed 003 App. B, "Assignment"): N agents, N tasks and
// an integer cost for each (agent, task); give every agent a different task
// so that the total cost is as small as possible.
//
// Level d (0..47): N = d + 3 agents and tasks labeled 0..N-1, each cost
// uniform in 1..10+5d. The optimum is exact (the Hungarian algorithm with
// integer potentials, O(N^3)).
// Instance: {"n": int (2..50), "costs": [[int, ...], ...] (n rows of n
// integers, each 0..10^6; costs[i][j] = agent i doing task j)}; n <= 50
// keeps the exact solver under ~10^5 steps and totals far inside int64.
// Answer: the final <answer> (else \boxed{}) content as whitespace-separated
// integers p_0 p_1 ... p_{N-1}: the task of agent 0, agent 1, ... in order
// (a permutation of 0..N-1). Fewer than N values are a partial solution:
// the agents 0..k-1 assigned.
// Verifier `assignment`: the VAST ladder of optimization.h, minimising the
// total cost sum_i costs[i][p_i]; infeasible = a task out of range or
// repeated, more than N values, or (this verifier only) fewer than N.
// `best_completion` adds to the prefix's cost the best assignment of the
// remaining agents to the free tasks (Hungarian, exact while r^3 fits the
// budget for r remaining agents; else greedy: each remaining agent in order
// takes its cheapest free task, lowest index on ties).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_ASSIGNMENT_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_ASSIGNMENT_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterAssignmentEnvironment(Catalog& catalog,
                                           const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_ASSIGNMENT_H_

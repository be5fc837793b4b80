// Wished Assignments (seed 003 App. C.6, Table 10; its Appendix D prompt
// is titled "Constrained MaxSAT"): choose a subset of T tasks and give
// each chosen task a different worker (W workers) such that
//   (i)   every hard clause holds (2-literal OR clauses over tasks: literal
//         +(t+1) = task t chosen, -(t+1) = task t not chosen),
//   (ii)  the chosen tasks' total cost of each resource (R of Money, Time,
//         Energy, in that order) stays within its budget, and
//   (iii) every chosen task's worker is eligible for it;
// lexicographically maximising the total weight of the soft clauses that
// hold (1..3 literals each; an unchosen task's literal is false), then
// minimising Money used, then Time, then Energy, then the number of chosen
// tasks (the paper's oracle tie-break). Graded as one number to maximise,
//   V = soft weight * B + rest,  B = (b_1 + 1) * ... * (b_R + 1) * (T + 1),
//   rest = ((((b_1 - used_1) * (b_2 + 1) + (b_2 - used_2)) * (b_3 + 1)
//           + (b_3 - used_3)) * (T + 1) + (T - chosen)
// (b_r the budgets; the factors of resources an instance lacks dropped).
// Each "digit" of rest lies in 0..base-1, so V orders plans exactly as the
// lexicographic objective does and no worse plan ties a better one.
// Headroom: B <= 10001^3 * 17 ~ 1.7e13 and soft weight <= 200 * 100, so V
// < 3.5e17 < 2^63 for every explicit instance (static_assert in the .cc);
// generated budgets are at most 44, 35, 26 (0.55 of 16 tasks' costs), so
// V < 45 * 36 * 27 * 17 * 65 < 5e7 there, exact in a double (an explicit
// instance with budgets in the thousands may pass 2^53: q is then rounded,
// and a plan worse by one unit may earn just under 1, never `correct`).
//
// Levels: 1..4 are Table 10: T = 4, 5, 6, 7 tasks; W = 2, 3, 3, 4
// workers; R = 1, 1, 2, 2 resources; tau = 0.50, 0.55, 0.55, 0.55;
// eligibility i.i.d. with p = 0.70, 0.65, 0.65 and at level 4 the role
// pattern (task t has role t % 2, worker w serves role w % 2, eligible iff
// they match: the paper's alternating eng/art); hard density 0.30, 0.60,
// 0.60, 0.70; soft density 1.20, 1.60, 1.70, 2.00; soft weights {1, 2}.
// Level 0 is a warm-up below the paper's first: T = 3, W = 2, R = 1 with
// level 1's other settings. Level d >= 5 continues level 4: T = d + 3, W =
// T / 2 (integer), R = 3 from d = 8 (else 2), tau 0.55, the role pattern,
// hard 0.70, soft 2.00; the top level is 13 (T = 16).
// The generator (the paper gives the recipe, not the code; ours): per task
// the costs Money uniform 1..5, Time 1..4, Energy 1..3 (the first R);
// budget_r = max(1, round(tau * sum of resource r's costs)), rounding half
// up in exact integer arithmetic (tau in hundredths); eligibility i.i.d.
// with probability p (hundredths), then a task with no eligible worker
// gets one uniform worker. H = round(hard density * T) hard constraints,
// each uniformly an anti-pair NOT A OR NOT B (two distinct uniform tasks,
// the smaller first), an implication NOT A OR B (A, B distinct, in the
// order drawn) or, when T >= 3, an at-most-one group of 3 distinct tasks
// (its three anti-pairs); a clause equal (as a set of literals) to one
// already drawn is skipped, so there may be fewer than H constraints.
// Every hard clause drawn has a negative literal, so the empty selection
// is always feasible. S = round(soft density * T) soft clauses, each
// uniformly a unit (a uniform task, positive or negative 50/50), an
// implication NOT A OR B, an anti-pair NOT A OR NOT B, at-least-one-of-2
// A OR B, or (T >= 3) at-least-one-of-3 A OR B OR C, over distinct tasks,
// weight uniform in {1, 2}; soft clauses may repeat (as in the paper's
// example).
//
// Instance (fields in this order): {"resources": 1..3, "workers": 1..16,
// "costs": [[R ints 0..100] x T] (1..16 rows: the tasks; costs[t][r] of
// resource r = Money, Time, Energy in order), "budgets": [R ints 1..10000],
// "eligible": [[W ints 0..1] x T] (eligible[t][w]), "hard": [[a, b], ...]
// (0..200 clauses, literals +-1..+-T, none 0; any signs), "soft": [[a, b,
// c], ...] (1..200 clauses, literals +-1..+-T; b = 0 and c = 0 for shorter
// clauses: a != 0, and c = 0 when b = 0), "soft_weights": [one int 1..100
// per soft clause]}. Some selection must be feasible (rejected naming
// "hard" otherwise: the empty one is within budgets and matched, so only
// hard clauses with two positive literals can rule everything out).
//
// A draw whose optimum chooses no task, or where every chosen task's index
// changed in its last digit (9 -> 0, else + 1) still names an optimal plan,
// is drawn again (at most 50 draws): the reference writes each action
// worker first and last a task whose change breaks the plan or lowers V,
// so a corrupted reference never earns full credit.
//
// Answer: seed 003's JSON actions, one per chosen task, in any order:
//   {"answer": [{"task_index": 0, "worker_index": 2}, ...]}
// (the paper's Appendix D field names; json_actions.h: the last "answer"
// key of the output, other keys of an action ignored). {"answer": []}
// chooses no task. Verifier `wished_assignments`: the VAST ladder
// (optimization_environment.h) maximising V: -1 unparseable (no answer
// array, an action without integer "task_index" and "worker_index");
// infeasible (-0.5) a task or worker index out of range, a task or worker
// used twice, more than T actions, a worker not eligible for its task, a
// budget exceeded, or a hard clause broken by the selection; correct iff V
// is the optimum's. Every selection that breaks nothing is complete.
//
// Partial solutions (`best_completion`): the given task -> worker pairs
// are kept and other tasks may be added, each with a free eligible worker.
// Feasible is exact, "some completion breaks nothing": indices, repeats,
// eligibility and budgets as above (costs are >= 0, so an overrun stays
// one), then a search for a completion: unit propagation over the hard
// clauses (a clause whose negative literals' tasks are all chosen and
// whose positive literals' tasks are not needs one of the latter: none
// left is a conflict, one left is added), each added task taking a worker
// by an augmenting path (Kuhn; the given pairs fixed) within the budgets;
// a clause of two positive literals neither chosen is branched on (add
// either), failed selections memoised. A selection that breaks no clause
// after propagation is itself a completion, so generated instances (no
// all-positive clause) never branch: O(T * hard clauses) per check; an
// explicit instance with all-positive clauses may search up to 2^T
// selections. This is prefix sound (a superset's completions are the
// prefix's), so an answer that breaks a hard clause a completion can fix
// (NOT A OR B with A chosen: add B) is feasible as a partial and
// incomplete for the `wished_assignments` verifier (Complete = every hard
// clause holds), hence -0.5 there. BestCompletion enumerates the 2^k
// supersets of the k unchosen tasks (budgets, then hard clauses, then V,
// then a matching of the added tasks into the free workers when V beats
// the best so far) while 2^k * (1 + T + hard + soft clauses) fits the
// budget; past it, the completion the feasibility search finds, then each
// unchosen task in index order added when that keeps it feasible and
// raises V: always a real completion, never better than the best.
// The exact oracle is the same enumeration from the empty selection over
// all 2^T subsets (about 2^T * (T + clauses) steps, 7e6 at T = 16, plus a
// Kuhn matching per improvement); ties go to the first subset in mask
// order (bit t = task t). The reference lists its pairs in task order.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_WISHED_ASSIGNMENTS_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_WISHED_ASSIGNMENTS_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterWishedAssignmentsEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_WISHED_ASSIGNMENTS_H_

// TaskArrangement (RLVE-Gym "TaskArrangement", Luogu P2365): N tasks in a
// fixed order, task i taking T[i] time with cost coefficient F[i]; split
// them into consecutive batches, each preceded by a startup time S. A
// batch finishes at (all earlier batches' time) + S + (its tasks' T), and
// each of its tasks costs that finish time times its F. Minimize the total
// cost; the answer is the batches' last tasks end[1] < ... < end[k] = N.
//
// Level d (RLVE's controller after d updates): N = RlveGrowth(4, d)
// (4, 5, ..., 10, 12, 14 at d = 8), S uniform in 0..3N, each T[i] and F[i]
// uniform in 1..N (RLVE draws S, then all T, then all F). Levels 0..49
// (N = 962: the reference is an O(N^2) DP, about half a million steps;
// RLVE's controller has no top).
// Instance: {"S": s, "T": [...], "F": [...]}, 0 <= S <= 10^6, 1..1000 tasks
// with 1 <= T[i], F[i] <= 10^6 (F as long as T), so every cost is below
// 2.1 * 10^18. The optimum and one optimal division are derived: with
// sufF(j) = F[j] + ... + F[N], the startup and work of a batch j..i delay
// every later task too, so cost = min over the last batch start j of
// best(j - 1) + (S + T[j..i]) * sufF(j) (RLVE's own recurrence), O(N^2).
// Answer: end[1..k] in the final <answer> (else \boxed{}), separated by
// whitespace. Verifier `task_arrangement` (RLVE's "(gold/answer)^beta"
// ladder, range [-1, 1]): -1 unparseable (no final answer, no integers, or
// a token that is not an integer); -0.5 an end outside 1..N, ends not
// strictly increasing, or the last end not N (RLVE's invalid_solution);
// else (optimum / cost)^beta, beta = 3 (param `beta`). Any optimal
// division is full credit (correct).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_TASK_ARRANGEMENT_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_TASK_ARRANGEMENT_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterTaskArrangementEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_TASK_ARRANGEMENT_H_

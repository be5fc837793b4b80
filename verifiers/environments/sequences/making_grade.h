// MakingGrade (RLVE-Gym "MakingGrade"): given A[1..N], find an integer B
// that is non-decreasing or non-increasing with the least
// |A[1] - B[1]| + ... + |A[N] - B[N]|. Any optimal B earns full credit.
//
// Level d (RLVE's controller after d updates): N = 4 + d (12 at level 8);
// A[i] uniform in 0..N^2, drawn again while A is already monotone (so the
// least cost is positive). Levels 0..996 (N <= 1000; RLVE's controller has
// no top).
// Instance: {"values": [int, ...]}: 1..20000 values with |v| <= 10^9 (a
// monotone A is allowed: its least cost is 0).
// Answer: the final <answer> (else \boxed{}) content as N
// whitespace-separated integers. Verifier `making_grade` (RLVE's
// "(gold/answer)^beta", range [-1, 1]): -1 unparseable; -0.5 if not N
// integers or neither non-decreasing nor non-increasing (RLVE's
// invalid_solution); else with cost = sum |A[i] - B[i]| and gold the least
// cost (slope trick, O(N log N)): 1 (correct) if cost = gold, else
// (gold / cost)^beta, beta = 5 (0 when gold = 0). Integers past int64 are
// compared exactly (their sign and digits) and their cost is taken in long
// double, as RLVE's Python integers would have them.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_MAKING_GRADE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_MAKING_GRADE_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterMakingGradeEnvironment(Catalog& catalog,
                                            const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_MAKING_GRADE_H_

// Role Assignment with conflicts (seed 003 App. C.5, Table 9; the task
// whose training transferred to unseen optimisation tasks): R roles, C =
// R + E candidates, an integer fit in 0..9 for each (candidate, role), and
// penalties between some pairs of candidates. Assign every role a
// different candidate to maximise
//   total = sum of the chosen fits - sum of the penalties between every
//           two chosen candidates,
// ties broken for the larger smallest chosen fit (the paper's fairness
// tie-break). Graded as one number, V = 10 * total + smallest fit (fits are
// 0..9, so V orders solutions exactly as (total, smallest fit) do; V < 0 is
// taken as 0).
//
// Levels: 1..4 are Table 9 (R = 3, 4, 5, 6 with E = 1; conflict density
// 0.15, 0.20, 0.25, 0.35; penalties in [1,5], [2,5], [2,6], [3,6];
// standout rate 0.85; structures chain, random, chain overlaps, clique
// bias). Level 0 is a warm-up below the paper's first (R = 2, level 1's
// other settings); level d >= 5 grows R = d + 2 with level 4's settings,
// up to d = 13 (R = 15, C = 16: the exact oracle is a DP over the 2^C sets
// of used candidates, about 10^6 steps).
// The generator (the paper gives the recipe, not the code; ours): fits
// uniform in 0..6; for each role, with probability 0.85 a uniform
// candidate gets a standout fit uniform in 8..9 and then, with probability
// 0.3, another candidate a near-tie (the standout minus 0 or 1); then
// every role with fewer than two fits >= 3 has a fit < 3 raised to uniform
// 3..6 until it has two. M = max(1, round(density * C(C-1)/2)) distinct
// conflict pairs by the level's structure (chain: consecutive pairs along
// a random order of the candidates, then uniform pairs; random: uniform
// pairs; chain overlaps: the chain's pairs alternating with pairs two
// apart; clique bias: pairs inside a random half of the candidates first),
// penalties uniform in the level's range. If no conflict joins two
// candidates of the greedy cover (roles in order, each the free candidate
// of highest fit, lowest index on ties), the last pair is replaced by one
// of them. While the optimum total is not positive the penalties are
// drawn again (5 times), then set to the range's low end, then pairs are
// dropped from the last (keeping one).
// Instance: {"fits": [[C rows of R ints in 0..9]] (fits[c][r]: candidate c
// in role r; 1..15 roles, R..16 candidates), "conflicts": [[a, b, penalty],
// ...] (0..C(C-1)/2 rows: distinct pairs of candidates a != b, penalty
// 1..1000)}.
// Answer: seed 003's JSON actions, one per role, in any order:
//   {"answer": [{"role": 0, "candidate": 3}, {"role": 1, "candidate": 0}]}
// (parsing/json_value.h: the last "answer" key in the output; other keys
// of an action are ignored). Verifier `role_assignment`: the VAST ladder
// (optimization_environment.h) maximising V; -1 unparseable (no answer
// array, an action without integer "role" and "candidate"); infeasible
// (-0.5) a role or candidate out of range or used twice, more than R
// actions, or (this verifier only) fewer than R; correct iff V is the
// optimum's (the best total and, among those, the best smallest fit).
// `best_completion` grades fewer actions by the best V of a completion
// (the same DP with the given pairs fixed; over budget, each free role in
// order takes its free candidate of highest fit).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_ROLE_ASSIGNMENT_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_ROLE_ASSIGNMENT_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterRoleAssignmentEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_ROLE_ASSIGNMENT_H_

// BAJBytecomputer (RLVE-Gym "BAJBytecomputer"): an array X[1..N] of -1, 0
// and +1; one operation picks i < N and adds X[i] to X[i + 1]. Give the
// fewest operations that make X non-decreasing (generated arrays always
// admit one).
//
// Level d (RLVE's controller after d updates): N = 3 + d (11 at level 8);
// three weights uniform in 1..N each, every X[i] drawn from -1, 0, +1 with
// those weights, redrawn whole until some sequence of operations works.
// Levels 0..997 (N <= 1000; RLVE's controller has no top).
// Instance: {"x": [int, ...]}: 1..100000 values in -1..1 that some
// sequence of operations makes non-decreasing (else rejected: X[1] = 0
// and the first non-zero value -1).
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `baj_bytecomputer` (RLVE's "gold=answer", no params): -1 unparseable, 1
// for the minimum (a DP over the last value, which an optimal solution
// keeps in -1..1: O(N)), else 0 (negative answers too, as in RLVE).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_BAJ_BYTECOMPUTER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_BAJ_BYTECOMPUTER_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterBajBytecomputerEnvironment(Catalog& catalog,
                                                const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_SEQUENCES_BAJ_BYTECOMPUTER_H_

// BezoutIdentity (RLVE-Gym "BezoutIdentity"): given non-zero integers
// A[1..N], find integers X[1..N] making S = sum A[i] X[i] positive and as
// small as possible (the optimum is gcd |A[i]|, Bezout's identity).
//
// Level d (RLVE's controller after d updates): N = 2 + d, MAX_A = 32 * 2^d.
// Each A[i] is RLVE's pick: up to 1024 draws uniform in 2..MAX_A, keeping
// the first draw sharing a factor (gcd > 1) with the most earlier values
// and stopping at one that shares with all; negated with odds 1/2; then the
// list is shuffled. Levels 0..26 (N = 28, MAX_A = 2^31).
// Instance: {"a": [2..40 non-zero integers, |A[i]| <= 2^31]}.
// Answer: N integers separated by whitespace in <answer> (else \boxed{}),
// each of any length (S is computed exactly). Verifier `bezout_identity`
// (RLVE's "(gold/answer)^beta" ladder, beta = 5): -1 unparseable (a token
// that is not an integer); -0.5 not exactly N integers or S <= 0; else
// (gcd / S)^beta, correct iff S = gcd. The reference is a reduced Bezout
// vector (|X[i]| < |A[1]| for i > 1), not RLVE's unreduced one.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_BEZOUT_IDENTITY_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_BEZOUT_IDENTITY_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterBezoutIdentityEnvironment(Catalog& catalog,
                                               const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_NUMBER_THEORY_BEZOUT_IDENTITY_H_

// FaceRightWay (RLVE-Gym "FaceRightWay", after Luogu P2882 "Face The Right
// Way"): a 0/1 array A[1..N] is given. Fix a length K, then flip (0 <-> 1)
// M windows [l, l + K - 1] of A so that A ends all zeros; make M as small
// as possible and, among those, K.
//
// Level d (RLVE's controller after d updates): N = 4 + d (12 at d = 8); A
// starts at zeros, a length K uniform in 2..N is drawn and the windows of
// length K starting at a uniform subset of 1..N-K+1 positions (of a size
// uniform in 1..N-K+1) are flipped, so A is never all zeros. The optimum:
// for each K the greedy left-to-right scan (flip the window starting at
// the first 1, the only choice) gives the least M for that K; the best
// (M, K) in that order, O(N²). Levels 0..496 (N <= 500; RLVE's controller
// has no top).
// Instance: {"a": [int, ...] (1..500 values in 0..1, not all 0)}. The
// optimum and the reference flips (the greedy scan for the best K) are
// derived from it.
// Answer: the final <answer> (else \boxed{}) content as lines (split where
// Python's splitlines() splits ASCII text, blank ones ignored), each two
// whitespace-separated integers `[+-]?[0-9]+`: l r, the window [l, r]
// flipped (1-based, inclusive).
// Verifier `face_right_way` (RLVE's ladder, range [-1, 1]): -1 if
// unparseable (no final answer, or a line not of two integers: RLVE's
// wrong_format, wherever it stands); -0.5 if a window is not 1 <= l <= r
// <= N or two windows differ in length (an integer past 64 bits included:
// RLVE's invalid_solution); -0.2 if A does not end all zeros (RLVE's
// unsuccessful_solution, the empty answer included); else 0.5·(M* /
// M)^beta, plus 0.5·(K* / K)^beta when M = M* (M*, K* the optimum; beta =
// 5 is both of RLVE's betas, one param); 1 and correct iff M = M* and K =
// K*. Simulated with a difference array: O(N + lines).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_FACE_RIGHT_WAY_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_FACE_RIGHT_WAY_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterFaceRightWayEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_PUZZLES_FACE_RIGHT_WAY_H_

// PathNoGoingBackCounting (RLVE-Gym "Path_NoGoingBack_Counting", Luogu
// P2151): in an undirected simple graph on 0..N-1, the number of walks
// from 0 to N-1 with exactly T edges that never take an edge straight
// back (after u -> v the next step is not v -> u), modulo 10000.
// Reference: with w_k[v] the number of such walks of length k from 0 ending
// at v, w_1 = row 0 of the adjacency matrix A, w_2 = w_1 A - deg(0) e_0,
// and w_{k+1} = w_k A - w_{k-1} (D - I) for k >= 2 (D the degrees); the
// pair (w_k, w_{k-1}) is advanced by a 2N x 2N matrix raised to T - 2 by
// repeated squaring. O(N^3 log T), independent of the edge count.
//
// Level d (RLVE's controller after d updates): MAX_M = 10, then
// floor(1.1 MAX_M) + 1 per level (10, 12, 14, 16, 18, 20, 23, 26, 29, ...);
// M uniform in 3..MAX_M; N uniform among 3..M+1 with M <= N(N-1)/2; T
// uniform in 1..2^N; a random Hamiltonian path plus M - (N-1) other
// distinct pairs, edges [min, max] in random order. Levels 0..10
// (MAX_M <= 36, N <= 37, T <= 2^37).
// Instance: {"n": 2..40, "edges": [[u, v], ...] (a simple graph on
// 0..n-1), "t": 1..2^50}.
// Answer: one integer in <answer> (else \boxed{}). Verifier
// `path_no_going_back_counting` (RLVE's ladder): -1 unparseable, -0.5
// outside [0, 10000), 1 for the count mod 10000, else 0.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_PATH_NO_GOING_BACK_COUNTING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_PATH_NO_GOING_BACK_COUNTING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterPathNoGoingBackCountingEnvironment(
    Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_PATH_NO_GOING_BACK_COUNTING_H_

// Travelling salesman (seed 003 App. B, "TSP"): N cities with symmetric
// integer distances; visit every city once on a closed tour of the smallest
// total length.
//
// Level d (0..9): N = d + 4 cities labeled 0..N-1, each distance D[i][j] =
// D[j][i] (i != j) uniform in 1..10+5d (the triangle inequality need not
// hold). The optimum is exact (Held–Karp, O(2^N·N^2)); N <= 13 keeps it
// under ~6·10^5 steps (measured: about 1.2 ms per instance at level 9).
// Instance: {"n": int (3..13), "distances": [[int, ...], ...] (n rows of n
// integers, each 0..10^6, symmetric, zero on the diagonal)}.
// Answer: the final <answer> (else \boxed{}) content as whitespace-separated
// cities c_0 c_1 ... c_{N-1}: the visiting order (a permutation of 0..N-1);
// the tour returns from c_{N-1} to c_0, which is not repeated. Fewer than N
// values are a partial solution: the path c_0 ... c_{k-1} so far.
// Verifier `tsp`: the VAST ladder of optimization.h, minimising the tour
// length sum_i D[c_i][c_{i+1 mod N}]; infeasible = a city out of range or
// repeated, more than N values, or (this verifier only) fewer than N.
// `best_completion`: the shortest tour extending the path (an empty path is
// the optimum itself): Held–Karp over the m unvisited cities from the last
// city of the path back to its first, exact while 2^m·m^2 fits the budget;
// else the nearest-neighbour completion (lowest index on ties).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_TSP_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_TSP_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterTspEnvironment(Catalog& catalog,
                                    const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_TSP_H_

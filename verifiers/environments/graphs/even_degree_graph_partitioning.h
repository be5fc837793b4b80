// EvenDegreeGraphPartitioning (RLVE-Gym "EvenDegreeGraphPartitioning"):
// split the vertices of an undirected graph into groups 1 and 2 so that
// every vertex has an even number of neighbours in its own group. Such a
// split always exists (Gallai's theorem), often several; any one is full
// credit.
//
// Level d (RLVE's controller after d updates): N = 3 + d (11 at d = 8); as
// RLVE draws it: a shuffled order of the vertices cut at a uniform point
// into groups 1 and 2 (either may be empty); inside each group of three or
// more, its i-th vertex (i = 1..size-2) is joined to k uniform in 0..i
// distinct earlier ones, then the last to every earlier one of odd degree
// (all degrees in the group even); then k uniform in 0..|1|·|2| distinct
// pairs across the groups; drawn again while there is no edge; edges
// shuffled. Levels 0..97 (N = 100: up to ~N²/2 edges; RLVE's controller has
// no top).
// Instance: {"n": int (2..100), "edges": [[u, v], ...] (1..n(n-1)/2 edges
// of a simple graph on 0..n-1: u != v, no pair twice in either
// orientation)}. A valid split is derived (Gaussian elimination over GF(2)
// of "same-group degree of v is even", which is linear in the group bits).
// Answer: the final <answer> (else \boxed{}) content, N integers, the i-th
// the group (1 or 2) of vertex i.
// Verifier `even_degree_graph_partitioning` (RLVE's "(satisfied/all)^beta"
// ladder, range [-1, 1]): -1 if unparseable (no final answer, or a token
// that is not an integer); -0.5 if not N integers or a label other than 1
// and 2 (RLVE's invalid_solution); else (vertices with an even same-group
// degree / N)^beta, beta = 10. Full credit (correct) for every valid split.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_EVEN_DEGREE_GRAPH_PARTITIONING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_EVEN_DEGREE_GRAPH_PARTITIONING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterEvenDegreeGraphPartitioningEnvironment(Catalog& catalog,
                                                            const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_EVEN_DEGREE_GRAPH_PARTITIONING_H_

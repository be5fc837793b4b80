// DegreeFixed_SpanningTree (RLVE-Gym): an undirected graph and a degree
// d_i for every vertex; pick a spanning tree in which every vertex i has
// degree d_i.
//
// Level d (RLVE's controller after d updates): N = 4 + d (12 at d = 8);
// levels 0..46 (N = 50 at the top, at most 1102 edges, a prompt of some
// 11 KB; RLVE's controller has no top). As RLVE draws it: an edge density
// t/10 uniform among t = 1, 3, 5, 7, 9 with floor(t N(N-1)/20) > N - 1; a
// uniform order of the vertices, each after the first joined to a uniform
// earlier one (the planted tree, whose degrees are the d_i); then uniform
// other pairs until there are floor(t N(N-1)/20) edges; the edges are shown
// as (min, max) in random order. Integer tenths, so the counts are exact
// on every build (RLVE's doubles give one edge fewer at three (N, t) of
// these levels: N = 36 and 41 with t = 3, N = 45 with t = 7).
// Instance: {"n": int (3..50), "edges": [[u, v], ...] (a simple graph on
// 0..n-1), "tree": [[u, v], ...] (n - 1 rows: a spanning tree made of
// graph edges; its degrees are the required d_i, as RLVE's come from its
// planted tree)}. A tree with given degrees is hard to find in general
// (degrees 1, 2, ..., 2, 1 ask for a Hamiltonian path), so the instance
// carries one; the reference prints it (an edge to a leaf last).
// Answer: the final <answer> (else \boxed{}) content as u_1 v_1 ...
// u_{N-1} v_{N-1}, whitespace-separated integers read two at a time as
// edges (either way round), in any order.
// Verifier `spanning_tree_fixed_degrees` (RLVE's "(satisfied/all)^beta"
// ladder, range [-1, 1]): -1 if unparseable (no final answer, a token that
// is not an integer, or an odd number of integers: RLVE's wrong_format);
// -0.5 unless the pairs are N - 1 edges of the graph touching every vertex
// and connecting them all (RLVE's invalid_solution); else (vertices with
// their required degree / N)^beta, beta = 5. Full credit (correct) only
// when every degree matches; any such tree earns it.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_SPANNING_TREE_FIXED_DEGREES_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_SPANNING_TREE_FIXED_DEGREES_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSpanningTreeFixedDegreesEnvironment(Catalog& catalog,
                                                         const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_SPANNING_TREE_FIXED_DEGREES_H_

// Bridge (RLVE-Gym "Bridge"): an undirected graph on the vertices 0..N-1;
// list every bridge, an edge (u, v) whose removal leaves u and v in
// different components.
//
// Level d (RLVE's controller after d updates): N = 4, then
// floor(1.1 N) + 1 per level (4, 5, ..., 10, 12, 14 at d = 8); levels 0..25
// (N = 93 at the top, as grid_bfs: edges only join vertices of one group,
// and there are at least 4 groups there, so a prompt lists at most about
// 1100 edges, some 11 KB; RLVE's controller has no top). As RLVE draws it:
// an edge density p uniform among 2%, 5%, 10%, 15%, ..., 50%, 60%, 70%,
// 80%, 90% and a component count C uniform among the distinct values
// floor(c·N/100) >= 2 for c in 5, 10, 20, 30, 50, 70, 80; each vertex
// joins one of C groups uniformly (drawn again until two groups are used);
// the non-empty groups, in order, are each joined to a uniform vertex of
// the groups before by one edge from a uniform vertex of their own (these
// edges are bridges: at least one); then uniform distinct pairs inside the
// groups are added until there are M = floor(p·N(N-1)/200) edges (or every
// pair inside a group is used); the edges are shown as (min, max) in random
// order. Integer percents, so the counts are exact on every build;
// RLVE's doubles give one edge fewer at six (N, p) of these levels (e.g.
// N = 36, p = 30%: 188, not 189).
// Instance: {"n": int (2..93), "edges": [[u, v], ...] (a simple graph on
// 0..n-1 with at least one bridge, as RLVE's generator asserts)}; the
// bridges (iterative Tarjan, lowlink) are derived.
// Answer: the final <answer> (else \boxed{}) content as u_1 v_1 u_2 v_2 ...,
// whitespace-separated integers read two at a time as edges (either way
// round), in any order.
// Verifier `graph_bridges` (RLVE's "(found/all)^beta" ladder, range
// [-1, 1]): -1 if unparseable (no final answer, a token that is not an
// integer, or an odd number of integers: RLVE's wrong_format); -0.5 if an
// edge is listed twice or a listed pair is not a bridge (RLVE's
// invalid_solution); else (bridges listed / bridges)^beta, beta = 5 (an
// empty answer is 0). Full credit (correct) only for every bridge.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_GRAPH_BRIDGES_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_GRAPH_BRIDGES_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterGraphBridgesEnvironment(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_GRAPH_BRIDGES_H_

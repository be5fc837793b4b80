// SubgraphIsomorphism (RLVE-Gym "SubgraphIsomorphism"): two undirected
// graphs G1 (N1 vertices) and G2 (N2 >= N1); map the vertices of G1
// one-to-one into G2 so that two vertices are joined in G1 exactly when
// their images are joined in G2 (an induced subgraph isomorphism).
//
// Level d (RLVE's controller after d updates): N2 = 3 + d (11 at d = 8);
// levels 0..97 (N2 = 100; RLVE's controller has no top). As RLVE draws it:
// an edge density p uniform among 5%, 15%, ..., 95% with
// floor(p·N2(N2-1)/2) > 0 (integer percents, so the count is exact on every
// build), that many distinct pairs of 0..N2-1 as G2 in random order; N1
// uniform in 3..N2; a hidden injection p, and G1 = the pairs u < v whose
// images are joined, shuffled. Our own draw of p (a deviation in the draws
// only): its last image x is uniform in 0..N2-1 and, when x's last-digit
// change x' (9 -> 0, else + 1) is a vertex, x' is the image of a uniform
// earlier vertex; the rest are uniform. G2 is a uniform labelled graph, so
// the problem (G1, G2) up to labels is drawn as RLVE draws it; this only
// makes the reference with its last digit changed a repeat (see the .cc).
// Instance: {"n1": int (2..100), "edges1": [[u, v], ...] (a simple graph on
// 0..n1-1), "n2": int (n1..100), "edges2": [[u, v], ...] (a simple graph on
// 0..n2-1), "mapping": [n1 distinct ints in 0..n2-1] (a valid injection,
// checked: the reference; generated instances carry the hidden one)}.
// Answer: p(0), ..., p(N1-1) in the final <answer> (else \boxed{}),
// whitespace-separated.
// Verifier `subgraph_isomorphism` (RLVE's "(satisfied/all)^beta" ladder,
// range [-1, 1]): -1 if unparseable (no final answer, or a token that is
// not an integer); -0.5 if not exactly N1 integers, a repeat or a value
// outside 0..N2-1 (RLVE's invalid_solution); else (pairs u < v of G1 with
// "joined in G1" equal to "images joined in G2" / (N1(N1-1)/2))^beta,
// beta = 10. Any valid injection is full credit (correct).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_SUBGRAPH_ISOMORPHISM_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_SUBGRAPH_ISOMORPHISM_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterSubgraphIsomorphismEnvironment(Catalog& catalog,
                                                    const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_SUBGRAPH_ISOMORPHISM_H_

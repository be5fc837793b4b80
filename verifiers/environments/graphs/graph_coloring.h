// Graph colouring (RLVE-Gym style, an NP-complete problem with a cheap
// check): colour the vertices of an undirected graph with at most K colours
// so that no edge joins two vertices of the same colour.
//
// Level d: N = d + 4 vertices labeled 0..N-1 and K = 3 colours; levels
// 0..96 (N <= 100). The generator plants a colouring: a random order of the
// vertices is dealt round-robin into K classes (sizes differ by at most one,
// all non-empty), then distinct edges are drawn only between different
// classes, floor(p·P/100) of them (at least one), P the number of pairs in
// different classes and the density p (percent) uniform in 40..60 (a narrow
// band, so that prompts grow steadily with the level); a proper
// K-colouring always exists.
// Instance: {"n": int (1..100), "k": int (1..n), "edges": [[u, v], ...]
// (0 <= u, v < n, u != v, no pair twice in either orientation, at most
// n(n-1)/2), "colors": [int, ...] (optional: n colours in 0..k-1, a proper
// colouring, which generated instances carry and the reference answer
// prints; checked when given)}. Colourability is not checked otherwise (that
// is NP-complete); an explicit instance without "colors" has an empty
// reference output.
// Answer: the final <answer> (else \boxed{}) content as lines, one colour
// class per line: the vertices of that class, whitespace-separated. Blank
// lines are ignored (so an unused colour is simply left out), at most K
// non-blank lines, every vertex on exactly one line; which colour a line
// stands for does not matter. Listing every vertex exactly once means that
// changing one number always leaves a vertex missing, repeated or out of
// range.
// Verifier `graph_coloring` (RLVE's ladder, range [-1, 1]): -1 if
// unparseable (no final answer, or a token that is not an integer); -0.5 if
// the lines are not a partition of 0..N-1 into at most K classes (more than
// K non-blank lines, a vertex missing, repeated or out of range); else
// (edges whose endpoints lie in different classes / edges)^beta, beta = 5
// (1 if there are no edges). Full credit (correct) only for a proper
// colouring.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_GRAPH_COLORING_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_GRAPH_COLORING_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

absl::Status RegisterGraphColoringEnvironment(Catalog& catalog,
                                              const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_GRAPH_COLORING_H_

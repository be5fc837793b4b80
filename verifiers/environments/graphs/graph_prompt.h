// What the graph family's prompts share: the opening that shows an
// unweighted undirected graph (graph_coloring, vertex_cover). Prompts are
// pinned by golden hashes, so the wording here is fixed.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_GRAPH_PROMPT_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_GRAPH_PROMPT_H_

#include <cstdint>
#include <string>
#include <vector>

namespace referee {
namespace environments {

// "You are given an **undirected graph** with N vertices, ... connected:\n"
// then the edges as "(u, v)" lines.
std::string UndirectedGraphOpening(int64_t n,
                                   const std::vector<std::vector<int64_t>>& edges);

// Weighted edges as "(s, t, w)" lines, edge i weighing weights[i], joined
// by newlines (min_path_cover_dag, minimum_directed_spanning_tree).
std::string WeightedEdgeLines(const std::vector<std::vector<int64_t>>& edges,
                              const std::vector<int64_t>& weights);

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GRAPHS_GRAPH_PROMPT_H_

#include "verifiers/environments/graphs/graph_prompt.h"

#include "absl/strings/str_cat.h"
#include "verifiers/environments/instance_io.h"

namespace referee {
namespace environments {

std::string UndirectedGraphOpening(int64_t n,
                                   const std::vector<std::vector<int64_t>>& edges) {
  return absl::StrCat(
      "You are given an **undirected graph** with ", n,
      " vertices, labeled from `0` to `", n - 1,
      "`. The graph contains the following undirected edges. Each edge is "
      "represented as a tuple `(u, v)`, meaning vertices `u` and `v` are "
      "connected:\n",
      EdgeTuples(edges));
}

std::string WeightedEdgeLines(const std::vector<std::vector<int64_t>>& edges,
                              const std::vector<int64_t>& weights) {
  std::string lines;
  for (size_t i = 0; i < edges.size(); ++i) {
    absl::StrAppend(&lines, i == 0 ? "" : "\n", "(", edges[i][0], ", ", edges[i][1], ", ",
                    weights[i], ")");
  }
  return lines;
}

}  // namespace environments
}  // namespace referee

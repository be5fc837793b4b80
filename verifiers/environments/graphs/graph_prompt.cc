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

}  // namespace environments
}  // namespace referee

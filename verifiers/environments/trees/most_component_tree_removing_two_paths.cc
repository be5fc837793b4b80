#include "verifiers/environments/trees/most_component_tree_removing_two_paths.h"

#include <functional>
#include <limits>

#include "verifiers/environments/member.h"
#include "verifiers/environments/trees.h"

namespace referee {
inline namespace most_component_tree_removing_two_paths_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 49;  // N = 962.
constexpr int64_t kMaxVertices = 1000;
// Below every path weight (|weight| <= 2N), far from overflowing.
constexpr int64_t kNone = std::numeric_limits<int64_t>::min() / 4;
constexpr size_t kNoNeighbour = std::numeric_limits<size_t>::max();

struct MostComponentTreeRemovingTwoPathsInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;  // {u, v} on 1..n, in prompt order.
  std::string answer;                       // Derived (Finish).
};

// What one side of an edge holds, seen from its end b: the heaviest path in
// it, the heaviest path in it starting at b, and the heaviest path in it
// avoiding b (kNone if b is all of it). `down[k]` and `best[k]` are the
// heaviest path from b's k-th neighbour into that neighbour's side and
// the heaviest path in that side; neighbour `skip` (the other end of the
// edge) is left out.
struct Side {
  int64_t best, from_end, rest;
};
Side SideOf(int64_t weight, const std::vector<int64_t>& down, const std::vector<int64_t>& best,
            size_t skip) {
  int64_t first = 0, second = 0, rest = kNone;
  for (size_t k = 0; k < down.size(); ++k) {
    if (k == skip) continue;
    const int64_t g = std::max<int64_t>(0, down[k]);
    if (g > first) {
      second = first;
      first = g;
    } else if (g > second) {
      second = g;
    }
    rest = std::max(rest, best[k]);
  }
  return {std::max(rest, weight + first + second), weight + first, rest};
}

// The maximum, or nullopt unless `edges` is a tree on 1..n.
//
// Deleting a vertex set S from a tree leaves (n - |S|) - (n - 1 - e(S) -
// e(S, rest)) components; with sum over S of deg(v) = 2 e(S) + e(S, rest)
// and e(S) = |S| - c, c the components of S itself, that is
// sum over S of (deg(v) - 2) + c + 1. Give each vertex the weight
// deg(v) - 2. Two paths without a common edge either
//  - meet: in a tree they then share one vertex x and S is at most four
//    arms leaving x in different directions, c = 1: w(x) + the four
//    heaviest positive arms + 2;
//  - are apart but joined by an edge a-b, a on one and b on the other,
//    c = 1: the heaviest path on a's side of a-b plus the heaviest on
//    b's side + 2 (which never exceeds the truth for any edge);
//  - are apart and not adjacent, c = 2: take the first edge a-b of the
//    route from the first path to the second; the second path lies on
//    b's side avoiding b: heaviest on a's side + heaviest on b's side
//    without b + 3 (and any such pair is apart and not adjacent).
// The heaviest paths of both sides of every edge come from two passes over
// the tree rooted at 1 (down, then up).
std::optional<std::string> MostComponents(int64_t n,
                                          const std::vector<std::vector<int64_t>>& edges) {
  const std::optional<std::vector<std::vector<int64_t>>> tree =
      environments::TreeAdjacency(n, edges, 1);
  if (!tree) return std::nullopt;
  const std::vector<std::vector<int64_t>>& adjacent = *tree;
  const size_t size = static_cast<size_t>(n + 1);
  std::vector<int64_t> weight(size, 0);
  // down[v][k], best[v][k]: the side of v's k-th neighbour (away from v).
  std::vector<std::vector<int64_t>> down(size), best(size);
  for (size_t v = 1; v < size; ++v) {
    weight[v] = static_cast<int64_t>(adjacent[v].size()) - 2;
    down[v].assign(adjacent[v].size(), kNone);
    best[v].assign(adjacent[v].size(), kNone);
  }
  // Breadth-first from 1: where each vertex's parent sits in its list, and
  // where it sits in its parent's.
  std::vector<int64_t> order = {1}, parent(size, 0);
  std::vector<size_t> to_parent(size, kNoNeighbour), in_parent(size, kNoNeighbour);
  for (size_t i = 0; i < order.size(); ++i) {
    const size_t v = static_cast<size_t>(order[i]);
    for (size_t k = 0; k < adjacent[v].size(); ++k) {
      const int64_t c = adjacent[v][k];
      if (c == parent[v]) continue;
      const size_t child = static_cast<size_t>(c);
      parent[child] = static_cast<int64_t>(v);
      in_parent[child] = k;
      const std::vector<int64_t>& around = adjacent[child];
      to_parent[child] = static_cast<size_t>(
          std::find(around.begin(), around.end(), static_cast<int64_t>(v)) - around.begin());
      order.push_back(c);
    }
  }
  // Down: each vertex's own subtree, told to its parent.
  for (size_t i = order.size(); i-- > 1;) {
    const size_t v = static_cast<size_t>(order[i]);
    const Side side = SideOf(weight[v], down[v], best[v], to_parent[v]);
    const size_t p = static_cast<size_t>(parent[v]);
    down[p][in_parent[v]] = side.from_end;
    best[p][in_parent[v]] = side.best;
  }
  // Up: the rest of the tree, told by each parent to each child.
  for (const int64_t at : order) {
    const size_t v = static_cast<size_t>(at);
    for (size_t k = 0; k < adjacent[v].size(); ++k) {
      if (k == to_parent[v]) continue;
      const size_t child = static_cast<size_t>(adjacent[v][k]);
      const Side side = SideOf(weight[v], down[v], best[v], k);
      down[child][to_parent[child]] = side.from_end;
      best[child][to_parent[child]] = side.best;
    }
  }
  int64_t most = kNone;
  for (size_t x = 1; x < size; ++x) {
    std::vector<int64_t> arms;
    for (const int64_t g : down[x]) arms.push_back(std::max<int64_t>(0, g));
    std::sort(arms.begin(), arms.end(), std::greater<int64_t>());
    int64_t meet = weight[x] + 2;
    for (size_t k = 0; k < arms.size() && k < 4; ++k) meet += arms[k];
    most = std::max(most, meet);
    // The edge to neighbour k: its far side is best[x][k].
    for (size_t k = 0; k < adjacent[x].size(); ++k) {
      const Side near = SideOf(weight[x], down[x], best[x], k);
      most = std::max(most, best[x][k] + near.best + 2);
      if (near.rest != kNone) most = std::max(most, best[x][k] + near.rest + 3);
    }
  }
  return absl::StrCat(most);
}

class MostComponentTreeRemovingTwoPathsEnvironment final
    : public environments::IntegerAnswerEnvironment<MostComponentTreeRemovingTwoPathsInstance> {
 public:
  MostComponentTreeRemovingTwoPathsEnvironment()
      : IntegerAnswerEnvironment(
            {"most_component_tree_removing_two_paths",
             "RLVE-Gym:MostComponentTreeRemovingTwoPaths", kMaxDifficulty,
             "Delete the vertices of two edge-disjoint paths of a tree so as to leave as many "
             "connected components as possible; give that number.",
             /*difficulty_help=*/"N = 4, then floor(1.1 N) + 1 per level (4, 5, ..., 10, 12, 14 "
             "at d = 8; 962 at the top, d = 49); a random tree"},
            environments::NumberLadder::kExact) {}

 protected:
  MostComponentTreeRemovingTwoPathsInstance Make(int difficulty, tasks::Rng& rng) const override {
    MostComponentTreeRemovingTwoPathsInstance instance;
    instance.n = environments::RlveGrowth(4, difficulty);
    // RLVE's draws: a shuffle, each vertex after the first joined to a
    // uniform earlier one, then the edges shuffled.
    instance.edges = environments::RandomTreeEdges(instance.n, 1, rng);
    rng.Shuffle(instance.edges);
    return instance;
  }

  void DeclareFields(environments::InstanceFields<MostComponentTreeRemovingTwoPathsInstance>&
                         fields) const override {
    using I = MostComponentTreeRemovingTwoPathsInstance;
    fields.Int("n", &I::n, 2, kMaxVertices)
        .IntRows("edges", &I::edges, [](const I& x) { return x.n - 1; }, 2, 1,
                 [](const I& x) { return x.n; })
        .SizedBy([](const I& x) { return x.n - 1; });
  }
  absl::Status Finish(MostComponentTreeRemovingTwoPathsInstance& instance) const override {
    std::optional<std::string> answer = MostComponents(instance.n, instance.edges);
    if (!answer) return BadInstance("edges", "must be n - 1 edges forming a tree on 1..n");
    instance.answer = *std::move(answer);
    return absl::OkStatus();
  }

  std::string Prompt(const MostComponentTreeRemovingTwoPathsInstance& instance) const override {
    return absl::StrCat(
        "A **tree** (a connected undirected graph without cycles) has ", instance.n,
        " vertices numbered 1 to ", instance.n, " and the ", instance.n - 1,
        " edges below, one per line; \"(u, v)\" joins vertex u and vertex v:\n",
        environments::EdgeTuples(instance.edges),
        "\n\nPick two paths in this tree. A path goes from one vertex to another along tree "
        "edges and may also be a single vertex; the two paths must **not use a common edge**, "
        "although they may pass through common vertices. Then delete every vertex lying on "
        "either path, together with every edge touching a deleted vertex. What is the "
        "**largest** number of connected components that the remaining graph can have?\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace most_component_tree_removing_two_paths_cc

absl::Status RegisterMostComponentTreeRemovingTwoPathsEnvironment(Catalog& catalog,
                                                                  const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<MostComponentTreeRemovingTwoPathsEnvironment>());
}

}  // namespace referee

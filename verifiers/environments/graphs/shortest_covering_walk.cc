#include "verifiers/environments/graphs/shortest_covering_walk.h"

#include "verifiers/environments/graphs/graph_prompt.h"
#include "verifiers/environments/graphs/planted_digraphs.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace shortest_covering_walk_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 12;
constexpr int64_t kMaxVertices = kMaxDifficulty + 3;  // 15.
constexpr int64_t kMaxWeight = 1000000;
// Above any walk the search builds: at most N-1 hops of at most N-1 edges.
constexpr int64_t kUnreachable = INT64_MAX / 4;

struct ShortestCoveringWalkInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;  // {s, t}, in prompt order.
  std::vector<int64_t> weights;             // weights[i] of edges[i].
  // Derived (Finish): weight_of[s * n + t] = the weight of edge s -> t, -1
  // if none; the least weight of a covering walk and one such walk.
  std::vector<int64_t> weight_of;
  int64_t best = 0;
  std::vector<int64_t> walk;
};

// The least weight of a walk visiting every vertex, and one such walk;
// nullopt if there is none. A walk's cost is at least the sum of the
// shortest distances between its vertices' first visits, taken in order,
// and joining them by shortest paths attains that sum; so the optimum is a
// Held-Karp search over the order of first visits on the distances.
std::optional<std::pair<int64_t, std::vector<int64_t>>> LightestCoveringWalk(
    int64_t n, const std::vector<int64_t>& weight_of) {
  const size_t size = static_cast<size_t>(n);
  // Floyd-Warshall with the first hop of each shortest path.
  std::vector<int64_t> dist(size * size, kUnreachable);
  std::vector<int64_t> hop(size * size, -1);
  for (size_t v = 0; v < size; ++v) {
    dist[v * size + v] = 0;
    hop[v * size + v] = static_cast<int64_t>(v);
    for (size_t u = 0; u < size; ++u) {
      if (weight_of[v * size + u] >= 0 && u != v) {
        dist[v * size + u] = weight_of[v * size + u];
        hop[v * size + u] = static_cast<int64_t>(u);
      }
    }
  }
  for (size_t k = 0; k < size; ++k) {
    for (size_t i = 0; i < size; ++i) {
      if (dist[i * size + k] == kUnreachable) continue;
      for (size_t j = 0; j < size; ++j) {
        const int64_t through = dist[i * size + k] + dist[k * size + j];
        if (through < dist[i * size + j]) {
          dist[i * size + j] = through;
          hop[i * size + j] = hop[i * size + k];
        }
      }
    }
  }
  // cost[mask * n + v]: the least weight of a walk whose first visits are
  // the set `mask`, ending at its last first visit v; came_from: the first
  // visit before v (-1 for a walk that starts at v).
  const size_t masks = size_t{1} << size;
  std::vector<int64_t> cost(masks * size, kUnreachable);
  std::vector<int8_t> came_from(masks * size, -1);
  for (size_t v = 0; v < size; ++v) cost[(size_t{1} << v) * size + v] = 0;
  for (size_t mask = 1; mask < masks; ++mask) {
    for (size_t v = 0; v < size; ++v) {
      const int64_t here = cost[mask * size + v];
      if (here == kUnreachable || (mask >> v & 1) == 0) continue;
      for (size_t u = 0; u < size; ++u) {
        if ((mask >> u & 1) != 0 || dist[v * size + u] == kUnreachable) continue;
        const size_t next = (mask | size_t{1} << u) * size + u;
        if (here + dist[v * size + u] < cost[next]) {
          cost[next] = here + dist[v * size + u];
          came_from[next] = static_cast<int8_t>(v);
        }
      }
    }
  }
  const size_t full = masks - 1;
  size_t last = 0;
  for (size_t v = 1; v < size; ++v) {
    if (cost[full * size + v] < cost[full * size + last]) last = v;
  }
  if (cost[full * size + last] == kUnreachable) return std::nullopt;
  // The first visits, last to first, then each hop expanded.
  std::vector<int64_t> visits;
  for (size_t mask = full, v = last;;) {
    visits.push_back(static_cast<int64_t>(v));
    const int8_t before = came_from[mask * size + v];
    if (before < 0) break;
    mask &= ~(size_t{1} << v);
    v = static_cast<size_t>(before);
  }
  std::reverse(visits.begin(), visits.end());
  std::vector<int64_t> walk = {visits[0]};
  for (size_t i = 1; i < visits.size(); ++i) {
    for (int64_t at = visits[i - 1]; at != visits[i];) {
      at = hop[static_cast<size_t>(at) * size + static_cast<size_t>(visits[i])];
      walk.push_back(at);
    }
  }
  return std::make_pair(cost[full * size + last], std::move(walk));
}

class ShortestCoveringWalkEnvironment final
    : public environments::LadderEnvironment<ShortestCoveringWalkInstance> {
 public:
  ShortestCoveringWalkEnvironment()
      : LadderEnvironment(
            {"shortest_covering_walk", "RLVE-Gym:HamiltonianPath", kMaxDifficulty,
             "Find the lightest walk through a weighted directed graph that visits every "
             "vertex at least once (RLVE HamiltonianPath).",
             /*difficulty_help=*/"N = d + 3 vertices; edge density 5%..95% of the N(N-1) "
             "ordered pairs (at least N edges), weights 1..N on a hidden path through every "
             "vertex, 1..N/2 elsewhere"},
            {"RLVE HamiltonianPath ladder: -1 unparseable, -0.5 a vertex out of range or "
             "never visited or a step that is no edge, else (least weight / the walk's "
             "weight)^beta.",
             /*beta=*/5}) {}

 protected:
  ShortestCoveringWalkInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = difficulty + 3;
    const int64_t num_edges = environments::PlantedEdgeCount(n, rng);

    std::vector<int64_t> order(static_cast<size_t>(n));
    std::iota(order.begin(), order.end(), int64_t{0});
    rng.Shuffle(order);
    std::vector<bool> taken(static_cast<size_t>(n * n), false);
    std::vector<std::vector<int64_t>> edges;
    std::vector<int64_t> weights;
    for (size_t i = 0; i + 1 < order.size(); ++i) {
      taken[static_cast<size_t>(order[i] * n + order[i + 1])] = true;
      edges.push_back({order[i], order[i + 1]});
      weights.push_back(rng.Uniform(1, n));
    }
    const std::vector<int64_t> others = environments::ShuffledFreePairs(n, taken, rng);
    for (int64_t i = 0; i < num_edges - (n - 1); ++i) {
      const int64_t pair = others[static_cast<size_t>(i)];
      edges.push_back({pair / n, pair % n});
      weights.push_back(rng.Uniform(1, std::max<int64_t>(1, n / 2)));
    }
    // Edges and their weights shuffled together, so the hidden path is not
    // the prompt's first N-1 lines.
    std::vector<size_t> shown(edges.size());
    std::iota(shown.begin(), shown.end(), size_t{0});
    rng.Shuffle(shown);
    ShortestCoveringWalkInstance instance;
    instance.n = n;
    for (const size_t i : shown) {
      instance.edges.push_back(edges[i]);
      instance.weights.push_back(weights[i]);
    }
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<ShortestCoveringWalkInstance>& fields) const override {
    using I = ShortestCoveringWalkInstance;
    fields.Int("n", &I::n, 2, kMaxVertices)
        .IntRows("edges", &I::edges, [](const I& x) { return x.n * (x.n - 1); }, 2, 0,
                 [](const I& x) { return x.n - 1; })
        .Ints("weights", &I::weights,
              [](const I& x) { return static_cast<int64_t>(x.edges.size()); }, 1, kMaxWeight)
        .SizedBy([](const I& x) { return static_cast<int64_t>(x.edges.size()); });
  }

  absl::Status Finish(ShortestCoveringWalkInstance& instance) const override {
    const int64_t n = instance.n;
    instance.weight_of.assign(static_cast<size_t>(n * n), -1);
    for (size_t i = 0; i < instance.edges.size(); ++i) {
      const int64_t s = instance.edges[i][0], t = instance.edges[i][1];
      if (s == t) return BadInstance(absl::StrCat("edges[", i, "]"), "a self-loop");
      int64_t& weight = instance.weight_of[static_cast<size_t>(s * n + t)];
      if (weight >= 0) return BadInstance(absl::StrCat("edges[", i, "]"), "a repeated edge");
      weight = instance.weights[i];
    }
    auto lightest = LightestCoveringWalk(n, instance.weight_of);
    if (!lightest) return BadInstance("edges", "no walk visits every vertex");
    instance.best = lightest->first;
    instance.walk = std::move(lightest->second);
    return absl::OkStatus();
  }

  std::string Prompt(const ShortestCoveringWalkInstance& instance) const override {
    return absl::StrCat(
        "A directed graph has ", instance.n, " vertices, numbered 0 through ", instance.n - 1,
        ". Its weighted one-way edges are listed below, one per line; a line (s, t, w) is an "
        "edge that may be travelled from s to t, never back, at a cost of w:\n",
        environments::WeightedEdgeLines(instance.edges, instance.weights),
        "\n\nFind a walk q_1, q_2, ..., q_k along these edges (each step from q_i to q_(i+1) "
        "must be an edge) on which every one of the ", instance.n,
        " vertices appears at least once. Vertices and edges may be used more than once; "
        "each use of an edge adds its cost. Make the total cost of the walk as small as "
        "possible.\n\n"
        "Give the vertices of the walk in travelling order on one line, with spaces between "
        "them, enclosed in <answer> </answer> tags. For instance, with 3 vertices, "
        "<answer>1 0 1 2</answer> starts at 1, goes to 0, comes back to 1 and ends at 2.");
  }

  // The last vertex of a lightest walk is its only visit there (a walk
  // could stop at its last first visit): changing it leaves that vertex
  // unvisited, which the registry-wide corruption test relies on.
  std::string Reference(const ShortestCoveringWalkInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.walk, " "));
  }

  absl::StatusOr<Verdict> Grade(const ShortestCoveringWalkInstance& instance,
                                const VerifyInput& input) const override {
    // Any length is a walk: keep every number (two characters each at
    // least, but for the last).
    const auto answer = environments::FinalIntegers(input.output, input.output.size() / 2 + 1);
    if (!answer) return environments::Unparsed();
    const int64_t n = instance.n;
    std::vector<bool> seen(static_cast<size_t>(n), false);
    int64_t distinct = 0;
    int64_t total = 0;  // At most ~5·10^5 steps of at most 10^6: fits.
    for (size_t i = 0; i < answer->values.size(); ++i) {
      const int64_t v = answer->values[i];
      // Range first: negatives and kHugeToken must not index.
      if (v < 0 || v >= n) return environments::Invalid();
      if (!seen[static_cast<size_t>(v)]) {
        seen[static_cast<size_t>(v)] = true;
        ++distinct;
      }
      if (i == 0) continue;
      const int64_t w =
          instance.weight_of[static_cast<size_t>(answer->values[i - 1] * n + v)];
      if (w < 0) return environments::Invalid();  // Not an edge (or staying put).
      total += w;
    }
    if (distinct != n) return environments::Invalid();
    // (least / weight)^beta; full credit, and correct, iff weight == least.
    return environments::Graded(instance.best, total, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace shortest_covering_walk_cc

absl::Status RegisterShortestCoveringWalkEnvironment(Catalog& catalog,
                                                     const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<ShortestCoveringWalkEnvironment>());
}

}  // namespace referee

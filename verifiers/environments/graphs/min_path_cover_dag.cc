#include "verifiers/environments/graphs/min_path_cover_dag.h"

#include <limits>

#include "verifiers/environments/graphs/graph_prompt.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace min_path_cover_dag_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 96;  // N = 100.
constexpr int64_t kMaxVertices = 100;
constexpr int64_t kMaxWeight = 1000000;
// RLVE's unsuccessful_solution: valid paths that leave an edge uncovered.
constexpr double kUncoveredReward = -0.2;

struct MinPathCoverDagInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;  // {s, t} on 1..n, in prompt order.
  std::vector<int64_t> weights;             // weights[i] of edges[i].
  // Derived (Finish): edge_at[(s - 1) * n + (t - 1)] = the index of edge
  // s -> t, -1 if none; the optimum and an optimal cover, paths in the
  // order the reference prints them.
  std::vector<int64_t> edge_at;
  int64_t best = 0;
  std::vector<std::vector<int64_t>> paths;
};

// Successive shortest paths (Dijkstra with potentials, dense: at most 102
// nodes) on a network whose costs start non-negative.
class MinCostFlow {
 public:
  static constexpr int64_t kUnbounded = int64_t{1} << 40;

  explicit MinCostFlow(size_t nodes) : out_(nodes) {}
  // The id of the new arc; its reverse is id + 1.
  size_t Add(size_t from, size_t to, int64_t capacity, int64_t cost) {
    const size_t id = arcs_.size();
    arcs_.push_back({to, capacity, cost});
    out_[from].push_back(id);
    arcs_.push_back({from, 0, -cost});
    out_[to].push_back(id + 1);
    return id;
  }
  int64_t FlowOn(size_t id) const { return arcs_[id + 1].capacity; }
  // Sends `want` units from s to t at the least cost; false if it cannot.
  bool Send(size_t s, size_t t, int64_t want) {
    constexpr int64_t kFar = std::numeric_limits<int64_t>::max() / 4;
    constexpr size_t kNone = std::numeric_limits<size_t>::max();
    const size_t n = out_.size();
    std::vector<int64_t> potential(n, 0);
    while (want > 0) {
      std::vector<int64_t> dist(n, kFar);
      std::vector<size_t> via(n, kNone);
      std::vector<bool> done(n, false);
      dist[s] = 0;
      for (;;) {
        size_t u = kNone;
        for (size_t v = 0; v < n; ++v) {
          if (!done[v] && dist[v] < kFar && (u == kNone || dist[v] < dist[u])) u = v;
        }
        if (u == kNone) break;
        done[u] = true;
        for (const size_t id : out_[u]) {
          const Arc& a = arcs_[id];
          if (a.capacity == 0) continue;
          const int64_t d = dist[u] + a.cost + potential[u] - potential[a.to];
          if (d < dist[a.to]) {
            dist[a.to] = d;
            via[a.to] = id;
          }
        }
      }
      if (dist[t] >= kFar) return false;
      // Nodes unreachable now stay so (new residual arcs join reachable
      // nodes), so their potentials never matter again.
      for (size_t v = 0; v < n; ++v) {
        if (dist[v] < kFar) potential[v] += dist[v];
      }
      int64_t push = want;
      for (size_t v = t; v != s; v = arcs_[via[v] ^ 1].to) {
        push = std::min(push, arcs_[via[v]].capacity);
      }
      for (size_t v = t; v != s; v = arcs_[via[v] ^ 1].to) {
        arcs_[via[v]].capacity -= push;
        arcs_[via[v] ^ 1].capacity += push;
      }
      want -= push;
    }
    return true;
  }

 private:
  struct Arc {
    size_t to = 0;
    int64_t capacity = 0;
    int64_t cost = 0;
  };
  std::vector<Arc> arcs_;
  std::vector<std::vector<size_t>> out_;
};

absl::Status Solve(MinPathCoverDagInstance& instance) {
  const int64_t n = instance.n;
  const size_t size = static_cast<size_t>(n);
  instance.edge_at.assign(size * size, -1);
  std::vector<std::vector<size_t>> out(size);
  std::vector<int64_t> in_degree(size, 0);
  for (size_t i = 0; i < instance.edges.size(); ++i) {
    const int64_t s = instance.edges[i][0] - 1, t = instance.edges[i][1] - 1;
    const std::string field = absl::StrCat("edges[", i, "]");
    if (s == t) return BadInstance(field, "a self-loop");
    int64_t& at = instance.edge_at[static_cast<size_t>(s * n + t)];
    if (at >= 0) return BadInstance(field, "a repeated edge");
    at = static_cast<int64_t>(i);
    out[static_cast<size_t>(s)].push_back(i);
    ++in_degree[static_cast<size_t>(t)];
  }
  // Acyclic (Kahn's order takes every vertex) and 1 reaches every vertex.
  std::vector<int64_t> left = in_degree, order;
  for (size_t v = 0; v < size; ++v) {
    if (left[v] == 0) order.push_back(static_cast<int64_t>(v));
  }
  for (size_t i = 0; i < order.size(); ++i) {
    for (const size_t e : out[static_cast<size_t>(order[i])]) {
      const size_t t = static_cast<size_t>(instance.edges[e][1] - 1);
      if (--left[t] == 0) order.push_back(static_cast<int64_t>(t));
    }
  }
  if (order.size() != size) return BadInstance("edges", "the graph has a cycle");
  std::vector<bool> reached(size, false);
  std::vector<size_t> queue = {0};
  reached[0] = true;
  for (size_t i = 0; i < queue.size(); ++i) {
    for (const size_t e : out[queue[i]]) {
      const size_t t = static_cast<size_t>(instance.edges[e][1] - 1);
      if (!reached[t]) {
        reached[t] = true;
        queue.push_back(t);
      }
    }
  }
  if (queue.size() != size) {
    return BadInstance("edges", "vertex 1 must reach every vertex");
  }
  // f_e = 1 + g_e paths on edge e, and every vertex but 1 must receive at
  // least as many as leave it: g must bring out-degree - in-degree more
  // into each vertex with more outgoing edges, from vertex 1 (unlimited)
  // or from a vertex with more incoming edges (up to the difference).
  const size_t source = size, sink = size + 1;
  MinCostFlow flow(size + 2);
  std::vector<size_t> arc(instance.edges.size());
  for (size_t i = 0; i < instance.edges.size(); ++i) {
    arc[i] = flow.Add(static_cast<size_t>(instance.edges[i][0] - 1),
                      static_cast<size_t>(instance.edges[i][1] - 1), MinCostFlow::kUnbounded,
                      instance.weights[i]);
  }
  flow.Add(source, 0, MinCostFlow::kUnbounded, 0);
  int64_t demand = 0;
  for (size_t v = 1; v < size; ++v) {
    const int64_t need = static_cast<int64_t>(out[v].size()) - in_degree[v];
    if (need > 0) {
      flow.Add(v, sink, need, 0);
      demand += need;
    } else if (need < 0) {
      flow.Add(source, v, -need, 0);
    }
  }
  if (!flow.Send(source, sink, demand)) {
    return absl::InternalError("min_path_cover_dag: the flow cannot be met");
  }
  // f_e <= 1 + 4950 and w <= 10^6 on at most 4950 edges: no overflow.
  std::vector<int64_t> left_on(instance.edges.size());
  instance.best = 0;
  for (size_t i = 0; i < instance.edges.size(); ++i) {
    left_on[i] = 1 + flow.FlowOn(arc[i]);
    instance.best += left_on[i] * instance.weights[i];
  }
  // Split f into paths from 1: follow edges with paths left until none
  // leaves the vertex reached. Every vertex but 1 keeps receiving at least
  // as many as leave it, so whatever is left is reachable from 1.
  std::vector<size_t> next(size, 0);
  instance.paths.clear();
  for (;;) {
    std::vector<int64_t> path = {1};
    size_t v = 0;
    for (;;) {
      while (next[v] < out[v].size() && left_on[out[v][next[v]]] == 0) ++next[v];
      if (next[v] == out[v].size()) break;
      const size_t e = out[v][next[v]];
      --left_on[e];
      v = static_cast<size_t>(instance.edges[e][1] - 1);
      path.push_back(static_cast<int64_t>(v) + 1);
    }
    if (path.size() == 1) break;
    instance.paths.push_back(std::move(path));
  }
  // Print last a path ending at a vertex t with no outgoing edge. An
  // optimal cover uses each edge into t once (one use fewer would still
  // cover it and cost less), so changing the last digit of t either names
  // no edge (-0.5) or leaves that edge uncovered (-0.2): never full credit.
  // Such a path exists: 1 reaches some vertex without outgoing edges.
  const auto last = std::find_if(
      instance.paths.begin(), instance.paths.end(), [&](const std::vector<int64_t>& p) {
        return out[static_cast<size_t>(p.back() - 1)].empty();
      });
  if (last != instance.paths.end()) std::rotate(last, last + 1, instance.paths.end());
  return absl::OkStatus();
}

class MinPathCoverDagEnvironment final
    : public environments::LadderEnvironment<MinPathCoverDagInstance> {
 public:
  MinPathCoverDagEnvironment()
      : LadderEnvironment(
            {"min_path_cover_dag", "RLVE-Gym:MinPathCover_DAG", kMaxDifficulty,
             "Cover every edge of a weighted DAG with paths starting at vertex 1, of the least "
             "total weight (RLVE MinPathCover_DAG).",
             /*difficulty_help=*/"N = d + 4 vertices (12 at d = 8, 100 at the top, d = 96); "
             "vertex t gets edges from a random set of 1..t-1 of the vertices 1..t-1; weights "
             "uniform in 1..N(N-1)"},
            {"RLVE MinPathCover_DAG ladder: -1 unparseable, -0.5 a path not from 1 or a step "
             "that is not an edge, -0.2 an edge left uncovered, else (optimum / total "
             "weight)^beta.", /*beta=*/5}) {}

 protected:
  MinPathCoverDagInstance Make(int difficulty, tasks::Rng& rng) const override {
    MinPathCoverDagInstance instance;
    const int64_t n = difficulty + 4;
    instance.n = n;
    // RLVE's order is 1..N (it shuffles a copy): vertex t draws k of the
    // vertices before it, k uniform in 1..t-1.
    for (int64_t t = 2; t <= n; ++t) {
      const int64_t k = rng.Uniform(1, t - 1);
      std::vector<int64_t> earlier(static_cast<size_t>(t - 1));
      for (int64_t s = 1; s < t; ++s) earlier[static_cast<size_t>(s - 1)] = s;
      rng.Shuffle(earlier);
      for (int64_t j = 0; j < k; ++j) {
        instance.edges.push_back({earlier[static_cast<size_t>(j)], t});
        instance.weights.push_back(rng.Uniform(1, n * (n - 1)));
      }
    }
    // Shuffle the edges with their weights.
    std::vector<int64_t> shown(instance.edges.size());
    for (size_t i = 0; i < shown.size(); ++i) shown[i] = static_cast<int64_t>(i);
    rng.Shuffle(shown);
    std::vector<std::vector<int64_t>> edges;
    std::vector<int64_t> weights;
    for (const int64_t i : shown) {
      edges.push_back(instance.edges[static_cast<size_t>(i)]);
      weights.push_back(instance.weights[static_cast<size_t>(i)]);
    }
    instance.edges = std::move(edges);
    instance.weights = std::move(weights);
    return instance;
  }

  void DeclareFields(environments::InstanceFields<MinPathCoverDagInstance>& fields) const override {
    using I = MinPathCoverDagInstance;
    fields.Int("n", &I::n, 2, kMaxVertices)
        .IntRows("edges", &I::edges, [](const I& x) { return x.n * (x.n - 1) / 2; }, 2, 1,
                 [](const I& x) { return x.n; })
        .Ints("weights", &I::weights,
              [](const I& x) { return static_cast<int64_t>(x.edges.size()); }, 1, kMaxWeight)
        .SizedBy([](const I& x) { return static_cast<int64_t>(x.edges.size()); });
  }
  absl::Status Finish(MinPathCoverDagInstance& instance) const override {
    return Solve(instance);
  }

  std::string Prompt(const MinPathCoverDagInstance& instance) const override {
    const std::string edges = environments::WeightedEdgeLines(instance.edges, instance.weights);
    return absl::StrCat(
        "A directed graph without cycles has ", instance.n, " vertices, numbered 1 through ",
        instance.n, ", and the weighted one-way edges listed below, one per line; a line "
        "(s, t, w) is an edge leading from s to t whose weight is w. Every vertex can be "
        "reached from vertex 1.\n",
        edges,
        "\n\nChoose some paths, each starting at vertex 1 and moving along edges in their "
        "direction, so that every edge lies on at least one of the paths. The weight of a "
        "path is the sum of the weights of its edges, and the cost of your choice is the "
        "sum of the weights of all the paths (an edge on several paths counts once for "
        "each). Make that cost as small as possible.\n\n"
        "Write one path per line, its vertices in order (starting with 1) separated by "
        "spaces, all lines enclosed in <answer> </answer> tags. For instance, "
        "<answer>\n1 2 4\n1 3\n</answer> uses two paths: 1 -> 2 -> 4 and 1 -> 3.");
  }

  std::string Reference(const MinPathCoverDagInstance& instance) const override {
    std::vector<std::string> lines;
    for (const std::vector<int64_t>& path : instance.paths) {
      lines.push_back(absl::StrJoin(path, " "));
    }
    return environments::AnswerTagged(absl::StrJoin(lines, "\n"));
  }

  absl::StatusOr<Verdict> Grade(const MinPathCoverDagInstance& instance,
                                const VerifyInput& input) const override {
    const int64_t n = instance.n;
    std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    // Every token an integer (nothing kept), before any path is judged.
    if (!answer || !parsing::ParseIntegerTokens(*answer, 0)) return environments::Unparsed();
    std::vector<bool> covered(instance.edges.size(), false);
    int64_t total = 0;  // At most 99 steps of <= 10^6 per line: no overflow.
    // Each non-blank line a path, lines split as Python's splitlines().
    bool valid = true;
    environments::ForEachAnswerLine(*answer, [&](absl::string_view line) {
      // A path visits each vertex once (no cycles): more than N numbers
      // repeat one, so some step is not an edge. N + 1 values kept.
      const std::optional<parsing::IntegerTokens> path =
          parsing::ParseIntegerTokens(line, static_cast<size_t>(n) + 1);
      if (!path || path->count == 0) return true;  // Checked above: never.
      if (path->count > static_cast<size_t>(n) || path->values[0] != 1) return valid = false;
      for (size_t i = 0; i + 1 < path->values.size(); ++i) {
        const int64_t s = path->values[i], t = path->values[i + 1];
        // Range first: negatives and kHugeToken must not index edge_at.
        if (t < 1 || t > n) return valid = false;
        const int64_t e = instance.edge_at[static_cast<size_t>((s - 1) * n + (t - 1))];
        if (e < 0) return valid = false;  // Not an edge.
        covered[static_cast<size_t>(e)] = true;
        total += instance.weights[static_cast<size_t>(e)];
      }
      return true;
    });
    if (!valid) return environments::Invalid();
    if (std::find(covered.begin(), covered.end(), false) != covered.end()) {
      return Verdict{kUncoveredReward, false, true};
    }
    return environments::Graded(instance.best, total, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace min_path_cover_dag_cc

absl::Status RegisterMinPathCoverDagEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<MinPathCoverDagEnvironment>());
}

}  // namespace referee

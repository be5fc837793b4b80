#include "verifiers/environments/graphs/shortest_path.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace shortest_path_cc {  // Unity builds: DEVELOPERS.md
namespace {


constexpr int kMaxDifficulty = 96;
constexpr int64_t kMaxVertices = 100;
constexpr int64_t kMaxWeight = 1000000;

struct ShortestPathInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;  // [s, t, w], in prompt order.
  // Derived: weight[s * n + t], 0 if there is no edge s -> t.
  std::vector<int64_t> weight;
  std::vector<int64_t> path;  // A shortest path from 0 to n-1 (Dijkstra).
  int64_t optimum = 0;        // Its weight.
};

absl::Status BadInstance(absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(
      absl::StrCat("environment.instance.", field, ": ", what));
}

// Dijkstra in O(n^2) over the weight matrix (n <= 100): fills path and
// optimum; false if n-1 is unreachable. Ties go to the smallest label, and
// only a strictly shorter distance replaces a parent, so the path depends
// on the graph alone (not on the edge order).
bool Solve(ShortestPathInstance& instance) {
  const size_t n = static_cast<size_t>(instance.n);
  std::vector<int64_t> dist(n, -1), parent(n, -1);
  std::vector<bool> done(n, false);
  dist[0] = 0;
  for (size_t round = 0; round < n; ++round) {
    size_t u = n;
    for (size_t v = 0; v < n; ++v) {
      if (!done[v] && dist[v] >= 0 && (u == n || dist[v] < dist[u])) u = v;
    }
    if (u == n) break;
    done[u] = true;
    for (size_t v = 0; v < n; ++v) {
      const int64_t w = instance.weight[u * n + v];
      if (w > 0 && !done[v] && (dist[v] < 0 || dist[u] + w < dist[v])) {
        dist[v] = dist[u] + w;
        parent[v] = static_cast<int64_t>(u);
      }
    }
  }
  if (dist[n - 1] < 0) return false;
  instance.optimum = dist[n - 1];
  instance.path.clear();
  for (int64_t v = static_cast<int64_t>(n) - 1; v >= 0;
       v = parent[static_cast<size_t>(v)]) {
    instance.path.push_back(v);
  }
  std::reverse(instance.path.begin(), instance.path.end());
  return true;
}

class ShortestPathEnvironment final : public environments::LadderEnvironment<ShortestPathInstance> {
 public:
  ShortestPathEnvironment()
      : LadderEnvironment(
            {"shortest_path", "RLVE-Gym:ShortestPath", kMaxDifficulty,
             "Find a minimum-weight path from vertex 0 to vertex N-1 in a weighted directed graph "
             "(RLVE ShortestPath).",
             /*difficulty_help=*/"N = d + 4 vertices; a planted path 0 -> ... -> N-1 (weights "
             "1..N/3) plus other edges (weights N/2..N) up to 20%..40% of the N(N-1) ordered "
             "pairs, no edge 0 -> N-1 and no 2-edge shortcut"},
            {"RLVE ShortestPath ladder: -1 unparseable, -0.5 not a path from 0 to N-1 along "
             "edges, else (optimal weight / path weight)^beta.", /*beta=*/5}) {}

 protected:
  ShortestPathInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = difficulty + 4;
    // A narrow band of densities keeps the prompt size growing steadily
    // with the level (a wide one makes neighbouring levels overlap).
    const int64_t density = 20 + 5 * rng.Uniform(0, 4);
    const int64_t num_edges = density * n * (n - 1) / 100;

    ShortestPathInstance instance;
    instance.n = n;
    instance.weight.assign(static_cast<size_t>(n * n), 0);
    auto has = [&instance, n](int64_t s, int64_t t) {
      return instance.weight[static_cast<size_t>(s * n + t)] > 0;
    };
    auto add = [&instance, n](int64_t s, int64_t t, int64_t w) {
      instance.weight[static_cast<size_t>(s * n + t)] = w;
      instance.edges.push_back({s, t, w});
    };
    std::vector<int64_t> planted;
    for (int64_t v = 1; v + 1 < n; ++v) planted.push_back(v);
    rng.Shuffle(planted);
    planted.insert(planted.begin(), 0);
    planted.push_back(n - 1);
    const int64_t light = std::max<int64_t>(1, n / 3);
    for (size_t i = 0; i + 1 < planted.size(); ++i) {
      add(planted[i], planted[i + 1], rng.Uniform(1, light));
    }
    // The other ordered pairs in a fixed order, shuffled: a uniform subset
    // without rejection sampling.
    std::vector<int64_t> others;
    for (int64_t s = 0; s < n; ++s) {
      for (int64_t t = 0; t < n; ++t) {
        if (s != t && !has(s, t) && !(s == 0 && t == n - 1)) {
          others.push_back(s * n + t);
        }
      }
    }
    rng.Shuffle(others);
    const int64_t heavy = std::max<int64_t>(1, n / 2);
    for (size_t i = 0; i < others.size() &&
                       static_cast<int64_t>(instance.edges.size()) < num_edges;
         ++i) {
      const int64_t s = others[i] / n, t = others[i] % n;
      // No two-edge shortcut 0 -> t -> n-1 (RLVE removes those).
      if ((s == 0 && has(t, n - 1)) || (t == n - 1 && has(0, s))) continue;
      add(s, t, rng.Uniform(heavy, n));
    }
    // Otherwise the planted path would be the first N-1 lines of the prompt.
    rng.Shuffle(instance.edges);
    // Finish solves it (always reachable: the planted path).
    return instance;
  }

  void DeclareFields(environments::InstanceFields<ShortestPathInstance>& fields) const override {
    using I = ShortestPathInstance;
    fields.Int("n", &I::n, 2, kMaxVertices)
        .IntRows("edges", &I::edges, [](const I& x) { return x.n * (x.n - 1); }, 3, 0,
                 kMaxWeight);
  }

  absl::Status Finish(ShortestPathInstance& instance) const override {
    const int64_t n = instance.n;
    instance.weight.assign(static_cast<size_t>(n * n), 0);
    for (size_t i = 0; i < instance.edges.size(); ++i) {
      const int64_t s = instance.edges[i][0], t = instance.edges[i][1],
                    w = instance.edges[i][2];
      const std::string field = absl::StrCat("edges[", i, "]");
      if (s >= n || t >= n) return BadInstance(field, "no such vertex");
      if (s == t) return BadInstance(field, "a self-loop");
      if (w < 1) return BadInstance(field, "weight must be 1..10^6");
      const size_t at = static_cast<size_t>(s * n + t);
      if (instance.weight[at] > 0) {
        return BadInstance(field, "a repeated edge");
      }
      instance.weight[at] = w;
    }
    if (!Solve(instance)) {
      return BadInstance("edges", "vertex n-1 is not reachable from 0");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const ShortestPathInstance& instance) const override {
    const std::string edges = absl::StrJoin(
        instance.edges, "\n",
        [](std::string* out, const std::vector<int64_t>& edge) {
          absl::StrAppend(out, "(", edge[0], ", ", edge[1], ", ", edge[2], ")");
        });
    const int64_t last = instance.n - 1;
    return absl::StrCat(
        "A directed graph has ", instance.n, " vertices, numbered 0 through ",
        last, ", and the weighted arcs listed below, one per line; a line "
        "(s, t, w) stands for an arc leading out of s and into t whose cost "
        "is w (arcs may only be followed in that direction):\n",
        edges,
        "\n\nFind a route p_1, p_2, ..., p_k along the arcs that begins at "
        "vertex 0 (p_1 = 0), finishes at vertex ", last, " (p_k = ", last,
        "), never visits a vertex a second time, and has the least possible "
        "total cost (adding up the costs of the arcs it uses).\n\n"
        "Give the vertices of the route in travelling order, p_1 p_2 ... p_k, "
        "on one line with spaces between them, enclosed in <answer> </answer> "
        "tags.\n",
        // An n = 2 explicit instance has no middle vertex to show.
        last == 1 ? std::string("For instance, <answer>0 1</answer> describes "
                                "the route (k = 2) that goes straight from 0 "
                                "to 1.")
                  : absl::StrCat("For instance, <answer>0 1 ", last,
                                 "</answer> describes the route (k = 3) that "
                                 "goes from 0 to 1 and then on to ",
                                 last, "."));
  }

  std::string Reference(const ShortestPathInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.path, " "));
  }

  absl::StatusOr<Verdict> Grade(const ShortestPathInstance& instance,
                                const VerifyInput& input) const override {
    const int64_t n = instance.n;
    // A path visits at most n vertices: keep no more.
    const auto answer =
        environments::FinalIntegers(input.output, static_cast<size_t>(n));
    if (!answer || answer->count == 0) return environments::Unparsed();
    if (answer->count > static_cast<size_t>(n)) {
      return environments::Invalid();  // Some vertex repeats.
    }
    const std::vector<int64_t>& path = answer->values;
    std::vector<bool> seen(static_cast<size_t>(n), false);
    for (const int64_t v : path) {
      // Range first: negatives and kHugeToken must not index `seen`.
      if (v < 0 || v >= n || seen[static_cast<size_t>(v)]) {
        return environments::Invalid();
      }
      seen[static_cast<size_t>(v)] = true;
    }
    if (path.front() != 0 || path.back() != n - 1) {
      return environments::Invalid();
    }
    int64_t total = 0;  // At most 99 edges of weight <= 10^6.
    for (size_t i = 0; i + 1 < path.size(); ++i) {
      const int64_t w =
          instance.weight[static_cast<size_t>(path[i] * n + path[i + 1])];
      if (w == 0) return environments::Invalid();
      total += w;
    }
    return environments::Graded(instance.optimum, total,
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace shortest_path_cc

absl::Status RegisterShortestPathEnvironment(Catalog& catalog,
                                             const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<ShortestPathEnvironment>());
}

}  // namespace referee

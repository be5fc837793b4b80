#include "verifiers/environments/graphs/spanning_tree_fixed_degrees.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace spanning_tree_fixed_degrees_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 46;  // N = 50.
constexpr int64_t kMaxVertices = 50;

struct SpanningTreeFixedDegreesInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;  // {u, v}, in prompt order.
  std::vector<std::vector<int64_t>> tree;   // A solution: n - 1 of the edges.
  // Derived (Finish): is_edge[u * n + v] (both ways); the required degrees
  // (the tree's); the tree ordered for the reference, an edge to a leaf
  // last, written {parent, leaf}.
  std::vector<bool> is_edge;
  std::vector<int64_t> degree;
  std::vector<std::pair<int64_t, int64_t>> reference;
};

// Union-find with path halving.
struct Components {
  std::vector<int64_t> parent;
  explicit Components(int64_t n) : parent(static_cast<size_t>(n)) {
    for (int64_t v = 0; v < n; ++v) parent[static_cast<size_t>(v)] = v;
  }
  int64_t Find(int64_t v) {
    while (parent[static_cast<size_t>(v)] != v) {
      parent[static_cast<size_t>(v)] = parent[static_cast<size_t>(parent[static_cast<size_t>(v)])];
      v = parent[static_cast<size_t>(v)];
    }
    return v;
  }
  bool Join(int64_t u, int64_t v) {
    u = Find(u);
    v = Find(v);
    if (u == v) return false;
    parent[static_cast<size_t>(u)] = v;
    return true;
  }
};

class SpanningTreeFixedDegreesEnvironment final
    : public environments::LadderEnvironment<SpanningTreeFixedDegreesInstance> {
 public:
  SpanningTreeFixedDegreesEnvironment()
      : LadderEnvironment(
            {"spanning_tree_fixed_degrees", "RLVE-Gym:DegreeFixed_SpanningTree",
             kMaxDifficulty,
             "Pick a spanning tree of a graph in which every vertex has its required degree.",
             /*difficulty_help=*/"N = 4 + d (12 at d = 8; 50 at the top, d = 46); edge density "
             "among 10%, 30%, 50%, 70%, 90% (more than N - 1 edges)"},
            {"RLVE DegreeFixed_SpanningTree ladder: -1 unparseable or an odd number of "
             "integers, -0.5 not a spanning tree of the graph, else (vertices with their "
             "required degree / N)^beta.",
             /*beta=*/5}) {}

 protected:
  SpanningTreeFixedDegreesInstance Make(int difficulty, tasks::Rng& rng) const override {
    SpanningTreeFixedDegreesInstance instance;
    const int64_t n = instance.n = 4 + difficulty;
    std::vector<int64_t> densities;  // Tenths.
    for (const int64_t t : {1, 3, 5, 7, 9}) {
      if (t * n * (n - 1) / 20 > n - 1) densities.push_back(t);
    }
    const int64_t density =
        densities[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(densities.size()) - 1))];
    std::vector<int64_t> order(static_cast<size_t>(n));
    for (int64_t v = 0; v < n; ++v) order[static_cast<size_t>(v)] = v;
    rng.Shuffle(order);
    std::vector<bool> used(static_cast<size_t>(n * n), false);
    for (size_t i = 1; i < order.size(); ++i) {
      const int64_t u = order[i];
      const int64_t v = order[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(i) - 1))];
      instance.tree.push_back({u, v});
      instance.edges.push_back({std::min(u, v), std::max(u, v)});
      used[static_cast<size_t>(std::min(u, v) * n + std::max(u, v))] = true;
    }
    const int64_t target = density * n * (n - 1) / 20;
    const int64_t have = static_cast<int64_t>(instance.edges.size());
    if (have < target) {
      std::vector<std::vector<int64_t>> rest;  // The other pairs, in order.
      for (int64_t u = 0; u < n; ++u) {
        for (int64_t v = u + 1; v < n; ++v) {
          if (!used[static_cast<size_t>(u * n + v)]) rest.push_back({u, v});
        }
      }
      rng.Shuffle(rest);
      const int64_t extra = std::min(static_cast<int64_t>(rest.size()), target - have);
      instance.edges.insert(instance.edges.end(), rest.begin(), rest.begin() + extra);
    }
    rng.Shuffle(instance.edges);
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<SpanningTreeFixedDegreesInstance>& fields) const override {
    using I = SpanningTreeFixedDegreesInstance;
    fields.Int("n", &I::n, 3, kMaxVertices)
        .Edges("edges", &I::edges, [](const I& x) { return x.n; })
        .IntRows("tree", &I::tree, kMaxVertices - 1, 2, 0, kMaxVertices - 1)
        .SizedBy([](const I& x) { return x.n - 1; });
  }

  absl::Status Finish(SpanningTreeFixedDegreesInstance& instance) const override {
    const int64_t n = instance.n;
    instance.is_edge.assign(static_cast<size_t>(n * n), false);
    for (const std::vector<int64_t>& e : instance.edges) {
      instance.is_edge[static_cast<size_t>(e[0] * n + e[1])] = true;
      instance.is_edge[static_cast<size_t>(e[1] * n + e[0])] = true;
    }
    Components components(n);
    instance.degree.assign(static_cast<size_t>(n), 0);
    for (const std::vector<int64_t>& e : instance.tree) {
      if (e[0] >= n || e[1] >= n || !instance.is_edge[static_cast<size_t>(e[0] * n + e[1])]) {
        return BadInstance("tree", "an edge that is not in the graph");
      }
      if (!components.Join(e[0], e[1])) return BadInstance("tree", "not a spanning tree");
      ++instance.degree[static_cast<size_t>(e[0])];
      ++instance.degree[static_cast<size_t>(e[1])];
    }
    // Last: an edge to a leaf x, written "p x". Changing x's last digit
    // (the registry's corruption test) then leaves x out: invalid.
    instance.reference.clear();
    size_t last = instance.tree.size();
    for (size_t i = 0; i < instance.tree.size(); ++i) {
      int64_t u = instance.tree[i][0], v = instance.tree[i][1];
      if (last == instance.tree.size() &&
          (instance.degree[static_cast<size_t>(u)] == 1 ||
           instance.degree[static_cast<size_t>(v)] == 1)) {
        last = i;
        continue;
      }
      instance.reference.push_back({u, v});
    }
    int64_t p = instance.tree[last][0], x = instance.tree[last][1];
    if (instance.degree[static_cast<size_t>(x)] != 1) std::swap(p, x);
    instance.reference.push_back({p, x});
    return absl::OkStatus();
  }

  std::string Prompt(const SpanningTreeFixedDegreesInstance& instance) const override {
    std::string degrees;
    for (size_t i = 0; i < instance.degree.size(); ++i) {
      absl::StrAppend(&degrees, i == 0 ? "" : ", ", "d_", i, " = ", instance.degree[i]);
    }
    return absl::StrCat(
        "Consider an **undirected graph** whose vertices are numbered 0 to ", instance.n - 1,
        ". It has ", instance.edges.size(), " edges, one per line; \"(u, v)\" joins vertex u "
        "and vertex v:\n",
        environments::EdgeTuples(instance.edges),
        "\n\nChoose ", instance.n - 1, " of these edges that form a **spanning tree** (together "
        "they connect all ", instance.n, " vertices, with no cycle) in which every vertex i "
        "is an end of exactly d_i chosen edges, where: ", degrees, ".\n\n"
        "Write the chosen edges inside <answer> </answer> tags on one line as u_1 v_1 u_2 v_2 "
        "... (the two ends of each edge, the edges in any order), separated by spaces; for "
        "example <answer>0 2 2 1</answer> chooses the edges (0, 2) and (2, 1).");
  }

  std::string Reference(const SpanningTreeFixedDegreesInstance& instance) const override {
    std::string answer;
    for (const auto& [u, v] : instance.reference) {
      absl::StrAppend(&answer, answer.empty() ? "" : " ", u, " ", v);
    }
    return environments::AnswerTagged(answer);
  }

  absl::StatusOr<Verdict> Grade(const SpanningTreeFixedDegreesInstance& instance,
                                const VerifyInput& input) const override {
    const int64_t n = instance.n;
    const size_t want = static_cast<size_t>(2 * (n - 1));
    const auto answer = environments::FinalIntegers(input.output, want + 1);
    if (!answer) return environments::Unparsed();
    if (answer->count % 2 != 0) return environments::Unparsed();  // RLVE's wrong_format.
    if (answer->count != want) return environments::Invalid();
    Components tree(n);
    std::vector<int64_t> degree(static_cast<size_t>(n), 0);
    for (size_t i = 0; i < want; i += 2) {
      const int64_t u = answer->values[i], v = answer->values[i + 1];
      // Range first: negatives and kHugeToken must not index.
      if (u < 0 || u >= n || v < 0 || v >= n) return environments::Invalid();
      // A non-edge, or a cycle (then N - 1 edges cannot connect N vertices).
      if (!instance.is_edge[static_cast<size_t>(u * n + v)] || !tree.Join(u, v)) {
        return environments::Invalid();
      }
      ++degree[static_cast<size_t>(u)];
      ++degree[static_cast<size_t>(v)];
    }
    int64_t satisfied = 0;
    for (int64_t v = 0; v < n; ++v) {
      satisfied += degree[static_cast<size_t>(v)] == instance.degree[static_cast<size_t>(v)];
    }
    return environments::Graded(satisfied, n, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace spanning_tree_fixed_degrees_cc

absl::Status RegisterSpanningTreeFixedDegreesEnvironment(Catalog& catalog,
                                                         const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<SpanningTreeFixedDegreesEnvironment>());
}

}  // namespace referee

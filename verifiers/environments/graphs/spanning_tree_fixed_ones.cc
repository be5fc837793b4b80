#include "verifiers/environments/graphs/spanning_tree_fixed_ones.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace spanning_tree_fixed_ones_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 29;  // N = 139.
constexpr int64_t kMaxVertices = 139;

struct SpanningTreeFixedOnesInstance {
  int64_t n = 0;
  int64_t k = 0;
  std::vector<std::vector<int64_t>> edges;  // {u, v, w}, in prompt order.
  // Derived (Finish): weight_at[u * n + v] (both ways) is the edge's
  // weight, or -1; the reference tree's edges.
  std::vector<int64_t> weight_at;
  std::vector<std::pair<int64_t, int64_t>> tree;
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

class SpanningTreeFixedOnesEnvironment final
    : public environments::LadderEnvironment<SpanningTreeFixedOnesInstance> {
 public:
  SpanningTreeFixedOnesEnvironment()
      : LadderEnvironment(
            {"spanning_tree_fixed_ones", "RLVE-Gym:FixedOneEdgeNum_SpanningTree",
             kMaxDifficulty,
             "Pick a spanning tree of a graph with 0/1 edge weights that holds exactly K "
             "weight-1 edges.",
             /*difficulty_help=*/"N = 4, then floor(1.1 N) + 1 per level (14 at d = 8; 139 at "
             "the top, d = 29); floor(r N) edges, r uniform among 1.0, 1.1, ..., 3.0"},
            {"RLVE FixedOneEdgeNum_SpanningTree ladder: -1 unparseable or an odd number of "
             "integers, -0.5 not a spanning tree of the graph, 0 another number of weight-1 "
             "edges, 1 exactly K."}) {}

 protected:
  SpanningTreeFixedOnesInstance Make(int difficulty, tasks::Rng& rng) const override {
    SpanningTreeFixedOnesInstance instance;
    const int64_t n = instance.n = environments::RlveGrowth(4, difficulty);
    std::vector<int64_t> ratios;  // Tenths.
    for (int64_t r = 10; r <= 30; ++r) {
      if (r * n / 10 <= n * (n - 1) / 2) ratios.push_back(r);
    }
    const int64_t ratio =
        ratios[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(ratios.size()) - 1))];
    std::vector<int64_t> order(static_cast<size_t>(n));
    for (int64_t v = 0; v < n; ++v) order[static_cast<size_t>(v)] = v;
    rng.Shuffle(order);
    std::vector<bool> used(static_cast<size_t>(n * n), false);
    int64_t odds = rng.Uniform(0, 999);
    for (size_t i = 1; i < order.size(); ++i) {
      const int64_t u = order[i];
      const int64_t v = order[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(i) - 1))];
      const int64_t w = rng.Chance(odds, 1000) ? 1 : 0;
      instance.edges.push_back({std::min(u, v), std::max(u, v), w});
      used[static_cast<size_t>(std::min(u, v) * n + std::max(u, v))] = true;
      instance.k += w;
    }
    const int64_t target = ratio * n / 10;
    const int64_t have = static_cast<int64_t>(instance.edges.size());
    if (have < target) {
      std::vector<std::pair<int64_t, int64_t>> rest;  // The other pairs, in order.
      for (int64_t u = 0; u < n; ++u) {
        for (int64_t v = u + 1; v < n; ++v) {
          if (!used[static_cast<size_t>(u * n + v)]) rest.push_back({u, v});
        }
      }
      rng.Shuffle(rest);
      const int64_t extra = std::min(static_cast<int64_t>(rest.size()), target - have);
      odds = rng.Uniform(0, 999);
      for (int64_t i = 0; i < extra; ++i) {
        const auto [u, v] = rest[static_cast<size_t>(i)];
        instance.edges.push_back({u, v, rng.Chance(odds, 1000) ? 1 : 0});
      }
    }
    rng.Shuffle(instance.edges);
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<SpanningTreeFixedOnesInstance>& fields) const override {
    using I = SpanningTreeFixedOnesInstance;
    fields.Int("n", &I::n, 3, kMaxVertices)
        .Int("k", &I::k, 0, [](const I& x) { return x.n - 1; })
        .IntRows("edges", &I::edges, [](const I& x) { return x.n * (x.n - 1) / 2; }, 3, 0,
                 kMaxVertices - 1);
  }

  absl::Status Finish(SpanningTreeFixedOnesInstance& instance) const override {
    const int64_t n = instance.n;
    instance.weight_at.assign(static_cast<size_t>(n * n), -1);
    for (const std::vector<int64_t>& e : instance.edges) {
      const int64_t u = e[0], v = e[1], w = e[2];
      if (u >= n || v >= n) return BadInstance("edges", "no such vertex");
      if (u == v) return BadInstance("edges", "a self-loop");
      if (w > 1) return BadInstance("edges", "weights must be 0 or 1");
      if (instance.weight_at[static_cast<size_t>(u * n + v)] >= 0) {
        return BadInstance("edges", "a repeated edge");
      }
      instance.weight_at[static_cast<size_t>(u * n + v)] = w;
      instance.weight_at[static_cast<size_t>(v * n + u)] = w;
    }
    // The weight-1 edges the weight-0 ones cannot do without: those that
    // join the components the weight-0 edges leave.
    Components zero(n);
    for (const std::vector<int64_t>& e : instance.edges) {
      if (e[2] == 0) zero.Join(e[0], e[1]);
    }
    Components tree(n);
    instance.tree.clear();
    int64_t ones = 0;
    for (const std::vector<int64_t>& e : instance.edges) {
      if (e[2] == 1 && zero.Join(e[0], e[1])) {
        tree.Join(e[0], e[1]);
        instance.tree.push_back({e[0], e[1]});
        ++ones;
      }
    }
    if (ones > instance.k) {
      return BadInstance("k", "every spanning tree holds more weight-1 edges");
    }
    // More weight-1 edges up to k (any forest of them extends to a tree,
    // the weight-0 edges completing it), then weight-0 edges.
    for (const std::vector<int64_t>& e : instance.edges) {
      if (ones < instance.k && e[2] == 1 && tree.Join(e[0], e[1])) {
        instance.tree.push_back({e[0], e[1]});
        ++ones;
      }
    }
    if (ones < instance.k) return BadInstance("k", "no spanning tree holds so many weight-1 edges");
    for (const std::vector<int64_t>& e : instance.edges) {
      if (e[2] == 0 && tree.Join(e[0], e[1])) instance.tree.push_back({e[0], e[1]});
    }
    if (static_cast<int64_t>(instance.tree.size()) != n - 1) {
      return BadInstance("edges", "the graph is not connected");
    }
    // Last: an edge to a leaf x, written "p x". Changing x's last digit
    // (the registry's corruption test) then leaves x out: invalid.
    std::vector<int64_t> degree(static_cast<size_t>(n), 0);
    for (const auto& [u, v] : instance.tree) {
      ++degree[static_cast<size_t>(u)];
      ++degree[static_cast<size_t>(v)];
    }
    for (size_t i = 0; i < instance.tree.size(); ++i) {
      auto [u, v] = instance.tree[i];
      if (degree[static_cast<size_t>(u)] == 1) std::swap(u, v);
      if (degree[static_cast<size_t>(v)] != 1) continue;
      instance.tree.erase(instance.tree.begin() + static_cast<std::ptrdiff_t>(i));
      instance.tree.push_back({u, v});
      break;
    }
    return absl::OkStatus();
  }

  std::string Prompt(const SpanningTreeFixedOnesInstance& instance) const override {
    std::string lines;
    for (const std::vector<int64_t>& e : instance.edges) {
      absl::StrAppend(&lines, lines.empty() ? "" : "\n", "(", e[0], ", ", e[1], ", ", e[2], ")");
    }
    return absl::StrCat(
        "Consider an **undirected graph** whose vertices are numbered 0 to ", instance.n - 1,
        ". It has ", instance.edges.size(), " edges, one per line; \"(u, v, w)\" joins vertex "
        "u and vertex v and has weight w, which is 0 or 1:\n",
        lines,
        "\n\nChoose ", instance.n - 1, " of these edges that form a **spanning tree** (together "
        "they connect all ", instance.n, " vertices, with no cycle) and among which exactly ",
        instance.k, " have weight 1.\n\n"
        "Write the chosen edges inside <answer> </answer> tags on one line as u_1 v_1 u_2 v_2 "
        "... (the two ends of each edge, the edges in any order), separated by spaces; for "
        "example <answer>0 2 2 1</answer> chooses the edges (0, 2) and (2, 1).");
  }

  std::string Reference(const SpanningTreeFixedOnesInstance& instance) const override {
    std::string answer;
    for (const auto& [u, v] : instance.tree) {
      absl::StrAppend(&answer, answer.empty() ? "" : " ", u, " ", v);
    }
    return environments::AnswerTagged(answer);
  }

  absl::StatusOr<Verdict> Grade(const SpanningTreeFixedOnesInstance& instance,
                                const VerifyInput& input) const override {
    const int64_t n = instance.n;
    const size_t want = static_cast<size_t>(2 * (n - 1));
    const auto answer = environments::FinalIntegers(input.output, want + 1);
    if (!answer) return environments::Unparsed();
    if (answer->count % 2 != 0) return environments::Unparsed();  // RLVE's wrong_format.
    if (answer->count != want) return environments::Invalid();
    Components tree(n);
    int64_t ones = 0;
    for (size_t i = 0; i < want; i += 2) {
      const int64_t u = answer->values[i], v = answer->values[i + 1];
      // Range first: negatives and kHugeToken must not index.
      if (u < 0 || u >= n || v < 0 || v >= n) return environments::Invalid();
      const int64_t w = instance.weight_at[static_cast<size_t>(u * n + v)];
      // A non-edge, or a cycle (then N - 1 edges cannot connect N vertices).
      if (w < 0 || !tree.Join(u, v)) return environments::Invalid();
      ones += w;
    }
    if (ones != instance.k) return Verdict{0.0, false, true};
    return Verdict{1.0, true, true};
  }
};

}  // namespace
}  // namespace spanning_tree_fixed_ones_cc

absl::Status RegisterSpanningTreeFixedOnesEnvironment(Catalog& catalog,
                                                      const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<SpanningTreeFixedOnesEnvironment>());
}

}  // namespace referee

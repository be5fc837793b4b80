#include "verifiers/environments/graphs/minimum_spanning_tree.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/trees.h"

namespace referee {
inline namespace minimum_spanning_tree_cc {  // Unity builds: DEVELOPERS.md
namespace {


constexpr int kMaxDifficulty = 97;
constexpr int64_t kMaxVertices = 100;
constexpr int64_t kMaxWeight = 1000000;

struct MinimumSpanningTreeInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;  // [u, v, w], in prompt order.
  // Derived: edge_at[u * n + v] = edge_at[v * n + u] = the index of edge
  // {u, v} in `edges`, -1 if none.
  std::vector<int64_t> edge_at;
  std::vector<int64_t> tree;  // Indices into `edges` of the MST (Kruskal).
  int64_t optimum = 0;        // Its weight.
};

absl::Status BadInstance(absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(
      absl::StrCat("environment.instance.", field, ": ", what));
}

// Union-find with path halving and union by size.
class Components {
 public:
  explicit Components(size_t n) : parent_(n), size_(n, 1) {
    std::iota(parent_.begin(), parent_.end(), size_t{0});
  }
  size_t Find(size_t v) {
    while (parent_[v] != v) {
      parent_[v] = parent_[parent_[v]];
      v = parent_[v];
    }
    return v;
  }
  // False if a and b were already connected.
  bool Join(size_t a, size_t b) {
    a = Find(a);
    b = Find(b);
    if (a == b) return false;
    if (size_[a] < size_[b]) std::swap(a, b);
    parent_[b] = a;
    size_[a] += size_[b];
    return true;
  }

 private:
  std::vector<size_t> parent_;
  std::vector<size_t> size_;
};

// Kruskal over the edges by increasing (distinct) weight: fills tree and
// optimum; false if the graph is not connected.
bool Solve(MinimumSpanningTreeInstance& instance) {
  std::vector<int64_t> order(instance.edges.size());
  std::iota(order.begin(), order.end(), int64_t{0});
  std::sort(order.begin(), order.end(), [&instance](int64_t a, int64_t b) {
    return instance.edges[static_cast<size_t>(a)][2] <
           instance.edges[static_cast<size_t>(b)][2];
  });
  Components components(static_cast<size_t>(instance.n));
  instance.tree.clear();
  instance.optimum = 0;
  for (const int64_t e : order) {
    const std::vector<int64_t>& edge = instance.edges[static_cast<size_t>(e)];
    if (components.Join(static_cast<size_t>(edge[0]),
                        static_cast<size_t>(edge[1]))) {
      instance.tree.push_back(e);
      instance.optimum += edge[2];
    }
  }
  return static_cast<int64_t>(instance.tree.size()) == instance.n - 1;
}

class MinimumSpanningTreeEnvironment final
    : public environments::LadderEnvironment<MinimumSpanningTreeInstance> {
 public:
  MinimumSpanningTreeEnvironment()
      : LadderEnvironment(
            {"minimum_spanning_tree", "RLVE-Gym:MinimumSpanningTree", kMaxDifficulty,
             "Choose the N-1 edges of a minimum spanning tree of a weighted undirected graph with "
             "distinct weights (RLVE MinimumSpanningTree).",
             /*difficulty_help=*/"N = d + 3 vertices; a random spanning tree plus other edges up "
             "to 20%..40% of the N(N-1)/2 pairs; distinct weights from 1..2E"},
            {"RLVE MinimumSpanningTree ladder: -1 unparseable or an odd count, -0.5 not a "
             "spanning tree of the graph, else (MST weight / tree weight)^beta.", /*beta=*/5}) {}

 protected:
  MinimumSpanningTreeInstance Make(int difficulty,
                                   tasks::Rng& rng) const override {
    const int64_t n = difficulty + 3;
    const int64_t density = 20 + 5 * rng.Uniform(0, 4);
    // At least N edges (a cycle, so a real choice) where the graph can hold
    // them.
    const int64_t num_edges = std::min<int64_t>(
        n * (n - 1) / 2, std::max<int64_t>(n, density * n * (n - 1) / 200));

    MinimumSpanningTreeInstance instance;
    instance.n = n;
    instance.edge_at.assign(static_cast<size_t>(n * n), -1);
    std::vector<std::vector<int64_t>> pairs;
    auto add = [&instance, &pairs, n](int64_t u, int64_t v) {
      if (u > v) std::swap(u, v);
      const int64_t index = static_cast<int64_t>(pairs.size());
      instance.edge_at[static_cast<size_t>(u * n + v)] = index;
      instance.edge_at[static_cast<size_t>(v * n + u)] = index;
      pairs.push_back({u, v});
    };
    for (const std::vector<int64_t>& e :
         environments::RandomTreeEdges(n, 0, rng)) {
      add(e[0], e[1]);
    }
    // The other pairs u < v in a fixed order, shuffled: a uniform subset.
    std::vector<int64_t> others;
    for (int64_t u = 0; u < n; ++u) {
      for (int64_t v = u + 1; v < n; ++v) {
        if (instance.edge_at[static_cast<size_t>(u * n + v)] < 0) {
          others.push_back(u * n + v);
        }
      }
    }
    rng.Shuffle(others);
    for (size_t i = 0;
         i < others.size() && static_cast<int64_t>(pairs.size()) < num_edges;
         ++i) {
      add(others[i] / n, others[i] % n);
    }
    // Distinct weights: the first E of a shuffled 1..2E.
    const int64_t e = static_cast<int64_t>(pairs.size());
    std::vector<int64_t> weights(static_cast<size_t>(2 * e));
    std::iota(weights.begin(), weights.end(), int64_t{1});
    rng.Shuffle(weights);
    // Shuffle the edges (else the tree would come first); Finish indexes
    // them again and solves (always connected: the planted tree).
    rng.Shuffle(pairs);
    for (size_t i = 0; i < pairs.size(); ++i) {
      instance.edges.push_back({pairs[i][0], pairs[i][1], weights[i]});
    }
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<MinimumSpanningTreeInstance>& fields) const override {
    using I = MinimumSpanningTreeInstance;
    fields.Int("n", &I::n, 2, kMaxVertices)
        .IntRows("edges", &I::edges, [](const I& x) { return x.n * (x.n - 1) / 2; }, 3, 0,
                 kMaxWeight);
  }

  absl::Status Finish(MinimumSpanningTreeInstance& instance) const override {
    const int64_t n = instance.n;
    instance.edge_at.assign(static_cast<size_t>(n * n), -1);
    std::vector<int64_t> weights;
    for (size_t i = 0; i < instance.edges.size(); ++i) {
      const int64_t u = instance.edges[i][0], v = instance.edges[i][1],
                    w = instance.edges[i][2];
      const std::string field = absl::StrCat("edges[", i, "]");
      if (u >= n || v >= n) return BadInstance(field, "no such vertex");
      if (u == v) return BadInstance(field, "a self-loop");
      if (w < 1) return BadInstance(field, "weight must be 1..10^6");
      const size_t at = static_cast<size_t>(u * n + v);
      if (instance.edge_at[at] >= 0) {
        return BadInstance(field, "a repeated edge");
      }
      instance.edge_at[at] = static_cast<int64_t>(i);
      instance.edge_at[static_cast<size_t>(v * n + u)] = static_cast<int64_t>(i);
      weights.push_back(w);
    }
    std::sort(weights.begin(), weights.end());
    if (std::adjacent_find(weights.begin(), weights.end()) != weights.end()) {
      return BadInstance("edges", "weights must be distinct");
    }
    if (!Solve(instance)) {
      return BadInstance("edges", "the graph is not connected");
    }
    return absl::OkStatus();
  }

  std::string Prompt(
      const MinimumSpanningTreeInstance& instance) const override {
    const std::string edges = absl::StrJoin(
        instance.edges, "\n",
        [](std::string* out, const std::vector<int64_t>& edge) {
          absl::StrAppend(out, "(", edge[0], ", ", edge[1], ", ", edge[2], ")");
        });
    const int64_t k = instance.n - 1;
    return absl::StrCat(
        "An undirected graph has ", instance.n, " vertices, numbered 0 "
        "through ", k, ", and the weighted links listed below, one per line; "
        "a line (u, v, w) stands for a link joining u and v (usable in "
        "either direction) whose cost is w:\n",
        edges,
        "\n\nChoose exactly k = ", instance.n, " - 1 = ", k,
        " of these links, T = [(u_1, v_1, w_1), (u_2, v_2, w_2), ..., "
        "(u_k, v_k, w_k)], so that together they reach all ", instance.n,
        " vertices and contain no cycle (a spanning tree), and so that their "
        "combined cost w_1 + w_2 + ... + w_k is the lowest possible.\n\n"
        "Give the two ends of each chosen link, link after link: "
        "u_1 v_1 u_2 v_2 ... u_k v_k, on one line with spaces between the "
        "numbers, enclosed in <answer> </answer> tags. For instance, with 4 "
        "vertices, <answer>0 1 1 2 2 3</answer> chooses the links (0, 1, "
        "w_1), (1, 2, w_2) and (2, 3, w_3).");
  }

  std::string Reference(
      const MinimumSpanningTreeInstance& instance) const override {
    std::string answer;
    for (const int64_t e : instance.tree) {
      const std::vector<int64_t>& edge = instance.edges[static_cast<size_t>(e)];
      absl::StrAppend(&answer, answer.empty() ? "" : " ", edge[0], " ",
                      edge[1]);
    }
    return environments::AnswerTagged(answer);
  }

  absl::StatusOr<Verdict> Grade(const MinimumSpanningTreeInstance& instance,
                                const VerifyInput& input) const override {
    const int64_t n = instance.n;
    const size_t want = static_cast<size_t>(2 * (n - 1));
    const auto answer = environments::FinalIntegers(input.output, want);
    if (!answer || answer->count % 2 != 0) return environments::Unparsed();
    if (answer->count != want) return environments::Invalid();
    std::vector<bool> used(instance.edges.size(), false);
    Components components(static_cast<size_t>(n));
    int64_t total = 0;  // At most 99 edges of weight <= 10^6.
    for (size_t i = 0; i < want; i += 2) {
      const int64_t u = answer->values[i], v = answer->values[i + 1];
      // Range first: negatives and kHugeToken must not index edge_at.
      if (u < 0 || u >= n || v < 0 || v >= n) return environments::Invalid();
      const int64_t e = instance.edge_at[static_cast<size_t>(u * n + v)];
      if (e < 0 || used[static_cast<size_t>(e)]) {
        return environments::Invalid();  // Not an edge (or u = v), a repeat.
      }
      used[static_cast<size_t>(e)] = true;
      if (!components.Join(static_cast<size_t>(u), static_cast<size_t>(v))) {
        return environments::Invalid();  // A cycle.
      }
      total += instance.edges[static_cast<size_t>(e)][2];
    }
    return environments::Graded(instance.optimum, total,
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace minimum_spanning_tree_cc

absl::Status RegisterMinimumSpanningTreeEnvironment(Catalog& catalog,
                                                    const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<MinimumSpanningTreeEnvironment>());
}

}  // namespace referee

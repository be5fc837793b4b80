#include "verifiers/environments/trees/maximum_independent_set_tree.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/trees.h"

namespace referee {
inline namespace maximum_independent_set_tree_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 49;  // N = 962.
constexpr int64_t kMaxVertices = 1000;
constexpr int64_t kMaxWeight = 1000000;

struct MaximumIndependentSetTreeInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;  // {u, v}, in prompt order.
  std::vector<int64_t> weights;             // weights[v] >= 1.
  // Derived (Finish): the optimal weight, and an optimal set in the order
  // the reference prints it.
  int64_t best = 0;
  std::vector<int64_t> chosen;
};

// The vertex a last-digit change turns v into (the properties test's
// corruption of the reference's last number): 9 -> 0, else + 1.
int64_t LastDigitChanged(int64_t v) {
  const int64_t digit = v % 10;
  return v - digit + (digit == 9 ? 0 : digit + 1);
}

// The tree DP: best[v][take] over the subtree of v, rooted at 0, then an
// optimal set read top-down (a vertex is taken iff its parent is not and
// taking it is strictly better). An error unless `edges` is a tree.
absl::Status Solve(MaximumIndependentSetTreeInstance& instance) {
  const std::optional<std::vector<std::vector<int64_t>>> tree =
      environments::TreeAdjacency(instance.n, instance.edges, 0);
  if (!tree) return BadInstance("edges", "must be n - 1 edges forming a tree on 0..n-1");
  const std::vector<std::vector<int64_t>>& adjacent = *tree;
  const size_t n = static_cast<size_t>(instance.n);
  // Breadth-first order from 0 with parents; children follow their parent.
  std::vector<int64_t> order = {0}, parent(n, -1);
  for (size_t i = 0; i < order.size(); ++i) {
    const int64_t v = order[i];
    for (const int64_t w : adjacent[static_cast<size_t>(v)]) {
      if (w == parent[static_cast<size_t>(v)]) continue;
      parent[static_cast<size_t>(w)] = v;
      order.push_back(w);
    }
  }
  std::vector<int64_t> skip(n, 0), take(n, 0);  // Sums <= 10^9: no overflow.
  for (size_t i = n; i-- > 0;) {
    const size_t v = static_cast<size_t>(order[i]);
    take[v] += instance.weights[v];
    if (parent[v] >= 0) {
      const size_t p = static_cast<size_t>(parent[v]);
      skip[p] += std::max(skip[v], take[v]);
      take[p] += skip[v];
    }
  }
  instance.best = std::max(skip[0], take[0]);
  std::vector<bool> in(n, false);
  for (const int64_t v : order) {
    const size_t at = static_cast<size_t>(v);
    in[at] = (parent[at] < 0 || !in[static_cast<size_t>(parent[at])]) && take[at] > skip[at];
  }
  instance.chosen.clear();
  for (size_t v = 0; v < n; ++v) {
    if (in[v]) instance.chosen.push_back(static_cast<int64_t>(v));
  }
  // Another optimal set may differ from this one in one vertex: v swapped
  // for a neighbour of equal weight. Print last a vertex whose last-digit
  // change gives no optimal independent set (a repeat, a vertex out of
  // range, one adjacent to another chosen vertex, or a lighter set), so the
  // reference with its last digit changed is never full credit.
  auto robust = [&](int64_t v) {
    const int64_t w = LastDigitChanged(v);
    if (w >= instance.n || in[static_cast<size_t>(w)]) return true;
    for (const int64_t u : adjacent[static_cast<size_t>(w)]) {
      if (u != v && in[static_cast<size_t>(u)]) return true;
    }
    return instance.weights[static_cast<size_t>(w)] < instance.weights[static_cast<size_t>(v)];
  };
  const auto last = std::find_if(instance.chosen.begin(), instance.chosen.end(), robust);
  if (last != instance.chosen.end()) std::rotate(last, last + 1, instance.chosen.end());
  return absl::OkStatus();
}

class MaximumIndependentSetTreeEnvironment final
    : public environments::LadderEnvironment<MaximumIndependentSetTreeInstance> {
 public:
  MaximumIndependentSetTreeEnvironment()
      : LadderEnvironment(
            {"maximum_independent_set_tree", "RLVE-Gym:Maximum_IndependentSet_Tree", kMaxDifficulty,
             "Choose pairwise non-adjacent vertices of a vertex-weighted tree with the largest "
             "total weight.",
             /*difficulty_help=*/"N = 4, then floor(1.1 N) + 1 per level (4, 5, ..., 10, 12, 14 "
             "at d = 8; 962 at the top, d = 49); a random tree, weights uniform in 1..N"},
            {"RLVE Maximum_IndependentSet_Tree ladder: -1 unparseable, -0.5 a repeated or "
             "unknown vertex or two adjacent ones, else (weight / optimum)^beta.", /*beta=*/3}) {}

 protected:
  MaximumIndependentSetTreeInstance Make(int difficulty, tasks::Rng& rng) const override {
    MaximumIndependentSetTreeInstance instance;
    instance.n = environments::RlveGrowth(4, difficulty);
    // RLVE's draws: a shuffle, then each vertex after the first joined to a
    // uniform earlier one; the edges stay in that order.
    instance.edges = environments::RandomTreeEdges(instance.n, 0, rng);
    instance.weights.resize(static_cast<size_t>(instance.n));
    for (int64_t& w : instance.weights) w = rng.Uniform(1, instance.n);
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<MaximumIndependentSetTreeInstance>& fields) const override {
    using I = MaximumIndependentSetTreeInstance;
    fields.Int("n", &I::n, 1, kMaxVertices)
        .Edges("edges", &I::edges, [](const I& x) { return x.n; })
        .Ints("weights", &I::weights, [](const I& x) { return x.n; }, 1, kMaxWeight)
        .SizedBy([](const I& x) { return x.n; });
  }
  absl::Status Finish(MaximumIndependentSetTreeInstance& instance) const override {
    return Solve(instance);
  }

  std::string Prompt(const MaximumIndependentSetTreeInstance& instance) const override {
    std::string weights;
    for (size_t v = 0; v < instance.weights.size(); ++v) {
      absl::StrAppend(&weights, "W[", v, "] = ", instance.weights[v], "\n");
    }
    return absl::StrCat(
        "Consider a **tree** (a connected undirected graph with no cycles) on ", instance.n,
        " vertices numbered 0 to ", instance.n - 1, ". Its ", instance.n - 1,
        " edges are listed below, one per line; \"(u, v)\" joins vertex u and vertex v:\n",
        environments::EdgeTuples(instance.edges),
        "\n\nEach vertex has a positive weight; W[i] is the weight of vertex i:\n", weights,
        "\nPick a set of vertices in which no two are joined by an edge, making the sum of "
        "their weights as large as possible.\n\n"
        "Write the picked vertices inside <answer> </answer> tags on one line, separated by "
        "spaces, each vertex once, in any order. For instance, <answer>0 2 ",
        instance.n - 1, "</answer> would pick the three vertices 0, 2 and ", instance.n - 1,
        ".");
  }

  std::string Reference(const MaximumIndependentSetTreeInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.chosen, " "));
  }

  absl::StatusOr<Verdict> Grade(const MaximumIndependentSetTreeInstance& instance,
                                const VerifyInput& input) const override {
    // N + 1 values suffice: more than N numbers repeat or leave the range.
    const auto answer =
        environments::FinalIntegers(input.output, static_cast<size_t>(instance.n) + 1);
    if (!answer) return environments::Unparsed();
    if (answer->count > static_cast<size_t>(instance.n)) return environments::Invalid();
    std::vector<bool> in(static_cast<size_t>(instance.n), false);
    int64_t weight = 0;
    for (const int64_t v : answer->values) {
      // Range first: negatives and kHugeToken must not index `in`.
      if (v < 0 || v >= instance.n || in[static_cast<size_t>(v)]) {
        return environments::Invalid();
      }
      in[static_cast<size_t>(v)] = true;
      weight += instance.weights[static_cast<size_t>(v)];
    }
    for (const std::vector<int64_t>& e : instance.edges) {
      if (in[static_cast<size_t>(e[0])] && in[static_cast<size_t>(e[1])]) {
        return environments::Invalid();
      }
    }
    return environments::Graded(weight, instance.best, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace maximum_independent_set_tree_cc

absl::Status RegisterMaximumIndependentSetTreeEnvironment(Catalog& catalog,
                                                          const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<MaximumIndependentSetTreeEnvironment>());
}

}  // namespace referee

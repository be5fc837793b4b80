#include "verifiers/environments/trees/tree_distance_two_order.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace tree_distance_two_order_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 96;  // N = 100.
constexpr int64_t kMaxVertices = 100;

struct TreeDistanceTwoOrderInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;  // {u, v}, in prompt order.
  std::vector<int64_t> order;               // A solution.
  // Derived (Finish): near[a * n + b]: a and b at distance 1 or 2.
  std::vector<bool> near;
};

class TreeDistanceTwoOrderEnvironment final
    : public environments::LadderEnvironment<TreeDistanceTwoOrderInstance> {
 public:
  TreeDistanceTwoOrderEnvironment()
      : LadderEnvironment(
            {"tree_distance_two_order", "RLVE-Gym:MultiDrink", kMaxDifficulty,
             "Order the vertices of a tree so that consecutive vertices are at distance at "
             "most 2.",
             /*difficulty_help=*/"N = 4 + d (12 at d = 8; 100 at the top, d = 96); the tree "
             "grown by joining paths end to start"},
            {"RLVE MultiDrink ladder: -1 unparseable, -0.5 not a permutation of 0..N-1, else "
             "(consecutive pairs at distance <= 2 / (N - 1))^beta.",
             /*beta=*/5}) {}

 protected:
  TreeDistanceTwoOrderInstance Make(int difficulty, tasks::Rng& rng) const override {
    TreeDistanceTwoOrderInstance instance;
    const int64_t n = instance.n = 4 + difficulty;
    std::vector<std::vector<int64_t>> neighbours(static_cast<size_t>(n));
    const auto add = [&](int64_t u, int64_t v) {
      instance.edges.push_back({std::min(u, v), std::max(u, v)});
      neighbours[static_cast<size_t>(u)].push_back(v);
      neighbours[static_cast<size_t>(v)].push_back(u);
    };
    std::vector<std::vector<int64_t>> paths;
    for (int64_t v = 0; v < n; ++v) paths.push_back({v});
    // A path index with odds proportional to its length (the lengths sum
    // to n).
    const auto draw = [&]() {
      int64_t at = rng.Uniform(0, n - 1);
      size_t i = 0;
      while (at >= static_cast<int64_t>(paths[i].size())) at -= static_cast<int64_t>(paths[i++].size());
      return i;
    };
    while (paths.size() > 1) {
      size_t i = 0, j = 0;
      do {
        i = draw();
        j = draw();
      } while (i == j);
      const int64_t a = paths[i].back(), b = paths[j].front();
      const bool from_a = rng.Chance(1, 2);
      const int64_t fixed = from_a ? a : b, other = from_a ? b : a;
      const std::vector<int64_t>& around = neighbours[static_cast<size_t>(other)];
      const int64_t pick = rng.Uniform(0, static_cast<int64_t>(around.size()));
      add(fixed, pick == 0 ? other : around[static_cast<size_t>(pick - 1)]);
      std::vector<int64_t> joined = paths[i];
      joined.insert(joined.end(), paths[j].begin(), paths[j].end());
      std::vector<std::vector<int64_t>> rest;
      for (size_t k = 0; k < paths.size(); ++k) {
        if (k != i && k != j) rest.push_back(std::move(paths[k]));
      }
      rest.push_back(std::move(joined));
      paths = std::move(rest);
    }
    instance.order = paths[0];
    rng.Shuffle(instance.edges);
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<TreeDistanceTwoOrderInstance>& fields) const override {
    using I = TreeDistanceTwoOrderInstance;
    fields.Int("n", &I::n, 4, kMaxVertices)
        .Edges("edges", &I::edges, [](const I& x) { return x.n; })
        .Ints("order", &I::order, kMaxVertices, 0, kMaxVertices - 1)
        .SizedBy([](const I& x) { return x.n; });
  }

  absl::Status Finish(TreeDistanceTwoOrderInstance& instance) const override {
    const int64_t n = instance.n;
    const size_t size = static_cast<size_t>(n);
    if (static_cast<int64_t>(instance.edges.size()) != n - 1) {
      return BadInstance("edges", "not a tree on 0..n-1");
    }
    std::vector<std::vector<int64_t>> neighbours(size);
    for (const std::vector<int64_t>& e : instance.edges) {
      neighbours[static_cast<size_t>(e[0])].push_back(e[1]);
      neighbours[static_cast<size_t>(e[1])].push_back(e[0]);
    }
    std::vector<bool> seen(size, false);
    std::vector<int64_t> queue = {0};
    seen[0] = true;
    for (size_t head = 0; head < queue.size(); ++head) {
      for (const int64_t w : neighbours[static_cast<size_t>(queue[head])]) {
        if (!seen[static_cast<size_t>(w)]) {
          seen[static_cast<size_t>(w)] = true;
          queue.push_back(w);
        }
      }
    }
    if (queue.size() != size) return BadInstance("edges", "not a tree on 0..n-1");
    instance.near.assign(size * size, false);
    for (size_t v = 0; v < size; ++v) {
      for (const int64_t w : neighbours[v]) {
        instance.near[v * size + static_cast<size_t>(w)] = true;
        for (const int64_t x : neighbours[static_cast<size_t>(w)]) {
          if (static_cast<size_t>(x) != v) instance.near[v * size + static_cast<size_t>(x)] = true;
        }
      }
    }
    if (!environments::PermutationPositions(instance.order, n)) {
      return BadInstance("order", "not a permutation of 0..n-1");
    }
    for (size_t i = 0; i + 1 < size; ++i) {
      if (instance.order[i] >= n || instance.order[i + 1] >= n ||
          !instance.near[static_cast<size_t>(instance.order[i]) * size +
                         static_cast<size_t>(instance.order[i + 1])]) {
        return BadInstance("order", "two consecutive vertices farther apart than 2");
      }
    }
    return absl::OkStatus();
  }

  std::string Prompt(const TreeDistanceTwoOrderInstance& instance) const override {
    return absl::StrCat(
        "Consider a **tree** (a connected undirected graph without cycles) whose vertices are "
        "numbered 0 to ", instance.n - 1, ". Its ", instance.edges.size(), " edges, one per "
        "line; \"(u, v)\" joins vertex u and vertex v:\n",
        environments::EdgeTuples(instance.edges),
        "\n\nArrange all ", instance.n, " vertices in a sequence p_0, p_1, ..., p_",
        instance.n - 1, " (each vertex exactly once) so that every two consecutive vertices "
        "p_i and p_{i+1} are **at most 2 edges apart** in the tree.\n\n"
        "Write the sequence inside <answer> </answer> tags on one line, the vertices separated "
        "by spaces; for example <answer>2 0 3 1</answer> is the sequence 2, 0, 3, 1 (for four "
        "vertices).");
  }

  std::string Reference(const TreeDistanceTwoOrderInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.order, " "));
  }

  absl::StatusOr<Verdict> Grade(const TreeDistanceTwoOrderInstance& instance,
                                const VerifyInput& input) const override {
    const int64_t n = instance.n;
    const auto answer = environments::FinalIntegers(input.output, static_cast<size_t>(n) + 1);
    if (!answer) return environments::Unparsed();
    if (answer->count != static_cast<size_t>(n) ||
        !environments::PermutationPositions(answer->values, n)) {
      return environments::Invalid();
    }
    const std::vector<int64_t>& p = answer->values;
    int64_t satisfied = 0;
    for (size_t i = 0; i + 1 < p.size(); ++i) {
      satisfied += instance.near[static_cast<size_t>(p[i] * n + p[i + 1])];
    }
    return environments::Graded(satisfied, n - 1, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace tree_distance_two_order_cc

absl::Status RegisterTreeDistanceTwoOrderEnvironment(Catalog& catalog,
                                                     const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<TreeDistanceTwoOrderEnvironment>());
}

}  // namespace referee

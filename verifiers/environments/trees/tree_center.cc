#include "verifiers/environments/trees/tree_center.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/trees.h"

namespace referee {
inline namespace tree_center_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 496;  // N = 500.
constexpr int64_t kMaxVertices = 1000;
constexpr int64_t kMaxValue = 1000000;

struct TreeCenterInstance {
  int64_t n = 0;
  std::vector<int64_t> costs;               // costs[v] >= 1.
  std::vector<std::vector<int64_t>> edges;  // {u, v, w}, in prompt order.
  // Derived (Finish): cost[r] = sum_i dist(i, r) * costs[i], the least
  // cost, and the vertex the reference prints.
  std::vector<int64_t> cost;
  int64_t best = 0;
  int64_t center = 0;
};

// The vertex a last-digit change turns v into (the properties test's
// corruption of the reference's last number): 9 -> 0, else + 1.
int64_t LastDigitChanged(int64_t v) {
  const int64_t digit = v % 10;
  return v - digit + (digit == 9 ? 0 : digit + 1);
}

// Every vertex's cost by rerooting: the cost at 0 from the depths, then
// moving the root across an edge of weight w into a subtree holding S of
// the T total cost changes it by w * (T - 2 S). O(N). An error unless the
// edges form a tree with positive weights.
absl::Status Solve(TreeCenterInstance& instance) {
  std::vector<std::vector<int64_t>> pairs;
  for (const std::vector<int64_t>& e : instance.edges) {
    if (e[0] >= instance.n || e[1] >= instance.n) return BadInstance("edges", "no such vertex");
    if (e[2] < 1) return BadInstance("edges", "weights must be 1..10^6");
    pairs.push_back({e[0], e[1]});
  }
  if (!environments::TreeAdjacency(instance.n, pairs, 0)) {
    return BadInstance("edges", "must be n - 1 edges forming a tree on 0..n-1");
  }
  const size_t n = static_cast<size_t>(instance.n);
  std::vector<std::vector<std::pair<int64_t, int64_t>>> adjacent(n);  // {to, w}.
  for (const std::vector<int64_t>& e : instance.edges) {
    adjacent[static_cast<size_t>(e[0])].push_back({e[1], e[2]});
    adjacent[static_cast<size_t>(e[1])].push_back({e[0], e[2]});
  }
  // Breadth-first order from 0: parents, the weight up, the depth.
  std::vector<int64_t> order = {0}, parent(n, -1), up(n, 0), depth(n, 0);
  for (size_t i = 0; i < order.size(); ++i) {
    const size_t v = static_cast<size_t>(order[i]);
    for (const auto& [to, w] : adjacent[v]) {
      if (to == parent[v]) continue;
      parent[static_cast<size_t>(to)] = static_cast<int64_t>(v);
      up[static_cast<size_t>(to)] = w;
      depth[static_cast<size_t>(to)] = depth[v] + w;
      order.push_back(to);
    }
  }
  std::vector<int64_t> below(instance.costs);  // Subtree cost sums.
  for (size_t i = n; i-- > 1;) {
    const size_t v = static_cast<size_t>(order[i]);
    below[static_cast<size_t>(parent[v])] += below[v];
  }
  const int64_t total = below[0];
  instance.cost.assign(n, 0);
  for (size_t v = 0; v < n; ++v) instance.cost[0] += depth[v] * instance.costs[v];
  for (size_t i = 1; i < n; ++i) {
    const size_t v = static_cast<size_t>(order[i]);
    instance.cost[v] =
        instance.cost[static_cast<size_t>(parent[v])] + up[v] * (total - 2 * below[v]);
  }
  instance.best = *std::min_element(instance.cost.begin(), instance.cost.end());
  // Any least-cost vertex earns full credit, and there may be two (then
  // adjacent). Print one whose last-digit change is out of range or costs
  // more, so the corrupted reference is never full credit: the two cannot
  // each be the other's change (v + 1 = u and u + 1 = v, or 9 -> 0 with
  // 0 -> 1), so one always qualifies.
  instance.center = -1;
  for (int64_t v = 0; v < instance.n; ++v) {
    if (instance.cost[static_cast<size_t>(v)] != instance.best) continue;
    if (instance.center < 0) instance.center = v;
    const int64_t w = LastDigitChanged(v);
    if (w >= instance.n || instance.cost[static_cast<size_t>(w)] > instance.best) {
      instance.center = v;
      break;
    }
  }
  return absl::OkStatus();
}

class TreeCenterEnvironment final : public environments::LadderEnvironment<TreeCenterInstance> {
 public:
  TreeCenterEnvironment()
      : LadderEnvironment(
            {"tree_center", "RLVE-Gym:TreeCenter", kMaxDifficulty,
             "Choose the vertex of a tree minimising the sum of weighted distances to every "
             "vertex times its cost (RLVE TreeCenter).",
             /*difficulty_help=*/"N = d + 4 vertices (12 at d = 8; 500 at the top, d = 496); a "
             "random tree, costs and edge weights uniform in 1..N"},
            {"RLVE TreeCenter ladder: -1 unparseable or a vertex out of range, else (least cost "
             "/ cost of the vertex)^beta.", /*beta=*/8}) {}

 protected:
  TreeCenterInstance Make(int difficulty, tasks::Rng& rng) const override {
    TreeCenterInstance instance;
    instance.n = difficulty + 4;
    instance.costs.resize(static_cast<size_t>(instance.n));
    for (int64_t& c : instance.costs) c = rng.Uniform(1, instance.n);
    instance.edges = environments::RandomTreeEdges(instance.n, 0, rng);
    for (std::vector<int64_t>& e : instance.edges) e.push_back(rng.Uniform(1, instance.n));
    rng.Shuffle(instance.edges);
    return instance;
  }

  void DeclareFields(environments::InstanceFields<TreeCenterInstance>& fields) const override {
    using I = TreeCenterInstance;
    fields.Int("n", &I::n, 2, kMaxVertices)
        .Ints("costs", &I::costs, [](const I& x) { return x.n; }, 1, kMaxValue)
        .SizedBy([](const I& x) { return x.n; })
        .IntRows("edges", &I::edges, [](const I& x) { return x.n - 1; }, 3, 0, kMaxValue)
        .SizedBy([](const I& x) { return x.n - 1; });
  }
  absl::Status Finish(TreeCenterInstance& instance) const override { return Solve(instance); }

  std::string Prompt(const TreeCenterInstance& instance) const override {
    std::string costs, edges;
    for (size_t v = 0; v < instance.costs.size(); ++v) {
      absl::StrAppend(&costs, "C[", v, "] = ", instance.costs[v], "\n");
    }
    for (const std::vector<int64_t>& e : instance.edges) {
      absl::StrAppend(&edges, "(", e[0], ", ", e[1], ", ", e[2], ")\n");
    }
    const int64_t last = instance.n - 1;
    return absl::StrCat(
        "Consider a **tree** (a connected undirected graph without cycles) on ", instance.n,
        " vertices numbered 0 to ", last, ". Its ", last,
        " edges are listed below, one per line; \"(u, v, w)\" joins vertex u and vertex v "
        "with an edge of length w:\n",
        edges,
        "\nEvery vertex also has a cost; C[i] is the cost of vertex i:\n", costs,
        "\nThe distance dist(i, r) between two vertices is the total length of the edges on "
        "the one path joining them. Pick a vertex r (0 <= r <= ", last,
        ") that makes C[0] * dist(0, r) + C[1] * dist(1, r) + ... + C[", last, "] * dist(",
        last, ", r) as small as possible.\n\n"
        "Write the picked vertex, a single integer, inside <answer> </answer> tags; for "
        "instance, <answer>0</answer> picks vertex 0.");
  }

  std::string Reference(const TreeCenterInstance& instance) const override {
    return environments::AnswerTagged(absl::StrCat(instance.center));
  }

  absl::StatusOr<Verdict> Grade(const TreeCenterInstance& instance,
                                const VerifyInput& input) const override {
    const auto answer = environments::FinalIntegers(input.output, 1);
    if (!answer || answer->count != 1) return environments::Unparsed();
    const int64_t r = answer->values[0];
    // RLVE's wrong_format; negatives and kHugeToken included.
    if (r < 0 || r >= instance.n) return Verdict{environments::kUnparsedReward, false, true};
    return environments::Graded(instance.best, instance.cost[static_cast<size_t>(r)],
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace tree_center_cc

absl::Status RegisterTreeCenterEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<TreeCenterEnvironment>());
}

}  // namespace referee

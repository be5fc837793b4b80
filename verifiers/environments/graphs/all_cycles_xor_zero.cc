#include "verifiers/environments/graphs/all_cycles_xor_zero.h"

#include "absl/strings/ascii.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace all_cycles_xor_zero_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 33;  // N = 205.
constexpr int64_t kMaxVertices = 205;
constexpr int64_t kMaxWeight = int64_t{1} << 30;

struct AllCyclesXorZeroInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;  // {u, v}, 1-based, in prompt order.
  std::vector<int64_t> weights;             // weights[i] of edges[i].
  bool all_zero = false;                    // Derived: the answer is YES.
};

// Whether potentials p exist with p[u] ^ p[v] = w on every edge: p is fixed
// breadth first from each component's least vertex (p = 0 there) along
// the first edges met, then every edge is checked.
bool EveryCycleXorZero(int64_t n, const std::vector<std::vector<int64_t>>& edges,
                       const std::vector<int64_t>& weights) {
  std::vector<std::vector<std::pair<int64_t, int64_t>>> adjacent(static_cast<size_t>(n + 1));
  for (size_t e = 0; e < edges.size(); ++e) {
    adjacent[static_cast<size_t>(edges[e][0])].push_back({edges[e][1], weights[e]});
    adjacent[static_cast<size_t>(edges[e][1])].push_back({edges[e][0], weights[e]});
  }
  std::vector<int64_t> potential(static_cast<size_t>(n + 1), -1);
  std::vector<int64_t> queue;
  for (int64_t root = 1; root <= n; ++root) {
    if (potential[static_cast<size_t>(root)] >= 0) continue;
    potential[static_cast<size_t>(root)] = 0;
    queue.assign(1, root);
    for (size_t head = 0; head < queue.size(); ++head) {
      const int64_t u = queue[head];
      for (const auto& [v, w] : adjacent[static_cast<size_t>(u)]) {
        if (potential[static_cast<size_t>(v)] >= 0) continue;
        potential[static_cast<size_t>(v)] = potential[static_cast<size_t>(u)] ^ w;
        queue.push_back(v);
      }
    }
  }
  for (size_t e = 0; e < edges.size(); ++e) {
    if ((potential[static_cast<size_t>(edges[e][0])] ^
         potential[static_cast<size_t>(edges[e][1])]) != weights[e]) {
      return false;
    }
  }
  return true;
}

int64_t BitLength(int64_t x) {
  int64_t bits = 0;
  for (; x > 0; x >>= 1) ++bits;
  return bits;
}

class AllCyclesXorZeroEnvironment final
    : public environments::LadderEnvironment<AllCyclesXorZeroInstance> {
 public:
  AllCyclesXorZeroEnvironment()
      : LadderEnvironment(
            {"all_cycles_xor_zero", "RLVE-Gym:CheckAllCycleXorZero", kMaxDifficulty,
             "Decide (YES or NO) whether every cycle of an edge-weighted undirected graph has "
             "weights whose XOR is 0.",
             /*difficulty_help=*/"N = 4, then floor(1.1 N) + 1 per level (14 at d = 8; 205 at "
             "the top, d = 33); M = floor(r N) edges, r uniform in 1.0..3.0 in steps of 0.1; "
             "weights below 2^(bit length of N(N-1)/2); YES or NO planted at even odds"},
            {"RLVE CheckAllCycleXorZero ladder: -1 no final answer, -0.5 neither YES nor NO, "
             "1 right, else 0."}) {}

 protected:
  AllCyclesXorZeroInstance Make(int difficulty, tasks::Rng& rng) const override {
    AllCyclesXorZeroInstance instance;
    const int64_t n = instance.n = environments::RlveGrowth(4, difficulty);
    const int64_t pairs = n * (n - 1) / 2;
    std::vector<int64_t> ratios;  // Tenths.
    for (int64_t r = 10; r <= 30; ++r) {
      if (r * n / 10 <= pairs) ratios.push_back(r);
    }
    const int64_t ratio =
        ratios[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(ratios.size()) - 1))];
    const int64_t max_weight = (int64_t{1} << BitLength(pairs)) - 1;
    std::vector<int64_t> order(static_cast<size_t>(n));
    std::iota(order.begin(), order.end(), int64_t{1});
    rng.Shuffle(order);
    std::vector<int64_t> potential(static_cast<size_t>(n + 1), 0);
    std::vector<bool> used(static_cast<size_t>((n + 1) * (n + 1)), false);  // used[u * (n+1) + v], u < v.
    for (size_t i = 1; i < order.size(); ++i) {
      const int64_t u = order[i];
      const int64_t v = order[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(i) - 1))];
      const int64_t w = rng.Uniform(0, max_weight);
      potential[static_cast<size_t>(u)] = potential[static_cast<size_t>(v)] ^ w;
      instance.edges.push_back({std::min(u, v), std::max(u, v)});
      instance.weights.push_back(w);
      used[static_cast<size_t>(std::min(u, v) * (n + 1) + std::max(u, v))] = true;
    }
    const bool yes = rng.Uniform(0, 1) == 0;
    // The other pairs in a fixed order; a uniform subset by a partial
    // Fisher-Yates shuffle.
    std::vector<int64_t> others;
    for (int64_t u = 1; u <= n; ++u) {
      for (int64_t v = u + 1; v <= n; ++v) {
        if (!used[static_cast<size_t>(u * (n + 1) + v)]) others.push_back(u * (n + 1) + v);
      }
    }
    const int64_t extra =
        std::min(static_cast<int64_t>(others.size()), ratio * n / 10 - (n - 1));
    for (int64_t i = 0; i < extra; ++i) {
      const int64_t j = rng.Uniform(i, static_cast<int64_t>(others.size()) - 1);
      std::swap(others[static_cast<size_t>(i)], others[static_cast<size_t>(j)]);
      const int64_t u = others[static_cast<size_t>(i)] / (n + 1);
      const int64_t v = others[static_cast<size_t>(i)] % (n + 1);
      instance.edges.push_back({u, v});
      instance.weights.push_back(yes ? potential[static_cast<size_t>(u)] ^
                                           potential[static_cast<size_t>(v)]
                                     : rng.Uniform(0, max_weight));
    }
    // Shuffle edges and weights together.
    std::vector<int64_t> shown(instance.edges.size());
    std::iota(shown.begin(), shown.end(), int64_t{0});
    rng.Shuffle(shown);
    std::vector<std::vector<int64_t>> edges;
    std::vector<int64_t> weights;
    for (const int64_t e : shown) {
      edges.push_back(instance.edges[static_cast<size_t>(e)]);
      weights.push_back(instance.weights[static_cast<size_t>(e)]);
    }
    instance.edges = std::move(edges);
    instance.weights = std::move(weights);
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<AllCyclesXorZeroInstance>& fields) const override {
    using I = AllCyclesXorZeroInstance;
    fields.Int("n", &I::n, 2, kMaxVertices)
        .IntRows("edges", &I::edges, [](const I& x) { return x.n * (x.n - 1) / 2; }, 2, 1,
                 [](const I& x) { return x.n; })
        .Ints("weights", &I::weights, [](const I& x) { return x.n * (x.n - 1) / 2; }, 0,
              kMaxWeight)
        .SizedBy([](const I& x) { return static_cast<int64_t>(x.edges.size()); });
  }

  absl::Status Finish(AllCyclesXorZeroInstance& instance) const override {
    const int64_t n = instance.n;
    std::vector<bool> seen(static_cast<size_t>((n + 1) * (n + 1)), false);
    for (const std::vector<int64_t>& e : instance.edges) {
      if (e[0] == e[1]) return BadInstance("edges", absl::StrCat("a loop at ", e[0]));
      const size_t key = static_cast<size_t>(std::min(e[0], e[1]) * (n + 1) + std::max(e[0], e[1]));
      if (seen[key]) return BadInstance("edges", absl::StrCat("(", e[0], ", ", e[1], ") twice"));
      seen[key] = true;
    }
    instance.all_zero = EveryCycleXorZero(n, instance.edges, instance.weights);
    return absl::OkStatus();
  }

  std::string Prompt(const AllCyclesXorZeroInstance& instance) const override {
    std::string edges;
    for (size_t e = 0; e < instance.edges.size(); ++e) {
      absl::StrAppend(&edges, "(", instance.edges[e][0], ", ", instance.edges[e][1], ", ",
                      instance.weights[e], ")\n");
    }
    return absl::StrCat(
        "Consider an **undirected graph** whose vertices are numbered 1 to ", instance.n,
        ". Its ", instance.edges.size(),
        " edges carry weights; each line \"(u, v, w)\" is an edge joining vertex u and vertex v "
        "with weight w:\n",
        edges,
        "\nA cycle is a walk through the graph that comes back to the vertex it started from; "
        "its XOR is the bitwise XOR of the weights of the edges it passes. Is the XOR of "
        "**every** cycle of this graph equal to 0?\n\n"
        "Answer inside <answer> </answer> tags: <answer>YES</answer> if it is, "
        "<answer>NO</answer> otherwise.");
  }

  std::string Reference(const AllCyclesXorZeroInstance& instance) const override {
    return environments::AnswerTagged(instance.all_zero ? "YES" : "NO");
  }

  absl::StatusOr<Verdict> Grade(const AllCyclesXorZeroInstance& instance,
                                const VerifyInput& input) const override {
    return environments::GradeOneOfTwoWords(input.output, "YES", "NO", instance.all_zero);
  }
};

}  // namespace
}  // namespace all_cycles_xor_zero_cc

absl::Status RegisterAllCyclesXorZeroEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<AllCyclesXorZeroEnvironment>());
}

}  // namespace referee

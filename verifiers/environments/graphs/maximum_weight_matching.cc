#include "verifiers/environments/graphs/maximum_weight_matching.h"

#include "absl/container/flat_hash_map.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace maximum_weight_matching_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 10;  // N = 20.
constexpr int64_t kMaxVertices = 20;
constexpr int64_t kMaxWeight = 1000000;

struct MaximumWeightMatchingInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;  // {u, v}, in prompt order.
  std::vector<int64_t> weights;             // weights[i] of edges[i].
  // Derived (Finish): weight[u * n + v] = weight[v * n + u] = the weight of
  // edge {u, v}, 0 if none; the optimum and an optimal matching, pairs in
  // the order (and orientation) the reference prints them.
  std::vector<int64_t> weight;
  int64_t best = 0;
  std::vector<std::pair<int64_t, int64_t>> matching;
};

// The vertex a last-digit change turns v into (the properties test's
// corruption of the reference's last number): 9 -> 0, else + 1.
int64_t LastDigitChanged(int64_t v) {
  const int64_t digit = v % 10;
  return v - digit + (digit == 9 ? 0 : digit + 1);
}

// The heaviest matching among a set of vertices (a bit mask, n <= 20):
// its lowest vertex is left unmatched or matched with a neighbour in the
// set. Memoised; exact.
class Matcher {
 public:
  explicit Matcher(const MaximumWeightMatchingInstance& instance)
      : instance_(instance), neighbours_(static_cast<size_t>(instance.n), 0) {
    const int64_t n = instance.n;
    for (int64_t u = 0; u < n; ++u) {
      for (int64_t v = 0; v < n; ++v) {
        if (Weight(u, v) > 0) neighbours_[static_cast<size_t>(u)] |= uint32_t{1} << v;
      }
    }
  }
  int64_t Weight(int64_t u, int64_t v) const {
    return instance_.weight[static_cast<size_t>(u * instance_.n + v)];
  }
  int64_t Best(uint32_t mask) {
    if (mask == 0) return 0;
    if (const auto it = memo_.find(mask); it != memo_.end()) return it->second;
    const int64_t v = Lowest(mask);
    const uint32_t rest = mask & ~(uint32_t{1} << v);
    int64_t best = Best(rest);
    for (uint32_t m = neighbours_[static_cast<size_t>(v)] & rest; m != 0; m &= m - 1) {
      const int64_t u = Lowest(m);
      best = std::max(best, Weight(v, u) + Best(rest & ~(uint32_t{1} << u)));
    }
    memo_[mask] = best;
    return best;
  }
  // The partner of the lowest vertex of `mask` in an optimal matching of
  // `mask`, -1 if it stays unmatched there.
  int64_t Partner(uint32_t mask) {
    const int64_t v = Lowest(mask);
    const uint32_t rest = mask & ~(uint32_t{1} << v);
    const int64_t best = Best(mask);
    if (Best(rest) == best) return -1;
    for (uint32_t m = neighbours_[static_cast<size_t>(v)] & rest; m != 0; m &= m - 1) {
      const int64_t u = Lowest(m);
      if (Weight(v, u) + Best(rest & ~(uint32_t{1} << u)) == best) return u;
    }
    return -1;  // Unreachable: the best is one of the options.
  }

 private:
  static int64_t Lowest(uint32_t mask) {
    int64_t v = 0;
    while (((mask >> v) & 1) == 0) ++v;
    return v;
  }
  const MaximumWeightMatchingInstance& instance_;
  std::vector<uint32_t> neighbours_;
  absl::flat_hash_map<uint32_t, int64_t> memo_;
};

absl::Status Solve(MaximumWeightMatchingInstance& instance) {
  const int64_t n = instance.n;
  if (instance.edges.empty()) return BadInstance("edges", "at least one edge is needed");
  instance.weight.assign(static_cast<size_t>(n * n), 0);
  for (size_t i = 0; i < instance.edges.size(); ++i) {
    const int64_t u = instance.edges[i][0], v = instance.edges[i][1];
    instance.weight[static_cast<size_t>(u * n + v)] = instance.weights[i];
    instance.weight[static_cast<size_t>(v * n + u)] = instance.weights[i];
  }
  Matcher matcher(instance);
  uint32_t mask = (uint32_t{1} << n) - 1;
  instance.best = matcher.Best(mask);
  instance.matching.clear();
  std::vector<bool> matched(static_cast<size_t>(n), false);
  while (mask != 0) {
    int64_t v = 0;
    while (((mask >> v) & 1) == 0) ++v;
    const int64_t u = matcher.Partner(mask);
    mask &= ~(uint32_t{1} << v);
    if (u >= 0) {
      mask &= ~(uint32_t{1} << u);
      instance.matching.push_back({v, u});
      matched[static_cast<size_t>(v)] = matched[static_cast<size_t>(u)] = true;
    }
  }
  // The reference's last number b (of the last pair "a b") with its last
  // digit changed to b' must not give an optimal matching: it does not when
  // b' is out of range or already matched (a repeat), or a-b' is no edge or
  // a lighter one. (An equally heavy a-b' with b' unmatched is the only
  // failure; heavier cannot be, the matching being optimal.) Put last the
  // first pair, in the first orientation, that passes.
  auto robust = [&](int64_t a, int64_t b) {
    const int64_t changed = LastDigitChanged(b);
    return changed >= n || matched[static_cast<size_t>(changed)] ||
           matcher.Weight(a, changed) < matcher.Weight(a, b);
  };
  for (size_t i = 0; i < instance.matching.size(); ++i) {
    std::pair<int64_t, int64_t> pair = instance.matching[i];
    if (!robust(pair.first, pair.second)) std::swap(pair.first, pair.second);
    if (!robust(pair.first, pair.second)) continue;
    instance.matching.erase(instance.matching.begin() + static_cast<std::ptrdiff_t>(i));
    instance.matching.push_back(pair);
    break;
  }
  return absl::OkStatus();
}

class MaximumWeightMatchingEnvironment final
    : public environments::LadderEnvironment<MaximumWeightMatchingInstance> {
 public:
  MaximumWeightMatchingEnvironment()
      : LadderEnvironment(
            {"maximum_weight_matching", "RLVE-Gym:MaximumWeightMatching", kMaxDifficulty,
             "Choose edges of a weighted undirected graph, no two sharing a vertex, with the "
             "largest total weight (RLVE MaximumWeightMatching).",
             /*difficulty_help=*/"N = 5, then floor(1.1 N) + 1 per level (16 at d = 8, 20 at the "
             "top, d = 10); floor(p N(N-1)/2) random edges, p one of 10%, 30%, 40%; weights "
             "uniform in 1..N"},
            {"RLVE MaximumWeightMatching ladder: -1 unparseable or an odd count, -0.5 a repeated "
             "vertex or a pair that is not an edge, else (weight / optimum)^beta.", /*beta=*/5}) {}

 protected:
  MaximumWeightMatchingInstance Make(int difficulty, tasks::Rng& rng) const override {
    MaximumWeightMatchingInstance instance;
    const int64_t n = environments::RlveGrowth(5, difficulty);
    instance.n = n;
    // RLVE's densities (tenths) that give at least one edge; N >= 5 makes
    // 30% and 40% always eligible.
    std::vector<int64_t> densities;
    for (const int64_t p : {1, 3, 4}) {
      if (p * n * (n - 1) / 20 > 0) densities.push_back(p);
    }
    const int64_t p = densities[static_cast<size_t>(
        rng.Uniform(0, static_cast<int64_t>(densities.size()) - 1))];
    std::vector<int64_t> pairs;
    for (int64_t u = 0; u < n; ++u) {
      for (int64_t v = u + 1; v < n; ++v) pairs.push_back(u * n + v);
    }
    rng.Shuffle(pairs);
    const int64_t num_edges = p * n * (n - 1) / 20;
    for (int64_t i = 0; i < num_edges; ++i) {
      const int64_t pair = pairs[static_cast<size_t>(i)];
      instance.edges.push_back({pair / n, pair % n});
      instance.weights.push_back(rng.Uniform(1, n));
    }
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<MaximumWeightMatchingInstance>& fields) const override {
    using I = MaximumWeightMatchingInstance;
    fields.Int("n", &I::n, 2, kMaxVertices)
        .Edges("edges", &I::edges, [](const I& x) { return x.n; })
        .Ints("weights", &I::weights,
              [](const I& x) { return static_cast<int64_t>(x.edges.size()); }, 1, kMaxWeight)
        .SizedBy([](const I& x) { return static_cast<int64_t>(x.edges.size()); });
  }
  absl::Status Finish(MaximumWeightMatchingInstance& instance) const override {
    return Solve(instance);
  }

  std::string Prompt(const MaximumWeightMatchingInstance& instance) const override {
    std::string edges;
    for (size_t i = 0; i < instance.edges.size(); ++i) {
      absl::StrAppend(&edges, i == 0 ? "" : "\n", "(", instance.edges[i][0], ", ",
                      instance.edges[i][1], ", ", instance.weights[i], ")");
    }
    return absl::StrCat(
        "An undirected graph has ", instance.n, " vertices, numbered 0 through ",
        instance.n - 1, ", and the weighted edges listed below, one per line; a line "
        "(u, v, w) is an edge joining u and v whose weight is w:\n",
        edges,
        "\n\nSelect some of these edges so that no vertex is an endpoint of two selected "
        "edges (a matching), making the total weight of the selected edges as large as "
        "possible.\n\n"
        "Give the two endpoints of each selected edge, edge after edge: u_1 v_1 u_2 v_2 "
        "... u_k v_k, on one line with spaces between the numbers, enclosed in <answer> "
        "</answer> tags. For instance, <answer>0 1 3 4</answer> selects the two edges "
        "(0, 1) and (3, 4).");
  }

  std::string Reference(const MaximumWeightMatchingInstance& instance) const override {
    std::string answer;
    for (const auto& [u, v] : instance.matching) {
      absl::StrAppend(&answer, answer.empty() ? "" : " ", u, " ", v);
    }
    return environments::AnswerTagged(answer);
  }

  absl::StatusOr<Verdict> Grade(const MaximumWeightMatchingInstance& instance,
                                const VerifyInput& input) const override {
    const int64_t n = instance.n;
    // N values suffice: more than N endpoints repeat or leave the range.
    const auto answer = environments::FinalIntegers(input.output, static_cast<size_t>(n));
    if (!answer || answer->count % 2 != 0) return environments::Unparsed();
    if (answer->count > static_cast<size_t>(n)) return environments::Invalid();
    // RLVE checks that the endpoints are distinct before it looks at edges.
    std::vector<bool> seen(static_cast<size_t>(n), false);
    for (const int64_t v : answer->values) {
      // Out of range: no such edge (invalid either way); must not index.
      if (v < 0 || v >= n) return environments::Invalid();
      if (seen[static_cast<size_t>(v)]) return environments::Invalid();
      seen[static_cast<size_t>(v)] = true;
    }
    int64_t weight = 0;  // At most 10 edges of weight <= 10^6.
    for (size_t i = 0; i < answer->count; i += 2) {
      const int64_t w =
          instance.weight[static_cast<size_t>(answer->values[i] * n + answer->values[i + 1])];
      if (w == 0) return environments::Invalid();  // Not an edge.
      weight += w;
    }
    return environments::Graded(weight, instance.best, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace maximum_weight_matching_cc

absl::Status RegisterMaximumWeightMatchingEnvironment(Catalog& catalog,
                                                      const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<MaximumWeightMatchingEnvironment>());
}

}  // namespace referee

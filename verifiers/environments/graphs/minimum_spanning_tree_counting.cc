#include "verifiers/environments/graphs/minimum_spanning_tree_counting.h"

#include <map>
#include <set>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace minimum_spanning_tree_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 25;
constexpr int64_t kMaxN = 100;
constexpr int64_t kMaxWeight = 1000000;
constexpr int64_t kMaxMod = 1000000000;
constexpr int64_t kGeneratedMaxMod = 10000;  // RLVE's MAX_MOD.

struct MinimumSpanningTreeCountingInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;  // [u, v, w].
  int64_t mod = 2;
  std::string answer;  // Derived.
};

class Components {
 public:
  explicit Components(size_t n) : root_(n) { std::iota(root_.begin(), root_.end(), 0); }
  size_t Find(size_t v) {
    while (root_[v] != v) v = root_[v] = root_[root_[v]];
    return v;
  }
  bool Join(size_t a, size_t b) {
    a = Find(a);
    b = Find(b);
    if (a == b) return false;
    root_[a] = b;
    return true;
  }

 private:
  std::vector<size_t> root_;
};

// det(m) mod `mod` for entries in [0, mod): Euclid on pairs of rows (row
// swaps flip the sign), so nothing is ever divided.
uint64_t DeterminantMod(std::vector<std::vector<uint64_t>> m, uint64_t mod) {
  const size_t size = m.size();
  bool negative = false;
  uint64_t det = 1 % mod;
  for (size_t c = 0; c < size; ++c) {
    for (size_t r = c + 1; r < size; ++r) {
      while (m[r][c] != 0) {
        const uint64_t q = m[c][c] / m[r][c];
        for (size_t k = c; k < size; ++k) {
          m[c][k] = (m[c][k] + mod - environments::MulMod(q % mod, m[r][k], mod)) % mod;
        }
        std::swap(m[c], m[r]);
        negative = !negative;
      }
    }
    if (m[c][c] == 0) return 0;
    det = environments::MulMod(det, m[c][c], mod);
  }
  return negative ? (mod - det) % mod : det;
}

std::string CountMsts(int64_t n_signed, std::vector<std::vector<int64_t>> edges, int64_t mod_signed) {
  const size_t n = static_cast<size_t>(n_signed);
  const uint64_t mod = static_cast<uint64_t>(mod_signed);
  std::sort(edges.begin(), edges.end(),
            [](const std::vector<int64_t>& a, const std::vector<int64_t>& b) { return a[2] < b[2]; });
  Components forest(n);
  uint64_t count = 1 % mod;
  for (size_t i = 0; i < edges.size();) {
    size_t j = i;
    while (j < edges.size() && edges[j][2] == edges[i][2]) ++j;
    // The class's useful edges between components of the lighter forest.
    std::map<size_t, size_t> index;  // Component root -> local vertex.
    std::vector<std::pair<size_t, size_t>> links;
    for (size_t e = i; e < j; ++e) {
      const size_t a = forest.Find(static_cast<size_t>(edges[e][0]));
      const size_t b = forest.Find(static_cast<size_t>(edges[e][1]));
      if (a == b) continue;
      const size_t la = index.emplace(a, index.size()).first->second;
      const size_t lb = index.emplace(b, index.size()).first->second;
      links.push_back({la, lb});
    }
    const size_t local = index.size();
    Components parts(local);
    for (const auto& [a, b] : links) parts.Join(a, b);
    // Each connected part: the Laplacian without its last vertex.
    std::map<size_t, std::vector<size_t>> members;
    for (size_t v = 0; v < local; ++v) members[parts.Find(v)].push_back(v);
    for (const auto& [part, vertices] : members) {
      if (vertices.size() < 2) continue;
      std::vector<size_t> position(local, SIZE_MAX);
      for (size_t k = 0; k + 1 < vertices.size(); ++k) position[vertices[k]] = k;
      const size_t size = vertices.size() - 1;
      std::vector<std::vector<uint64_t>> laplacian(size, std::vector<uint64_t>(size, 0));
      for (const auto& [a, b] : links) {
        if (parts.Find(a) != part) continue;
        const size_t pa = position[a], pb = position[b];
        if (pa != SIZE_MAX) laplacian[pa][pa] = (laplacian[pa][pa] + 1) % mod;
        if (pb != SIZE_MAX) laplacian[pb][pb] = (laplacian[pb][pb] + 1) % mod;
        if (pa != SIZE_MAX && pb != SIZE_MAX) {
          laplacian[pa][pb] = (laplacian[pa][pb] + mod - 1) % mod;
          laplacian[pb][pa] = (laplacian[pb][pa] + mod - 1) % mod;
        }
      }
      count = environments::MulMod(count, DeterminantMod(std::move(laplacian), mod), mod);
    }
    for (size_t e = i; e < j; ++e) {
      forest.Join(static_cast<size_t>(edges[e][0]), static_cast<size_t>(edges[e][1]));
    }
    i = j;
  }
  for (size_t v = 1; v < n; ++v) {
    if (forest.Find(v) != forest.Find(0)) return "0";  // No spanning tree.
  }
  return absl::StrCat(count);
}

class MinimumSpanningTreeCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<MinimumSpanningTreeCountingInstance> {
 public:
  MinimumSpanningTreeCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"minimum_spanning_tree_counting",
             "RLVE-Gym:MinimumSpanningTreeCounting", kMaxDifficulty,
             "Count the minimum spanning trees of a weighted graph, modulo MOD.",
             /*difficulty_help=*/"N = 4, then floor(1.1 N) + 1 per level; floor(r N) edges, r "
             "uniform among 1.0..5.0 (those that fit), weights in 1..floor(r N / 10) + 1, MOD "
             "uniform in 2..10000"},
            environments::NumberLadder::kExact) {}

 protected:
  MinimumSpanningTreeCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    MinimumSpanningTreeCountingInstance instance;
    const int64_t n = instance.n = environments::RlveGrowthSize(difficulty + 1);
    std::vector<int64_t> ratios;  // Tenths.
    for (int64_t r = 10; r <= 50; ++r) {
      if (r * n / 10 <= n * (n - 1) / 2) ratios.push_back(r);
    }
    const int64_t ratio = ratios[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(ratios.size()) - 1))];
    const int64_t max_weight = std::max<int64_t>(1, ratio * n / 100) + 1;
    const int64_t edge_count = ratio * n / 10;
    std::vector<int64_t> order(static_cast<size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    rng.Shuffle(order);
    std::set<std::pair<int64_t, int64_t>> used;
    for (size_t i = 1; i < order.size(); ++i) {
      const int64_t u = order[i];
      const int64_t v = order[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(i) - 1))];
      instance.edges.push_back({std::min(u, v), std::max(u, v), rng.Uniform(1, max_weight)});
      used.insert({std::min(u, v), std::max(u, v)});
    }
    if (static_cast<int64_t>(instance.edges.size()) < edge_count) {
      std::vector<std::pair<int64_t, int64_t>> others;
      for (int64_t u = 0; u < n; ++u) {
        for (int64_t v = u + 1; v < n; ++v) {
          if (!used.count({u, v})) others.push_back({u, v});
        }
      }
      rng.Shuffle(others);
      others.resize(std::min(others.size(), static_cast<size_t>(edge_count) - instance.edges.size()));
      for (const auto& [u, v] : others) instance.edges.push_back({u, v, rng.Uniform(1, max_weight)});
    }
    rng.Shuffle(instance.edges);
    instance.mod = rng.Uniform(2, kGeneratedMaxMod);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<MinimumSpanningTreeCountingInstance>& fields) const override {
    using I = MinimumSpanningTreeCountingInstance;
    fields.Int("n", &I::n, 2, kMaxN)
        .IntRows("edges", &I::edges, [](const I& x) { return x.n * (x.n - 1) / 2; }, 3, 0,
                 kMaxWeight)
        .Int("mod", &I::mod, 2, kMaxMod);
  }
  absl::Status Finish(MinimumSpanningTreeCountingInstance& instance) const override {
    if (instance.edges.empty()) return environments::BadInstance("edges", "must not be empty");
    std::set<std::pair<int64_t, int64_t>> seen;
    for (const std::vector<int64_t>& e : instance.edges) {
      if (e[0] >= instance.n || e[1] >= instance.n || e[0] == e[1] || e[2] < 1) {
        return environments::BadInstance("edges",
                                         "needs u != v in 0..n-1 and a weight in 1..10^6");
      }
      if (!seen.insert({std::min(e[0], e[1]), std::max(e[0], e[1])}).second) {
        return environments::BadInstance("edges", "a pair appears twice");
      }
    }
    instance.answer = CountMsts(instance.n, instance.edges, instance.mod);
    return absl::OkStatus();
  }
  std::string Prompt(const MinimumSpanningTreeCountingInstance& instance) const override {
    std::string lines;
    for (const std::vector<int64_t>& e : instance.edges) {
      absl::StrAppend(&lines, "(", e[0], ", ", e[1], ", ", e[2], ")\n");
    }
    return absl::StrCat(
        "Here is an undirected weighted graph on the ", instance.n,
        " vertices 0, 1, ..., ", instance.n - 1,
        ". Each line (u, v, w) is an edge between u and v of weight w:\n", lines,
        "\nA spanning tree is a set of ", instance.n - 1, " edges that connects "
        "all ", instance.n, " vertices without a cycle; its weight is the sum "
        "of its edge weights. A minimum spanning tree is a spanning tree of "
        "the least possible weight. How many different minimum spanning trees "
        "(different edge sets) does the graph have? Give the number modulo ",
        instance.mod, ".\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> "
        "tags.");
  }
  std::optional<environments::AnswerRange> Range(
      const MinimumSpanningTreeCountingInstance& instance) const override {
    return environments::AnswerRange{0, instance.mod - 1};
  }
};

}  // namespace
}  // namespace minimum_spanning_tree_counting_cc

absl::Status RegisterMinimumSpanningTreeCountingEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<MinimumSpanningTreeCountingEnvironment>());
}

}  // namespace referee

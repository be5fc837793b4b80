#include "verifiers/environments/graphs/three_vertex_cycle_counting.h"

#include <set>

#include "verifiers/environments/member.h"
#include "verifiers/environments/trees.h"

namespace referee {
inline namespace three_vertex_cycle_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 48;
constexpr int64_t kMaxN = 1000;
constexpr size_t kMaxEdges = 20000;

struct ThreeVertexCycleCountingInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;
  std::string answer;  // Derived: the number of triangles.
};

std::string CountTriangles(int64_t n, const std::vector<std::vector<int64_t>>& edges) {
  std::vector<int64_t> degree(static_cast<size_t>(n), 0);
  for (const std::vector<int64_t>& e : edges) {
    ++degree[static_cast<size_t>(e[0])];
    ++degree[static_cast<size_t>(e[1])];
  }
  auto before = [&degree](int64_t a, int64_t b) {
    return std::make_pair(degree[static_cast<size_t>(a)], a) <
           std::make_pair(degree[static_cast<size_t>(b)], b);
  };
  std::vector<std::vector<int64_t>> out(static_cast<size_t>(n));
  for (const std::vector<int64_t>& e : edges) {
    if (before(e[0], e[1])) {
      out[static_cast<size_t>(e[0])].push_back(e[1]);
    } else {
      out[static_cast<size_t>(e[1])].push_back(e[0]);
    }
  }
  std::vector<int64_t> mark(static_cast<size_t>(n), -1);
  int64_t triangles = 0;
  for (int64_t u = 0; u < n; ++u) {
    for (int64_t v : out[static_cast<size_t>(u)]) mark[static_cast<size_t>(v)] = u;
    for (int64_t v : out[static_cast<size_t>(u)]) {
      for (int64_t w : out[static_cast<size_t>(v)]) triangles += mark[static_cast<size_t>(w)] == u;
    }
  }
  return absl::StrCat(triangles);
}

class ThreeVertexCycleCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<ThreeVertexCycleCountingInstance> {
 public:
  ThreeVertexCycleCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"three_vertex_cycle_counting", "RLVE-Gym:ThreeVertexCycleCounting", kMaxDifficulty,
             "Count the triangles (3-vertex cycles) of an undirected graph.",
             /*difficulty_help=*/"N = 5, then floor(1.1 N) + 1 per level; floor(r N) random "
             "edges, r uniform among 1.0, 1.1, ..., 3.0 (those that fit)"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  ThreeVertexCycleCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    ThreeVertexCycleCountingInstance instance;
    const int64_t n = instance.n = environments::RlveGrowthSize(difficulty + 2);
    const int64_t pairs = n * (n - 1) / 2;
    std::vector<int64_t> ratios;  // Tenths.
    for (int64_t r = 10; r <= 30; ++r) {
      if (r * n / 10 <= pairs) ratios.push_back(r);
    }
    const int64_t ratio = ratios[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(ratios.size()) - 1))];
    const int64_t m = std::max<int64_t>(1, std::min(pairs, ratio * n / 10));
    if (2 * m >= pairs) {
      instance.edges = environments::RandomEdgeSubset(n, m, rng);
    } else {
      // Sparse: distinct uniform pairs by rejection, in the order drawn.
      std::set<std::pair<int64_t, int64_t>> seen;
      while (static_cast<int64_t>(instance.edges.size()) < m) {
        const int64_t a = rng.Uniform(0, n - 1), b = rng.Uniform(0, n - 1);
        if (a == b || !seen.insert({std::min(a, b), std::max(a, b)}).second) continue;
        instance.edges.push_back({std::min(a, b), std::max(a, b)});
      }
    }
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<ThreeVertexCycleCountingInstance>& fields) const override {
    using I = ThreeVertexCycleCountingInstance;
    fields.Int("n", &I::n, 2, kMaxN).Edges("edges", &I::edges, [](const I& x) { return x.n; });
  }
  absl::Status Finish(ThreeVertexCycleCountingInstance& instance) const override {
    if (instance.edges.size() > kMaxEdges) {
      return environments::BadInstance("edges", "at most 20000 edges");
    }
    instance.answer = CountTriangles(instance.n, instance.edges);
    return absl::OkStatus();
  }
  std::string Prompt(const ThreeVertexCycleCountingInstance& instance) const override {
    return absl::StrCat(
        "Here is an undirected graph on the ", instance.n, " vertices 0, 1, ..., ",
        instance.n - 1, ". Its edges are:\n", environments::EdgeTuples(instance.edges),
        "\n\nHow many triangles does the graph contain? A triangle is a set of "
        "three vertices every two of which are joined by an edge; the order of "
        "the three vertices does not matter, and two triangles are different "
        "when their vertex sets are.\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> "
        "tags.");
  }
};

}  // namespace
}  // namespace three_vertex_cycle_counting_cc

absl::Status RegisterThreeVertexCycleCountingEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<ThreeVertexCycleCountingEnvironment>());
}

}  // namespace referee

#include "verifiers/environments/graphs/graph_isomorphism.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/trees.h"

namespace referee {
inline namespace graph_isomorphism_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 97;  // N = 100.
constexpr int64_t kMaxVertices = 100;

struct GraphIsomorphismInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges1;  // {u, v}, in prompt order.
  std::vector<std::vector<int64_t>> edges2;
  // A permutation mapping edges1 onto edges2: the reference. Its last value
  // changed in its last digit is a repeat or out of range, so the corrupted
  // reference is never a permutation (the properties test's corruption).
  std::vector<int64_t> mapping;
  std::vector<char> joined2;  // Derived (Finish): G2's n x n adjacency matrix.
};

// The edges of G1 whose image under `p` (a permutation of 0..n-1) is an
// edge of G2.
int64_t Overlap(const GraphIsomorphismInstance& instance, const std::vector<int64_t>& p) {
  const size_t n = static_cast<size_t>(instance.n);
  int64_t overlap = 0;
  for (const std::vector<int64_t>& e : instance.edges1) {
    const size_t a = static_cast<size_t>(p[static_cast<size_t>(e[0])]);
    const size_t b = static_cast<size_t>(p[static_cast<size_t>(e[1])]);
    overlap += instance.joined2[a * n + b] != 0 ? 1 : 0;
  }
  return overlap;
}

class GraphIsomorphismEnvironment final
    : public environments::LadderEnvironment<GraphIsomorphismInstance> {
 public:
  GraphIsomorphismEnvironment()
      : LadderEnvironment(
            {"graph_isomorphism", "RLVE-Gym:GraphIsomorphism", kMaxDifficulty,
             "Relabel the vertices of one graph by a permutation so that its edges become exactly "
             "the edges of another (a graph isomorphism).",
             /*difficulty_help=*/"N = 3 + d vertices (11 at d = 8; 100 at the top, d = 97), edge "
             "density 5%..95% in steps of 10; G2 = G1 under a hidden permutation"},
            {"RLVE GraphIsomorphism ladder: -1 unparseable, -0.5 not a permutation of 0..N-1, "
             "else (edges of G1 mapped onto edges of G2 / M)^beta.", /*beta=*/10}) {}

 protected:
  GraphIsomorphismInstance Make(int difficulty, tasks::Rng& rng) const override {
    GraphIsomorphismInstance instance;
    const int64_t n = instance.n = 3 + difficulty;
    const int64_t pairs = n * (n - 1) / 2;
    std::vector<int64_t> densities;  // Percent.
    for (int64_t p = 5; p <= 95; p += 10) {
      if (p * pairs / 100 > 0) densities.push_back(p);
    }
    const int64_t density =
        densities[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(densities.size()) - 1))];
    instance.edges1 = environments::RandomEdgeSubset(n, density * pairs / 100, rng);
    instance.mapping.resize(static_cast<size_t>(n));
    std::iota(instance.mapping.begin(), instance.mapping.end(), int64_t{0});
    rng.Shuffle(instance.mapping);
    for (const std::vector<int64_t>& e : instance.edges1) {
      const int64_t a = instance.mapping[static_cast<size_t>(e[0])];
      const int64_t b = instance.mapping[static_cast<size_t>(e[1])];
      instance.edges2.push_back({std::min(a, b), std::max(a, b)});
    }
    rng.Shuffle(instance.edges2);
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<GraphIsomorphismInstance>& fields) const override {
    using I = GraphIsomorphismInstance;
    fields.Int("n", &I::n, 3, kMaxVertices)
        .Edges("edges1", &I::edges1, [](const I& x) { return x.n; })
        .Edges("edges2", &I::edges2, [](const I& x) { return x.n; })
        .Ints("mapping", &I::mapping, [](const I& x) { return x.n; }, 0,
              [](const I& x) { return x.n - 1; })
        .SizedBy([](const I& x) { return x.n; });
  }

  absl::Status Finish(GraphIsomorphismInstance& instance) const override {
    if (instance.edges1.empty()) return BadInstance("edges1", "needs at least one edge");
    if (instance.edges2.size() != instance.edges1.size()) {
      return BadInstance("edges2", "must have as many edges as edges1");
    }
    if (!environments::PermutationPositions(instance.mapping, instance.n)) {
      return BadInstance("mapping", "is not a permutation");
    }
    const size_t n = static_cast<size_t>(instance.n);
    instance.joined2.assign(n * n, 0);
    for (const std::vector<int64_t>& e : instance.edges2) {
      instance.joined2[static_cast<size_t>(e[0]) * n + static_cast<size_t>(e[1])] = 1;
      instance.joined2[static_cast<size_t>(e[1]) * n + static_cast<size_t>(e[0])] = 1;
    }
    if (Overlap(instance, instance.mapping) != static_cast<int64_t>(instance.edges1.size())) {
      return BadInstance("mapping", "does not map edges1 onto edges2");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const GraphIsomorphismInstance& instance) const override {
    return absl::StrCat(
        "Below are two **undirected graphs**, G1 and G2. Each has ", instance.n,
        " vertices, numbered 0 to ", instance.n - 1, ", and exactly ", instance.edges1.size(),
        " edges; each line \"(u, v)\" is an edge joining vertex u and vertex v.\n\n"
        "Edges of G1:\n",
        environments::EdgeTuples(instance.edges1), "\n\nEdges of G2:\n",
        environments::EdgeTuples(instance.edges2),
        "\n\nFind a **permutation** p of the vertices 0 to ", instance.n - 1,
        " (every vertex appears exactly once) such that (u, v) is an edge of G1 **if and "
        "only if** (p(u), p(v)) is an edge of G2.\n\n"
        "Write p(0), p(1), ..., p(",
        instance.n - 1,
        ") in this order inside <answer> </answer> tags on one line, separated by spaces.");
  }

  std::string Reference(const GraphIsomorphismInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.mapping, " "));
  }

  absl::StatusOr<Verdict> Grade(const GraphIsomorphismInstance& instance,
                                const VerifyInput& input) const override {
    const auto answer = environments::FinalIntegers(input.output, static_cast<size_t>(instance.n));
    if (!answer) return environments::Unparsed();
    if (answer->count != static_cast<size_t>(instance.n) ||
        !environments::PermutationPositions(answer->values, instance.n)) {
      return environments::Invalid();
    }
    return environments::Graded(Overlap(instance, answer->values),
                                static_cast<int64_t>(instance.edges1.size()),
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace graph_isomorphism_cc

absl::Status RegisterGraphIsomorphismEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<GraphIsomorphismEnvironment>());
}

}  // namespace referee

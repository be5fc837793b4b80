#include "verifiers/environments/graphs/subgraph_isomorphism.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/trees.h"

namespace referee {
inline namespace subgraph_isomorphism_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 97;  // N2 = 100.
constexpr int64_t kMaxVertices = 100;

struct SubgraphIsomorphismInstance {
  int64_t n1 = 0;
  std::vector<std::vector<int64_t>> edges1;  // {u, v}, in prompt order.
  int64_t n2 = 0;
  std::vector<std::vector<int64_t>> edges2;
  std::vector<int64_t> mapping;  // A valid injection: the reference.
  // Derived (Finish): adjacency matrices, n1 x n1 and n2 x n2.
  std::vector<char> joined1, joined2;
};

// The vertex a last-digit change turns v into (the properties test's
// corruption of the reference's last number): 9 -> 0, else + 1.
int64_t LastDigitChanged(int64_t v) {
  const int64_t digit = v % 10;
  return v - digit + (digit == 9 ? 0 : digit + 1);
}

std::vector<char> Matrix(int64_t n, const std::vector<std::vector<int64_t>>& edges) {
  std::vector<char> joined(static_cast<size_t>(n * n), 0);
  for (const std::vector<int64_t>& e : edges) {
    joined[static_cast<size_t>(e[0] * n + e[1])] = 1;
    joined[static_cast<size_t>(e[1] * n + e[0])] = 1;
  }
  return joined;
}

// The pairs u < v of G1 whose adjacency `images` (n1 distinct vertices of
// G2) preserves.
int64_t Preserved(const SubgraphIsomorphismInstance& instance,
                  const std::vector<int64_t>& images) {
  const size_t n1 = static_cast<size_t>(instance.n1), n2 = static_cast<size_t>(instance.n2);
  int64_t preserved = 0;
  for (size_t u = 0; u < n1; ++u) {
    for (size_t v = u + 1; v < n1; ++v) {
      const size_t pu = static_cast<size_t>(images[u]), pv = static_cast<size_t>(images[v]);
      preserved += instance.joined1[u * n1 + v] == instance.joined2[pu * n2 + pv] ? 1 : 0;
    }
  }
  return preserved;
}

std::string EdgeLines(const std::vector<std::vector<int64_t>>& edges) {
  return edges.empty() ? "(none)" : environments::EdgeTuples(edges);
}

class SubgraphIsomorphismEnvironment final
    : public environments::LadderEnvironment<SubgraphIsomorphismInstance> {
 public:
  SubgraphIsomorphismEnvironment()
      : LadderEnvironment(
            {"subgraph_isomorphism", "RLVE-Gym:SubgraphIsomorphism", kMaxDifficulty,
             "Map the vertices of one graph one-to-one into another so that adjacency is "
             "preserved both ways (an induced subgraph isomorphism).",
             /*difficulty_help=*/"N2 = 3 + d vertices in G2 (11 at d = 8; 100 at the top, d = "
             "97), edge density 5%..95% in steps of 10; G1 = the subgraph G2 induces on N1 "
             "uniform in 3..N2 hidden vertices, relabelled"},
            {"RLVE SubgraphIsomorphism ladder: -1 unparseable, -0.5 not N1 distinct vertices of "
             "G2, else (pairs of G1 whose adjacency the mapping preserves / (N1(N1-1)/2))^beta.",
              /*beta=*/10}) {}

 protected:
  SubgraphIsomorphismInstance Make(int difficulty, tasks::Rng& rng) const override {
    SubgraphIsomorphismInstance instance;
    const int64_t n2 = instance.n2 = 3 + difficulty;
    const int64_t pairs = n2 * (n2 - 1) / 2;
    std::vector<int64_t> densities;  // Percent.
    for (int64_t p = 5; p <= 95; p += 10) {
      if (p * pairs / 100 > 0) densities.push_back(p);
    }
    const int64_t density =
        densities[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(densities.size()) - 1))];
    instance.edges2 = environments::RandomEdgeSubset(n2, density * pairs / 100, rng);
    const int64_t n1 = instance.n1 = rng.Uniform(3, n2);
    // The hidden injection, its last image x drawn first: when x's
    // last-digit change x' is a vertex, x' is an earlier image (at a uniform
    // place), so the reference with its last digit changed repeats a value
    // and never earns full credit; otherwise x' is out of range.
    const int64_t last = rng.Uniform(0, n2 - 1);
    const int64_t changed = LastDigitChanged(last);
    std::vector<int64_t> pool;
    for (int64_t v = 0; v < n2; ++v) {
      if (v != last && v != changed) pool.push_back(v);
    }
    rng.Shuffle(pool);
    const bool repeat = changed < n2;
    instance.mapping.assign(pool.begin(),
                            pool.begin() + static_cast<std::ptrdiff_t>(n1 - 1 - (repeat ? 1 : 0)));
    if (repeat) {
      const int64_t at = rng.Uniform(0, n1 - 2);
      instance.mapping.insert(instance.mapping.begin() + static_cast<std::ptrdiff_t>(at), changed);
    }
    instance.mapping.push_back(last);
    const std::vector<char> joined2 = Matrix(n2, instance.edges2);
    for (int64_t u = 0; u < n1; ++u) {
      for (int64_t v = u + 1; v < n1; ++v) {
        const int64_t pu = instance.mapping[static_cast<size_t>(u)];
        const int64_t pv = instance.mapping[static_cast<size_t>(v)];
        if (joined2[static_cast<size_t>(pu * n2 + pv)] != 0) instance.edges1.push_back({u, v});
      }
    }
    rng.Shuffle(instance.edges1);
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<SubgraphIsomorphismInstance>& fields) const override {
    using I = SubgraphIsomorphismInstance;
    fields.Int("n1", &I::n1, 2, kMaxVertices)
        .Edges("edges1", &I::edges1, [](const I& x) { return x.n1; })
        .Int("n2", &I::n2, [](const I& x) { return x.n1; }, kMaxVertices)
        .Edges("edges2", &I::edges2, [](const I& x) { return x.n2; })
        .Ints("mapping", &I::mapping, [](const I& x) { return x.n1; }, 0,
              [](const I& x) { return x.n2 - 1; })
        .SizedBy([](const I& x) { return x.n1; });
  }

  absl::Status Finish(SubgraphIsomorphismInstance& instance) const override {
    instance.joined1 = Matrix(instance.n1, instance.edges1);
    instance.joined2 = Matrix(instance.n2, instance.edges2);
    std::vector<bool> used(static_cast<size_t>(instance.n2), false);
    for (const int64_t v : instance.mapping) {
      if (used[static_cast<size_t>(v)]) return BadInstance("mapping", "repeats a vertex of G2");
      used[static_cast<size_t>(v)] = true;
    }
    const int64_t n1 = instance.n1;
    if (Preserved(instance, instance.mapping) != n1 * (n1 - 1) / 2) {
      return BadInstance("mapping", "does not preserve adjacency");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const SubgraphIsomorphismInstance& instance) const override {
    return absl::StrCat(
        "Here are two **undirected graphs**, G1 and G2.\n\n"
        "G1 has ",
        instance.n1, " vertices, numbered 0 to ", instance.n1 - 1, ", and ",
        instance.edges1.size(),
        " edges, one per line; \"(u, v)\" joins vertex u and vertex v:\n",
        EdgeLines(instance.edges1), "\n\nG2 has ", instance.n2, " vertices, numbered 0 to ",
        instance.n2 - 1, ", and ", instance.edges2.size(), " edges:\n",
        EdgeLines(instance.edges2),
        "\n\nAssign to every vertex u of G1 a vertex p(u) of G2, a different one for each "
        "vertex of G1, such that for **every** two vertices u and v of G1: u and v are "
        "joined in G1 **if and only if** p(u) and p(v) are joined in G2.\n\n"
        "Write p(0), p(1), ..., p(",
        instance.n1 - 1,
        ") in this order inside <answer> </answer> tags on one line, separated by spaces.");
  }

  std::string Reference(const SubgraphIsomorphismInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.mapping, " "));
  }

  absl::StatusOr<Verdict> Grade(const SubgraphIsomorphismInstance& instance,
                                const VerifyInput& input) const override {
    const int64_t n1 = instance.n1;
    const auto answer = environments::FinalIntegers(input.output, static_cast<size_t>(n1));
    if (!answer) return environments::Unparsed();
    if (answer->count != static_cast<size_t>(n1)) return environments::Invalid();
    std::vector<bool> used(static_cast<size_t>(instance.n2), false);
    for (const int64_t v : answer->values) {
      // Range first: negatives and kHugeToken must not index `used`.
      if (v < 0 || v >= instance.n2 || used[static_cast<size_t>(v)]) {
        return environments::Invalid();
      }
      used[static_cast<size_t>(v)] = true;
    }
    return environments::Graded(Preserved(instance, answer->values), n1 * (n1 - 1) / 2,
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace subgraph_isomorphism_cc

absl::Status RegisterSubgraphIsomorphismEnvironment(Catalog& catalog,
                                                    const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<SubgraphIsomorphismEnvironment>());
}

}  // namespace referee

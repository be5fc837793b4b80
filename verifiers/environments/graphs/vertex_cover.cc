#include "verifiers/environments/graphs/vertex_cover.h"

#include "verifiers/environments/graphs/graph_prompt.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace vertex_cover_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 94;
constexpr int64_t kMaxVertices = kMaxDifficulty + 6;

struct VertexCoverInstance {
  int64_t n = 0;
  int64_t k = 0;
  std::vector<std::vector<int64_t>> edges;  // [u, v], in prompt order.
  std::vector<int64_t> cover;               // A cover of size <= k; or empty.
};

// in_cover[v] for the vertices of `vertices` if they are at most k distinct
// vertices of 0..n-1; nullopt otherwise.
std::optional<std::vector<bool>> Membership(const std::vector<int64_t>& vertices,
                                            int64_t n, int64_t k) {
  if (vertices.size() > static_cast<size_t>(k)) return std::nullopt;
  std::vector<bool> in_cover(static_cast<size_t>(n), false);
  for (const int64_t v : vertices) {
    // Range first: negatives and kHugeToken must not index `in_cover`.
    if (v < 0 || v >= n || in_cover[static_cast<size_t>(v)]) {
      return std::nullopt;
    }
    in_cover[static_cast<size_t>(v)] = true;
  }
  return in_cover;
}

// How many edges have an endpoint in the set.
int64_t CoveredEdges(const VertexCoverInstance& instance,
                     const std::vector<bool>& in_cover) {
  int64_t covered = 0;
  for (const std::vector<int64_t>& edge : instance.edges) {
    covered += in_cover[static_cast<size_t>(edge[0])] ||
                       in_cover[static_cast<size_t>(edge[1])]
                   ? 1
                   : 0;
  }
  return covered;
}

class VertexCoverEnvironment final : public environments::LadderEnvironment<VertexCoverInstance> {
 public:
  VertexCoverEnvironment()
      : LadderEnvironment(
            {"vertex_cover", "Referee", kMaxDifficulty,
             "Choose at most K vertices of an undirected graph touching every edge (a planted "
             "vertex cover of size K exists).",
             /*difficulty_help=*/"N = d + 6 vertices, K = floor(N/3); edges all touch a hidden "
             "cover of size K (each of its vertices has two private edges), density 40%..60% of "
             "the pairs touching it"},
            {"RLVE-style vertex cover ladder: -1 unparseable, -0.5 more than K vertices or a "
             "repeated or unknown one, else (covered edges / edges)^beta.", /*beta=*/5}) {}

 protected:
  VertexCoverInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = difficulty + 6;
    const int64_t k = n / 3;
    VertexCoverInstance instance;
    instance.n = n;
    instance.k = k;
    std::vector<int64_t> order(static_cast<size_t>(n));
    std::iota(order.begin(), order.end(), int64_t{0});
    rng.Shuffle(order);
    std::vector<bool> in_cover(static_cast<size_t>(n), false);
    for (int64_t i = 0; i < k; ++i) {
      in_cover[static_cast<size_t>(order[static_cast<size_t>(i)])] = true;
    }
    const std::vector<int64_t> outside(order.begin() + k, order.end());
    for (int64_t v = 0; v < n; ++v) {
      if (in_cover[static_cast<size_t>(v)]) instance.cover.push_back(v);
    }
    std::vector<bool> adjacent(static_cast<size_t>(n * n), false);
    auto add = [&instance, &adjacent, n](int64_t u, int64_t v) {
      if (u > v) std::swap(u, v);
      adjacent[static_cast<size_t>(u * n + v)] = true;
      instance.edges.push_back({u, v});
    };
    // Two private edges per cover vertex, to distinct outside vertices
    // (n - k >= 4 of them); no two cover vertices share such a pair.
    const int64_t out = static_cast<int64_t>(outside.size());
    for (const int64_t s : instance.cover) {
      const int64_t i = rng.Uniform(0, out - 1);
      int64_t j = rng.Uniform(0, out - 2);
      if (j >= i) ++j;
      add(s, outside[static_cast<size_t>(i)]);
      add(s, outside[static_cast<size_t>(j)]);
    }
    // The other pairs touching S in a fixed order, shuffled: a uniform
    // subset without rejection sampling.
    std::vector<int64_t> pairs;
    for (int64_t u = 0; u < n; ++u) {
      for (int64_t v = u + 1; v < n; ++v) {
        if ((in_cover[static_cast<size_t>(u)] ||
             in_cover[static_cast<size_t>(v)]) &&
            !adjacent[static_cast<size_t>(u * n + v)]) {
          pairs.push_back(u * n + v);
        }
      }
    }
    const int64_t touching = k * (k - 1) / 2 + k * (n - k);
    // A narrow band: the prompt must grow with the level on average.
    const int64_t density = rng.Uniform(40, 60);
    const int64_t num_edges = std::max(2 * k, density * touching / 100);
    rng.Shuffle(pairs);
    for (int64_t i = 0; i < num_edges - 2 * k; ++i) {
      const int64_t pair = pairs[static_cast<size_t>(i)];
      add(pair / n, pair % n);
    }
    // Otherwise the private edges would open the prompt.
    rng.Shuffle(instance.edges);
    return instance;
  }

  void DeclareFields(environments::InstanceFields<VertexCoverInstance>& fields) const override {
    using I = VertexCoverInstance;
    fields.Int("n", &I::n, 1, kMaxVertices)
        .Int("k", &I::k, 1, [](const I& x) { return x.n; })
        .Edges("edges", &I::edges, [](const I& x) { return x.n; })
        .Ints("cover", &I::cover, [](const I& x) { return x.k; }, 0,
              [](const I& x) { return x.n - 1; })
        .Optional();
  }

  absl::Status Finish(VertexCoverInstance& instance) const override {
    if (instance.cover.empty()) return absl::OkStatus();
    const std::optional<std::vector<bool>> in_cover =
        Membership(instance.cover, instance.n, instance.k);
    if (!in_cover) return BadInstance("cover", "a vertex twice");
    if (CoveredEdges(instance, *in_cover) != static_cast<int64_t>(instance.edges.size())) {
      return BadInstance("cover", "an edge has no endpoint in the cover");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const VertexCoverInstance& instance) const override {
    return absl::StrCat(
        environments::UndirectedGraphOpening(instance.n, instance.edges),
        "\n\nPlease select **at most ", instance.k,
        "** distinct vertices such that **every edge has at least one "
        "endpoint among the selected vertices**.\n\n"
        "Output Format:\n"
        "Your final answer should be a single line containing the selected "
        "vertices in any order, separated by **spaces**, inside <answer> "
        "</answer> tags.\n"
        "Example: <answer>0 3</answer>; this means vertices 0 and 3 are "
        "selected.");
  }

  std::string Reference(const VertexCoverInstance& instance) const override {
    // Explicit instances need not name a cover; generated ones always do.
    if (instance.cover.empty()) return "";
    return environments::AnswerTagged(absl::StrJoin(instance.cover, " "));
  }

  absl::StatusOr<Verdict> Grade(const VertexCoverInstance& instance,
                                const VerifyInput& input) const override {
    const size_t k = static_cast<size_t>(instance.k);
    const auto answer = environments::FinalIntegers(input.output, k);
    if (!answer) return environments::Unparsed();
    if (answer->count > k) return environments::Invalid();
    const std::optional<std::vector<bool>> in_cover =
        Membership(answer->values, instance.n, instance.k);
    if (!in_cover) return environments::Invalid();
    return environments::Graded(CoveredEdges(instance, *in_cover),
                                static_cast<int64_t>(instance.edges.size()),
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace vertex_cover_cc

absl::Status RegisterVertexCoverEnvironment(Catalog& catalog,
                                            const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<VertexCoverEnvironment>());
}

}  // namespace referee

#include "verifiers/environments/graphs/hamiltonian_path.h"

#include "verifiers/environments/graphs/planted_digraphs.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace hamiltonian_path_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 97;
constexpr int64_t kMaxVertices = kMaxDifficulty + 3;

struct HamiltonianPathInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;  // [s, t], in prompt order.
  std::vector<int64_t> path;                // A known path; empty if none.
  std::vector<bool> adjacent;               // Derived: [s * n + t].
};

// How many consecutive pairs of `path` (vertices in 0..n-1) are edges.
int64_t ConsecutiveEdges(const HamiltonianPathInstance& instance,
                         const std::vector<int64_t>& path) {
  int64_t edges = 0;
  for (size_t i = 0; i + 1 < path.size(); ++i) {
    edges += instance.adjacent[static_cast<size_t>(path[i] * instance.n +
                                                   path[i + 1])]
                 ? 1
                 : 0;
  }
  return edges;
}


class HamiltonianPathEnvironment final
    : public environments::LadderEnvironment<HamiltonianPathInstance> {
 public:
  HamiltonianPathEnvironment()
      : LadderEnvironment(
            {"hamiltonian_path", "RLVE-Gym:HamiltonianPathExistence", kMaxDifficulty,
             "Find a path through a directed graph visiting every vertex once (RLVE "
             "HamiltonianPathExistence).",
             /*difficulty_help=*/"N = d + 3 vertices; edge density 5%..95% of the N(N-1) ordered "
             "pairs (at least N edges), a hidden Hamiltonian path among them"},
            {"RLVE HamiltonianPathExistence ladder: -1 unparseable, -0.5 not a permutation of "
             "the vertices, else (consecutive pairs that are edges / (N-1))^beta.", /*beta=*/5}) {}

 protected:
  HamiltonianPathInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = difficulty + 3;
    const int64_t num_edges = environments::PlantedEdgeCount(n, rng);

    HamiltonianPathInstance instance;
    instance.n = n;
    instance.path.resize(static_cast<size_t>(n));
    std::iota(instance.path.begin(), instance.path.end(), int64_t{0});
    rng.Shuffle(instance.path);
    instance.adjacent.assign(static_cast<size_t>(n * n), false);
    auto add = [&instance, n](int64_t s, int64_t t) {
      instance.adjacent[static_cast<size_t>(s * n + t)] = true;
      instance.edges.push_back({s, t});
    };
    for (size_t i = 0; i + 1 < instance.path.size(); ++i) {
      add(instance.path[i], instance.path[i + 1]);
    }
    const std::vector<int64_t> others =
        environments::ShuffledFreePairs(n, instance.adjacent, rng);
    for (int64_t i = 0; i < num_edges - (n - 1); ++i) {
      const int64_t pair = others[static_cast<size_t>(i)];
      add(pair / n, pair % n);
    }
    // Otherwise the path's edges would be the first N-1 lines of the prompt.
    rng.Shuffle(instance.edges);
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<HamiltonianPathInstance>& fields) const override {
    using I = HamiltonianPathInstance;
    fields.Int("n", &I::n, 2, kMaxVertices)
        .IntRows("edges", &I::edges, [](const I& x) { return x.n * (x.n - 1); }, 2, 0,
                 [](const I& x) { return x.n - 1; })
        .Ints("path", &I::path, [](const I& x) { return x.n; }, 0,
              [](const I& x) { return x.n - 1; })
        .Optional();
  }

  absl::Status Finish(HamiltonianPathInstance& instance) const override {
    const int64_t n = instance.n;
    instance.adjacent.assign(static_cast<size_t>(n * n), false);
    for (size_t i = 0; i < instance.edges.size(); ++i) {
      const int64_t s = instance.edges[i][0], t = instance.edges[i][1];
      if (s == t) {
        return environments::BadInstance(absl::StrCat("edges[", i, "]"), "a self-loop");
      }
      const size_t at = static_cast<size_t>(s * n + t);
      if (instance.adjacent[at]) {
        return environments::BadInstance(absl::StrCat("edges[", i, "]"), "a repeated edge");
      }
      instance.adjacent[at] = true;
    }
    if (!instance.path.empty()) {
      if (!environments::PermutationPositions(instance.path, n)) {
        return environments::BadInstance("path", "not a permutation of the vertices");
      }
      if (ConsecutiveEdges(instance, instance.path) != n - 1) {
        return environments::BadInstance("path", "a consecutive pair is not an edge");
      }
    }
    return absl::OkStatus();
  }

  std::string Prompt(const HamiltonianPathInstance& instance) const override {
    const std::string edges = absl::StrJoin(
        instance.edges, "\n",
        [](std::string* out, const std::vector<int64_t>& edge) {
          absl::StrAppend(out, "(", edge[0], ", ", edge[1], ")");
        });
    return absl::StrCat(
        "Consider a directed graph on ", instance.n,
        " vertices numbered 0 through ", instance.n - 1,
        ". Its arcs are listed below, one per line; a line (s, t) stands for "
        "an arc leading out of s and into t (arcs may only be followed in "
        "that direction):\n",
        edges,
        "\n\nFind a route p_1, p_2, ..., p_", instance.n,
        " through the graph that passes through each of the ", instance.n,
        " vertices once and only once, every step following an arc (no "
        "vertex may appear twice).\n\n"
        "Give the vertices of the route in travelling order on one line, "
        "with spaces between them, enclosed in <answer> </answer> tags. "
        "For instance, with 3 vertices, <answer>0 2 1</answer> describes the "
        "route that begins at 0, moves on to 2 and ends at 1.");
  }

  std::string Reference(
      const HamiltonianPathInstance& instance) const override {
    // Explicit instances need not name a path; generated ones always do.
    if (instance.path.empty()) return "";
    return environments::AnswerTagged(absl::StrJoin(instance.path, " "));
  }

  absl::StatusOr<Verdict> Grade(const HamiltonianPathInstance& instance,
                                const VerifyInput& input) const override {
    const size_t n = static_cast<size_t>(instance.n);
    const auto answer = environments::FinalIntegers(input.output, n);
    if (!answer) return environments::Unparsed();
    if (answer->count != n ||
        !environments::PermutationPositions(answer->values, instance.n)) {
      return environments::Invalid();
    }
    return environments::Graded(ConsecutiveEdges(instance, answer->values),
                                instance.n - 1,
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace hamiltonian_path_cc

absl::Status RegisterHamiltonianPathEnvironment(Catalog& catalog,
                                                const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<HamiltonianPathEnvironment>());
}

}  // namespace referee

#include "verifiers/environments/graphs/imp_party.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace imp_party_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 30;  // N = 33.
constexpr int64_t kMaxN = 33;

struct ImpPartyInstance {
  int64_t n = 0;                            // The graph has 3n vertices.
  std::vector<std::vector<int64_t>> edges;  // {u, v}, in prompt order.
  std::vector<int64_t> clique;              // 2n vertices, pairwise joined.
  // Derived (Finish): the adjacency matrix (3n x 3n) and the reference's
  // n vertices in the order it prints them.
  std::vector<char> adjacent;
  std::vector<int64_t> reference;
};

// The vertex a last-digit change turns v into (the properties test's
// corruption of the reference's last number): 9 -> 0, else + 1.
int64_t LastDigitChanged(int64_t v) {
  const int64_t digit = v % 10;
  return v - digit + (digit == 9 ? 0 : digit + 1);
}

bool Joined(const ImpPartyInstance& instance, int64_t u, int64_t v) {
  return instance.adjacent[static_cast<size_t>(u * 3 * instance.n + v)] != 0;
}

class ImpPartyEnvironment final : public environments::LadderEnvironment<ImpPartyInstance> {
 public:
  ImpPartyEnvironment()
      : LadderEnvironment(
            {"imp_party", "RLVE-Gym:ImpParty", kMaxDifficulty,
             "Find a clique of N vertices in a graph on 3N vertices that holds a clique of 2N.",
             /*difficulty_help=*/"N = 3 + d (11 at d = 8; 33 at the top, d = 30): 3N vertices, a "
             "planted 2N-clique plus k uniform in 0..2N^2 random edges between it and the rest"},
            {"RLVE ImpParty ladder: -1 unparseable, -0.5 not N distinct vertices of the graph, "
             "else (joined pairs among them / (N(N-1)/2))^beta.", /*beta=*/5}) {}

 protected:
  ImpPartyInstance Make(int difficulty, tasks::Rng& rng) const override {
    ImpPartyInstance instance;
    const int64_t n = instance.n = 3 + difficulty;
    std::vector<int64_t> order(static_cast<size_t>(3 * n));
    std::iota(order.begin(), order.end(), int64_t{0});
    rng.Shuffle(order);
    instance.clique.assign(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(2 * n));
    const std::vector<int64_t> others(order.begin() + static_cast<std::ptrdiff_t>(2 * n),
                                      order.end());
    for (const int64_t u : instance.clique) {
      for (const int64_t v : instance.clique) {
        if (u < v) instance.edges.push_back({u, v});
      }
    }
    std::vector<std::vector<int64_t>> across;
    for (const int64_t u : instance.clique) {
      for (const int64_t v : others) across.push_back({std::min(u, v), std::max(u, v)});
    }
    const int64_t k = rng.Uniform(0, static_cast<int64_t>(across.size()));
    rng.Shuffle(across);
    instance.edges.insert(instance.edges.end(), across.begin(),
                          across.begin() + static_cast<std::ptrdiff_t>(k));
    rng.Shuffle(instance.edges);
    return instance;
  }

  void DeclareFields(environments::InstanceFields<ImpPartyInstance>& fields) const override {
    using I = ImpPartyInstance;
    fields.Int("n", &I::n, 2, kMaxN)
        .Edges("edges", &I::edges, [](const I& x) { return 3 * x.n; })
        .Ints("clique", &I::clique, [](const I& x) { return 2 * x.n; }, 0,
              [](const I& x) { return 3 * x.n - 1; })
        .SizedBy([](const I& x) { return 2 * x.n; });
  }

  absl::Status Finish(ImpPartyInstance& instance) const override {
    const int64_t vertices = 3 * instance.n;
    instance.adjacent.assign(static_cast<size_t>(vertices * vertices), 0);
    for (const std::vector<int64_t>& e : instance.edges) {
      instance.adjacent[static_cast<size_t>(e[0] * vertices + e[1])] = 1;
      instance.adjacent[static_cast<size_t>(e[1] * vertices + e[0])] = 1;
    }
    std::vector<bool> in_clique(static_cast<size_t>(vertices), false);
    for (const int64_t v : instance.clique) {
      if (in_clique[static_cast<size_t>(v)]) return BadInstance("clique", "repeats a vertex");
      in_clique[static_cast<size_t>(v)] = true;
    }
    for (size_t i = 0; i < instance.clique.size(); ++i) {
      for (size_t j = i + 1; j < instance.clique.size(); ++j) {
        if (!Joined(instance, instance.clique[i], instance.clique[j])) {
          return BadInstance("clique", absl::StrCat("vertices ", instance.clique[i], " and ",
                                                    instance.clique[j], " are not joined"));
        }
      }
    }
    // N vertices of the clique. Another clique may differ from it in the
    // last vertex printed, v, replaced by its last-digit change w. Print
    // last a v whose w is out of range or also in the clique (then printed
    // too: the change repeats it), so the reference with its last digit
    // changed is never full credit. One always exists: the digit changes
    // link the values of each decade in a cycle of 10 (a partial last
    // decade in a path whose end leaves the range), so at most half of the
    // 3N values avoid every link, fewer than 2N.
    const size_t n = static_cast<size_t>(instance.n);
    instance.reference.clear();
    for (const int64_t v : instance.clique) {
      const int64_t w = LastDigitChanged(v);
      if (w < vertices && !in_clique[static_cast<size_t>(w)]) continue;
      if (w < vertices) instance.reference.push_back(w);
      for (const int64_t u : instance.clique) {
        if (instance.reference.size() + 1 >= n) break;
        if (u != v && u != w) instance.reference.push_back(u);
      }
      instance.reference.push_back(v);
      break;
    }
    if (instance.reference.size() != n) {  // Unreachable (above); kept total.
      instance.reference.assign(instance.clique.begin(),
                                instance.clique.begin() + static_cast<std::ptrdiff_t>(n));
    }
    return absl::OkStatus();
  }

  std::string Prompt(const ImpPartyInstance& instance) const override {
    return absl::StrCat(
        "An **undirected graph** has 3 x ", instance.n, " = ", 3 * instance.n,
        " vertices, numbered 0 to ", 3 * instance.n - 1, ", and the ", instance.edges.size(),
        " edges below, one per line; \"(u, v)\" joins vertex u and vertex v:\n",
        environments::EdgeTuples(instance.edges),
        "\n\nA **clique** is a set of vertices in which every two are joined by an edge. "
        "This graph is known to contain a clique of 2 x ",
        instance.n, " = ", 2 * instance.n, " vertices. Find a clique of exactly ", instance.n,
        " vertices.\n\n"
        "Write its ",
        instance.n,
        " vertices inside <answer> </answer> tags on one line, separated by spaces, each "
        "vertex once, in any order.");
  }

  std::string Reference(const ImpPartyInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.reference, " "));
  }

  absl::StatusOr<Verdict> Grade(const ImpPartyInstance& instance,
                                const VerifyInput& input) const override {
    const int64_t n = instance.n, vertices = 3 * n;
    const auto answer = environments::FinalIntegers(input.output, static_cast<size_t>(n));
    if (!answer) return environments::Unparsed();
    if (answer->count != static_cast<size_t>(n)) return environments::Invalid();
    std::vector<bool> seen(static_cast<size_t>(vertices), false);
    for (const int64_t v : answer->values) {
      // Range first: negatives and kHugeToken must not index `seen`.
      if (v < 0 || v >= vertices || seen[static_cast<size_t>(v)]) {
        return environments::Invalid();
      }
      seen[static_cast<size_t>(v)] = true;
    }
    int64_t joined = 0;
    for (size_t i = 0; i < answer->values.size(); ++i) {
      for (size_t j = i + 1; j < answer->values.size(); ++j) {
        joined += Joined(instance, answer->values[i], answer->values[j]) ? 1 : 0;
      }
    }
    return environments::Graded(joined, n * (n - 1) / 2, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace imp_party_cc

absl::Status RegisterImpPartyEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog, std::make_unique<ImpPartyEnvironment>());
}

}  // namespace referee

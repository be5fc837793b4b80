#include "verifiers/environments/probability/tree_random_walk_expectation.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/trees.h"

namespace referee {
inline namespace tree_random_walk_expectation_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 997;
constexpr int64_t kMaxN = 10000;
constexpr uint64_t kMod = 998244353;

struct TreeRandomWalkExpectationInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;
  std::string answer;  // Derived.
};

// The answer, or nullopt if `edges` is not a tree on 0..n-1.
std::optional<std::string> Expectation(int64_t n,
                                       const std::vector<std::vector<int64_t>>& edges) {
  std::optional<std::vector<std::vector<int64_t>>> tree =
      environments::TreeAdjacency(n, edges, 0);
  if (!tree) return std::nullopt;
  const std::vector<std::vector<int64_t>>& adjacent = *tree;
  // n - 1 edges and no cycle: a tree. Subtree sizes from vertex 0.
  std::vector<int64_t> parent(static_cast<size_t>(n), -1), order = {0};
  for (size_t i = 0; i < order.size(); ++i) {
    const int64_t u = order[i];
    for (int64_t v : adjacent[static_cast<size_t>(u)]) {
      if (v == parent[static_cast<size_t>(u)]) continue;
      parent[static_cast<size_t>(v)] = u;
      order.push_back(v);
    }
  }
  std::vector<int64_t> size(static_cast<size_t>(n), 1);
  uint64_t sum = 0;
  for (size_t i = order.size(); i-- > 1;) {
    const int64_t v = order[i];
    const int64_t s = size[static_cast<size_t>(v)];
    size[static_cast<size_t>(parent[static_cast<size_t>(v)])] += s;
    const uint64_t pairs = static_cast<uint64_t>(s) * static_cast<uint64_t>(n - s) % kMod;
    sum = (sum + environments::MulMod(pairs, static_cast<uint64_t>(2 * n - 2), kMod)) % kMod;
  }
  const uint64_t n2 = environments::MulMod(static_cast<uint64_t>(n), static_cast<uint64_t>(n), kMod);
  return absl::StrCat(
      environments::MulMod(sum, environments::PowMod(n2, kMod - 2, kMod), kMod));
}

class TreeRandomWalkExpectationEnvironment final
    : public environments::IntegerAnswerEnvironment<TreeRandomWalkExpectationInstance> {
 public:
  TreeRandomWalkExpectationEnvironment()
      : IntegerAnswerEnvironment(
            {"tree_random_walk_expectation", "RLVE-Gym:TreeRandomWalkExpectation", kMaxDifficulty,
             "Mean expected hitting time of a random walk over all ordered vertex pairs of a "
             "tree, modulo 998244353.",
             /*difficulty_help=*/"N = d + 3 vertices; a random tree"},
            environments::NumberLadder::kExact) {}

 protected:
  TreeRandomWalkExpectationInstance Make(int difficulty,
                                         tasks::Rng& rng) const override {
    TreeRandomWalkExpectationInstance instance;
    instance.n = difficulty + 3;
    instance.edges = environments::RandomTreeEdges(instance.n, 0, rng);
    rng.Shuffle(instance.edges);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<TreeRandomWalkExpectationInstance>& fields) const override {
    using I = TreeRandomWalkExpectationInstance;
    fields.Int("n", &I::n, 2, kMaxN)
        .IntRows("edges", &I::edges, [](const I& x) { return x.n - 1; }, 2, 0,
                 [](const I& x) { return x.n - 1; });
  }
  absl::Status Finish(TreeRandomWalkExpectationInstance& instance) const override {
    std::optional<std::string> answer = Expectation(instance.n, instance.edges);
    if (!answer) return environments::BadInstance("edges", "must be n - 1 edges forming a tree");
    instance.answer = *std::move(answer);
    return absl::OkStatus();
  }
  std::string Prompt(const TreeRandomWalkExpectationInstance& instance) const override {
    return absl::StrCat(
        "Consider a tree on the ", instance.n, " vertices 0, 1, ..., ",
        instance.n - 1, " with these ", instance.n - 1, " undirected edges:\n",
        environments::EdgeTuples(instance.edges),
        "\n\nA token performs a random walk on the tree: at every step it moves "
        "from its current vertex to one of that vertex's neighbours, each with "
        "the same probability. For vertices S and T, let E(S, T) be the "
        "expected number of steps for a walk started at S to arrive at T for "
        "the first time (E(T, T) = 0).\n\n"
        "Compute the sum of E(S, T) over all ", instance.n, " x ", instance.n,
        " ordered pairs (S, T), divided by ", instance.n, "^2, modulo 998244353 "
        "(a fraction p/q is p * q^-1 mod 998244353).\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> "
        "tags.");
  }
  std::optional<environments::AnswerRange> Range(
      const TreeRandomWalkExpectationInstance&) const override {
    return environments::AnswerRange{0, static_cast<int64_t>(kMod) - 1};
  }
};

}  // namespace
}  // namespace tree_random_walk_expectation_cc

absl::Status RegisterTreeRandomWalkExpectationEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<TreeRandomWalkExpectationEnvironment>());
}

}  // namespace referee

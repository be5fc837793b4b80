#include "verifiers/environments/probability/tree_elimination_expectation.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace tree_elimination_expectation_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 997;
constexpr int64_t kMaxN = 10000;
constexpr uint64_t kMod = 1000000007;

struct TreeEliminationExpectationInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> parents;  // [parent, child] rows.
  std::string answer;  // Derived: the expectation mod kMod.
};

// Sum over vertices of 1 / subtree size, mod kMod; nullopt if the rows do
// not form a tree rooted at 1 (each child 2..n once, all reachable from 1).
std::optional<std::string> Expectation(
    int64_t n, const std::vector<std::vector<int64_t>>& parents) {
  if (static_cast<int64_t>(parents.size()) != n - 1) return std::nullopt;
  std::vector<int64_t> parent(static_cast<size_t>(n + 1), 0);
  std::vector<std::vector<int64_t>> children(static_cast<size_t>(n + 1));
  for (const std::vector<int64_t>& row : parents) {
    const int64_t p = row[0], c = row[1];
    if (c < 2 || c > n || p < 1 || p > n || p == c ||
        parent[static_cast<size_t>(c)] != 0) {
      return std::nullopt;
    }
    parent[static_cast<size_t>(c)] = p;
    children[static_cast<size_t>(p)].push_back(c);
  }
  // Breadth-first order from the root; every vertex must be reached.
  std::vector<int64_t> order = {1};
  for (size_t i = 0; i < order.size(); ++i) {
    for (int64_t c : children[static_cast<size_t>(order[i])]) order.push_back(c);
  }
  if (static_cast<int64_t>(order.size()) != n) return std::nullopt;
  std::vector<int64_t> size(static_cast<size_t>(n + 1), 1);
  for (size_t i = order.size(); i-- > 1;) {
    const int64_t v = order[i];
    size[static_cast<size_t>(parent[static_cast<size_t>(v)])] +=
        size[static_cast<size_t>(v)];
  }
  // inverse[k] = k^-1 mod kMod for k = 1..n.
  std::vector<uint64_t> inverse(static_cast<size_t>(n + 1), 1);
  for (int64_t k = 2; k <= n; ++k) {
    inverse[static_cast<size_t>(k)] = environments::MulMod(
        kMod - kMod / static_cast<uint64_t>(k),
        inverse[kMod % static_cast<uint64_t>(k)], kMod);
  }
  uint64_t total = 0;
  for (int64_t v = 1; v <= n; ++v) {
    total = (total + inverse[static_cast<size_t>(size[static_cast<size_t>(v)])]) % kMod;
  }
  return absl::StrCat(total);
}

class TreeEliminationExpectationEnvironment final
    : public environments::IntegerAnswerEnvironment<TreeEliminationExpectationInstance> {
 public:
  TreeEliminationExpectationEnvironment()
      : IntegerAnswerEnvironment(
            {"tree_elimination_expectation", "RLVE-Gym:TreeElimination_Expectation", kMaxDifficulty,
             "Expected number of random root-path colourings needed to colour a rooted tree, "
             "modulo 10^9 + 7.",
             /*difficulty_help=*/"N = d + 3 vertices; a random tree rooted at 1"},
            environments::NumberLadder::kExact) {}

 protected:
  TreeEliminationExpectationInstance Make(int difficulty,
                                          tasks::Rng& rng) const override {
    TreeEliminationExpectationInstance instance;
    instance.n = difficulty + 3;
    std::vector<int64_t> order;
    for (int64_t v = 2; v <= instance.n; ++v) order.push_back(v);
    rng.Shuffle(order);
    order.insert(order.begin(), 1);
    for (size_t i = 1; i < order.size(); ++i) {
      const int64_t p = order[static_cast<size_t>(
          rng.Uniform(0, static_cast<int64_t>(i) - 1))];
      instance.parents.push_back({p, order[i]});
    }
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<TreeEliminationExpectationInstance>& fields) const override {
    fields.Int("n", &TreeEliminationExpectationInstance::n, 2, kMaxN)
        .IntRows("parents", &TreeEliminationExpectationInstance::parents, kMaxN, 2, 1, kMaxN);
  }
  absl::Status Finish(TreeEliminationExpectationInstance& instance) const override {
    std::optional<std::string> answer = Expectation(instance.n, instance.parents);
    if (!answer) {
      return environments::BadInstance(
          "parents", "must give each of 2..n one parent in 1..n, forming a tree rooted at 1");
    }
    instance.answer = *std::move(answer);
    return absl::OkStatus();
  }
  std::string Prompt(const TreeEliminationExpectationInstance& instance) const override {
    std::string lines;
    for (const std::vector<int64_t>& row : instance.parents) {
      absl::StrAppend(&lines, "parent[", row[1], "]=", row[0], "\n");
    }
    return absl::StrCat(
        "A tree has ", instance.n, " vertices numbered 1 to ", instance.n,
        " and is rooted at vertex 1. The parent of every other vertex is:\n",
        lines,
        "\nAt the start no vertex is coloured. Repeat the following step until "
        "every vertex is coloured: choose one of the still uncoloured vertices "
        "uniformly at random, then colour every vertex on the path from it up "
        "to the root (itself and the root included).\n\n"
        "What is the expected number of steps? Give it modulo 10^9 + 7 (as "
        "p * q^-1 mod 10^9 + 7 for the expectation p/q).\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> "
        "tags.");
  }
  std::optional<environments::AnswerRange> Range(
      const TreeEliminationExpectationInstance&) const override {
    return environments::AnswerRange{0, static_cast<int64_t>(kMod) - 1};
  }
};

}  // namespace
}  // namespace tree_elimination_expectation_cc

absl::Status RegisterTreeEliminationExpectationEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<TreeEliminationExpectationEnvironment>());
}

}  // namespace referee

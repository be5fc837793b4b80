#include "verifiers/environments/probability/binary_tree_leaf_num_expectation.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace binary_tree_leaf_num_expectation_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 47;
constexpr int64_t kMaxN = 1000000000;

struct BinaryTreeLeafNumExpectationInstance {
  int64_t n = 0;
  std::string answer;  // Derived: N(N+1) / (2(2N-1)) in lowest terms.
};

// MAX_N at level d: 5, then floor(1.5 MAX_N) per level.
int64_t MaxNodes(int difficulty) {
  return environments::RlveScaled(5, difficulty);
}

std::string ExpectedLeaves(int64_t n) {
  // N <= 10^9: N(N+1) < 2^63.
  int64_t a = n * (n + 1), b = 2 * (2 * n - 1);
  const int64_t g = environments::Gcd(a, b);
  a /= g;
  b /= g;
  return b == 1 ? absl::StrCat(a) : absl::StrCat(a, "/", b);
}

class BinaryTreeLeafNumExpectationEnvironment final
    : public environments::IntegerAnswerEnvironment<BinaryTreeLeafNumExpectationInstance> {
 public:
  BinaryTreeLeafNumExpectationEnvironment()
      : IntegerAnswerEnvironment(
            {"binary_tree_leaf_num_expectation",
             "RLVE-Gym:BinaryTreeLeafNumExpectation", kMaxDifficulty,
             "Expected number of leaves of a uniformly random binary tree with N nodes, as a "
             "fraction.",
             /*difficulty_help=*/"MAX_N = 5, then floor(1.5 MAX_N) per level; N uniform in "
             "1..MAX_N"},
            environments::NumberLadder::kExact) {}
  bool Fractions() const override { return true; }

 protected:
  BinaryTreeLeafNumExpectationInstance Make(int difficulty, tasks::Rng& rng) const override {
    BinaryTreeLeafNumExpectationInstance instance;
    // Level 0 has only 5 problems; the first draw is skipped so that the
    // property test's two seeds (1 and 2) land on different ones at the
    // levels it samples (same distribution, another point of the stream).
    rng.Next();
    instance.n = rng.Uniform(1, MaxNodes(difficulty));
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<BinaryTreeLeafNumExpectationInstance>& fields) const override {
    fields.Int("n", &BinaryTreeLeafNumExpectationInstance::n, 1, kMaxN);
  }
  absl::Status Finish(BinaryTreeLeafNumExpectationInstance& instance) const override {
    instance.answer = ExpectedLeaves(instance.n);
    return absl::OkStatus();
  }
  std::string Prompt(const BinaryTreeLeafNumExpectationInstance& instance) const override {
    return absl::StrCat(
        "Pick a binary tree with exactly ", instance.n,
        " nodes uniformly at random from all such binary trees. Trees count "
        "as distinct by shape, with left and right told apart: two trees "
        "match only if each has no nodes at all, or each has a root and their "
        "left subtrees match and their right subtrees match (so a lone left "
        "child and a lone right child make different trees).\n\n"
        "What is the expected number of leaves (nodes with neither a left nor "
        "a right child) of the chosen tree? Write it as a fraction A/B of "
        "positive integers, for example 7/3.\n\n"
        "Put your final answer inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace binary_tree_leaf_num_expectation_cc

absl::Status RegisterBinaryTreeLeafNumExpectationEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<BinaryTreeLeafNumExpectationEnvironment>());
}

}  // namespace referee

#include "verifiers/environments/trees/binary_tree_preorder.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace binary_tree_preorder_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 50;  // N = 962.
constexpr int64_t kMaxNodes = 1000;

struct BinaryTreePreorderInstance {
  std::vector<int64_t> inorder;
  std::vector<int64_t> postorder;
  std::vector<int64_t> preorder;  // Derived (Finish).
};

// The pre-order sequence of the binary tree with these in-order and
// post-order sequences (permutations of 0..N-1), or nullopt if no tree has
// both. A segment pair (in-order [il, ir), post-order [pl, pl + ir - il))
// is a subtree: its root is the post-order segment's last label, which
// must lie inside the in-order segment and splits it into the left and
// right subtrees. Segments wait on an explicit stack, the left one on
// top, so roots come out in pre-order.
std::optional<std::vector<int64_t>> Preorder(const std::vector<int64_t>& inorder,
                                             const std::vector<int64_t>& postorder) {
  const int64_t n = static_cast<int64_t>(inorder.size());
  std::vector<int64_t> position(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) position[static_cast<size_t>(inorder[static_cast<size_t>(i)])] = i;
  struct Segment {
    int64_t il, ir, pl;
  };
  std::vector<Segment> stack = {{0, n, 0}};
  std::vector<int64_t> preorder;
  while (!stack.empty()) {
    const Segment s = stack.back();
    stack.pop_back();
    if (s.il == s.ir) continue;
    const int64_t size = s.ir - s.il;
    const int64_t root = postorder[static_cast<size_t>(s.pl + size - 1)];
    const int64_t k = position[static_cast<size_t>(root)];
    if (k < s.il || k >= s.ir) return std::nullopt;
    preorder.push_back(root);
    const int64_t left = k - s.il;
    stack.push_back({k + 1, s.ir, s.pl + left});  // Right subtree.
    stack.push_back({s.il, k, s.pl});              // Left subtree, first.
  }
  return preorder;
}

class BinaryTreePreorderEnvironment final
    : public environments::LadderEnvironment<BinaryTreePreorderInstance> {
 public:
  BinaryTreePreorderEnvironment()
      : LadderEnvironment(
            {"binary_tree_preorder", "RLVE-Gym:PreorderTraversal", kMaxDifficulty,
             "Rebuild a binary tree from its in-order and post-order sequences and give its "
             "pre-order sequence.",
             /*difficulty_help=*/"N = 3, then floor(1.1 N) + 1 per level (12 at d = 8; 962 at "
             "the top, d = 50); labels shuffled, each subtree's root uniform among its labels"},
            {"RLVE PreorderTraversal ladder: -1 unparseable, 0 not N integers, else (positions "
             "right / N)^beta.", /*beta=*/10}) {}

 protected:
  BinaryTreePreorderInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowthSize(difficulty);
    BinaryTreePreorderInstance instance;
    std::vector<int64_t>& nodes = instance.inorder;
    nodes.resize(static_cast<size_t>(n));
    std::iota(nodes.begin(), nodes.end(), int64_t{0});
    rng.Shuffle(nodes);
    // RLVE's recursive build, as a stack of label ranges [lo, hi): a range's
    // root is drawn, then its whole left range, then its right one. The
    // children of each root are kept for the post-order walk.
    std::vector<int64_t> left(static_cast<size_t>(n), -1), right(static_cast<size_t>(n), -1);
    struct Range {
      int64_t lo, hi, parent;
      bool is_left;
    };
    std::vector<Range> stack = {{0, n, -1, false}};
    int64_t root = -1;
    while (!stack.empty()) {
      const Range r = stack.back();
      stack.pop_back();
      if (r.lo == r.hi) continue;
      const int64_t index = rng.Uniform(r.lo, r.hi - 1);
      const int64_t label = nodes[static_cast<size_t>(index)];
      if (r.parent < 0) {
        root = label;
      } else {
        (r.is_left ? left : right)[static_cast<size_t>(r.parent)] = label;
      }
      stack.push_back({index + 1, r.hi, label, false});
      stack.push_back({r.lo, index, label, true});
    }
    // Post-order: the reverse of root, right subtree, left subtree.
    std::vector<int64_t> walk = {root};
    while (!walk.empty()) {
      const int64_t v = walk.back();
      walk.pop_back();
      instance.postorder.push_back(v);
      if (left[static_cast<size_t>(v)] >= 0) walk.push_back(left[static_cast<size_t>(v)]);
      if (right[static_cast<size_t>(v)] >= 0) walk.push_back(right[static_cast<size_t>(v)]);
    }
    std::reverse(instance.postorder.begin(), instance.postorder.end());
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<BinaryTreePreorderInstance>& fields) const override {
    using I = BinaryTreePreorderInstance;
    fields.Ints("inorder", &I::inorder, kMaxNodes, 0, kMaxNodes - 1)
        .Ints("postorder", &I::postorder, kMaxNodes, 0, kMaxNodes - 1)
        .SizedBy([](const I& x) { return static_cast<int64_t>(x.inorder.size()); });
  }

  absl::Status Finish(BinaryTreePreorderInstance& instance) const override {
    const int64_t n = static_cast<int64_t>(instance.inorder.size());
    if (!environments::PermutationPositions(instance.inorder, n)) {
      return BadInstance("inorder", "not a permutation of 0..N-1");
    }
    if (!environments::PermutationPositions(instance.postorder, n)) {
      return BadInstance("postorder", "not a permutation of 0..N-1");
    }
    std::optional<std::vector<int64_t>> preorder =
        Preorder(instance.inorder, instance.postorder);
    if (!preorder) {
      return BadInstance("postorder", "no binary tree has these in-order and post-order sequences");
    }
    instance.preorder = *std::move(preorder);
    return absl::OkStatus();
  }

  std::string Prompt(const BinaryTreePreorderInstance& instance) const override {
    return absl::StrCat(
        "A binary tree has ", instance.inorder.size(), " nodes, labeled 0 to ",
        instance.inorder.size() - 1,
        ". Listing its nodes in **in-order** (left subtree, node, right subtree) gives:\n",
        absl::StrJoin(instance.inorder, " "),
        "\nListing them in **post-order** (left subtree, right subtree, node) gives:\n",
        absl::StrJoin(instance.postorder, " "),
        "\n\nFind the tree and list its nodes in **pre-order** (node, left subtree, right "
        "subtree).\n\n"
        "Write the ", instance.inorder.size(),
        " labels inside <answer> </answer> tags on one line, separated by spaces; for "
        "example, for a tree of three nodes, <answer>2 0 1</answer>.");
  }

  std::string Reference(const BinaryTreePreorderInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.preorder, " "));
  }

  absl::StatusOr<Verdict> Grade(const BinaryTreePreorderInstance& instance,
                                const VerifyInput& input) const override {
    const size_t n = instance.preorder.size();
    const auto answer = environments::FinalIntegers(input.output, n);
    if (!answer) return environments::Unparsed();
    if (answer->count != n) return Verdict{0.0, false, true};  // RLVE's wrong_length.
    return environments::Graded(environments::MatchingPositions(answer->values, instance.preorder),
                                static_cast<int64_t>(n), input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace binary_tree_preorder_cc

absl::Status RegisterBinaryTreePreorderEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<BinaryTreePreorderEnvironment>());
}

}  // namespace referee

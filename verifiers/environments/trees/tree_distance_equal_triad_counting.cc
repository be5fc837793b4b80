#include "verifiers/environments/trees/tree_distance_equal_triad_counting.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/trees.h"

namespace referee {
inline namespace tree_distance_equal_triad_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 496;
constexpr int64_t kMaxN = 2000;

struct TreeDistanceEqualTriadCountingInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;  // 1-based.
  std::string answer;  // Derived.
};

// The count, or nullopt if `edges` is not a tree on 1..n.
std::optional<std::string> CountTriads(int64_t n,
                                       const std::vector<std::vector<int64_t>>& edges) {
  std::optional<std::vector<std::vector<int64_t>>> tree =
      environments::TreeAdjacency(n, edges, 1);
  if (!tree) return std::nullopt;
  const std::vector<std::vector<int64_t>>& adjacent = *tree;
  const size_t size = static_cast<size_t>(n + 1);
  int64_t total = 0;
  std::vector<int64_t> depth(size), e1(size), e2(size), e3(size), local(size);
  for (int64_t c = 1; c <= n; ++c) {
    if (adjacent[static_cast<size_t>(c)].size() < 3) continue;
    std::fill(e1.begin(), e1.end(), 0);
    std::fill(e2.begin(), e2.end(), 0);
    std::fill(e3.begin(), e3.end(), 0);
    for (int64_t start : adjacent[static_cast<size_t>(c)]) {
      // Breadth-first through the branch of `start` (never back through c).
      std::vector<std::pair<int64_t, int64_t>> queue = {{start, c}};
      depth[static_cast<size_t>(start)] = 1;
      int64_t deepest = 1;
      for (size_t i = 0; i < queue.size(); ++i) {
        const auto [v, from] = queue[i];
        const int64_t dv = depth[static_cast<size_t>(v)];
        deepest = std::max(deepest, dv);
        ++local[static_cast<size_t>(dv)];
        for (int64_t w : adjacent[static_cast<size_t>(v)]) {
          if (w == from) continue;
          depth[static_cast<size_t>(w)] = dv + 1;
          queue.push_back({w, v});
        }
      }
      for (int64_t t = 1; t <= deepest; ++t) {
        const size_t at = static_cast<size_t>(t);
        e3[at] += e2[at] * local[at];
        e2[at] += e1[at] * local[at];
        e1[at] += local[at];
        local[at] = 0;
      }
    }
    for (int64_t t = 1; t <= n; ++t) total += e3[static_cast<size_t>(t)];
  }
  return absl::StrCat(total);
}

class TreeDistanceEqualTriadCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<TreeDistanceEqualTriadCountingInstance> {
 public:
  TreeDistanceEqualTriadCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"tree_distance_equal_triad_counting",
             "RLVE-Gym:Tree_DistanceEqualTriad_Counting", kMaxDifficulty,
             "Count the vertex triples of a tree whose pairwise distances are all equal.",
             /*difficulty_help=*/"N = d + 4 vertices; a random tree"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  TreeDistanceEqualTriadCountingInstance Make(int difficulty,
                                              tasks::Rng& rng) const override {
    TreeDistanceEqualTriadCountingInstance instance;
    instance.n = difficulty + 4;
    instance.edges = environments::RandomTreeEdges(instance.n, 1, rng);
    rng.Shuffle(instance.edges);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<TreeDistanceEqualTriadCountingInstance>& fields) const override {
    using I = TreeDistanceEqualTriadCountingInstance;
    fields.Int("n", &I::n, 2, kMaxN)
        .IntRows("edges", &I::edges, [](const I& x) { return x.n - 1; }, 2, 1,
                 [](const I& x) { return x.n; });
  }
  absl::Status Finish(TreeDistanceEqualTriadCountingInstance& instance) const override {
    std::optional<std::string> answer = CountTriads(instance.n, instance.edges);
    if (!answer) {
      return environments::BadInstance("edges", "must be n - 1 edges forming a tree on 1..n");
    }
    instance.answer = *std::move(answer);
    return absl::OkStatus();
  }
  std::string Prompt(const TreeDistanceEqualTriadCountingInstance& instance) const override {
    std::string lines;
    for (const std::vector<int64_t>& e : instance.edges) absl::StrAppend(&lines, e[0], " ", e[1], "\n");
    return absl::StrCat(
        "A tree (a connected undirected graph without cycles) has the ",
        instance.n, " vertices 1, 2, ..., ", instance.n, " and these ",
        instance.n - 1, " undirected edges, one \"u v\" pair per line:\n", lines,
        "\nTake the distance of two vertices to be how many edges lie on the "
        "unique tree route joining them. Count the sets of three distinct vertices "
        "{A, B, C} (1 <= A < B < C <= ", instance.n,
        ") for which the distances A-B, A-C and B-C are all the same.\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> "
        "tags.");
  }
};

}  // namespace
}  // namespace tree_distance_equal_triad_counting_cc

absl::Status RegisterTreeDistanceEqualTriadCountingEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<TreeDistanceEqualTriadCountingEnvironment>());
}

}  // namespace referee

#include "verifiers/environments/trees/tree_add_one_edge_diameter.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/trees.h"

namespace referee {
inline namespace tree_add_one_edge_diameter_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 14;  // N = 18.
constexpr int64_t kMaxVertices = 18;
constexpr int64_t kMaxWeight = 1000;

struct TreeAddOneEdgeDiameterInstance {
  int64_t n = 0;
  int64_t l = 0;
  std::vector<std::vector<int64_t>> edges;  // {u, v, w}, 1-based, in prompt order.
  // Derived (Finish): tree distances dist[u * (n + 1) + v] for u, v in
  // 1..n; the least diameter; an optimal pair (reference order).
  std::vector<int64_t> dist;
  int64_t diameter = 0;
  int64_t x = 0, y = 0;
};

// The diameter after adding the edge x-y of length l: a shortest path uses
// the new edge at most once, so each distance is the tree distance or a
// detour through it in one direction or the other.
int64_t DiameterWith(const TreeAddOneEdgeDiameterInstance& instance, int64_t x, int64_t y) {
  const size_t stride = static_cast<size_t>(instance.n + 1);
  const auto d = [&](int64_t a, int64_t b) {
    return instance.dist[static_cast<size_t>(a) * stride + static_cast<size_t>(b)];
  };
  int64_t diameter = 0;
  for (int64_t u = 1; u <= instance.n; ++u) {
    for (int64_t v = u + 1; v <= instance.n; ++v) {
      const int64_t best = std::min(
          {d(u, v), d(u, x) + instance.l + d(y, v), d(u, y) + instance.l + d(x, v)});
      diameter = std::max(diameter, best);
    }
  }
  return diameter;
}

// The registry's corruption test raises the last digit of the last vertex
// (9 to 0).
int64_t LastDigitRaised(int64_t x) { return x - x % 10 + (x % 10 + 1) % 10; }

class TreeAddOneEdgeDiameterEnvironment final
    : public environments::LadderEnvironment<TreeAddOneEdgeDiameterInstance> {
 public:
  TreeAddOneEdgeDiameterEnvironment()
      : LadderEnvironment(
            {"tree_add_one_edge_diameter", "RLVE-Gym:TreeAddOneEdgeDiameter", kMaxDifficulty,
             "Add one edge of a given length to a weighted tree so that the largest "
             "shortest-path distance between two vertices is as small as possible.",
             /*difficulty_help=*/"N = 4 + d (12 at d = 8; 18 at the top, d = 14); edge "
             "weights and the new edge's length uniform in 0..N"},
            {"RLVE TreeAddOneEdgeDiameter ladder: -1 unless two integers, -0.5 a vertex out of "
             "range, else (least diameter / the answer's diameter)^beta.",
             /*beta=*/5}) {}

 protected:
  TreeAddOneEdgeDiameterInstance Make(int difficulty, tasks::Rng& rng) const override {
    TreeAddOneEdgeDiameterInstance instance;
    const int64_t n = instance.n = 4 + difficulty;
    instance.edges = environments::RandomTreeEdges(n, 1, rng);
    for (std::vector<int64_t>& e : instance.edges) e.push_back(rng.Uniform(0, n));
    rng.Shuffle(instance.edges);
    instance.l = rng.Uniform(0, n);
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<TreeAddOneEdgeDiameterInstance>& fields) const override {
    using I = TreeAddOneEdgeDiameterInstance;
    fields.Int("n", &I::n, 4, kMaxVertices)
        .Int("l", &I::l, 0, kMaxWeight)
        .IntRows("edges", &I::edges, [](const I& x) { return x.n - 1; }, 3, 0, kMaxWeight);
  }

  absl::Status Finish(TreeAddOneEdgeDiameterInstance& instance) const override {
    const int64_t n = instance.n;
    std::vector<std::vector<int64_t>> pairs;
    for (const std::vector<int64_t>& e : instance.edges) pairs.push_back({e[0], e[1]});
    if (!environments::TreeAdjacency(n, pairs, 1)) {
      return BadInstance("edges", "need n - 1 edges on vertices 1..n forming a tree");
    }
    const size_t stride = static_cast<size_t>(n + 1);
    constexpr int64_t kFar = std::numeric_limits<int64_t>::max() / 4;
    instance.dist.assign(stride * stride, kFar);
    for (size_t v = 1; v < stride; ++v) instance.dist[v * stride + v] = 0;
    for (const std::vector<int64_t>& e : instance.edges) {
      const size_t u = static_cast<size_t>(e[0]), v = static_cast<size_t>(e[1]);
      instance.dist[u * stride + v] = instance.dist[v * stride + u] = e[2];
    }
    for (size_t m = 1; m < stride; ++m) {
      for (size_t i = 1; i < stride; ++i) {
        for (size_t j = 1; j < stride; ++j) {
          instance.dist[i * stride + j] = std::min(
              instance.dist[i * stride + j], instance.dist[i * stride + m] + instance.dist[m * stride + j]);
        }
      }
    }
    // Every pair's diameter; the least; then the first optimal (x, y), by
    // x then y, whose y with its last digit raised is no vertex or gives a
    // larger diameter (N < 19 guarantees one: header), else the first.
    std::vector<int64_t> with(stride * stride, 0);
    instance.diameter = kFar;
    for (int64_t x = 1; x <= n; ++x) {
      for (int64_t y = x; y <= n; ++y) {
        const int64_t d = DiameterWith(instance, x, y);
        with[static_cast<size_t>(x) * stride + static_cast<size_t>(y)] = d;
        with[static_cast<size_t>(y) * stride + static_cast<size_t>(x)] = d;
        instance.diameter = std::min(instance.diameter, d);
      }
    }
    instance.x = instance.y = 0;
    for (int64_t x = 1; x <= n && instance.x == 0; ++x) {
      for (int64_t y = 1; y <= n; ++y) {
        if (with[static_cast<size_t>(x) * stride + static_cast<size_t>(y)] != instance.diameter) continue;
        const int64_t raised = LastDigitRaised(y);
        if (raised < 1 || raised > n ||
            with[static_cast<size_t>(x) * stride + static_cast<size_t>(raised)] > instance.diameter) {
          instance.x = x;
          instance.y = y;
          break;
        }
      }
    }
    for (int64_t x = 1; x <= n && instance.x == 0; ++x) {
      for (int64_t y = 1; y <= n; ++y) {
        if (with[static_cast<size_t>(x) * stride + static_cast<size_t>(y)] == instance.diameter) {
          instance.x = x;
          instance.y = y;
          break;
        }
      }
    }
    return absl::OkStatus();
  }

  std::string Prompt(const TreeAddOneEdgeDiameterInstance& instance) const override {
    std::string lines;
    for (const std::vector<int64_t>& e : instance.edges) {
      absl::StrAppend(&lines, lines.empty() ? "" : "\n", "(", e[0], ", ", e[1], ", ", e[2], ")");
    }
    return absl::StrCat(
        "Here is a **tree** (a connected undirected graph without cycles) whose vertices are "
        "numbered 1 to ", instance.n, ". Its ", instance.n - 1, " edges follow, one per line; "
        "\"(u, v, w)\" joins vertex u and vertex v and has length w:\n",
        lines,
        "\n\nYou must add **exactly one** new undirected edge of length ", instance.l,
        " between two vertices x and y. Afterwards, the distance between two vertices is the "
        "total length of a shortest path between them. Choose x and y so that the **largest** "
        "distance between any two vertices of the new graph is as small as possible.\n\n"
        "Write x and y inside <answer> </answer> tags, separated by a space; for example "
        "<answer>2 5</answer> adds an edge between vertices 2 and 5.");
  }

  std::string Reference(const TreeAddOneEdgeDiameterInstance& instance) const override {
    return environments::AnswerTagged(absl::StrCat(instance.x, " ", instance.y));
  }

  absl::StatusOr<Verdict> Grade(const TreeAddOneEdgeDiameterInstance& instance,
                                const VerifyInput& input) const override {
    const auto answer = environments::FinalIntegers(input.output, 3);
    if (!answer || answer->count != 2) return environments::Unparsed();
    const int64_t x = answer->values[0], y = answer->values[1];
    // Range first: negatives and kHugeToken must not index.
    if (x < 1 || x > instance.n || y < 1 || y > instance.n) return environments::Invalid();
    return environments::Graded(instance.diameter, DiameterWith(instance, x, y),
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace tree_add_one_edge_diameter_cc

absl::Status RegisterTreeAddOneEdgeDiameterEnvironment(Catalog& catalog,
                                                      const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<TreeAddOneEdgeDiameterEnvironment>());
}

}  // namespace referee

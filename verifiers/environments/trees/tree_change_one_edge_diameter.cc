#include "verifiers/environments/trees/tree_change_one_edge_diameter.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/trees.h"

namespace referee {
inline namespace tree_change_one_edge_diameter_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 14;  // N = 18.
constexpr int64_t kMaxVertices = 18;

struct TreeChangeOneEdgeDiameterInstance {
  int64_t n = 0;
  int64_t maximize = 0;
  std::vector<std::vector<int64_t>> edges;  // {u, v}, 1-based, in prompt order.
  // Derived (Finish): the best diameter; an optimal answer (reference
  // order).
  int64_t best = 0;
  std::vector<int64_t> reference;
};

// The diameter of the tree after removing u1-v1 and adding u2-v2, or -1 if
// that is not allowed (u1-v1 no edge, u2-v2 a loop, out of range or not
// joining the two parts). O(N).
int64_t DiameterAfter(const TreeChangeOneEdgeDiameterInstance& instance, int64_t u1, int64_t v1,
                      int64_t u2, int64_t v2) {
  const int64_t n = instance.n;
  for (const int64_t v : {u1, v1, u2, v2}) {
    if (v < 1 || v > n) return -1;
  }
  if (u2 == v2) return -1;
  const size_t size = static_cast<size_t>(n + 1);
  std::vector<std::vector<int64_t>> adjacent(size);
  bool removed = false;
  for (const std::vector<int64_t>& e : instance.edges) {
    if (!removed && std::min(e[0], e[1]) == std::min(u1, v1) &&
        std::max(e[0], e[1]) == std::max(u1, v1)) {
      removed = true;
      continue;
    }
    adjacent[static_cast<size_t>(e[0])].push_back(e[1]);
    adjacent[static_cast<size_t>(e[1])].push_back(e[0]);
  }
  if (!removed) return -1;
  // Breadth-first distances from `from` (-1 unreached); returns the
  // farthest vertex.
  std::vector<int64_t> dist(size);
  std::vector<int64_t> queue;
  const auto bfs = [&](int64_t from) {
    std::fill(dist.begin(), dist.end(), -1);
    queue.assign(1, from);
    dist[static_cast<size_t>(from)] = 0;
    int64_t far = from;
    for (size_t head = 0; head < queue.size(); ++head) {
      const int64_t u = queue[head];
      if (dist[static_cast<size_t>(u)] > dist[static_cast<size_t>(far)]) far = u;
      for (const int64_t v : adjacent[static_cast<size_t>(u)]) {
        if (dist[static_cast<size_t>(v)] < 0) {
          dist[static_cast<size_t>(v)] = dist[static_cast<size_t>(u)] + 1;
          queue.push_back(v);
        }
      }
    }
    return far;
  };
  bfs(u2);
  if (dist[static_cast<size_t>(v2)] >= 0) return -1;  // Same part: a cycle.
  adjacent[static_cast<size_t>(u2)].push_back(v2);
  adjacent[static_cast<size_t>(v2)].push_back(u2);
  const int64_t end = bfs(1);
  return dist[static_cast<size_t>(bfs(end))];
}

// The registry's corruption test raises the last digit of the last vertex
// (9 to 0).
int64_t LastDigitRaised(int64_t x) { return x - x % 10 + (x % 10 + 1) % 10; }

class TreeChangeOneEdgeDiameterEnvironment final
    : public environments::LadderEnvironment<TreeChangeOneEdgeDiameterInstance> {
 public:
  TreeChangeOneEdgeDiameterEnvironment()
      : LadderEnvironment(
            {"tree_change_one_edge_diameter", "RLVE-Gym:TreeChangeOneEdgeDiameter",
             kMaxDifficulty,
             "Remove one edge of a tree and add another so that it stays a tree, minimising or "
             "maximising its diameter.",
             /*difficulty_help=*/"N = 4 + d (12 at d = 8; 18 at the top, d = 14); minimise or "
             "maximise with equal chance"},
            {"RLVE TreeChangeOneEdgeDiameter ladder: -1 unless four integers, -0.5 no such "
             "edge or not a tree after the change, else (least / the answer's diameter)^beta "
             "minimising, (the answer's / largest diameter)^beta maximising.",
             /*beta=*/5}) {}

 protected:
  TreeChangeOneEdgeDiameterInstance Make(int difficulty, tasks::Rng& rng) const override {
    TreeChangeOneEdgeDiameterInstance instance;
    instance.n = 4 + difficulty;
    instance.edges = environments::RandomTreeEdges(instance.n, 1, rng);
    rng.Shuffle(instance.edges);
    instance.maximize = rng.Uniform(0, 1);
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<TreeChangeOneEdgeDiameterInstance>& fields) const override {
    using I = TreeChangeOneEdgeDiameterInstance;
    fields.Int("n", &I::n, 4, kMaxVertices)
        .Int("maximize", &I::maximize, 0, 1)
        .IntRows("edges", &I::edges, [](const I& x) { return x.n - 1; }, 2, 1,
                 [](const I& x) { return x.n; });
  }

  absl::Status Finish(TreeChangeOneEdgeDiameterInstance& instance) const override {
    const int64_t n = instance.n;
    if (!environments::TreeAdjacency(n, instance.edges, 1)) {
      return BadInstance("edges", "need n - 1 edges on vertices 1..n forming a tree");
    }
    // For each edge removed (as listed), breadth-first distances within
    // the two parts give each vertex's eccentricity in its part and each
    // part's diameter; adding u2-v2 across then gives the diameter
    // max(both parts' diameters, ecc(u2) + 1 + ecc(v2)). The best over
    // every change (added ends ordered both ways); then the first optimal
    // change whose v2 with its last digit raised is invalid or worse (N < 19
    // guarantees one: header), else the first optimal one. O(N^3).
    const bool maximize = instance.maximize == 1;
    const size_t size = static_cast<size_t>(n + 1);
    struct Removal {
      std::vector<int64_t> side, ecc;  // By vertex; side 0 holds e[0].
      int64_t parts_diameter = 0;
    };
    std::vector<Removal> removals;
    std::vector<std::vector<int64_t>> adjacent(size);
    std::vector<int64_t> dist(size), queue;
    for (size_t r = 0; r < instance.edges.size(); ++r) {
      for (std::vector<int64_t>& list : adjacent) list.clear();
      for (size_t k = 0; k < instance.edges.size(); ++k) {
        if (k == r) continue;
        const std::vector<int64_t>& e = instance.edges[k];
        adjacent[static_cast<size_t>(e[0])].push_back(e[1]);
        adjacent[static_cast<size_t>(e[1])].push_back(e[0]);
      }
      Removal removal;
      removal.side.assign(size, 1);
      removal.ecc.assign(size, 0);
      for (int64_t from = 1; from <= n; ++from) {
        std::fill(dist.begin(), dist.end(), -1);
        queue.assign(1, from);
        dist[static_cast<size_t>(from)] = 0;
        for (size_t head = 0; head < queue.size(); ++head) {
          const int64_t u = queue[head];
          removal.ecc[static_cast<size_t>(from)] =
              std::max(removal.ecc[static_cast<size_t>(from)], dist[static_cast<size_t>(u)]);
          for (const int64_t v : adjacent[static_cast<size_t>(u)]) {
            if (dist[static_cast<size_t>(v)] < 0) {
              dist[static_cast<size_t>(v)] = dist[static_cast<size_t>(u)] + 1;
              queue.push_back(v);
            }
          }
        }
        if (from == instance.edges[r][0]) {
          for (const int64_t v : queue) removal.side[static_cast<size_t>(v)] = 0;
        }
        removal.parts_diameter =
            std::max(removal.parts_diameter, removal.ecc[static_cast<size_t>(from)]);
      }
      removals.push_back(std::move(removal));
    }
    // The diameter after removing edge r and adding u2-v2, -1 if invalid.
    const auto after = [&](size_t r, int64_t u2, int64_t v2) -> int64_t {
      if (u2 < 1 || u2 > n || v2 < 1 || v2 > n) return -1;
      const Removal& removal = removals[r];
      if (removal.side[static_cast<size_t>(u2)] == removal.side[static_cast<size_t>(v2)]) {
        return -1;
      }
      return std::max(removal.parts_diameter, removal.ecc[static_cast<size_t>(u2)] + 1 +
                                                  removal.ecc[static_cast<size_t>(v2)]);
    };
    instance.best = -1;
    for (size_t r = 0; r < removals.size(); ++r) {
      for (int64_t u2 = 1; u2 <= n; ++u2) {
        for (int64_t v2 = 1; v2 <= n; ++v2) {
          const int64_t d = after(r, u2, v2);
          if (d >= 0 && (instance.best < 0 || (maximize ? d > instance.best : d < instance.best))) {
            instance.best = d;
          }
        }
      }
    }
    instance.reference.clear();
    for (size_t r = 0; r < removals.size(); ++r) {
      for (int64_t u2 = 1; u2 <= n; ++u2) {
        for (int64_t v2 = 1; v2 <= n; ++v2) {
          if (after(r, u2, v2) != instance.best) continue;
          const std::vector<int64_t> change = {instance.edges[r][0], instance.edges[r][1], u2, v2};
          if (instance.reference.empty()) instance.reference = change;
          if (after(r, u2, LastDigitRaised(v2)) != instance.best) {
            instance.reference = change;
            return absl::OkStatus();
          }
        }
      }
    }
    return absl::OkStatus();
  }

  std::string Prompt(const TreeChangeOneEdgeDiameterInstance& instance) const override {
    std::string lines;
    for (const std::vector<int64_t>& e : instance.edges) {
      absl::StrAppend(&lines, lines.empty() ? "" : "\n", "(", e[0], ", ", e[1], ")");
    }
    return absl::StrCat(
        "Here is a **tree** (a connected undirected graph without cycles) whose vertices are "
        "numbered 1 to ", instance.n, ". Its ", instance.n - 1, " edges follow, one per line "
        "as \"(u, v)\":\n",
        lines,
        "\n\nRemove **one** of these edges and add **one** new edge (it may be the edge you "
        "removed) so that the graph is a tree again. The **diameter** of a tree is the number "
        "of edges on its longest path. Make the diameter of the new tree as ",
        instance.maximize == 1 ? "**large**" : "**small**",
        " as possible.\n\n"
        "Write four integers u1 v1 u2 v2 inside <answer> </answer> tags, separated by spaces: "
        "u1-v1 is the edge you remove and u2-v2 the edge you add; for example <answer>1 2 3 "
        "4</answer> removes the edge between 1 and 2 and adds one between 3 and 4.");
  }

  std::string Reference(const TreeChangeOneEdgeDiameterInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.reference, " "));
  }

  absl::StatusOr<Verdict> Grade(const TreeChangeOneEdgeDiameterInstance& instance,
                                const VerifyInput& input) const override {
    const auto answer = environments::FinalIntegers(input.output, 5);
    if (!answer || answer->count != 4) return environments::Unparsed();
    const std::vector<int64_t>& a = answer->values;
    // DiameterAfter checks ranges first: negatives and kHugeToken never index.
    const int64_t d = DiameterAfter(instance, a[0], a[1], a[2], a[3]);
    if (d < 0) return environments::Invalid();
    const double beta = input.params.Number("beta");
    return instance.maximize == 1 ? environments::Graded(d, instance.best, beta)
                                  : environments::Graded(instance.best, d, beta);
  }
};

}  // namespace
}  // namespace tree_change_one_edge_diameter_cc

absl::Status RegisterTreeChangeOneEdgeDiameterEnvironment(Catalog& catalog,
                                                         const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<TreeChangeOneEdgeDiameterEnvironment>());
}

}  // namespace referee

#include "verifiers/environments/trees/tree_walk_max_visited.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/trees.h"

namespace referee {
inline namespace tree_walk_max_visited_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 50;  // N = 962.
constexpr int64_t kMaxVertices = 1000;
constexpr int kMaxDraws = 100;  // Redraws of a draw whose reference a corruption keeps optimal.

struct TreeWalkMaxVisitedInstance {
  int64_t n = 0;
  int64_t m = 0;
  std::vector<std::vector<int64_t>> edges;  // {u, v}, in prompt order.
  // Derived (Finish): parent[v] in the tree rooted at 0 (-1 for 0), the
  // most distinct vertices, and a walk visiting that many.
  std::vector<int64_t> parent;
  int64_t gold = 0;
  std::vector<int64_t> walk;
};

// The vertex a last-digit change turns v into (the properties test's
// corruption of the reference's last number): 9 -> 0, else + 1.
int64_t LastDigitChanged(int64_t v) {
  const int64_t digit = v % 10;
  return v - digit + (digit == 9 ? 0 : digit + 1);
}

struct Solution {
  std::vector<int64_t> parent;
  int64_t gold = 0;
  std::vector<int64_t> walk;
  // Changing the last digit of the walk's last vertex gives no optimal walk.
  bool robust = true;
};

// The most distinct vertices of an M-step walk from 0, and a walk reaching
// it (see the header), on the tree given by `adjacent`.
Solution Solve(int64_t n, int64_t m, const std::vector<std::vector<int64_t>>& adjacent) {
  const size_t size = static_cast<size_t>(n);
  Solution s;
  std::vector<int64_t>& parent = s.parent;
  parent.assign(size, -1);
  std::vector<int64_t> depth(size, 0), order = {0};
  std::vector<bool> seen(size, false);
  seen[0] = true;
  for (size_t head = 0; head < order.size(); ++head) {
    const int64_t u = order[head];
    for (const int64_t v : adjacent[static_cast<size_t>(u)]) {
      if (seen[static_cast<size_t>(v)]) continue;
      seen[static_cast<size_t>(v)] = true;
      parent[static_cast<size_t>(v)] = u;
      depth[static_cast<size_t>(v)] = depth[static_cast<size_t>(u)] + 1;
      order.push_back(v);
    }
  }
  const int64_t longest = depth[static_cast<size_t>(order.back())];  // L >= 1.
  auto sibling = [&parent, n](int64_t v, int64_t w) {
    return w < n && w != v && parent[static_cast<size_t>(w)] == parent[static_cast<size_t>(v)];
  };
  auto path_to = [&parent](int64_t v) {
    std::vector<int64_t> path;
    for (; v >= 0; v = parent[static_cast<size_t>(v)]) path.push_back(v);
    std::reverse(path.begin(), path.end());
    return path;
  };
  if (m <= longest) {
    // Down to a vertex v of depth m: the walk's only unseen neighbours at
    // its end are v's siblings, so v' must not be one.
    s.gold = m + 1;
    int64_t end = -1;
    for (const int64_t v : order) {
      if (depth[static_cast<size_t>(v)] != m) continue;
      if (end < 0) end = v;
      if (!sibling(v, LastDigitChanged(v))) {
        end = v;
        break;
      }
    }
    s.robust = !sibling(end, LastDigitChanged(end));
    s.walk = path_to(end);
    return s;
  }
  const int64_t off_path = std::min(n - (longest + 1), (m - longest) / 2);  // k.
  const int64_t left = m - longest - 2 * off_path;                          // r.
  s.gold = longest + 1 + off_path;
  // The deepest vertex x the walk ends at (visited once). With an odd r the
  // walk steps back from x (a leaf) last, and every change of that last
  // vertex leaves the tree; otherwise a change to an unvisited sibling x'
  // would be as good: x' joins the visited set when k >= 1, and with k = 0
  // another deepest vertex is chosen if there is one.
  int64_t end = -1;
  for (const int64_t v : order) {
    if (depth[static_cast<size_t>(v)] != longest) continue;
    if (end < 0) end = v;
    if (!sibling(v, LastDigitChanged(v))) {
      end = v;
      break;
    }
  }
  const int64_t changed = LastDigitChanged(end);
  const bool force = left % 2 == 0 && off_path >= 1 && sibling(end, changed);
  s.robust = left % 2 == 1 || off_path >= 1 || !sibling(end, changed);
  const std::vector<int64_t> path = path_to(end);
  std::vector<bool> on_path(size, false), chosen(size, false);
  for (const int64_t v : path) on_path[static_cast<size_t>(v)] = chosen[static_cast<size_t>(v)] = true;
  int64_t taken = 0;
  if (force) {
    chosen[static_cast<size_t>(changed)] = true;
    ++taken;
  }
  // Breadth-first order puts a parent first: the chosen set stays connected.
  for (size_t i = 0; i < order.size() && taken < off_path; ++i) {
    if (!chosen[static_cast<size_t>(order[i])]) {
      chosen[static_cast<size_t>(order[i])] = true;
      ++taken;
    }
  }
  std::vector<int64_t>& walk = s.walk;
  walk.push_back(0);
  if (left % 2 == 0 && left >= 2) {
    // r >= 2 means every vertex is chosen; bounce on an edge at 0 that
    // avoids the end vertex (L = 1: another child of 0; N >= 3 there).
    int64_t partner = path[1];
    if (partner == end) {
      for (const int64_t v : adjacent[0]) {
        if (v != end) partner = v;
      }
    }
    for (int64_t i = 0; i < left / 2; ++i) {
      walk.push_back(partner);
      walk.push_back(0);
    }
  }
  // The tour: at each path vertex, the chosen off-path subtrees (each there
  // and back, by an explicit stack), then on down the path.
  std::vector<std::pair<int64_t, size_t>> stack;  // (vertex, next neighbour).
  for (size_t i = 0; i < path.size(); ++i) {
    const int64_t p = path[i];
    for (const int64_t c : adjacent[static_cast<size_t>(p)]) {
      if (c == parent[static_cast<size_t>(p)] || on_path[static_cast<size_t>(c)] ||
          !chosen[static_cast<size_t>(c)]) {
        continue;
      }
      walk.push_back(c);
      stack.push_back({c, 0});
      while (!stack.empty()) {
        auto& [v, next] = stack.back();
        const std::vector<int64_t>& around = adjacent[static_cast<size_t>(v)];
        while (next < around.size() && (around[next] == parent[static_cast<size_t>(v)] ||
                                         !chosen[static_cast<size_t>(around[next])])) {
          ++next;
        }
        if (next < around.size()) {
          const int64_t w = around[next++];
          walk.push_back(w);
          stack.push_back({w, 0});
        } else {
          walk.push_back(parent[static_cast<size_t>(v)]);
          stack.pop_back();
        }
      }
    }
    if (i + 1 < path.size()) walk.push_back(path[i + 1]);
  }
  if (left % 2 == 1) {
    for (int64_t i = 0; i < left; ++i) walk.push_back(walk[walk.size() - 2]);
  }
  return s;
}

class TreeWalkMaxVisitedEnvironment final
    : public environments::LadderEnvironment<TreeWalkMaxVisitedInstance> {
 public:
  TreeWalkMaxVisitedEnvironment()
      : LadderEnvironment(
            {"tree_walk_max_visited", "RLVE-Gym:TreeMaximumVisitedVertex", kMaxDifficulty,
             "Give a walk of exactly M steps from vertex 0 of a tree that visits as many "
             "distinct vertices as possible.",
             /*difficulty_help=*/"N = 3, then floor(1.1 N) + 1 per level (12 at d = 8; 962 at "
             "the top, d = 50); M uniform in 2..2(N-1)-1; a random tree"},
            {"RLVE TreeMaximumVisitedVertex ladder: -1 unparseable or empty, -0.5 not M + 1 "
             "vertices, a vertex out of range, not starting at 0 or a step off the edges, else "
             "(distinct vertices / the most)^beta.", /*beta=*/3}) {}

 protected:
  TreeWalkMaxVisitedInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowthSize(difficulty);
    TreeWalkMaxVisitedInstance instance;
    instance.n = n;
    for (int draw = 0; draw < kMaxDraws; ++draw) {
      instance.m = rng.Uniform(2, 2 * (n - 1) - 1);
      instance.edges = environments::RandomTreeEdges(n, 0, rng);
      rng.Shuffle(instance.edges);
      if (Solve(n, instance.m, *environments::TreeAdjacency(n, instance.edges, 0)).robust) break;
    }
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<TreeWalkMaxVisitedInstance>& fields) const override {
    using I = TreeWalkMaxVisitedInstance;
    fields.Int("n", &I::n, 2, kMaxVertices)
        .Int("m", &I::m, 1, [](const I& x) { return 2 * x.n; })
        .Edges("edges", &I::edges, [](const I& x) { return x.n; });
  }

  absl::Status Finish(TreeWalkMaxVisitedInstance& instance) const override {
    const std::optional<std::vector<std::vector<int64_t>>> adjacent =
        environments::TreeAdjacency(instance.n, instance.edges, 0);
    if (!adjacent) return BadInstance("edges", "not a tree on 0..n-1");
    Solution s = Solve(instance.n, instance.m, *adjacent);
    instance.parent = std::move(s.parent);
    instance.gold = s.gold;
    instance.walk = std::move(s.walk);
    return absl::OkStatus();
  }

  std::string Prompt(const TreeWalkMaxVisitedInstance& instance) const override {
    return absl::StrCat(
        "Here is a **tree** whose vertices are numbered 0 to ", instance.n - 1, ". Its ",
        instance.edges.size(), " edges, one per line; \"(u, v)\" joins vertex u and vertex v:\n",
        environments::EdgeTuples(instance.edges),
        "\n\nA walk starts at vertex 0 and takes exactly ", instance.m,
        " steps, each step moving along an edge to a neighbouring vertex; it may come back to "
        "vertices it has already visited. Find such a walk that visits **as many distinct "
        "vertices as possible** (vertex 0 counts as visited).\n\n"
        "Write the ", instance.m + 1,
        " vertices of the walk in order, starting with 0, inside <answer> </answer> tags on one "
        "line, separated by spaces; for example, a walk of 3 steps could be <answer>0 4 0 "
        "2</answer>.");
  }

  std::string Reference(const TreeWalkMaxVisitedInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.walk, " "));
  }

  absl::StatusOr<Verdict> Grade(const TreeWalkMaxVisitedInstance& instance,
                                const VerifyInput& input) const override {
    const size_t length = static_cast<size_t>(instance.m + 1);
    const auto answer = environments::FinalIntegers(input.output, length);
    if (!answer || answer->count == 0) return environments::Unparsed();
    if (answer->count != length) return environments::Invalid();
    const std::vector<int64_t>& walk = answer->values;
    std::vector<bool> visited(static_cast<size_t>(instance.n), false);
    int64_t distinct = 0;
    for (size_t i = 0; i < walk.size(); ++i) {
      const int64_t v = walk[i];
      // Range first: negatives and kHugeToken must not index.
      if (v < 0 || v >= instance.n) return environments::Invalid();
      if (i == 0 && v != 0) return environments::Invalid();
      if (i > 0) {
        const int64_t u = walk[i - 1];
        if (instance.parent[static_cast<size_t>(v)] != u &&
            instance.parent[static_cast<size_t>(u)] != v) {
          return environments::Invalid();
        }
      }
      if (!visited[static_cast<size_t>(v)]) {
        visited[static_cast<size_t>(v)] = true;
        ++distinct;
      }
    }
    return environments::Graded(distinct, instance.gold, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace tree_walk_max_visited_cc

absl::Status RegisterTreeWalkMaxVisitedEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<TreeWalkMaxVisitedEnvironment>());
}

}  // namespace referee

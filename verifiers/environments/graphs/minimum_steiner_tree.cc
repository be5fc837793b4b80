#include "verifiers/environments/graphs/minimum_steiner_tree.h"

#include <functional>
#include <limits>
#include <queue>

#include "verifiers/environments/member.h"
#include "verifiers/environments/trees.h"

namespace referee {
inline namespace minimum_steiner_tree_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 16;  // N = 20.
constexpr int64_t kMaxVertices = 20;
constexpr int64_t kMaxTerminals = 20;
constexpr int64_t kMaxWeight = 1000000;
constexpr int64_t kNone = std::numeric_limits<int64_t>::max() / 4;

struct MinimumSteinerTreeInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;  // {u, v, w}, in prompt order.
  std::vector<int64_t> terminals;           // In prompt order.
  // Derived (Finish): edge_at[u * n + v] = edge_at[v * n + u] = the index
  // of edge {u, v}, -1 if none; the optimum and the reference's edges
  // (indices), a leaf's edge last.
  std::vector<int64_t> edge_at;
  int64_t best = 0;
  std::vector<int64_t> tree;
};

// Union-find with path halving.
class Components {
 public:
  explicit Components(size_t n) : parent_(n) {
    std::iota(parent_.begin(), parent_.end(), size_t{0});
  }
  size_t Find(size_t v) {
    while (parent_[v] != v) {
      parent_[v] = parent_[parent_[v]];
      v = parent_[v];
    }
    return v;
  }
  bool Join(size_t a, size_t b) {
    a = Find(a);
    b = Find(b);
    if (a == b) return false;
    parent_[b] = a;
    return true;
  }

 private:
  std::vector<size_t> parent_;
};

// The Dreyfus-Wagner DP: cost[mask][v] = the least weight of a connected
// subgraph holding the terminals in `mask` and v; built by merging two
// subtrees at v, then growing along edges (Dijkstra). Each value records
// how it was reached, and the tree is read back from the full mask at the
// first terminal. Fills best and tree; false if the terminals are not in
// one component.
bool SolveBySubsets(MinimumSteinerTreeInstance& instance) {
  const size_t n = static_cast<size_t>(instance.n);
  const size_t k = instance.terminals.size();
  const size_t full = (size_t{1} << k) - 1;
  std::vector<std::vector<std::pair<int64_t, int64_t>>> adjacent(n);  // {to, edge}.
  for (size_t e = 0; e < instance.edges.size(); ++e) {
    const std::vector<int64_t>& edge = instance.edges[e];
    adjacent[static_cast<size_t>(edge[0])].push_back({edge[1], static_cast<int64_t>(e)});
    adjacent[static_cast<size_t>(edge[1])].push_back({edge[0], static_cast<int64_t>(e)});
  }
  // how[mask][v]: -1 a terminal alone; >= 0 a merge of that submask and
  // the rest; < -1 grown along edge -(how + 2).
  std::vector<std::vector<int64_t>> cost(full + 1, std::vector<int64_t>(n, kNone));
  std::vector<std::vector<int64_t>> how(full + 1, std::vector<int64_t>(n, -1));
  for (size_t i = 0; i < k; ++i) cost[size_t{1} << i][static_cast<size_t>(instance.terminals[i])] = 0;
  using Entry = std::pair<int64_t, size_t>;
  for (size_t mask = 1; mask <= full; ++mask) {
    std::vector<int64_t>& here = cost[mask];
    for (size_t v = 0; v < n; ++v) {
      for (size_t sub = (mask - 1) & mask; sub > 0; sub = (sub - 1) & mask) {
        const int64_t a = cost[sub][v], b = cost[mask ^ sub][v];
        if (a < kNone && b < kNone && a + b < here[v]) {
          here[v] = a + b;
          how[mask][v] = static_cast<int64_t>(sub);
        }
      }
    }
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> queue;
    for (size_t v = 0; v < n; ++v) {
      if (here[v] < kNone) queue.push({here[v], v});
    }
    while (!queue.empty()) {
      const auto [d, v] = queue.top();
      queue.pop();
      if (d != here[v]) continue;
      for (const auto& [to, e] : adjacent[v]) {
        const int64_t nd = d + instance.edges[static_cast<size_t>(e)][2];
        if (nd < here[static_cast<size_t>(to)]) {
          here[static_cast<size_t>(to)] = nd;
          how[mask][static_cast<size_t>(to)] = -(e + 2);
          queue.push({nd, static_cast<size_t>(to)});
        }
      }
    }
  }
  const size_t root = static_cast<size_t>(instance.terminals[0]);
  if (cost[full][root] >= kNone) return false;
  instance.best = cost[full][root];
  // Read back without recursion. With positive weights an optimal
  // subgraph lists no edge twice and has no cycle, so this is a tree.
  instance.tree.clear();
  std::vector<std::pair<size_t, size_t>> stack = {{full, root}};
  while (!stack.empty()) {
    const auto [mask, v] = stack.back();
    stack.pop_back();
    const int64_t h = how[mask][v];
    if (h >= 0) {
      stack.push_back({static_cast<size_t>(h), v});
      stack.push_back({mask ^ static_cast<size_t>(h), v});
    } else if (h < -1) {
      const int64_t e = -h - 2;
      const std::vector<int64_t>& edge = instance.edges[static_cast<size_t>(e)];
      instance.tree.push_back(e);
      stack.push_back({mask, static_cast<size_t>(edge[0] == static_cast<int64_t>(v) ? edge[1] : edge[0])});
    }
  }
  return true;
}

// The other exact method: an optimal subgraph is a minimum spanning tree of
// the subgraph induced by the terminals and some set S of the other
// vertices, so try every S (Kruskal over the edges sorted once).
bool SolveByVertexSets(MinimumSteinerTreeInstance& instance) {
  const size_t n = static_cast<size_t>(instance.n);
  std::vector<bool> terminal(n, false);
  for (const int64_t t : instance.terminals) terminal[static_cast<size_t>(t)] = true;
  std::vector<size_t> others;
  for (size_t v = 0; v < n; ++v) {
    if (!terminal[v]) others.push_back(v);
  }
  std::vector<int64_t> order(instance.edges.size());
  std::iota(order.begin(), order.end(), int64_t{0});
  std::stable_sort(order.begin(), order.end(), [&instance](int64_t a, int64_t b) {
    return instance.edges[static_cast<size_t>(a)][2] < instance.edges[static_cast<size_t>(b)][2];
  });
  bool found = false;
  std::vector<bool> in(n);
  std::vector<int64_t> tree;
  for (size_t set = 0; set < (size_t{1} << others.size()); ++set) {
    in = terminal;
    size_t vertices = instance.terminals.size();
    for (size_t i = 0; i < others.size(); ++i) {
      if ((set >> i) & 1) {
        in[others[i]] = true;
        ++vertices;
      }
    }
    Components components(n);
    int64_t weight = 0;
    tree.clear();
    for (const int64_t e : order) {
      const std::vector<int64_t>& edge = instance.edges[static_cast<size_t>(e)];
      const size_t u = static_cast<size_t>(edge[0]), v = static_cast<size_t>(edge[1]);
      if (in[u] && in[v] && components.Join(u, v)) {
        weight += edge[2];
        tree.push_back(e);
      }
    }
    if (tree.size() + 1 != vertices) continue;  // Not connected.
    if (!found || weight < instance.best) {
      found = true;
      instance.best = weight;
      instance.tree = tree;
    }
  }
  return found;
}

// The cheaper exact method, then a leaf's edge last, leaf second: every
// leaf of an optimal tree is a terminal that no other chosen edge touches,
// so a last-digit change of the reference drops a terminal (invalid).
absl::Status Solve(MinimumSteinerTreeInstance& instance) {
  const int64_t n = instance.n, k = static_cast<int64_t>(instance.terminals.size());
  const int64_t e = static_cast<int64_t>(instance.edges.size());
  int64_t pow3 = 1;
  for (int64_t i = 0; i < k; ++i) pow3 *= 3;
  const int64_t by_subsets = pow3 * n + (int64_t{1} << k) * (e + n) * 4;
  const int64_t by_vertex_sets = (int64_t{1} << (n - k)) * (e + n);
  const bool ok = by_subsets <= by_vertex_sets ? SolveBySubsets(instance)
                                               : SolveByVertexSets(instance);
  if (!ok) return BadInstance("terminals", "must lie in one component of the graph");
  std::vector<int64_t> degree(static_cast<size_t>(n), 0);
  for (const int64_t t : instance.tree) {
    ++degree[static_cast<size_t>(instance.edges[static_cast<size_t>(t)][0])];
    ++degree[static_cast<size_t>(instance.edges[static_cast<size_t>(t)][1])];
  }
  const auto leaf = std::find_if(instance.tree.begin(), instance.tree.end(), [&](int64_t t) {
    const std::vector<int64_t>& edge = instance.edges[static_cast<size_t>(t)];
    return degree[static_cast<size_t>(edge[0])] == 1 || degree[static_cast<size_t>(edge[1])] == 1;
  });
  if (leaf != instance.tree.end()) std::rotate(leaf, leaf + 1, instance.tree.end());
  return absl::OkStatus();
}

class MinimumSteinerTreeEnvironment final
    : public environments::LadderEnvironment<MinimumSteinerTreeInstance> {
 public:
  MinimumSteinerTreeEnvironment()
      : LadderEnvironment(
            {"minimum_steiner_tree", "RLVE-Gym:MinimumSteinerTree", kMaxDifficulty,
             "Choose edges of a weighted undirected graph that connect K given vertices, of least "
             "total weight (RLVE MinimumSteinerTree).",
             /*difficulty_help=*/"N = d + 4 vertices (12 at d = 8; 20 at the top, d = 16); a "
             "random spanning tree plus other edges up to 10%..100% of the pairs, weights in "
             "1..N; K uniform in 3..N-1 terminals"},
            {"RLVE MinimumSteinerTree ladder: -1 unparseable or an odd count, -0.5 not a "
             "connected set of the graph's edges touching every terminal, else (optimum / "
             "weight)^beta.", /*beta=*/5}) {}

 protected:
  MinimumSteinerTreeInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = difficulty + 4;
    const int64_t pairs = n * (n - 1) / 2;
    std::vector<int64_t> densities;
    for (int64_t p = 10; p <= 100; p += 10) {
      if (p * pairs / 100 > n - 1) densities.push_back(p);
    }
    const int64_t density = densities[static_cast<size_t>(
        rng.Uniform(0, static_cast<int64_t>(densities.size()) - 1))];
    const int64_t num_edges = density * pairs / 100;

    MinimumSteinerTreeInstance instance;
    instance.n = n;
    std::vector<bool> taken(static_cast<size_t>(n * n), false);
    for (std::vector<int64_t>& edge : environments::RandomTreeEdges(n, 0, rng)) {
      taken[static_cast<size_t>(edge[0] * n + edge[1])] = true;
      instance.edges.push_back(std::move(edge));
    }
    // The other pairs u < v in a fixed order, shuffled: a uniform subset.
    std::vector<int64_t> others;
    for (int64_t u = 0; u < n; ++u) {
      for (int64_t v = u + 1; v < n; ++v) {
        if (!taken[static_cast<size_t>(u * n + v)]) others.push_back(u * n + v);
      }
    }
    rng.Shuffle(others);
    for (size_t i = 0; i < others.size() && static_cast<int64_t>(instance.edges.size()) < num_edges;
         ++i) {
      instance.edges.push_back({others[i] / n, others[i] % n});
    }
    for (std::vector<int64_t>& edge : instance.edges) edge.push_back(rng.Uniform(1, n));
    rng.Shuffle(instance.edges);
    const int64_t k = rng.Uniform(3, std::min<int64_t>(kMaxTerminals, n - 1));
    std::vector<int64_t> vertices(static_cast<size_t>(n));
    std::iota(vertices.begin(), vertices.end(), int64_t{0});
    rng.Shuffle(vertices);
    instance.terminals.assign(vertices.begin(), vertices.begin() + static_cast<std::ptrdiff_t>(k));
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<MinimumSteinerTreeInstance>& fields) const override {
    using I = MinimumSteinerTreeInstance;
    fields.Int("n", &I::n, 2, kMaxVertices)
        .IntRows("edges", &I::edges, [](const I& x) { return x.n * (x.n - 1) / 2; }, 3, 0,
                 kMaxWeight)
        .Ints("terminals", &I::terminals, [](const I& x) { return std::min(x.n, kMaxTerminals); },
              0, [](const I& x) { return x.n - 1; });
  }
  absl::Status Finish(MinimumSteinerTreeInstance& instance) const override {
    const int64_t n = instance.n;
    instance.edge_at.assign(static_cast<size_t>(n * n), -1);
    for (size_t i = 0; i < instance.edges.size(); ++i) {
      const int64_t u = instance.edges[i][0], v = instance.edges[i][1];
      const std::string field = absl::StrCat("edges[", i, "]");
      if (u >= n || v >= n) return BadInstance(field, "no such vertex");
      if (u == v) return BadInstance(field, "a self-loop");
      if (instance.edges[i][2] < 1) return BadInstance(field, "weight must be 1..10^6");
      if (instance.edge_at[static_cast<size_t>(u * n + v)] >= 0) {
        return BadInstance(field, "a repeated edge");
      }
      instance.edge_at[static_cast<size_t>(u * n + v)] = static_cast<int64_t>(i);
      instance.edge_at[static_cast<size_t>(v * n + u)] = static_cast<int64_t>(i);
    }
    if (instance.terminals.size() < 2) return BadInstance("terminals", "need at least 2");
    std::vector<bool> seen(static_cast<size_t>(n), false);
    for (const int64_t t : instance.terminals) {
      if (seen[static_cast<size_t>(t)]) return BadInstance("terminals", "a repeated vertex");
      seen[static_cast<size_t>(t)] = true;
    }
    return Solve(instance);
  }

  std::string Prompt(const MinimumSteinerTreeInstance& instance) const override {
    std::string edges;
    for (const std::vector<int64_t>& e : instance.edges) {
      absl::StrAppend(&edges, "(", e[0], ", ", e[1], ", ", e[2], ")\n");
    }
    return absl::StrCat(
        "An undirected graph has ", instance.n, " vertices, numbered 0 through ",
        instance.n - 1, ", and the weighted edges listed below, one per line; a line "
        "(u, v, w) is an edge joining u and v (usable in either direction) of weight w:\n",
        edges, "\nThese ", instance.terminals.size(), " vertices must be connected: ",
        absl::StrJoin(instance.terminals, " "),
        "\n\nChoose some of the edges, T = [(u_1, v_1, w_1), ..., (u_k, v_k, w_k)], so that "
        "the chosen edges form one connected graph that touches every one of those vertices "
        "(other vertices may be used too), and so that the total weight "
        "w_1 + w_2 + ... + w_k is as small as possible.\n\n"
        "Give the two ends of each chosen edge, edge after edge: u_1 v_1 u_2 v_2 ... u_k v_k, "
        "on one line with spaces between the numbers, inside <answer> </answer> tags. For "
        "instance, <answer>0 1 1 2 2 3</answer> chooses the edges (0, 1, w_1), (1, 2, w_2) "
        "and (2, 3, w_3).");
  }

  std::string Reference(const MinimumSteinerTreeInstance& instance) const override {
    const std::vector<int64_t>& tree = instance.tree;
    std::vector<int64_t> degree(static_cast<size_t>(instance.n), 0);
    for (const int64_t t : tree) {
      ++degree[static_cast<size_t>(instance.edges[static_cast<size_t>(t)][0])];
      ++degree[static_cast<size_t>(instance.edges[static_cast<size_t>(t)][1])];
    }
    std::string answer;
    for (size_t i = 0; i < tree.size(); ++i) {
      int64_t u = instance.edges[static_cast<size_t>(tree[i])][0];
      int64_t v = instance.edges[static_cast<size_t>(tree[i])][1];
      // The last edge ends with its leaf (Solve put a leaf's edge last).
      if (i + 1 == tree.size() && degree[static_cast<size_t>(u)] == 1) std::swap(u, v);
      absl::StrAppend(&answer, answer.empty() ? "" : " ", u, " ", v);
    }
    return environments::AnswerTagged(answer);
  }

  absl::StatusOr<Verdict> Grade(const MinimumSteinerTreeInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    // Every token an integer and an even count (nothing kept) first.
    const std::optional<parsing::IntegerTokens> all = parsing::ParseIntegerTokens(*answer, 0);
    if (!all || all->count % 2 != 0) return environments::Unparsed();
    const int64_t n = instance.n;
    std::vector<bool> touched(static_cast<size_t>(n), false);
    Components components(static_cast<size_t>(n));
    // An edge may be listed again (RLVE sums it again): the total stays
    // below 2^62 for any output shorter than 2^40 bytes.
    int64_t total = 0;
    int64_t pending = -1;  // The first end of the pair being read.
    absl::string_view rest = *answer;
    while (true) {
      while (!rest.empty() && parsing::IsAsciiSpace(rest.front())) rest.remove_prefix(1);
      if (rest.empty()) break;
      size_t end = 0;
      while (end < rest.size() && !parsing::IsAsciiSpace(rest[end])) ++end;
      const int64_t value = parsing::ParseIntegerTokens(rest.substr(0, end), 1)->values[0];
      rest.remove_prefix(end);
      // Range first: negatives and kHugeToken must not index anything.
      if (value < 0 || value >= n) return environments::Invalid();
      if (pending < 0) {
        pending = value;
        continue;
      }
      const int64_t e = instance.edge_at[static_cast<size_t>(pending * n + value)];
      if (e < 0) return environments::Invalid();  // Not an edge (or u = v).
      touched[static_cast<size_t>(pending)] = touched[static_cast<size_t>(value)] = true;
      components.Join(static_cast<size_t>(pending), static_cast<size_t>(value));
      total += instance.edges[static_cast<size_t>(e)][2];
      pending = -1;
    }
    for (const int64_t t : instance.terminals) {
      if (!touched[static_cast<size_t>(t)]) return environments::Invalid();
    }
    const size_t root = components.Find(static_cast<size_t>(instance.terminals[0]));
    for (int64_t v = 0; v < n; ++v) {
      if (touched[static_cast<size_t>(v)] && components.Find(static_cast<size_t>(v)) != root) {
        return environments::Invalid();  // Not connected.
      }
    }
    return environments::Graded(instance.best, total, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace minimum_steiner_tree_cc

absl::Status RegisterMinimumSteinerTreeEnvironment(Catalog& catalog,
                                                   const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<MinimumSteinerTreeEnvironment>());
}

}  // namespace referee

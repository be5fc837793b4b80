#include "verifiers/environments/graphs/minimum_directed_spanning_tree.h"

#include "verifiers/environments/graphs/graph_prompt.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace minimum_directed_spanning_tree_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 25;  // N = 93.
constexpr int64_t kMaxVertices = 100;
constexpr int64_t kMaxWeight = 1000000;

struct MinimumDirectedSpanningTreeInstance {
  int64_t n = 0;
  int64_t root = 0;
  std::vector<std::vector<int64_t>> edges;  // {s, t}, in prompt order.
  std::vector<int64_t> weights;             // weights[i] of edges[i].
  // Derived (Finish): edge_at[s * n + t] = the index of edge s -> t, -1 if
  // none; the least weight and the edges (indices) of an optimal
  // arborescence.
  std::vector<int64_t> edge_at;
  int64_t best = 0;
  std::vector<int64_t> tree;
};

struct Arc {
  int64_t from = 0, to = 0, weight = 0;
  size_t origin = 0;  // The index of the arc it stands for one level up.
};

// Chu-Liu/Edmonds: the arcs (indices into `arcs`) of a least-weight
// arborescence on 0..n-1 rooted at `root`, one entering each other vertex;
// nullopt if some vertex has no incoming arc (callers check reachability
// first, so then none is missing at any depth). Each vertex takes its
// cheapest incoming arc; if these close cycles, each cycle becomes one
// vertex, an arc entering a cycle at v costs its weight less that of v's
// cheapest arc, and the contracted graph is solved the same way; the arc it
// picks entering a cycle replaces the cycle's arc into that vertex.
std::optional<std::vector<size_t>> Arborescence(int64_t n, int64_t root,
                                                const std::vector<Arc>& arcs) {
  const size_t size = static_cast<size_t>(n);
  constexpr size_t kNone = static_cast<size_t>(-1);
  std::vector<size_t> cheapest(size, kNone);
  for (size_t i = 0; i < arcs.size(); ++i) {
    const Arc& a = arcs[i];
    if (a.to == root || a.from == a.to) continue;
    size_t& c = cheapest[static_cast<size_t>(a.to)];
    if (c == kNone || a.weight < arcs[c].weight) c = i;
  }
  for (int64_t v = 0; v < n; ++v) {
    if (v != root && cheapest[static_cast<size_t>(v)] == kNone) return std::nullopt;
  }
  // The cycles of the cheapest arcs: walk back from each vertex until the
  // root, a vertex seen on an earlier walk, or one seen on this walk (a
  // cycle, labelled from 0).
  std::vector<int64_t> walk(size, -1), cycle(size, -1);
  int64_t cycles = 0;
  for (int64_t v = 0; v < n; ++v) {
    int64_t u = v;
    while (u != root && walk[static_cast<size_t>(u)] < 0) {
      walk[static_cast<size_t>(u)] = v;
      u = arcs[cheapest[static_cast<size_t>(u)]].from;
    }
    if (u == root || walk[static_cast<size_t>(u)] != v) continue;
    for (int64_t x = u; cycle[static_cast<size_t>(x)] < 0;
         x = arcs[cheapest[static_cast<size_t>(x)]].from) {
      cycle[static_cast<size_t>(x)] = cycles;
    }
    ++cycles;
  }
  std::vector<size_t> entering(size, kNone);
  if (cycles == 0) {
    for (int64_t v = 0; v < n; ++v) {
      if (v != root) entering[static_cast<size_t>(v)] = cheapest[static_cast<size_t>(v)];
    }
  } else {
    // Contract: cycle c is vertex c, the other vertices follow.
    std::vector<int64_t> id(size);
    int64_t m = cycles;
    for (size_t v = 0; v < size; ++v) id[v] = cycle[v] >= 0 ? cycle[v] : m++;
    std::vector<Arc> contracted;
    for (size_t i = 0; i < arcs.size(); ++i) {
      const Arc& a = arcs[i];
      const int64_t from = id[static_cast<size_t>(a.from)], to = id[static_cast<size_t>(a.to)];
      if (from == to || a.to == root) continue;
      const int64_t less = cycle[static_cast<size_t>(a.to)] >= 0
                               ? arcs[cheapest[static_cast<size_t>(a.to)]].weight
                               : 0;
      contracted.push_back({from, to, a.weight - less, i});
    }
    const std::optional<std::vector<size_t>> chosen =
        Arborescence(m, id[static_cast<size_t>(root)], contracted);
    if (!chosen) return std::nullopt;
    for (const size_t c : *chosen) {
      const size_t i = contracted[c].origin;
      entering[static_cast<size_t>(arcs[i].to)] = i;
    }
    // A cycle's other vertices keep their cheapest arcs.
    for (size_t v = 0; v < size; ++v) {
      if (static_cast<int64_t>(v) != root && entering[v] == kNone) entering[v] = cheapest[v];
    }
  }
  std::vector<size_t> out;
  for (int64_t v = 0; v < n; ++v) {
    if (v != root) out.push_back(entering[static_cast<size_t>(v)]);
  }
  return out;
}

absl::Status Solve(MinimumDirectedSpanningTreeInstance& instance) {
  const int64_t n = instance.n;
  instance.edge_at.assign(static_cast<size_t>(n * n), -1);
  std::vector<std::vector<int64_t>> out(static_cast<size_t>(n));
  std::vector<Arc> arcs;
  for (size_t i = 0; i < instance.edges.size(); ++i) {
    const int64_t s = instance.edges[i][0], t = instance.edges[i][1];
    const std::string field = absl::StrCat("edges[", i, "]");
    if (s == t) return BadInstance(field, "a self-loop");
    int64_t& at = instance.edge_at[static_cast<size_t>(s * n + t)];
    if (at >= 0) return BadInstance(field, "a repeated edge");
    at = static_cast<int64_t>(i);
    out[static_cast<size_t>(s)].push_back(t);
    arcs.push_back({s, t, instance.weights[i], i});
  }
  std::vector<bool> reached(static_cast<size_t>(n), false);
  std::vector<int64_t> queue = {instance.root};
  reached[static_cast<size_t>(instance.root)] = true;
  for (size_t i = 0; i < queue.size(); ++i) {
    for (const int64_t t : out[static_cast<size_t>(queue[i])]) {
      if (!reached[static_cast<size_t>(t)]) {
        reached[static_cast<size_t>(t)] = true;
        queue.push_back(t);
      }
    }
  }
  if (static_cast<int64_t>(queue.size()) != n) {
    return BadInstance("edges", "every vertex must be reachable from the root");
  }
  const std::optional<std::vector<size_t>> chosen = Arborescence(n, instance.root, arcs);
  if (!chosen) return absl::InternalError("no arborescence although all is reachable");
  instance.tree.clear();
  instance.best = 0;
  for (const size_t i : *chosen) {
    instance.tree.push_back(static_cast<int64_t>(i));
    instance.best += instance.weights[i];
  }
  return absl::OkStatus();
}

class MinimumDirectedSpanningTreeEnvironment final
    : public environments::LadderEnvironment<MinimumDirectedSpanningTreeInstance> {
 public:
  MinimumDirectedSpanningTreeEnvironment()
      : LadderEnvironment(
            {"minimum_directed_spanning_tree",
             "RLVE-Gym:MinimumDirectedSpanningTree", kMaxDifficulty,
             "Choose the N-1 edges of a least-weight spanning arborescence of a weighted directed "
             "graph, rooted at a given vertex (RLVE MinimumDirectedSpanningTree).",
             /*difficulty_help=*/"N = 4, then floor(1.1 N) + 1 per level (14 at d = 8, 93 at the "
             "top, d = 25); a random arborescence plus random edges up to M = floor(p N(N-1)), p "
             "one of 10%..90% with M > N - 1; weights uniform in 1..M"},
            {"RLVE MinimumDirectedSpanningTree ladder: -1 unparseable or an odd count, -0.5 not "
             "a spanning arborescence of the graph at the root, else (optimum / weight)^beta.",
              /*beta=*/5}) {}

 protected:
  MinimumDirectedSpanningTreeInstance Make(int difficulty, tasks::Rng& rng) const override {
    MinimumDirectedSpanningTreeInstance instance;
    const int64_t n = environments::RlveGrowth(4, difficulty);
    instance.n = n;
    // RLVE's densities (tenths) with more than N - 1 edges; 90% always is.
    std::vector<int64_t> densities;
    for (const int64_t p : {1, 2, 3, 4, 5, 7, 9}) {
      if (p * n * (n - 1) / 10 > n - 1) densities.push_back(p);
    }
    const int64_t p = densities[static_cast<size_t>(
        rng.Uniform(0, static_cast<int64_t>(densities.size()) - 1))];
    const int64_t num_edges = p * n * (n - 1) / 10;
    std::vector<int64_t> order(static_cast<size_t>(n));
    for (int64_t v = 0; v < n; ++v) order[static_cast<size_t>(v)] = v;
    rng.Shuffle(order);
    instance.root = order[0];
    std::vector<bool> taken(static_cast<size_t>(n * n), false);
    for (int64_t i = 1; i < n; ++i) {
      const int64_t s = order[static_cast<size_t>(rng.Uniform(0, i - 1))];
      const int64_t t = order[static_cast<size_t>(i)];
      taken[static_cast<size_t>(s * n + t)] = true;
      instance.edges.push_back({s, t});
      instance.weights.push_back(rng.Uniform(1, num_edges));
    }
    // The other ordered pairs in a fixed order, shuffled: a uniform sample.
    std::vector<int64_t> others;
    for (int64_t s = 0; s < n; ++s) {
      for (int64_t t = 0; t < n; ++t) {
        if (s != t && !taken[static_cast<size_t>(s * n + t)]) others.push_back(s * n + t);
      }
    }
    rng.Shuffle(others);
    for (size_t i = 0; static_cast<int64_t>(instance.edges.size()) < num_edges; ++i) {
      instance.edges.push_back({others[i] / n, others[i] % n});
      instance.weights.push_back(rng.Uniform(1, num_edges));
    }
    // Shuffle the edges with their weights (else the planted tree is first).
    std::vector<int64_t> shown(instance.edges.size());
    for (size_t i = 0; i < shown.size(); ++i) shown[i] = static_cast<int64_t>(i);
    rng.Shuffle(shown);
    std::vector<std::vector<int64_t>> edges;
    std::vector<int64_t> weights;
    for (const int64_t i : shown) {
      edges.push_back(instance.edges[static_cast<size_t>(i)]);
      weights.push_back(instance.weights[static_cast<size_t>(i)]);
    }
    instance.edges = std::move(edges);
    instance.weights = std::move(weights);
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<MinimumDirectedSpanningTreeInstance>& fields) const override {
    using I = MinimumDirectedSpanningTreeInstance;
    fields.Int("n", &I::n, 2, kMaxVertices)
        .Int("root", &I::root, 0, [](const I& x) { return x.n - 1; })
        .IntRows("edges", &I::edges, [](const I& x) { return x.n * (x.n - 1); }, 2, 0,
                 [](const I& x) { return x.n - 1; })
        .Ints("weights", &I::weights,
              [](const I& x) { return static_cast<int64_t>(x.edges.size()); }, 1, kMaxWeight)
        .SizedBy([](const I& x) { return static_cast<int64_t>(x.edges.size()); });
  }
  absl::Status Finish(MinimumDirectedSpanningTreeInstance& instance) const override {
    return Solve(instance);
  }

  std::string Prompt(const MinimumDirectedSpanningTreeInstance& instance) const override {
    const std::string edges = environments::WeightedEdgeLines(instance.edges, instance.weights);
    const int64_t k = instance.n - 1;
    return absl::StrCat(
        "A directed graph has ", instance.n, " vertices, numbered 0 through ", k,
        ", and the weighted one-way edges listed below, one per line; a line (s, t, w) is "
        "an edge leading from s to t whose weight is w:\n",
        edges,
        "\n\nChoose exactly k = ", instance.n, " - 1 = ", k,
        " of these edges so that they form a spanning arborescence rooted at vertex ",
        instance.root, ": following the chosen edges in their direction, every vertex can "
        "be reached from vertex ", instance.root, ", each vertex other than ", instance.root,
        " is entered by exactly one chosen edge, and the chosen edges contain no cycle. "
        "Make the total weight of the chosen edges as small as possible.\n\n"
        "Give the start and end of each chosen edge, edge after edge: s_1 t_1 s_2 t_2 ... "
        "s_k t_k, on one line with spaces between the numbers, enclosed in <answer> "
        "</answer> tags. For instance, with 4 vertices and root 0, <answer>0 1 0 2 2 "
        "3</answer> chooses the edges 0 -> 1, 0 -> 2 and 2 -> 3.");
  }

  // Any order serves the properties test: a last-digit change of the last
  // number t leaves t without an incoming edge (so unreachable): invalid.
  std::string Reference(const MinimumDirectedSpanningTreeInstance& instance) const override {
    std::string answer;
    for (const int64_t e : instance.tree) {
      const std::vector<int64_t>& edge = instance.edges[static_cast<size_t>(e)];
      absl::StrAppend(&answer, answer.empty() ? "" : " ", edge[0], " ", edge[1]);
    }
    return environments::AnswerTagged(answer);
  }

  absl::StatusOr<Verdict> Grade(const MinimumDirectedSpanningTreeInstance& instance,
                                const VerifyInput& input) const override {
    const int64_t n = instance.n;
    const size_t want = static_cast<size_t>(2 * (n - 1));
    const auto answer = environments::FinalIntegers(input.output, want);
    if (!answer || answer->count % 2 != 0) return environments::Unparsed();
    if (answer->count != want) return environments::Invalid();
    // parent[t] = s for each pair s t: every vertex but the root once.
    std::vector<int64_t> parent(static_cast<size_t>(n), -1);
    std::vector<std::vector<int64_t>> children(static_cast<size_t>(n));
    int64_t total = 0;  // At most 99 edges of weight <= 10^6.
    for (size_t i = 0; i < want; i += 2) {
      const int64_t s = answer->values[i], t = answer->values[i + 1];
      // Range first: negatives and kHugeToken must not index.
      if (s < 0 || s >= n || t < 0 || t >= n || s == t) return environments::Invalid();
      if (t == instance.root || parent[static_cast<size_t>(t)] >= 0) {
        return environments::Invalid();  // Into the root, or entered twice.
      }
      parent[static_cast<size_t>(t)] = s;
      children[static_cast<size_t>(s)].push_back(t);
    }
    // N-1 pairs, each vertex but the root entered once: an arborescence iff
    // everything is reachable from the root (else a cycle cuts some off).
    std::vector<int64_t> queue = {instance.root};
    for (size_t i = 0; i < queue.size(); ++i) {
      for (const int64_t t : children[static_cast<size_t>(queue[i])]) queue.push_back(t);
    }
    if (static_cast<int64_t>(queue.size()) != n) return environments::Invalid();
    for (int64_t t = 0; t < n; ++t) {
      if (t == instance.root) continue;
      const int64_t e =
          instance.edge_at[static_cast<size_t>(parent[static_cast<size_t>(t)] * n + t)];
      if (e < 0) return environments::Invalid();  // Not an edge of the graph.
      total += instance.weights[static_cast<size_t>(e)];
    }
    return environments::Graded(instance.best, total, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace minimum_directed_spanning_tree_cc

absl::Status RegisterMinimumDirectedSpanningTreeEnvironment(Catalog& catalog,
                                                            const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<MinimumDirectedSpanningTreeEnvironment>());
}

}  // namespace referee

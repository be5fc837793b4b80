#include "verifiers/environments/graphs/graph_bridges.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace graph_bridges_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 25;  // N = 93.
constexpr int64_t kMaxVertices = 93;

struct GraphBridgesInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;  // {u, v}, in prompt order.
  // Derived (Finish): the bridges as {min, max}, sorted; bridge_index[u * n
  // + v] (u < v) is the bridge's index there, or -1.
  std::vector<std::pair<int64_t, int64_t>> bridges;
  std::vector<int64_t> bridge_index;
};

// The bridges of the graph, as {min, max} sorted: Tarjan's lowlink by an
// explicit stack (no recursion however deep the search goes). An edge
// (parent, v) of the search tree is a bridge iff no vertex of v's subtree
// reaches, by one back edge, a vertex discovered before v.
std::vector<std::pair<int64_t, int64_t>> Bridges(int64_t n,
                                                 const std::vector<std::vector<int64_t>>& edges) {
  const size_t size = static_cast<size_t>(n);
  std::vector<std::vector<std::pair<int64_t, size_t>>> adjacent(size);  // (vertex, edge id)
  for (size_t e = 0; e < edges.size(); ++e) {
    adjacent[static_cast<size_t>(edges[e][0])].push_back({edges[e][1], e});
    adjacent[static_cast<size_t>(edges[e][1])].push_back({edges[e][0], e});
  }
  std::vector<int64_t> discovered(size, -1), low(size, 0);
  std::vector<size_t> parent_edge(size, edges.size()), next(size, 0);
  std::vector<int64_t> stack;
  std::vector<std::pair<int64_t, int64_t>> bridges;
  int64_t timer = 0;
  for (int64_t root = 0; root < n; ++root) {
    if (discovered[static_cast<size_t>(root)] >= 0) continue;
    discovered[static_cast<size_t>(root)] = low[static_cast<size_t>(root)] = timer++;
    stack.push_back(root);
    while (!stack.empty()) {
      const size_t u = static_cast<size_t>(stack.back());
      if (next[u] < adjacent[u].size()) {
        const auto [v, e] = adjacent[u][next[u]++];
        if (e == parent_edge[u]) continue;
        const size_t w = static_cast<size_t>(v);
        if (discovered[w] < 0) {
          discovered[w] = low[w] = timer++;
          parent_edge[w] = e;
          stack.push_back(v);
        } else {
          low[u] = std::min(low[u], discovered[w]);
        }
        continue;
      }
      stack.pop_back();
      if (stack.empty()) break;
      const size_t p = static_cast<size_t>(stack.back());
      low[p] = std::min(low[p], low[u]);
      if (low[u] > discovered[p]) {
        bridges.push_back({std::min<int64_t>(static_cast<int64_t>(p), static_cast<int64_t>(u)),
                           std::max<int64_t>(static_cast<int64_t>(p), static_cast<int64_t>(u))});
      }
    }
  }
  std::sort(bridges.begin(), bridges.end());
  return bridges;
}

class GraphBridgesEnvironment final : public environments::LadderEnvironment<GraphBridgesInstance> {
 public:
  GraphBridgesEnvironment()
      : LadderEnvironment(
            {"graph_bridges", "RLVE-Gym:Bridge", kMaxDifficulty,
             "List every bridge of an undirected graph: the edges whose removal disconnects "
             "their two ends.",
             /*difficulty_help=*/"N = 4, then floor(1.1 N) + 1 per level (14 at d = 8; 93 at "
             "the top, d = 25); groups of vertices chained by one edge each, edge density "
             "among 2%, 5%, 10%..50% in steps of 5, 60%..90% in steps of 10 inside them"},
            {"RLVE Bridge ladder: -1 unparseable or an odd number of integers, -0.5 an edge "
             "listed twice or a pair that is not a bridge, else (bridges listed / "
             "bridges)^beta.", /*beta=*/5}) {}

 protected:
  GraphBridgesInstance Make(int difficulty, tasks::Rng& rng) const override {
    GraphBridgesInstance instance;
    const int64_t n = instance.n = environments::RlveGrowth(4, difficulty);
    std::vector<int64_t> counts;  // The distinct component counts, ascending.
    for (const int64_t c : {5, 10, 20, 30, 50, 70, 80}) {
      const int64_t count = c * n / 100;
      if (count >= 2 && std::find(counts.begin(), counts.end(), count) == counts.end()) {
        counts.push_back(count);
      }
    }
    const std::vector<int64_t> densities = {2, 5, 10, 15, 20, 25, 30, 35,
                                            40, 45, 50, 60, 70, 80, 90};  // Percent.
    const int64_t density =
        densities[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(densities.size()) - 1))];
    const int64_t groups =
        counts[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(counts.size()) - 1))];
    std::vector<int64_t> group(static_cast<size_t>(n));
    for (;;) {
      for (int64_t& g : group) g = rng.Uniform(0, groups - 1);
      if (std::find_if(group.begin(), group.end(), [&](int64_t g) { return g != group[0]; }) !=
          group.end()) {
        break;
      }
    }
    std::vector<std::vector<int64_t>> members(static_cast<size_t>(groups));
    for (int64_t v = 0; v < n; ++v) members[static_cast<size_t>(group[static_cast<size_t>(v)])].push_back(v);
    std::vector<std::vector<int64_t>>& edges = instance.edges;
    std::vector<std::vector<int64_t>> inside;  // Pairs inside a group.
    std::vector<int64_t> before;               // The vertices of the groups so far.
    for (const std::vector<int64_t>& vertices : members) {
      if (vertices.empty()) continue;
      if (!before.empty()) {
        const int64_t u =
            before[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(before.size()) - 1))];
        const int64_t v = vertices[static_cast<size_t>(
            rng.Uniform(0, static_cast<int64_t>(vertices.size()) - 1))];
        edges.push_back({std::min(u, v), std::max(u, v)});
      }
      for (size_t i = 0; i < vertices.size(); ++i) {
        for (size_t j = i + 1; j < vertices.size(); ++j) inside.push_back({vertices[i], vertices[j]});
      }
      before.insert(before.end(), vertices.begin(), vertices.end());
    }
    const int64_t target = density * n * (n - 1) / 200;
    const int64_t have = static_cast<int64_t>(edges.size());
    if (have < target) {
      // A uniform subset: the pairs in a fixed order, shuffled, a prefix kept.
      rng.Shuffle(inside);
      const int64_t extra = std::min(static_cast<int64_t>(inside.size()), target - have);
      edges.insert(edges.end(), inside.begin(), inside.begin() + extra);
    }
    rng.Shuffle(edges);
    return instance;
  }

  void DeclareFields(environments::InstanceFields<GraphBridgesInstance>& fields) const override {
    using I = GraphBridgesInstance;
    fields.Int("n", &I::n, 2, kMaxVertices).Edges("edges", &I::edges, [](const I& x) {
      return x.n;
    });
  }

  absl::Status Finish(GraphBridgesInstance& instance) const override {
    instance.bridges = Bridges(instance.n, instance.edges);
    if (instance.bridges.empty()) return BadInstance("edges", "the graph has no bridge");
    instance.bridge_index.assign(static_cast<size_t>(instance.n * instance.n), -1);
    for (size_t i = 0; i < instance.bridges.size(); ++i) {
      const auto [u, v] = instance.bridges[i];
      instance.bridge_index[static_cast<size_t>(u * instance.n + v)] = static_cast<int64_t>(i);
    }
    return absl::OkStatus();
  }

  std::string Prompt(const GraphBridgesInstance& instance) const override {
    return absl::StrCat(
        "Consider an **undirected graph** whose vertices are numbered 0 to ", instance.n - 1,
        ". It has ", instance.edges.size(), " edges, one per line; \"(u, v)\" joins vertex u "
        "and vertex v:\n",
        environments::EdgeTuples(instance.edges),
        "\n\nAn edge (u, v) is a **bridge** if deleting it (and only it) leaves no path "
        "between u and v. Find **all** bridges of this graph.\n\n"
        "Write them inside <answer> </answer> tags on one line as u_1 v_1 u_2 v_2 ... (the "
        "two ends of each bridge, the bridges in any order), separated by spaces; for "
        "example <answer>0 3 2 5</answer> names the bridges (0, 3) and (2, 5).");
  }

  std::string Reference(const GraphBridgesInstance& instance) const override {
    std::string answer;
    for (const auto& [u, v] : instance.bridges) {
      absl::StrAppend(&answer, answer.empty() ? "" : " ", u, " ", v);
    }
    return environments::AnswerTagged(answer);
  }

  absl::StatusOr<Verdict> Grade(const GraphBridgesInstance& instance,
                                const VerifyInput& input) const override {
    const size_t all = instance.bridges.size();
    // Two numbers per bridge; one more pair must repeat one or name another.
    const auto answer = environments::FinalIntegers(input.output, 2 * all + 2);
    if (!answer) return environments::Unparsed();
    if (answer->count % 2 != 0) return environments::Unparsed();  // RLVE's wrong_format.
    if (answer->count > 2 * all) return environments::Invalid();
    std::vector<bool> listed(all, false);
    for (size_t i = 0; i < answer->values.size(); i += 2) {
      const int64_t u = std::min(answer->values[i], answer->values[i + 1]);
      const int64_t v = std::max(answer->values[i], answer->values[i + 1]);
      // Range first: negatives and kHugeToken must not index.
      if (u < 0 || v >= instance.n) return environments::Invalid();
      const int64_t index = instance.bridge_index[static_cast<size_t>(u * instance.n + v)];
      if (index < 0 || listed[static_cast<size_t>(index)]) return environments::Invalid();
      listed[static_cast<size_t>(index)] = true;
    }
    return environments::Graded(static_cast<int64_t>(answer->values.size() / 2),
                                static_cast<int64_t>(all), input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace graph_bridges_cc

absl::Status RegisterGraphBridgesEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<GraphBridgesEnvironment>());
}

}  // namespace referee

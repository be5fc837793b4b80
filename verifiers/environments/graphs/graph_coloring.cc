#include "verifiers/environments/graphs/graph_coloring.h"

#include "verifiers/environments/graphs/graph_prompt.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace graph_coloring_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 96;
constexpr int64_t kMaxVertices = kMaxDifficulty + 4;
constexpr int64_t kGeneratedColors = 3;

struct GraphColoringInstance {
  int64_t n = 0;
  int64_t k = 0;
  std::vector<std::vector<int64_t>> edges;  // [u, v], in prompt order.
  std::vector<int64_t> colors;              // A proper colouring; or empty.
};

// How many edges join vertices of different colours (colors has n entries).
int64_t ProperEdges(const GraphColoringInstance& instance,
                    const std::vector<int64_t>& colors) {
  int64_t proper = 0;
  for (const std::vector<int64_t>& edge : instance.edges) {
    proper += colors[static_cast<size_t>(edge[0])] !=
                      colors[static_cast<size_t>(edge[1])]
                  ? 1
                  : 0;
  }
  return proper;
}

// colour[v] = the index of the non-blank line of `answer` listing v, if the
// lines partition 0..n-1 into at most k classes; nullopt otherwise. The
// answer's tokens must all be integers (checked before). Linear time; keeps
// at most n + 1 values of a line.
std::optional<std::vector<int64_t>> ClassOf(absl::string_view answer,
                                            int64_t n, int64_t k) {
  std::vector<int64_t> color(static_cast<size_t>(n), -1);
  int64_t lines = 0, listed = 0;
  while (!answer.empty()) {
    const size_t end = answer.find('\n');
    const absl::string_view line = answer.substr(0, end);
    answer = end == absl::string_view::npos ? absl::string_view()
                                            : answer.substr(end + 1);
    if (parsing::TrimAsciiSpace(line).empty()) continue;  // A blank line.
    // At most k lines get here: bounded allocations for any output.
    const std::optional<parsing::IntegerTokens> tokens =
        parsing::ParseIntegerTokens(line, static_cast<size_t>(n - listed + 1));
    if (!tokens) return std::nullopt;
    if (++lines > k || tokens->count > static_cast<size_t>(n - listed)) {
      return std::nullopt;
    }
    for (const int64_t v : tokens->values) {
      // Range first: negatives and kHugeToken must not index `color`.
      if (v < 0 || v >= n || color[static_cast<size_t>(v)] >= 0) {
        return std::nullopt;
      }
      color[static_cast<size_t>(v)] = lines - 1;
      ++listed;
    }
  }
  if (listed != n) return std::nullopt;
  return color;
}

class GraphColoringEnvironment final
    : public environments::LadderEnvironment<GraphColoringInstance> {
 public:
  GraphColoringEnvironment()
      : LadderEnvironment(
            {"graph_coloring", "Referee", kMaxDifficulty,
             "Colour the vertices of an undirected graph with at most K colours so that every "
             "edge joins two different colours (a planted colouring exists).",
             /*difficulty_help=*/"N = d + 4 vertices, K = 3 colours; edges only between the "
             "classes of a hidden balanced 3-colouring, density 40%..60% of those pairs"},
            {"RLVE-style colouring ladder: -1 unparseable, -0.5 not a partition of the vertices "
             "into at most K lines, else (edges between different classes / "
             "edges)^beta.", /*beta=*/5}) {}

 protected:
  GraphColoringInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = difficulty + 4;
    const int64_t k = kGeneratedColors;
    GraphColoringInstance instance;
    instance.n = n;
    instance.k = k;
    // A random order dealt round-robin: K non-empty classes of near-equal
    // size (n >= 4 > K).
    std::vector<int64_t> order(static_cast<size_t>(n));
    std::iota(order.begin(), order.end(), int64_t{0});
    rng.Shuffle(order);
    instance.colors.assign(static_cast<size_t>(n), 0);
    for (int64_t i = 0; i < n; ++i) {
      instance.colors[static_cast<size_t>(order[static_cast<size_t>(i)])] =
          i % k;
    }
    // The pairs in different classes in a fixed order, shuffled: a uniform
    // subset without rejection sampling.
    std::vector<int64_t> pairs;
    for (int64_t u = 0; u < n; ++u) {
      for (int64_t v = u + 1; v < n; ++v) {
        if (instance.colors[static_cast<size_t>(u)] !=
            instance.colors[static_cast<size_t>(v)]) {
          pairs.push_back(u * n + v);
        }
      }
    }
    // A narrow band: the prompt must grow with the level on average.
    const int64_t density = rng.Uniform(40, 60);
    const int64_t num_edges = std::max<int64_t>(
        1, density * static_cast<int64_t>(pairs.size()) / 100);
    rng.Shuffle(pairs);
    for (int64_t i = 0; i < num_edges; ++i) {
      const int64_t pair = pairs[static_cast<size_t>(i)];
      instance.edges.push_back({pair / n, pair % n});
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<GraphColoringInstance>& fields) const override {
    using I = GraphColoringInstance;
    fields.Int("n", &I::n, 1, kMaxVertices)
        .Int("k", &I::k, 1, [](const I& x) { return x.n; })
        .Edges("edges", &I::edges, [](const I& x) { return x.n; })
        .Ints("colors", &I::colors, [](const I& x) { return x.n; }, 0,
              [](const I& x) { return x.k - 1; })
        .SizedBy([](const I& x) { return x.n; })
        .Optional();
  }
  absl::Status Finish(GraphColoringInstance& instance) const override {
    if (!instance.colors.empty() &&
        ProperEdges(instance, instance.colors) != static_cast<int64_t>(instance.edges.size())) {
      return BadInstance("colors", "an edge joins two vertices of one colour");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const GraphColoringInstance& instance) const override {
    return absl::StrCat(
        environments::UndirectedGraphOpening(instance.n, instance.edges),
        "\n\nPlease color every vertex with one of **", instance.k,
        "** colors so that **no edge connects two vertices of the same "
        "color**.\n\n"
        "Output Format:\n"
        "Your final answer should list the color classes inside <answer> "
        "</answer> tags: at most ",
        instance.k,
        " lines, each line containing the vertices of one color separated "
        "by **spaces**, with every vertex appearing on exactly one line.\n",
        // A one-colour explicit instance must not show two lines.
        instance.k == 1
            ? "Example: <answer>\n0 1 2 3\n</answer>; this means all 4 "
              "vertices share the one color (assuming 4 vertices in total)."
            : "Example: <answer>\n0 2\n1 3\n</answer>; this means vertices 0 "
              "and 2 share one color and vertices 1 and 3 share another "
              "(assuming 4 vertices in total).");
  }

  std::string Reference(const GraphColoringInstance& instance) const override {
    // Explicit instances need not name a colouring; generated ones always do.
    if (instance.colors.empty()) return "";
    std::vector<std::vector<int64_t>> classes(static_cast<size_t>(instance.k));
    for (int64_t v = 0; v < instance.n; ++v) {
      classes[static_cast<size_t>(instance.colors[static_cast<size_t>(v)])]
          .push_back(v);
    }
    std::vector<std::string> lines;
    for (const std::vector<int64_t>& members : classes) {
      if (!members.empty()) lines.push_back(absl::StrJoin(members, " "));
    }
    return environments::AnswerTagged(absl::StrJoin(lines, "\n"));
  }

  absl::StatusOr<Verdict> Grade(const GraphColoringInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer =
        parsing::FinalAnswer(input.output);
    // Every token an integer (nothing kept), before any line is judged.
    if (!answer || !parsing::ParseIntegerTokens(*answer, 0)) {
      return environments::Unparsed();
    }
    const std::optional<std::vector<int64_t>> colors =
        ClassOf(*answer, instance.n, instance.k);
    if (!colors) return environments::Invalid();
    return environments::Graded(ProperEdges(instance, *colors),
                                static_cast<int64_t>(instance.edges.size()),
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace graph_coloring_cc

absl::Status RegisterGraphColoringEnvironment(Catalog& catalog,
                                              const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<GraphColoringEnvironment>());
}

}  // namespace referee

#include "verifiers/environments/graphs/minimum_chromatic_number.h"

#include <functional>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace minimum_chromatic_number_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 13;  // N = 18.
constexpr int64_t kMaxVertices = 18;

struct MinimumChromaticNumberInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;  // {u, v}, in prompt order.
  // Derived (Finish): an optimal colouring (0, 1, ...) and its size.
  std::vector<int64_t> colour;
  int64_t chromatic = 0;
};

class MinimumChromaticNumberEnvironment final
    : public environments::LadderEnvironment<MinimumChromaticNumberInstance> {
 public:
  MinimumChromaticNumberEnvironment()
      : LadderEnvironment(
            {"minimum_chromatic_number", "RLVE-Gym:MinimumChromaticNumber", kMaxDifficulty,
             "Colour the vertices of a graph, adjacent ones differently, with as few colours "
             "as possible.",
             /*difficulty_help=*/"N = 5 + d (13 at d = 8; 18 at the top, d = 13); edge density "
             "among 2%, 5%, 15%, 25%, ..., 95%"},
            {"RLVE MinimumChromaticNumber ladder: -1 unparseable, -0.5 not N colours, an edge "
             "with both ends alike or a colour past 64 bits, else (chromatic number / colours "
             "used)^beta.",
             /*beta=*/5}) {}

 protected:
  MinimumChromaticNumberInstance Make(int difficulty, tasks::Rng& rng) const override {
    MinimumChromaticNumberInstance instance;
    const int64_t n = instance.n = 5 + difficulty;
    std::vector<int64_t> densities;  // Percent.
    for (const int64_t p : {2, 5, 15, 25, 35, 45, 55, 65, 75, 85, 95}) {
      if (p * n * (n - 1) / 200 > 0) densities.push_back(p);
    }
    const int64_t density =
        densities[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(densities.size()) - 1))];
    std::vector<std::vector<int64_t>> pairs;
    for (int64_t u = 0; u < n; ++u) {
      for (int64_t v = u + 1; v < n; ++v) pairs.push_back({u, v});
    }
    rng.Shuffle(pairs);  // A uniform sample: a prefix.
    pairs.resize(static_cast<size_t>(density * n * (n - 1) / 200));
    rng.Shuffle(pairs);
    instance.edges = std::move(pairs);
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<MinimumChromaticNumberInstance>& fields) const override {
    using I = MinimumChromaticNumberInstance;
    fields.Int("n", &I::n, 2, kMaxVertices).Edges("edges", &I::edges, [](const I& x) {
      return x.n;
    });
  }

  absl::Status Finish(MinimumChromaticNumberInstance& instance) const override {
    const int64_t n = instance.n;
    const size_t size = static_cast<size_t>(n);
    std::vector<uint32_t> adjacent(size, 0);
    for (const std::vector<int64_t>& e : instance.edges) {
      adjacent[static_cast<size_t>(e[0])] |= uint32_t{1} << e[1];
      adjacent[static_cast<size_t>(e[1])] |= uint32_t{1} << e[0];
    }
    // Branch and bound: vertices by falling degree, each given a colour
    // already used or one new one, cut when the count cannot beat the best
    // (which starts at n: every vertex its own colour).
    std::vector<size_t> order(size);
    for (size_t v = 0; v < size; ++v) order[v] = v;
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
      return __builtin_popcount(adjacent[a]) > __builtin_popcount(adjacent[b]);
    });
    instance.chromatic = n;
    instance.colour.resize(size);
    for (size_t v = 0; v < size; ++v) instance.colour[v] = static_cast<int64_t>(v);
    std::vector<int64_t> colour(size, -1);
    std::vector<uint32_t> members(size, 0);  // The vertices of each colour.
    std::function<void(size_t, int64_t)> search = [&](size_t at, int64_t used) {
      if (used >= instance.chromatic) return;
      if (at == size) {
        instance.chromatic = used;
        instance.colour = colour;
        return;
      }
      const size_t v = order[at];
      for (int64_t c = 0; c <= used && c < instance.chromatic - 1; ++c) {
        if ((members[static_cast<size_t>(c)] & adjacent[v]) != 0) continue;
        colour[v] = c;
        members[static_cast<size_t>(c)] |= uint32_t{1} << v;
        search(at + 1, std::max(used, c + 1));
        members[static_cast<size_t>(c)] &= ~(uint32_t{1} << v);
      }
    };
    search(0, 0);
    // Renamed so that raising the last vertex's colour by one is wrong
    // (the registry's corruption test): vertex n-1 gets 0; if it has a
    // neighbour j, j's colour becomes 1 (a clash); else it joins vertex 0's
    // colour and 1 stays unused (a colour more).
    std::vector<int64_t>& c = instance.colour;
    const size_t last = size - 1;
    size_t partner = size;
    for (size_t j = 0; j < last && partner == size; ++j) {
      if ((adjacent[last] >> j) & 1) partner = j;
    }
    if (partner == size) c[last] = c[0];
    std::vector<int64_t> name(size, -1);
    name[static_cast<size_t>(c[last])] = 0;
    int64_t next = 1;
    if (partner != size) name[static_cast<size_t>(c[partner])] = next;
    ++next;  // 1 is taken by the partner, or left unused.
    for (size_t v = 0; v < size; ++v) {
      int64_t& label = name[static_cast<size_t>(c[v])];
      if (label < 0) label = next++;
    }
    for (int64_t& x : c) x = name[static_cast<size_t>(x)];
    return absl::OkStatus();
  }

  std::string Prompt(const MinimumChromaticNumberInstance& instance) const override {
    return absl::StrCat(
        "Consider an **undirected graph** whose vertices are numbered 0 to ", instance.n - 1,
        ". It has ", instance.edges.size(), " edges, one per line; \"(u, v)\" joins vertex u "
        "and vertex v:\n",
        environments::EdgeTuples(instance.edges),
        "\n\nGive every vertex i an integer colour c_i so that the two ends of every edge get "
        "different colours, using as **few distinct colours** as you can.\n\n"
        "Write the colours inside <answer> </answer> tags on one line as c_0 c_1 ... c_",
        instance.n - 1, " (the colour of vertex 0 first), separated by spaces; for example "
        "<answer>5 7 5</answer> gives vertices 0 and 2 colour 5 and vertex 1 colour 7 (for "
        "three vertices).");
  }

  std::string Reference(const MinimumChromaticNumberInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.colour, " "));
  }

  absl::StatusOr<Verdict> Grade(const MinimumChromaticNumberInstance& instance,
                                const VerifyInput& input) const override {
    const size_t n = static_cast<size_t>(instance.n);
    const auto answer = environments::FinalIntegers(input.output, n + 1);
    if (!answer) return environments::Unparsed();
    if (answer->count != n) return environments::Invalid();
    const std::vector<int64_t>& colour = answer->values;
    for (const int64_t c : colour) {
      if (c == parsing::kHugeToken) return environments::Invalid();  // Past 64 bits.
    }
    for (const std::vector<int64_t>& e : instance.edges) {
      if (colour[static_cast<size_t>(e[0])] == colour[static_cast<size_t>(e[1])]) {
        return environments::Invalid();
      }
    }
    std::vector<int64_t> distinct = colour;
    std::sort(distinct.begin(), distinct.end());
    const int64_t used = std::unique(distinct.begin(), distinct.end()) - distinct.begin();
    // used >= chromatic for a proper colouring.
    return environments::Graded(instance.chromatic, used, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace minimum_chromatic_number_cc

absl::Status RegisterMinimumChromaticNumberEnvironment(Catalog& catalog,
                                                       const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<MinimumChromaticNumberEnvironment>());
}

}  // namespace referee

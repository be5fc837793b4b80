#include "verifiers/environments/graphs/cycle_counting.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/trees.h"

namespace referee {
inline namespace cycle_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 12;
constexpr int64_t kMaxN = 16;
constexpr int64_t kDensities[] = {25, 45, 65, 85};  // Percent.

struct CycleCountingInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;
  std::string answer;  // Derived: the number of simple cycles.
};

std::string CountCycles(int64_t n, const std::vector<std::vector<int64_t>>& edges) {
  std::vector<uint32_t> adjacent(static_cast<size_t>(n), 0);
  for (const std::vector<int64_t>& e : edges) {
    adjacent[static_cast<size_t>(e[0])] |= 1u << e[1];
    adjacent[static_cast<size_t>(e[1])] |= 1u << e[0];
  }
  const uint32_t full = 1u << n;
  // paths[mask * n + v]: simple paths from the lowest vertex of mask,
  // visiting exactly mask, ending at v.
  std::vector<int64_t> paths(static_cast<size_t>(full) * static_cast<size_t>(n), 0);
  for (int64_t v = 0; v < n; ++v) {
    paths[(static_cast<size_t>(1) << v) * static_cast<size_t>(n) + static_cast<size_t>(v)] = 1;
  }
  int64_t closed = 0;  // Each cycle twice, once per direction.
  for (uint32_t mask = 1; mask < full; ++mask) {
    const int start = __builtin_ctz(mask);
    const int size = __builtin_popcount(mask);
    for (uint32_t ends = mask; ends != 0; ends &= ends - 1) {
      const int v = __builtin_ctz(ends);
      const int64_t count = paths[static_cast<size_t>(mask) * static_cast<size_t>(n) + static_cast<size_t>(v)];
      if (count == 0) continue;
      if (size >= 3 && (adjacent[static_cast<size_t>(v)] >> start & 1)) closed += count;
      // Extend to unvisited neighbours above the start.
      uint32_t next = adjacent[static_cast<size_t>(v)] & ~mask & ~((2u << start) - 1);
      for (; next != 0; next &= next - 1) {
        const int w = __builtin_ctz(next);
        paths[static_cast<size_t>(mask | (1u << w)) * static_cast<size_t>(n) + static_cast<size_t>(w)] += count;
      }
    }
  }
  return absl::StrCat(closed / 2);
}

class CycleCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<CycleCountingInstance> {
 public:
  CycleCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"cycle_counting", "RLVE-Gym:CycleCounting", kMaxDifficulty,
             "Count the simple cycles of an undirected graph.",
             /*difficulty_help=*/"N = d + 4 vertices; floor(p N (N-1) / 200) random edges, p "
             "uniform among 25, 45, 65, 85"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  CycleCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    CycleCountingInstance instance;
    const int64_t n = instance.n = difficulty + 4;
    const int64_t density = kDensities[rng.Uniform(0, 3)];
    instance.edges = environments::RandomEdgeSubset(
        n, density * n * (n - 1) / 200, rng);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<CycleCountingInstance>& fields) const override {
    fields.Int("n", &CycleCountingInstance::n, 2, kMaxN)
        .Edges("edges", &CycleCountingInstance::edges,
               [](const CycleCountingInstance& x) { return x.n; });
  }
  absl::Status Finish(CycleCountingInstance& instance) const override {
    instance.answer = CountCycles(instance.n, instance.edges);
    return absl::OkStatus();
  }
  std::string Prompt(const CycleCountingInstance& instance) const override {
    return absl::StrCat(
        "Here is an undirected graph on the ", instance.n, " vertices 0, 1, ..., ",
        instance.n - 1, ". Its edges are:\n", environments::EdgeTuples(instance.edges),
        "\n\nHow many simple cycles does the graph have? A simple cycle passes "
        "through at least 3 vertices and never repeats a vertex or an edge. A "
        "cycle is identified by its set of edges, so neither its starting "
        "vertex nor its direction matters: (0, 1, 2, 3) and (1, 0, 3, 2) are "
        "the same cycle, while (0, 1, 2, 3) and (1, 0, 2, 3) are different "
        "cycles.\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> "
        "tags.");
  }
};

}  // namespace
}  // namespace cycle_counting_cc

absl::Status RegisterCycleCountingEnvironment(Catalog& catalog,
                                              const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<CycleCountingEnvironment>());
}

}  // namespace referee

#include "verifiers/environments/graphs/even_degree_graph_partitioning.h"

#include "verifiers/environments/graphs/graph_prompt.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace even_degree_graph_partitioning_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 97;  // N = 100.
constexpr int64_t kMaxVertices = 100;

struct EvenDegreeGraphPartitioningInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;  // {u, v}, in prompt order.
  std::vector<int64_t> groups;              // Derived (Finish): a valid split, 1 or 2 each.
};

// How many vertices have an even number of neighbours in their own group
// (groups has n entries).
int64_t EvenVertices(const EvenDegreeGraphPartitioningInstance& instance,
                     const std::vector<int64_t>& groups) {
  std::vector<bool> odd(static_cast<size_t>(instance.n), false);
  for (const std::vector<int64_t>& e : instance.edges) {
    const size_t u = static_cast<size_t>(e[0]), v = static_cast<size_t>(e[1]);
    if (groups[u] == groups[v]) {
      odd[u] = !odd[u];
      odd[v] = !odd[v];
    }
  }
  return static_cast<int64_t>(std::count(odd.begin(), odd.end(), false));
}

// A valid split. With x_v in {0, 1} the group bit of v, the neighbours of
// v in its group number sum over u ~ v of (1 + x_u + x_v) mod 2, so "even"
// reads deg(v) x_v + sum_{u ~ v} x_u = deg(v) (mod 2): one linear equation
// per vertex, solvable for every graph (Gallai). Gauss-Jordan elimination
// over GF(2) on 64-bit words, free bits 0; group = x + 1. nullopt only if
// that theorem failed.
std::optional<std::vector<int64_t>> EvenSplit(const EvenDegreeGraphPartitioningInstance& instance) {
  const size_t n = static_cast<size_t>(instance.n);
  const size_t words = (n + 1 + 63) / 64;  // Column n holds the right-hand side.
  std::vector<std::vector<uint64_t>> rows(n, std::vector<uint64_t>(words, 0));
  auto flip = [&rows](size_t row, size_t column) {
    rows[row][column / 64] ^= uint64_t{1} << (column % 64);
  };
  auto bit = [&rows](size_t row, size_t column) {
    return (rows[row][column / 64] >> (column % 64)) & 1;
  };
  std::vector<int64_t> degree(n, 0);
  for (const std::vector<int64_t>& e : instance.edges) {
    const size_t u = static_cast<size_t>(e[0]), v = static_cast<size_t>(e[1]);
    flip(u, v);
    flip(v, u);
    ++degree[u];
    ++degree[v];
  }
  for (size_t v = 0; v < n; ++v) {
    if (degree[v] % 2 == 1) {
      flip(v, v);
      flip(v, n);
    }
  }
  std::vector<size_t> pivot_column;
  for (size_t column = 0; column < n; ++column) {
    const size_t rank = pivot_column.size();
    size_t pivot = rank;
    while (pivot < n && bit(pivot, column) == 0) ++pivot;
    if (pivot == n) continue;
    std::swap(rows[pivot], rows[rank]);
    for (size_t r = 0; r < n; ++r) {
      if (r == rank || bit(r, column) == 0) continue;
      for (size_t w = 0; w < words; ++w) rows[r][w] ^= rows[rank][w];
    }
    pivot_column.push_back(column);
  }
  for (size_t r = pivot_column.size(); r < n; ++r) {
    if (bit(r, n) != 0) return std::nullopt;  // 0 = 1: no solution.
  }
  std::vector<int64_t> groups(n, 1);
  for (size_t r = 0; r < pivot_column.size(); ++r) {
    groups[pivot_column[r]] = 1 + static_cast<int64_t>(bit(r, n));
  }
  // An isolated vertex may take either group. Changing the reference's last
  // label (what the registry-wide property test tries) must not give
  // another valid split: 2 -> 3 is no group, and moving a vertex with a
  // neighbour makes that neighbour's count odd.
  if (degree[n - 1] == 0) groups[n - 1] = 2;
  return groups;
}

class EvenDegreeGraphPartitioningEnvironment final
    : public environments::LadderEnvironment<EvenDegreeGraphPartitioningInstance> {
 public:
  EvenDegreeGraphPartitioningEnvironment()
      : LadderEnvironment(
            {"even_degree_graph_partitioning",
             "RLVE-Gym:EvenDegreeGraphPartitioning", kMaxDifficulty,
             "Split the vertices of an undirected graph into two groups so that every vertex has "
             "an even number of neighbours in its own group.",
             /*difficulty_help=*/"N = d + 3 vertices (11 at d = 8, 100 at the top, d = 97); "
             "even-degree graphs inside two hidden groups plus random pairs across them"},
            {"RLVE EvenDegreeGraphPartitioning ladder: -1 unparseable, -0.5 not N labels in {1, "
             "2}, else (vertices with an even same-group degree / N)^beta.", /*beta=*/10}) {}

 protected:
  EvenDegreeGraphPartitioningInstance Make(int difficulty, tasks::Rng& rng) const override {
    EvenDegreeGraphPartitioningInstance instance;
    const int64_t n = 3 + difficulty;
    instance.n = n;
    std::vector<int64_t> degree;
    auto join = [&instance, &degree](int64_t u, int64_t v) {
      instance.edges.push_back({std::min(u, v), std::max(u, v)});
      ++degree[static_cast<size_t>(u)];
      ++degree[static_cast<size_t>(v)];
    };
    // Inside one group: every degree ends even.
    auto build = [&rng, &degree, &join](const std::vector<int64_t>& group) {
      if (group.size() <= 2) return;
      const int64_t last = group.back();
      for (size_t i = 1; i + 1 < group.size(); ++i) {
        const int64_t k = rng.Uniform(0, static_cast<int64_t>(i));
        std::vector<int64_t> earlier(group.begin(), group.begin() + static_cast<std::ptrdiff_t>(i));
        rng.Shuffle(earlier);  // The first k: a uniform k-subset.
        for (int64_t j = 0; j < k; ++j) join(group[i], earlier[static_cast<size_t>(j)]);
      }
      // The odd-degree vertices are even in number (the degrees sum to an
      // even total), so the last vertex ends even too.
      for (size_t i = 0; i + 1 < group.size(); ++i) {
        if (degree[static_cast<size_t>(group[i])] % 2 == 1) join(last, group[i]);
      }
    };
    while (instance.edges.empty()) {
      degree.assign(static_cast<size_t>(n), 0);
      std::vector<int64_t> order(static_cast<size_t>(n));
      std::iota(order.begin(), order.end(), int64_t{0});
      rng.Shuffle(order);
      const size_t cut = static_cast<size_t>(rng.Uniform(0, n));
      const std::vector<int64_t> first(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(cut));
      const std::vector<int64_t> second(order.begin() + static_cast<std::ptrdiff_t>(cut), order.end());
      build(first);
      build(second);
      if (!first.empty() && !second.empty()) {
        std::vector<std::pair<int64_t, int64_t>> across;
        for (const int64_t u : first) {
          for (const int64_t v : second) across.emplace_back(std::min(u, v), std::max(u, v));
        }
        const int64_t k = rng.Uniform(0, static_cast<int64_t>(across.size()));
        rng.Shuffle(across);
        for (int64_t j = 0; j < k; ++j) {
          const auto& [u, v] = across[static_cast<size_t>(j)];
          instance.edges.push_back({u, v});
        }
      }
    }
    rng.Shuffle(instance.edges);
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<EvenDegreeGraphPartitioningInstance>& fields) const override {
    using I = EvenDegreeGraphPartitioningInstance;
    fields.Int("n", &I::n, 2, kMaxVertices).Edges("edges", &I::edges, [](const I& x) {
      return x.n;
    });
  }
  absl::Status Finish(EvenDegreeGraphPartitioningInstance& instance) const override {
    // RLVE never draws an edgeless graph, where every answer would be right.
    if (instance.edges.empty()) return BadInstance("edges", "must hold at least one edge");
    std::optional<std::vector<int64_t>> groups = EvenSplit(instance);
    if (!groups || EvenVertices(instance, *groups) != instance.n) {
      return absl::InternalError("even_degree_graph_partitioning: no even split found");
    }
    instance.groups = *std::move(groups);
    return absl::OkStatus();
  }

  std::string Prompt(const EvenDegreeGraphPartitioningInstance& instance) const override {
    return absl::StrCat(
        environments::UndirectedGraphOpening(instance.n, instance.edges),
        "\n\nPut every vertex into exactly one of two groups, group 1 or group 2 (a group may "
        "stay empty), so that each vertex has an **even** number of neighbours inside its own "
        "group (zero counts as even).\n\n"
        "Write ",
        instance.n,
        " integers inside <answer> </answer> tags on one line, separated by spaces: the i-th "
        "is the group (1 or 2) of vertex i, for i = 0, 1, ..., ",
        instance.n - 1, ".");
  }

  std::string Reference(const EvenDegreeGraphPartitioningInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.groups, " "));
  }

  absl::StatusOr<Verdict> Grade(const EvenDegreeGraphPartitioningInstance& instance,
                                const VerifyInput& input) const override {
    const auto answer = environments::FinalIntegers(input.output, static_cast<size_t>(instance.n));
    if (!answer) return environments::Unparsed();
    if (answer->count != static_cast<size_t>(instance.n)) return environments::Invalid();
    for (const int64_t g : answer->values) {
      if (g != 1 && g != 2) return environments::Invalid();
    }
    return environments::Graded(EvenVertices(instance, answer->values), instance.n,
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace even_degree_graph_partitioning_cc

absl::Status RegisterEvenDegreeGraphPartitioningEnvironment(Catalog& catalog,
                                                            const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<EvenDegreeGraphPartitioningEnvironment>());
}

}  // namespace referee

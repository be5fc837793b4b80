#include "verifiers/environments/counting/clique_independent_set_partitioning_counting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace clique_independent_set_partitioning_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 97;
constexpr int64_t kStartN = 3;  // RLVE's N before any update.
constexpr int64_t kMaxN = 200;  // Explicit instances.

struct CliqueIndependentSetPartitioningCountingInstance {
  int64_t n = 2;
  std::vector<std::vector<int64_t>> edges;
  std::string answer;  // Derived: the count.
};

// The splits (S clique, T independent, both non-empty). A split graph's
// vertices sorted by degree (ties by label) with m the largest i such that
// deg(v_i) >= i - 1 split as the first m (a clique) and the rest (an
// independent set) (Hammer and Simeone 1981); if they do not, no split
// exists. From one split (S, T), any other moves at most one vertex x of S
// to T and at most one y of T to S (S minus the new S lies in the new,
// independent, T, and S is a clique; likewise the other way): the new S is
// a clique iff y has no non-neighbour in S besides x, the new T is
// independent iff x has no neighbour in T besides y.
std::string CountSplits(int64_t n, const std::vector<std::vector<int64_t>>& edges) {
  const size_t size = static_cast<size_t>(n);
  std::vector<std::vector<bool>> adjacent(size, std::vector<bool>(size, false));
  std::vector<int64_t> degree(size, 0);
  for (const std::vector<int64_t>& e : edges) {
    const size_t u = static_cast<size_t>(e[0]), v = static_cast<size_t>(e[1]);
    adjacent[u][v] = adjacent[v][u] = true;
    ++degree[u];
    ++degree[v];
  }
  std::vector<size_t> order(size);
  for (size_t v = 0; v < size; ++v) order[v] = v;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return degree[a] > degree[b]; });
  size_t m = 0;
  for (size_t i = 0; i < size; ++i) {
    if (degree[order[i]] >= static_cast<int64_t>(i)) m = i + 1;
  }
  const std::vector<size_t> clique(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(m));
  const std::vector<size_t> independent(order.begin() + static_cast<std::ptrdiff_t>(m), order.end());
  for (size_t i = 0; i < clique.size(); ++i) {
    for (size_t j = i + 1; j < clique.size(); ++j) {
      if (!adjacent[clique[i]][clique[j]]) return "0";
    }
  }
  for (size_t i = 0; i < independent.size(); ++i) {
    for (size_t j = i + 1; j < independent.size(); ++j) {
      if (adjacent[independent[i]][independent[j]]) return "0";
    }
  }
  // across[x] (x in S): its neighbours in T; missing[y] (y in T): its
  // non-neighbours in S.
  std::vector<int64_t> across(size, 0), missing(size, 0);
  for (const size_t x : clique) {
    for (const size_t y : independent) {
      if (adjacent[x][y]) {
        ++across[x];
      } else {
        ++missing[y];
      }
    }
  }
  const int64_t s_size = static_cast<int64_t>(clique.size());
  const int64_t t_size = static_cast<int64_t>(independent.size());
  int64_t count = 0;
  // Index 0 of each side is "no vertex moves"; index i > 0 is vertex i - 1.
  for (size_t i = 0; i <= clique.size(); ++i) {
    for (size_t j = 0; j <= independent.size(); ++j) {
      const bool moves_x = i > 0, moves_y = j > 0;
      if (s_size - moves_x + moves_y == 0 || t_size - moves_y + moves_x == 0) continue;
      bool valid = true;
      if (moves_x) {
        const size_t x = clique[i - 1];
        valid = valid && across[x] - (moves_y && adjacent[x][independent[j - 1]] ? 1 : 0) == 0;
      }
      if (moves_y) {
        const size_t y = independent[j - 1];
        valid = valid && missing[y] - (moves_x && !adjacent[clique[i - 1]][y] ? 1 : 0) == 0;
      }
      count += valid ? 1 : 0;
    }
  }
  return absl::StrCat(count);
}

class CliqueIndependentSetPartitioningCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<
          CliqueIndependentSetPartitioningCountingInstance> {
 public:
  CliqueIndependentSetPartitioningCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"clique_independent_set_partitioning_counting",
             "RLVE-Gym:Clique_IndependentSet_Partitioning_Counting", kMaxDifficulty,
             "Count the splits of a graph's vertices into a non-empty clique and a non-empty "
             "independent set.",
             /*difficulty_help=*/"N = 3 + d vertices; a clique on a uniform sample of 2..N-1 "
             "vertices, the rest independent, plus a uniform number of uniform edges across"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  CliqueIndependentSetPartitioningCountingInstance Make(int difficulty,
                                                        tasks::Rng& rng) const override {
    CliqueIndependentSetPartitioningCountingInstance instance;
    const int64_t n = kStartN + difficulty;
    instance.n = n;
    const int64_t clique_size = rng.Uniform(2, n - 1);
    std::vector<int64_t> vertices(static_cast<size_t>(n));
    for (int64_t v = 0; v < n; ++v) vertices[static_cast<size_t>(v)] = v;
    rng.Shuffle(vertices);
    const std::vector<int64_t> clique(vertices.begin(), vertices.begin() + clique_size);
    const std::vector<int64_t> independent(vertices.begin() + clique_size, vertices.end());
    for (size_t i = 0; i < clique.size(); ++i) {
      for (size_t j = i + 1; j < clique.size(); ++j) {
        instance.edges.push_back(
            {std::min(clique[i], clique[j]), std::max(clique[i], clique[j])});
      }
    }
    std::vector<std::vector<int64_t>> across;
    for (const int64_t u : clique) {
      for (const int64_t v : independent) across.push_back({std::min(u, v), std::max(u, v)});
    }
    const int64_t kept = rng.Uniform(0, static_cast<int64_t>(across.size()));
    rng.Shuffle(across);
    instance.edges.insert(instance.edges.end(), across.begin(), across.begin() + kept);
    rng.Shuffle(instance.edges);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<CliqueIndependentSetPartitioningCountingInstance>& fields)
      const override {
    using I = CliqueIndependentSetPartitioningCountingInstance;
    fields.Int("n", &I::n, 2, kMaxN).Edges("edges", &I::edges, [](const I& x) { return x.n; });
  }
  absl::Status Finish(CliqueIndependentSetPartitioningCountingInstance& instance) const override {
    instance.answer = CountSplits(instance.n, instance.edges);
    return absl::OkStatus();
  }
  std::string Prompt(const CliqueIndependentSetPartitioningCountingInstance& instance)
      const override {
    return absl::StrCat(
        "An undirected graph has ", instance.n, " vertices, numbered 0 to ",
        instance.n - 1, ". Its edges are:\n",
        instance.edges.empty() ? "(none)" : environments::EdgeTuples(instance.edges),
        "\n\nWe want to divide all the vertices into two groups S and T, each "
        "with at least one vertex and every vertex in exactly one group, such "
        "that:\n"
        "- every two different vertices of S are joined by an edge (S is a "
        "clique), and\n"
        "- no two different vertices of T are joined by an edge (T is an "
        "independent set).\n"
        "The groups are not interchangeable: S is the clique and T the "
        "independent set. How many such divisions (S, T) are there?\n\n"
        "Put your final answer (a single non-negative integer) inside "
        "<answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace clique_independent_set_partitioning_counting_cc

absl::Status RegisterCliqueIndependentSetPartitioningCountingEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<CliqueIndependentSetPartitioningCountingEnvironment>());
}

}  // namespace referee

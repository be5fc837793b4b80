#include "verifiers/environments/graphs/path_no_going_back_counting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace path_no_going_back_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 10;
constexpr int64_t kMaxN = 40;
constexpr int64_t kMaxT = int64_t{1} << 50;
constexpr uint64_t kMod = 10000;

struct PathNoGoingBackCountingInstance {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> edges;
  int64_t t = 0;
  std::string answer;  // Derived.
};

using Matrix = std::vector<uint32_t>;  // Row-major, entries < kMod.

// a * b for size x size matrices mod kMod (products < 10^8, so a row of
// up to 80 terms sums in 64 bits before the reduction).
Matrix Multiply(const Matrix& a, const Matrix& b, size_t size) {
  Matrix c(size * size);
  std::vector<uint64_t> row(size);
  for (size_t i = 0; i < size; ++i) {
    std::fill(row.begin(), row.end(), 0);
    for (size_t k = 0; k < size; ++k) {
      const uint64_t aik = a[i * size + k];
      if (aik == 0) continue;
      const uint32_t* bk = &b[k * size];
      for (size_t j = 0; j < size; ++j) row[j] += aik * bk[j];
    }
    for (size_t j = 0; j < size; ++j) c[i * size + j] = static_cast<uint32_t>(row[j] % kMod);
  }
  return c;
}

std::vector<uint32_t> Apply(const std::vector<uint32_t>& v, const Matrix& m, size_t size) {
  std::vector<uint64_t> out(size, 0);
  for (size_t k = 0; k < size; ++k) {
    if (v[k] == 0) continue;
    for (size_t j = 0; j < size; ++j) out[j] += uint64_t{v[k]} * m[k * size + j];
  }
  std::vector<uint32_t> result(size);
  for (size_t j = 0; j < size; ++j) result[j] = static_cast<uint32_t>(out[j] % kMod);
  return result;
}

std::string CountWalks(int64_t n_signed, const std::vector<std::vector<int64_t>>& edges, int64_t t) {
  const size_t n = static_cast<size_t>(n_signed);
  std::vector<uint32_t> adjacent(n * n, 0), degree(n, 0);
  for (const std::vector<int64_t>& e : edges) {
    const size_t u = static_cast<size_t>(e[0]), v = static_cast<size_t>(e[1]);
    adjacent[u * n + v] = adjacent[v * n + u] = 1;
    ++degree[u];
    ++degree[v];
  }
  std::vector<uint32_t> w1(adjacent.begin(), adjacent.begin() + static_cast<std::ptrdiff_t>(n));
  if (t == 1) return absl::StrCat(w1[n - 1]);
  std::vector<uint32_t> w2 = Apply(w1, adjacent, n);
  w2[0] = static_cast<uint32_t>((w2[0] + kMod - degree[0] % kMod) % kMod);
  if (t == 2) return absl::StrCat(w2[n - 1]);
  // State (w_k, w_{k-1}) as a row vector; step matrix [[A, I], [-(D-I), 0]].
  const size_t size = 2 * n;
  Matrix step(size * size, 0);
  for (size_t u = 0; u < n; ++u) {
    for (size_t v = 0; v < n; ++v) step[u * size + v] = adjacent[u * n + v];
    step[u * size + n + u] = 1;
    const uint64_t d_minus_1 = (degree[u] + kMod - 1) % kMod;
    step[(n + u) * size + u] = static_cast<uint32_t>((kMod - d_minus_1) % kMod);
  }
  std::vector<uint32_t> state(size);
  std::copy(w2.begin(), w2.end(), state.begin());
  std::copy(w1.begin(), w1.end(), state.begin() + static_cast<std::ptrdiff_t>(n));
  for (uint64_t e = static_cast<uint64_t>(t - 2); e != 0; e >>= 1) {
    if (e & 1) state = Apply(state, step, size);
    if (e > 1) step = Multiply(step, step, size);
  }
  return absl::StrCat(state[n - 1]);
}

class PathNoGoingBackCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<PathNoGoingBackCountingInstance> {
 public:
  PathNoGoingBackCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"path_no_going_back_counting", "RLVE-Gym:Path_NoGoingBack_Counting", kMaxDifficulty,
             "Count the walks of exactly T edges from 0 to N-1 that never step straight back, "
             "modulo 10000.",
             /*difficulty_help=*/"MAX_M = 10, then floor(1.1 MAX_M) + 1 per level; M uniform in "
             "3..MAX_M edges, N uniform among the fitting vertex counts, T uniform in 1..2^N"},
            environments::NumberLadder::kExact) {}

 protected:
  PathNoGoingBackCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    PathNoGoingBackCountingInstance instance;
    const int64_t max_m = environments::RlveGrowth(10, difficulty);
    const int64_t m = rng.Uniform(3, max_m);
    std::vector<int64_t> sizes;
    for (int64_t n = 3; n <= m + 1; ++n) {
      if (m <= n * (n - 1) / 2) sizes.push_back(n);
    }
    const int64_t n = instance.n =
        sizes[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(sizes.size()) - 1))];
    instance.t = rng.Uniform(1, int64_t{1} << n);
    std::vector<int64_t> order(static_cast<size_t>(n));
    for (int64_t v = 0; v < n; ++v) order[static_cast<size_t>(v)] = v;
    rng.Shuffle(order);
    std::vector<bool> used(static_cast<size_t>(n * n), false);
    for (size_t i = 0; i + 1 < order.size(); ++i) {
      const int64_t u = std::min(order[i], order[i + 1]), v = std::max(order[i], order[i + 1]);
      instance.edges.push_back({u, v});
      used[static_cast<size_t>(u * n + v)] = true;
    }
    std::vector<std::vector<int64_t>> others;
    for (int64_t u = 0; u < n; ++u) {
      for (int64_t v = u + 1; v < n; ++v) {
        if (!used[static_cast<size_t>(u * n + v)]) others.push_back({u, v});
      }
    }
    rng.Shuffle(others);
    others.resize(static_cast<size_t>(m - (n - 1)));
    instance.edges.insert(instance.edges.end(), others.begin(), others.end());
    rng.Shuffle(instance.edges);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<PathNoGoingBackCountingInstance>& fields) const override {
    using I = PathNoGoingBackCountingInstance;
    fields.Int("n", &I::n, 2, kMaxN)
        .Edges("edges", &I::edges, [](const I& x) { return x.n; })
        .Int("t", &I::t, 1, kMaxT);
  }
  absl::Status Finish(PathNoGoingBackCountingInstance& instance) const override {
    instance.answer = CountWalks(instance.n, instance.edges, instance.t);
    return absl::OkStatus();
  }
  std::string Prompt(const PathNoGoingBackCountingInstance& instance) const override {
    return absl::StrCat(
        "Here is an undirected graph on the ", instance.n, " vertices 0, 1, ..., ",
        instance.n - 1, ", with no edge listed twice. Its edges are:\n",
        environments::EdgeTuples(instance.edges),
        "\n\nCount the walks that start at vertex 0, end at vertex ", instance.n - 1,
        ", use exactly ", instance.t, " edges (vertices and edges may repeat), "
        "and never turn straight back: after moving along an edge from u to v, "
        "the next move may not be from v back to u. Give the count modulo "
        "10000.\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> "
        "tags.");
  }
  std::optional<environments::AnswerRange> Range(
      const PathNoGoingBackCountingInstance&) const override {
    return environments::AnswerRange{0, static_cast<int64_t>(kMod) - 1};
  }
};

}  // namespace
}  // namespace path_no_going_back_counting_cc

absl::Status RegisterPathNoGoingBackCountingEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<PathNoGoingBackCountingEnvironment>());
}

}  // namespace referee

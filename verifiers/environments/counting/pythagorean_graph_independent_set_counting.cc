#include "verifiers/environments/counting/pythagorean_graph_independent_set_counting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace pythagorean_graph_independent_set_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 70;
constexpr int64_t kStartN = 3;                 // RLVE's N before any update.
constexpr int64_t kMaxN = 7000;                // Explicit instances.
constexpr int64_t kMaxValue = 50000;           // Below 94395: the value graph is a forest.
constexpr int64_t kMaxMod = 1000000000;        // Explicit instances.
constexpr int64_t kGeneratedMaxMod = 1000000;  // RLVE's max_MOD.
constexpr int kMaxDraws = 1000;

struct PythagoreanGraphIndependentSetCountingInstance {
  std::vector<int64_t> h;
  int64_t mod = 2;
  std::string answer;  // Derived: the count mod `mod`.
};

using PythagoreanInstance = PythagoreanGraphIndependentSetCountingInstance;

// The pairs {x, y}, both <= limit, with x^2 + y^2 a square and
// gcd(x, y) = 1: the legs b^2 - a^2 and 2ab of the primitive triples
// (b > a >= 1), each pair once. 2a^2 < 2ab <= limit bounds a and b.
std::vector<std::pair<int64_t, int64_t>> PrimitiveLegPairs(int64_t limit) {
  std::vector<std::pair<int64_t, int64_t>> pairs;
  for (int64_t a = 1; 2 * a * a < limit; ++a) {
    for (int64_t b = a + 1; 2 * a * b <= limit; ++b) {
      const int64_t x = b * b - a * a, y = 2 * a * b;
      if (x <= limit && std::gcd(x, y) == 1) pairs.emplace_back(x, y);
    }
  }
  return pairs;
}

// Values are vertices of the value graph; a value v held by k_v entries is
// taken in 2^k_v - 1 ways (entries of one value are never adjacent:
// 2v^2 is not a square) or not at all. Per tree, rooted anywhere:
// none[v] = prod over children c of (none[c] + some[c]),
// some[v] = (2^k_v - 1) * prod none[c]; the components multiply, and the
// empty set is taken off. A cycle (impossible below 94395, the smallest
// value closing one) is an error, not a wrong count.
absl::StatusOr<std::string> CountIndependentSets(const PythagoreanInstance& x) {
  const uint64_t mod = static_cast<uint64_t>(x.mod);
  const int64_t top = *std::max_element(x.h.begin(), x.h.end());
  std::vector<int64_t> copies(static_cast<size_t>(top) + 1, 0);
  for (const int64_t v : x.h) ++copies[static_cast<size_t>(v)];
  std::vector<std::vector<int64_t>> adjacent(static_cast<size_t>(top) + 1);
  for (const auto& [u, v] : PrimitiveLegPairs(top)) {
    if (copies[static_cast<size_t>(u)] == 0 || copies[static_cast<size_t>(v)] == 0) continue;
    adjacent[static_cast<size_t>(u)].push_back(v);
    adjacent[static_cast<size_t>(v)].push_back(u);
  }
  std::vector<uint64_t> power(x.h.size() + 1, 1 % mod);  // 2^k mod MOD.
  for (size_t k = 1; k < power.size(); ++k) power[k] = power[k - 1] * 2 % mod;
  std::vector<int64_t> parent(static_cast<size_t>(top) + 1, -1);
  std::vector<bool> seen(static_cast<size_t>(top) + 1, false);
  std::vector<uint64_t> none(static_cast<size_t>(top) + 1), some(static_cast<size_t>(top) + 1);
  std::vector<int64_t> order, stack;
  uint64_t total = 1 % mod;
  for (int64_t root = 1; root <= top; ++root) {
    if (copies[static_cast<size_t>(root)] == 0 || seen[static_cast<size_t>(root)]) continue;
    order.clear();
    stack.assign(1, root);
    seen[static_cast<size_t>(root)] = true;
    while (!stack.empty()) {  // Preorder: parents before children.
      const int64_t u = stack.back();
      stack.pop_back();
      order.push_back(u);
      for (const int64_t v : adjacent[static_cast<size_t>(u)]) {
        if (v == parent[static_cast<size_t>(u)]) continue;
        if (seen[static_cast<size_t>(v)]) {
          return absl::InternalError(absl::StrCat("the values ", u, " and ", v, " close a cycle"));
        }
        seen[static_cast<size_t>(v)] = true;
        parent[static_cast<size_t>(v)] = u;
        stack.push_back(v);
      }
    }
    for (auto it = order.rbegin(); it != order.rend(); ++it) {  // Children first.
      const size_t u = static_cast<size_t>(*it);
      none[u] = 1 % mod;
      some[u] = (power[static_cast<size_t>(copies[u])] + mod - 1) % mod;
      for (const int64_t v : adjacent[u]) {
        if (v == parent[u]) continue;
        const size_t c = static_cast<size_t>(v);
        none[u] = none[u] * ((none[c] + some[c]) % mod) % mod;
        some[u] = some[u] * none[c] % mod;
      }
    }
    const size_t r = static_cast<size_t>(root);
    total = total * ((none[r] + some[r]) % mod) % mod;
  }
  return absl::StrCat((total + mod - 1) % mod);
}

class PythagoreanGraphIndependentSetCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<PythagoreanInstance> {
 public:
  PythagoreanGraphIndependentSetCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"pythagorean_graph_independent_set_counting",
             "RLVE-Gym:PythagoreanGraph_IndependentSetCounting", kMaxDifficulty,
             "Count the non-empty independent sets of the graph joining entries whose values are "
             "the coprime legs of a right triangle with integer sides, modulo MOD.",
             /*difficulty_help=*/"N = 3, then floor(1.1 N) + 1 per level (12 at d = 8); MOD "
             "uniform in 2..10^6, H uniform in 1..2N, redrawn until the graph has an edge"},
            environments::NumberLadder::kExact) {}

 protected:
  PythagoreanInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowth(kStartN, difficulty);
    PythagoreanInstance instance;
    instance.mod = rng.Uniform(2, kGeneratedMaxMod);
    const std::vector<std::pair<int64_t, int64_t>> pairs = PrimitiveLegPairs(2 * n);
    std::vector<bool> present(static_cast<size_t>(2 * n) + 1);
    for (int draw = 0; draw < kMaxDraws; ++draw) {
      instance.h.clear();
      std::fill(present.begin(), present.end(), false);
      for (int64_t i = 0; i < n; ++i) {
        instance.h.push_back(rng.Uniform(1, 2 * n));
        present[static_cast<size_t>(instance.h.back())] = true;
      }
      const bool edge = std::any_of(pairs.begin(), pairs.end(), [&](const auto& p) {
        return present[static_cast<size_t>(p.first)] && present[static_cast<size_t>(p.second)];
      });
      if (edge) break;
    }
    return instance;
  }
  void DeclareFields(environments::InstanceFields<PythagoreanInstance>& fields) const override {
    fields.Ints("h", &PythagoreanInstance::h, kMaxN, 1, kMaxValue)
        .Int("mod", &PythagoreanInstance::mod, 2, kMaxMod);
  }
  absl::Status Finish(PythagoreanInstance& instance) const override {
    absl::StatusOr<std::string> count = CountIndependentSets(instance);
    if (!count.ok()) return count.status();
    instance.answer = *std::move(count);
    return absl::OkStatus();
  }
  std::string Prompt(const PythagoreanInstance& instance) const override {
    const size_t n = instance.h.size();
    std::string values;
    for (size_t i = 0; i < n; ++i) absl::StrAppend(&values, i == 0 ? "" : " ", instance.h[i]);
    return absl::StrCat(
        "Here is an array H of ", n, " positive integers, H[0] to H[", n - 1, "]:\n", values,
        "\n\nMake a graph with one vertex for each index 0 to ", n - 1,
        ". Two different vertices i and j are joined by an edge exactly when "
        "both hold:\n"
        "- H[i]^2 + H[j]^2 is the square of an integer;\n"
        "- H[i] and H[j] have no common divisor greater than 1.\n\n"
        "A set of vertices is independent when no edge joins two of its "
        "vertices. How many independent sets with at least one vertex does "
        "this graph have? Sets are told apart by their vertices (indices), "
        "not by the values they hold. Give the count modulo ",
        instance.mod,
        ".\n\nPut your final answer (a single integer) inside <answer> "
        "</answer> tags.");
  }
  std::optional<environments::AnswerRange> Range(
      const PythagoreanInstance& instance) const override {
    return environments::AnswerRange{0, instance.mod - 1};
  }
};

}  // namespace
}  // namespace pythagorean_graph_independent_set_counting_cc

absl::Status RegisterPythagoreanGraphIndependentSetCountingEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<PythagoreanGraphIndependentSetCountingEnvironment>());
}

}  // namespace referee

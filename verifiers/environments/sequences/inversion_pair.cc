#include "verifiers/environments/sequences/inversion_pair.h"

#include "absl/container/flat_hash_set.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace inversion_pair_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 70;
constexpr size_t kMaxValues = 20000;

struct InversionPairInstance {
  std::vector<int64_t> a;
  std::vector<int64_t> b;
  std::string answer;  // Derived: the least number of adjacent swaps.
};

// Indices of `values` in increasing order of value.
std::vector<size_t> RankOrder(const std::vector<int64_t>& values) {
  std::vector<size_t> order(values.size());
  std::iota(order.begin(), order.end(), size_t{0});
  std::sort(order.begin(), order.end(),
            [&](size_t x, size_t y) { return values[x] < values[y]; });
  return order;
}

// target[i] = where A[i] must end up relative to B (the index in B of the
// value with A[i]'s rank); the answer is the number of inversions of
// `target`, counted with a Fenwick tree (at most N^2 / 2 < 2^31).
std::string LeastSwaps(const std::vector<int64_t>& a, const std::vector<int64_t>& b) {
  const size_t n = a.size();
  const std::vector<size_t> a_order = RankOrder(a), b_order = RankOrder(b);
  std::vector<size_t> target(n);
  for (size_t rank = 0; rank < n; ++rank) target[a_order[rank]] = b_order[rank];
  std::vector<int64_t> tree(n + 1, 0);
  int64_t inversions = 0;
  for (size_t i = n; i-- > 0;) {
    // Later elements with a smaller target.
    for (size_t p = target[i]; p > 0; p -= p & (~p + 1)) inversions += tree[p];
    for (size_t p = target[i] + 1; p <= n; p += p & (~p + 1)) ++tree[p];
  }
  return absl::StrCat(inversions);
}

std::string Listed(const char* name, const std::vector<int64_t>& values) {
  std::string out;
  for (size_t i = 0; i < values.size(); ++i) {
    absl::StrAppend(&out, i == 0 ? "" : " ", name, "[", i, "]=", values[i]);
  }
  return out;
}

class InversionPairEnvironment final
    : public environments::IntegerAnswerEnvironment<InversionPairInstance> {
 public:
  InversionPairEnvironment()
      : IntegerAnswerEnvironment(
            {"inversion_pair", "RLVE-Gym:InversionPair", kMaxDifficulty,
             "The least number of adjacent swaps within two arrays that pairs their elements rank "
             "by rank (minimising the sum of squared differences).",
             /*difficulty_help=*/"N = 3, then floor(1.1 N) + 1 per level (3, 4, ..., 10, 12, "
             "...); A and B: N distinct values from 0..2N-1 each"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  InversionPairInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowthSize(difficulty);
    InversionPairInstance instance;
    for (std::vector<int64_t>* array : {&instance.a, &instance.b}) {
      std::vector<int64_t> pool(static_cast<size_t>(2 * n));
      std::iota(pool.begin(), pool.end(), int64_t{0});
      rng.Shuffle(pool);
      pool.resize(static_cast<size_t>(n));
      *array = std::move(pool);
    }
    return instance;
  }
  void DeclareFields(environments::InstanceFields<InversionPairInstance>& fields) const override {
    constexpr int64_t kMax = environments::kMaxJsonInteger;
    fields.Ints("a", &InversionPairInstance::a, kMaxValues, -kMax, kMax)
        .Ints("b", &InversionPairInstance::b, kMaxValues, -kMax, kMax)
        .SizedBy([](const InversionPairInstance& x) { return static_cast<int64_t>(x.a.size()); });
  }
  absl::Status Finish(InversionPairInstance& instance) const override {
    for (const auto& [name, array] : {std::pair<const char*, const std::vector<int64_t>*>{
                                          "a", &instance.a},
                                      {"b", &instance.b}}) {
      absl::flat_hash_set<int64_t> seen;
      for (const int64_t v : *array) {
        if (!seen.insert(v).second) {
          return environments::BadInstance(name, absl::StrCat(v, " repeats"));
        }
      }
    }
    instance.answer = LeastSwaps(instance.a, instance.b);
    return absl::OkStatus();
  }
  std::string Prompt(const InversionPairInstance& instance) const override {
    const size_t n = instance.a.size();
    return absl::StrCat(
        "Two arrays A and B each hold ", n,
        " distinct integers:\n", Listed("A", instance.a), "\n",
        Listed("B", instance.b),
        "\n\nA move swaps two neighbouring entries (positions i and i+1) of "
        "A, or of B. Moves may be repeated as often as you like. The goal is "
        "to make the sum (A[0] - B[0])^2 + (A[1] - B[1])^2 + ... + (A[", n - 1,
        "] - B[", n - 1,
        "])^2 as small as it can possibly be. What is the fewest number of "
        "moves that achieves this smallest possible sum?\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> "
        "tags.");
  }
};

}  // namespace
}  // namespace inversion_pair_cc

absl::Status RegisterInversionPairEnvironment(Catalog& catalog,
                                              const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<InversionPairEnvironment>());
}

}  // namespace referee

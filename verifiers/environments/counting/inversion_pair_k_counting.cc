#include "verifiers/environments/counting/inversion_pair_k_counting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace inversion_pair_k_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 33;  // N = 186.
constexpr int64_t kMaxN = 200;
constexpr int64_t kMaxMod = 1000000000000000;  // 10^15.
constexpr int64_t kGeneratedMaxMod = 1000000;  // RLVE's max_MOD.

struct InversionPairKCountingInstance {
  int64_t n = 1;
  int64_t k = 0;
  int64_t mod = 2;
  std::string answer;  // Derived: the count mod `mod`.
};

// Permutations of 1..n with exactly k inversions, mod `mod`: inserting the
// i-th element adds 0..i-1 inversions, so f_i[x] = sum of f_{i-1}[x - j]
// for j in 0..i-1 (a sliding window over prefix sums).
std::string CountInversions(int64_t n, int64_t k, int64_t mod) {
  const uint64_t md = static_cast<uint64_t>(mod);
  std::vector<uint64_t> f(static_cast<size_t>(k + 1), 0), prefix(f.size());
  f[0] = 1 % md;
  for (int64_t i = 2; i <= n; ++i) {
    uint64_t running = 0;
    for (size_t x = 0; x < f.size(); ++x) {
      running += f[x];  // Both below md <= 10^15: no overflow.
      if (running >= md) running -= md;
      prefix[x] = running;
    }
    for (int64_t x = 0; x <= k; ++x) {
      const int64_t low = x - (i - 1);  // Window f[low..x].
      uint64_t sum = prefix[static_cast<size_t>(x)];
      if (low > 0) {
        sum += md - prefix[static_cast<size_t>(low - 1)];
        if (sum >= md) sum -= md;
      }
      f[static_cast<size_t>(x)] = sum;
    }
  }
  return absl::StrCat(f[static_cast<size_t>(k)]);
}

class InversionPairKCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<InversionPairKCountingInstance> {
 public:
  InversionPairKCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"inversion_pair_k_counting", "RLVE-Gym:InversionPairK_Counting", kMaxDifficulty,
             "Count the permutations of 1..N with exactly K inversion pairs, modulo MOD.",
             /*difficulty_help=*/"N = 3, then floor(1.1 N) + 1 per level; K uniform in "
             "0..N(N-1)/2, MOD uniform in 2..10^6"},
            environments::NumberLadder::kExact) {}

 protected:
  InversionPairKCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    InversionPairKCountingInstance instance;
    instance.n = environments::RlveGrowthSize(difficulty);
    instance.k = rng.Uniform(0, instance.n * (instance.n - 1) / 2);
    instance.mod = rng.Uniform(2, kGeneratedMaxMod);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<InversionPairKCountingInstance>& fields) const override {
    using I = InversionPairKCountingInstance;
    fields.Int("n", &I::n, 1, kMaxN)
        .Int("k", &I::k, 0, [](const I& x) { return x.n * (x.n - 1) / 2; })
        .Int("mod", &I::mod, 2, kMaxMod);
  }
  absl::Status Finish(InversionPairKCountingInstance& instance) const override {
    instance.answer = CountInversions(instance.n, instance.k, instance.mod);
    return absl::OkStatus();
  }
  std::string Prompt(const InversionPairKCountingInstance& instance) const override {
    return absl::StrCat(
        "An inversion of a sequence a_1, a_2, ..., a_n is a pair of indices "
        "(i, j) with i < j and a_i > a_j. Among the permutations of the "
        "integers 1 to ", instance.n, " (each used exactly once), how many "
        "have exactly ", instance.k, " inversions? Give the count modulo ",
        instance.mod,
        ".\n\nPut your final answer (a single integer) inside <answer> "
        "</answer> tags.");
  }
  std::optional<environments::AnswerRange> Range(
      const InversionPairKCountingInstance& instance) const override {
    return environments::AnswerRange{0, instance.mod - 1};
  }
};

}  // namespace
}  // namespace inversion_pair_k_counting_cc

absl::Status RegisterInversionPairKCountingEnvironment(Catalog& catalog,
                                                       const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<InversionPairKCountingEnvironment>());
}

}  // namespace referee

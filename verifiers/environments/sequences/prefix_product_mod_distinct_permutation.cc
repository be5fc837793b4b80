#include "verifiers/environments/sequences/prefix_product_mod_distinct_permutation.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/sieves.h"

namespace referee {
inline namespace prefix_product_mod_distinct_permutation_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 17;  // MAX_N = 7749.
constexpr int64_t kMaxN = 10000;

struct PrefixProductModDistinctPermutationInstance {
  int64_t n = 0;
};

bool IsPrime(int64_t n) {
  if (n < 2) return false;
  for (int64_t d = 2; d * d <= n; ++d) {
    if (n % d == 0) return false;
  }
  return true;
}

class PrefixProductModDistinctPermutationEnvironment final
    : public environments::SequenceAnswerEnvironment<PrefixProductModDistinctPermutationInstance> {
 public:
  double DefaultBeta() const override { return 10; }
  PrefixProductModDistinctPermutationEnvironment()
      : SequenceAnswerEnvironment(
            {"prefix_product_mod_distinct_permutation",
             "RLVE-Gym:PrefixProductMODDistinctPermutation", kMaxDifficulty,
             "Order 1..N so that the N prefix products are distinct modulo N.",
             /*difficulty_help=*/"MAX_N = 8, then floor(1.5 MAX_N) per level (8, 12, 18, 27, "
             "...); N uniform among 4 and the primes in 3..MAX_N"}) {}

 protected:
  PrefixProductModDistinctPermutationInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_n = environments::RlveScaled(8, difficulty);
    std::vector<int64_t> candidates = {3, 4};
    for (const int64_t p : environments::PrimesUpTo(max_n)) {
      if (p >= 5) candidates.push_back(p);
    }
    PrefixProductModDistinctPermutationInstance instance;
    instance.n = candidates[static_cast<size_t>(
        rng.Uniform(0, static_cast<int64_t>(candidates.size()) - 1))];
    return instance;
  }
  void DeclareFields(environments::InstanceFields<PrefixProductModDistinctPermutationInstance>&
                         fields) const override {
    fields.Int("n", &PrefixProductModDistinctPermutationInstance::n, 2, kMaxN);
  }
  absl::Status Finish(PrefixProductModDistinctPermutationInstance& instance) const override {
    if (instance.n != 4 && !IsPrime(instance.n)) {
      return BadInstance("n", "must be 4 or a prime (other N > 1 have no solution)");
    }
    return absl::OkStatus();
  }
  std::string Prompt(const PrefixProductModDistinctPermutationInstance& instance) const override {
    const int64_t n = instance.n;
    return absl::StrCat(
        "Arrange the integers 1, 2, ..., ", n, " in some order a_1, a_2, ..., a_", n,
        " (each used exactly once) so that the ", n,
        " running products a_1, a_1 * a_2, a_1 * a_2 * a_3, ..., a_1 * ... * a_", n,
        " leave ", n, " different remainders when divided by ", n,
        ".\n\nWrite a_1 a_2 ... a_", n,
        " on one line, separated by single spaces, inside <answer> </answer> tags, as in "
        "<answer>3 1 5 2 4</answer> (this shows the format only; it is not a solution for N = "
        "5).");
  }
  // RLVE's (satisfied/all)^beta: the distinct prefix products modulo N.
  size_t AnswerLength(const PrefixProductModDistinctPermutationInstance& instance) const override {
    return static_cast<size_t>(instance.n);
  }
  std::optional<environments::SequenceGrade> Grade(
      const PrefixProductModDistinctPermutationInstance& instance,
      const std::vector<int64_t>& answer) const override {
    const int64_t n = instance.n;
    std::vector<bool> used(static_cast<size_t>(n) + 1, false);
    for (const int64_t x : answer) {  // kHugeToken is out of range too.
      if (x < 1 || x > n || used[static_cast<size_t>(x)]) return std::nullopt;
      used[static_cast<size_t>(x)] = true;
    }
    std::vector<bool> seen(static_cast<size_t>(n), false);
    int64_t product = 1 % n, distinct = 0;  // Below N <= 10^4: no overflow.
    for (const int64_t x : answer) {
      product = product * x % n;
      distinct += seen[static_cast<size_t>(product)] ? 0 : 1;
      seen[static_cast<size_t>(product)] = true;
    }
    return environments::SequenceGrade{distinct, n};
  }
  std::string Reference(const PrefixProductModDistinctPermutationInstance& instance) const override {
    const int64_t n = instance.n;
    if (n == 4) return environments::AnswerTagged("1 3 2 4");
    // Prime N: a_1 = 1, a_i = i / (i - 1) for i = 2..N-1 (inverses by
    // Fermat), a_N = N: the products run 1, 2, ..., N-1, 0.
    std::vector<int64_t> order = {1};
    for (int64_t i = 2; i <= n - 1; ++i) {
      order.push_back(i * static_cast<int64_t>(environments::PowMod(
        static_cast<uint64_t>(i - 1), static_cast<uint64_t>(n - 2), static_cast<uint64_t>(n))) % n);
    }
    if (n > 1) order.push_back(n);
    return environments::AnswerTagged(absl::StrJoin(order, " "));
  }
};

}  // namespace
}  // namespace prefix_product_mod_distinct_permutation_cc

absl::Status RegisterPrefixProductModDistinctPermutationEnvironment(Catalog& catalog,
                                                                    const TaskOptions& options) {
  return environments::RegisterSequenceAnswerEnvironment(
      catalog, std::make_unique<PrefixProductModDistinctPermutationEnvironment>());
}

}  // namespace referee

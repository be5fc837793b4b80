#include "verifiers/environments/sequences/prefix_sum_mod_distinct_permutation.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace prefix_sum_mod_distinct_permutation_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 17;  // MAX_N = 7749.
constexpr int64_t kMaxN = 10000;

struct PrefixSumModDistinctPermutationInstance {
  int64_t n = 0;
};

class PrefixSumModDistinctPermutationEnvironment final
    : public environments::SequenceAnswerEnvironment<PrefixSumModDistinctPermutationInstance> {
 public:
  double DefaultBeta() const override { return 10; }
  PrefixSumModDistinctPermutationEnvironment()
      : SequenceAnswerEnvironment(
            {"prefix_sum_mod_distinct_permutation", "RLVE-Gym:PrefixSumMODDistinctPermutation",
             kMaxDifficulty,
             "Order 1..N so that the N prefix sums are distinct modulo N.",
             /*difficulty_help=*/"MAX_N = 8, then floor(1.5 MAX_N) per level (8, 12, 18, 27, "
             "...); N uniform among the even numbers in 4..MAX_N"}) {}

 protected:
  PrefixSumModDistinctPermutationInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_n = environments::RlveScaled(8, difficulty);
    PrefixSumModDistinctPermutationInstance instance;
    instance.n = 2 * rng.Uniform(2, max_n / 2);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<PrefixSumModDistinctPermutationInstance>& fields) const override {
    fields.Int("n", &PrefixSumModDistinctPermutationInstance::n, 2, kMaxN);
  }
  absl::Status Finish(PrefixSumModDistinctPermutationInstance& instance) const override {
    if (instance.n % 2 != 0) return BadInstance("n", "must be even (odd N > 1 has no solution)");
    return absl::OkStatus();
  }
  std::string Prompt(const PrefixSumModDistinctPermutationInstance& instance) const override {
    const int64_t n = instance.n;
    return absl::StrCat(
        "Arrange the integers 1, 2, ..., ", n, " in some order a_1, a_2, ..., a_", n,
        " (each used exactly once) so that the ", n,
        " running totals a_1, a_1 + a_2, a_1 + a_2 + a_3, ..., a_1 + ... + a_", n,
        " leave ", n, " different remainders when divided by ", n,
        ".\n\nWrite a_1 a_2 ... a_", n,
        " on one line, separated by single spaces, inside <answer> </answer> tags, as in "
        "<answer>2 4 1 3</answer> (this shows the format only; it is not a solution for N = "
        "4).");
  }
  // RLVE's (satisfied/all)^beta: the distinct prefix sums modulo N.
  size_t AnswerLength(const PrefixSumModDistinctPermutationInstance& instance) const override {
    return static_cast<size_t>(instance.n);
  }
  std::optional<environments::SequenceGrade> Grade(
      const PrefixSumModDistinctPermutationInstance& instance,
      const std::vector<int64_t>& answer) const override {
    const int64_t n = instance.n;
    std::vector<bool> used(static_cast<size_t>(n) + 1, false);
    for (const int64_t x : answer) {  // kHugeToken is out of range too.
      if (x < 1 || x > n || used[static_cast<size_t>(x)]) return std::nullopt;
      used[static_cast<size_t>(x)] = true;
    }
    std::vector<bool> seen(static_cast<size_t>(n), false);
    int64_t sum = 0, distinct = 0;
    for (const int64_t x : answer) {
      sum = (sum + x) % n;
      distinct += seen[static_cast<size_t>(sum)] ? 0 : 1;
      seen[static_cast<size_t>(sum)] = true;
    }
    return environments::SequenceGrade{distinct, n};
  }
  std::string Reference(const PrefixSumModDistinctPermutationInstance& instance) const override {
    // N, 1, N-2, 3, N-4, ...: prefix sums 0, 1, -1, 2, -2, ... modulo N.
    std::vector<int64_t> order = {instance.n};
    for (int64_t i = 1; i < instance.n; ++i) order.push_back(i % 2 == 1 ? i : instance.n - i);
    return environments::AnswerTagged(absl::StrJoin(order, " "));
  }
};

}  // namespace
}  // namespace prefix_sum_mod_distinct_permutation_cc

absl::Status RegisterPrefixSumModDistinctPermutationEnvironment(Catalog& catalog,
                                                                const TaskOptions& options) {
  return environments::RegisterSequenceAnswerEnvironment(
      catalog, std::make_unique<PrefixSumModDistinctPermutationEnvironment>());
}

}  // namespace referee

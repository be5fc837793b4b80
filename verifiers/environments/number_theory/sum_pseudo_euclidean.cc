#include "verifiers/environments/number_theory/sum_pseudo_euclidean.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace sum_pseudo_euclidean_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 47;  // MAX_N = 798381090.
constexpr int64_t kMaxN = 1000000000;

struct SumPseudoEuclideanInstance {
  int64_t n = 5;
  std::string answer;  // Derived: the sum of f(i, j).
};

// The odd numbers in 1..x.
int64_t OddsUpTo(int64_t x) { return (x + 1) / 2; }

int FloorLog2(int64_t x) {
  int log = 0;
  while ((x >> (log + 1)) != 0) ++log;
  return log;
}

// 2 * sum over odd l <= n of floor(log2 l) * floor(n / l). For n <= 10^9
// the sum is below 2 n * 30 * (ln n + 1) < 10^13.
int64_t PseudoEuclideanSum(int64_t n) {
  int64_t total = 0;
  for (int64_t l = 1; l <= n;) {
    const int64_t quotient = n / l;
    const int64_t r = n / quotient;  // The block l..r of equal n / l.
    for (int64_t a = l; a <= r;) {
      const int log = FloorLog2(a);
      const int64_t b = std::min(r, (int64_t{2} << log) - 1);  // Same floor(log2).
      total += log * quotient * (OddsUpTo(b) - OddsUpTo(a - 1));
      a = b + 1;
    }
    l = r + 1;
  }
  return 2 * total;
}

class SumPseudoEuclideanEnvironment final
    : public environments::IntegerAnswerEnvironment<SumPseudoEuclideanInstance> {
 public:
  SumPseudoEuclideanEnvironment()
      : IntegerAnswerEnvironment(
            {"sum_pseudo_euclidean", "RLVE-Gym:SumPseudoEuclidean", kMaxDifficulty,
             "Sum, over 1 <= i, j <= N, the number of steps f(i, j) of a subtract-and-double "
             "recursion (0 where it never ends).",
             /*difficulty_help=*/"MAX_N = 5, then floor(1.5 MAX_N) per level (109 at d = 8; level "
             "0 as level 1, MAX_N = 7); N uniform in 5..MAX_N"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  SumPseudoEuclideanInstance Make(int difficulty, tasks::Rng& rng) const override {
    SumPseudoEuclideanInstance instance;
    // Level 0 draws as level 1: RLVE's level 0 (MAX_N = 5) holds the one
    // problem N = 5.
    instance.n = rng.Uniform(5, environments::RlveScaled(5, std::max(difficulty, 1)));
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<SumPseudoEuclideanInstance>& fields) const override {
    fields.Int("n", &SumPseudoEuclideanInstance::n, 5, kMaxN);
  }
  absl::Status Finish(SumPseudoEuclideanInstance& instance) const override {
    instance.answer = absl::StrCat(PseudoEuclideanSum(instance.n));
    return absl::OkStatus();
  }
  std::string Prompt(const SumPseudoEuclideanInstance& instance) const override {
    return absl::StrCat(
        "For positive integers a and b, define f(a, b) recursively:\n"
        "- if a = b, then f(a, b) = 0;\n"
        "- if a > b, then f(a, b) = 1 + f(a - b, 2b);\n"
        "- if a < b, then f(a, b) = 1 + f(2a, b - a).\n"
        "When this recursion goes on forever (it never reaches two equal numbers), take "
        "f(a, b) = 0.\n\n"
        "Let N = ", instance.n, ". What is the sum of f(i, j) over all pairs of integers "
        "(i, j) with 1 <= i <= N and 1 <= j <= N?\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace sum_pseudo_euclidean_cc

absl::Status RegisterSumPseudoEuclideanEnvironment(Catalog& catalog,
                                                   const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<SumPseudoEuclideanEnvironment>());
}

}  // namespace referee

#include "verifiers/environments/counting/derangement_extension.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/sieves.h"

namespace referee {
inline namespace derangement_extension_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::FactorialValuation;

constexpr int kMaxDifficulty = 9996;  // N = 10000.
constexpr int64_t kMaxN = 100000;
constexpr int64_t kMaxMod = 1000000000000000;  // 10^15.
constexpr int64_t kModuli[] = {666623333, 998244353, 1000000007};

struct DerangementExtensionInstance {
  int64_t n = 1;
  int64_t m = 0;
  int64_t mod = 2;
  std::string answer;  // Derived: C(n, m) * D(n - m) mod `mod`.
};

// C(n, m) * D(n - m) mod `mod` for any modulus: the binomial from its prime
// factorisation (exponent v_p(n!) - v_p(m!) - v_p((n-m)!)), the derangement
// number by D(0) = 1, D(1) = 0, D(i) = (i - 1)(D(i-1) + D(i-2)).
std::string FixedPointCount(int64_t n, int64_t m, int64_t mod) {
  const uint64_t md = static_cast<uint64_t>(mod);
  uint64_t binomial = 1 % md;
  for (const int64_t p : environments::PrimesUpTo(n)) {
    const int64_t e = FactorialValuation(n, p) - FactorialValuation(m, p) -
                      FactorialValuation(n - m, p);
    binomial = environments::MulMod(
        binomial,
        environments::PowMod(static_cast<uint64_t>(p) % md,
                             static_cast<uint64_t>(e), md),
        md);
  }
  uint64_t previous = 1 % md, current = 0;  // D(0), D(1).
  const int64_t k = n - m;
  if (k == 0) current = previous;
  for (int64_t i = 2; i <= k; ++i) {
    const uint64_t next = environments::MulMod(
        static_cast<uint64_t>(i - 1) % md, (previous + current) % md, md);
    previous = current;
    current = next;
  }
  return absl::StrCat(environments::MulMod(binomial, current, md));
}

class DerangementExtensionEnvironment final
    : public environments::IntegerAnswerEnvironment<DerangementExtensionInstance> {
 public:
  DerangementExtensionEnvironment()
      : IntegerAnswerEnvironment(
            {"derangement_extension", "RLVE-Gym:DerangementExtension", kMaxDifficulty,
             "Count the permutations of 1..N with exactly M fixed points, modulo MOD.",
             /*difficulty_help=*/"N = 4 + level; M uniform in 0..N; MOD one of 666623333, "
             "998244353, 10^9 + 7"},
            environments::NumberLadder::kExact) {}

 protected:
  DerangementExtensionInstance Make(int difficulty, tasks::Rng& rng) const override {
    DerangementExtensionInstance instance;
    instance.n = 4 + difficulty;
    instance.m = rng.Uniform(0, instance.n);
    instance.mod = kModuli[rng.Uniform(0, 2)];
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<DerangementExtensionInstance>& fields) const override {
    using I = DerangementExtensionInstance;
    fields.Int("n", &I::n, 1, kMaxN)
        .Int("m", &I::m, 0, [](const I& x) { return x.n; })
        .Int("mod", &I::mod, 2, kMaxMod);
  }
  absl::Status Finish(DerangementExtensionInstance& instance) const override {
    instance.answer = FixedPointCount(instance.n, instance.m, instance.mod);
    return absl::OkStatus();
  }
  std::string Prompt(const DerangementExtensionInstance& instance) const override {
    return absl::StrCat(
        "A fixed point of a permutation p of 1, 2, ..., ", instance.n,
        " is an index i (counting from 1) with p[i] = i. How many "
        "permutations of 1, 2, ..., ", instance.n, " have exactly ",
        instance.m, " fixed points? Give the count modulo ", instance.mod,
        ".\n\nPut your final answer (a single integer) inside <answer> "
        "</answer> tags.");
  }
  std::optional<environments::AnswerRange> Range(
      const DerangementExtensionInstance& instance) const override {
    return environments::AnswerRange{0, instance.mod - 1};
  }
};

}  // namespace
}  // namespace derangement_extension_cc

absl::Status RegisterDerangementExtensionEnvironment(Catalog& catalog,
                                                     const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<DerangementExtensionEnvironment>());
}

}  // namespace referee

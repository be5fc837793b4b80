#include "verifiers/environments/number_theory/catalan_number_mod.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/sieves.h"

namespace referee {
inline namespace catalan_number_mod_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::FactorialValuation;

constexpr int kMaxDifficulty = 80;
constexpr int64_t kMaxN = 100000;
constexpr int64_t kMaxMod = 1000000000000000000;  // 10^18.
constexpr int64_t kGeneratedMaxMod = 1000000000;  // RLVE's max_MOD.

struct CatalanNumberModInstance {
  int64_t n = 0;
  int64_t mod = 2;
  std::string answer;  // Derived: Catalan(n) mod `mod`.
};

// Catalan(n) = (2n)! / (n! (n+1)!) mod `mod` for any modulus (not only a
// prime): the exponent of every prime p <= 2n in that quotient is
// v_p((2n)!) - v_p(n!) - v_p((n+1)!) >= 0, and the product of the prime
// powers is taken modulo `mod` with no division.
std::string CatalanMod(int64_t n, int64_t mod) {
  const int64_t limit = 2 * n;
  uint64_t result = 1 % static_cast<uint64_t>(mod);
  for (const int64_t p : environments::PrimesUpTo(limit)) {
    const int64_t e = FactorialValuation(limit, p) - FactorialValuation(n, p) -
                      FactorialValuation(n + 1, p);
    result = environments::MulMod(
        result,
        environments::PowMod(static_cast<uint64_t>(p), static_cast<uint64_t>(e),
                             static_cast<uint64_t>(mod)),
        static_cast<uint64_t>(mod));
  }
  return absl::StrCat(result);
}

class CatalanNumberModEnvironment final
    : public environments::IntegerAnswerEnvironment<CatalanNumberModInstance> {
 public:
  CatalanNumberModEnvironment()
      : IntegerAnswerEnvironment(
            {"catalan_number_mod", "RLVE-Gym:CatalanNumberMod", kMaxDifficulty,
             "Count the permutations of 1..2N with increasing odd positions, increasing even "
             "positions and increasing pairs (a Catalan number), modulo MOD.",
             /*difficulty_help=*/"MAX_N = 3, then floor(1.1 MAX_N) + 1 per level; N uniform in "
             "2..MAX_N, MOD uniform in 2..10^9"},
            environments::NumberLadder::kExact) {}

 protected:
  CatalanNumberModInstance Make(int difficulty, tasks::Rng& rng) const override {
    CatalanNumberModInstance instance;
    instance.n = rng.Uniform(2, environments::RlveGrowthSize(difficulty));
    instance.mod = rng.Uniform(2, kGeneratedMaxMod);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<CatalanNumberModInstance>& fields)
      const override {
    fields.Int("n", &CatalanNumberModInstance::n, 1, kMaxN)
        .Int("mod", &CatalanNumberModInstance::mod, 2, kMaxMod);
  }
  absl::Status Finish(CatalanNumberModInstance& instance) const override {
    instance.answer = CatalanMod(instance.n, instance.mod);
    return absl::OkStatus();
  }
  std::string Prompt(const CatalanNumberModInstance& instance) const override {
    const int64_t two_n = 2 * instance.n;
    return absl::StrCat(
        "Consider permutations A[1], A[2], ..., A[", two_n, "] of the integers 1 to ",
        two_n, " with all three properties:\n"
        "1. the entries at odd positions increase: A[1] < A[3] < ... < A[",
        two_n - 1, "];\n"
        "2. the entries at even positions increase: A[2] < A[4] < ... < A[",
        two_n, "];\n"
        "3. each pair increases: A[2i-1] < A[2i] for i = 1, ..., ", instance.n,
        ".\n\nHow many such permutations are there? Give the count modulo ",
        instance.mod,
        ".\n\nPut your final answer (a single integer) inside <answer> "
        "</answer> tags.");
  }
  std::optional<environments::AnswerRange> Range(
      const CatalanNumberModInstance& instance) const override {
    return environments::AnswerRange{0, instance.mod - 1};
  }
};

}  // namespace
}  // namespace catalan_number_mod_cc

absl::Status RegisterCatalanNumberModEnvironment(Catalog& catalog,
                                                 const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<CatalanNumberModEnvironment>());
}

}  // namespace referee

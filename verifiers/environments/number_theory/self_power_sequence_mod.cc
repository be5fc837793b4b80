#include "verifiers/environments/number_theory/self_power_sequence_mod.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace self_power_sequence_mod_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 35;
constexpr int64_t kMaxMod = 1000000000000;  // 10^12.

struct SelfPowerSequenceModInstance {
  int64_t mod = 3;
  std::string answer;  // Derived.
};

int64_t Phi(int64_t n) {
  int64_t result = n;
  for (int64_t p = 2; p <= n / p; ++p) {
    if (n % p != 0) continue;
    while (n % p == 0) n /= p;
    result = result / p * (p - 1);
  }
  if (n > 1) result = result / n * (n - 1);
  return result;
}

// The limit of the tower mod m: 2^(f(phi(m)) + phi(m)) mod m, since the
// tower's exponent exceeds log2(m) (2^k ≡ 2^(k mod phi + phi) for k >= log2 m).
// phi at least halves every two steps, so the recursion is shallow.
uint64_t TowerLimit(int64_t m) {
  if (m == 1) return 0;
  const int64_t t = Phi(m);
  return environments::PowMod(2, TowerLimit(t) + static_cast<uint64_t>(t),
                              static_cast<uint64_t>(m));
}

class SelfPowerSequenceModEnvironment final
    : public environments::IntegerAnswerEnvironment<SelfPowerSequenceModInstance> {
 public:
  SelfPowerSequenceModEnvironment()
      : IntegerAnswerEnvironment(
            {"self_power_sequence_mod", "RLVE-Gym:SelfPowerSequenceMOD", kMaxDifficulty,
             "Find the eventual constant value of a power tower of 2s modulo MOD.",
             /*difficulty_help=*/"MAX_MOD = 16 * 2^d; MOD uniform in 3..MAX_MOD"},
            environments::NumberLadder::kExact) {}

 protected:
  SelfPowerSequenceModInstance Make(int difficulty, tasks::Rng& rng) const override {
    SelfPowerSequenceModInstance instance;
    instance.mod = rng.Uniform(3, int64_t{16} << difficulty);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<SelfPowerSequenceModInstance>& fields)
      const override {
    fields.Int("mod", &SelfPowerSequenceModInstance::mod, 2, kMaxMod);
  }
  absl::Status Finish(SelfPowerSequenceModInstance& instance) const override {
    instance.answer = absl::StrCat(TowerLimit(instance.mod));
    return absl::OkStatus();
  }
  std::string Prompt(const SelfPowerSequenceModInstance& instance) const override {
    return absl::StrCat(
        "Let a[0] = 1 and a[n] = 2^(a[n-1]) for n >= 1, so a = 1, 2, 4, 16, "
        "65536, 2^65536, ... Let b[n] = a[n] mod ", instance.mod,
        ". From some n on, b[n] no longer changes (this can be proven). What "
        "is that eventual value of b[n]?\n\nPut your final answer (a single "
        "integer) inside <answer> </answer> tags.");
  }
  std::optional<environments::AnswerRange> Range(
      const SelfPowerSequenceModInstance& instance) const override {
    return environments::AnswerRange{0, instance.mod - 1};
  }
};

}  // namespace
}  // namespace self_power_sequence_mod_cc

absl::Status RegisterSelfPowerSequenceModEnvironment(Catalog& catalog,
                                                     const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<SelfPowerSequenceModEnvironment>());
}

}  // namespace referee

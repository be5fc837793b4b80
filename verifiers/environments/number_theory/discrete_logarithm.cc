#include "verifiers/environments/number_theory/discrete_logarithm.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace discrete_logarithm_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 61;
constexpr int64_t kMaxZ = 1000000;  // Products of residues fit 64 bits.

struct DiscreteLogarithmInstance {
  int64_t z = 2;
  int64_t x = 2;
  int64_t y = 0;
  int64_t k = 0;       // Derived: x^y mod z.
  int64_t answer = 0;  // Derived: the smallest t >= 0 with x^t mod z = k.
};

void Derive(DiscreteLogarithmInstance& instance) {
  const uint64_t z = static_cast<uint64_t>(instance.z);
  const uint64_t x = static_cast<uint64_t>(instance.x) % z;
  uint64_t k = 1 % z;
  for (int64_t i = 0; i < instance.y; ++i) k = k * x % z;
  instance.k = static_cast<int64_t>(k);
  // x^t for t = 0, 1, ...: t = y matches, so the scan stops by then.
  uint64_t power = 1 % z;
  int64_t t = 0;
  while (power != k) {
    power = power * x % z;
    ++t;
  }
  instance.answer = t;
}

// base^e mod m for a decimal exponent e of any length and m <= kMaxZ:
// per digit, r = r^10 * base^digit (products below 10^12).
uint64_t PowDecimal(uint64_t base, absl::string_view digits, uint64_t m) {
  uint64_t table[10];
  table[0] = 1 % m;
  for (int i = 1; i < 10; ++i) table[i] = table[i - 1] * (base % m) % m;
  uint64_t r = 1 % m;
  for (const char c : digits) {
    const uint64_t r2 = r * r % m, r4 = r2 * r2 % m, r8 = r4 * r4 % m;
    r = r8 * r2 % m * table[c - '0'] % m;
  }
  return r;
}

// A decimal integer's approximate value (for the ratio only).
long double Approximate(absl::string_view digits) {
  long double value = 0;
  for (const char c : digits) value = value * 10 + (c - '0');
  return value;
}

class DiscreteLogarithmEnvironment final
    : public environments::LadderEnvironment<DiscreteLogarithmInstance> {
 public:
  DiscreteLogarithmEnvironment()
      : LadderEnvironment(
            {"discrete_logarithm", "RLVE-Gym:DiscreteLogarithm", kMaxDifficulty,
             "Find the smallest non-negative exponent y with X^y mod Z = K (a discrete logarithm "
             "modulo any Z).",
             /*difficulty_help=*/"MAX_Z = 10, then floor(1.2 MAX_Z) + 1 per level; Z uniform in "
             "2..MAX_Z, X and the hidden exponent uniform in 2..Z"},
            {"RLVE DiscreteLogarithm ladder: -1 unparseable or negative, 1 the smallest "
             "exponent, 0 not a solution, else (gold / answer)^beta.", /*beta=*/2}) {}

 protected:
  DiscreteLogarithmInstance Make(int difficulty, tasks::Rng& rng) const override {
    int64_t max_z = 10;
    for (int d = 0; d < difficulty; ++d) max_z = max_z * 6 / 5 + 1;
    DiscreteLogarithmInstance instance;
    instance.z = rng.Uniform(2, max_z);
    instance.x = rng.Uniform(2, instance.z);
    instance.y = rng.Uniform(2, instance.z);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<DiscreteLogarithmInstance>& fields)
      const override {
    using I = DiscreteLogarithmInstance;
    fields.Int("z", &I::z, 2, kMaxZ)
        .Int("x", &I::x, 2, [](const I& i) { return i.z; })
        .Int("y", &I::y, 0, [](const I& i) { return i.z; });
  }
  absl::Status Finish(DiscreteLogarithmInstance& instance) const override {
    Derive(instance);
    return absl::OkStatus();
  }
  std::string Prompt(const DiscreteLogarithmInstance& instance) const override {
    return absl::StrCat(
        "Among the whole numbers y = 0, 1, 2, ..., which is the first one "
        "for which\n(", instance.x,
        "^y) mod ", instance.z, " = ", instance.k,
        "\nholds?\n\nPut your final answer (a single non-negative integer, the "
        "smallest such y) inside <answer> </answer> tags.");
  }
  std::string Reference(const DiscreteLogarithmInstance& instance) const override {
    return environments::AnswerTagged(absl::StrCat(instance.answer));
  }

  absl::StatusOr<Verdict> Grade(const DiscreteLogarithmInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> span = parsing::FinalAnswer(input.output);
    if (!span) return environments::Unparsed();
    const std::optional<std::string> answer = parsing::CanonicalInteger(*span);
    if (!answer) return environments::Unparsed();
    // RLVE's wrong_format for a negative y.
    if ((*answer)[0] == '-') return Verdict{environments::kUnparsedReward, false, true};
    if (*answer == absl::StrCat(instance.answer)) return Verdict{1.0, true, true};
    if (PowDecimal(static_cast<uint64_t>(instance.x), *answer,
                   static_cast<uint64_t>(instance.z)) !=
        static_cast<uint64_t>(instance.k)) {
      return Verdict{0.0, false, true};  // RLVE's invalid_answer = 0.
    }
    // A solution other than the smallest is larger than it.
    const long double ratio =
        static_cast<long double>(instance.answer) / Approximate(*answer);
    return Verdict{environments::PartialCredit(static_cast<double>(ratio),
                                               input.params.Number("beta")),
                   false, true};
  }
};

}  // namespace
}  // namespace discrete_logarithm_cc

absl::Status RegisterDiscreteLogarithmEnvironment(Catalog& catalog,
                                                  const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<DiscreteLogarithmEnvironment>());
}

}  // namespace referee

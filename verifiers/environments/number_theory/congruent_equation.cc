#include "verifiers/environments/number_theory/congruent_equation.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace congruent_equation_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 47;
constexpr int64_t kMaxValue = 1000000000000000;  // 10^15 < 2^50.

struct CongruentEquationInstance {
  int64_t a = 1;
  int64_t b = 2;
  int64_t answer = 1;  // Derived: a^-1 mod b, in 1..b-1.
};

// The inverse of a modulo b (gcd 1) by the extended Euclidean algorithm;
// the Bezout coefficient stays within (-b, b).
int64_t Inverse(int64_t a, int64_t b) {
  int64_t r0 = a % b, r1 = b, s0 = 1, s1 = 0;
  while (r1 != 0) {
    const int64_t q = r0 / r1;
    int64_t t = r0 - q * r1; r0 = r1; r1 = t;
    t = s0 - q * s1; s0 = s1; s1 = t;
  }
  return ((s0 % b) + b) % b;
}

// Decimal digits (no sign) modulo m < 2^50, four digits at a time
// (r * 10^4 + chunk < 2^64).
uint64_t DigitsMod(absl::string_view digits, uint64_t m) {
  uint64_t r = 0;
  size_t i = 0;
  const size_t head = digits.size() % 4 == 0 ? 4 : digits.size() % 4;
  for (size_t len = head; i < digits.size(); len = 4) {
    uint64_t chunk = 0, scale = 1;
    for (size_t k = 0; k < len; ++k, ++i) {
      chunk = chunk * 10 + static_cast<uint64_t>(digits[i] - '0');
      scale *= 10;
    }
    r = (r * scale + chunk) % m;
  }
  return r;
}

class CongruentEquationEnvironment final
    : public environments::LadderEnvironment<CongruentEquationInstance> {
 public:
  CongruentEquationEnvironment()
      : LadderEnvironment(
            {"congruent_equation", "RLVE-Gym:CongruentEquation", kMaxDifficulty,
             "Find the smallest positive x with A x = 1 (mod B): the modular inverse.",
             /*difficulty_help=*/"MAX_A_B = 5 * 2^d; A uniform in 1..MAX_A_B, B uniform in "
             "2..MAX_A_B, redrawn until coprime"},
            {"RLVE CongruentEquation ladder: -1 unparseable or not positive, -0.5 not a "
             "solution, 1 the smallest solution, 0 a larger one."}) {}

 protected:
  CongruentEquationInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_a_b = int64_t{5} << difficulty;
    CongruentEquationInstance instance;
    do {
      instance.a = rng.Uniform(1, max_a_b);
      instance.b = rng.Uniform(2, max_a_b);
    } while (environments::Gcd(instance.a, instance.b) != 1);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<CongruentEquationInstance>& fields)
      const override {
    fields.Int("a", &CongruentEquationInstance::a, 1, kMaxValue)
        .Int("b", &CongruentEquationInstance::b, 2, kMaxValue);
  }
  absl::Status Finish(CongruentEquationInstance& instance) const override {
    if (environments::Gcd(instance.a, instance.b) != 1) {
      return environments::BadInstance("b", "a and b must be coprime");
    }
    instance.answer = Inverse(instance.a, instance.b);
    return absl::OkStatus();
  }
  std::string Prompt(const CongruentEquationInstance& instance) const override {
    return absl::StrCat(
        "Solve the congruence\n", instance.a, " * x ≡ 1 (mod ", instance.b,
        ")\nfor the smallest positive integer x.\n\nPut your final answer (a "
        "single positive integer, that smallest x) inside <answer> </answer> "
        "tags.");
  }
  std::string Reference(const CongruentEquationInstance& instance) const override {
    return environments::AnswerTagged(absl::StrCat(instance.answer));
  }

  absl::StatusOr<Verdict> Grade(const CongruentEquationInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> span = parsing::FinalAnswer(input.output);
    if (!span) return environments::Unparsed();
    const std::optional<std::string> answer = parsing::CanonicalInteger(*span);
    if (!answer) return environments::Unparsed();
    // RLVE's wrong_format for x <= 0.
    if ((*answer)[0] == '-' || *answer == "0") {
      return Verdict{environments::kUnparsedReward, false, true};
    }
    const uint64_t b = static_cast<uint64_t>(instance.b);
    const uint64_t x = DigitsMod(*answer, b);
    if (environments::MulMod(static_cast<uint64_t>(instance.a) % b, x, b) != 1) {
      return environments::Invalid();
    }
    if (*answer == absl::StrCat(instance.answer)) return Verdict{1.0, true, true};
    return Verdict{0.0, false, true};  // A larger solution.
  }
};

}  // namespace
}  // namespace congruent_equation_cc

absl::Status RegisterCongruentEquationEnvironment(Catalog& catalog,
                                                  const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<CongruentEquationEnvironment>());
}

}  // namespace referee

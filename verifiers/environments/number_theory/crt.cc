#include "verifiers/environments/number_theory/crt.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace crt_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 56;
constexpr size_t kMaxModuli = 20;
constexpr int64_t kMaxModulus = 1000000000;     // 10^9.
constexpr int64_t kMaxX = 1000000000000000;     // 10^15.

struct CrtInstance {
  int64_t x = 0;
  std::vector<int64_t> moduli;
  std::vector<int64_t> residues;  // Derived: x mod moduli[i].
};

void Derive(CrtInstance& instance) {
  instance.residues.clear();
  for (const int64_t b : instance.moduli) instance.residues.push_back(instance.x % b);
}

// The decimal digits `digits` (no sign) modulo m <= 10^9, nine digits at a
// time: r < 2^30, so r * 10^9 + chunk < 2^60.
int64_t DigitsMod(absl::string_view digits, int64_t m) {
  uint64_t r = 0;
  size_t i = 0;
  const size_t head = digits.size() % 9;
  auto chunk = [&](size_t len) {
    uint64_t value = 0, scale = 1;
    for (size_t k = 0; k < len; ++k, ++i) {
      value = value * 10 + static_cast<uint64_t>(digits[i] - '0');
      scale *= 10;
    }
    r = (r * scale + value) % static_cast<uint64_t>(m);
  };
  if (head > 0) chunk(head);
  while (i < digits.size()) chunk(9);
  return static_cast<int64_t>(r);
}

class CrtEnvironment final : public environments::LadderEnvironment<CrtInstance> {
 public:
  CrtEnvironment()
      : LadderEnvironment(
            {"crt", "RLVE-Gym:CRT", kMaxDifficulty,
             "Find a non-negative integer satisfying a system of congruences x = r (mod b) with "
             "moduli that need not be coprime.",
             /*difficulty_help=*/"MAX_X = 5, MAX_M = 2; every third level MAX_M + 1, else MAX_X x "
             "1.5; M uniform in 2..MAX_M, X uniform in 2..MAX_X, min(M, X - 1) distinct moduli "
             "from 2..X"},
            {"RLVE CRT ladder: -1 unparseable or negative, else (satisfied congruences / "
             "all)^beta.", /*beta=*/10}) {}

 protected:
  CrtInstance Make(int difficulty, tasks::Rng& rng) const override {
    // Of levels 1..difficulty, every third raises MAX_M and the rest scale
    // MAX_X; the two never interact, so each is counted on its own.
    const int64_t max_m = 2 + difficulty / 3;
    const int64_t max_x = environments::RlveScaled(5, difficulty - difficulty / 3);
    const int64_t m = rng.Uniform(2, max_m);
    CrtInstance instance;
    instance.x = rng.Uniform(2, max_x);
    const int64_t count = std::min(m, instance.x - 1);
    while (static_cast<int64_t>(instance.moduli.size()) < count) {
      const int64_t b = rng.Uniform(2, instance.x);
      if (std::find(instance.moduli.begin(), instance.moduli.end(), b) ==
          instance.moduli.end()) {
        instance.moduli.push_back(b);
      }
    }
    return instance;
  }
  void DeclareFields(environments::InstanceFields<CrtInstance>& fields) const override {
    fields.Int("x", &CrtInstance::x, 0, kMaxX)
        .Ints("moduli", &CrtInstance::moduli, static_cast<int64_t>(kMaxModuli), 2, kMaxModulus);
  }
  absl::Status Finish(CrtInstance& instance) const override {
    std::vector<int64_t> sorted = instance.moduli;
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) {
      return environments::BadInstance("moduli", "a modulus repeats");
    }
    Derive(instance);
    return absl::OkStatus();
  }
  std::string Prompt(const CrtInstance& instance) const override {
    std::string text = absl::StrCat(
        "Here are ", instance.moduli.size(), " congruences in one unknown x:\n");
    for (size_t i = 0; i < instance.moduli.size(); ++i) {
      absl::StrAppend(&text, "x ≡ ", instance.residues[i], " (mod ",
                      instance.moduli[i], ")\n");
    }
    absl::StrAppend(
        &text,
        "\nGive one value of x, a whole number that is 0 or larger, for which "
        "all of these congruences hold together (any such value is "
        "accepted).\n\nPut your final answer (a single non-negative "
        "integer x) inside <answer> </answer> tags.");
    return text;
  }
  std::string Reference(const CrtInstance& instance) const override {
    return environments::AnswerTagged(absl::StrCat(instance.x));
  }

  absl::StatusOr<Verdict> Grade(const CrtInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> span = parsing::FinalAnswer(input.output);
    if (!span) return environments::Unparsed();
    const std::optional<std::string> answer = parsing::CanonicalInteger(*span);
    if (!answer) return environments::Unparsed();
    // RLVE's wrong_format for a negative x.
    if ((*answer)[0] == '-') return Verdict{environments::kUnparsedReward, false, true};
    int64_t satisfied = 0;
    for (size_t i = 0; i < instance.moduli.size(); ++i) {
      satisfied += DigitsMod(*answer, instance.moduli[i]) == instance.residues[i];
    }
    return environments::Graded(satisfied,
                                static_cast<int64_t>(instance.moduli.size()),
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace crt_cc

absl::Status RegisterCrtEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog, std::make_unique<CrtEnvironment>());
}

}  // namespace referee

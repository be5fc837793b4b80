#include "verifiers/environments/arithmetic/power_cycle.h"

#include <cstdlib>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace power_cycle_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::MulMod;

constexpr int kMaxDifficulty = 12;
constexpr int64_t kMaxDigits = 18;

struct PowerCycleInstance {
  std::string n;  // Decimal, no leading zeros.
  int64_t k = 1;
  uint64_t cycle = 0;  // Derived: the least cycle length.
};

uint64_t PowerOfTen(int64_t k) {
  uint64_t p = 1;
  for (int64_t i = 0; i < k; ++i) p *= 10;
  return p;
}

// The least L >= 1 with n^(L+1) = n (mod 10^k), or nullopt if there is
// none. The lengths that work for the last i digits are the multiples of
// the least one (the set is closed under differences), so the least one
// for i digits is the one for i - 1 digits times the least j that works;
// j <= 10 whenever there is one (RLVE's and the classic solution's bound).
std::optional<uint64_t> LeastCycle(uint64_t n, int64_t k) {
  const uint64_t mod = PowerOfTen(k);
  const uint64_t t = n % mod;
  uint64_t step = t;  // t^L for the current L.
  uint64_t length = 1;
  for (int64_t i = 1; i <= k; ++i) {
    const uint64_t digits = PowerOfTen(i);
    uint64_t value = t, power = 1;
    bool found = false;
    for (uint64_t j = 1; j <= 10; ++j) {
      value = MulMod(value, step, mod);
      power = MulMod(power, step, mod);
      if (value % digits == t % digits) {
        length *= j;
        found = true;
        break;
      }
    }
    if (!found) return std::nullopt;
    step = power;
  }
  return length;
}

uint64_t ParseDecimal(const std::string& digits) {
  uint64_t v = 0;
  for (char c : digits) v = v * 10 + static_cast<uint64_t>(c - '0');
  return v;
}

class PowerCycleEnvironment final : public environments::LadderEnvironment<PowerCycleInstance> {
 public:
  PowerCycleEnvironment()
      : LadderEnvironment(
            {"power_cycle", "RLVE-Gym:PowerCycle", kMaxDifficulty,
             "The least cycle length of the last K digits of the powers of N.",
             /*difficulty_help=*/"D = 2, then floor(1.1 D) + 1 per level; N uniform in 1..10^D-1, "
             "K in 1..D, redrawn while there is no cycle"},
            {"Least cycle: -1 unparseable or <= 0, 0 not a multiple of the least cycle L, else L "
             "/ answer."}) {}

 protected:
  PowerCycleInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t d = difficulty == 0 ? 2 : environments::RlveGrowthSize(difficulty - 1);
    PowerCycleInstance instance;
    while (true) {
      const int64_t n = rng.Uniform(1, static_cast<int64_t>(PowerOfTen(d)) - 1);
      instance.k = rng.Uniform(1, d);
      const std::optional<uint64_t> cycle = LeastCycle(static_cast<uint64_t>(n), instance.k);
      if (!cycle) continue;
      instance.n = absl::StrCat(n);
      return instance;
    }
  }
  void DeclareFields(environments::InstanceFields<PowerCycleInstance>& fields) const override {
    fields.Digits("n", &PowerCycleInstance::n, kMaxDigits)
        .Int("k", &PowerCycleInstance::k, 1, kMaxDigits);
  }
  absl::Status Finish(PowerCycleInstance& instance) const override {
    if (instance.n == "0") return environments::BadInstance("n", "must be positive");
    const std::optional<uint64_t> cycle = LeastCycle(ParseDecimal(instance.n), instance.k);
    if (!cycle) return environments::BadInstance("n", "its powers have no cycle");
    instance.cycle = *cycle;
    return absl::OkStatus();
  }
  std::string Prompt(const PowerCycleInstance& instance) const override {
    return absl::StrCat(
        "The last digits of the powers 2, 4, 8, 16, 32, 64, ... of 2 repeat "
        "with period 4: 2, 4, 8, 6, 2, 4, 8, 6, ... (4 is the smallest "
        "period; 8 or 12 also repeat, but are not the smallest).\n\n"
        "Now take the powers N^1, N^2, N^3, ... of N = ", instance.n,
        " and look at their last ", instance.k, " decimal digit(s) (a power "
        "with fewer digits is padded with leading zeros). What is the smallest "
        "positive integer L such that, for every positive integer a, N^a and "
        "N^(a+L) have the same last ", instance.k, " digit(s)? (Such an L "
        "exists here.)\n\nPut your final answer (a single positive integer) "
        "inside <answer> </answer> tags.");
  }
  std::string Reference(const PowerCycleInstance& instance) const override {
    return environments::AnswerTagged(absl::StrCat(instance.cycle));
  }

  absl::StatusOr<Verdict> Grade(const PowerCycleInstance& instance,
                                const VerifyInput& input) const override {
    std::optional<absl::string_view> span = parsing::FinalAnswer(input.output);
    if (!span) return environments::Unparsed();
    std::optional<std::string> answer = parsing::CanonicalInteger(*span);
    if (!answer || (*answer)[0] == '-' || *answer == "0") return environments::Unparsed();
    // The remainder modulo L (< 10^18, so 10 r + 9 < 2^64), digit by digit.
    uint64_t remainder = 0;
    for (char c : *answer) {
      remainder = (remainder * 10 + static_cast<uint64_t>(c - '0')) % instance.cycle;
    }
    if (remainder != 0) return Verdict{0.0, false, true};
    if (*answer == absl::StrCat(instance.cycle)) return Verdict{1.0, true, true};
    // A proper multiple: L / answer < 1 (inf for a very long answer: 0).
    const double value = std::strtod(answer->c_str(), nullptr);
    return Verdict{environments::PartialCredit(static_cast<double>(instance.cycle) / value, 1.0),
                   false, true};
  }
};

}  // namespace
}  // namespace power_cycle_cc

absl::Status RegisterPowerCycleEnvironment(Catalog& catalog,
                                           const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<PowerCycleEnvironment>());
}

}  // namespace referee

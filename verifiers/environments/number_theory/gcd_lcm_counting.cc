#include "verifiers/environments/number_theory/gcd_lcm_counting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace gcd_lcm_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 62;
constexpr int64_t kMaxValue = 1000000000000;  // 10^12.
constexpr size_t kMaxAnswerDigits = 18;

struct GcdLcmCountingInstance {
  int64_t gcd = 1;
  int64_t lcm = 1;
  int64_t answer = 0;  // Derived.
};

// 0 if gcd does not divide lcm, else 2^(distinct primes of lcm / gcd), by
// trial division (lcm / gcd <= 10^12: at most 10^6 steps).
void Derive(GcdLcmCountingInstance& instance) {
  if (instance.lcm % instance.gcd != 0) {
    instance.answer = 0;
    return;
  }
  int64_t rest = instance.lcm / instance.gcd, count = 1;
  for (int64_t p = 2; p <= rest / p; ++p) {
    if (rest % p != 0) continue;
    count *= 2;
    while (rest % p == 0) rest /= p;
  }
  if (rest > 1) count *= 2;
  instance.answer = count;
}

class GcdLcmCountingEnvironment final
    : public environments::LadderEnvironment<GcdLcmCountingInstance> {
 public:
  GcdLcmCountingEnvironment()
      : LadderEnvironment(
            {"gcd_lcm_counting", "RLVE-Gym:GcdLcmCounting", kMaxDifficulty,
             "Count the ordered pairs of positive integers with a given GCD and a given LCM.",
             /*difficulty_help=*/"MAX_LCM = 10, then floor(1.5 MAX_LCM) per level; LCM uniform in "
             "1..MAX_LCM, GCD a uniform divisor of it (1% of problems: a GCD not dividing the "
             "LCM)"},
            {"RLVE GcdLcmCounting ladder: -1 unparseable or negative; a zero count is all or "
             "nothing; else 0 for a non-power of two, (min/max)^beta for a power of two.",
              /*beta=*/10}) {}

 protected:
  GcdLcmCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_lcm = environments::RlveScaled(10, difficulty);
    GcdLcmCountingInstance instance;
    if (rng.Chance(1, 100)) {
      do {
        instance.lcm = rng.Uniform(1, max_lcm);
        instance.gcd = rng.Uniform(1, instance.lcm);
      } while (instance.lcm % instance.gcd == 0);
    } else {
      instance.lcm = rng.Uniform(1, max_lcm);
      std::vector<int64_t> divisors;
      for (int64_t i = 1; i <= instance.lcm / i; ++i) {
        if (instance.lcm % i != 0) continue;
        divisors.push_back(i);
        if (i != instance.lcm / i) divisors.push_back(instance.lcm / i);
      }
      std::sort(divisors.begin(), divisors.end());
      instance.gcd = divisors[static_cast<size_t>(
          rng.Uniform(0, static_cast<int64_t>(divisors.size()) - 1))];
    }
    return instance;
  }
  void DeclareFields(environments::InstanceFields<GcdLcmCountingInstance>& fields) const override {
    fields.Int("gcd", &GcdLcmCountingInstance::gcd, 1, kMaxValue)
        .Int("lcm", &GcdLcmCountingInstance::lcm, 1, kMaxValue);
  }
  absl::Status Finish(GcdLcmCountingInstance& instance) const override {
    Derive(instance);
    return absl::OkStatus();
  }
  std::string Prompt(const GcdLcmCountingInstance& instance) const override {
    return absl::StrCat(
        "How many ordered pairs (P, Q) of positive integers have greatest "
        "common divisor gcd(P, Q) = ", instance.gcd,
        " and least common multiple lcm(P, Q) = ", instance.lcm,
        "? Pairs are ordered: (P, Q) and (Q, P) count separately when P != "
        "Q.\n\nPut your final answer (a single integer, the number of such "
        "pairs) inside <answer> </answer> tags.");
  }
  std::string Reference(const GcdLcmCountingInstance& instance) const override {
    return environments::AnswerTagged(absl::StrCat(instance.answer));
  }

  absl::StatusOr<Verdict> Grade(const GcdLcmCountingInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> span = parsing::FinalAnswer(input.output);
    if (!span) return environments::Unparsed();
    const std::optional<std::string> answer = parsing::CanonicalInteger(*span);
    if (!answer) return environments::Unparsed();
    // RLVE's wrong_format for a negative count.
    if ((*answer)[0] == '-') return Verdict{environments::kUnparsedReward, false, true};
    if (*answer == absl::StrCat(instance.answer)) return Verdict{1.0, true, true};
    // A zero count: nothing else earns anything; an answer this long is
    // no closer than (2^11 / 10^18)^beta.
    if (instance.answer == 0 || answer->size() > kMaxAnswerDigits) {
      return Verdict{0.0, false, true};
    }
    const int64_t a = std::stoll(*answer);
    if (a != 0 && (a & (a - 1)) != 0) return Verdict{0.0, false, true};  // not_power_2.
    const double ratio = static_cast<double>(std::min(a, instance.answer)) /
                         static_cast<double>(std::max(a, instance.answer));
    return Verdict{environments::PartialCredit(ratio, input.params.Number("beta")),
                   false, true};
  }
};

}  // namespace
}  // namespace gcd_lcm_counting_cc

absl::Status RegisterGcdLcmCountingEnvironment(Catalog& catalog,
                                               const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<GcdLcmCountingEnvironment>());
}

}  // namespace referee

#include "verifiers/environments/arithmetic/gcd_lcm.h"

#include <array>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace gcd_lcm_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 12;
constexpr size_t kMaxValues = 50;
constexpr int64_t kMaxValue = 1000000000000000;     // 10^15.
constexpr int64_t kMaxLcm = 1000000000000000000;    // 10^18.
constexpr std::array<int64_t, 10> kPrimes = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29};

struct GcdLcmInstance {
  std::vector<int64_t> values;
  int64_t gcd = 0;  // Derived.
  int64_t lcm = 0;  // Derived, <= kMaxLcm.
};

// 10^(3+d), the bound on the hidden LCM at level d.
int64_t LevelBound(int difficulty) {
  int64_t bound = 1000;
  for (int d = 0; d < difficulty; ++d) bound *= 10;
  return bound;
}

// Fills gcd and lcm; false if the LCM exceeds kMaxLcm. Values are in
// 1..kMaxValue, so every product checked here is bounded by division first.
bool Solve(GcdLcmInstance& instance) {
  int64_t g = 0, l = 1;
  for (const int64_t v : instance.values) {
    g = std::gcd(g, v);
    const int64_t part = l / std::gcd(l, v);  // lcm(l, v) = part * v.
    if (part > kMaxLcm / v) return false;
    l = part * v;
  }
  instance.gcd = g;
  instance.lcm = l;
  return true;
}

class GcdLcmEnvironment final : public environments::LadderEnvironment<GcdLcmInstance> {
 public:
  GcdLcmEnvironment()
      : LadderEnvironment(
            {"gcd_lcm", "Referee", kMaxDifficulty,
             "Compute the GCD and the LCM of a list of positive integers.",
             /*difficulty_help=*/"K = 2 + d/2 numbers, each a divisor of a hidden 29-smooth L <= "
             "10^(3+d) (so the LCM is too), sharing a random common part"},
            {"GCD and LCM: -1 unparseable or not exactly two integers, else (values right) / "
             "2."}) {}

 protected:
  GcdLcmInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t bound = LevelBound(difficulty);
    const size_t k = static_cast<size_t>(2 + difficulty / 2);
    // L: random primes while the product stays within the bound.
    std::array<int64_t, kPrimes.size()> top{}, common{};
    for (int64_t product = 1;;) {
      const size_t i = static_cast<size_t>(
          rng.Uniform(0, static_cast<int64_t>(kPrimes.size()) - 1));
      if (product > bound / kPrimes[i]) break;
      product *= kPrimes[i];
      ++top[i];
    }
    for (size_t i = 0; i < kPrimes.size(); ++i) {
      common[i] = rng.Chance(1, 2) ? rng.Uniform(0, top[i]) : 0;
    }
    GcdLcmInstance instance;
    for (size_t j = 0; j < k; ++j) {
      int64_t value = 1;  // Divides L <= bound: never overflows.
      for (size_t i = 0; i < kPrimes.size(); ++i) {
        for (int64_t e = rng.Uniform(common[i], top[i]); e > 0; --e) {
          value *= kPrimes[i];
        }
      }
      instance.values.push_back(value);
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<GcdLcmInstance>& fields) const override {
    fields.Ints("values", &GcdLcmInstance::values, static_cast<int64_t>(kMaxValues), 1, kMaxValue);
  }

  absl::Status Finish(GcdLcmInstance& instance) const override {
    if (!Solve(instance)) return environments::BadInstance("values", "the LCM exceeds 10^18");
    return absl::OkStatus();
  }

  std::string Prompt(const GcdLcmInstance& instance) const override {
    return absl::StrCat(
        "Find the **greatest common divisor** (GCD) and the **least common "
        "multiple** (LCM) of the following ",
        instance.values.size(), " positive integers:\n",
        absl::StrJoin(instance.values, " "),
        "\n\nOutput Format:\n"
        "Your final answer should be a single line containing two integers, "
        "the GCD and then the LCM, separated by a **space**, inside <answer> "
        "</answer> tags.\n"
        "Example: <answer>6 360</answer>; this means the GCD is 6 and the "
        "LCM is 360.");
  }

  std::string Reference(const GcdLcmInstance& instance) const override {
    return environments::AnswerTagged(
        absl::StrCat(instance.gcd, " ", instance.lcm));
  }

  absl::StatusOr<Verdict> Grade(const GcdLcmInstance& instance,
                                const VerifyInput& input) const override {
    const auto answer = environments::FinalIntegers(input.output, 2);
    if (!answer || answer->count != 2) return environments::Unparsed();
    // kHugeToken equals neither (both are positive).
    const int64_t right = (answer->values[0] == instance.gcd ? 1 : 0) +
                          (answer->values[1] == instance.lcm ? 1 : 0);
    return environments::Graded(right, 2, 1.0);
  }
};

}  // namespace
}  // namespace gcd_lcm_cc

absl::Status RegisterGcdLcmEnvironment(Catalog& catalog,
                                       const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog, std::make_unique<GcdLcmEnvironment>());
}

}  // namespace referee

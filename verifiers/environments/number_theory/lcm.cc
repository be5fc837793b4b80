#include "verifiers/environments/number_theory/lcm.h"

#include "absl/strings/str_replace.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace lcm_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 78;
constexpr int64_t kMaxValue = 1000000000000000;  // 10^15.

// Ten ways to ask (ours; RLVE-Gym also rotates ten).
constexpr const char* kPhrasings[] = {
    "What is the least common multiple of {a} and {b}?",
    "Compute lcm({a}, {b}).",
    "Find the smallest positive integer divisible by both {a} and {b}.",
    "Give the least common multiple (LCM) of the two numbers {a} and {b}.",
    "Which is the smallest positive number that both {a} and {b} divide?",
    "Determine lcm({a}, {b}), the least common multiple of {a} and {b}.",
    "Two integers are given: {a} and {b}. What is their least common "
    "multiple?",
    "Find the LCM of {a} and {b}.",
    "What is the smallest positive common multiple of {a} and {b}?",
    "Calculate the least positive integer that is a multiple of {a} and "
    "also a multiple of {b}.",
};
constexpr int64_t kPhrasingCount = sizeof(kPhrasings) / sizeof(kPhrasings[0]);

struct LcmInstance {
  int64_t a = 1;
  int64_t b = 1;
  int64_t phrasing = 0;
  std::string answer;  // Derived: lcm(a, b) < 10^30, in 128 bits.
};

void Derive(LcmInstance& instance) {
  const unsigned __int128 lcm =
      static_cast<unsigned __int128>(instance.a / environments::Gcd(instance.a, instance.b)) *
      static_cast<unsigned __int128>(instance.b);
  instance.answer = environments::U128Text(lcm);
}

class LcmEnvironment final : public environments::IntegerAnswerEnvironment<LcmInstance> {
 public:
  LcmEnvironment()
      : IntegerAnswerEnvironment(
            {"lcm", "RLVE-Gym:LCM", kMaxDifficulty,
             "Compute the least common multiple of two integers.",
             /*difficulty_help=*/"MAX_a_b = 15, then floor(1.5 MAX_a_b) per level; a and b "
             "uniform in 2..MAX_a_b; one of ten phrasings"},
            environments::NumberLadder::kExact) {}

 protected:
  LcmInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_a_b = environments::RlveScaled(15, difficulty);
    LcmInstance instance;
    instance.a = rng.Uniform(2, max_a_b);
    instance.b = rng.Uniform(2, max_a_b);
    instance.phrasing = rng.Uniform(0, kPhrasingCount - 1);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<LcmInstance>& fields) const override {
    fields.Int("a", &LcmInstance::a, 1, kMaxValue)
        .Int("b", &LcmInstance::b, 1, kMaxValue)
        .Int("phrasing", &LcmInstance::phrasing, 0, kPhrasingCount - 1)
        .Optional();
  }
  absl::Status Finish(LcmInstance& instance) const override {
    Derive(instance);
    return absl::OkStatus();
  }
  std::string Prompt(const LcmInstance& instance) const override {
    return absl::StrCat(
        absl::StrReplaceAll(kPhrasings[instance.phrasing],
                            {{"{a}", absl::StrCat(instance.a)},
                             {"{b}", absl::StrCat(instance.b)}}),
        "\n\nPut your final answer (a single integer) inside <answer> "
        "</answer> tags.");
  }
};

}  // namespace
}  // namespace lcm_cc

absl::Status RegisterLcmEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<LcmEnvironment>());
}

}  // namespace referee

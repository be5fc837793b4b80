#include "verifiers/environments/number_theory/lamp_changing.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace lamp_changing_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 12;  // MAX_N_T = 1021.
constexpr int64_t kMaxN = 2000;
constexpr int64_t kMaxT = 1000000000000000;  // 10^15.
constexpr int64_t kBiasSteps = int64_t{1} << 20;
constexpr int kMaxDraws = 1000;

struct LampChangingInstance {
  int64_t n = 3;
  std::vector<int64_t> states;  // states[i]: lamp i + 1 at time 0, 1 = ON.
  int64_t t = 0;
  int64_t k = 1;
  bool on = false;  // Derived: lamp k at time t.
};

// Lamp k (1-based) at time t. One step maps s to s[i] ^ s[i + 1 mod n]:
// s times (1 + x) over GF(2) on the circle, where x s is s moved one place
// back. Squaring over GF(2) gives (1 + x)^(2^j) = 1 + x^(2^j), so t steps
// are one pass per set bit j of t, each xoring s[i + 2^j mod n] into s[i].
bool LampAt(const std::vector<int64_t>& states, int64_t t, int64_t k) {
  const size_t n = states.size();
  std::vector<int64_t> s = states, next(n);
  size_t shift = 1 % n;  // 2^j mod n.
  for (uint64_t rest = static_cast<uint64_t>(t); rest != 0; rest >>= 1) {
    if (rest & 1) {
      for (size_t i = 0; i < n; ++i) next[i] = s[i] ^ s[(i + shift) % n];
      s.swap(next);
    }
    shift = (2 * shift) % n;
  }
  return s[static_cast<size_t>(k - 1)] == 1;
}

class LampChangingEnvironment final : public environments::LadderEnvironment<LampChangingInstance> {
 public:
  LampChangingEnvironment()
      : LadderEnvironment(
            {"lamp_changing", "RLVE-Gym:LampChanging", kMaxDifficulty,
             "Lamps in a circle each turn ON when they differ from the next lamp, OFF when they "
             "agree; the state of one lamp after T steps.",
             /*difficulty_help=*/"MAX_N_T = 8, then floor(1.5 MAX_N_T) per level; the answer ON "
             "or OFF with odds 1/2, then N in 3..MAX_N_T, each lamp ON with a random bias, T in "
             "2..MAX_N_T, K in 1..N, redrawn until lamp K at time T has that state"},
            {"RLVE LampChanging ladder: -1 no answer, -0.5 neither ON nor OFF, 1 for the lamp's "
             "state, else 0."}) {}

 protected:
  LampChangingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_n_t = environments::RlveScaled(8, difficulty);
    const bool want_on = rng.Chance(1, 2);
    LampChangingInstance instance;
    for (int draw = 0; draw < kMaxDraws; ++draw) {
      instance.n = rng.Uniform(3, max_n_t);
      const int64_t bias = rng.Uniform(0, kBiasSteps);
      instance.states.clear();
      for (int64_t i = 0; i < instance.n; ++i) {
        instance.states.push_back(rng.Chance(bias, kBiasSteps) ? 1 : 0);
      }
      instance.t = rng.Uniform(2, max_n_t);
      instance.k = rng.Uniform(1, instance.n);
      if (LampAt(instance.states, instance.t, instance.k) == want_on) break;
    }
    return instance;
  }
  void DeclareFields(environments::InstanceFields<LampChangingInstance>& fields) const override {
    using I = LampChangingInstance;
    fields.Int("n", &I::n, 3, kMaxN)
        .Ints("states", &I::states, [](const I& x) { return x.n; }, 0, 1)
        .SizedBy([](const I& x) { return x.n; })
        .Int("t", &I::t, 0, kMaxT)
        .Int("k", &I::k, 1, [](const I& x) { return x.n; });
  }
  absl::Status Finish(LampChangingInstance& instance) const override {
    instance.on = LampAt(instance.states, instance.t, instance.k);
    return absl::OkStatus();
  }
  std::string Prompt(const LampChangingInstance& instance) const override {
    std::vector<absl::string_view> words;
    for (const int64_t s : instance.states) words.push_back(s == 1 ? "ON" : "OFF");
    return absl::StrCat(
        instance.n, " lamps stand in a circle, numbered 1 to ", instance.n,
        " going clockwise: after lamp i comes lamp i + 1, and after lamp ",
        instance.n,
        " comes lamp 1 again. Each lamp is either ON or OFF.\n\n"
        "Time advances in whole steps, starting from time 0. At each step "
        "every lamp changes at the same moment, looking only at itself and "
        "the lamp that comes after it clockwise: if those two lamps are in "
        "different states, the lamp is ON at the next time; if they are in "
        "the same state, it is OFF at the next time.\n\n"
        "At time 0 the lamps 1 to ", instance.n, " are, in order:\n",
        absl::StrJoin(words, " "),
        "\n\nIs lamp ", instance.k, " ON or OFF at time ", instance.t,
        "?\n\nPut your final answer, the word ON or the word OFF, inside "
        "<answer> </answer> tags.");
  }
  std::string Reference(const LampChangingInstance& instance) const override {
    return environments::AnswerTagged(instance.on ? "ON" : "OFF");
  }

  absl::StatusOr<Verdict> Grade(const LampChangingInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> span = parsing::FinalAnswer(input.output);
    if (!span) return environments::Unparsed();
    const absl::string_view answer = environments::PythonStrip(*span);
    if (answer != "ON" && answer != "OFF") return environments::Invalid();
    if ((answer == "ON") == instance.on) return Verdict{1.0, true, true};
    return Verdict{0.0, false, true};
  }
};

}  // namespace
}  // namespace lamp_changing_cc

absl::Status RegisterLampChangingEnvironment(Catalog& catalog,
                                             const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<LampChangingEnvironment>());
}

}  // namespace referee

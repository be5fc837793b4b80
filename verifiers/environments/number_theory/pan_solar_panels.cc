#include "verifiers/environments/number_theory/pan_solar_panels.h"

#include <array>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace pan_solar_panels_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 45;  // MAX = 798381090.
constexpr int64_t kMaxValue = 1000000000;

struct PanSolarPanelsInstance {
  int64_t a = 1, b = 1, c = 1, d = 1;  // X in [a, b], Y in [c, d].
  int64_t best = 1;                    // Derived: the largest gcd.
  int64_t x = 1, y = 1;                // Derived: a pair reaching it.
};

// The largest g with a multiple in [a, b] and one in [c, d] (1 always
// qualifies). For g in a block where q = floor(b / g) and r = floor(d / g)
// are constant, the largest multiples q g and r g grow with g, so the
// block's last g is the one to try; the blocks end at min(b / q, d / r).
int64_t BestGcd(int64_t a, int64_t b, int64_t c, int64_t d) {
  int64_t best = 1;
  const int64_t top = std::min(b, d);
  for (int64_t g = 1; g <= top;) {
    const int64_t last = std::min(b / (b / g), d / (d / g));
    if (b / last * last >= a && d / last * last >= c) best = last;
    g = last + 1;
  }
  return best;
}

// v with its last decimal digit moved as the registry-wide corruption test
// moves it (9 -> 0, else + 1).
int64_t LastDigitChanged(int64_t v) { return v % 10 == 9 ? v - 9 : v + 1; }

// x = the largest multiple of `best` in [a, b]; y a multiple in [c, d]
// such that y with its last digit changed is out of range or makes a
// smaller gcd with x, when one of the few largest multiples is (then the
// reference with its last digit changed is not optimal; when best = 1 and
// every y qualifies, no choice avoids it, and the largest is kept).
void ChooseReference(PanSolarPanelsInstance& instance) {
  const int64_t g = instance.best;
  instance.x = instance.b / g * g;
  instance.y = instance.d / g * g;
  for (int64_t y = instance.y, tries = 0; y >= instance.c && tries < 10; y -= g, ++tries) {
    const int64_t changed = LastDigitChanged(y);
    if (changed < instance.c || changed > instance.d || std::gcd(instance.x, changed) < g) {
      instance.y = y;
      return;
    }
  }
}

class PanSolarPanelsEnvironment final
    : public environments::LadderEnvironment<PanSolarPanelsInstance> {
 public:
  PanSolarPanelsEnvironment()
      : LadderEnvironment(
            {"pan_solar_panels", "RLVE-Gym:PanSolarPanels", kMaxDifficulty,
             "Choose X in [A, B] and Y in [C, D] with the largest gcd(X, Y).",
             /*difficulty_help=*/"MAX = 10, then floor(1.5 MAX) per level (244 at d = 8); four "
             "numbers uniform in 1..MAX redrawn until sorted A <= B < C <= D, the two ranges "
             "swapped with probability 1/2"},
            {"RLVE PanSolarPanels ladder: -1 unparseable or not two integers, -0.5 X or Y "
             "outside its range, else (gcd(X, Y) / best)^beta.",
             /*beta=*/3}) {}

 protected:
  PanSolarPanelsInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max = environments::RlveScaled(10, difficulty);
    std::array<int64_t, 4> v{};
    do {
      for (int64_t& x : v) x = rng.Uniform(1, max);
      std::sort(v.begin(), v.end());
    } while (v[1] >= v[2]);
    PanSolarPanelsInstance instance;
    instance.a = v[0], instance.b = v[1], instance.c = v[2], instance.d = v[3];
    if (rng.Chance(1, 2)) {
      std::swap(instance.a, instance.c);
      std::swap(instance.b, instance.d);
    }
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<PanSolarPanelsInstance>& fields) const override {
    using I = PanSolarPanelsInstance;
    fields.Int("a", &I::a, 1, kMaxValue)
        .Int("b", &I::b, [](const I& x) { return x.a; }, kMaxValue)
        .Int("c", &I::c, 1, kMaxValue)
        .Int("d", &I::d, [](const I& x) { return x.c; }, kMaxValue);
  }
  absl::Status Finish(PanSolarPanelsInstance& instance) const override {
    if (instance.a > instance.b) return BadInstance("b", "below a");
    if (instance.c > instance.d) return BadInstance("d", "below c");
    instance.best = BestGcd(instance.a, instance.b, instance.c, instance.d);
    ChooseReference(instance);
    return absl::OkStatus();
  }
  std::string Prompt(const PanSolarPanelsInstance& instance) const override {
    return absl::StrCat(
        "Find two integers X and Y with ", instance.a, " <= X <= ", instance.b, " and ",
        instance.c, " <= Y <= ", instance.d,
        " whose greatest common divisor gcd(X, Y) is as large as possible. If several pairs "
        "reach the largest gcd, any of them is accepted.\n\n"
        "Put X and Y, separated by a space, inside <answer> </answer> tags, e.g. "
        "<answer>", instance.a, " ", instance.c, "</answer>.");
  }
  std::string Reference(const PanSolarPanelsInstance& instance) const override {
    return environments::AnswerTagged(absl::StrCat(instance.x, " ", instance.y));
  }

  absl::StatusOr<Verdict> Grade(const PanSolarPanelsInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<parsing::IntegerTokens> pair = environments::FinalIntegers(input.output, 2);
    // RLVE: anything but exactly two integers is wrong_format.
    if (!pair || pair->count != 2) return environments::Unparsed();
    const int64_t x = pair->values[0];
    const int64_t y = pair->values[1];
    // Out of range (kHugeToken too) is invalid.
    if (x < instance.a || x > instance.b || y < instance.c || y > instance.d) {
      return environments::Invalid();
    }
    // 1 <= gcd <= best (best is the largest over the ranges).
    return environments::Graded(std::gcd(x, y), instance.best, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace pan_solar_panels_cc

absl::Status RegisterPanSolarPanelsEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<PanSolarPanelsEnvironment>());
}

}  // namespace referee

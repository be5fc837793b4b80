#include "verifiers/environments/probability/divisor_flip_expectation.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace divisor_flip_expectation_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::MulMod;

constexpr int kMaxDifficulty = 50;
constexpr int64_t kMaxN = 20000;
constexpr uint64_t kMod = 1000000007;

struct DivisorFlipExpectationInstance {
  std::vector<int64_t> state;  // state[i - 1]: light i, 0 or 1.
  int64_t k = 0;
  std::string answer;  // Derived.
};

std::string Expectation(const std::vector<int64_t>& state, int64_t k) {
  const int64_t n = static_cast<int64_t>(state.size());
  // The unique clearing set, decided from n down: light i ends off iff its
  // initial state plus the pressed switches among its multiples is even,
  // and only switch i can still change it, so press i iff that sum is odd.
  std::vector<char> pressed(static_cast<size_t>(n + 1), 0);
  int64_t needed = 0;
  for (int64_t i = n; i >= 1; --i) {
    int64_t parity = state[static_cast<size_t>(i - 1)];
    for (int64_t j = 2 * i; j <= n; j += i) parity ^= pressed[static_cast<size_t>(j)];
    if (parity != 0) {
      pressed[static_cast<size_t>(i)] = 1;
      ++needed;
    }
  }
  uint64_t expected = 0;
  if (needed <= k) {
    expected = static_cast<uint64_t>(needed);
  } else {
    std::vector<uint64_t> inverse(static_cast<size_t>(n + 1), 1);
    for (int64_t i = 2; i <= n; ++i) {
      inverse[static_cast<size_t>(i)] =
          MulMod(kMod - kMod / static_cast<uint64_t>(i),
                 inverse[kMod % static_cast<uint64_t>(i)], kMod);
    }
    // f(i) for i = needed..n, from n down; sum those in K+1..needed.
    uint64_t f = 1;  // f(n).
    expected = static_cast<uint64_t>(k);
    for (int64_t i = n; i > k; --i) {
      if (i < n) {
        f = MulMod((static_cast<uint64_t>(n) +
                    MulMod(static_cast<uint64_t>(n - i), f, kMod)) % kMod,
                   inverse[static_cast<size_t>(i)], kMod);
      }
      if (i <= needed) expected = (expected + f) % kMod;
    }
  }
  for (int64_t i = 2; i <= n; ++i) expected = MulMod(expected, static_cast<uint64_t>(i), kMod);
  return absl::StrCat(expected);
}

class DivisorFlipExpectationEnvironment final
    : public environments::IntegerAnswerEnvironment<DivisorFlipExpectationInstance> {
 public:
  DivisorFlipExpectationEnvironment()
      : IntegerAnswerEnvironment(
            {"divisor_flip_expectation", "RLVE-Gym:DivisorFlipExpectation", kMaxDifficulty,
             "Expected presses of random divisor-toggling switches until all lights are off "
             "(finishing optimally within K presses), times N!, modulo 10^9 + 7.",
             /*difficulty_help=*/"N = 3, then floor(1.1 N) + 1 per level; K uniform in 0..N; each "
             "light on with odds q/100, q uniform in 0..100"},
            environments::NumberLadder::kExact) {}

 protected:
  DivisorFlipExpectationInstance Make(int difficulty, tasks::Rng& rng) const override {
    DivisorFlipExpectationInstance instance;
    const int64_t n = environments::RlveGrowthSize(difficulty);
    instance.k = rng.Uniform(0, n);
    const int64_t q = rng.Uniform(0, 100);
    for (int64_t i = 0; i < n; ++i) instance.state.push_back(rng.Chance(q, 100) ? 1 : 0);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<DivisorFlipExpectationInstance>& fields) const override {
    using I = DivisorFlipExpectationInstance;
    fields.Ints("state", &I::state, kMaxN, 0, 1)
        .Int("k", &I::k, 0, [](const I& x) { return static_cast<int64_t>(x.state.size()); });
  }
  absl::Status Finish(DivisorFlipExpectationInstance& instance) const override {
    instance.answer = Expectation(instance.state, instance.k);
    return absl::OkStatus();
  }
  std::string Prompt(const DivisorFlipExpectationInstance& instance) const override {
    const int64_t n = static_cast<int64_t>(instance.state.size());
    std::string lights;
    for (int64_t i = 1; i <= n; ++i) {
      absl::StrAppend(&lights, "Light ", i, ": ", instance.state[static_cast<size_t>(i - 1)], "\n");
    }
    return absl::StrCat(
        "There are ", n, " lights numbered 1 to ", n,
        "; each is on (1) or off (0). Right now:\n", lights,
        "\nThere are also ", n, " switches numbered 1 to ", n,
        ". Pressing switch i flips (on becomes off, off becomes on) every light "
        "whose number is a divisor of i, lights 1 and i included.\n\n"
        "The game: press a switch chosen uniformly at random among all ", n,
        ", again and again, until every light is off. But as soon as the "
        "lights could all be turned off with ", instance.k,
        " presses or fewer, stop pressing at random and finish with a "
        "shortest possible sequence of presses instead.\n\n"
        "Let E be the expected total number of presses. Compute E * ", n,
        "! (an integer) modulo 10^9 + 7.\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> "
        "tags.");
  }
  std::optional<environments::AnswerRange> Range(
      const DivisorFlipExpectationInstance&) const override {
    return environments::AnswerRange{0, static_cast<int64_t>(kMod) - 1};
  }
};

}  // namespace
}  // namespace divisor_flip_expectation_cc

absl::Status RegisterDivisorFlipExpectationEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<DivisorFlipExpectationEnvironment>());
}

}  // namespace referee

#include "verifiers/environments/number_theory/stirling_second.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace stirling_second_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 99;
constexpr int64_t kMaxN = 1000000000;  // 10^9.
constexpr int64_t kMaxR = 100000;
constexpr uint64_t kMod = 1000000007;
constexpr int64_t kPhrasings = 3;

struct StirlingSecondInstance {
  int64_t n = 1;
  int64_t r = 1;
  int64_t phrasing = 0;  // Which story the prompt tells (0..2).
  std::string answer;  // Derived.
};

// b^e mod kMod in 64 bits (residues < 2^30, products < 2^60).
uint64_t PowMod64(uint64_t b, uint64_t e) {
  uint64_t r = 1;
  for (b %= kMod; e > 0; e >>= 1, b = b * b % kMod) {
    if (e & 1) r = r * b % kMod;
  }
  return r;
}

// Inclusion-exclusion over the empty boxes; C(R, k) mod p (p prime > R)
// through the inverses of 1..R. i^N is completely multiplicative in i, so
// only primes take a PowMod (a smallest-prime-factor sieve does the rest).
std::string Surjections(int64_t n, int64_t r) {
  const size_t size = static_cast<size_t>(r) + 2;
  std::vector<uint64_t> inverse(size, 1), power(size, 0);
  std::vector<uint32_t> smallest(size, 0);
  for (uint64_t i = 2; i <= static_cast<uint64_t>(r); ++i) {
    inverse[i] = (kMod - (kMod / i) * inverse[kMod % i] % kMod) % kMod;
  }
  power[1] = 1;
  for (size_t i = 2; i <= static_cast<size_t>(r); ++i) {
    if (smallest[i] == 0) {
      for (size_t j = i; j <= static_cast<size_t>(r); j += i) {
        if (smallest[j] == 0) smallest[j] = static_cast<uint32_t>(i);
      }
      power[i] = PowMod64(i, static_cast<uint64_t>(n));
    } else {
      power[i] = power[smallest[i]] * power[i / smallest[i]] % kMod;
    }
  }
  uint64_t sum = 0, binomial = 1;  // C(r, k).
  for (int64_t k = 0; k < r; ++k) {
    const uint64_t term = binomial * power[static_cast<size_t>(r - k)] % kMod;
    sum = (k % 2 == 0) ? (sum + term) % kMod : (sum + kMod - term) % kMod;
    binomial = binomial * static_cast<uint64_t>(r - k) % kMod *
               inverse[static_cast<size_t>(k + 1)] % kMod;
  }
  return absl::StrCat(sum);
}

class StirlingSecondEnvironment final
    : public environments::IntegerAnswerEnvironment<StirlingSecondInstance> {
 public:
  StirlingSecondEnvironment()
      : IntegerAnswerEnvironment(
            {"stirling_second", "RLVE-Gym:StirlingSecond", kMaxDifficulty,
             "Count the ways to place N distinct balls into R distinct boxes leaving no box "
             "empty, modulo 10^9 + 7.",
             /*difficulty_help=*/"MAX_N = 7, MAX_R = 2, each floor(1.1 x) + 1 per level; N "
             "uniform in 2..MAX_N, R uniform in 2..min(N, MAX_R)"},
            environments::NumberLadder::kExact) {}

 protected:
  StirlingSecondInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_n = environments::RlveGrowth(7, difficulty);
    const int64_t max_r = environments::RlveGrowth(2, difficulty);
    StirlingSecondInstance instance;
    instance.n = rng.Uniform(2, max_n);
    instance.r = rng.Uniform(2, std::min(instance.n, max_r));
    instance.phrasing = rng.Uniform(0, kPhrasings - 1);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<StirlingSecondInstance>& fields) const override {
    using I = StirlingSecondInstance;
    fields.Int("n", &I::n, 1, kMaxN)
        .Int("r", &I::r, 1, [](const I& x) { return std::min(x.n, kMaxR); })
        .Int("phrasing", &I::phrasing, 0, kPhrasings - 1)
        .Optional();
  }
  absl::Status Finish(StirlingSecondInstance& instance) const override {
    instance.answer = Surjections(instance.n, instance.r);
    return absl::OkStatus();
  }
  std::string Prompt(const StirlingSecondInstance& instance) const override {
    std::string story;
    switch (instance.phrasing) {
      case 1:
        story = absl::StrCat(
            "A library has ", instance.n, " different books and ", instance.r,
            " different shelves. In how many ways can all the books be "
            "shelved so that no shelf stays empty? Two ways differ when some "
            "book stands on a different shelf.");
        break;
      case 2:
        story = absl::StrCat(
            instance.n, " distinct tasks are to be handed out to ", instance.r,
            " distinct workers, every task to exactly one worker. In how many "
            "ways can this be done so that each worker gets at least one "
            "task? Two ways differ when some task goes to a different worker.");
        break;
      default:
        story = absl::StrCat(
            "You have ", instance.n, " balls, all distinguishable, and ",
            instance.r,
            " boxes, also distinguishable. In how many ways can every ball be "
            "put into a box so that each box receives at least one ball? Two "
            "placements differ when some ball sits in a different box.");
        break;
    }
    return absl::StrCat(
        story, "\n\nGive the count modulo ", kMod,
        ".\n\nPut your final answer (a single integer) inside <answer> "
        "</answer> tags.");
  }
  std::optional<environments::AnswerRange> Range(
      const StirlingSecondInstance&) const override {
    return environments::AnswerRange{0, static_cast<int64_t>(kMod) - 1};
  }
};

}  // namespace
}  // namespace stirling_second_cc

absl::Status RegisterStirlingSecondEnvironment(Catalog& catalog,
                                               const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<StirlingSecondEnvironment>());
}

}  // namespace referee

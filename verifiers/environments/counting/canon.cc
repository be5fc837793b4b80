#include "verifiers/environments/counting/canon.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace canon_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 98;
constexpr int64_t kMaxN = 1000000000000000;  // 10^15: only 2^N mod MOD is used.
constexpr int64_t kMaxM = 100000;
constexpr int64_t kMaxMod = 1000000000;  // Products of residues fit in 64 bits.
constexpr int64_t kGeneratedMaxMod = 1000000;  // RLVE's max_MOD.

struct CanonInstance {
  int64_t n = 0;
  int64_t m = 0;
  int64_t mod = 2;
  std::string answer;  // Derived: the count mod `mod`.
};

// The subsets are the non-zero vectors of GF(2)^N (t = 2^N - 1 of them);
// a sequence is valid when its vectors are distinct and sum to 0. f(i)
// counts the valid sequences of length i. Choose the first i - 1 distinct
// (t(t-1)...(t-i+2) ways) and let the last be their sum: that fails when
// the sum is 0 (the first i - 1 are valid: f(i-1)) or equals one of them,
// say the j-th (i - 1 places; the others then form a valid sequence of
// i - 2 and the j-th is any of the t - (i - 2) vectors not among them):
// f(i) = t(t-1)...(t-i+2) - f(i-1) - (i-1)(t-i+2) f(i-2), an identity of
// integers, so it holds mod any MOD.
std::string CountCanon(const CanonInstance& x) {
  const uint64_t mod = static_cast<uint64_t>(x.mod);
  const uint64_t t = (environments::PowMod(2, static_cast<uint64_t>(x.n), mod) + mod - 1) % mod;
  // t - k mod MOD.
  auto less = [&](int64_t k) { return (t + mod - static_cast<uint64_t>(k) % mod) % mod; };
  uint64_t falling = 1 % mod;           // t(t-1)...(t-i+2) for the current i.
  uint64_t before = 1 % mod, last = 0;  // f(i-2), f(i-1); at i = 2: f(0), f(1).
  for (int64_t i = 2; i <= x.m; ++i) {
    falling = falling * less(i - 2) % mod;
    const uint64_t repeat = before * (static_cast<uint64_t>(i - 1) % mod) % mod * less(i - 2) % mod;
    const uint64_t f = (falling + 2 * mod - last - repeat) % mod;
    before = last;
    last = f;
  }
  return absl::StrCat(last);
}

class CanonEnvironment final : public environments::IntegerAnswerEnvironment<CanonInstance> {
 public:
  CanonEnvironment()
      : IntegerAnswerEnvironment(
            {"canon", "RLVE-Gym:Canon", kMaxDifficulty,
             "Count the sequences of M distinct non-empty subsets of {1..N} that cover every "
             "element an even number of times, modulo MOD.",
             /*difficulty_help=*/"MAX_N_M = 3, then floor(1.1 MAX_N_M) + 1 per level (12 at d = "
             "8); N, M uniform in 2..MAX_N_M, MOD uniform in 2..10^6"},
            environments::NumberLadder::kExact) {}

 protected:
  CanonInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_n_m = environments::RlveGrowthSize(difficulty);
    CanonInstance instance;
    instance.n = rng.Uniform(2, max_n_m);
    instance.m = rng.Uniform(2, max_n_m);
    instance.mod = rng.Uniform(2, kGeneratedMaxMod);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<CanonInstance>& fields) const override {
    fields.Int("n", &CanonInstance::n, 1, kMaxN)
        .Int("m", &CanonInstance::m, 1, kMaxM)
        .Int("mod", &CanonInstance::mod, 2, kMaxMod);
  }
  absl::Status Finish(CanonInstance& instance) const override {
    instance.answer = CountCanon(instance);
    return absl::OkStatus();
  }
  std::string Prompt(const CanonInstance& instance) const override {
    return absl::StrCat(
        "Take the set S = {1, 2, ..., ", instance.n, "}. We want to choose a sequence of ",
        instance.m, " sets T[1], T[2], ..., T[", instance.m,
        "] with all of these properties:\n"
        "- every T[i] is a subset of S with at least one element;\n"
        "- no two of the T[i] are equal;\n"
        "- every element of S belongs to an even number of the T[i] (zero "
        "counts as even).\n\n"
        "The order matters: the same sets in another order are a different "
        "sequence. How many such sequences are there? Give the count modulo ",
        instance.mod,
        ".\n\nPut your final answer (a single integer) inside <answer> "
        "</answer> tags.");
  }
  std::optional<environments::AnswerRange> Range(const CanonInstance& instance) const override {
    return environments::AnswerRange{0, instance.mod - 1};
  }
};

}  // namespace
}  // namespace canon_cc

absl::Status RegisterCanonEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(catalog,
                                                        std::make_unique<CanonEnvironment>());
}

}  // namespace referee

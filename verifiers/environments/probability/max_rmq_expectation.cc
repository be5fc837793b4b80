#include "verifiers/environments/probability/max_rmq_expectation.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace max_rmq_expectation_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::MulMod;

constexpr int kMaxDifficulty = 498;
constexpr int64_t kMaxN = 1000;
constexpr int64_t kMaxX = 1000;
constexpr size_t kMaxIntervals = 1000;
constexpr int64_t kMods[] = {666623333, 998244353, 1000000007};

struct MaxRmqExpectationInstance {
  int64_t n = 0;
  int64_t x = 0;
  std::vector<std::vector<int64_t>> intervals;  // [L, R], 1-based.
  int64_t mod = 0;
  std::string answer;  // Derived.
};

std::string Expectation(const MaxRmqExpectationInstance& instance) {
  const int64_t n = instance.n;
  const uint64_t mod = static_cast<uint64_t>(instance.mod);
  // need[j] (j = 1..n+1): the largest L of an interval with R < j; a small
  // position at j must follow a small position >= need[j] (0: the start).
  std::vector<int64_t> need(static_cast<size_t>(n + 2), 0);
  for (const std::vector<int64_t>& iv : instance.intervals) {
    int64_t& slot = need[static_cast<size_t>(iv[1] + 1)];
    slot = std::max(slot, iv[0]);
  }
  for (int64_t j = 1; j <= n + 1; ++j) {
    need[static_cast<size_t>(j)] =
        std::max(need[static_cast<size_t>(j)], need[static_cast<size_t>(j - 1)]);
  }
  const uint64_t inv_x = environments::PowMod(static_cast<uint64_t>(instance.x) % mod, mod - 2, mod);
  uint64_t expected = 0;
  std::vector<uint64_t> dp(static_cast<size_t>(n + 1)), power(static_cast<size_t>(n + 1));
  for (int64_t t = 1; t <= instance.x; ++t) {
    const uint64_t p = MulMod(static_cast<uint64_t>(t - 1), inv_x, mod);  // Entry < t.
    const uint64_t q = (1 + mod - p) % mod;
    power[0] = 1;
    for (int64_t k = 1; k <= n; ++k) power[static_cast<size_t>(k)] = MulMod(power[static_cast<size_t>(k - 1)], q, mod);
    // window = sum over i in [low, j-1] of dp[i] q^(j-1-i).
    dp[0] = 1;
    uint64_t window = 0;
    int64_t low = 0;
    for (int64_t j = 1; j <= n + 1; ++j) {
      window = (MulMod(window, q, mod) + dp[static_cast<size_t>(j - 1)]) % mod;
      for (; low < need[static_cast<size_t>(j)]; ++low) {
        window = (window + mod -
                  MulMod(dp[static_cast<size_t>(low)], power[static_cast<size_t>(j - 1 - low)], mod)) % mod;
      }
      if (j <= n) dp[static_cast<size_t>(j)] = MulMod(p, window, mod);
    }
    // After j = n + 1: window = P(every interval holds a small entry).
    expected = (expected + 1 + mod - window) % mod;
  }
  return absl::StrCat(expected);
}

class MaxRmqExpectationEnvironment final
    : public environments::IntegerAnswerEnvironment<MaxRmqExpectationInstance> {
 public:
  MaxRmqExpectationEnvironment()
      : IntegerAnswerEnvironment(
            {"max_rmq_expectation", "RLVE-Gym:MaxRMQExpectation", kMaxDifficulty,
             "Expected maximum over intervals of the interval minimum of a uniform random array, "
             "modulo a prime.",
             /*difficulty_help=*/"N = d + 2; X uniform in 2..N, Q uniform in 1..N random "
             "intervals, MOD one of 666623333, 998244353, 10^9 + 7"},
            environments::NumberLadder::kExact) {}

 protected:
  MaxRmqExpectationInstance Make(int difficulty, tasks::Rng& rng) const override {
    MaxRmqExpectationInstance instance;
    instance.n = difficulty + 2;
    instance.x = rng.Uniform(2, instance.n);
    const int64_t q = rng.Uniform(1, instance.n);
    instance.mod = kMods[rng.Uniform(0, 2)];
    for (int64_t i = 0; i < q; ++i) {
      const int64_t a = rng.Uniform(1, instance.n), b = rng.Uniform(1, instance.n);
      instance.intervals.push_back({std::min(a, b), std::max(a, b)});
    }
    return instance;
  }
  void DeclareFields(environments::InstanceFields<MaxRmqExpectationInstance>& fields) const override {
    using I = MaxRmqExpectationInstance;
    fields.Int("n", &I::n, 1, kMaxN)
        .Int("x", &I::x, 1, kMaxX)
        .IntRows("intervals", &I::intervals, kMaxIntervals, 2, 1, [](const I& x) { return x.n; })
        .Int("mod", &I::mod, 2, kMods[2]);
  }
  absl::Status Finish(MaxRmqExpectationInstance& instance) const override {
    if (instance.intervals.empty()) {
      return environments::BadInstance("intervals", "must not be empty");
    }
    for (const std::vector<int64_t>& iv : instance.intervals) {
      if (iv[0] > iv[1]) return environments::BadInstance("intervals", "needs L <= R");
    }
    if (std::find(std::begin(kMods), std::end(kMods), instance.mod) == std::end(kMods)) {
      return environments::BadInstance("mod", "must be 666623333, 998244353 or 1000000007");
    }
    instance.answer = Expectation(instance);
    return absl::OkStatus();
  }
  std::string Prompt(const MaxRmqExpectationInstance& instance) const override {
    const size_t q = instance.intervals.size();
    std::string lines;
    for (const std::vector<int64_t>& iv : instance.intervals) {
      absl::StrAppend(&lines, "[", iv[0], ", ", iv[1], "]\n");
    }
    return absl::StrCat(
        "An array A[1], A[2], ..., A[", instance.n, "] is filled at random: "
        "each entry, independently of the others, is an integer from 1 to ",
        instance.x, " with all ", instance.x, " values equally likely (",
        instance.x, "^", instance.n, " equally likely arrays).\n\n"
        "Here are ", q, " intervals [L[i], R[i]], i = 1..", q, ":\n", lines,
        "\nFor each interval let M[i] be the smallest of A[L[i]], ..., A[R[i]]. "
        "Find the expected value of the largest of M[1], ..., M[", q,
        "], modulo ", instance.mod, " (a fraction p/q is p * q^-1 mod ",
        instance.mod, ").\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> "
        "tags.");
  }
  std::optional<environments::AnswerRange> Range(
      const MaxRmqExpectationInstance& instance) const override {
    return environments::AnswerRange{0, instance.mod - 1};
  }
};

}  // namespace
}  // namespace max_rmq_expectation_cc

absl::Status RegisterMaxRmqExpectationEnvironment(Catalog& catalog,
                                                  const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<MaxRmqExpectationEnvironment>());
}

}  // namespace referee

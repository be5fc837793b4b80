#include "verifiers/environments/counting/decreasing_digit_counting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace decreasing_digit_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BigNat;

constexpr int kMaxDifficulty = 10;  // MAX_K = 12.
// Level d is RLVE's controller after d updates (its first level, MAX_K = 2,
// holds only 6 problems: that is RLVE's curriculum).
constexpr int kSkippedUpdates = 0;
constexpr int64_t kMaxK = 12;

struct DecreasingDigitCountingInstance {
  int64_t k = 2;
  int64_t w = 3;
  std::string answer;  // Derived: the number of valid R.
};

// C(n, r) for small n (<= 4095), by C(n, i+1) = C(n, i) (n - i) / (i + 1).
BigNat Binomial(int64_t n, int64_t r) {
  if (r < 0 || r > n) return BigNat();
  BigNat value(1);
  for (int64_t i = 0; i < r; ++i) {
    value *= static_cast<uint32_t>(n - i);
    value = value.DivSmall(static_cast<uint32_t>(i + 1));
  }
  return value;
}

// An m-digit R is a set of m distinct digits from 1..2^K - 1 (strictly
// increasing, so no zero and no leading zero), of (m - 1) K bits plus the
// bits of its top digit. With m_max = ceil(W / K) and r = W mod K: every
// set of 2..m_max - 1 digits fits; an m_max-digit set fits when r = 0, or
// when its top (smallest) digit is below 2^r — all sets but the
// C(2^K - 2^r, m_max) whose digits are all >= 2^r.
std::string CountNumbers(int64_t k, int64_t w) {
  const int64_t digits = (int64_t{1} << k) - 1;
  const int64_t r = w % k;
  const int64_t m_max = w / k + (r != 0 ? 1 : 0);
  BigNat total;
  BigNat row(1);  // C(digits, m), m = 0, 1, ...
  for (int64_t m = 0; m < m_max && m < digits; ++m) {
    row *= static_cast<uint32_t>(digits - m);
    row = row.DivSmall(static_cast<uint32_t>(m + 1));
    if (m + 1 >= 2) total += row;  // row = C(digits, m + 1).
  }
  if (r != 0) total -= Binomial((int64_t{1} << k) - (int64_t{1} << r), m_max);
  return total.Text();
}

class DecreasingDigitCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<DecreasingDigitCountingInstance> {
 public:
  DecreasingDigitCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"decreasing_digit_counting", "RLVE-Gym:DecreasingDigitCounting", kMaxDifficulty,
             "Count the numbers of at most W bits whose base-2^K digits (at least two) strictly "
             "increase from left to right.",
             /*difficulty_help=*/"MAX_K = 2 + level (RLVE's controller); K uniform in 2..MAX_K, W "
             "uniform in K+1..K 2^K"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  DecreasingDigitCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    DecreasingDigitCountingInstance instance;
    instance.k = rng.Uniform(2, 2 + kSkippedUpdates + difficulty);
    instance.w = rng.Uniform(instance.k + 1, instance.k << instance.k);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<DecreasingDigitCountingInstance>& fields) const override {
    using I = DecreasingDigitCountingInstance;
    fields.Int("k", &I::k, 2, kMaxK)
        .Int("w", &I::w, [](const I& x) { return x.k + 1; },
             [](const I& x) { return x.k << x.k; });
  }
  absl::Status Finish(DecreasingDigitCountingInstance& instance) const override {
    instance.answer = CountNumbers(instance.k, instance.w);
    return absl::OkStatus();
  }
  std::string Prompt(const DecreasingDigitCountingInstance& instance) const override {
    return absl::StrCat(
        "Write positive integers R in base 2^", instance.k, " = ",
        int64_t{1} << instance.k,
        " (no leading zeros). Count the integers R with all three "
        "properties:\n"
        "1. R has at least 2 digits in base ", int64_t{1} << instance.k, ";\n"
        "2. reading those digits from the most significant (left) to the "
        "least significant (right), every digit is strictly smaller than "
        "the digit to its right;\n"
        "3. R written in binary (no leading zeros) has at most ", instance.w,
        " bits.\n\nPut your final answer (a single integer, written out in "
        "full) inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace decreasing_digit_counting_cc

absl::Status RegisterDecreasingDigitCountingEnvironment(Catalog& catalog,
                                                        const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<DecreasingDigitCountingEnvironment>());
}

}  // namespace referee

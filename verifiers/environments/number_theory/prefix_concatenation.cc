#include "verifiers/environments/number_theory/prefix_concatenation.h"

#include <array>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace prefix_concatenation_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::MulMod;

constexpr int kMaxDifficulty = 47;  // MAX_N = 64 * 2^47 = 2^53.
constexpr int64_t kGeneratedMaxModulus = 1000000;  // RLVE's max_modulo.

struct PrefixConcatenationInstance {
  int64_t n = 1;
  int64_t m = 2;
  std::string answer;  // Derived: Concatenate(n) mod m.
};

using Matrix = std::array<std::array<uint64_t, 3>, 3>;

Matrix Multiply(const Matrix& a, const Matrix& b, uint64_t m) {
  Matrix c{};
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) {
      uint64_t sum = 0;  // Three terms below m <= 2^53: no overflow.
      for (int k = 0; k < 3; ++k) sum += MulMod(a[i][k], b[k][j], m);
      c[i][j] = sum % m;
    }
  }
  return c;
}

// Concatenate(n) mod m. The state (value, next numeral i, 1) goes to
// (value * 10^k + i, i + 1, 1) when a k-digit numeral i is appended: a
// fixed 3x3 matrix for all numerals of one length, raised to the number of
// them by squaring.
std::string ConcatenationMod(int64_t n, int64_t modulus) {
  const uint64_t m = static_cast<uint64_t>(modulus);
  uint64_t value = 0, next = 1 % m;
  uint64_t first = 1, ten_power = 10;  // The k-digit numerals: first..ten_power-1.
  while (first <= static_cast<uint64_t>(n)) {
    const uint64_t last = std::min<uint64_t>(static_cast<uint64_t>(n), ten_power - 1);
    uint64_t count = last - first + 1;
    Matrix step = {{{ten_power % m, 1 % m, 0}, {0, 1 % m, 1 % m}, {0, 0, 1 % m}}};
    Matrix power = {{{1 % m, 0, 0}, {0, 1 % m, 0}, {0, 0, 1 % m}}};
    while (count > 0) {
      if (count & 1) power = Multiply(power, step, m);
      step = Multiply(step, step, m);
      count >>= 1;
    }
    const uint64_t new_value =
        (MulMod(power[0][0], value, m) + MulMod(power[0][1], next, m) + power[0][2]) % m;
    const uint64_t new_next = (MulMod(power[1][1], next, m) + power[1][2]) % m;
    value = new_value;
    next = new_next;
    first = ten_power;
    ten_power *= 10;  // At most 10^17: n <= 2^53 < 10^16.
  }
  return absl::StrCat(value);
}

class PrefixConcatenationEnvironment final
    : public environments::IntegerAnswerEnvironment<PrefixConcatenationInstance> {
 public:
  PrefixConcatenationEnvironment()
      : IntegerAnswerEnvironment(
            {"prefix_concatenation", "RLVE-Gym:PrefixConcatenation", kMaxDifficulty,
             "Write the numbers 1 to N one after another as one decimal number and give it modulo "
             "M.",
             /*difficulty_help=*/"MAX_N = 64 * 2^d; N uniform in 2..MAX_N, M uniform in 3..10^6"},
            environments::NumberLadder::kExact) {}

 protected:
  PrefixConcatenationInstance Make(int difficulty, tasks::Rng& rng) const override {
    PrefixConcatenationInstance instance;
    instance.n = rng.Uniform(2, int64_t{64} << difficulty);
    instance.m = rng.Uniform(3, kGeneratedMaxModulus);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<PrefixConcatenationInstance>& fields)
      const override {
    using I = PrefixConcatenationInstance;
    fields.Int("n", &I::n, 1, environments::kMaxJsonInteger)
        .Int("m", &I::m, 2, environments::kMaxJsonInteger);
  }
  absl::Status Finish(PrefixConcatenationInstance& instance) const override {
    instance.answer = ConcatenationMod(instance.n, instance.m);
    return absl::OkStatus();
  }
  std::string Prompt(const PrefixConcatenationInstance& instance) const override {
    return absl::StrCat(
        "Let Concatenate(n) be the integer obtained by writing the decimal "
        "numbers 1, 2, 3, ..., n one right after another, with nothing in "
        "between. For instance, Concatenate(5) = 12345 and Concatenate(11) = "
        "1234567891011.\n\n"
        "Compute Concatenate(", instance.n, ") modulo ", instance.m,
        ", that is, the remainder in [0, ", instance.m,
        ") when it is divided by ", instance.m,
        ".\n\nPut your final answer (a single integer) inside <answer> "
        "</answer> tags.");
  }
};

}  // namespace
}  // namespace prefix_concatenation_cc

absl::Status RegisterPrefixConcatenationEnvironment(Catalog& catalog,
                                                    const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<PrefixConcatenationEnvironment>());
}

}  // namespace referee

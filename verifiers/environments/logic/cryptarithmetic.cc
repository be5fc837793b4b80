#include "verifiers/environments/logic/cryptarithmetic.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace cryptarithmetic_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 97;
constexpr int64_t kMaxBase = 100;
constexpr int64_t kMaxLength = 200;

struct CryptarithmeticInstance {
  int64_t n = 0;
  // Symbol indices, most significant first.
  std::vector<int64_t> addend1, addend2, sum;
  std::vector<int64_t> digits;  // The value of each symbol; or empty.
};

// The digits of `symbols` (most significant first) under `value`, least
// significant first.
std::vector<int64_t> Digits(const std::vector<int64_t>& symbols,
                            const std::vector<int64_t>& value) {
  std::vector<int64_t> out;
  for (size_t i = symbols.size(); i-- > 0;) out.push_back(value[static_cast<size_t>(symbols[i])]);
  return out;
}

// Positions where the base-n sum of the addends, read with the symbol
// values `value`, agrees with the written sum; and how many positions
// there are (the longer of the two, a missing digit being 0).
std::pair<int64_t, int64_t> MatchingDigits(const CryptarithmeticInstance& instance,
                                           const std::vector<int64_t>& value) {
  const std::vector<int64_t> a = Digits(instance.addend1, value);
  const std::vector<int64_t> b = Digits(instance.addend2, value);
  const std::vector<int64_t> s = Digits(instance.sum, value);
  std::vector<int64_t> c;
  int64_t carry = 0;
  for (size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
    const int64_t total = (i < a.size() ? a[i] : 0) + (i < b.size() ? b[i] : 0) + carry;
    c.push_back(total % instance.n);
    carry = total / instance.n;
  }
  if (carry > 0) c.push_back(carry);
  const size_t positions = std::max(c.size(), s.size());
  int64_t matches = 0;
  for (size_t i = 0; i < positions; ++i) {
    matches += (i < c.size() ? c[i] : 0) == (i < s.size() ? s[i] : 0) ? 1 : 0;
  }
  return {matches, static_cast<int64_t>(positions)};
}

absl::Status BadInstance(absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("environment.instance.", field, ": ", what));
}

std::string Written(const std::vector<int64_t>& symbols) {
  std::string out;
  for (const int64_t s : symbols) absl::StrAppend(&out, "d[", s, "]");
  return out;
}

class CryptarithmeticEnvironment final
    : public environments::LadderEnvironment<CryptarithmeticInstance> {
 public:
  CryptarithmeticEnvironment()
      : LadderEnvironment(
            {"cryptarithmetic", "RLVE-Gym:Cryptarithmetic", kMaxDifficulty,
             "Find the values of the digit symbols of an unknown base that make a written "
             "addition true (RLVE Cryptarithmetic).",
             /*difficulty_help=*/"base N = d + 3; addends of L digits, L uniform in "
             "N+3..max(N+3, 2N)"},
            {"RLVE Cryptarithmetic ladder: -1 unparseable, -0.5 not a permutation of 0..N-1, "
             "else (sum digits matching / sum digits)^beta.",
             /*beta=*/3}) {}

 protected:
  CryptarithmeticInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = difficulty + 3;
    const int64_t length = rng.Uniform(n + 3, std::max(n + 3, 2 * n));
    CryptarithmeticInstance instance;
    instance.n = n;
    instance.digits.resize(static_cast<size_t>(n));
    std::iota(instance.digits.begin(), instance.digits.end(), int64_t{0});
    rng.Shuffle(instance.digits);
    std::vector<int64_t> symbol(static_cast<size_t>(n));  // Of each value.
    for (int64_t i = 0; i < n; ++i) symbol[static_cast<size_t>(instance.digits[i])] = i;
    // Values least significant first, as RLVE draws them.
    std::vector<int64_t> a, b;
    for (std::vector<int64_t>* addend : {&a, &b}) {
      for (int64_t i = 0; i < length; ++i) addend->push_back(rng.Uniform(i < length - 1 ? 0 : 1, n - 1));
    }
    std::vector<int64_t> c;
    int64_t carry = 0;
    for (int64_t i = 0; i < length; ++i) {
      const int64_t total = a[static_cast<size_t>(i)] + b[static_cast<size_t>(i)] + carry;
      c.push_back(total % n);
      carry = total / n;
    }
    if (carry > 0) c.push_back(carry);
    for (size_t i = a.size(); i-- > 0;) instance.addend1.push_back(symbol[static_cast<size_t>(a[i])]);
    for (size_t i = b.size(); i-- > 0;) instance.addend2.push_back(symbol[static_cast<size_t>(b[i])]);
    for (size_t i = c.size(); i-- > 0;) instance.sum.push_back(symbol[static_cast<size_t>(c[i])]);
    return instance;
  }

  void DeclareFields(environments::InstanceFields<CryptarithmeticInstance>& fields) const override {
    using I = CryptarithmeticInstance;
    const auto top = [](const I& x) { return x.n - 1; };
    fields.Int("n", &I::n, 2, kMaxBase)
        .Ints("addend1", &I::addend1, kMaxLength, 0, top)
        .Ints("addend2", &I::addend2, kMaxLength, 0, top)
        .Ints("sum", &I::sum, kMaxLength + 1, 0, top)
        .Ints("digits", &I::digits, [](const I& x) { return x.n; }, 0, top)
        .Optional();
  }

  absl::Status Finish(CryptarithmeticInstance& instance) const override {
    if (instance.digits.empty()) return absl::OkStatus();
    if (!environments::PermutationPositions(instance.digits, instance.n)) {
      return BadInstance("digits", "not a permutation of 0..n-1");
    }
    const auto [matches, positions] = MatchingDigits(instance, instance.digits);
    if (matches != positions) return BadInstance("digits", "the addition does not hold");
    return absl::OkStatus();
  }

  std::string Prompt(const CryptarithmeticInstance& instance) const override {
    const int64_t n = instance.n;
    std::vector<int64_t> example(static_cast<size_t>(n));
    std::iota(example.begin(), example.end(), int64_t{0});
    return absl::StrCat(
        "In a positional number system with base ", n, ", the ", n, " digit symbols d[0], d[1], "
        "..., d[", n - 1, "] stand for the values 0, 1, ..., ", n - 1,
        " in some unknown order: each symbol has its own value and no two share one. A number is "
        "written with its most significant symbol first, so d[i]d[j]d[k] means d[i] * ", n,
        "^2 + d[j] * ", n, " + d[k].\n\nThe following addition is true:\n",
        Written(instance.addend1), "\n+\n", Written(instance.addend2), "\n=\n",
        Written(instance.sum),
        "\n\nFind a value (in decimal) for every symbol so that the addition holds. Give the "
        "values of d[0], d[1], ..., d[",
        n - 1, "] in this order on one line, separated by spaces, inside <answer> </answer> "
        "tags. For example, <answer>",
        absl::StrJoin(example, " "), "</answer> would mean d[0] = 0, d[1] = 1, and so on.");
  }

  std::string Reference(const CryptarithmeticInstance& instance) const override {
    if (instance.digits.empty()) return "";
    return environments::AnswerTagged(absl::StrJoin(instance.digits, " "));
  }

  absl::StatusOr<Verdict> Grade(const CryptarithmeticInstance& instance,
                                const VerifyInput& input) const override {
    const size_t n = static_cast<size_t>(instance.n);
    const auto answer = environments::FinalIntegers(input.output, n);
    if (!answer) return environments::Unparsed();
    if (answer->count != n || !environments::PermutationPositions(answer->values, instance.n)) {
      return environments::Invalid();
    }
    const auto [matches, positions] = MatchingDigits(instance, answer->values);
    return environments::Graded(matches, positions, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace cryptarithmetic_cc

absl::Status RegisterCryptarithmeticEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<CryptarithmeticEnvironment>());
}

}  // namespace referee

#include "verifiers/environments/optimization/largest_concatenation.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace largest_concatenation_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 50;  // N = 962.
constexpr int64_t kMaxValues = 1000;
constexpr int64_t kMaxValue = 1000000000;
constexpr int64_t kMaxDigitNum = 5;  // RLVE's MAX_DIGIT_NUM.
// RLVE's proportion_being_prefix, 0.6, as tenths: int(N·0.6) = floor(6N/10)
// for every N the levels reach.
constexpr int64_t kPrefixTenths = 6;

struct LargestConcatenationInstance {
  std::vector<int64_t> values;
  // Derived (Finish): the values as decimal strings, the reference order
  // and its concatenation, the largest.
  std::vector<std::string> text;
  std::vector<int64_t> order;
  std::string gold;
};

// Whether the string xy is larger than yx (same length: compared digit by
// digit, without building either).
bool ConcatenatesLarger(const std::string& x, const std::string& y) {
  const size_t length = x.size() + y.size();
  auto at = [](const std::string& first, const std::string& second, size_t k) {
    return k < first.size() ? first[k] : second[k - first.size()];
  };
  for (size_t k = 0; k < length; ++k) {
    const char a = at(x, y, k), b = at(y, x, k);
    if (a != b) return a > b;
  }
  return false;
}

class LargestConcatenationEnvironment final
    : public environments::LadderEnvironment<LargestConcatenationInstance> {
 public:
  LargestConcatenationEnvironment()
      : LadderEnvironment(
            {"largest_concatenation", "RLVE-Gym:MaxPermutation", kMaxDifficulty,
             "Order N positive integers so that writing them one after another gives the "
             "largest number.",
             /*difficulty_help=*/"N = 3, then int(1.1 N + 1) per level (12 at d = 8, 962 at the "
             "top, d = 50); N - floor(0.6 N) numbers of five digits 1..2, the rest their "
             "prefixes"},
            {"RLVE MaxPermutation ladder: -1 unparseable, -0.5 not a permutation of the N "
             "indices, else (concatenation / largest concatenation)^beta.", /*beta=*/5}) {}

 protected:
  LargestConcatenationInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowthSize(difficulty);
    const int64_t m = n - n * kPrefixTenths / 10;
    std::vector<std::string> numbers;
    for (int64_t i = 0; i < m; ++i) {
      std::string digits;
      for (int64_t k = 0; k < kMaxDigitNum; ++k) {
        digits.push_back(static_cast<char>('0' + rng.Uniform(1, 2)));
      }
      numbers.push_back(std::move(digits));
    }
    for (int64_t i = m; i < n; ++i) {
      const std::string& of = numbers[static_cast<size_t>(rng.Uniform(0, m - 1))];
      numbers.push_back(of.substr(0, static_cast<size_t>(rng.Uniform(1, kMaxDigitNum))));
    }
    rng.Shuffle(numbers);
    LargestConcatenationInstance instance;
    for (const std::string& digits : numbers) {
      int64_t value = 0;
      for (const char c : digits) value = value * 10 + (c - '0');
      instance.values.push_back(value);
    }
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<LargestConcatenationInstance>& fields) const override {
    using I = LargestConcatenationInstance;
    fields.Ints("values", &I::values, kMaxValues, 1, kMaxValue);
  }

  absl::Status Finish(LargestConcatenationInstance& instance) const override {
    if (instance.values.size() < 2) return BadInstance("values", "needs at least 2 numbers");
    instance.text.clear();
    for (const int64_t v : instance.values) instance.text.push_back(absl::StrCat(v));
    instance.order.resize(instance.values.size());
    std::iota(instance.order.begin(), instance.order.end(), 0);
    // a before b iff ab > ba: a strict weak order (it compares the infinite
    // repetitions aaa... and bbb...), and the sorted concatenation is the
    // largest (an exchange argument). Stable, as RLVE's sort.
    const std::vector<std::string>& text = instance.text;
    std::stable_sort(instance.order.begin(), instance.order.end(),
                     [&text](int64_t a, int64_t b) {
                       return ConcatenatesLarger(text[static_cast<size_t>(a)],
                                                 text[static_cast<size_t>(b)]);
                     });
    instance.gold.clear();
    for (const int64_t i : instance.order) instance.gold += text[static_cast<size_t>(i)];
    return absl::OkStatus();
  }

  std::string Prompt(const LargestConcatenationInstance& instance) const override {
    const size_t n = instance.values.size();
    std::string list;
    for (size_t i = 0; i < n; ++i) absl::StrAppend(&list, "A[", i, "] = ", instance.values[i], "\n");
    return absl::StrCat(
        "Here are ", n, " positive integers:\n", list,
        "\nArrange **all** of them in some order, each used **exactly once**, and write them "
        "one right after another as strings of digits (for example 12 followed by 3 gives "
        "123). Choose the order that makes the resulting number as **large** as possible.\n\n"
        "Write the order as the indices of the numbers (0 to ", n - 1,
        "), first to last, inside <answer> </answer> tags on one line, separated by spaces; "
        "for example, with three numbers, <answer>2 0 1</answer> writes A[2], then A[0], "
        "then A[1].");
  }

  std::string Reference(const LargestConcatenationInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.order, " "));
  }

  absl::StatusOr<Verdict> Grade(const LargestConcatenationInstance& instance,
                                const VerifyInput& input) const override {
    const int64_t n = static_cast<int64_t>(instance.values.size());
    const auto answer = environments::FinalIntegers(input.output, static_cast<size_t>(n));
    if (!answer) return environments::Unparsed();
    // Wrong count, repeats, out of range (kHugeToken included): invalid.
    if (answer->count != static_cast<size_t>(n) ||
        !environments::PermutationPositions(answer->values, n)) {
      return environments::Invalid();
    }
    std::string concatenation;
    concatenation.reserve(instance.gold.size());
    for (const int64_t i : answer->values) concatenation += instance.text[static_cast<size_t>(i)];
    // As many digits as gold: equal strings are the only full credit.
    if (concatenation == instance.gold) return Verdict{1.0, true, true};
    const long double ratio =
        std::min<long double>(environments::DecimalRatio(concatenation, instance.gold), 1);
    return Verdict{environments::PartialCredit(static_cast<double>(ratio),
                                               input.params.Number("beta")),
                   false, true};
  }
};

}  // namespace
}  // namespace largest_concatenation_cc

absl::Status RegisterLargestConcatenationEnvironment(Catalog& catalog,
                                                     const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<LargestConcatenationEnvironment>());
}

}  // namespace referee

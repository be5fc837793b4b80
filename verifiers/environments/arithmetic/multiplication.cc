#include "verifiers/environments/arithmetic/multiplication.h"

#include "absl/strings/str_replace.h"
#include "verifiers/environments/member.h"

namespace referee {
namespace environments {

std::string MultiplyDecimal(absl::string_view a, absl::string_view b) {
  // Base-10^9 limbs, least significant first.
  auto limbs = [](absl::string_view digits) {
    std::vector<uint64_t> out;
    for (size_t end = digits.size(); end > 0;) {
      const size_t begin = end >= 9 ? end - 9 : 0;
      uint64_t limb = 0;
      for (size_t i = begin; i < end; ++i) limb = limb * 10 + (digits[i] - '0');
      out.push_back(limb);
      end = begin;
    }
    return out;
  };
  constexpr uint64_t kBase = 1000000000;
  const std::vector<uint64_t> x = limbs(a), y = limbs(b);
  std::vector<uint64_t> product(x.size() + y.size() + 1, 0);
  for (size_t i = 0; i < x.size(); ++i) {
    uint64_t carry = 0;
    for (size_t j = 0; j < y.size(); ++j) {
      // < 10^18 + 10^9 + 10^9: fits in 64 bits.
      const uint64_t cur = product[i + j] + x[i] * y[j] + carry;
      product[i + j] = cur % kBase;
      carry = cur / kBase;
    }
    for (size_t k = i + y.size(); carry != 0; ++k) {
      const uint64_t cur = product[k] + carry;
      product[k] = cur % kBase;
      carry = cur / kBase;
    }
  }
  while (product.size() > 1 && product.back() == 0) product.pop_back();
  std::string out = absl::StrCat(product.back());
  for (size_t i = product.size() - 1; i-- > 0;) {
    const std::string limb = absl::StrCat(product[i]);
    out.append(9 - limb.size(), '0');
    out += limb;
  }
  return out;
}

}  // namespace environments

inline namespace multiplication_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 500;
constexpr size_t kMaxDigits = 1000;

struct MultiplicationInstance {
  std::string a, b;
  std::string answer;  // Derived: a * b.
  int phrasing = 0;     // Which of RLVE's prompts (0..9).
};

// Ten phrasings of the question (RLVE-Gym varies its wording the same
// way; these are our own words), picked by the seed.
constexpr const char* kPhrasings[] = {
    "Multiply {a} by {b}. What number do you get?",
    "Work out the exact value of {a} × {b}.",
    "What is the product {a} · {b}?",
    "Find {a} multiplied by {b}, exactly.",
    "Evaluate {a} * {b}.",
    "Take {a} and multiply it by {b}: what is the result?",
    "How much is {a} times {b}?",
    "Give the exact product of the integers {a} and {b}.",
    "Compute {a} × {b} without rounding.",
    "The numbers {a} and {b} are multiplied together. What is their product?",
};
constexpr int kPhrasingCount = sizeof(kPhrasings) / sizeof(kPhrasings[0]);

std::string RandomFactor(int digits, tasks::Rng& rng) {
  std::string out;
  for (int i = 0; i < digits; ++i) {
    out.push_back(static_cast<char>('0' + rng.Uniform(0, 9)));
  }
  const size_t first = out.find_first_not_of('0');
  return first == std::string::npos ? "0" : out.substr(first);
}

class MultiplicationEnvironment final
    : public environments::IntegerAnswerEnvironment<MultiplicationInstance> {
 public:
  MultiplicationEnvironment()
      : IntegerAnswerEnvironment(
            {"multiplication", "RLVE-Gym:Multiplication", kMaxDifficulty,
             "Multiply two integers exactly (RLVE case study).",
             /*difficulty_help=*/"factors uniform in 0..10^(d+2)-1 (up to d + 2 digits each)"},
            environments::NumberLadder::kExact) {}

 protected:
  MultiplicationInstance Make(int difficulty, tasks::Rng& rng) const override {
    MultiplicationInstance instance;
    instance.a = RandomFactor(difficulty + 2, rng);
    instance.b = RandomFactor(difficulty + 2, rng);
    instance.phrasing = static_cast<int>(rng.Uniform(0, kPhrasingCount - 1));
    return instance;
  }
  void DeclareFields(environments::InstanceFields<MultiplicationInstance>& fields) const override {
    fields.Digits("a", &MultiplicationInstance::a, kMaxDigits)
        .Digits("b", &MultiplicationInstance::b, kMaxDigits)
        .Int("phrasing", &MultiplicationInstance::phrasing, 0, kPhrasingCount - 1)
        .Optional();  // Absent in an explicit instance: the first phrasing.
  }
  absl::Status Finish(MultiplicationInstance& instance) const override {
    instance.answer = environments::MultiplyDecimal(instance.a, instance.b);
    return absl::OkStatus();
  }
  std::string Prompt(const MultiplicationInstance& instance) const override {
    return absl::StrCat(
        absl::StrReplaceAll(kPhrasings[instance.phrasing],
                            {{"{a}", instance.a}, {"{b}", instance.b}}),
        "\n\nPut your final answer (a single integer) inside <answer> "
        "</answer> tags.");
  }
};

}  // namespace
}  // namespace multiplication_cc

absl::Status RegisterMultiplicationEnvironment(Catalog& catalog,
                                               const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<MultiplicationEnvironment>());
}

}  // namespace referee

#include "verifiers/environments/arithmetic/countdown_equal.h"

#include "absl/container/flat_hash_map.h"
#include "absl/strings/ascii.h"
#include "verifiers/environments/member.h"
#include "verifiers/parsing/arith.h"

namespace referee {
inline namespace countdown_equal_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;
using parsing::Rational;

constexpr int kMaxDifficulty = 4;  // N = 7.
constexpr int64_t kMaxNumbers = 7;
constexpr int64_t kMaxNumber = 100;
constexpr int64_t kMaxTarget = 10000;
// RLVE's max_operand list, as multiples of 8.
constexpr int64_t kOperandStep = 8;
constexpr int64_t kOperandSteps = 6;
// Digit runs longer than this are no number of the instance (<= 100).
constexpr size_t kMaxLiteralDigits = 18;

struct CountdownEqualInstance {
  std::vector<int64_t> numbers;  // In prompt order.
  int64_t target = 0;
  // Derived (Finish, or Make for a generated one): the numbers sorted and
  // an expression over them reaching the target.
  std::vector<int64_t> sorted;
  std::string expression;
};

// One whole value a subset of the numbers reaches, and how: a number
// (op 0), or `left op right` of two values of disjoint subsets.
struct Made {
  int64_t value = 0;
  char op = 0;
  uint32_t left_mask = 0, right_mask = 0;
  int32_t left = -1, right = -1;
};

// RLVE's generator condition, by subsets; see the header. Values are below
// 101^7 (a + b and a * b are both below (a + 1)(b + 1)), so no operation
// overflows.
class Search {
 public:
  explicit Search(const std::vector<int64_t>& numbers, int64_t target)
      : numbers_(numbers),
        target_(target),
        n_(static_cast<int>(numbers.size())),
        full_((1u << n_) - 1),
        made_(static_cast<size_t>(full_) + 1),
        index_(static_cast<size_t>(full_) + 1) {}

  // An expression reaching the target, or nullopt.
  std::optional<std::string> Run() {
    for (int i = 0; i < n_; ++i) {
      Made leaf;
      leaf.value = numbers_[static_cast<size_t>(i)];
      Add(1u << i, leaf);
    }
    // Parts of `size` numbers are built level by level; after each level
    // the splits of all the numbers whose larger part has that size are
    // checked, so a hit ends the search early.
    for (int size = 1; size < n_ && !found_; ++size) {
      if (size >= 2) {
        for (uint32_t mask = 1; mask < full_; ++mask) {
          if (__builtin_popcount(mask) == size) Build(mask);
        }
      }
      for (uint32_t small = 1; small < full_ && !found_; ++small) {
        const uint32_t large = full_ ^ small;
        if (__builtin_popcount(large) != size || __builtin_popcount(small) > size) continue;
        if (__builtin_popcount(small) == size && small > large) continue;
        Check(small, large);
      }
    }
    if (!found_) return std::nullopt;
    return absl::StrCat(Text(hit_.left_mask, hit_.left), " ", std::string(1, hit_.op), " ",
                        Text(hit_.right_mask, hit_.right));
  }

 private:
  void Add(uint32_t mask, const Made& m) {
    if (index_[mask].try_emplace(m.value, static_cast<int32_t>(made_[mask].size())).second) {
      made_[mask].push_back(m);
    }
  }

  // Every whole value of `mask` (two or more numbers), each once.
  void Build(uint32_t mask) {
    for (uint32_t sub = (mask - 1) & mask; sub != 0; sub = (sub - 1) & mask) {
      const uint32_t other = mask ^ sub;
      if (sub > other) continue;  // Each split once.
      const std::vector<Made>& as = made_[sub];
      const std::vector<Made>& bs = made_[other];
      for (size_t i = 0; i < as.size(); ++i) {
        for (size_t j = 0; j < bs.size(); ++j) {
          const int64_t a = as[i].value, b = bs[j].value;
          const auto i32 = static_cast<int32_t>(i), j32 = static_cast<int32_t>(j);
          Add(mask, {a + b, '+', sub, other, i32, j32});
          if (a >= b) {
            Add(mask, {a - b, '-', sub, other, i32, j32});
          } else {
            Add(mask, {b - a, '-', other, sub, j32, i32});
          }
          Add(mask, {a * b, '*', sub, other, i32, j32});
          if (b > 0 && a % b == 0) Add(mask, {a / b, '/', sub, other, i32, j32});
          if (a > 0 && b % a == 0) Add(mask, {b / a, '/', other, sub, j32, i32});
        }
      }
    }
  }

  // Records `left op right` as the hit when `b` is a value of `b_mask`
  // (`a_first`: the value `a` of a_mask is the left operand).
  void Try(uint32_t a_mask, int32_t a, uint32_t b_mask, int64_t b, char op, bool a_first) {
    const auto it = index_[b_mask].find(b);
    if (it == index_[b_mask].end()) return;
    Hit(a_mask, a, b_mask, it->second, op, a_first);
  }
  void Hit(uint32_t a_mask, int32_t a, uint32_t b_mask, int32_t b, char op, bool a_first) {
    found_ = true;
    hit_.op = op;
    hit_.left_mask = a_first ? a_mask : b_mask;
    hit_.left = a_first ? a : b;
    hit_.right_mask = a_first ? b_mask : a_mask;
    hit_.right = a_first ? b : a;
  }

  // Whether some a of `a_mask` and b of `b_mask` combine to the target:
  // for each a, the b each operation needs is looked up.
  void Check(uint32_t a_mask, uint32_t b_mask) {
    const std::vector<Made>& as = made_[a_mask];
    const int64_t t = target_;
    for (size_t i = 0; i < as.size() && !found_; ++i) {
      const int64_t a = as[i].value;
      const auto i32 = static_cast<int32_t>(i);
      if (a <= t) Try(a_mask, i32, b_mask, t - a, '+', true);       // a + b
      if (!found_ && a >= t) Try(a_mask, i32, b_mask, a - t, '-', true);  // a - b
      if (!found_) Try(a_mask, i32, b_mask, t + a, '-', false);     // b - a
      if (!found_) {                                                // a * b
        if (a == 0) {
          if (t == 0) Hit(a_mask, i32, b_mask, 0, '*', true);
        } else if (t % a == 0) {
          Try(a_mask, i32, b_mask, t / a, '*', true);
        }
      }
      if (!found_ && a > 0) {                                       // a / b, b > 0
        if (t > 0 && a % t == 0) Try(a_mask, i32, b_mask, a / t, '/', true);
      }
      if (!found_ && a == 0 && t == 0) {                            // 0 / b, b > 0
        const std::vector<Made>& bs = made_[b_mask];
        for (size_t j = 0; j < bs.size(); ++j) {
          if (bs[j].value > 0) {
            Hit(a_mask, i32, b_mask, static_cast<int32_t>(j), '/', true);
            break;
          }
        }
      }
      if (!found_ && a > 0) Try(a_mask, i32, b_mask, t * a, '/', false);  // b / a
    }
  }

  // The expression of one value, parenthesised unless a number.
  std::string Text(uint32_t mask, int32_t index) const {
    const Made& m = made_[mask][static_cast<size_t>(index)];
    if (m.op == 0) return absl::StrCat(m.value);
    return absl::StrCat("(", Text(m.left_mask, m.left), " ", std::string(1, m.op), " ",
                        Text(m.right_mask, m.right), ")");
  }

  const std::vector<int64_t>& numbers_;
  const int64_t target_;
  const int n_;
  const uint32_t full_;
  std::vector<std::vector<Made>> made_;  // By subset mask.
  std::vector<absl::flat_hash_map<int64_t, int32_t>> index_;  // Value -> made_ index.
  bool found_ = false;
  Made hit_;  // The top operation of the hit (value unused).
};

class CountdownEqualEnvironment final
    : public environments::LadderEnvironment<CountdownEqualInstance> {
 public:
  CountdownEqualEnvironment()
      : LadderEnvironment(
            {"countdown_equal", "RLVE-Gym:CountdownEqual", kMaxDifficulty,
             "Use every given number once with + - * / and parentheses to reach the target "
             "exactly.",
             /*difficulty_help=*/"N = d + 3 numbers (7 at the top, d = 4); a maximum A uniform "
             "among 8, 16, ..., 48; the target uniform in 0..10A, the numbers uniform in 1..A, "
             "redrawn until the target is reachable with whole non-negative steps"},
            {"RLVE CountdownEqual ladder: -1 unparseable or a division by zero, -0.5 not the "
             "numbers each once, 0 another value, 1 the target."}) {}

 protected:
  CountdownEqualInstance Make(int difficulty, tasks::Rng& rng) const override {
    CountdownEqualInstance instance;
    const int64_t max_number = kOperandStep * rng.Uniform(1, kOperandSteps);
    while (true) {
      instance.target = rng.Uniform(0, 10 * max_number);
      instance.numbers.clear();
      for (int i = 0; i < difficulty + 3; ++i) {
        instance.numbers.push_back(rng.Uniform(1, max_number));
      }
      std::optional<std::string> expression = Search(instance.numbers, instance.target).Run();
      if (expression) {
        instance.expression = *std::move(expression);
        return instance;
      }
    }
  }

  void DeclareFields(environments::InstanceFields<CountdownEqualInstance>& fields) const override {
    using I = CountdownEqualInstance;
    fields.Ints("numbers", &I::numbers, kMaxNumbers, 1, kMaxNumber)
        .Int("target", &I::target, 0, kMaxTarget);
  }
  absl::Status Finish(CountdownEqualInstance& instance) const override {
    if (instance.numbers.size() < 2) return BadInstance("numbers", "need at least 2 numbers");
    instance.sorted = instance.numbers;
    std::sort(instance.sorted.begin(), instance.sorted.end());
    if (instance.expression.empty()) {  // Make has searched already.
      std::optional<std::string> expression = Search(instance.numbers, instance.target).Run();
      if (!expression) {
        return BadInstance("target",
                           "not reachable from the numbers with whole non-negative steps");
      }
      instance.expression = *std::move(expression);
    }
    return absl::OkStatus();
  }

  std::string Prompt(const CountdownEqualInstance& instance) const override {
    return absl::StrCat(
        "Numbers: ", absl::StrJoin(instance.numbers, " "), "\nTarget: ", instance.target,
        "\n\nWrite an arithmetic expression that uses **each of the numbers exactly once** "
        "(no other numbers) and whose value is **exactly ",
        instance.target,
        "**. Allowed: the binary operations +, -, *, / (division is exact: fractions are "
        "fine) and parentheses; no unary minus, no exponents, no decimal points.\n\n"
        "Put only the expression inside <answer> </answer> tags, for instance "
        "<answer>(4 + 2) * 3 - 1</answer>.");
  }

  std::string Reference(const CountdownEqualInstance& instance) const override {
    return environments::AnswerTagged(instance.expression);
  }

  absl::StatusOr<Verdict> Grade(const CountdownEqualInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const absl::string_view text = parsing::TrimAsciiSpace(*answer);
    // RLVE's literal check first: the digit runs as numbers, a multiset.
    std::vector<int64_t> literals;
    bool leading_zero = false;
    for (size_t i = 0; i < text.size();) {
      if (!absl::ascii_isdigit(static_cast<unsigned char>(text[i]))) {
        ++i;
        continue;
      }
      size_t end = i;
      while (end < text.size() && absl::ascii_isdigit(static_cast<unsigned char>(text[end]))) {
        ++end;
      }
      // Too many numbers, or one too long to be any of them (<= 100).
      if (literals.size() == instance.sorted.size() || end - i > kMaxLiteralDigits) {
        return environments::Invalid();
      }
      int64_t value = 0;
      for (size_t k = i; k < end; ++k) value = value * 10 + (text[k] - '0');
      if (end - i > 1 && text[i] == '0') leading_zero = true;
      literals.push_back(value);
      i = end;
    }
    std::sort(literals.begin(), literals.end());
    if (literals != instance.sorted) return environments::Invalid();
    // Then Python's eval(): a leading zero is a syntax error there.
    if (leading_zero) return environments::Unparsed();
    const std::optional<parsing::Expression> expression = parsing::ParseExpression(text);
    if (!expression) return environments::Unparsed();
    // A division by zero (RLVE's eval() raises: wrong_format); no overflow
    // with these literals (at most 7, each <= 100).
    const std::optional<Rational> value = parsing::Evaluate(*expression);
    if (!value) return environments::Unparsed();
    if (*value == Rational::Integer(instance.target)) return Verdict{1.0, true, true};
    return Verdict{0.0, false, true};
  }
};

}  // namespace
}  // namespace countdown_equal_cc

absl::Status RegisterCountdownEqualEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<CountdownEqualEnvironment>());
}

}  // namespace referee

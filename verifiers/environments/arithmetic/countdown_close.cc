#include "verifiers/environments/arithmetic/countdown_close.h"

#include "absl/container/flat_hash_map.h"
#include "verifiers/environments/member.h"
#include "verifiers/parsing/arith.h"

namespace referee {
inline namespace countdown_close_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;
using int128 = __int128;
using parsing::Rational;

constexpr int kMaxDifficulty = 4;  // N = 7.
constexpr int64_t kMaxNumbers = 7;
constexpr int64_t kMaxNumber = 100;
constexpr int64_t kMaxTarget = 10000;
// RLVE's max_operand list, as multiples of 8.
constexpr int64_t kOperandStep = 8;
constexpr int64_t kOperandSteps = 6;

struct CountdownCloseInstance {
  std::vector<int64_t> numbers;  // In prompt order.
  int64_t target = 0;
  // Derived (Finish): the numbers sorted, the least distance d* =
  // best_num / best_den (reduced), and an expression reaching it.
  std::vector<int64_t> sorted;
  int64_t best_num = 0;
  int64_t best_den = 1;
  std::string expression;
};

// One value a subset of the numbers reaches, and how: a number (op 0), or
// `left op right` of two values of disjoint subsets.
struct Made {
  Rational value;
  char op = 0;
  uint32_t left_mask = 0, right_mask = 0;
  int32_t left = -1, right = -1;
};

// The six ways of combining a (of one part) and b (of the other), as the
// expression reads: a+b, a-b, b-a, a*b, a/b, b/a.
constexpr int kWays = 6;
constexpr char kWayOp[kWays] = {'+', '-', '-', '*', '/', '/'};
constexpr bool kWaySwapped[kWays] = {false, false, true, false, false, true};

// a way b, exactly, unreduced: {num, den} with den > 0; nullopt for a
// division by zero. Parts stay below 2^5 * 100^6 (each subset's reduced
// parts are below 2^(k-1) * 100^k for k numbers): no overflow.
std::optional<std::pair<int128, int128>> Combine(const Rational& a, const Rational& b, int way) {
  const Rational& x = kWaySwapped[way] ? b : a;
  const Rational& y = kWaySwapped[way] ? a : b;
  int128 num = 0, den = 1;
  switch (kWayOp[way]) {
    case '+':
      num = static_cast<int128>(x.num) * y.den + static_cast<int128>(y.num) * x.den;
      den = static_cast<int128>(x.den) * y.den;
      break;
    case '-':
      num = static_cast<int128>(x.num) * y.den - static_cast<int128>(y.num) * x.den;
      den = static_cast<int128>(x.den) * y.den;
      break;
    case '*':
      num = static_cast<int128>(x.num) * y.num;
      den = static_cast<int128>(x.den) * y.den;
      break;
    default:  // '/'
      if (y.num == 0) return std::nullopt;
      num = static_cast<int128>(x.num) * y.den;
      den = static_cast<int128>(x.den) * y.num;
      if (den < 0) {
        num = -num;
        den = -den;
      }
      break;
  }
  return std::make_pair(num, den);
}

int128 Abs(int128 v) { return v < 0 ? -v : v; }

// The exhaustive search; see the header. Fills best_num, best_den and
// expression.
class Search {
 public:
  explicit Search(CountdownCloseInstance& instance)
      : instance_(instance),
        n_(static_cast<int>(instance.numbers.size())),
        full_((1u << n_) - 1),
        made_(static_cast<size_t>(full_) + 1) {}

  void Run() {
    for (int i = 0; i < n_; ++i) {
      Made leaf;
      leaf.value = Rational::Integer(instance_.numbers[static_cast<size_t>(i)]);
      made_[1u << i].push_back(leaf);
    }
    // Parts of `size` numbers are built level by level; after each level
    // the splits of all the numbers whose larger part has that size are
    // scanned, so an exact hit ends the search early.
    for (int size = 1; size < n_ && !exact_; ++size) {
      if (size >= 2) {
        for (uint32_t mask = 1; mask < full_; ++mask) {
          if (__builtin_popcount(mask) == size) Build(mask);
        }
      }
      for (uint32_t small = 1; small < full_ && !exact_; ++small) {
        const uint32_t large = full_ ^ small;
        if (__builtin_popcount(large) != size || __builtin_popcount(small) > size) continue;
        if (__builtin_popcount(small) == size && small > large) continue;
        Scan(small, large);
      }
    }
    // Reduce d* = best_distance_ / best_den_ (< 2^63 both).
    int128 a = best_distance_, b = best_den_;
    while (b != 0) {
      const int128 t = a % b;
      a = b;
      b = t;
    }
    instance_.best_num = static_cast<int64_t>(best_distance_ / a);
    instance_.best_den = static_cast<int64_t>(best_den_ / a);
    const Made& x = made_[best_left_mask_][static_cast<size_t>(best_left_)];
    const Made& y = made_[best_right_mask_][static_cast<size_t>(best_right_)];
    const bool swapped = kWaySwapped[best_way_];
    instance_.expression = absl::StrCat(Text(swapped ? y : x), " ",
                                        std::string(1, kWayOp[best_way_]), " ",
                                        Text(swapped ? x : y));
  }

 private:
  // Every value of `mask` (two or more numbers), each once.
  void Build(uint32_t mask) {
    absl::flat_hash_map<Rational, int32_t> seen;
    std::vector<Made>& out = made_[mask];
    for (uint32_t sub = (mask - 1) & mask; sub != 0; sub = (sub - 1) & mask) {
      const uint32_t other = mask ^ sub;
      if (sub > other) continue;  // Each split once.
      const std::vector<Made>& as = made_[sub];
      const std::vector<Made>& bs = made_[other];
      for (size_t i = 0; i < as.size(); ++i) {
        for (size_t j = 0; j < bs.size(); ++j) {
          for (int way = 0; way < kWays; ++way) {
            const bool swapped = kWaySwapped[way];
            const Rational& x = swapped ? bs[j].value : as[i].value;
            const Rational& y = swapped ? as[i].value : bs[j].value;
            const std::optional<Rational> v = parsing::Apply(kWayOp[way], x, y);
            if (!v) continue;  // A division by zero (no overflow: see Combine).
            if (!seen.try_emplace(*v, static_cast<int32_t>(out.size())).second) continue;
            Made m;
            m.value = *v;
            m.op = kWayOp[way];
            m.left_mask = swapped ? other : sub;
            m.right_mask = swapped ? sub : other;
            m.left = static_cast<int32_t>(swapped ? j : i);
            m.right = static_cast<int32_t>(swapped ? i : j);
            out.push_back(m);
          }
        }
      }
    }
  }

  // Every value of all the numbers split into `a_mask` and `b_mask`,
  // compared with the best so far: |num - target den| / den, by cross
  // products (< 2^104).
  void Scan(uint32_t a_mask, uint32_t b_mask) {
    const std::vector<Made>& as = made_[a_mask];
    const std::vector<Made>& bs = made_[b_mask];
    const int128 target = instance_.target;
    for (size_t i = 0; i < as.size(); ++i) {
      for (size_t j = 0; j < bs.size(); ++j) {
        for (int way = 0; way < kWays; ++way) {
          const auto v = Combine(as[i].value, bs[j].value, way);
          if (!v) continue;
          const int128 distance = Abs(v->first - target * v->second);
          if (found_ && distance * best_den_ >= best_distance_ * v->second) continue;
          found_ = true;
          best_distance_ = distance;
          best_den_ = v->second;
          best_left_mask_ = a_mask;
          best_right_mask_ = b_mask;
          best_left_ = static_cast<int32_t>(i);
          best_right_ = static_cast<int32_t>(j);
          best_way_ = way;
          if (distance == 0) {
            exact_ = true;
            return;
          }
        }
      }
    }
  }

  // The expression of one value, parenthesised unless a number.
  std::string Text(const Made& m) const {
    if (m.op == 0) return absl::StrCat(m.value.num);
    return absl::StrCat("(", Text(made_[m.left_mask][static_cast<size_t>(m.left)]), " ",
                        std::string(1, m.op), " ",
                        Text(made_[m.right_mask][static_cast<size_t>(m.right)]), ")");
  }

  CountdownCloseInstance& instance_;
  const int n_;
  const uint32_t full_;
  std::vector<std::vector<Made>> made_;  // By subset mask.
  bool found_ = false, exact_ = false;
  int128 best_distance_ = 0, best_den_ = 1;
  uint32_t best_left_mask_ = 0, best_right_mask_ = 0;
  int32_t best_left_ = 0, best_right_ = 0;
  int best_way_ = 0;
};

class CountdownCloseEnvironment final
    : public environments::LadderEnvironment<CountdownCloseInstance> {
 public:
  CountdownCloseEnvironment()
      : LadderEnvironment(
            {"countdown_close", "RLVE-Gym:CountdownClose", kMaxDifficulty,
             "Use every given number once with + - * / and parentheses to get as close to the "
             "target as possible.",
             /*difficulty_help=*/"N = d + 3 numbers (7 at the top, d = 4); a maximum A uniform "
             "among 8, 16, ..., 48; the target uniform in 0..10A, the numbers uniform in 1..A"},
            {"RLVE CountdownClose ladder over its passing threshold: -1 unparseable or a "
             "division by zero, -0.5 not the numbers each once, else (1 + d*) / (1 + d) for the "
             "distance d to the target (d* the least reachable)."}) {}

 protected:
  CountdownCloseInstance Make(int difficulty, tasks::Rng& rng) const override {
    CountdownCloseInstance instance;
    const int64_t max_number = kOperandStep * rng.Uniform(1, kOperandSteps);
    instance.target = rng.Uniform(0, 10 * max_number);
    for (int i = 0; i < difficulty + 3; ++i) {
      instance.numbers.push_back(rng.Uniform(1, max_number));
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<CountdownCloseInstance>& fields) const override {
    using I = CountdownCloseInstance;
    fields.Ints("numbers", &I::numbers, kMaxNumbers, 1, kMaxNumber)
        .Int("target", &I::target, 0, kMaxTarget);
  }
  absl::Status Finish(CountdownCloseInstance& instance) const override {
    if (instance.numbers.size() < 2) return BadInstance("numbers", "need at least 2 numbers");
    instance.sorted = instance.numbers;
    std::sort(instance.sorted.begin(), instance.sorted.end());
    Search(instance).Run();
    return absl::OkStatus();
  }

  std::string Prompt(const CountdownCloseInstance& instance) const override {
    return absl::StrCat(
        "Numbers: ", absl::StrJoin(instance.numbers, " "), "\nTarget: ", instance.target,
        "\n\nWrite an arithmetic expression that uses **each of the numbers exactly once** "
        "(no other numbers) and whose value is **as close as possible** to the target, i.e. "
        "the absolute difference between its value and ",
        instance.target,
        " is as small as you can make it. Allowed: the binary operations +, -, *, / "
        "(division is exact: fractions are fine) and parentheses; no unary minus, no "
        "exponents, no decimal points.\n\n"
        "Put only the expression inside <answer> </answer> tags, for instance "
        "<answer>(4 + 2) * 3 - 1</answer>.");
  }

  std::string Reference(const CountdownCloseInstance& instance) const override {
    return environments::AnswerTagged(instance.expression);
  }

  absl::StatusOr<Verdict> Grade(const CountdownCloseInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const std::optional<parsing::Expression> expression =
        parsing::ParseExpression(parsing::TrimAsciiSpace(*answer));
    if (!expression) return environments::Unparsed();
    // The literals, compared by value as multisets; a huge one matches none.
    std::vector<int64_t> literals;
    for (const parsing::ExprNode& node : expression->nodes) {
      if (node.op != 0) continue;
      if (node.huge || literals.size() == instance.sorted.size()) return environments::Invalid();
      literals.push_back(node.value);
    }
    std::sort(literals.begin(), literals.end());
    if (literals != instance.sorted) return environments::Invalid();
    const std::optional<Rational> value = parsing::Evaluate(*expression);
    // A division by zero (RLVE's eval() raises: wrong_format); no overflow
    // with these literals.
    if (!value) return environments::Unparsed();
    // d = distance / q; (1 + d*) / (1 + d) = (den* + num*) q / (den* (q + distance)).
    const int128 q = value->den;
    const int128 distance = Abs(static_cast<int128>(value->num) - q * instance.target);
    if (distance * instance.best_den == static_cast<int128>(instance.best_num) * q) {
      return Verdict{1.0, true, true};
    }
    const long double ratio =
        static_cast<long double>((static_cast<int128>(instance.best_den) + instance.best_num) * q) /
        static_cast<long double>(static_cast<int128>(instance.best_den) * (q + distance));
    return Verdict{environments::PartialCredit(static_cast<double>(ratio), 1.0), false, true};
  }
};

}  // namespace
}  // namespace countdown_close_cc

absl::Status RegisterCountdownCloseEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<CountdownCloseEnvironment>());
}

}  // namespace referee

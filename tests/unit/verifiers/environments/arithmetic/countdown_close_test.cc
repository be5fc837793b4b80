// CountdownClose (RLVE-Gym): an expression over the numbers, each once,
// as close to the target as possible; ladder -1 unparseable or a division
// by zero, -0.5 not the numbers each once, else (1 + d*) / (1 + d).
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/parsing/arith.h"

namespace referee {
inline namespace countdown_close_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using parsing::Rational;
using testing::Case;

class CountdownCloseTest : public testing::VerifierTableTest {};

TEST_F(CountdownCloseTest, UnreachableTarget) {
  // 2 and 3 reach 5, 1, -1, 6, 2/3, 3/2: the nearest to 7 is 6, d* = 1, so
  // an answer at distance d earns 2 / (1 + d): 5 -> 2/3; 1 -> 2/7;
  // 2/3 (d = 19/3) -> 2 / (22/3) = 3/11; -1 -> 2/9; 3/2 (d = 11/2) -> 4/13.
  CheckInstance("countdown_close", R"({"numbers": [2, 3], "target": 7})",
                {{"<answer>2 * 3</answer>", 1, true, true},
                 {"<answer>3*2</answer>", 1, true, true},
                 {"<answer> ((3) * (2)) </answer>", 1, true, true},
                 {"\\boxed{2*3}", 1, true, true},
                 {"<answer>2 + 3</answer>", 2.0 / 3.0, false, true},
                 {"<answer>3 - 2</answer>", 2.0 / 7.0, false, true},
                 {"<answer>2 / 3</answer>", 3.0 / 11.0, false, true},
                 {"<answer>2 - 3</answer>", 2.0 / 9.0, false, true},
                 {"<answer>3 / 2</answer>", 4.0 / 13.0, false, true},
                 {"<answer>2 * 2</answer>", -0.5, false, true},      // 3 unused, 2 twice.
                 {"<answer>2 * 3 * 1</answer>", -0.5, false, true},  // An extra number.
                 {"<answer>6</answer>", -0.5, false, true},
                 {"<answer>2</answer>", -0.5, false, true},
                 {"<answer>99999999999999999999 - 2</answer>", -0.5, false, true},
                 {"<answer>-2 + 3 * 3</answer>", -1, false, false},  // Unary minus.
                 {"<answer>2 ** 3</answer>", -1, false, false},
                 {"<answer>2 * 3 = 6</answer>", -1, false, false},
                 {"<answer>(2 * 3</answer>", -1, false, false},
                 {"<answer>2.0 * 3</answer>", -1, false, false},
                 {"<answer>two * 3</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"2 * 3", -1, false, false}});
}

TEST_F(CountdownCloseTest, ExactTarget) {
  // 5 - 2 - 2 = 1 exactly: d* = 0, and an answer at distance d earns
  // 1 / (1 + d): (5 - 2) / 2 = 3/2 -> 2/3; (2 + 2) / 5 = 4/5 -> 5/6;
  // 2 + 2 + 5 = 9 -> 1/9; 5 / 2 / 2 = 5/4 -> 4/5. 5 / (2 - 2) divides by
  // zero: RLVE's eval() raises, wrong_format.
  CheckInstance("countdown_close", R"({"numbers": [2, 5, 2], "target": 1})",
                {{"<answer>5 - 2 - 2</answer>", 1, true, true},
                 {"<answer>5 - (2 + 2)</answer>", 1, true, true},
                 {"<answer>(5 - 2) / 2</answer>", 2.0 / 3.0, false, true},
                 {"<answer>(2 + 2) / 5</answer>", 5.0 / 6.0, false, true},
                 {"<answer>2 + 2 + 5</answer>", 1.0 / 9.0, false, true},
                 {"<answer>5 / 2 / 2</answer>", 4.0 / 5.0, false, true},
                 {"<answer>5 / (2 - 2)</answer>", -1, false, false},
                 {"<answer>5 - 2</answer>", -0.5, false, true}});
}

TEST(CountdownCloseInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"numbers": [5], "target": 5})",  // One number.
           R"({"numbers": [1, 2, 3, 4, 5, 6, 7, 8], "target": 5})",  // Eight.
           R"({"numbers": [1, 2, 101], "target": 5})",              // Past 100.
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("countdown_close", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
}

// |a| < |b| for exact rationals (parts below 2^42 here: 128-bit products fit).
bool CloserThan(const Rational& a, const Rational& b) {
  const __int128 x = static_cast<__int128>(a.num < 0 ? -a.num : a.num) * b.den;
  const __int128 y = static_cast<__int128>(b.num < 0 ? -b.num : b.num) * a.den;
  return x < y;
}

// Brute force from the definition, as a player would: take any two of the
// current values, replace them by one of their combinations, until one
// value is left; the least distance to the target over all such plays.
void Play(std::vector<Rational> values, const Rational& target, std::optional<Rational>& best) {
  if (values.size() == 1) {
    const std::optional<Rational> d = parsing::Subtract(values[0], target);
    ASSERT_TRUE(d.has_value());
    if (!best || CloserThan(*d, *best)) best = d;
    return;
  }
  for (size_t i = 0; i < values.size(); ++i) {
    for (size_t j = 0; j < values.size(); ++j) {
      if (i == j) continue;
      std::vector<Rational> rest;
      for (size_t k = 0; k < values.size(); ++k) {
        if (k != i && k != j) rest.push_back(values[k]);
      }
      for (const char op : {'+', '-', '*', '/'}) {
        if ((op == '+' || op == '*') && i > j) continue;  // Commutative.
        const std::optional<Rational> v = parsing::Apply(op, values[i], values[j]);
        if (!v) continue;
        rest.push_back(*v);
        Play(rest, target, best);
        rest.pop_back();
      }
    }
  }
}

TEST(CountdownCloseBruteForceTest, ReferenceIsNearest) {
  for (const testing::Generated& g : testing::GenerateSmall("countdown_close", 2, 5)) {
    const std::vector<int64_t> numbers = g.Ints("numbers");
    const int64_t target = g.Int("target");
    ASSERT_EQ(static_cast<int>(numbers.size()), g.level + 3) << g.Where();
    const int64_t top = *std::max_element(numbers.begin(), numbers.end());
    ASSERT_LE(top, 48) << g.Where();
    ASSERT_LE(target, 480) << g.Where();
    std::vector<Rational> values;
    for (const int64_t v : numbers) values.push_back(Rational::Integer(v));
    std::optional<Rational> best;
    Play(values, Rational::Integer(target), best);
    ASSERT_TRUE(best.has_value());
    // The reference: an expression over exactly the numbers, at distance d*.
    const std::optional<parsing::Expression> expression = parsing::ParseExpression(g.answer);
    ASSERT_TRUE(expression.has_value()) << g.Where() << ": " << g.answer;
    std::vector<int64_t> literals;
    for (const parsing::ExprNode& node : expression->nodes) {
      if (node.op == 0) literals.push_back(node.value);
    }
    std::vector<int64_t> sorted = numbers;
    std::sort(sorted.begin(), sorted.end());
    std::sort(literals.begin(), literals.end());
    EXPECT_EQ(literals, sorted) << g.Where() << ": " << g.answer;
    const std::optional<Rational> value = parsing::Evaluate(*expression);
    ASSERT_TRUE(value.has_value()) << g.Where() << ": " << g.answer;
    const std::optional<Rational> d = parsing::Subtract(*value, Rational::Integer(target));
    ASSERT_TRUE(d.has_value());
    EXPECT_FALSE(CloserThan(*d, *best) || CloserThan(*best, *d))
        << g.Where() << ": " << g.answer << " is " << d->num << "/" << d->den << " away, best "
        << best->num << "/" << best->den;
  }
}

}  // namespace
}  // namespace countdown_close_test_cc
}  // namespace referee

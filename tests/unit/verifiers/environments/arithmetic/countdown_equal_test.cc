// CountdownEqual (RLVE-Gym): an expression over the numbers, each once,
// equal to the target; ladder -1 unparseable or a division by zero, -0.5
// the digit runs not the numbers each once, 0 another value, 1 the target.
#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/environments/legacy/truth/countdown_solver.h"
#include "verifiers/parsing/arith.h"

namespace referee {
inline namespace countdown_equal_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using parsing::Rational;
using testing::Case;

class CountdownEqualTest : public testing::VerifierTableTest {};

TEST_F(CountdownEqualTest, Ladder) {
  // 2, 3, 4 -> 14: 2 * (3 + 4) = 14 and 4 * 3 + 2 = 14; 2 + 3 + 4 = 9 and
  // 2 * 3 * 4 = 24 use the numbers but miss.
  CheckInstance("countdown_equal", R"({"numbers": [2, 3, 4], "target": 14})",
                {{"<answer>2 * (3 + 4)</answer>", 1, true, true},
                 {"<answer>4*3+2</answer>", 1, true, true},
                 {"<answer>\n ((4 + 3)) * 2 \n</answer>", 1, true, true},
                 {"\\boxed{(4 + 3) * 2}", 1, true, true},
                 {"<answer>2 + 3 + 4</answer>", 0, false, true},
                 {"<answer>2 * 3 * 4</answer>", 0, false, true},
                 {"<answer>4 / 2 - 3</answer>", 0, false, true},  // -1: negatives are fine.
                 // Digit runs not {2, 3, 4}: RLVE's invalid_expression, checked
                 // before the grammar.
                 {"<answer>2 * 3</answer>", -0.5, false, true},
                 {"<answer>2 * 7</answer>", -0.5, false, true},
                 {"<answer>14</answer>", -0.5, false, true},
                 {"<answer></answer>", -0.5, false, true},
                 {"<answer>2 * (3 + 4) * 1</answer>", -0.5, false, true},
                 {"<answer>2 * (3 + 4) = 14</answer>", -0.5, false, true},  // 14 is a run.
                 {"<answer>two * (3 + 4)</answer>", -0.5, false, true},
                 {"<answer>2 * (3 + 4) + 99999999999999999999</answer>", -0.5, false, true},
                 {"<answer>2.0 * (3 + 4)</answer>", -0.5, false, true},  // Runs 2, 0, 3, 4.
                 // The right runs, but not an expression of the grammar.
                 {"<answer>2 * (3 + 4</answer>", -1, false, false},
                 {"<answer>02 * (3 + 4)</answer>", -1, false, false},  // Python: syntax error.
                 {"<answer>2 * (-3 + 4)</answer>", -1, false, false},  // Unary minus (deviation).
                 {"<answer>2 ** 3 + 4</answer>", -1, false, false},    // Power (deviation).
                 {"<answer>2 * (3 + 4) x</answer>", -1, false, false},
                 {"2 * (3 + 4)", -1, false, false},  // No final answer.
                 {"", -1, false, false}});
}

TEST_F(CountdownEqualTest, FractionsAndDivisionByZero) {
  // 3, 4, 6 -> 8: 6 / 3 * 4 = 8 in whole steps; 4 / (3 / 6) = 4 / (1/2) = 8
  // goes through a fraction and is just as right.
  CheckInstance("countdown_equal", R"({"numbers": [3, 4, 6], "target": 8})",
                {{"<answer>6 / 3 * 4</answer>", 1, true, true},
                 {"<answer>4 / (3 / 6)</answer>", 1, true, true},
                 {"<answer>4 / 3 * 6</answer>", 1, true, true},  // (4/3) * 6 = 8.
                 {"<answer>4 / (3 * 6)</answer>", 0, false, true}});
  // 5, 2, 2 -> 1: 5 - 2 - 2; 5 / (2 - 2) divides by zero: RLVE's eval()
  // raises, wrong_format.
  CheckInstance("countdown_equal", R"({"numbers": [5, 2, 2], "target": 1})",
                {{"<answer>5 - 2 - 2</answer>", 1, true, true},
                 {"<answer>5 - (2 + 2)</answer>", 1, true, true},
                 {"<answer>(5 - 2) / 2</answer>", 0, false, true},
                 {"<answer>5 / (2 - 2)</answer>", -1, false, false},
                 {"<answer>5 - 2</answer>", -0.5, false, true}});
}

TEST(CountdownEqualInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"numbers": [5], "target": 5})",                      // One number.
           R"({"numbers": [1, 2, 3, 4, 5, 6, 7, 8], "target": 5})",  // Eight.
           R"({"numbers": [1, 2, 101], "target": 5})",              // Past 100.
           R"({"numbers": [2, 3], "target": 7})",  // 5, 1, 6 only: 7 is not reachable.
           // Only 6 / (1 - 3/4) makes 24: not in whole non-negative steps.
           R"({"numbers": [1, 3, 4, 6], "target": 24})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("countdown_equal", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
}

// RLVE's generator condition, from the definition, as RLVE states it:
// replace two of the values by x + y, x - y (x >= y), x * y or x / y (y > 0
// dividing x) until one is left; every order is tried.
bool Reachable(std::vector<int64_t> values, int64_t target) {
  if (values.size() == 1) return values[0] == target;
  for (size_t i = 0; i < values.size(); ++i) {
    for (size_t j = 0; j < values.size(); ++j) {
      if (i == j) continue;
      std::vector<int64_t> rest;
      for (size_t k = 0; k < values.size(); ++k) {
        if (k != i && k != j) rest.push_back(values[k]);
      }
      const int64_t x = values[i], y = values[j];
      std::vector<int64_t> made = {x + y, x * y};
      if (x >= y) made.push_back(x - y);
      if (y > 0 && x % y == 0) made.push_back(x / y);
      for (const int64_t v : made) {
        rest.push_back(v);
        if (Reachable(rest, target)) return true;
        rest.pop_back();
      }
    }
  }
  return false;
}

std::string InstanceJson(const std::vector<int64_t>& numbers, int64_t target) {
  return absl::StrCat(R"({"numbers": [)", absl::StrJoin(numbers, ", "), R"(], "target": )",
                      target, "}");
}

TEST(CountdownEqualBruteForceTest, ReferenceReachesTheTarget) {
  for (const testing::Generated& g : testing::GenerateSmall("countdown_equal", 2, 6)) {
    const std::vector<int64_t> numbers = g.Ints("numbers");
    const int64_t target = g.Int("target");
    ASSERT_EQ(static_cast<int>(numbers.size()), g.level + 3) << g.Where();
    const int64_t top = *std::max_element(numbers.begin(), numbers.end());
    ASSERT_LE(top, 48) << g.Where();
    ASSERT_LE(target, 480) << g.Where();
    EXPECT_TRUE(Reachable(numbers, target)) << g.Where();
    // The legacy Countdown solver (rational steps) agrees it is solvable
    // and finds the reference at distance 0 from a solution.
    const tasks::CountdownSolver solver(numbers, target);
    EXPECT_TRUE(solver.solvable()) << g.Where();
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
    EXPECT_EQ(*value, Rational::Integer(target)) << g.Where() << ": " << g.answer;
    const absl::StatusOr<int> distance = solver.Distance(*expression);
    ASSERT_TRUE(distance.ok()) << distance.status();
    EXPECT_EQ(*distance, 0) << g.Where() << ": " << g.answer;
  }
}

TEST(CountdownEqualBruteForceTest, AcceptsExactlyTheReachableTargets) {
  // Every multiset of 2 or 3 numbers in 1..5 and every target 0..40.
  for (int64_t a = 1; a <= 5; ++a) {
    for (int64_t b = a; b <= 5; ++b) {
      for (int64_t c = 0; c <= 5; ++c) {
        if (c != 0 && c < b) continue;
        std::vector<int64_t> numbers = {a, b};
        if (c != 0) numbers.push_back(c);
        for (int64_t target = 0; target <= 40; ++target) {
          const std::string json = InstanceJson(numbers, target);
          const absl::Status status = testing::PrepareInstanceStatus("countdown_equal", json);
          EXPECT_EQ(status.ok(), Reachable(numbers, target)) << json << " -> " << status;
        }
      }
    }
  }
}

// Every expression over `numbers` (each once, any order and shape, any of
// the four operations), as text with its exact value (nullopt after a
// division by zero).
void Expressions(const std::vector<std::pair<std::string, std::optional<Rational>>>& parts,
                 std::vector<std::pair<std::string, std::optional<Rational>>>& out) {
  if (parts.size() == 1) {
    out.push_back(parts[0]);
    return;
  }
  for (size_t i = 0; i < parts.size(); ++i) {
    for (size_t j = 0; j < parts.size(); ++j) {
      if (i == j) continue;
      std::vector<std::pair<std::string, std::optional<Rational>>> rest;
      for (size_t k = 0; k < parts.size(); ++k) {
        if (k != i && k != j) rest.push_back(parts[k]);
      }
      for (const char op : {'+', '-', '*', '/'}) {
        std::optional<Rational> v;
        if (parts[i].second && parts[j].second) {
          v = parsing::Apply(op, *parts[i].second, *parts[j].second);
        }
        rest.emplace_back(absl::StrCat("(", parts[i].first, " ", std::string(1, op), " ",
                                       parts[j].first, ")"),
                          v);
        Expressions(rest, out);
        rest.pop_back();
      }
    }
  }
}

class CountdownEqualEveryAnswerTest : public testing::VerifierTableTest {};

TEST_F(CountdownEqualEveryAnswerTest, FullCreditIffTheValueIsTheTarget) {
  for (const testing::Generated& g : testing::GenerateSmall("countdown_equal", 0, 6)) {
    const std::vector<int64_t> numbers = g.Ints("numbers");
    const int64_t target = g.Int("target");
    std::vector<std::pair<std::string, std::optional<Rational>>> parts;
    for (const int64_t v : numbers) parts.emplace_back(absl::StrCat(v), Rational::Integer(v));
    std::vector<std::pair<std::string, std::optional<Rational>>> all;
    Expressions(parts, all);
    std::vector<std::string> outputs;
    outputs.reserve(all.size());
    std::vector<Case> cases;
    int hits = 0;
    for (const auto& [text, value] : all) {
      outputs.push_back(absl::StrCat("<answer>", text, "</answer>"));
      if (!value) {
        cases.push_back({outputs.back().c_str(), -1, false, false});
      } else if (*value == Rational::Integer(target)) {
        ++hits;
        cases.push_back({outputs.back().c_str(), 1, true, true});
      } else {
        cases.push_back({outputs.back().c_str(), 0, false, true});
      }
    }
    EXPECT_GT(hits, 0) << g.Where();
    CheckInstance("countdown_equal", InstanceJson(numbers, target), cases);
  }
}

}  // namespace
}  // namespace countdown_equal_test_cc
}  // namespace referee

// PolynomialMinimum over the integers (RLVE's rule, reference point 0):
// -1 unparseable or not one integer; 1 at the integer minimiser x*; 0 if
// f(x) >= f(0); else ((f(0) - f(x)) / (f(0) - f(x*)))^beta, beta = 5 by
// default; and the instance checks.
#include <cmath>
#include <cstdint>
#include <string>

#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace polynomial_minimum_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;

class PolynomialMinimumTest : public testing::VerifierTableTest {};

// f = (x - 1)^2 + (x - 3)^4 = x^4 - 12x^3 + 55x^2 - 110x + 82.
// f(-1) = 4 + 256 = 260, f(0) = 1 + 81 = 82, f(1) = 0 + 16 = 16,
// f(2) = 1 + 1 = 2, f(3) = 4 + 0 = 4, f(4) = 9 + 1 = 10, f(5) = 16 + 16 = 32,
// f(6) = 25 + 81 = 106. x* = 2 (unique), f0 - f* = 80; max |s| = 3, so
// answers beyond |x| = 6 score 0 unevaluated (f(7) = 36 + 256 > 82).
const char kProblem[] = R"({"id": "f", "environment": {"name": "polynomial_minimum",
    "instance": {"terms": [[1, 1, 2], [1, 3, 4]]}}})";

TEST_F(PolynomialMinimumTest, Ladder) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("polynomial_minimum", *problem,
        {{"<answer>2</answer>", 1, true, true},
         {"<answer> +02 </answer>", 1, true, true},  // int() accepts it.
         {"\\boxed{2}", 1, true, true},
         // (82 - 4) / 80, (82 - 10) / 80, (82 - 16) / 80, (82 - 32) / 80.
         {"<answer>3</answer>", std::pow(78.0 / 80.0, 5), false, true},
         {"<answer>4</answer>", std::pow(72.0 / 80.0, 5), false, true},
         {"<answer>1</answer>", std::pow(66.0 / 80.0, 5), false, true},
         {"<answer>5</answer>", std::pow(50.0 / 80.0, 5), false, true},
         {"<answer>0</answer>", 0, false, true},   // f(0) itself.
         {"<answer>6</answer>", 0, false, true},   // 106 >= 82.
         {"<answer>-1</answer>", 0, false, true},  // 260 >= 82.
         {"<answer>7</answer>", 0, false, true},   // Beyond 2·3.
         {"<answer>-1000000</answer>", 0, false, true},
         {"<answer>99999999999999999999999</answer>", 0, false, true},
         {"<answer>-99999999999999999999999</answer>", 0, false, true},
         {"<answer>2 3</answer>", -1, false, false},  // Two integers.
         {"<answer></answer>", -1, false, false},
         {"<answer>2.0</answer>", -1, false, false},
         {"<answer>x = 2</answer>", -1, false, false},
         {"2", -1, false, false},  // No tag.
         {"<answer>2", -1, false, false}});  // Unclosed.
  Check("polynomial_minimum", *problem,
        {{"<answer>3</answer>", 78.0 / 80.0, false, true}}, R"({"beta": 1})");
}

TEST_F(PolynomialMinimumTest, BetaMustBePositive) {
  EXPECT_FALSE(ParamError("polynomial_minimum", R"({"beta": 0})").ok());
  EXPECT_FALSE(ParamError("polynomial_minimum", R"({"beta": -1})").ok());
  EXPECT_TRUE(ParamError("polynomial_minimum", R"({"beta": 2})").ok());
}

TEST_F(PolynomialMinimumTest, PromptAndReference) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "Given f(x) = x**4 - 12*x**3 + 55*x**2 - 110*x + 82, find the "
            "**integer** x0 that minimizes f(x) over all integers (there is "
            "exactly one).\n"
            "\n"
            "Output Format:\n"
            "Your final answer should be a single integer x0 inside <answer> "
            "</answer> tags.\n"
            "Example: <answer>-3</answer>");
  // 2(x + 2)^2 = 2x^2 + 8x + 8 (no x^1 term dropped, leading 2), x* = -2;
  // f(0) = 8, f(-1) = 2: (8 - 2) / 8 = 0.75.
  const PreparedProblemPtr shifted = testing::Prepare(
      R"({"id": "s", "environment": {"name": "polynomial_minimum",
          "instance": {"terms": [[2, -2, 2]]}}})");
  ASSERT_NE(shifted, nullptr);
  EXPECT_NE(shifted->task().DefaultPrompt(*shifted).find(
                "f(x) = 2*x**2 + 8*x + 8, "),
            std::string::npos);
  Check("polynomial_minimum", *shifted,
        {{"<answer>-2</answer>", 1, true, true},
         {"<answer>-1</answer>", std::pow(0.75, 5), false, true}});
  // x^2 + (x - 0)^4 = x^4 + x^2: x* = 0 = the reference point, so any other
  // answer scores 0.
  const PreparedProblemPtr origin = testing::Prepare(
      R"({"id": "o", "environment": {"name": "polynomial_minimum",
          "instance": {"terms": [[1, 0, 2], [1, 0, 4]]}}})");
  ASSERT_NE(origin, nullptr);
  EXPECT_NE(origin->task().DefaultPrompt(*origin).find("f(x) = x**4 + x**2, "),
            std::string::npos);
  Check("polynomial_minimum", *origin,
        {{"<answer>0</answer>", 1, true, true},
         {"<answer>1</answer>", 0, false, true},
         {"<answer>-1</answer>", 0, false, true}});
}


TEST(PolynomialMinimumInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({})",                                  // No terms.
           R"({"terms": []})",
           R"({"terms": [[0, 1, 2]]})",              // a = 0.
           R"({"terms": [[101, 1, 2]]})",            // a > 100.
           R"({"terms": [[-1, 1, 2]]})",
           R"({"terms": [[1, 101, 2]]})",            // |s| > 100.
           R"({"terms": [[1, -101, 2]]})",
           R"({"terms": [[1, 1, 3]]})",              // Odd degree.
           R"({"terms": [[1, 1, 0]]})",              // Degree 0.
           R"({"terms": [[1, 1, 22]]})",             // Degree > 20.
           R"({"terms": [[1, 1]]})",                 // Not a triple.
           R"({"terms": [[1, 1.5, 2]]})",
           // 11 terms.
           R"({"terms": [[1,0,2],[1,0,2],[1,0,2],[1,0,2],[1,0,2],[1,0,2],
                         [1,0,2],[1,0,2],[1,0,2],[1,0,2],[1,0,2]]})",
           // x^2 + (x - 1)^2: f(0) = f(1) = 1, two integer minimisers.
           R"({"terms": [[1, 0, 2], [1, 1, 2]]})",
           // (x - 100)^20: 101^20 > 10^18.
           R"({"terms": [[1, 100, 20]]})",
           // 7^20 ≈ 7.98e16 per unit weight: 13 · 7.98e16 > 10^18.
           R"({"terms": [[13, 6, 20]]})",
           R"({"terms": [[1, 1, 2]], "typo": 1})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("polynomial_minimum", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  // 12 · 7^20 ≈ 9.58e17 <= 10^18.
  EXPECT_TRUE(testing::PrepareInstanceStatus("polynomial_minimum", R"({"terms": [[12, 6, 20]]})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus("polynomial_minimum", R"({"terms": [[100, -1, 2]]})").ok());
}

// Level d has degree 2 + 2(d/2), one term per even degree, a in 1..2 and
// |s| <= 2 + ceil(d/2).
TEST(PolynomialMinimumInstanceTest, GeneratedSizes) {
  const TaskType* task =
      testing::TestCatalog().tasks.Find("polynomial_minimum");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 12);
  for (int d = 0; d <= 12; ++d) {
    const int64_t degree = 2 + 2 * (d / 2), shift = 2 + (d + 1) / 2;
    for (uint64_t seed = 0; seed < 4; ++seed) {
      auto problem = task->Generate(d, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const auto& terms =
          problem->environment().instance().fields().at("terms").list_value();
      ASSERT_EQ(terms.values_size(), degree / 2);
      int64_t degrees = 0;  // Bit k set for each term's degree.
      for (const auto& term : terms.values()) {
        const auto& row = term.list_value();
        const int64_t a = static_cast<int64_t>(row.values(0).number_value());
        const int64_t s = static_cast<int64_t>(row.values(1).number_value());
        const int64_t k = static_cast<int64_t>(row.values(2).number_value());
        EXPECT_TRUE(a == 1 || a == 2);
        EXPECT_LE(s < 0 ? -s : s, shift);
        degrees |= int64_t{1} << k;
      }
      for (int64_t k = 2; k <= degree; k += 2) {
        EXPECT_TRUE(degrees & (int64_t{1} << k)) << d << " " << k;
      }
      EXPECT_EQ(problem->prompt().find("Given f(x) = x**" +
                                       std::to_string(degree)) == 0 ||
                    problem->prompt().find("Given f(x) = 2*x**" +
                                           std::to_string(degree)) == 0,
                true)
          << problem->prompt();
      problem->set_id("g");
      EXPECT_TRUE(testing::TestCatalog().tasks.Prepare(*problem).ok());
    }
  }
}

}  // namespace
}  // namespace polynomial_minimum_test_cc
}  // namespace referee

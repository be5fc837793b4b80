// Table tests of countdown_sparse and countdown_ast, expectations derived by
// hand from seed 002 Eq. 4, 6 and 8 and DESIGN §4 "Countdown".
#include <cmath>
#include <string>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "engine/jsonl.h"
#include "verifiers/registry.h"

namespace referee {
namespace {

using referee::v1::Problem;


using testing::Case;

class CountdownVerifierTest : public testing::VerifierTableTest {};

const PreparedProblem& Figure1() {
  static const PreparedProblemPtr* const kProblem = new PreparedProblemPtr(testing::Prepare(
      R"({"id": "fig1", "countdown": {"numbers": [44, 19, 35], "target": 98}})"));
  return **kProblem;
}

// With the defaults λc = 1, λp = 0.1, λa = 0.5, τ = 2:
//   correct 1; valid at distance d: 0.1 + 0.5·e^(−d/2); span but not valid
//   (or not parsed): 0.1; no span: 0.
const double kD1 = 0.1 + 0.5 * std::exp(-0.5);

TEST_F(CountdownVerifierTest, AstOnFigure1) {
  Check("countdown_ast", Figure1(),
        {{"<answer>(35 + 19) - 44</answer>", kD1, false, true},
         {"<answer>(35 + 19) + 44</answer>", 1, true, true},
         {"<answer>44 + (19 + 35)</answer>", 1, true, true},  // Commuted.
         {"<answer>35 + 19 + 44</answer>", 1, true, true},    // Re-associated.
         {"<answer>35 + (19 + 44)</answer>", 1, true, true},
         {"<answer>\n35 +\n19 + 44\n</answer>", 1, true, true},
         {"<answer>-35 + 19 + 44</answer>", 0.1, false, true},   // Unary minus.
         {"<answer>35 ** 1 + 19 + 44</answer>", 0.1, false, true},
         {"<answer>35 + 19 + 44 = 98</answer>", 0.1, false, true},
         {"<answer>35.0 + 19 + 44</answer>", 0.1, false, true},  // Decimal.
         {"<answer>35 + 19</answer>", 0.1, false, true},         // Missing.
         {"<answer>35 + 19 + 44 + 1</answer>", 0.1, false, true},  // Extra.
         {"<answer>35 + 35 + 44</answer>", 0.1, false, true},    // Repeated.
         {"<answer></answer>", 0.1, false, true},                // Empty span.
         {"<answer>   </answer>", 0.1, false, true},
         {"35 + 19 + 44", 0, false, false},                      // No span.
         {"<answer>35 + 19 + 44", 0, false, false},              // Unclosed.
         {"<answer>35+19+44</answer> then <answer>(35 + 19) - 44</answer>",
          kD1, false, true}});  // The last span counts.
}

TEST_F(CountdownVerifierTest, AstDistancesByHand) {
  // Every solution is a sum of the three numbers (two '+' nodes, any shape
  // and order). 35 * 19 * 44 has two '*': d = 2 against (35 + 19) + 44.
  // 44 * (35 - 19) has '*' and '-': d = 2 against 44 + (35 + 19).
  Check("countdown_ast", Figure1(),
        {{"<answer>35 * 19 * 44</answer>", 0.1 + 0.5 * std::exp(-1.0), false, true},
         {"<answer>44 * (35 - 19)</answer>", 0.1 + 0.5 * std::exp(-1.0), false,
          true}});
}

TEST_F(CountdownVerifierTest, DivisionByZeroIsValidButNotCorrect) {
  // Numbers 5, 5, 3, target 3: 3 / (5 - 5) divides by zero: valid, not
  // correct. The solution 3 / (5 / 5) differs only in the inner operator
  // (and 3 + (5 - 5) only at the root): d = 1.
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "z", "countdown": {"numbers": [5, 5, 3], "target": 3}})");
  Check("countdown_ast", *problem,
        {{"<answer>3 / (5 - 5)</answer>", kD1, false, true}});
  Check("countdown_sparse", *problem,
        {{"<answer>3 / (5 - 5)</answer>", 0.1, false, true}});
}

TEST_F(CountdownVerifierTest, Sparse) {
  Check("countdown_sparse", Figure1(),
        {{"<answer>35 + 19 + 44</answer>", 1, true, true},
         {"<answer>(35 + 19) - 44</answer>", 0.1, false, true},
         {"<answer>nonsense</answer>", 0.1, false, true},
         {"no tags at all", 0, false, false}});
  Check("countdown_sparse", Figure1(),
        {{"<answer>nonsense</answer>", 0.25, false, true}},
        R"({"format_score": 0.25})");
}

TEST_F(CountdownVerifierTest, AstParamsAndTheirErrors) {
  // λa = 0 collapses the ladder onto the sparse reward (seed 002 Eq. 9).
  Check("countdown_ast", Figure1(),
        {{"<answer>(35 + 19) - 44</answer>", 0.1, false, true}},
        R"({"lambda_a": 0})");
  Check("countdown_ast", Figure1(),
        {{"<answer>(35 + 19) - 44</answer>", 0.2 + 0.3 * std::exp(-1.0 / 4), false,
          true}},
        R"({"lambda_p": 0.2, "lambda_a": 0.3, "tau": 4})");
  EXPECT_NE(ParamError("countdown_ast", R"({"lambda_a": 0.9})").message().find("lambda_a"),
            absl::string_view::npos);
  EXPECT_NE(ParamError("countdown_ast", R"({"tau": 0})").message().find("tau"),
            absl::string_view::npos);
  EXPECT_TRUE(ParamError("countdown_ast", R"({"lambda_a": 0.89})").ok());
}

TEST_F(CountdownVerifierTest, HostileAnswersAreScoredNotCrashed) {
  // 10,000 nested parentheses: a span, not parsed.
  const std::string deep = "<answer>" + std::string(10000, '(') + "35+19+44" +
                           std::string(10000, ')') + "</answer>";
  // 200 KB of "+1": parsed, but not the numbers.
  std::string wide = "<answer>35+19+44";
  while (wide.size() < 200000) wide += "+1";
  wide += "</answer>";
  Check("countdown_ast", Figure1(),
        {{deep.c_str(), 0.1, false, true}, {wide.c_str(), 0.1, false, true}});
}

}  // namespace
}  // namespace referee

namespace referee {
namespace {

// An answer can write at most 18 digits a number: 999999999999999999 is
// the largest number a problem may hold; one more is refused at Prepare
// instead of making every right answer score as unparsed.
TEST(CountdownProblemTest, NumbersAnAnswerCannotWriteAreRefused) {
  const char* largest =
      R"({"id": "big", "countdown": {"numbers": ["999999999999999999", "1"],
          "target": "1000000000000000000"}})";
  PreparedProblemPtr ok = testing::Prepare(largest);
  ASSERT_NE(ok, nullptr);
  const Verifier* sparse = testing::TestCatalog().verifiers.Find("countdown_sparse");
  absl::StatusOr<Verdict> verdict = sparse->Verify(
      {*ok, "<answer>999999999999999999 + 1</answer>", {}});
  ASSERT_TRUE(verdict.ok());
  EXPECT_EQ(verdict->score, 1.0);

  referee::v1::Problem too_big;
  too_big.set_id("bigger");
  too_big.mutable_countdown()->add_numbers(1000000000000000000);
  too_big.mutable_countdown()->add_numbers(1);
  too_big.mutable_countdown()->set_target(7);
  absl::StatusOr<PreparedProblemPtr> refused =
      testing::TestCatalog().tasks.Prepare(too_big);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.status().message().find("1000000000000000000 is over"),
            std::string::npos)
      << refused.status();
}

}  // namespace
}  // namespace referee

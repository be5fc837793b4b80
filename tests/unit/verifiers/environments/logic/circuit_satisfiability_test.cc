// Circuit (RLVE-Gym): 0/1 values x[0..N-1] making an &, |, ^ expression
// equal 1; ladder -1 unparseable, -0.5 not N values 0/1, 0 the expression
// is 0, 1 it is 1; and the instance checks, printing, and a brute force.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/verifier.h"

namespace referee {
inline namespace circuit_satisfiability_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "circuit_satisfiability";

class CircuitSatisfiabilityTest : public testing::VerifierTableTest {};

// (x[0] ^ x[1]) & (x[2] | x[0]), postfix 0 1 ^ 2 0 | &. By x0 x1 x2:
//   000, 001: x0 ^ x1 = 0 -> 0.   010: x2 | x0 = 0 -> 0.
//   011: 1 & 1 = 1.   100: 1 & 1 = 1.   101: 1 & 1 = 1.
//   110, 111: x0 ^ x1 = 0 -> 0.
// The stored assignment is 1 0 0; 1 0 1 keeps the value 1, so the
// reference prints 1 0 1.
constexpr char kInstance[] =
    R"({"n": 3, "formula": [0, 1, -3, 2, 0, -2, -1], "assignment": [1, 0, 0]})";

TEST_F(CircuitSatisfiabilityTest, Ladder) {
  CheckInstance(kName, kInstance,
                {{"<answer>1 0 0</answer>", 1, true, true},
                 {"<answer>0 1 1</answer>", 1, true, true},
                 {"<answer>1 0 1</answer>", 1, true, true},
                 {"\\boxed{0 1 1}", 1, true, true},
                 {"<answer>\n+1 00\t0\n</answer>", 1, true, true},
                 {"<answer>0 0 0</answer>", 0, false, true},
                 {"<answer>0 0 1</answer>", 0, false, true},
                 {"<answer>0 1 0</answer>", 0, false, true},
                 {"<answer>1 1 0</answer>", 0, false, true},
                 {"<answer>1 1 1</answer>", 0, false, true},
                 // RLVE's invalid_solution: a wrong count, a value not 0/1.
                 {"<answer>1 0 2</answer>", -0.5, false, true},
                 {"<answer>-1 0 1</answer>", -0.5, false, true},
                 {"<answer>1 0 99999999999999999999999</answer>", -0.5, false, true},
                 {"<answer>1 0</answer>", -0.5, false, true},
                 {"<answer>1 0 1 1</answer>", -0.5, false, true},
                 {"<answer></answer>", -0.5, false, true},
                 // wrong_format: not integers, no answer.
                 {"<answer>1, 0, 1</answer>", -1, false, false},
                 {"<answer>1 0 x</answer>", -1, false, false},
                 {"1 0 1", -1, false, false},
                 {"<answer>1 0 1", -1, false, false}});
}

TEST_F(CircuitSatisfiabilityTest, PromptAndReference) {
  const PreparedProblemPtr problem = testing::PrepareInstance(kName, kInstance);
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultReference(*problem), "<answer>1 0 1</answer>");
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "The 3 variables x[0], x[1], ..., x[2] each take the value 0 or 1. In the "
            "expression below, \"&\" is AND, \"|\" is OR and \"^\" is XOR (exclusive or), "
            "each applied to two bits:\n"
            "(x[0] ^ x[1]) & (x[2] | x[0])\n"
            "\n"
            "Find values of the variables for which the expression equals 1. Give x[0], "
            "x[1], ..., x[2] in this order on one line, separated by spaces, inside <answer> "
            "</answer> tags. For example, <answer>0 1 0</answer> would set x[0] = 0, x[1] = 1, "
            "and so on.");
  // x[1] alone (one leaf) prints without parentheses; 0 0 is 0, 0 1 is 1
  // and the reference 0 1 ends in 1.
  const PreparedProblemPtr leaf =
      testing::PrepareInstance(kName, R"({"n": 2, "formula": [1], "assignment": [0, 1]})");
  ASSERT_NE(leaf, nullptr);
  EXPECT_NE(leaf->task().DefaultPrompt(*leaf).find("bits:\nx[1]\n\n"), std::string::npos);
  EXPECT_EQ(leaf->task().DefaultReference(*leaf), "<answer>0 1</answer>");
  // x[0] ^ x[1] with 1 0 stays 1 0 (1 1 gives 0).
  const PreparedProblemPtr kept = testing::PrepareInstance(
      kName, R"({"n": 2, "formula": [0, 1, -3], "assignment": [1, 0]})");
  ASSERT_NE(kept, nullptr);
  EXPECT_EQ(kept->task().DefaultReference(*kept), "<answer>1 0</answer>");
  // Without an assignment: no reference.
  const PreparedProblemPtr bare =
      testing::PrepareInstance(kName, R"({"n": 2, "formula": [0, 1, -3]})");
  ASSERT_NE(bare, nullptr);
  EXPECT_EQ(bare->task().DefaultReference(*bare), "");
}

// 5000 leaves nested 4999 deep, on either side: printing and evaluation
// use explicit stacks. Left-deep: (((x0 ^ x1) ^ x0) ^ x1) ... alternating,
// the XOR of 2500 x0 and 2500 x1 is 0 for any values. Right-deep:
// x0 & (x0 & (... & (x0 & x1))) is x0 AND x1.
TEST_F(CircuitSatisfiabilityTest, DeepFormulas) {
  std::vector<int64_t> left_deep = {0};
  for (int i = 1; i < 5000; ++i) {
    left_deep.push_back(i % 2);
    left_deep.push_back(-3);
  }
  const PreparedProblemPtr left = testing::PrepareInstance(
      kName, absl::StrCat(R"({"n": 2, "formula": [)", absl::StrJoin(left_deep, ", "), "]}"));
  ASSERT_NE(left, nullptr);
  const std::string prompt = left->task().DefaultPrompt(*left);
  EXPECT_NE(prompt.find(absl::StrCat("bits:\n", std::string(4998, '('), "x[0] ^ x[1]) ^ x[0])")),
            std::string::npos);
  EXPECT_NE(prompt.find(") ^ x[1]\n\n"), std::string::npos);
  Check(kName, *left,
        {{"<answer>0 1</answer>", 0, false, true}, {"<answer>1 1</answer>", 0, false, true}});

  std::vector<int64_t> right_deep(4999, 0);
  right_deep.push_back(1);
  for (int i = 1; i < 5000; ++i) right_deep.push_back(-1);
  const PreparedProblemPtr right = testing::PrepareInstance(
      kName, absl::StrCat(R"({"n": 2, "formula": [)", absl::StrJoin(right_deep, ", "), "]}"));
  ASSERT_NE(right, nullptr);
  EXPECT_NE(right->task().DefaultPrompt(*right).find(
                absl::StrCat("bits:\nx[0] & (x[0] & (x[0] & ")),
            std::string::npos);
  EXPECT_NE(right->task().DefaultPrompt(*right).find(
                absl::StrCat("(x[0] & x[1]", std::string(4998, ')'), "\n\n")),
            std::string::npos);
  Check(kName, *right,
        {{"<answer>1 1</answer>", 1, true, true}, {"<answer>1 0</answer>", 0, false, true},
         {"<answer>0 1</answer>", 0, false, true}});
}

TEST(CircuitSatisfiabilityInstanceTest, RejectsBadInstances) {
  for (const std::string& instance : std::vector<std::string>{
           R"({"n": 2, "formula": [0, -1]})",              // & with one operand.
           R"({"n": 2, "formula": [-2, 0, 1]})",           // | before its operands.
           R"({"n": 2, "formula": [0, 1]})",               // Two expressions.
           R"({"n": 2, "formula": [0, 1, -1, 1]})",
           R"({"n": 2, "formula": [0, 2, -1]})",           // No x[2].
           R"({"n": 2, "formula": [0, 1, -4]})",           // No operation -4.
           R"({"n": 2, "formula": [0, 1, -3], "assignment": [1, 1]})",  // Value 0.
           R"({"n": 2, "formula": [0, 1, -3], "assignment": [1]})",     // Short.
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
}

// The value of the subexpression ending at `end` (postfix), by recursion
// from the back (a different walk from the verifier's stack), and where it
// starts.
std::pair<int64_t, size_t> Value(const std::vector<int64_t>& f, size_t end,
                                 const std::vector<int64_t>& x) {
  if (f[end] >= 0) return {x[f[end]], end};
  const auto right = Value(f, end - 1, x);
  const auto left = Value(f, right.second - 1, x);
  const int64_t a = left.first, b = right.first;
  const int64_t v = f[end] == -1 ? (a && b) : f[end] == -2 ? (a || b) : (a != b);
  return {v, left.second};
}

// Small generated instances (N = 2..6): M = int(m N) leaves with m in
// 2.0..5.0 (2N <= M <= 5N: 2.0 N and 5.0 N are exact doubles), the
// stored assignment and the reference make the expression 1, and over all
// 2^N assignments exactly those making it 1 earn 1, the others 0.
TEST(CircuitSatisfiabilityBruteForceTest, ExactlyTheSatisfyingAssignmentsScoreOne) {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find(kName);
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  for (const testing::Generated& g : testing::GenerateSmall(kName, 4, 6)) {
    const int64_t n = g.Int("n");
    ASSERT_EQ(n, g.level + 2) << g.Where();
    const std::vector<int64_t> f = g.Ints("formula");
    const int64_t leaves = static_cast<int64_t>((f.size() + 1) / 2);
    EXPECT_GE(leaves, 2 * n) << g.Where();
    EXPECT_LE(leaves, 5 * n) << g.Where();
    const PreparedProblemPtr prepared = testing::PrepareGenerated(kName, g);
    ASSERT_NE(prepared, nullptr);
    EXPECT_EQ(Value(f, f.size() - 1, g.Ints("assignment")).first, 1) << g.Where();
    for (int64_t mask = 0; mask < (int64_t{1} << n); ++mask) {
      std::vector<int64_t> x;
      for (int64_t i = 0; i < n; ++i) x.push_back((mask >> i) & 1);
      const auto value = Value(f, f.size() - 1, x);
      EXPECT_EQ(value.second, 0u) << g.Where();
      const std::string text = absl::StrJoin(x, " ");
      if (text == g.answer) {
        EXPECT_EQ(value.first, 1) << g.Where();
      }
      auto verdict = verifier->Verify({*prepared, "<answer>" + text + "</answer>", params});
      ASSERT_TRUE(verdict.ok());
      EXPECT_EQ(verdict->score, value.first == 1 ? 1.0 : 0.0) << g.Where() << " " << text;
      EXPECT_EQ(verdict->correct, value.first == 1) << g.Where() << " " << text;
    }
  }
}

}  // namespace
}  // namespace circuit_satisfiability_test_cc
}  // namespace referee

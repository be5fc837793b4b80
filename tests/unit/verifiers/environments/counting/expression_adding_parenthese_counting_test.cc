// Expression_AddingParenthese_Counting (RLVE-Gym): the distinct values of
// an expression of +, -, * over all parenthesisations; ladder -1
// unparseable or <= 0, 1 exact, else (min/max)^beta with beta = 10.
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace expression_adding_parenthese_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kEnv[] = "expression_adding_parenthese_counting";

class ExpressionAddingParentheseCountingTest : public testing::VerifierTableTest {};

TEST_F(ExpressionAddingParentheseCountingTest, Ladder) {
  // 2 - 1 - 1 - 1 has five parenthesisations: ((2-1)-1)-1 = -1,
  // (2-(1-1))-1 = 1, (2-1)-(1-1) = 1, 2-((1-1)-1) = 3, 2-(1-(1-1)) = 1:
  // the values {-1, 1, 3}, three of them.
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "e", "environment": {"name": "expression_adding_parenthese_counting",
          "instance": {"operands": [2, 1, 1, 1], "operators": [1, 1, 1]}}})");
  ASSERT_NE(problem, nullptr);
  Check(kEnv, *problem,
        {{"<answer>3</answer>", 1, true, true},
         {"<answer>5</answer>", 59049.0 / 9765625, false, true},  // (3/5)^10.
         {"<answer>1</answer>", 1.0 / 59049, false, true},        // (1/3)^10.
         {"<answer>6</answer>", 1.0 / 1024, false, true},         // (3/6)^10.
         {"<answer>0</answer>", -1, false, true},  // RLVE: <= 0 is wrong_format.
         {"<answer>-3</answer>", -1, false, true},
         {"<answer>{-1, 1, 3}</answer>", -1, false, false},
         {"3", -1, false, false}});
}

TEST_F(ExpressionAddingParentheseCountingTest, HandDerivedValues) {
  // 1 + 2 * 3: (1+2)*3 = 9, 1+(2*3) = 7 -> 2. 2 * 3 * 4: always 24 -> 1.
  // 6 - 2 - 1: 3 or 5 -> 2. 5 - 3: one value -> 1. 1 + 1 + 1 + 1: 4 -> 1.
  const struct { const char* instance; const char* answer; } kCases[] = {
      {R"({"operands": [1, 2, 3], "operators": [0, 2]})", "2"},
      {R"({"operands": [2, 3, 4], "operators": [2, 2]})", "1"},
      {R"({"operands": [6, 2, 1], "operators": [1, 1]})", "2"},
      {R"({"operands": [5, 3], "operators": [1]})", "1"},
      {R"({"operands": [1, 1, 1, 1], "operators": [0, 0, 0]})", "1"},
  };
  for (const auto& c : kCases) {
    const std::string json = absl::StrCat(
        R"({"id": "e", "environment": {"name": "expression_adding_parenthese_counting", "instance": )",
        c.instance, "}}");
    const PreparedProblemPtr problem = testing::Prepare(json.c_str());
    ASSERT_NE(problem, nullptr);
    Check(kEnv, *problem,
          {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Brute force from the definition: the value of every parenthesisation
// (every binary tree over the operands, no sharing or merging), collected
// in a set at the end.
std::vector<int64_t> EveryTree(const std::vector<int64_t>& a, const std::vector<int64_t>& op,
                               size_t l, size_t r) {
  if (l == r) return {a[l]};
  std::vector<int64_t> out;
  for (size_t split = l; split < r; ++split) {
    for (int64_t x : EveryTree(a, op, l, split)) {
      for (int64_t y : EveryTree(a, op, split + 1, r)) {
        out.push_back(op[split] == 0 ? x + y : op[split] == 1 ? x - y : x * y);
      }
    }
  }
  return out;
}

TEST(ExpressionAddingParentheseCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 4, 20)) {
    const std::vector<int64_t> a = g.Ints("operands"), op = g.Ints("operators");
    ASSERT_LE(a.size(), 7u) << g.Where();  // Values below 50^7: int64 is enough.
    ASSERT_EQ(op.size() + 1, a.size()) << g.Where();
    const std::vector<int64_t> all = EveryTree(a, op, 0, a.size() - 1);
    const std::set<int64_t> distinct(all.begin(), all.end());
    EXPECT_EQ(g.answer, std::to_string(distinct.size())) << g.Where();
  }
}

TEST(ExpressionAddingParentheseCountingInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(testing::PrepareInstanceStatus(kEnv, R"({"operands": [1], "operators": []})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kEnv, R"({"operands": [1, 2], "operators": [0, 1]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kEnv, R"({"operands": [1, 2], "operators": [3]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kEnv, R"({"operands": [0, 2], "operators": [0]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kEnv, R"({"operands": [1, 2]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
      kEnv, R"({"operands": [1, 2], "operators": [0], "x": 1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(  // 14 operands.
      kEnv, R"({"operands": [1,1,1,1,1,1,1,1,1,1,1,1,1,1], "operators": [0,0,0,0,0,0,0,0,0,0,0,0,0]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(  // (10^6 + 1)^7 > 2^126.
      kEnv, R"({"operands": [1000000,1000000,1000000,1000000,1000000,1000000,1000000], "operators": [2,2,2,2,2,2]})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(  // 13 operands, 613^13 < 2^126.
      kEnv, R"({"operands": [612,611,610,609,608,607,606,605,604,603,602,601,600], "operators": [0,1,2,0,1,2,0,1,2,0,1,2]})").ok());
}

}  // namespace
}  // namespace expression_adding_parenthese_counting_test_cc
}  // namespace referee

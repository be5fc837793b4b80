// SubarrayXorSum (RLVE-Gym): the sum of the XORs of all contiguous
// subarrays; ladder -1 unparseable, 1 exact, else 0.
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace subarray_xor_sum_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "subarray_xor_sum";

class SubarrayXorSumTest : public testing::VerifierTableTest {};

TEST_F(SubarrayXorSumTest, Ladder) {
  // A = 1 2 3: singles 1, 2, 3; pairs 1^2 = 3, 2^3 = 1; all 1^2^3 = 0.
  // Sum: 1 + 2 + 3 + 3 + 1 + 0 = 10.
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "x", "environment": {"name": "subarray_xor_sum",
          "instance": {"values": [1, 2, 3]}}})");
  ASSERT_NE(problem, nullptr);
  Check(kName, *problem,
        {{"<answer>10</answer>", 1, true, true},
         {"<answer> 010 </answer>", 1, true, true},
         {"<answer>9</answer>", 0, false, true},
         {"<answer>-10</answer>", 0, false, true},  // RLVE: a wrong answer.
         {"<answer>ten</answer>", -1, false, false},
         {"10", -1, false, false}});
}

int64_t BruteForce(const std::vector<int64_t>& a) {
  int64_t sum = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    for (size_t j = i; j < a.size(); ++j) {
      int64_t x = 0;
      for (size_t t = i; t <= j; ++t) x ^= a[t];
      sum += x;
    }
  }
  return sum;
}

TEST(SubarrayXorSumBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 20, 20)) {
    EXPECT_EQ(g.answer, std::to_string(BruteForce(g.Ints("values")))) << g.Where();
  }
}

TEST_F(SubarrayXorSumTest, ExplicitLargeValues) {
  const std::vector<int64_t> a = {1000000000, 0, 999999999, 536870912, 7, 1000000000};
  std::string listed;
  for (const int64_t v : a) absl::StrAppend(&listed, listed.empty() ? "" : ", ", v);
  const PreparedProblemPtr problem = testing::Prepare(absl::StrCat(
      R"({"id": "x", "environment": {"name": "subarray_xor_sum", "instance": {"values": [)",
      listed, "]}}}").c_str());
  ASSERT_NE(problem, nullptr);
  const std::string answer = absl::StrCat("<answer>", BruteForce(a), "</answer>");
  Check(kName, *problem, {{answer.c_str(), 1, true, true}});
}

TEST(SubarrayXorSumInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"values": []})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"values": [-1, 2]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"values": [1000000001]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"values": [1], "n": 1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"values": [0]})").ok());
}

}  // namespace
}  // namespace subarray_xor_sum_test_cc
}  // namespace referee

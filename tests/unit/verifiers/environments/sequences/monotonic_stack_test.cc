// MonotonicStack (RLVE-Gym): the sum over i of how many entries right after
// i are all strictly below A[i]; ladder -1 unparseable, 1 exact, else 0.
#include <cstdint>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace monotonic_stack_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "monotonic_stack";

class MonotonicStackTest : public testing::VerifierTableTest {};

TEST_F(MonotonicStackTest, Ladder) {
  // A = 3 1 2 4 1: C[1] = 2 (1 and 2 are below 3, then 4 is not); C[2] = 0
  // (2 is not below 1); C[3] = 0 (4); C[4] = 1 (the last 1); C[5] = 0.
  // Sum 3. Equal values stop a run: A = 2 2 gives 0.
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "s", "environment": {"name": "monotonic_stack",
          "instance": {"values": [3, 1, 2, 4, 1]}}})");
  ASSERT_NE(problem, nullptr);
  Check(kName, *problem,
        {{"<answer>3</answer>", 1, true, true},
         {"\\boxed{3}", 1, true, true},
         {"<answer>4</answer>", 0, false, true},
         {"<answer>-3</answer>", 0, false, true},
         {"<answer>3.</answer>", -1, false, false},
         {"3", -1, false, false}});
  const PreparedProblemPtr ties = testing::Prepare(
      R"({"id": "s", "environment": {"name": "monotonic_stack",
          "instance": {"values": [2, 2]}}})");
  ASSERT_NE(ties, nullptr);
  Check(kName, *ties, {{"<answer>0</answer>", 1, true, true},
                       {"<answer>1</answer>", 0, false, true}});
}

// C[i] straight from the definition.
int64_t BruteForce(const std::vector<int64_t>& a) {
  int64_t sum = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    for (size_t j = i + 1; j < a.size(); ++j) {
      bool all_below = true;
      for (size_t k = i + 1; k <= j; ++k) all_below = all_below && a[k] < a[i];
      sum += all_below;
    }
  }
  return sum;
}

TEST(MonotonicStackBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 12, 20)) {
    EXPECT_EQ(g.answer, std::to_string(BruteForce(g.Ints("values")))) << g.Where();
  }
}

TEST(MonotonicStackInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"values": []})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"values": [1.5]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"values": [1e17]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"values": [1], "k": 1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"values": [-5, 0, 7]})").ok());
}

}  // namespace
}  // namespace monotonic_stack_test_cc
}  // namespace referee

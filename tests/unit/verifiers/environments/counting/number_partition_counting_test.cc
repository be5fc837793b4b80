// NumberPartitionCounting (RLVE-Gym): the partitions of N into exactly K
// parts; ladder -1 unparseable or <= 0, 1 exact, else
// (min/max)^beta with beta = 10.
#include <cstdint>
#include <string>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace number_partition_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class NumberPartitionCountingTest : public testing::VerifierTableTest {};

TEST_F(NumberPartitionCountingTest, Ladder) {
  // N = 7, K = 3: 5+1+1, 4+2+1, 3+3+1, 3+2+2 — four partitions.
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "p", "environment": {"name": "number_partition_counting",
          "instance": {"n": 7, "k": 3}}})");
  ASSERT_NE(problem, nullptr);
  Check("number_partition_counting", *problem,
        {{"<answer>4</answer>", 1, true, true},
         {"<answer>2</answer>", 1.0 / 1024, false, true},  // (2/4)^10.
         {"<answer>8</answer>", 1.0 / 1024, false, true},  // (4/8)^10.
         {"<answer>5</answer>", 0.1073741824, false, true},  // (4/5)^10.
         {"<answer>0</answer>", -1, false, true},  // RLVE: <= 0 is wrong_format.
         {"<answer>-4</answer>", -1, false, true},
         {"<answer>four</answer>", -1, false, false},
         {"4", -1, false, false}});
  Check("number_partition_counting", *problem,
        {{"<answer>2</answer>", 0.5, false, true},
         {"<answer>4</answer>", 1, true, true}},
        R"({"beta": 1})");
}

TEST_F(NumberPartitionCountingTest, HandDerivedValues) {
  // p(n, 1) = p(n, n) = 1; p(6, 2) = 3 (5+1, 4+2, 3+3); p(8, 4) = 5
  // (5111, 4211, 3311, 3221, 2222); p(10, 3) = 8.
  const struct { int n, k; const char* answer; } kCases[] = {
      {1, 1, "1"}, {9, 1, "1"}, {9, 9, "1"}, {6, 2, "3"}, {8, 4, "5"}, {10, 3, "8"},
  };
  for (const auto& c : kCases) {
    const std::string json = absl::StrCat(
        R"({"id": "p", "environment": {"name": "number_partition_counting", "instance": {"n": )",
        c.n, R"(, "k": )", c.k, "}}}");
    const PreparedProblemPtr problem = testing::Prepare(json.c_str());
    ASSERT_NE(problem, nullptr);
    Check("number_partition_counting", *problem,
          {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Brute force from the definition: the non-increasing sequences of `parts`
// positive integers, each at most `largest`, summing to `sum`.
int64_t Enumerate(int sum, int parts, int largest) {
  if (parts == 0) return sum == 0 ? 1 : 0;
  int64_t count = 0;
  for (int first = 1; first <= largest && first <= sum; ++first) {
    count += Enumerate(sum - first, parts - 1, first);
  }
  return count;
}

TEST(NumberPartitionCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("number_partition_counting", 3, 20)) {
    const int64_t n = g.Int("n"), k = g.Int("k");
    ASSERT_LE(n, 33) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(Enumerate(static_cast<int>(n), static_cast<int>(k),
                                                 static_cast<int>(n))))
        << g.Where();
  }
}

TEST(NumberPartitionCountingInstanceTest, BadInstancesAreRejected) {
  const char* env = "number_partition_counting";
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 0, "k": 0})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 4, "k": 0})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 4, "k": 5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 1401, "k": 5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 4})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 4, "k": 1, "x": 1})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(env, R"({"n": 1400, "k": 700})").ok());
}

}  // namespace
}  // namespace number_partition_counting_test_cc
}  // namespace referee

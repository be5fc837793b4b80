// BoundedSubarrayCounting (RLVE-Gym): subarrays with sum <= K of A
// repeated M times; ladder -1 unparseable or negative, 1 exact, else
// (min/max)^10.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace bounded_subarray_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "bounded_subarray_counting";

class BoundedSubarrayCountingTest : public testing::VerifierTableTest {};

TEST_F(BoundedSubarrayCountingTest, Ladder) {
  // A = 2 1, M = 2: B = 2 1 2 1, K = 3. Single entries: 4 (all <= 3);
  // pairs 2+1, 1+2, 2+1 = 3: 3; triples 5 and 4 and the whole 6 exceed 3.
  // Gold: 7.
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "b", "environment": {"name": "bounded_subarray_counting",
          "instance": {"values": [2, 1], "m": 2, "k": 3}}})");
  ASSERT_NE(problem, nullptr);
  Check(kName, *problem,
        {{"<answer>7</answer>", 1, true, true},
         {"<answer>14</answer>", std::pow(0.5, 10), false, true},
         {"<answer>5</answer>", std::pow(5.0 / 7.0, 10), false, true},
         {"<answer>0</answer>", 0, false, true},
         {"<answer>-7</answer>", -1, false, true},
         {"<answer>7 subarrays</answer>", -1, false, false},
         {"7", -1, false, false}});
}

int64_t BruteForce(const std::vector<int64_t>& a, int64_t m, int64_t k) {
  std::vector<int64_t> b;
  for (int64_t r = 0; r < m; ++r) b.insert(b.end(), a.begin(), a.end());
  int64_t count = 0;
  for (size_t i = 0; i < b.size(); ++i) {
    for (size_t j = i; j < b.size(); ++j) {
      int64_t sum = 0;
      for (size_t t = i; t <= j; ++t) sum += b[t];
      count += sum <= k;
    }
  }
  return count;
}

TEST(BoundedSubarrayCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 5, 20)) {
    EXPECT_EQ(g.answer, std::to_string(BruteForce(g.Ints("values"), g.Int("m"), g.Int("k"))))
        << g.Where();
  }
}

TEST_F(BoundedSubarrayCountingTest, ExplicitEdgeCases) {
  // K below every entry: nothing; K = 0 likewise; M = 1 is A itself.
  const struct { const char* instance; int64_t gold; } kCases[] = {
      {R"({"values": [5, 6], "m": 3, "k": 4})", 0},
      {R"({"values": [1], "m": 1, "k": 0})", 0},
      {R"({"values": [1], "m": 4, "k": 100})", 10},
      {R"({"values": [3, 1, 4, 1, 5], "m": 1, "k": 5})", BruteForce({3, 1, 4, 1, 5}, 1, 5)},
      {R"({"values": [3, 1, 4], "m": 5, "k": 11})", BruteForce({3, 1, 4}, 5, 11)},
  };
  for (const auto& c : kCases) {
    const PreparedProblemPtr problem = testing::Prepare(absl::StrCat(
        R"({"id": "b", "environment": {"name": "bounded_subarray_counting", "instance": )",
        c.instance, "}}").c_str());
    ASSERT_NE(problem, nullptr) << c.instance;
    const std::string answer = absl::StrCat("<answer>", c.gold, "</answer>");
    Check(kName, *problem, {{answer.c_str(), 1, true, true}});
  }
}

TEST(BoundedSubarrayCountingInstanceTest, LargestInstancePrepares) {
  // N·M = 5·10^6 with a huge K: every subarray counts, (5·10^6)(5·10^6 + 1)/2.
  std::string values = "[1";
  for (int i = 1; i < 20000; ++i) values += ", 1000000000";
  values += "]";
  // The largest explicit instance prepares (bounded by ctest's timeout,
  // not timed here: speed is measured in bench/, never asserted).
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, absl::StrCat(R"({"values": )", values, R"(, "m": 250, "k": 1000000000000})"))
                  .ok());
}

TEST(BoundedSubarrayCountingInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"values": [0, 1], "m": 2, "k": 3})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"values": [1, 1], "m": 0, "k": 3})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"values": [1, 1], "m": 2500001, "k": 3})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"values": [1, 1], "m": 2, "k": -1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"values": [], "m": 2, "k": 3})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"values": [1], "m": 2})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"values": [1], "m": 2, "k": 1, "n": 1})").ok());
  // N·m <= 5·10^6 and m <= 10^6.
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"values": [1], "m": 1000001, "k": 3})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"values": [1, 1, 1, 1, 1, 1], "m": 1000000, "k": 3})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"values": [1, 1, 1, 1, 1], "m": 1000000, "k": 3})").ok());
}

}  // namespace
}  // namespace bounded_subarray_counting_test_cc
}  // namespace referee

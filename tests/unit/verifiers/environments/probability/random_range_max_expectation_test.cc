// RandomRangeMaxExpectation (RLVE-Gym): per position, the sum over all
// M^Q sequences of random range-to-maximum operations of the final entry,
// mod 10000; ladder -1 unparseable, -0.5 not N integers, else (positions
// right / N)^beta, beta = 3.
#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace random_range_max_expectation_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class RandomRangeMaxExpectationTest : public testing::VerifierTableTest {};

TEST_F(RandomRangeMaxExpectationTest, Ladder) {
  // A = 2 0 1, Q = 1, M = 6 subarrays: [1..1], [2..2], [3..3] change
  // nothing; [1..2] gives 2 2 1; [2..3] gives 2 1 1; [1..3] gives 2 2 2.
  // Sums: position 1: 6 * 2 = 12; position 2: 0+0+0+2+1+2 = 5; position 3:
  // 1+1+1+1+1+2 = 7.
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "r", "environment": {"name": "random_range_max_expectation",
          "instance": {"array": [2, 0, 1], "q": 1}}})");
  ASSERT_NE(problem, nullptr);
  Check("random_range_max_expectation", *problem,
        {{"<answer>12 5 7</answer>", 1, true, true},
         {"\\boxed{12 5 7}", 1, true, true},
         {"<answer>12 5 8</answer>", 8.0 / 27, false, true},   // 2 of 3.
         {"<answer>12 0 0</answer>", 1.0 / 27, false, true},   // 1 of 3.
         {"<answer>0 0 0</answer>", 0, false, true},
         {"<answer>12 5</answer>", -0.5, false, true},
         {"<answer>12 5 7 0</answer>", -0.5, false, true},
         {"<answer>12, 5, 7</answer>", -1, false, false},
         {"12 5 7", -1, false, false}});
  Check("random_range_max_expectation", *problem,
        {{"<answer>12 5 8</answer>", 2.0 / 3, false, true}}, R"({"beta": 1})");
}

TEST_F(RandomRangeMaxExpectationTest, HandDerivedValues) {
  // A = 0 1, M = 3. Q = 1: only [1..2] raises position 1: sums 1 and 3.
  // Q = 2: position 1 ends at 1 unless both picks avoid [1..2] (4 of 9):
  // 5; position 2 is always 1: 9.
  const struct { const char* instance; const char* answer; } kCases[] = {
      {R"({"array": [0, 1], "q": 1})", "1 3"},
      {R"({"array": [0, 1], "q": 2})", "5 9"},
      {R"({"array": [7], "q": 3})", "7"},
  };
  for (const auto& c : kCases) {
    const std::string json = absl::StrCat(
        R"({"id": "r", "environment": {"name": "random_range_max_expectation", "instance": )",
        c.instance, "}}");
    const PreparedProblemPtr problem = testing::Prepare(json.c_str());
    ASSERT_NE(problem, nullptr) << c.instance;
    Check("random_range_max_expectation", *problem,
          {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Every operation sequence, grouped by the array it leads to: a map from
// arrays to their number of sequences (mod 10000), stepped Q times.
std::string BruteForce(const std::vector<int64_t>& a, int64_t q) {
  const size_t n = a.size();
  std::map<std::vector<int64_t>, int64_t> arrays = {{a, 1}};
  for (int64_t step = 0; step < q; ++step) {
    std::map<std::vector<int64_t>, int64_t> next;
    for (const auto& [array, count] : arrays) {
      for (size_t l = 0; l < n; ++l) {
        for (size_t r = l; r < n; ++r) {
          std::vector<int64_t> b = array;
          int64_t high = 0;
          for (size_t i = l; i <= r; ++i) high = std::max(high, b[i]);
          for (size_t i = l; i <= r; ++i) b[i] = high;
          next[b] = (next[b] + count) % 10000;
        }
      }
    }
    arrays = std::move(next);
  }
  std::vector<int64_t> sums(n, 0);
  for (const auto& [array, count] : arrays) {
    for (size_t i = 0; i < n; ++i) sums[i] = (sums[i] + array[i] % 10000 * count) % 10000;
  }
  return absl::StrJoin(sums, " ");
}

TEST(RandomRangeMaxExpectationBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("random_range_max_expectation", 4, 15)) {
    const std::vector<int64_t> array = g.Ints("array");
    ASSERT_LE(array.size(), 7u) << g.Where();
    EXPECT_EQ(g.answer, BruteForce(array, g.Int("q"))) << g.Where();
  }
}

TEST(RandomRangeMaxExpectationInstanceTest, BadInstancesAreRejected) {
  const char* kName = "random_range_max_expectation";
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"array": [2, 0, 1], "q": 1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"array": [], "q": 1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"array": [2, -1], "q": 1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"array": [2, 0], "q": 0})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"array": [2, 0], "q": 201})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"array": [2, 0]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"array": [2, 0], "q": 1, "n": 2})").ok());
}

}  // namespace
}  // namespace random_range_max_expectation_test_cc
}  // namespace referee

// DigitLISCounting (RLVE-Gym): integers in [L, R] whose digits' longest
// strictly increasing subsequence has length K; ladder -1 unparseable or
// negative, 1 exact, else (min/max)^10.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace digit_lis_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "digit_lis_counting";

class DigitLisCountingTest : public testing::VerifierTableTest {};

PreparedProblemPtr Problem(const char* l, const char* r, int k) {
  return testing::Prepare(absl::StrCat(
      R"({"id": "d", "environment": {"name": "digit_lis_counting", "instance": {"l": ")", l,
      R"(", "r": ")", r, R"(", "k": )", k, "}}}").c_str());
}

TEST_F(DigitLisCountingTest, Ladder) {
  // [10, 30], K = 2: a two-digit ab has power 2 iff a < b: 12..19 (8) and
  // 23..29 (7); 10, 11, 20, 21, 22, 30 have power 1. Gold: 15.
  const PreparedProblemPtr problem = Problem("10", "30", 2);
  ASSERT_NE(problem, nullptr);
  Check(kName, *problem,
        {{"<answer>15</answer>", 1, true, true},
         {"<answer>10</answer>", std::pow(10.0 / 15.0, 10), false, true},
         {"<answer>30</answer>", std::pow(0.5, 10), false, true},
         {"<answer>0</answer>", 0, false, true},
         {"<answer>-15</answer>", -1, false, true},
         {"<answer>fifteen</answer>", -1, false, false},
         {"15", -1, false, false}});
  const PreparedProblemPtr power_one = Problem("10", "30", 1);
  ASSERT_NE(power_one, nullptr);
  Check(kName, *power_one, {{"<answer>6</answer>", 1, true, true}});
}

TEST_F(DigitLisCountingTest, ZeroHasPowerOne) {
  // [0, 9], K = 1: every one-digit string, "0" included — 10 (RLVE's digit
  // DP says 9: it gives 0 power 0). K = 2: none, so only 0 earns credit.
  const PreparedProblemPtr ones = Problem("0", "9", 1);
  ASSERT_NE(ones, nullptr);
  Check(kName, *ones, {{"<answer>10</answer>", 1, true, true}});
  const PreparedProblemPtr twos = Problem("0", "9", 2);
  ASSERT_NE(twos, nullptr);
  Check(kName, *twos, {{"<answer>0</answer>", 1, true, true},
                       {"<answer>1</answer>", 0, false, true}});
}

int Power(int64_t v) {
  const std::string s = std::to_string(v);
  std::vector<int> best(s.size(), 1);
  int power = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    for (size_t j = 0; j < i; ++j) {
      if (s[j] < s[i]) best[i] = std::max(best[i], best[j] + 1);
    }
    power = std::max(power, best[i]);
  }
  return power;
}

int64_t BruteForce(int64_t l, int64_t r, int64_t k) {
  int64_t count = 0;
  for (int64_t v = l; v <= r; ++v) count += Power(v) == k;
  return count;
}

TEST(DigitLisCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 2, 20)) {
    const int64_t l = std::stoll(g.Text("l")), r = std::stoll(g.Text("r"));
    EXPECT_EQ(g.answer, std::to_string(BruteForce(l, r, g.Int("k")))) << g.Where();
  }
}

TEST_F(DigitLisCountingTest, ExplicitRangesMatchEnumeration) {
  const struct { int64_t l, r; int k; } kCases[] = {
      {0, 0, 1}, {0, 0, 2}, {1, 1, 1}, {0, 99999, 3}, {12345, 67890, 4},
      {98765, 123456, 2}, {123456, 123456, 6}, {500, 500, 1}};
  for (const auto& c : kCases) {
    const PreparedProblemPtr problem = Problem(std::to_string(c.l).c_str(),
                                               std::to_string(c.r).c_str(), c.k);
    ASSERT_NE(problem, nullptr);
    const std::string answer = absl::StrCat("<answer>", BruteForce(c.l, c.r, c.k), "</answer>");
    Check(kName, *problem, {{answer.c_str(), 1, true, true}});
  }
}

TEST(DigitLisCountingInstanceTest, TopSizePrepares) {
  // The largest explicit instance prepares (bounded by ctest's timeout,
  // not timed here: speed is measured in bench/, never asserted).
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"l": "0", "r": "999999999999999999", "k": 5})").ok());
}

TEST(DigitLisCountingInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"l": "5", "r": "4", "k": 1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"l": "1", "r": "1000000000000000000", "k": 1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"l": "1", "r": "9", "k": 0})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"l": "1", "r": "9", "k": 11})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"l": 1, "r": "9", "k": 1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"l": "-1", "r": "9", "k": 1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"l": "1", "r": "9"})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"l": "1", "r": "9", "k": 1, "n": 2})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"l": "007", "r": "999999999999999999", "k": 10})").ok());
}

}  // namespace
}  // namespace digit_lis_counting_test_cc
}  // namespace referee

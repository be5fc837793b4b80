// GCDOne_Counting (RLVE-Gym): the coprime pairs of [1, N] x [1, M]; ladder
// -1 unparseable or <= 0, 1 exact, else (min/max)^beta.
#include <cmath>
#include <cstdint>
#include <numeric>
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace gcd_one_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class GcdOneCountingTest : public testing::VerifierTableTest {};

TEST_F(GcdOneCountingTest, Ladder) {
  // N = 3, M = 4: x = 1 is coprime to all 4 values of y, x = 2 to y = 1, 3,
  // x = 3 to y = 1, 2, 4: 4 + 2 + 3 = 9 pairs.
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "c", "environment": {"name": "gcd_one_counting",
          "instance": {"n": 3, "m": 4}}})");
  ASSERT_NE(problem, nullptr);
  Check("gcd_one_counting", *problem,
        {{"<answer>9</answer>", 1, true, true},
         {"<answer>12</answer>", std::pow(0.75, 10), false, true},
         {"<answer>6</answer>", std::pow(2.0 / 3.0, 10), false, true},
         {"<answer>0</answer>", -1, false, true},   // RLVE: <= 0 is wrong_format.
         {"<answer>-9</answer>", -1, false, true},
         {"<answer>9/1</answer>", -1, false, false}});
  Check("gcd_one_counting", *problem,
        {{"<answer>18</answer>", 0.5, false, true},
         {"<answer>3</answer>", 1.0 / 3.0, false, true}},
        R"({"beta": 1})");
}

TEST_F(GcdOneCountingTest, HandDerivedValues) {
  // N = 1: every (1, y) is coprime, so M pairs. N = M = 4: the coprime
  // pairs are 4 (x = 1) + 2 (x = 2: y = 1, 3) + 3 (x = 3: y = 1, 2, 4)
  // + 2 (x = 4: y = 1, 3) = 11.
  const struct { int n, m; const char* answer; } kCases[] = {
      {1, 7, "7"}, {4, 4, "11"},
  };
  for (const auto& c : kCases) {
    const std::string json = absl::StrCat(
        R"({"id": "c", "environment": {"name": "gcd_one_counting", "instance": {"n": )",
        c.n, R"(, "m": )", c.m, "}}}");
    const PreparedProblemPtr problem = testing::Prepare(json.c_str());
    ASSERT_NE(problem, nullptr);
    Check("gcd_one_counting", *problem,
          {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

TEST(GcdOneCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("gcd_one_counting", 4, 20)) {
    const int64_t n = g.Int("n"), m = g.Int("m");
    ASSERT_LE(n, 22) << g.Where();
    ASSERT_LE(m, 22) << g.Where();
    int64_t count = 0;
    for (int64_t x = 1; x <= n; ++x) {
      for (int64_t y = 1; y <= m; ++y) count += std::gcd(x, y) == 1;
    }
    EXPECT_EQ(g.answer, std::to_string(count)) << g.Where();
  }
}

TEST(GcdOneCountingInstanceTest, BadInstancesAreRejected) {
  const char* kName = "gcd_one_counting";
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 0, "m": 4})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 4, "m": 1000001})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 4})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 4, "m": 4, "k": 4})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 1000000, "m": 1000000})").ok());
}

}  // namespace
}  // namespace gcd_one_counting_test_cc
}  // namespace referee

// MaxMultiplicationFixedSum (RLVE-Gym): the largest product of positive
// integers summing to N; ladder -1 unparseable, 1 exact, else 0.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace max_multiplication_fixed_sum_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class MaxMultiplicationFixedSumTest : public testing::VerifierTableTest {};

TEST_F(MaxMultiplicationFixedSumTest, Ladder) {
  // 10 = 3 + 3 + 4 (or 3 + 3 + 2 + 2): 36; 3 + 3 + 3 + 1 gives only 27,
  // 2·2·2·2·2 = 32, 5·5 = 25.
  CheckInstance("max_multiplication_fixed_sum", R"({"n": 10})",
        {{"<answer>36</answer>", 1, true, true},
         {"\\boxed{36}", 1, true, true},
         {"<answer>32</answer>", 0, false, true},
         {"<answer>27</answer>", 0, false, true},
         {"<answer>3*3*4</answer>", -1, false, false},
         {"36", -1, false, false}});
}

TEST_F(MaxMultiplicationFixedSumTest, HandDerivedValues) {
  // 1, 2, 3: the number itself; 4 = 2 + 2 (4); 5 = 2 + 3 (6); 6 = 3 + 3 (9);
  // 8 = 3 + 3 + 2 (18); 100 = 32 threes and a 4: 4·3^32 with 3^32 =
  // 43046721^2 = 1853020188851841.
  struct C { int n; const char* answer; };
  for (const C& c : {C{1, "1"}, C{2, "2"}, C{3, "3"}, C{4, "4"}, C{5, "6"}, C{6, "9"},
                     C{8, "18"}, C{100, "7412080755407364"}}) {
    CheckInstance("max_multiplication_fixed_sum", absl::StrCat(R"({"n": )", c.n, "}"),
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

TEST(MaxMultiplicationFixedSumBruteForceTest, ReferenceMatchesDynamicProgramme) {
  // best[s] = the largest product of a multiset of positive parts summing
  // to s: the largest part p times best[s - p], over every p (best[0] = 1).
  std::vector<int64_t> best(34, 0);
  best[0] = 1;
  for (int s = 1; s < 34; ++s)
    for (int p = 1; p <= s; ++p) best[s] = std::max(best[s], p * best[s - p]);
  for (const testing::Generated& g :
       testing::GenerateSmall("max_multiplication_fixed_sum", 3, 20)) {
    const int64_t n = g.Int("n");
    ASSERT_LE(n, 33) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(best[n])) << g.Where();
  }
}

TEST(MaxMultiplicationFixedSumInstanceTest, BadInstancesAreRejected) {
  const char* env = "max_multiplication_fixed_sum";
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 2.5})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(env, R"({"n": 10000})").ok());
}

}  // namespace
}  // namespace max_multiplication_fixed_sum_test_cc
}  // namespace referee

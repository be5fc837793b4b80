// StirlingSecond (RLVE-Gym): placements of N distinct balls into R distinct
// boxes with none empty, modulo 10^9 + 7; ladder -1 unparseable, -0.5
// outside [0, 10^9 + 7), 1 exact, else 0.
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace stirling_second_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class StirlingSecondTest : public testing::VerifierTableTest {};

TEST_F(StirlingSecondTest, Ladder) {
  // N = 4, R = 2: of the 2^4 = 16 placements, 2 leave a box empty (all
  // balls in one box): 14.
  CheckInstance("stirling_second", R"({"n": 4, "r": 2})",
        {{"<answer>14</answer>", 1, true, true},
         {"<answer>7</answer>", 0, false, true},   // S(4, 2), boxes unlabelled.
         {"<answer>16</answer>", 0, false, true},
         {"<answer>1000000021</answer>", -0.5, false, true},  // 14 + MOD.
         {"<answer>1000000007</answer>", -0.5, false, true},
         {"<answer>-1</answer>", -0.5, false, true},
         {"<answer>fourteen</answer>", -1, false, false},
         {"14", -1, false, false}});
}

TEST_F(StirlingSecondTest, EveryPhrasingAsksTheSameCount) {
  for (const char* phrasing : {"0", "1", "2"}) {
    CheckInstance("stirling_second",
                  absl::StrCat(R"({"n": 4, "r": 2, "phrasing": )", phrasing, "}"),
                  {{"<answer>14</answer>", 1, true, true}});
  }
}

TEST_F(StirlingSecondTest, HandDerivedValues) {
  // 3^5 - 3 * 2^5 + 3 = 150; R = N: N! ; R = 1: 1; 2^20 - 2 = 1048574;
  // 2^31 - 2 = 2147483646 = 2 * (10^9 + 7) + 147483632.
  const struct { int64_t n, r; const char* answer; } kCases[] = {
      {5, 3, "150"}, {3, 3, "6"}, {6, 6, "720"}, {1, 1, "1"},
      {1000000000, 1, "1"}, {20, 2, "1048574"}, {31, 2, "147483632"},
  };
  for (const auto& c : kCases) {
    CheckInstance("stirling_second", absl::StrCat(R"({"n": )", c.n, R"(, "r": )", c.r, "}"),
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Every assignment of N balls to R boxes, counting those that use all R.
int64_t CountSurjections(int n, int r) {
  std::vector<int> box(static_cast<size_t>(n), 0);
  int64_t count = 0;
  while (true) {
    uint32_t used = 0;
    for (int b : box) used |= 1u << b;
    count += used == (1u << r) - 1;
    int i = 0;
    while (i < n && ++box[static_cast<size_t>(i)] == r) box[static_cast<size_t>(i++)] = 0;
    if (i == n) break;
  }
  return count;
}

TEST(StirlingSecondBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("stirling_second", 2, 20)) {
    const int64_t n = g.Int("n"), r = g.Int("r");
    ASSERT_LE(n, 9) << g.Where();
    ASSERT_LE(r, 4) << g.Where();
    ASSERT_LE(r, n) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(CountSurjections(static_cast<int>(n),
                                                        static_cast<int>(r)) %
                                       1000000007))
        << g.Where();
  }
}

TEST(StirlingSecondInstanceTest, BadInstancesAreRejected) {
  auto ok = [](const char* json) {
    return testing::PrepareInstanceStatus("stirling_second", json).ok();
  };
  EXPECT_FALSE(ok(R"({"n": 3, "r": 4})"));
  EXPECT_FALSE(ok(R"({"n": 1000000, "r": 100001})"));
  EXPECT_TRUE(ok(R"({"n": 3, "r": 2, "phrasing": 2})"));
  EXPECT_TRUE(ok(R"({"n": 1000000000, "r": 100000})"));
}

}  // namespace
}  // namespace stirling_second_test_cc
}  // namespace referee

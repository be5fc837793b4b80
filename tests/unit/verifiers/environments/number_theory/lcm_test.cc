// LCM (RLVE-Gym): the least common multiple of a and b; ladder -1
// unparseable, 1 exact, else 0.
#include <cstdint>
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace lcm_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class LcmTest : public testing::VerifierTableTest {};

TEST_F(LcmTest, Ladder) {
  // 4 = 2^2, 6 = 2 * 3: lcm 2^2 * 3 = 12.
  CheckInstance("lcm", R"({"a": 4, "b": 6})",
        {{"<answer>12</answer>", 1, true, true},
         {"<answer>012</answer>", 1, true, true},
         {"<answer>24</answer>", 0, false, true},  // a common multiple, not least.
         {"<answer>2</answer>", 0, false, true},   // the GCD.
         {"<answer>-12</answer>", 0, false, true},
         {"<answer>twelve</answer>", -1, false, false},
         {"12", -1, false, false}});
}

TEST_F(LcmTest, HandDerivedValues) {
  // Coprime values multiply; 10^15 and 10^15 - 1 are coprime (consecutive).
  const struct { int64_t a, b; const char* answer; } kCases[] = {
      {1, 1, "1"}, {7, 5, "35"}, {12, 18, "36"}, {9, 9, "9"},
      {1000000000000000, 999999999999999, "999999999999999000000000000000"},
  };
  for (const auto& c : kCases) {
    for (int phrasing = 0; phrasing < 10; ++phrasing) {
      CheckInstance("lcm",
                    absl::StrCat(R"({"a": )", c.a, R"(, "b": )", c.b, R"(, "phrasing": )",
                                 phrasing, "}"),
                    {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
    }
  }
}

TEST(LcmBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall("lcm", 4, 25)) {
    const int64_t a = g.Int("a"), b = g.Int("b");
    ASSERT_GE(a, 2) << g.Where();
    ASSERT_LE(a, 73) << g.Where();
    ASSERT_LE(b, 73) << g.Where();
    int64_t m = 1;
    while (m % a != 0 || m % b != 0) ++m;
    EXPECT_EQ(g.answer, std::to_string(m)) << g.Where();
  }
}

TEST(LcmInstanceTest, GoodInstancesAreAccepted) {
  auto ok = [](const char* json) {
    return testing::PrepareInstanceStatus("lcm", json).ok();
  };
  EXPECT_TRUE(ok(R"({"a": 4, "b": 6})"));
  EXPECT_TRUE(ok(R"({"a": 4, "b": 6, "phrasing": 9})"));
}

}  // namespace
}  // namespace lcm_test_cc
}  // namespace referee

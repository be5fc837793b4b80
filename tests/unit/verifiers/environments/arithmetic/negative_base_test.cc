// NegativeBase (RLVE-Gym): N in base -R, digits most significant first;
// ladder -1 unparseable, 0 wrong number of digits, else the fraction of
// digits right (no power).
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace negative_base_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class NegativeBaseTest : public testing::VerifierTableTest {};

TEST_F(NegativeBaseTest, Ladder) {
  // 6 in base -2: 1·16 + 1·(-8) + 0·4 + 1·(-2) + 0·1 = 6, digits 1 1 0 1 0.
  CheckInstance("negative_base", R"({"n": 6, "r": 2})",
        {{"<answer>1 1 0 1 0</answer>", 1, true, true},
         {"\\boxed{1 1 0 1 0}", 1, true, true},
         {"<answer>1 1 0 1 1</answer>", 0.8, false, true},  // 4 of 5 digits.
         {"<answer>0 0 0 0 0</answer>", 0.4, false, true},  // 2 of 5.
         {"<answer>1 1 0 1</answer>", 0, false, true},      // Wrong length.
         {"<answer>0 1 1 0 1 0</answer>", 0, false, true},
         {"<answer></answer>", 0, false, true},
         {"<answer>11010</answer>", 0, false, true},        // One token.
         {"<answer>1,1,0,1,0</answer>", -1, false, false},
         {"1 1 0 1 0", -1, false, false}});
}

TEST_F(NegativeBaseTest, NegativeNumber) {
  // -15 in base -2: -32 + 16 + 1 = -15, digits 1 1 0 0 0 1.
  CheckInstance("negative_base", R"({"n": -15, "r": 2})", {{"<answer>1 1 0 0 0 1</answer>", 1, true, true}});
}

// Brute force: the shortest digit string (leading digit non-zero) whose
// base -R value is N, by trying every string of 1, 2, ... digits.
std::vector<int64_t> Search(int64_t n, int64_t r) {
  for (int length = 1; length <= 12; ++length) {
    int64_t total = 1;
    for (int i = 0; i < length; ++i) total *= r;
    for (int64_t code = 0; code < total; ++code) {
      std::vector<int64_t> digits(length);
      int64_t c = code;
      for (int i = length - 1; i >= 0; --i, c /= r) digits[i] = c % r;
      if (digits[0] == 0) continue;
      int64_t value = 0;
      for (int64_t d : digits) value = value * -r + d;
      if (value == n) return digits;
    }
  }
  return {};
}

TEST(NegativeBaseBruteForceTest, ReferenceMatchesSearch) {
  for (const testing::Generated& g : testing::GenerateSmall("negative_base", 4, 20)) {
    const int64_t n = g.Int("n"), r = g.Int("r");
    ASSERT_LE(std::abs(n), 64) << g.Where();
    EXPECT_EQ(g.answer, absl::StrJoin(Search(n, r), " ")) << g.Where();
  }
}

TEST(NegativeBaseInstanceTest, BadInstancesAreRejected) {
  const char* env = "negative_base";
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 0, "r": 2})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 1e17, "r": 2})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(env, R"({"n": -5, "r": 3})").ok());
}

}  // namespace
}  // namespace negative_base_test_cc
}  // namespace referee

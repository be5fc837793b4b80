// DecreasingDigitCounting (RLVE-Gym): numbers of at most W bits whose
// base-2^K digits (at least two) strictly increase left to right; ladder
// -1 unparseable or negative, 1 exact, else (min/max)^beta, beta = 10.
#include <cstdint>
#include <string>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace decreasing_digit_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class DecreasingDigitCountingTest : public testing::VerifierTableTest {};

TEST_F(DecreasingDigitCountingTest, Ladder) {
  // K = 2 (base 4), W = 5 bits. Two digits (4 bits) a < b, a >= 1: 12, 13,
  // 23 in base 4. Three digits a < b < c need a to take one bit: a = 1,
  // 123 (base 4) = 27 = 11011 (5 bits). Four digits cannot increase
  // strictly from 1 with only 0..3. Total 4.
  CheckInstance("decreasing_digit_counting", R"({"k": 2, "w": 5})",
                {{"<answer>4</answer>", 1, true, true},
                 {"<answer>2</answer>", 1.0 / 1024, false, true},  // (2/4)^10.
                 {"<answer>8</answer>", 1.0 / 1024, false, true},  // (4/8)^10.
                 {"<answer>0</answer>", 0, false, true},
                 {"<answer>-4</answer>", -1, false, true},
                 {"<answer>4 5</answer>", -1, false, false},
                 {"4", -1, false, false}});
}

TEST_F(DecreasingDigitCountingTest, HandDerivedValues) {
  // K = 2, W = 3: two digits, the top one of one bit: 12, 13 (base 4): 2.
  // K = 2, W = 4: 12, 13, 23: 3. K = 2, W = 6: 12, 13, 23, 123: 4 (four
  // increasing digits from 1..3 are impossible). K = 3, W = 4: base 8, top
  // digit 1 (one bit), second 2..7: 6.
  const struct { int k, w; const char* answer; } kCases[] = {
      {2, 3, "2"}, {2, 4, "3"}, {2, 6, "4"}, {2, 8, "4"}, {3, 4, "6"},
  };
  for (const auto& c : kCases) {
    const std::string json = absl::StrCat(
        R"({"id": "r", "environment": {"name": "decreasing_digit_counting", "instance": {"k": )",
        c.k, R"(, "w": )", c.w, "}}}");
    const PreparedProblemPtr problem = testing::Prepare(json.c_str());
    ASSERT_NE(problem, nullptr);
    Check("decreasing_digit_counting", *problem,
          {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Brute force from the definition: a number with strictly increasing
// base-2^K digits is a set of digits (listed in increasing order, the
// smallest as the leading digit, so it must not be 0); build R from every
// subset of 0..2^K-1 with at least two digits and count those with a
// non-zero leading digit and at most W bits.
int64_t CountByEnumeration(int k, int w) {
  const int base = 1 << k;
  int64_t count = 0;
  for (uint32_t set = 0; set < (1u << base); ++set) {
    if (__builtin_popcount(set) < 2 || (set & 1u)) continue;  // Digit 0 would lead.
    unsigned __int128 r = 0;
    for (int digit = 0; digit < base; ++digit) {
      if ((set >> digit) & 1u) r = r * static_cast<unsigned>(base) + static_cast<unsigned>(digit);
    }
    int bits = 0;
    while (r > 0) {
      ++bits;
      r >>= 1;
    }
    count += bits <= w;
  }
  return count;
}

TEST(DecreasingDigitCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("decreasing_digit_counting", 1, 30)) {
    const int64_t k = g.Int("k"), w = g.Int("w");
    ASSERT_LE(k, 4) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(CountByEnumeration(static_cast<int>(k),
                                                          static_cast<int>(w))))
        << g.Where();
  }
}

TEST(DecreasingDigitCountingInstanceTest, BadInstancesAreRejected) {
  const char* env = "decreasing_digit_counting";
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"k": 1, "w": 2})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"k": 13, "w": 20})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"k": 3, "w": 3})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"k": 3, "w": 25})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"k": 3})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"k": 3, "w": 5, "x": 1})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(env, R"({"k": 12, "w": 49152})").ok());
}

}  // namespace
}  // namespace decreasing_digit_counting_test_cc
}  // namespace referee

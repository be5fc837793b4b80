// PalindromePartitionCounting (RLVE-Gym): the ways to cut a binary string
// into palindromes; ladder -1 unparseable or <= 0, 1 exact, else
// (min/max)^beta with beta = 10.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace palindrome_partition_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kEnv[] = "palindrome_partition_counting";

class PalindromePartitionCountingTest : public testing::VerifierTableTest {};

TEST_F(PalindromePartitionCountingTest, Ladder) {
  // S = 0110: the pieces must start with a palindrome beginning at the
  // first 0: "0" or "0110" ("01", "011" are not). After "0", the rest 110
  // cuts as 1|1|0 or 11|0 ("1" then "10" fails, "110" is not one). So
  // 0|1|1|0, 0|11|0 and 0110: 3.
  CheckInstance(kEnv, R"({"s": [0, 1, 1, 0]})",
                {{"<answer>3</answer>", 1, true, true},
                 {"<answer>\n3\n</answer>", 1, true, true},
                 {"\\boxed{3}", 1, true, true},
                 {"<answer>6</answer>", std::pow(0.5, 10), false, true},        // (3/6)^10.
                 {"<answer>2</answer>", std::pow(2.0 / 3, 10), false, true},    // (2/3)^10.
                 {"<answer>1</answer>", std::pow(1.0 / 3, 10), false, true},    // (1/3)^10.
                 // RLVE checks `<= 0`: 0 and negatives are wrong_format.
                 {"<answer>0</answer>", -1, false, true},
                 {"<answer>-3</answer>", -1, false, true},
                 {"<answer>3/1</answer>", -1, false, false},
                 {"<answer>three</answer>", -1, false, false},
                 {"3", -1, false, false}});
  CheckInstance(kEnv, R"({"s": [0, 1, 1, 0]})",
                {{"<answer>6</answer>", 0.5, false, true}}, R"({"beta": 1})");
}

TEST_F(PalindromePartitionCountingTest, HandDerivedValues) {
  // 0000: every piece of a run of 0s is a palindrome, so every set of cuts
  // among the 3 gaps: 2^3 = 8. Past 64 bits, 70 zeros: 2^69.
  // 01: only 0|1. 010: 0|1|0 and 010. 0101: 0|1|0|1, 010|1, 0|101.
  const struct { const char* s; const char* answer; } kCases[] = {
      {"[0, 0, 0, 0]", "8"}, {"[1]", "1"}, {"[0, 1]", "1"},
      {"[0, 1, 0]", "2"}, {"[0, 1, 0, 1]", "3"},
  };
  for (const auto& c : kCases) {
    CheckInstance(kEnv, absl::StrCat(R"({"s": )", c.s, "}"),
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
  std::string zeros = "[0";
  for (int i = 1; i < 70; ++i) zeros += ", 0";
  zeros += "]";
  CheckInstance(kEnv, absl::StrCat(R"({"s": )", zeros, "}"),
                {{"<answer>590295810358705651712</answer>", 1, true, true}});  // 2^69.
}

bool IsPalindrome(const std::vector<int64_t>& s, size_t from, size_t to) {  // [from, to).
  while (from + 1 < to) {
    if (s[from] != s[to - 1]) return false;
    ++from;
    --to;
  }
  return true;
}

// Brute force from the definition: every subset of the N - 1 gaps as the
// cuts, counted when every piece is a palindrome.
int64_t CountPartitions(const std::vector<int64_t>& s) {
  const size_t n = s.size();
  int64_t count = 0;
  for (uint32_t cuts = 0; cuts < (1u << (n - 1)); ++cuts) {
    bool all = true;
    size_t start = 0;
    for (size_t gap = 1; gap <= n && all; ++gap) {
      if (gap == n || ((cuts >> (gap - 1)) & 1)) {
        all = IsPalindrome(s, start, gap);
        start = gap;
      }
    }
    count += all;
  }
  return count;
}

TEST(PalindromePartitionCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 8, 12)) {
    const std::vector<int64_t> s = g.Ints("s");
    ASSERT_GE(s.size(), 5u) << g.Where();
    ASSERT_LE(s.size(), 16u) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(CountPartitions(s))) << g.Where();
  }
}

TEST(PalindromePartitionCountingInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(testing::PrepareInstanceStatus(kEnv, R"({"s": []})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kEnv, R"({"s": [0, 2]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kEnv, R"({"s": "0110"})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kEnv, R"({"s": [1]})").ok());
}

}  // namespace
}  // namespace palindrome_partition_counting_test_cc
}  // namespace referee

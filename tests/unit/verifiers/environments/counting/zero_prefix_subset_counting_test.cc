// ZeroPrefixSubsetCounting (RLVE-Gym): the non-empty subsets of distinct
// strings over {a, b} with no string a prefix of another; ladder -1
// unparseable or negative, 1 exact, else (min/max)^beta, beta = 10.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace zero_prefix_subset_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr const char* kEnv = "zero_prefix_subset_counting";

class ZeroPrefixSubsetCountingTest : public testing::VerifierTableTest {};

TEST_F(ZeroPrefixSubsetCountingTest, Ladder) {
  // a, ab, abb, b: a, ab, abb are each a prefix of the later ones, so a
  // subset holds at most one of them (4 ways, none included) and b or not
  // (2 ways): 8 subsets, 7 non-empty.
  const std::string instance = R"({"lengths": [1, 2, 3, 1], "letters": [0, 0, 1, 0, 1, 1, 1]})";
  CheckInstance(kEnv, instance,
                {{"<answer>7</answer>", 1, true, true},
                 {"<answer> +7 </answer>", 1, true, true},
                 {"\\boxed{7}", 1, true, true},
                 {"<answer>8</answer>", std::pow(7.0 / 8.0, 10), false, true},
                 {"<answer>6</answer>", std::pow(6.0 / 7.0, 10), false, true},
                 {"<answer>0</answer>", 0, false, true},
                 {"<answer>100000000000000000000</answer>", 0, false, true},  // (7/10^20)^10.
                 {"<answer>-7</answer>", -1, false, true},  // An integer, but negative.
                 {"<answer>7.0</answer>", -1, false, false},
                 {"<answer>7 8</answer>", -1, false, false},
                 {"<answer>seven</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"7", -1, false, false}});
  // beta = 1: 8 -> 7/8, 14 -> 1/2.
  CheckInstance(kEnv, instance,
                {{"<answer>8</answer>", 7.0 / 8.0, false, true},
                 {"<answer>14</answer>", 0.5, false, true},
                 {"<answer>7</answer>", 1, true, true}},
                R"({"beta": 1})");
}

TEST_F(ZeroPrefixSubsetCountingTest, CountPast64Bits) {
  // The 70 strings of 7 letters spelling 0..69 in binary (a = 0, b = 1):
  // all of one length, so none is a prefix of another: 2^70 - 1 subsets.
  std::vector<int64_t> lengths(70, 7), letters;
  for (int v = 0; v < 70; ++v) {
    for (int bit = 6; bit >= 0; --bit) letters.push_back((v >> bit) & 1);
  }
  const std::string instance = absl::StrCat(R"({"lengths": [)", absl::StrJoin(lengths, ", "),
                                            R"(], "letters": [)", absl::StrJoin(letters, ", "),
                                            "]}");
  // 2^70 = 1180591620717411303424: one more is within 10^-20 of the count
  // in ratio, below full credit but not correct.
  CheckInstance(kEnv, instance,
                {{"<answer>1180591620717411303423</answer>", 1, true, true},
                 {"<answer>1180591620717411303424</answer>", 1, false, true},
                 {"<answer>18446744073709551615</answer>", std::pow(0.015625, 10), false, true}});
}

TEST(ZeroPrefixSubsetCountingInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"lengths": [1, 1], "letters": [0, 0]})",        // a twice.
           R"({"lengths": [2, 1, 2], "letters": [0, 1, 1, 0, 1]})",  // ab twice.
           R"({"lengths": [1, 1], "letters": [0, 1, 1]})",     // Letters past the lengths.
           R"({"lengths": [2], "letters": [0]})",              // Too few letters.
           R"({"lengths": [1], "letters": [2]})",              // Not a or b.
           R"({"lengths": [0], "letters": []})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kEnv, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
  EXPECT_TRUE(
      testing::PrepareInstanceStatus(kEnv, R"({"lengths": [1], "letters": [1]})").ok());
}

// Every non-empty subset, checked pair by pair from the definition.
TEST(ZeroPrefixSubsetCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 10, 20)) {
    const std::vector<int64_t> lengths = g.Ints("lengths");
    const std::vector<int64_t> letters = g.Ints("letters");
    const size_t n = lengths.size();
    ASSERT_EQ(static_cast<int>(n), g.level + 3) << g.Where();
    std::vector<std::string> strings;
    size_t at = 0;
    for (const int64_t length : lengths) {
      ASSERT_GE(length, 1) << g.Where();
      ASSERT_LE(length, static_cast<int64_t>(n)) << g.Where();
      std::string s;
      for (int64_t k = 0; k < length; ++k) s.push_back(letters[at++] == 0 ? 'a' : 'b');
      strings.push_back(s);
    }
    ASSERT_EQ(at, letters.size()) << g.Where();
    // prefix[i] bit j: strings[i] is a prefix of strings[j] (i != j).
    std::vector<uint32_t> prefix(n, 0);
    for (size_t i = 0; i < n; ++i) {
      for (size_t j = 0; j < n; ++j) {
        if (i == j) continue;
        ASSERT_NE(strings[i], strings[j]) << g.Where();
        if (strings[j].compare(0, strings[i].size(), strings[i]) == 0 &&
            strings[i].size() <= strings[j].size()) {
          prefix[i] |= 1u << j;
        }
      }
    }
    uint64_t count = 0;
    for (uint32_t subset = 1; subset < (1u << n); ++subset) {
      bool ok = true;
      for (size_t i = 0; i < n && ok; ++i) {
        if ((subset >> i & 1) && (prefix[i] & subset)) ok = false;
      }
      count += ok;
    }
    EXPECT_EQ(g.answer, std::to_string(count)) << g.Where();
  }
}

}  // namespace
}  // namespace zero_prefix_subset_counting_test_cc
}  // namespace referee

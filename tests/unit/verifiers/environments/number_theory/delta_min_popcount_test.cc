// DeltaMinPopcount (RLVE-Gym): the least popcount(n XOR (n + d)) over
// n >= 0, d given in binary; ladder -1 unparseable, 1 exact, else 0.
#include <cstdint>
#include <algorithm>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace delta_min_popcount_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "delta_min_popcount";

class DeltaMinPopcountTest : public testing::VerifierTableTest {};

// A set bit of n XOR (n + d) is a bit that n + d flips, 0 -> 1 (adding its
// power of two) or 1 -> 0 (subtracting it), so d is a signed sum of the
// flipped powers of two: the popcount is at least the fewest signed powers
// of two totalling d.

TEST_F(DeltaMinPopcountTest, Ladder) {
  // d = 1011 (11). 11 is odd, so a two-term signed sum of distinct powers
  // would hold 1: 11 - 1 = 10 and 11 + 1 = 12 are not powers of two, and
  // 11 itself is not one: at least 3. n = 1: 1 + 11 = 12 = 1100, and
  // 0001 XOR 1100 = 1101, popcount 3. The minimum is 3.
  CheckInstance(kName, R"({"d": [1, 0, 1, 1]})",
                {{"<answer>3</answer>", 1, true, true},
                 {"<answer> +03 </answer>", 1, true, true},  // int() accepts.
                 {"\\boxed{3}", 1, true, true},
                 {"<answer>2</answer>", 0, false, true},
                 {"<answer>4</answer>", 0, false, true},
                 {"<answer>-3</answer>", 0, false, true},  // No range check.
                 {"<answer>300000000000000000000000</answer>", 0, false, true},  // Past 64 bits.
                 {"<answer>3.0</answer>", -1, false, false},
                 {"<answer>3 3</answer>", -1, false, false},
                 {"<answer>three</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"3", -1, false, false}});
}

TEST_F(DeltaMinPopcountTest, HandDerivedValues) {
  const struct { const char* d; const char* answer; } kCases[] = {
      // d = 1: n = 0 gives 0 XOR 1 = 1; d != 0 flips at least one bit.
      {"[1]", "1"},
      // d = 100 (4): a power of two, n = 0 gives popcount 1.
      {"[1, 0, 0]", "1"},
      // d = 11 (3): not a power of two, so at least 2; n = 1: 1 XOR 4 = 101.
      {"[1, 1]", "2"},
      // d = 111 (7) = 8 - 1: n = 1: 1 XOR 8 = 1001, popcount 2; 7 is not a
      // power of two.
      {"[1, 1, 1]", "2"},
      // d = 101 (5) = 4 + 1: n = 0 gives 5 = 101, popcount 2.
      {"[1, 0, 1]", "2"},
      // d = 10101 (21): odd, 21 - 1 = 20 and 21 + 1 = 22 are not powers of
      // two, so at least 3; n = 0 gives 21 = 10101, popcount 3.
      {"[1, 0, 1, 0, 1]", "3"},
      // d = 1111111 (127) = 128 - 1: n = 1: 1 XOR 128, popcount 2.
      {"[1, 1, 1, 1, 1, 1, 1]", "2"},
  };
  for (const auto& c : kCases) {
    CheckInstance(kName, absl::StrCat(R"({"d": )", c.d, "}"),
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

TEST(DeltaMinPopcountInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"d": [0, 1]})",  // A leading zero.
           R"({"d": [0]})",     // d = 0.
           R"({"d": []})",
           R"({"d": [1, 2]})",  // Not a binary digit.
           R"({})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"d": [1]})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"d": [1, 0, 1, 1]})").ok());
}

// Exhaustive search: n below 2^(L + 2) for d of L bits. (Bits of n from
// position L up only matter through a carry out of the low L bits, which
// flips at least one more bit there, and no fewer with those bits of n
// all 0; the two spare bits leave room.)
int64_t LeastBySearch(uint64_t d) {
  int length = 0;
  while ((d >> length) != 0) ++length;
  int64_t best = 64;
  for (uint64_t n = 0; n < (uint64_t{1} << (length + 2)); ++n) {
    best = std::min<int64_t>(best, __builtin_popcountll(n ^ (n + d)));
  }
  return best;
}

std::string BinaryList(uint64_t d) {
  std::string bits;
  for (int i = 63; i >= 0; --i) {
    if (!bits.empty() || ((d >> i) & 1) != 0) {
      absl::StrAppend(&bits, bits.empty() ? "" : ", ", (d >> i) & 1);
    }
  }
  return absl::StrCat("[", bits, "]");
}

TEST(DeltaMinPopcountBruteForceTest, GeneratedMatchSearch) {
  // digit_num per level: 4, 5, 6, 7, 8, 9, 10, 12, 14.
  const size_t kDigits[] = {4, 5, 6, 7, 8, 9, 10, 12, 14};
  for (const testing::Generated& g : testing::GenerateSmall(kName, 8, 10)) {
    const std::vector<int64_t> bits = g.Ints("d");
    ASSERT_EQ(bits.size(), kDigits[g.level]) << g.Where();
    ASSERT_EQ(bits[0], 1) << g.Where();
    uint64_t d = 0;
    for (const int64_t b : bits) d = 2 * d + static_cast<uint64_t>(b);
    EXPECT_EQ(g.answer, std::to_string(LeastBySearch(d))) << g.Where();
  }
}

TEST_F(DeltaMinPopcountTest, EveryDMatchesSearch) {
  // Every d below 2^10 as an explicit instance: the searched minimum earns
  // 1, one more or one fewer earns 0.
  for (uint64_t d = 1; d < 1024; ++d) {
    const int64_t least = LeastBySearch(d);
    CheckInstance(kName, absl::StrCat(R"({"d": )", BinaryList(d), "}"),
                  {{absl::StrCat("<answer>", least, "</answer>").c_str(), 1, true, true},
                   {absl::StrCat("<answer>", least + 1, "</answer>").c_str(), 0, false, true},
                   {absl::StrCat("<answer>", least - 1, "</answer>").c_str(), 0, false, true}});
  }
}

}  // namespace
}  // namespace delta_min_popcount_test_cc
}  // namespace referee

// Canon (RLVE-Gym): the sequences of M distinct non-empty subsets of
// {1..N} covering every element an even number of times, modulo MOD;
// ladder -1 unparseable, -0.5 outside [0, MOD), 1 exact, else 0.
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace canon_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kEnv[] = "canon";

class CanonTest : public testing::VerifierTableTest {};

TEST_F(CanonTest, Ladder) {
  // N = 3, M = 4, MOD = 100. A subset is a non-zero vector of GF(2)^3 (7 of
  // them); "every element an even number of times" is "the 4 vectors sum
  // to 0". The 7 non-zero vectors sum to 0, so a 4-set sums to 0 iff its
  // complementary 3-set does, and a 3-set {a, b, c} of distinct non-zero
  // vectors sums to 0 iff c = a + b: the 7 planes {a, b, a + b}. So 7 sets
  // of 4, each in 4! = 24 orders: 168, and 168 mod 100 = 68.
  CheckInstance(kEnv, R"({"n": 3, "m": 4, "mod": 100})",
                {{"<answer>68</answer>", 1, true, true},
                 {"<answer> 068 </answer>", 1, true, true},
                 {"\\boxed{68}", 1, true, true},
                 {"<answer>7</answer>", 0, false, true},     // The unordered count.
                 {"<answer>0</answer>", 0, false, true},
                 {"<answer>99</answer>", 0, false, true},
                 {"<answer>168</answer>", -0.5, false, true},  // The count itself: >= MOD.
                 {"<answer>100</answer>", -0.5, false, true},
                 {"<answer>-32</answer>", -0.5, false, true},
                 {"<answer>68.0</answer>", -1, false, false},
                 {"<answer>sixty-eight</answer>", -1, false, false},
                 {"68", -1, false, false}});
}

TEST_F(CanonTest, HandDerivedValues) {
  // N = 2: the subsets {1}, {2}, {1, 2}; M = 3 must take all three (each
  // element twice), in 3! = 6 orders; 6 mod 5 = 1. M = 4: only 3 subsets
  // exist, 0. N = 3, M = 3: the 7 planes {a, b, a + b} in 6 orders, 42.
  // N = 4, M = 3: the planes of GF(2)^4, 15 * 14 / 6 = 35, times 6: 210.
  // M = 1: a single non-empty subset has an element once, 0. N = 1, M = 2:
  // {1} twice is not distinct, 0.
  const struct { const char* instance; const char* answer; } kCases[] = {
      {R"({"n": 2, "m": 3, "mod": 5})", "1"},
      {R"({"n": 2, "m": 3, "mod": 1000})", "6"},
      {R"({"n": 2, "m": 4, "mod": 1000})", "0"},
      {R"({"n": 3, "m": 3, "mod": 1000})", "42"},
      {R"({"n": 4, "m": 3, "mod": 1000})", "210"},
      {R"({"n": 4, "m": 3, "mod": 7})", "0"},
      {R"({"n": 5, "m": 1, "mod": 1000})", "0"},
      {R"({"n": 1, "m": 2, "mod": 1000})", "0"},
  };
  for (const auto& c : kCases) {
    CheckInstance(kEnv, c.instance,
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Brute force from the definition: every sequence of M - 1 distinct
// non-empty subsets (bit masks); the last subset must make every element's
// count even, so it is the XOR of the others, which must be non-empty and
// differ from all of them.
int64_t CountSequences(int n, int m) {
  const uint32_t full = (1u << n) - 1;
  std::vector<uint32_t> chosen;
  int64_t count = 0;
  auto distinct = [&](uint32_t s) {
    for (const uint32_t c : chosen) {
      if (c == s) return false;
    }
    return true;
  };
  auto extend = [&](auto&& self, uint32_t sum) -> void {
    if (static_cast<int>(chosen.size()) == m - 1) {
      count += (sum != 0 && distinct(sum));
      return;
    }
    for (uint32_t s = 1; s <= full; ++s) {
      if (!distinct(s)) continue;
      chosen.push_back(s);
      self(self, sum ^ s);
      chosen.pop_back();
    }
  };
  extend(extend, 0);
  return count;
}

TEST(CanonBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 2, 15)) {
    const int64_t n = g.Int("n"), m = g.Int("m"), mod = g.Int("mod");
    ASSERT_LE(n, 5) << g.Where();
    ASSERT_LE(m, 5) << g.Where();
    EXPECT_EQ(g.answer,
              std::to_string(CountSequences(static_cast<int>(n), static_cast<int>(m)) % mod))
        << g.Where();
  }
}

TEST(CanonInstanceTest, LargeInstancesAreAccepted) {
  // Finish rejects nothing: every N, M, MOD within the declared bounds is a
  // problem (the count may be 0).
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kEnv, R"({"n": 1000000000000000, "m": 100000, "mod": 1000000000})")
                  .ok());
}

}  // namespace
}  // namespace canon_test_cc
}  // namespace referee

// SelfPowerSequenceMOD (RLVE-Gym): the eventual value of the power tower
// a[0] = 1, a[n] = 2^a[n-1], modulo MOD; ladder -1 unparseable, -0.5
// outside [0, MOD), 1 exact, else 0.
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace self_power_sequence_mod_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class SelfPowerSequenceModTest : public testing::VerifierTableTest {};

TEST_F(SelfPowerSequenceModTest, Ladder) {
  // MOD = 10: a = 1, 2, 4, 16, 65536, 2^65536 gives 1, 2, 4, 6, 6, 6 (2^k
  // mod 10 is 6 for every k > 0 divisible by 4).
  CheckInstance("self_power_sequence_mod", R"({"mod": 10})",
        {{"<answer>6</answer>", 1, true, true},
         {"<answer>4</answer>", 0, false, true},
         {"<answer>0</answer>", 0, false, true},
         {"<answer>10</answer>", -0.5, false, true},
         {"<answer>16</answer>", -0.5, false, true},
         {"<answer>-1</answer>", -0.5, false, true},
         {"<answer>six</answer>", -1, false, false},
         {"6", -1, false, false}});
}

TEST_F(SelfPowerSequenceModTest, HandDerivedValues) {
  // MOD 3: 1, 2, 1, 1, 1 (even powers of 2 are 1 mod 3): 1. MOD 7: 2^k mod
  // 7 has period 3 and 16, 65536 are 1 mod 3: 2. MOD 16: 65536 and beyond
  // are 0. MOD 12: 65536 mod 12 = 4, and 2^65536 is 0 mod 4, 1 mod 3: 4.
  const struct { int64_t mod; const char* answer; } kCases[] = {
      {3, "1"}, {7, "2"}, {16, "0"}, {12, "4"}, {2, "0"},
  };
  for (const auto& c : kCases) {
    CheckInstance("self_power_sequence_mod", absl::StrCat(R"({"mod": )", c.mod, "}"),
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// a[n] mod m without Euler's theorem: a[0..4] exactly; beyond, 2^e mod m
// for e = a[n-1] from the cycle of 2^k mod m found by enumeration
// (preperiod mu, period lambda; e = a[n-1] >= 65536 > mu), with e mod
// lambda taken recursively.
int64_t Tower(int n, int64_t m) {
  const int64_t exact[] = {1, 2, 4, 16, 65536};
  if (m == 1) return 0;
  if (n <= 4) return exact[n] % m;
  std::vector<int64_t> first(static_cast<size_t>(m), -1), powers;
  int64_t value = 1 % m, k = 0;
  while (first[static_cast<size_t>(value)] < 0) {
    first[static_cast<size_t>(value)] = k++;
    powers.push_back(value);
    value = value * 2 % m;
  }
  const int64_t mu = first[static_cast<size_t>(value)], lambda = k - mu;
  const int64_t e = Tower(n - 1, lambda);  // a[n-1] mod lambda.
  const int64_t offset = ((e - mu) % lambda + lambda) % lambda;
  return powers[static_cast<size_t>(mu + offset)];
}

TEST(SelfPowerSequenceModBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("self_power_sequence_mod", 4, 25)) {
    const int64_t mod = g.Int("mod");
    ASSERT_GE(mod, 3) << g.Where();
    ASSERT_LE(mod, 256) << g.Where();
    // The value has settled by n = 12 (and stays through 16).
    const int64_t settled = Tower(12, mod);
    for (int n = 13; n <= 16; ++n) ASSERT_EQ(Tower(n, mod), settled) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(settled)) << g.Where();
  }
}

TEST(SelfPowerSequenceModInstanceTest, GoodInstancesAreAccepted) {
  auto ok = [](const char* json) {
    return testing::PrepareInstanceStatus("self_power_sequence_mod", json).ok();
  };
  EXPECT_TRUE(ok(R"({"mod": 999999999989})"));
  EXPECT_TRUE(ok(R"({"mod": 1000000000000})"));
}

}  // namespace
}  // namespace self_power_sequence_mod_test_cc
}  // namespace referee

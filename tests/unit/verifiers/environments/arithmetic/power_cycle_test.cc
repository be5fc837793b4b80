// PowerCycle (RLVE-Gym): the least cycle L of the last K digits of the
// powers of N; ladder -1 unparseable or <= 0, 0 not a multiple of L, else
// L / answer.
#include <cstdint>
#include <string>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace power_cycle_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class PowerCycleTest : public testing::VerifierTableTest {};

TEST_F(PowerCycleTest, Ladder) {
  // Last digit of 2^a: 2, 4, 8, 6, 2, ... — L = 4; every multiple of 4 is a
  // cycle too.
  CheckInstance("power_cycle", R"({"n": "2", "k": 1})",
        {{"<answer>4</answer>", 1, true, true},
         {"<answer>+004</answer>", 1, true, true},
         {"\\boxed{4}", 1, true, true},
         {"<answer>8</answer>", 0.5, false, true},
         {"<answer>12</answer>", 1.0 / 3, false, true},
         {"<answer>4000000000000000000000</answer>", 1e-21, false, true},
         {"<answer>6</answer>", 0, false, true},   // Not a cycle.
         {"<answer>2</answer>", 0, false, true},
         {"<answer>0</answer>", -1, false, false},
         {"<answer>-4</answer>", -1, false, false},
         {"<answer>4 8</answer>", -1, false, false},
         {"<answer>four</answer>", -1, false, false},
         {"4", -1, false, false}});
}

TEST_F(PowerCycleTest, HandDerivedValues) {
  // 3 has order 20 modulo 100 (3^4 = 81, 3^20 = 81^5 = 1 mod 100; 3^10 =
  // 49 mod 100), so L = 20 for the last two digits of 3^a. 25^a ends in 25
  // from a = 1 on: L = 1. 7^a mod 10: 7, 9, 3, 1 — L = 4.
  struct C { const char* instance; const char* answer; };
  for (const C& c : {C{R"({"n": "3", "k": 2})", "20"}, C{R"({"n": "25", "k": 2})", "1"},
                     C{R"({"n": "7", "k": 1})", "4"}, C{R"({"n": "1003", "k": 2})", "20"}}) {
    CheckInstance("power_cycle", c.instance,
                  {{(std::string("<answer>") + c.answer + "</answer>").c_str(), 1, true, true}});
  }
}

TEST(PowerCycleBruteForceTest, ReferenceMatchesSearch) {
  // The least L in 1..10^4 with N^(L+1) = N mod 10^K, by stepping powers.
  for (const testing::Generated& g : testing::GenerateSmall("power_cycle", 2, 20)) {
    const int64_t n = std::stoll(g.Text("n")), k = g.Int("k");
    ASSERT_LE(k, 4) << g.Where();
    int64_t mod = 1;
    for (int64_t i = 0; i < k; ++i) mod *= 10;
    const int64_t t = n % mod;
    int64_t power = t * t % mod, found = 0;  // N^(L+1) for L = 1.
    for (int64_t l = 1; l <= 10000 && found == 0; ++l, power = power * t % mod) {
      if (power == t) found = l;
    }
    EXPECT_EQ(g.answer, std::to_string(found)) << g.Where();
  }
}

TEST(PowerCycleInstanceTest, BadInstancesAreRejected) {
  const char* env = "power_cycle";
  // 2^a mod 100 never returns to 02.
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": "2", "k": 2})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": "0", "k": 1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": "1234567890123456789", "k": 1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 3, "k": 1})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(env, R"({"n": "3", "k": 1})").ok());
}

}  // namespace
}  // namespace power_cycle_test_cc
}  // namespace referee

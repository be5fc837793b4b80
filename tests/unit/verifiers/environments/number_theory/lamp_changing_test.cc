// LampChanging (RLVE-Gym): lamps in a circle, each ON at the next time iff
// it differs from the next lamp clockwise; the state of lamp K at time T.
// Ladder: -1 no answer, -0.5 neither ON nor OFF, 1 right, else 0.
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace lamp_changing_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class LampChangingTest : public testing::VerifierTableTest {};

TEST_F(LampChangingTest, Ladder) {
  // N = 5, time 0: ON OFF OFF ON ON, i.e. 1 0 0 1 1. Each step s[i] ^ s[i+1]
  // (lamp 5 looks at lamp 1):
  //   time 1: 1^0 0^0 0^1 1^1 1^1 = 1 0 1 0 0
  //   time 2: 1^0 0^1 1^0 0^0 0^1 = 1 1 1 0 1
  //   time 3: 1^1 1^1 1^0 0^1 1^1 = 0 0 1 1 0
  // Lamp 3 at time 3 is ON.
  CheckInstance("lamp_changing", R"({"n": 5, "states": [1, 0, 0, 1, 1], "t": 3, "k": 3})",
                {{"<answer>ON</answer>", 1, true, true},
                 {"<answer>  ON \n</answer>", 1, true, true},
                 {"\\boxed{ON}", 1, true, true},
                 {"<answer>OFF</answer> then <answer>ON</answer>", 1, true, true},
                 {"<answer>OFF</answer>", 0, false, true},
                 {"<answer>on</answer>", -0.5, false, true},  // Case matters.
                 {"<answer>On</answer>", -0.5, false, true},
                 {"<answer>ON.</answer>", -0.5, false, true},
                 {"<answer>ON OFF</answer>", -0.5, false, true},
                 {"<answer>1</answer>", -0.5, false, true},
                 {"<answer></answer>", -0.5, false, true},
                 {"ON", -1, false, false},
                 {"<answer>ON", -1, false, false}});
  // The same circle: lamp 2 at time 3 is OFF (0 above); lamp 1 at time 2
  // is ON; at time 0 the lamps are as given (lamp 4 ON).
  CheckInstance("lamp_changing", R"({"n": 5, "states": [1, 0, 0, 1, 1], "t": 3, "k": 2})",
                {{"<answer>OFF</answer>", 1, true, true},
                 {"<answer>ON</answer>", 0, false, true}});
  CheckInstance("lamp_changing", R"({"n": 5, "states": [1, 0, 0, 1, 1], "t": 2, "k": 1})",
                {{"<answer>ON</answer>", 1, true, true}});
  CheckInstance("lamp_changing", R"({"n": 5, "states": [1, 0, 0, 1, 1], "t": 0, "k": 4})",
                {{"<answer>ON</answer>", 1, true, true}});
}

TEST_F(LampChangingTest, PowerOfTwoCircleGoesDark) {
  // Over GF(2), t steps multiply by (1 + x)^t with x^n = 1; for n = 4,
  // (1 + x)^4 = 1 + x^4 = 0, so every lamp is OFF from time 4 on, whatever
  // the start, and 10^15 = 2^15 * 5^15 is a multiple of 4. At time 3 from
  // 1 0 0 0: time 1 = 1 0 0 1, time 2 = 1 0 1 0, time 3 = 1 1 1 1.
  for (const char* t : {"4", "5", "1000000000000000"}) {
    CheckInstance("lamp_changing",
                  absl::StrCat(R"({"n": 4, "states": [1, 0, 0, 0], "t": )", t, R"(, "k": 1})"),
                  {{"<answer>OFF</answer>", 1, true, true}});
  }
  for (int k = 1; k <= 4; ++k) {
    CheckInstance("lamp_changing",
                  absl::StrCat(R"({"n": 4, "states": [1, 0, 0, 0], "t": 3, "k": )", k, "}"),
                  {{"<answer>ON</answer>", 1, true, true}});
  }
}

// Brute force from the definition: step the whole circle T times.
bool Simulate(std::vector<int64_t> s, int64_t t, int64_t k) {
  const size_t n = s.size();
  for (int64_t step = 0; step < t; ++step) {
    std::vector<int64_t> next(n);
    for (size_t i = 0; i < n; ++i) next[i] = s[i] == s[(i + 1) % n] ? 0 : 1;
    s = next;
  }
  return s[static_cast<size_t>(k - 1)] == 1;
}

TEST(LampChangingBruteForceTest, ReferenceMatchesSimulation) {
  int on = 0, off = 0;
  for (const testing::Generated& g : testing::GenerateSmall("lamp_changing", 8, 25)) {
    const int64_t n = g.Int("n"), t = g.Int("t"), k = g.Int("k");
    const std::vector<int64_t> states = g.Ints("states");
    // MAX_N_T at level 8 is 202 (8, 12, 18, 27, 40, 60, 90, 135, 202).
    ASSERT_GE(n, 3) << g.Where();
    ASSERT_LE(n, 202) << g.Where();
    ASSERT_GE(t, 2) << g.Where();
    ASSERT_LE(t, 202) << g.Where();
    ASSERT_EQ(states.size(), static_cast<size_t>(n)) << g.Where();
    const bool lit = Simulate(states, t, k);
    EXPECT_EQ(g.answer, lit ? "ON" : "OFF") << g.Where();
    (lit ? on : off) += 1;
  }
  // The answer is drawn first with odds 1/2: both occur.
  EXPECT_GT(on, 0);
  EXPECT_GT(off, 0);
}

TEST(LampChangingInstanceTest, BadInstancesAreRejected) {
  auto ok = [](const char* json) {
    return testing::PrepareInstanceStatus("lamp_changing", json).ok();
  };
  EXPECT_TRUE(ok(R"({"n": 3, "states": [1, 0, 1], "t": 2, "k": 3})"));
  EXPECT_FALSE(ok(R"({"n": 3, "states": [1, 0, 1], "t": 2, "k": 4})"));     // k > n.
  EXPECT_FALSE(ok(R"({"n": 3, "states": [1, 0], "t": 2, "k": 1})"));        // Too few.
  EXPECT_FALSE(ok(R"({"n": 3, "states": [1, 0, 1, 1], "t": 2, "k": 1})"));  // Too many.
  EXPECT_FALSE(ok(R"({"n": 3, "states": [1, 2, 1], "t": 2, "k": 1})"));     // Not a bit.
}

}  // namespace
}  // namespace lamp_changing_test_cc
}  // namespace referee

// DivisorFlipExpectation (RLVE-Gym): E(presses) * N! mod 10^9 + 7 for
// random divisor-toggling switches finished optimally within K presses;
// ladder -1 unparseable, -0.5 outside [0, 10^9 + 7), 1 exact, else 0.
#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/environments/mod_arith.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace divisor_flip_expectation_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr uint64_t kMod = 1000000007;

class DivisorFlipExpectationTest : public testing::VerifierTableTest {};

TEST_F(DivisorFlipExpectationTest, Ladder) {
  // N = 2: switch 1 flips light 1, switch 2 flips lights 1 and 2. Start
  // with light 1 on, light 2 off; K = 0 (always random). From (1,0): switch
  // 1 ends it (1/2), switch 2 gives (0,1). From (0,1): switch 1 gives
  // (1,1), switch 2 gives (1,0). From (1,1): switch 2 ends it, switch 1
  // gives (0,1). With a = E(1,0) = E(1,1) and b = E(0,1): a = 1 + b/2,
  // b = 1 + a, so a = 3; E * 2! = 6.
  CheckInstance("divisor_flip_expectation", R"({"state": [1, 0], "k": 0})",
                {{"<answer>6</answer>", 1, true, true},
                 {"\\boxed{6}", 1, true, true},
                 {"<answer>3</answer>", 0, false, true},
                 {"<answer>1000000007</answer>", -0.5, false, true},
                 {"<answer>-6</answer>", -0.5, false, true},
                 {"<answer>6.0</answer>", -1, false, false},
                 {"6", -1, false, false}});
}

TEST_F(DivisorFlipExpectationTest, HandDerivedValues) {
  // From (0,1), K = 0: b = 1 + a = 4, times 2 = 8. K = 1: one random press
  // reaches (1,1) or (1,0), each clearable in one press: 2, times 2 = 4.
  // K = 2 from (0,1): it is cleared by switches 2 and 1 (two presses, no
  // single switch does it), so 2 * 2 = 4. (1,0) with K = 1: one press, 2.
  // All off: 0. N = 1 with light 1 on: one press, times 1! = 1.
  const struct { const char* instance; const char* answer; } kCases[] = {
      {R"({"state": [0, 1], "k": 0})", "8"},
      {R"({"state": [0, 1], "k": 1})", "4"},
      {R"({"state": [0, 1], "k": 2})", "4"},
      {R"({"state": [1, 0], "k": 1})", "2"},
      {R"({"state": [0, 0], "k": 0})", "0"},
      {R"({"state": [1], "k": 0})", "1"},
  };
  for (const auto& c : kCases) {
    const std::string json = absl::StrCat(
        R"({"id": "d", "environment": {"name": "divisor_flip_expectation", "instance": )",
        c.instance, "}}");
    const PreparedProblemPtr problem = testing::Prepare(json.c_str());
    ASSERT_NE(problem, nullptr) << c.instance;
    Check("divisor_flip_expectation", *problem,
          {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// The game as a Markov chain on the 2^N light states: the distance of a
// state is the fewest switches clearing it (all 2^N switch sets tried);
// E(s) = dist(s) when dist(s) <= K, else 1 + mean of E over the N presses;
// solved by Gaussian elimination mod p.
uint64_t BruteForce(const std::vector<int64_t>& state, int64_t k) {
  const int n = static_cast<int>(state.size());
  const size_t states = size_t{1} << n;
  std::vector<uint32_t> flips(static_cast<size_t>(n), 0);  // Switch i+1.
  for (int i = 1; i <= n; ++i) {
    for (int j = 1; j <= i; ++j) {
      if (i % j == 0) flips[static_cast<size_t>(i - 1)] |= 1u << (j - 1);
    }
  }
  std::vector<int> dist(states, n + 1);
  for (uint32_t set = 0; set < states; ++set) {
    uint32_t s = 0;
    for (int i = 0; i < n; ++i) {
      if (set >> i & 1) s ^= flips[static_cast<size_t>(i)];
    }
    dist[s] = std::min(dist[s], __builtin_popcount(set));
  }
  std::vector<std::vector<uint64_t>> a(states, std::vector<uint64_t>(states + 1, 0));
  const uint64_t inv_n = testing::InverseMod(static_cast<uint64_t>(n), kMod);
  for (size_t s = 0; s < states; ++s) {
    a[s][s] = 1;
    if (dist[s] <= k) {
      a[s][states] = static_cast<uint64_t>(dist[s]);
      continue;
    }
    a[s][states] = 1;
    for (int i = 0; i < n; ++i) {
      const size_t t = s ^ flips[static_cast<size_t>(i)];
      a[s][t] = (a[s][t] + kMod - inv_n) % kMod;
    }
  }
  const std::vector<uint64_t> expected = testing::SolveMod(std::move(a), kMod);
  uint32_t start = 0;
  for (int i = 0; i < n; ++i) start |= static_cast<uint32_t>(state[static_cast<size_t>(i)]) << i;
  uint64_t answer = expected[start];
  for (int i = 2; i <= n; ++i) answer = answer * static_cast<uint64_t>(i) % kMod;
  return answer;
}

TEST(DivisorFlipExpectationBruteForceTest, ReferenceMatchesMarkovChain) {
  for (const testing::Generated& g :
       testing::GenerateSmall("divisor_flip_expectation", 4, 12)) {
    const std::vector<int64_t> state = g.Ints("state");
    ASSERT_LE(state.size(), 7u) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(BruteForce(state, g.Int("k")))) << g.Where();
  }
}

TEST(DivisorFlipExpectationInstanceTest, BadInstancesAreRejected) {
  const char* kName = "divisor_flip_expectation";
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"state": [1, 0, 1], "k": 3})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"state": [], "k": 0})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"state": [1, 2], "k": 0})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"state": [1, 0], "k": 3})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"state": [1, 0], "k": -1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"state": [1, 0]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"state": [1, 0], "k": 0, "n": 2})").ok());
  std::string lights = "1";
  for (int i = 1; i < 20001; ++i) lights += ",0";  // 20001 lights: too many.
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, "{\"k\": 0, \"state\": [" + lights + "]}").ok());
}

}  // namespace
}  // namespace divisor_flip_expectation_test_cc
}  // namespace referee

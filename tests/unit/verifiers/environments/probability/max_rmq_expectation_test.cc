// MaxRMQExpectation (RLVE-Gym): the expected maximum over intervals of the
// interval minimum of a uniform random array, mod a prime; ladder -1
// unparseable, -0.5 outside [0, MOD), 1 exact, else 0.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/environments/mod_arith.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace max_rmq_expectation_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class MaxRmqExpectationTest : public testing::VerifierTableTest {};

TEST_F(MaxRmqExpectationTest, Ladder) {
  // N = 2, X = 2, intervals [1,1] and [2,2]: the answer is max(A1, A2),
  // which is 1 only for the array (1, 1): E = 1 + 3/4 = 7/4. Modulo
  // 998244353: 4^-1 = 748683265, 7/4 = 249561090 (4 * 249561090 =
  // 998244360 = p + 7).
  CheckInstance("max_rmq_expectation",
                R"({"n": 2, "x": 2, "intervals": [[1, 1], [2, 2]], "mod": 998244353})",
                {{"<answer>249561090</answer>", 1, true, true},
                 {"\\boxed{249561090}", 1, true, true},
                 {"<answer>748683266</answer>", 0, false, true},  // 5/4: min, not max.
                 {"<answer>998244353</answer>", -0.5, false, true},
                 {"<answer>-1</answer>", -0.5, false, true},
                 {"<answer>7/4</answer>", -1, false, false},
                 {"249561090", -1, false, false}});
}

TEST_F(MaxRmqExpectationTest, HandDerivedValues) {
  // One interval [1,2], X = 2: min(A1, A2) is 2 only for (2, 2): E = 5/4;
  // modulo 10^9 + 7 that is 250000003 (4 * 250000003 = 10^9 + 12 = p + 5).
  // Modulo 666623333, 7/4 = 166655835 (4 * 166655835 = 666623340 = p + 7).
  // X = 1: every entry is 1, E = 1.
  const struct { const char* instance; const char* answer; } kCases[] = {
      {R"({"n": 2, "x": 2, "intervals": [[1, 2]], "mod": 1000000007})", "250000003"},
      {R"({"n": 2, "x": 2, "intervals": [[2, 2], [1, 1]], "mod": 666623333})", "166655835"},
      {R"({"n": 3, "x": 1, "intervals": [[1, 3]], "mod": 998244353})", "1"},
  };
  for (const auto& c : kCases) {
    const std::string json = absl::StrCat(
        R"({"id": "m", "environment": {"name": "max_rmq_expectation", "instance": )",
        c.instance, "}}");
    const PreparedProblemPtr problem = testing::Prepare(json.c_str());
    ASSERT_NE(problem, nullptr) << c.instance;
    Check("max_rmq_expectation", *problem,
          {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Every one of the X^N arrays: the sum of max-of-mins, divided by X^N.
uint64_t BruteForce(int64_t n, int64_t x, const std::vector<std::vector<int64_t>>& intervals,
                    uint64_t mod) {
  std::vector<int64_t> a(static_cast<size_t>(n), 1);
  uint64_t total = 0, count = 0;
  while (true) {
    int64_t best = 0;
    for (const auto& iv : intervals) {
      int64_t low = x;
      for (int64_t j = iv[0]; j <= iv[1]; ++j) low = std::min(low, a[static_cast<size_t>(j - 1)]);
      best = std::max(best, low);
    }
    total += static_cast<uint64_t>(best);
    ++count;
    size_t i = 0;
    while (i < a.size() && a[i] == x) a[i++] = 1;
    if (i == a.size()) break;
    ++a[i];
  }
  return total % mod * testing::PowerMod(count % mod, mod - 2, mod) % mod;
}

TEST(MaxRmqExpectationBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall("max_rmq_expectation", 4, 20)) {
    const int64_t n = g.Int("n"), x = g.Int("x");
    ASSERT_LE(n, 6) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(BruteForce(n, x, g.IntRows("intervals"),
                                                  static_cast<uint64_t>(g.Int("mod")))))
        << g.Where();
  }
}

TEST(MaxRmqExpectationInstanceTest, BadInstancesAreRejected) {
  const char* kName = "max_rmq_expectation";
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 2, "x": 2, "intervals": [[1, 2]], "mod": 998244353})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 2, "x": 2, "intervals": [], "mod": 998244353})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 2, "x": 2, "intervals": [[2, 1]], "mod": 998244353})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 2, "x": 2, "intervals": [[1, 3]], "mod": 998244353})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 2, "x": 2, "intervals": [[0, 1]], "mod": 998244353})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 2, "x": 2, "intervals": [[1, 2]], "mod": 998244351})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 2, "x": 0, "intervals": [[1, 2]], "mod": 998244353})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 1001, "x": 2, "intervals": [[1, 2]], "mod": 998244353})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 2, "x": 1001, "intervals": [[1, 2]], "mod": 998244353})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 2, "x": 2, "intervals": [[1, 2]]})").ok());
}

}  // namespace
}  // namespace max_rmq_expectation_test_cc
}  // namespace referee

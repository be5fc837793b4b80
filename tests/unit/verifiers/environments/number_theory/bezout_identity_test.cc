// BezoutIdentity (RLVE-Gym): integer X[i] making S = sum A[i] X[i] > 0 as
// small as possible; ladder -1 unparseable, -0.5 not N integers or S <= 0,
// else (gcd / S)^5.
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace bezout_identity_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class BezoutIdentityTest : public testing::VerifierTableTest {};

TEST_F(BezoutIdentityTest, Ladder) {
  // A = 6, -10, 15: gcd 1. 6*1 - 10*2 + 15*1 = 1 is optimal; adding
  // t * (10, 6, 0) keeps S (6*10 - 10*6 = 0).
  const PreparedProblemPtr problem =
      testing::PrepareInstance("bezout_identity", R"({"a": [6, -10, 15]})");
  ASSERT_NE(problem, nullptr);
  Check("bezout_identity", *problem,
        {{"<answer>1 2 1</answer>", 1, true, true},
         {"<answer>+1 02 1</answer>", 1, true, true},
         // t = 10^20: 1 + 10^21, 2 + 6 * 10^20, 1.
         {"<answer>1000000000000000000001 600000000000000000002 1</answer>", 1, true, true},
         {"<answer>2 1 0</answer>", 0.03125, false, true},      // S = 2: (1/2)^5.
         {"<answer>1 1 1</answer>", 1.0 / 161051, false, true},  // S = 11.
         {"<answer>0 1 0</answer>", -0.5, false, true},  // S = -10.
         {"<answer>0 0 0</answer>", -0.5, false, true},  // S = 0.
         {"<answer>1 2</answer>", -0.5, false, true},
         {"<answer>1 2 1 0</answer>", -0.5, false, true},
         {"<answer>1 two 1</answer>", -1, false, false},
         {"<answer>1, 2, 1</answer>", -1, false, false},
         {"1 2 1", -1, false, false}});
  Check("bezout_identity", *problem, {{"<answer>1 0 0</answer>", 1.0 / 6, false, true}},
        R"({"beta": 1})");
}

TEST(BezoutIdentityBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("bezout_identity", 4, 25)) {
    const std::vector<int64_t> a = g.Ints("a");
    ASSERT_EQ(a.size(), static_cast<size_t>(2 + g.level)) << g.Where();
    // The largest d dividing every |A[i]|, by trial.
    int64_t smallest = std::abs(a[0]);
    for (const int64_t v : a) {
      ASSERT_GE(std::abs(v), 2) << g.Where();
      ASSERT_LE(std::abs(v), int64_t{32} << g.level) << g.Where();
      smallest = std::min(smallest, std::abs(v));
    }
    int64_t gcd = smallest;
    for (;; --gcd) {
      bool all = true;
      for (const int64_t v : a) all = all && v % gcd == 0;
      if (all) break;
    }
    std::istringstream in(g.answer);
    __int128 s = 0;
    size_t count = 0;
    for (long long x; in >> x; ++count) s += static_cast<__int128>(x) * a[count];
    EXPECT_EQ(count, a.size()) << g.Where();
    EXPECT_TRUE(s == gcd) << g.Where();
  }
}

TEST(BezoutIdentityInstanceTest, BadInstancesAreRejected) {
  auto ok = [](const char* json) {
    return testing::PrepareInstanceStatus("bezout_identity", json).ok();
  };
  EXPECT_FALSE(ok(R"({"a": [6]})"));
  EXPECT_FALSE(ok(R"({"a": []})"));
  EXPECT_FALSE(ok(R"({"a": [6, 0]})"));
  EXPECT_FALSE(ok(R"({"a": [6, 2147483649]})"));
  EXPECT_TRUE(ok(R"({"a": [6, -2147483648]})"));
  EXPECT_TRUE(ok(R"({"a": [6, -2147483647]})"));
  EXPECT_TRUE(ok(R"({"a": [1, 1]})"));
}

}  // namespace
}  // namespace bezout_identity_test_cc
}  // namespace referee

// Fibonacci (RLVE-Gym): A[N] of A[n] = P A[n-1] + Q A[n-2] modulo MOD;
// ladder -1 unparseable, 1 exact, else 0.
#include <cstdint>
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace fibonacci_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class FibonacciTest : public testing::VerifierTableTest {};

TEST_F(FibonacciTest, Ladder) {
  // A[1] = A[2] = 1, P = Q = 1: the Fibonacci numbers 1 1 2 3 5 8 13 21 34
  // 55, so A[10] = 55.
  CheckInstance("fibonacci", R"({"n": 10, "a1": 1, "a2": 1, "p": 1, "q": 1})",
        {{"<answer>55</answer>", 1, true, true},
         {"\\boxed{55}", 1, true, true},
         {"<answer>34</answer>", 0, false, true},
         {"<answer>-55</answer>", 0, false, true},
         {"<answer>10055</answer>", 0, false, true},  // No range check in RLVE.
         {"<answer>fifty-five</answer>", -1, false, false},
         {"55", -1, false, false}});
}

TEST_F(FibonacciTest, HandDerivedValues) {
  // A[1] = 2, A[2] = 3, A[n] = 2 A[n-1] + 3 A[n-2]: 2, 3, 2·3 + 3·2 = 12,
  // 2·12 + 3·3 = 33, 2·33 + 3·12 = 102, 2·102 + 3·33 = 303; mod 100
  // A[6] = 3. Fibonacci F30 = 832040 -> 2040 mod 10000. N = 1, 2: A[1], A[2].
  const struct { const char* instance; const char* answer; } kCases[] = {
      {R"({"n": 6, "a1": 2, "a2": 3, "p": 2, "q": 3, "mod": 100})", "3"},
      {R"({"n": 5, "a1": 2, "a2": 3, "p": 2, "q": 3})", "102"},
      {R"({"n": 30, "a1": 1, "a2": 1, "p": 1, "q": 1})", "2040"},
      {R"({"n": 1, "a1": 7, "a2": 9, "p": 1, "q": 1})", "7"},
      {R"({"n": 2, "a1": 7, "a2": 9, "p": 1, "q": 1})", "9"},
  };
  for (const auto& c : kCases) {
    CheckInstance("fibonacci", c.instance,
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

TEST(FibonacciBruteForceTest, ReferenceMatchesIteration) {
  for (const testing::Generated& g : testing::GenerateSmall("fibonacci", 5, 20)) {
    const int64_t n = g.Int("n"), mod = g.Int("mod");
    ASSERT_LE(n, 96) << g.Where();
    int64_t prev = g.Int("a1") % mod, cur = g.Int("a2") % mod;
    for (int64_t i = 3; i <= n; ++i) {
      const int64_t next = (g.Int("p") * cur + g.Int("q") * prev) % mod;
      prev = cur;
      cur = next;
    }
    EXPECT_EQ(g.answer, std::to_string(n == 1 ? prev : cur)) << g.Where();
  }
}

TEST(FibonacciInstanceTest, BadInstancesAreRejected) {
  const char* env = "fibonacci";
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 5, "a1": 10000, "a2": 1, "p": 1, "q": 1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 5, "a1": 5, "a2": 1, "p": 1, "q": 1, "mod": 5})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(env, R"({"n": 5, "a1": 1, "a2": 1, "p": 1, "q": 1})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(env, R"({"n": 9007199254740992, "a1": 1, "a2": 1, "p": 1, "q": 1})").ok());
}

}  // namespace
}  // namespace fibonacci_test_cc
}  // namespace referee

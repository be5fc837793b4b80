// FibonacciContainingCounting (RLVE-Gym): pairs (a, b) of positive
// integers whose sequence f(0) = a, f(1) = b, f(n) = f(n-1) + f(n-2) hits K
// at some n >= 2; ladder -1 unparseable or negative, else (min/max)^10.
#include <cstdint>
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace fibonacci_containing_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "fibonacci_containing_counting";

class FibonacciContainingCountingTest : public testing::VerifierTableTest {};

TEST_F(FibonacciContainingCountingTest, Ladder) {
  // K = 5: f(2) = a + b = 5 gives (1,4), (2,3), (3,2), (4,1); f(3) = a + 2b
  // = 5 gives (3,1), (1,2); f(4) = 2a + 3b = 5 gives (1,1); f(5) = 3a + 5b
  // > 5. The sequence increases from f(1), so no pair counts twice: 7.
  CheckInstance(kName, R"({"k": 5})",
        {{"<answer>7</answer>", 1, true, true},
         {"<answer>8</answer>", 282475249.0 / 1073741824, false, true},  // (7/8)^10.
         {"<answer>14</answer>", 1.0 / 1024, false, true},               // (1/2)^10.
         {"<answer>0</answer>", 0, false, true},
         {"<answer>-7</answer>", -1, false, true},
         {"<answer>seven</answer>", -1, false, false},
         {"7", -1, false, false}});
}

TEST_F(FibonacciContainingCountingTest, HandDerivedValues) {
  // K = 2: (1,1) only. K = 3: a + b = 3 twice, a + 2b = 3 once: 3.
  // K = 4: a + b = 4 three times, a + 2b = 4 once ((2,1)): 4.
  // K = 100 and 1000: RLVE-Gym's own reference gives 173 and 1772.
  const struct { int64_t k; const char* answer; } kCases[] = {
      {2, "1"}, {3, "3"}, {4, "4"}, {100, "173"}, {1000, "1772"},
  };
  for (const auto& c : kCases) {
    for (int phrasing = 0; phrasing < 3; ++phrasing) {
      CheckInstance(kName, absl::StrCat(R"({"k": )", c.k, R"(, "phrasing": )", phrasing, "}"),
                    {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
    }
  }
}

TEST(FibonacciContainingCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 4, 25)) {
    const int64_t k = g.Int("k");
    ASSERT_LE(k, 49) << g.Where();
    int64_t count = 0;
    for (int64_t a = 1; a <= k; ++a) {
      for (int64_t b = 1; b <= k; ++b) {
        bool hit = false;
        for (int64_t x = a, y = b; x + y <= k;) {  // f(n) = x + y, n >= 2.
          hit = hit || x + y == k;
          const int64_t next = x + y;
          x = y;
          y = next;
        }
        count += hit;
      }
    }
    EXPECT_EQ(g.answer, std::to_string(count)) << g.Where();
  }
}

TEST(FibonacciContainingCountingInstanceTest, GoodInstancesAreAccepted) {
  auto ok = [](const char* json) { return testing::PrepareInstanceStatus(kName, json).ok(); };
  EXPECT_TRUE(ok(R"({"k": 1000000000000000})"));
  EXPECT_TRUE(ok(R"({"k": 5, "phrasing": 2})"));
}

}  // namespace
}  // namespace fibonacci_containing_counting_test_cc
}  // namespace referee

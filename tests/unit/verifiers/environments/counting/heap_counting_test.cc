// HeapCounting (RLVE-Gym): permutations P of 1..N with P[i] > P[i/2],
// modulo a prime P; ladder -1 unparseable, -0.5 outside [0, P), 1 exact,
// else 0.
#include <cstdint>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace heap_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class HeapCountingTest : public testing::VerifierTableTest {};

TEST_F(HeapCountingTest, Ladder) {
  // N = 4: P[1] = 1 is the least; P[4] > P[2]; P[3] is free. 1234, 1243,
  // 1324 — three permutations (1342 fails P[4] = 2 < P[2] = 3; 1423 and
  // 1432 fail P[4] < P[2] = 4). Modulo 2: 1.
  CheckInstance("heap_counting", R"({"n": 4, "p": 2})",
                {{"<answer>1</answer>", 1, true, true},
                 {"<answer>0</answer>", 0, false, true},
                 {"<answer>3</answer>", -0.5, false, true},  // The count itself: >= P.
                 {"<answer>2</answer>", -0.5, false, true},
                 {"<answer>-1</answer>", -0.5, false, true},
                 {"<answer>one</answer>", -1, false, false},
                 {"1", -1, false, false}});
}

TEST_F(HeapCountingTest, HandDerivedValues) {
  // N = 3: 123, 132 -> 2. N = 5: the left subtree {2, 4, 5} takes 3 of the
  // values 2..5 (C(4,3) = 4 ways) and orders them as a 3-node heap (2
  // ways): 8. N = 7: C(6,3) * 2 * 2 = 80; 80 mod 13 = 2.
  const struct { int n; int64_t p; const char* answer; } kCases[] = {
      {3, 3, "2"}, {5, 7, "1"}, {5, 5, "3"}, {5, 11, "8"}, {7, 13, "2"},
      {7, 83, "80"}, {1, 2, "1"},
  };
  for (const auto& c : kCases) {
    const std::string json = absl::StrCat(
        R"({"id": "h", "environment": {"name": "heap_counting", "instance": {"n": )",
        c.n, R"(, "p": )", c.p, "}}}");
    const PreparedProblemPtr problem = testing::Prepare(json.c_str());
    ASSERT_NE(problem, nullptr);
    Check("heap_counting", *problem,
          {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Brute force from the definition: fill P[1], P[2], ... with unused values,
// keeping P[i] > P[i/2] at every step.
int64_t CountHeapsByEnumeration(std::vector<int>& p, std::vector<bool>& used, int n) {
  const int i = static_cast<int>(p.size());  // Next position, 1-based.
  if (i > n) return 1;
  int64_t count = 0;
  for (int v = 1; v <= n; ++v) {
    if (used[static_cast<size_t>(v)]) continue;
    if (i >= 2 && v <= p[static_cast<size_t>(i / 2)]) continue;
    used[static_cast<size_t>(v)] = true;
    p.push_back(v);
    count += CountHeapsByEnumeration(p, used, n);
    p.pop_back();
    used[static_cast<size_t>(v)] = false;
  }
  return count;
}

TEST(HeapCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall("heap_counting", 1, 25)) {
    const int64_t n = g.Int("n"), prime = g.Int("p");
    ASSERT_LE(n, 12) << g.Where();
    std::vector<int> p = {0};  // p[0] unused: positions are 1-based.
    std::vector<bool> used(static_cast<size_t>(n + 1), false);
    EXPECT_EQ(g.answer,
              std::to_string(CountHeapsByEnumeration(p, used, static_cast<int>(n)) % prime))
        << g.Where();
  }
}

TEST(HeapCountingInstanceTest, BadInstancesAreRejected) {
  const char* env = "heap_counting";
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 0, "p": 5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 4, "p": 1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 4, "p": 9})").ok());  // Not prime.
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 100001, "p": 5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 4})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 4, "p": 5, "x": 1})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(env, R"({"n": 100000, "p": 999999937})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(env, R"({"n": 100000, "p": 3})").ok());
}

}  // namespace
}  // namespace heap_counting_test_cc
}  // namespace referee

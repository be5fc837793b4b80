// InversionPairK_Counting (RLVE-Gym): the count of permutations of 1..N
// with exactly K inversions, modulo MOD; ladder -1 unparseable, -0.5
// outside [0, MOD), 1 exact, else 0.
#include <algorithm>
#include <cstdint>
#include <numeric>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace inversion_pair_k_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class InversionPairKCountingTest : public testing::VerifierTableTest {};

TEST_F(InversionPairKCountingTest, Ladder) {
  // N = 4, K = 2: 1342, 1423, 2143, 2314, 3124 — five permutations with
  // exactly two inversions. Modulo 3: 2.
  CheckInstance("inversion_pair_k_counting", R"({"n": 4, "k": 2, "mod": 3})",
                {{"<answer>2</answer>", 1, true, true},
                 {"<answer>+2</answer>", 1, true, true},
                 {"<answer>0</answer>", 0, false, true},
                 {"<answer>1</answer>", 0, false, true},
                 {"<answer>5</answer>", -0.5, false, true},  // The count itself: >= MOD.
                 {"<answer>-1</answer>", -0.5, false, true},
                 {"<answer>2.0</answer>", -1, false, false},
                 {"no answer", -1, false, false}});
}

TEST_F(InversionPairKCountingTest, HandDerivedValues) {
  // Mahonian numbers: row 4 is 1 3 5 6 5 3 1; row 5 is 1 4 9 15 20 22 20
  // 15 9 4 1. N = 1, K = 0: 1.
  const struct { int n, k; int64_t mod; const char* answer; } kCases[] = {
      {4, 0, 1000, "1"}, {4, 3, 1000, "6"},  {4, 6, 1000, "1"},
      {5, 5, 1000, "22"}, {5, 4, 7, "6"},   {1, 0, 2, "1"},
  };
  for (const auto& c : kCases) {
    const std::string json = absl::StrCat(
        R"({"id": "i", "environment": {"name": "inversion_pair_k_counting", "instance": {"n": )",
        c.n, R"(, "k": )", c.k, R"(, "mod": )", c.mod, "}}}");
    const PreparedProblemPtr problem = testing::Prepare(json.c_str());
    ASSERT_NE(problem, nullptr);
    Check("inversion_pair_k_counting", *problem,
          {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Brute force from the definition: every permutation, its inversions.
int64_t CountWithInversions(int n, int k) {
  std::vector<int> p(static_cast<size_t>(n));
  std::iota(p.begin(), p.end(), 1);
  int64_t count = 0;
  do {
    int inversions = 0;
    for (int i = 0; i < n; ++i) {
      for (int j = i + 1; j < n; ++j) inversions += p[static_cast<size_t>(i)] > p[static_cast<size_t>(j)];
    }
    count += inversions == k;
  } while (std::next_permutation(p.begin(), p.end()));
  return count;
}

TEST(InversionPairKCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("inversion_pair_k_counting", 4, 20)) {
    const int64_t n = g.Int("n"), k = g.Int("k"), mod = g.Int("mod");
    ASSERT_LE(n, 7) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(CountWithInversions(static_cast<int>(n),
                                                           static_cast<int>(k)) % mod))
        << g.Where();
  }
}

TEST(InversionPairKCountingInstanceTest, BadInstancesAreRejected) {
  const char* env = "inversion_pair_k_counting";
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 0, "k": 0, "mod": 5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 4, "k": 7, "mod": 5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 4, "k": -1, "mod": 5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 4, "k": 1, "mod": 1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 201, "k": 1, "mod": 5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 4, "mod": 5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 4, "k": 1, "mod": 5, "x": 1})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(env, R"({"n": 200, "k": 9950, "mod": 1000000000000000})").ok());
}

}  // namespace
}  // namespace inversion_pair_k_counting_test_cc
}  // namespace referee

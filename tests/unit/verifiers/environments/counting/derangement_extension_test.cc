// DerangementExtension (RLVE-Gym): the count of permutations of 1..N with
// exactly M fixed points, modulo MOD; ladder -1 unparseable, -0.5 outside
// [0, MOD), 1 exact, else 0.
#include <algorithm>
#include <cstdint>
#include <numeric>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace derangement_extension_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class DerangementExtensionTest : public testing::VerifierTableTest {};

TEST_F(DerangementExtensionTest, Ladder) {
  // N = 4, M = 1: choose the fixed point (4 ways), then derange the other
  // three (231 and 312: 2 ways) — 8 permutations. Modulo 5: 3.
  CheckInstance("derangement_extension", R"({"n": 4, "m": 1, "mod": 5})",
                {{"<answer>3</answer>", 1, true, true},
                 {"<answer> 03 </answer>", 1, true, true},
                 {"\\boxed{3}", 1, true, true},
                 {"<answer>0</answer>", 0, false, true},
                 {"<answer>4</answer>", 0, false, true},
                 {"<answer>8</answer>", -0.5, false, true},  // The count itself: >= MOD.
                 {"<answer>5</answer>", -0.5, false, true},
                 {"<answer>-2</answer>", -0.5, false, true},
                 {"<answer>three</answer>", -1, false, false},
                 {"3", -1, false, false}});
}

TEST_F(DerangementExtensionTest, HandDerivedValues) {
  // D(0..5) = 1, 0, 1, 2, 9, 44. N = 5: M = 0 -> 44; M = 2 -> C(5,2) D(3) =
  // 20; M = 4 -> 0; M = 5 -> 1. N = 6, M = 0: D(6) = 265, modulo 100: 65.
  const struct { int n, m; int64_t mod; const char* answer; } kCases[] = {
      {5, 0, 1000, "44"}, {5, 2, 1000, "20"}, {5, 4, 1000, "0"},
      {5, 5, 1000, "1"},  {6, 0, 100, "65"},  {1, 0, 7, "0"}, {1, 1, 7, "1"},
  };
  for (const auto& c : kCases) {
    const std::string json = absl::StrCat(
        R"({"id": "d", "environment": {"name": "derangement_extension", "instance": {"n": )",
        c.n, R"(, "m": )", c.m, R"(, "mod": )", c.mod, "}}}");
    const PreparedProblemPtr problem = testing::Prepare(json.c_str());
    ASSERT_NE(problem, nullptr);
    Check("derangement_extension", *problem,
          {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Brute force from the definition: every permutation, its fixed points.
int64_t CountWithFixedPoints(int n, int m) {
  std::vector<int> p(static_cast<size_t>(n));
  std::iota(p.begin(), p.end(), 0);
  int64_t count = 0;
  do {
    int fixed = 0;
    for (int i = 0; i < n; ++i) fixed += p[static_cast<size_t>(i)] == i;
    count += fixed == m;
  } while (std::next_permutation(p.begin(), p.end()));
  return count;
}

TEST(DerangementExtensionBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("derangement_extension", 3, 20)) {
    const int64_t n = g.Int("n"), m = g.Int("m"), mod = g.Int("mod");
    ASSERT_LE(n, 7) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(CountWithFixedPoints(static_cast<int>(n),
                                                            static_cast<int>(m)) % mod))
        << g.Where();
  }
}

TEST(DerangementExtensionInstanceTest, BadInstancesAreRejected) {
  const char* env = "derangement_extension";
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 0, "m": 0, "mod": 5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 4, "m": 5, "mod": 5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 4, "m": -1, "mod": 5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 4, "m": 1, "mod": 1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 100001, "m": 1, "mod": 5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 4, "m": 1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 4, "m": 1, "mod": 5, "x": 1})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(env, R"({"n": 100000, "m": 3, "mod": 1000000000000000})").ok());
}

}  // namespace
}  // namespace derangement_extension_test_cc
}  // namespace referee

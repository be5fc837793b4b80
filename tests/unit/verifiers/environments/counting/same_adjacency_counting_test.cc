// SameAdjacencyCounting (RLVE-Gym): length-N sequences over 1..M with two
// equal neighbours, modulo MOD; ladder -1 unparseable, -0.5 outside
// [0, MOD), 1 exact, else 0.
#include <cstdint>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace same_adjacency_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class SameAdjacencyCountingTest : public testing::VerifierTableTest {};

TEST_F(SameAdjacencyCountingTest, Ladder) {
  // N = 3, M = 2: of the 8 sequences over {1, 2} only 121 and 212 have no
  // equal neighbours: 6. Modulo 4: 2.
  CheckInstance("same_adjacency_counting", R"({"n": 3, "m": 2, "mod": 4})",
                {{"<answer>2</answer>", 1, true, true},
                 {"<answer>0</answer>", 0, false, true},
                 {"<answer>3</answer>", 0, false, true},
                 {"<answer>6</answer>", -0.5, false, true},  // The count itself: >= MOD.
                 {"<answer>4</answer>", -0.5, false, true},
                 {"<answer>-2</answer>", -0.5, false, true},
                 {"<answer>2 2</answer>", -1, false, false},
                 {"2", -1, false, false}});
}

TEST_F(SameAdjacencyCountingTest, HandDerivedValues) {
  // N = 2, M = 3: 11, 22, 33 -> 3. N = 4, M = 2: 16 - 2 = 14, mod 3 = 2.
  // N = 3, M = 3: 27 - 3 * 2 * 2 = 15, mod 6 = 3.
  const struct { int64_t n, m, mod; const char* answer; } kCases[] = {
      {2, 3, 5, "3"}, {4, 2, 3, "2"}, {3, 3, 6, "3"}, {3, 3, 100, "15"},
  };
  for (const auto& c : kCases) {
    const std::string json = absl::StrCat(
        R"({"id": "s", "environment": {"name": "same_adjacency_counting", "instance": {"n": )",
        c.n, R"(, "m": )", c.m, R"(, "mod": )", c.mod, "}}}");
    const PreparedProblemPtr problem = testing::Prepare(json.c_str());
    ASSERT_NE(problem, nullptr);
    Check("same_adjacency_counting", *problem,
          {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Brute force from the definition: every sequence (an odometer over
// 1..M), checked for two equal neighbours.
int64_t CountByEnumeration(int n, int m) {
  std::vector<int> s(static_cast<size_t>(n), 1);
  int64_t count = 0;
  while (true) {
    bool equal = false;
    for (int i = 0; i + 1 < n; ++i) equal = equal || s[static_cast<size_t>(i)] == s[static_cast<size_t>(i + 1)];
    count += equal;
    int i = 0;
    while (i < n && s[static_cast<size_t>(i)] == m) s[static_cast<size_t>(i++)] = 1;
    if (i == n) break;
    ++s[static_cast<size_t>(i)];
  }
  return count;
}

TEST(SameAdjacencyCountingBruteForceTest, ReferenceMatchesEnumeration) {
  int checked = 0;
  for (const testing::Generated& g :
       testing::GenerateSmall("same_adjacency_counting", 2, 20)) {
    const int64_t n = g.Int("n"), m = g.Int("m"), mod = g.Int("mod");
    int64_t sequences = 1;
    for (int64_t i = 0; i < n && sequences <= 300000; ++i) sequences *= m;
    if (sequences > 300000) continue;  // Too many to enumerate.
    ++checked;
    EXPECT_EQ(g.answer, std::to_string(CountByEnumeration(static_cast<int>(n),
                                                          static_cast<int>(m)) % mod))
        << g.Where();
  }
  EXPECT_GE(checked, 25);
}

TEST(SameAdjacencyCountingInstanceTest, BadInstancesAreRejected) {
  const char* env = "same_adjacency_counting";
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 1, "m": 2, "mod": 5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 3, "m": 1, "mod": 5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 3, "m": 2, "mod": 1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 3, "m": 2, "mod": 1e17})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 3, "m": 2})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 3, "m": 2, "mod": 5, "x": 1})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(
      env, R"({"n": 9007199254740992, "m": 9007199254740992, "mod": 9007199254740992})").ok());
}

}  // namespace
}  // namespace same_adjacency_counting_test_cc
}  // namespace referee

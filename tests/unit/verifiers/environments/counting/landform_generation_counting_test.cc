// LandformGenerationCounting (RLVE-Gym): the distinct height sequences of
// the arrangements where every item has fewer than C[i] taller items
// before it, modulo MOD; ladder -1 unparseable, -0.5 outside [0, MOD),
// 1 exact, else 0.
#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace landform_generation_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kEnv[] = "landform_generation_counting";

class LandformGenerationCountingTest : public testing::VerifierTableTest {};

TEST_F(LandformGenerationCountingTest, Ladder) {
  // H = 1 2 1 2 1, C = 1 1 3 2 2. The two 2s have nothing taller, so they
  // are free. The 1s have limits 1, 3, 2: reading the row left to right,
  // let a <= b <= c be the numbers of 2s before the first, second and third
  // 1. Some matching of the 1s to those counts must give each 1 a count
  // below its limit; with the limits sorted (1, 2, 3) that is a = 0,
  // b <= 1, c <= 2. Of the 10 sequences of three 1s and two 2s, those are
  // 11122 (0,0,0), 11212 (0,0,1), 11221 (0,0,2), 12112 (0,1,1) and 12121
  // (0,1,2); 12211 has b = 2 and every sequence starting with 2 has a = 1.
  // So 5, and modulo 7 that is 5.
  CheckInstance(kEnv, R"({"h": [1, 2, 1, 2, 1], "c": [1, 1, 3, 2, 2], "mod": 7})",
                {{"<answer>5</answer>", 1, true, true},
                 {"<answer> 5 </answer>", 1, true, true},
                 {"\\boxed{5}", 1, true, true},
                 {"<answer>6</answer>", 0, false, true},
                 {"<answer>0</answer>", 0, false, true},
                 {"<answer>3</answer>", 0, false, true},  // 10 sequences in all, mod 7.
                 {"<answer>10</answer>", -0.5, false, true},
                 {"<answer>7</answer>", -0.5, false, true},
                 {"<answer>-2</answer>", -0.5, false, true},
                 {"<answer>5/1</answer>", -1, false, false},
                 {"<answer>five</answer>", -1, false, false},
                 {"5", -1, false, false}});
}

TEST_F(LandformGenerationCountingTest, HandDerivedValues) {
  // H = 3 1 2, C = 1 1 1: no item may follow a taller one, so only 1 2 3.
  // H = 3 1 2, C = 1 3 2: the 2 has one taller item, the 1 two; both limits
  // exceed that, so all 3! = 6 orders, all different sequences.
  // H = 2 2 1, C = 1 1 2: the 1 may follow at most one 2: 122 and 212, 2.
  // H = 1 1 1: one sequence whatever the limits. The Ladder instance modulo
  // 1000 is 5, modulo 5 it is 0.
  const struct { const char* instance; const char* answer; } kCases[] = {
      {R"({"h": [3, 1, 2], "c": [1, 1, 1], "mod": 100})", "1"},
      {R"({"h": [3, 1, 2], "c": [1, 3, 2], "mod": 100})", "6"},
      {R"({"h": [3, 1, 2], "c": [1, 3, 2], "mod": 4})", "2"},
      {R"({"h": [2, 2, 1], "c": [1, 1, 2], "mod": 100})", "2"},
      {R"({"h": [1, 1, 1], "c": [1, 2, 3], "mod": 100})", "1"},
      {R"({"h": [7], "c": [1], "mod": 2})", "1"},
      {R"({"h": [1, 2, 1, 2, 1], "c": [1, 1, 3, 2, 2], "mod": 1000})", "5"},
      {R"({"h": [1, 2, 1, 2, 1], "c": [1, 1, 3, 2, 2], "mod": 5})", "0"},
  };
  for (const auto& c : kCases) {
    CheckInstance(kEnv, c.instance,
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Brute force from the definition: every order of the items, kept when
// each item has fewer than C[i] taller items before it; the distinct height
// sequences of those.
int64_t CountSequences(const std::vector<int64_t>& h, const std::vector<int64_t>& c) {
  std::vector<size_t> order(h.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::set<std::vector<int64_t>> sequences;
  do {
    bool allowed = true;
    for (size_t i = 0; i < order.size() && allowed; ++i) {
      int64_t taller = 0;
      for (size_t j = 0; j < i; ++j) taller += h[order[j]] > h[order[i]];
      allowed = taller < c[order[i]];
    }
    if (!allowed) continue;
    std::vector<int64_t> heights;
    for (const size_t i : order) heights.push_back(h[i]);
    sequences.insert(heights);
  } while (std::next_permutation(order.begin(), order.end()));
  return static_cast<int64_t>(sequences.size());
}

TEST(LandformGenerationCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 4, 20)) {
    const std::vector<int64_t> h = g.Ints("h"), c = g.Ints("c");
    const int64_t mod = g.Int("mod");
    ASSERT_GE(h.size(), 3u) << g.Where();
    ASSERT_LE(h.size(), 7u) << g.Where();
    ASSERT_EQ(c.size(), h.size()) << g.Where();
    const int64_t count = CountSequences(h, c);
    // RLVE's limits let the drawn order through: at least one sequence.
    EXPECT_GE(count, 1) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(count % mod)) << g.Where();
  }
}

TEST(LandformGenerationCountingInstanceTest, BadInstancesAreRejected) {
  // Finish rejects nothing; the bounds that depend on N (C's length and its
  // values up to N) are checked as the fields are read.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kEnv, R"({"h": [1, 2, 3], "c": [1, 1], "mod": 7})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kEnv, R"({"h": [1, 2, 3], "c": [1, 1, 1, 1], "mod": 7})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kEnv, R"({"h": [1, 2, 3], "c": [1, 4, 1], "mod": 7})")
                   .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kEnv, R"({"h": [1, 2, 3], "c": [1, 3, 1], "mod": 7})")
                  .ok());
}

}  // namespace
}  // namespace landform_generation_counting_test_cc
}  // namespace referee

// PythagoreanGraph_IndependentSetCounting (RLVE-Gym): the non-empty
// independent sets of the graph joining entries whose values are coprime
// with a square sum of squares, modulo MOD; ladder -1 unparseable, -0.5
// outside [0, MOD), 1 exact, else 0.
#include <algorithm>
#include <cstdint>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
// Unity builds: DEVELOPERS.md.
inline namespace pythagorean_graph_independent_set_counting_test_cc {
namespace {

constexpr char kEnv[] = "pythagorean_graph_independent_set_counting";

class PythagoreanGraphIndependentSetCountingTest : public testing::VerifierTableTest {};

TEST_F(PythagoreanGraphIndependentSetCountingTest, Ladder) {
  // H = 3 4 5 12 3, MOD = 100. 3^2 + 4^2 = 5^2 and 5^2 + 12^2 = 13^2, both
  // coprime; no other pair sums to a square (9 + 25 = 34, 9 + 144 = 153,
  // 16 + 25 = 41, 16 + 144 = 160, 9 + 9 = 18). Edges: 0-1, 4-1 (vertex 1
  // holds the 4, vertices 0 and 4 the 3s) and 2-3. Independent sets of
  // {0, 1, 4}: {}, {0}, {4}, {0, 4}, {1}: 5; of {2, 3}: {}, {2}, {3}: 3.
  // 5 * 3 = 15 with the empty set, so 14.
  CheckInstance(kEnv, R"({"h": [3, 4, 5, 12, 3], "mod": 100})",
                {{"<answer>14</answer>", 1, true, true},
                 {"<answer> 014 </answer>", 1, true, true},
                 {"\\boxed{14}", 1, true, true},
                 {"<answer>15</answer>", 0, false, true},  // The empty set counted.
                 {"<answer>31</answer>", 0, false, true},  // Every non-empty subset.
                 {"<answer>0</answer>", 0, false, true},
                 {"<answer>100</answer>", -0.5, false, true},
                 {"<answer>114</answer>", -0.5, false, true},
                 {"<answer>-14</answer>", -0.5, false, true},
                 {"<answer>fourteen</answer>", -1, false, false},
                 {"14", -1, false, false}});
}

TEST_F(PythagoreanGraphIndependentSetCountingTest, HandDerivedValues) {
  // 6 8: 36 + 64 = 100 = 10^2 but gcd 2, no edge: 3 sets. 20 21: 400 + 441
  // = 841 = 29^2, coprime: {0}, {1}: 2. 5 5: 50 is no square: 3. 3 4 3 4:
  // every 3 is joined to every 4, so a set holds only 3s or only 4s: 3 + 3.
  // 8 15 17: only 64 + 225 = 289 is a square: 7 subsets less {8, 15} and
  // {8, 15, 17}: 5. The Ladder instance modulo 7: 14 mod 7 = 0.
  const struct { const char* instance; const char* answer; } kCases[] = {
      {R"({"h": [6, 8], "mod": 100})", "3"},
      {R"({"h": [20, 21], "mod": 100})", "2"},
      {R"({"h": [5, 5], "mod": 100})", "3"},
      {R"({"h": [3, 4, 3, 4], "mod": 100})", "6"},
      {R"({"h": [8, 15, 17], "mod": 100})", "5"},
      {R"({"h": [8, 15, 17], "mod": 3})", "2"},
      {R"({"h": [1], "mod": 2})", "1"},
      {R"({"h": [3, 4, 5, 12, 3], "mod": 7})", "0"},
  };
  for (const auto& c : kCases) {
    CheckInstance(kEnv, c.instance,
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

bool Joined(int64_t a, int64_t b) {
  const int64_t sum = a * a + b * b;
  int64_t root = 0;
  while ((root + 1) * (root + 1) <= sum) ++root;
  return root * root == sum && std::gcd(a, b) == 1;
}

// Brute force from the definition: every non-empty subset of the vertices,
// counted when no two of its vertices are joined.
int64_t CountIndependentSets(const std::vector<int64_t>& h) {
  const size_t n = h.size();
  int64_t count = 0;
  for (uint32_t set = 1; set < (1u << n); ++set) {
    bool independent = true;
    for (size_t i = 0; i < n && independent; ++i) {
      for (size_t j = i + 1; j < n && independent; ++j) {
        if ((set >> i & 1) && (set >> j & 1) && Joined(h[i], h[j])) independent = false;
      }
    }
    count += independent;
  }
  return count;
}

TEST(PythagoreanGraphIndependentSetCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 6, 15)) {
    const std::vector<int64_t> h = g.Ints("h");
    const int64_t mod = g.Int("mod");
    ASSERT_GE(h.size(), 3u) << g.Where();
    ASSERT_LE(h.size(), 9u) << g.Where();
    bool edge = false;  // Generated graphs have an edge.
    for (size_t i = 0; i < h.size(); ++i) {
      for (size_t j = i + 1; j < h.size(); ++j) edge = edge || Joined(h[i], h[j]);
    }
    EXPECT_TRUE(edge) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(CountIndependentSets(h) % mod)) << g.Where();
  }
}

// The reference relies on the graph of the values 1..50000 (the declared
// bound) being a forest. Checked here from Euclid's parametrisation of the
// primitive triples (m > k coprime, of opposite parity: legs m^2 - k^2 and
// 2mk), union-find over the pairs in order of their larger leg: none closes
// a cycle up to 50000, and the first that does has larger leg 94395.
TEST(PythagoreanGraphIndependentSetCountingInstanceTest, ValueGraphIsAForestUpToTheBound) {
  constexpr int64_t kLimit = 100000;
  std::vector<std::vector<std::pair<int64_t, int64_t>>> by_top(kLimit + 1);
  for (int64_t k = 1; 2 * k * k < kLimit; ++k) {
    for (int64_t m = k + 1; 2 * m * k <= kLimit; m += 2) {  // Opposite parity.
      if (std::gcd(m, k) != 1) continue;
      const int64_t a = m * m - k * k, b = 2 * m * k;
      if (a <= kLimit) by_top[std::max(a, b)].emplace_back(a, b);
    }
  }
  std::vector<int64_t> root(kLimit + 1);
  std::iota(root.begin(), root.end(), 0);
  auto find = [&](int64_t v) {
    while (root[v] != v) v = root[v] = root[root[v]];
    return v;
  };
  int64_t first_cycle = 0;
  for (int64_t top = 1; top <= kLimit && first_cycle == 0; ++top) {
    for (const auto& [a, b] : by_top[top]) {
      const int64_t ra = find(a), rb = find(b);
      if (ra == rb) first_cycle = top;
      root[ra] = rb;
    }
  }
  EXPECT_EQ(first_cycle, 94395);
  // Finish rejects nothing within the bounds; the top of the value range
  // is accepted.
  std::string top_values = "[43001";
  for (int64_t v = 43002; v <= 50000; ++v) absl::StrAppend(&top_values, ", ", v);
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kEnv, absl::StrCat(R"({"h": )", top_values, R"(], "mod": 1000000000})"))
                  .ok());
}

}  // namespace
}  // namespace pythagorean_graph_independent_set_counting_test_cc
}  // namespace referee

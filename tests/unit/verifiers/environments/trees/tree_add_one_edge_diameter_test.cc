// TreeAddOneEdgeDiameter (RLVE-Gym): add one edge of length L to a weighted
// tree minimising the diameter; ladder -1 unless two integers, -0.5 a
// vertex out of 1..N, else (least diameter / diameter)^beta, beta = 5.
// Every expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/brute_force.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace tree_add_one_edge_diameter_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Numbers;

constexpr char kName[] = "tree_add_one_edge_diameter";

class TreeAddOneEdgeDiameterTest : public testing::VerifierTableTest {};

// The path 1-2-3-4, every edge of length 1, L = 1: the tree's diameter is
// 3 (1 to 4). Adding 1-4 closes a 4-cycle of unit edges: every pair is
// within 2. Adding 1-3: 1 to 4 is 1 + 1 = 2, 2 to 4 stays 2 (the detour
// 2-1-3-4 is 3): diameter 2; 2-4 likewise. Diameter 1 would need 1 and 4
// adjacent, which only 1-4 gives, and then 2 to 4 is 2: the least is 2.
// Adding 1-2, 2-3, 3-4 (a parallel edge) or a loop changes nothing: 3,
// scoring (2/3)^5.
const char kPath[] = R"({"n": 4, "l": 1, "edges": [[1, 2, 1], [3, 2, 1], [3, 4, 1]]})";

// Edges of length 0 except 2-3 (length 5), L = 0: any new edge across 2-3
// (1-3, 1-4, 2-3, 2-4) makes every distance 0; any other leaves 1 to 4 at
// 5, scoring (0/5)^5 = 0.
const char kZero[] = R"({"n": 4, "l": 0, "edges": [[1, 2, 0], [2, 3, 5], [3, 4, 0]]})";

TEST_F(TreeAddOneEdgeDiameterTest, Ladder) {
  const double two_thirds = std::pow(2.0 / 3, 5);
  CheckInstance(
      kName, kPath,
      {{"<answer>1 4</answer>", 1, true, true},
       {"<answer>4 1</answer>", 1, true, true},  // Either order.
       {"<answer>1 3</answer>", 1, true, true},  // Any optimal pair.
       {"<answer>4 2</answer>", 1, true, true},
       {"<answer>+1 04</answer>", 1, true, true},
       {"\\boxed{1 4}", 1, true, true},  // The \boxed fallback.
       {"<answer>1 2</answer>", two_thirds, false, true},  // Parallel edge: 3.
       {"<answer>3 2</answer>", two_thirds, false, true},
       {"<answer>2 2</answer>", two_thirds, false, true},  // A loop: 3.
       {"<answer>0 4</answer>", -0.5, false, true},        // No vertex 0.
       {"<answer>1 5</answer>", -0.5, false, true},        // No vertex 5.
       {"<answer>-1 4</answer>", -0.5, false, true},
       {"<answer>1 99999999999999999999</answer>", -0.5, false, true},
       {"<answer>1</answer>", -1, false, false},       // Not two integers.
       {"<answer>1 4 2</answer>", -1, false, false},
       {"<answer></answer>", -1, false, false},
       {"<answer>1,4</answer>", -1, false, false},
       {"<answer>1 x</answer>", -1, false, false},
       {"1 4", -1, false, false},              // No tag.
       {"<answer>1 4", -1, false, false}});    // Unclosed.
  CheckInstance(kName, kZero,
                {{"<answer>1 4</answer>", 1, true, true},  // 0 / 0: full credit.
                 {"<answer>2 3</answer>", 1, true, true},
                 {"<answer>3 1</answer>", 1, true, true},
                 {"<answer>1 2</answer>", 0, false, true},   // (0/5)^5.
                 {"<answer>4 4</answer>", 0, false, true}});
  // beta = 1: diameter 3 for 2 earns the plain 2/3.
  CheckInstance(kName, kPath, {{"<answer>1 2</answer>", 2.0 / 3, false, true}}, R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
}

TEST(TreeAddOneEdgeDiameterInstanceTest, RejectsBadInstances) {
  const auto status = [](const std::string& json) {
    return testing::PrepareInstanceStatus(kName, json);
  };
  EXPECT_TRUE(status(kPath).ok());
  EXPECT_TRUE(status(kZero).ok());
  EXPECT_TRUE(status(R"({"n": 4, "l": 1000, "edges": [[1, 2, 1000], [1, 3, 0], [1, 4, 7]]})").ok());
  EXPECT_FALSE(status(R"({"n": 3, "l": 1, "edges": [[1, 2, 1], [2, 3, 1]]})").ok());  // n < 4.
  EXPECT_FALSE(status(R"({"n": 4, "l": 1001, "edges": [[1, 2, 1], [2, 3, 1], [3, 4, 1]]})").ok());
  EXPECT_FALSE(status(R"({"n": 4, "l": -1, "edges": [[1, 2, 1], [2, 3, 1], [3, 4, 1]]})").ok());
  EXPECT_FALSE(status(R"({"n": 4, "l": 1, "edges": [[1, 2, 1001], [2, 3, 1], [3, 4, 1]]})").ok());
  EXPECT_FALSE(status(R"({"n": 4, "l": 1, "edges": [[1, 2, -1], [2, 3, 1], [3, 4, 1]]})").ok());
  EXPECT_FALSE(status(R"({"n": 4, "l": 1, "edges": [[0, 2, 1], [2, 3, 1], [3, 4, 1]]})").ok());
  EXPECT_FALSE(status(R"({"n": 4, "l": 1, "edges": [[1, 2, 1], [2, 3, 1], [3, 5, 1]]})").ok());
  EXPECT_FALSE(status(R"({"n": 4, "l": 1, "edges": [[1, 2, 1], [2, 3, 1]]})").ok());  // 2 edges.
  EXPECT_FALSE(status(R"({"n": 4, "l": 1, "edges": [[1, 2, 1], [2, 1, 1], [3, 4, 1]]})").ok());
  EXPECT_FALSE(status(R"({"n": 4, "l": 1, "edges": [[1, 2, 1], [2, 3, 1], [3, 1, 1]]})").ok());
  EXPECT_FALSE(status(R"({"n": 4, "l": 1, "edges": [[1, 1, 1], [2, 3, 1], [3, 4, 1]]})").ok());
  EXPECT_FALSE(status(R"({"n": 4, "l": 1, "edges": [[1, 2], [2, 3], [3, 4]]})").ok());
}

// Generated instances, N = 4..10 at levels 0..6: for every pair (x, y),
// the graph with the new edge built as a weight matrix (a parallel edge
// keeps the shorter length, a loop nothing) and all its distances by
// Floyd-Warshall; the least diameter is the gold; the reference has it and
// its last digit changed does not; every pair scores (gold / diameter)^5
// (1 for 0 / 0), full only at the gold.
TEST(TreeAddOneEdgeDiameterBruteForceTest, GeneratedInstances) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 6, 12)) {
    const int64_t n = g.Int("n"), l = g.Int("l");
    EXPECT_EQ(n, 4 + g.level) << g.Where();
    EXPECT_TRUE(0 <= l && l <= n) << g.Where();
    const size_t size = static_cast<size_t>(n) + 1;
    constexpr int64_t kFar = int64_t{1} << 40;
    std::vector<std::vector<int64_t>> base(size, std::vector<int64_t>(size, kFar));
    const auto edges = g.IntRows("edges");
    EXPECT_EQ(static_cast<int64_t>(edges.size()), n - 1) << g.Where();
    for (const auto& e : edges) {
      EXPECT_TRUE(1 <= e[0] && e[0] < e[1] && e[1] <= n) << g.Where();
      EXPECT_TRUE(0 <= e[2] && e[2] <= n) << g.Where();
      base[static_cast<size_t>(e[0])][static_cast<size_t>(e[1])] = e[2];
      base[static_cast<size_t>(e[1])][static_cast<size_t>(e[0])] = e[2];
    }
    const auto diameter = [&](int64_t x, int64_t y) {
      std::vector<std::vector<int64_t>> d = base;
      for (size_t v = 1; v < size; ++v) d[v][v] = 0;
      if (x != y) {
        int64_t& a = d[static_cast<size_t>(x)][static_cast<size_t>(y)];
        a = std::min(a, l);
        d[static_cast<size_t>(y)][static_cast<size_t>(x)] = a;
      }
      for (size_t m = 1; m < size; ++m) {
        for (size_t i = 1; i < size; ++i) {
          for (size_t j = 1; j < size; ++j) d[i][j] = std::min(d[i][j], d[i][m] + d[m][j]);
        }
      }
      int64_t most = 0;
      for (size_t i = 1; i < size; ++i) {
        for (size_t j = 1; j < size; ++j) most = std::max(most, d[i][j]);
      }
      return most;
    };
    std::vector<std::vector<int64_t>> with(size, std::vector<int64_t>(size, 0));
    int64_t gold = kFar;
    for (int64_t x = 1; x <= n; ++x) {
      for (int64_t y = 1; y <= n; ++y) {
        with[static_cast<size_t>(x)][static_cast<size_t>(y)] = diameter(x, y);
        gold = std::min(gold, with[static_cast<size_t>(x)][static_cast<size_t>(y)]);
      }
    }
    ASSERT_LT(gold, kFar) << g.Where();  // A tree: connected.
    const std::vector<int64_t> reference = Numbers(g.answer);
    ASSERT_EQ(reference.size(), 2u) << g.Where();
    ASSERT_TRUE(1 <= reference[0] && reference[0] <= n && 1 <= reference[1] && reference[1] <= n)
        << g.Where();
    EXPECT_EQ(with[static_cast<size_t>(reference[0])][static_cast<size_t>(reference[1])], gold)
        << g.Where();
    const PreparedProblemPtr problem = testing::PrepareGenerated(kName, g);
    ASSERT_NE(problem, nullptr);
    const std::optional<std::string> corrupted = testing::WithLastDigitChanged(g.answer);
    ASSERT_TRUE(corrupted.has_value());
    EXPECT_FALSE(
        testing::ScoreWith(kName, *problem, absl::StrCat("<answer>", *corrupted, "</answer>"))
            .correct)
        << g.Where() << ": " << *corrupted;
    for (int64_t x = 1; x <= n; ++x) {
      for (int64_t y = 1; y <= n; ++y) {
        const std::string text = absl::StrCat(x, " ", y);
        const Verdict v =
            testing::ScoreWith(kName, *problem, absl::StrCat("<answer>", text, "</answer>"));
        const int64_t d = with[static_cast<size_t>(x)][static_cast<size_t>(y)];
        const double expected =
            d == 0 ? 1.0 : std::pow(static_cast<double>(gold) / static_cast<double>(d), 5);
        EXPECT_NEAR(v.score, expected, 1e-12) << g.Where() << ": " << text;
        EXPECT_EQ(v.correct, d == gold) << g.Where() << ": " << text;
      }
    }
  }
}

}  // namespace
}  // namespace tree_add_one_edge_diameter_test_cc
}  // namespace referee

// TreeChangeOneEdgeDiameter (RLVE-Gym): remove one tree edge and add one so
// it stays a tree, minimising or maximising the diameter; ladder -1 unless
// four integers, -0.5 an invalid change, else (least / diameter)^beta or
// (diameter / largest)^beta, beta = 5. Every expectation is worked out by
// hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/brute_force.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace tree_change_one_edge_diameter_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Numbers;

constexpr char kName[] = "tree_change_one_edge_diameter";

class TreeChangeOneEdgeDiameterTest : public testing::VerifierTableTest {};

// The path 1-2-3-4 (diameter 3). Minimising: a tree on 4 vertices has
// diameter at least 2, which the star is: remove 3-4, add 2-4 (star at 2)
// or remove 1-2, add 1-3 (star at 3). Maximising: 3 is the most (a path),
// e.g. removing 1-2 and adding it back.
const char kPathMin[] = R"({"n": 4, "maximize": 0, "edges": [[1, 2], [3, 2], [3, 4]]})";
const char kPathMax[] = R"({"n": 4, "maximize": 1, "edges": [[1, 2], [3, 2], [3, 4]]})";
// The star on 1 with leaves 2..5 (diameter 2), maximising: removing a leaf
// edge leaves a leaf and a 4-star (diameter 2); the leaf joined to another
// leaf gives the path 5-2-1-3: 3, the most.
const char kStarMax[] =
    R"({"n": 5, "maximize": 1, "edges": [[1, 2], [1, 3], [1, 4], [1, 5]]})";

TEST_F(TreeChangeOneEdgeDiameterTest, Ladder) {
  const double two_thirds = std::pow(2.0 / 3, 5);
  CheckInstance(
      kName, kPathMin,
      {{"<answer>3 4 2 4</answer>", 1, true, true},  // Star at 2.
       {"<answer>4 3 4 2</answer>", 1, true, true},  // Either order.
       {"<answer>1 2 1 3</answer>", 1, true, true},  // Star at 3.
       {"<answer>+3 04 2 4</answer>", 1, true, true},
       {"\\boxed{3 4 2 4}", 1, true, true},  // The \boxed fallback.
       {"<answer>1 2 1 2</answer>", two_thirds, false, true},  // Back: the path, 3.
       {"<answer>2 3 1 4</answer>", two_thirds, false, true},  // The path 2-1-4-3.
       {"<answer>2 3 2 4</answer>", two_thirds, false, true},  // The path 1-2-4-3.
       {"<answer>1 2 2 4</answer>", -0.5, false, true},  // 2, 4 on one side: a cycle.
       {"<answer>1 2 3 4</answer>", -0.5, false, true},  // An edge already there.
       {"<answer>1 3 1 4</answer>", -0.5, false, true},  // 1-3 is no edge.
       {"<answer>1 2 1 1</answer>", -0.5, false, true},  // A loop.
       {"<answer>1 2 1 5</answer>", -0.5, false, true},  // No vertex 5.
       {"<answer>1 2 0 3</answer>", -0.5, false, true},
       {"<answer>1 2 -1 3</answer>", -0.5, false, true},
       {"<answer>1 2 1 99999999999999999999</answer>", -0.5, false, true},
       {"<answer>1 2 3</answer>", -1, false, false},  // Not four integers.
       {"<answer>1 2 3 4 5</answer>", -1, false, false},
       {"<answer></answer>", -1, false, false},
       {"<answer>3,4,2,4</answer>", -1, false, false},
       {"<answer>3 4 2 x</answer>", -1, false, false},
       {"3 4 2 4", -1, false, false},            // No tag.
       {"<answer>3 4 2 4", -1, false, false}});  // Unclosed.
  CheckInstance(kName, kPathMax,
                {{"<answer>1 2 1 2</answer>", 1, true, true},  // Still the path: 3.
                 {"<answer>2 3 1 4</answer>", 1, true, true},  // The path 2-1-4-3.
                 {"<answer>3 4 2 4</answer>", two_thirds, false, true},  // Star: (2/3)^5.
                 {"<answer>1 2 2 4</answer>", -0.5, false, true}});
  CheckInstance(kName, kStarMax,
                {{"<answer>1 5 2 5</answer>", 1, true, true},  // 5-2-1-3: 3.
                 {"<answer>5 1 3 5</answer>", 1, true, true},
                 {"<answer>1 5 1 5</answer>", two_thirds, false, true},  // The star: 2.
                 {"<answer>1 5 2 3</answer>", -0.5, false, true}});     // A cycle.
  // beta = 1: diameter 3 against the least 2 earns the plain 2/3, and 2
  // against the largest 3 too.
  CheckInstance(kName, kPathMin, {{"<answer>1 2 1 2</answer>", 2.0 / 3, false, true}},
                R"({"beta": 1})");
  CheckInstance(kName, kStarMax, {{"<answer>1 5 1 5</answer>", 2.0 / 3, false, true}},
                R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
}

TEST(TreeChangeOneEdgeDiameterInstanceTest, RejectsBadInstances) {
  const auto status = [](const std::string& json) {
    return testing::PrepareInstanceStatus(kName, json);
  };
  EXPECT_TRUE(status(kPathMin).ok());
  EXPECT_TRUE(status(kStarMax).ok());
  EXPECT_FALSE(status(R"({"n": 3, "maximize": 0, "edges": [[1, 2], [2, 3]]})").ok());  // n < 4.
  EXPECT_FALSE(status(R"({"n": 4, "maximize": 2, "edges": [[1, 2], [2, 3], [3, 4]]})").ok());
  EXPECT_FALSE(status(R"({"n": 4, "maximize": -1, "edges": [[1, 2], [2, 3], [3, 4]]})").ok());
  EXPECT_FALSE(status(R"({"n": 4, "maximize": 0, "edges": [[0, 2], [2, 3], [3, 4]]})").ok());
  EXPECT_FALSE(status(R"({"n": 4, "maximize": 0, "edges": [[1, 2], [2, 3], [3, 5]]})").ok());
  EXPECT_FALSE(status(R"({"n": 4, "maximize": 0, "edges": [[1, 2], [2, 3]]})").ok());
  EXPECT_FALSE(status(R"({"n": 4, "maximize": 0, "edges": [[1, 2], [2, 1], [3, 4]]})").ok());
  EXPECT_FALSE(status(R"({"n": 4, "maximize": 0, "edges": [[1, 2], [2, 3], [3, 1]]})").ok());
  EXPECT_FALSE(status(R"({"n": 4, "maximize": 0, "edges": [[1, 1], [2, 3], [3, 4]]})").ok());
  EXPECT_FALSE(status(R"({"n": 4, "maximize": 0, "edges": [[1, 2, 1], [2, 3, 1], [3, 4, 1]]})").ok());
}

// Generated instances, N = 4..8 at levels 0..4: every answer u1 v1 u2 v2 in
// 1..N judged from the definition (u1-v1 an edge of the tree; the edge set
// without it plus u2-v2, u2 != v2 and not already there, is a tree: N - 1
// edges with no cycle, by union-find; its diameter from all-pairs
// breadth-first distances); the best over valid answers is the gold; the
// reference is valid with it and its last digit changed is not correct;
// every answer scores -0.5 if invalid, else the ratio to the 5th power,
// full only at the gold.
TEST(TreeChangeOneEdgeDiameterBruteForceTest, GeneratedInstances) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 4, 5)) {
    const int64_t n = g.Int("n"), maximize = g.Int("maximize");
    EXPECT_EQ(n, 4 + g.level) << g.Where();
    ASSERT_TRUE(maximize == 0 || maximize == 1) << g.Where();
    std::set<std::pair<int64_t, int64_t>> tree;
    for (const auto& e : g.IntRows("edges")) {
      EXPECT_TRUE(1 <= e[0] && e[0] < e[1] && e[1] <= n) << g.Where();
      tree.insert({e[0], e[1]});
    }
    ASSERT_EQ(static_cast<int64_t>(tree.size()), n - 1) << g.Where();
    const size_t size = static_cast<size_t>(n) + 1;
    // -1 if invalid, else the diameter.
    const auto judge = [&](int64_t u1, int64_t v1, int64_t u2, int64_t v2) -> int64_t {
      std::set<std::pair<int64_t, int64_t>> edges = tree;
      if (edges.erase({std::min(u1, v1), std::max(u1, v1)}) != 1) return -1;
      if (u2 == v2 || !edges.insert({std::min(u2, v2), std::max(u2, v2)}).second) return -1;
      std::vector<int64_t> root(size);
      for (size_t v = 0; v < size; ++v) root[v] = static_cast<int64_t>(v);
      const auto find = [&](int64_t v) {
        while (root[static_cast<size_t>(v)] != v) v = root[static_cast<size_t>(v)];
        return v;
      };
      constexpr int64_t kFar = 1000;
      std::vector<std::vector<int64_t>> d(size, std::vector<int64_t>(size, kFar));
      for (const auto& [a, b] : edges) {
        if (find(a) == find(b)) return -1;
        root[static_cast<size_t>(find(a))] = find(b);
        d[static_cast<size_t>(a)][static_cast<size_t>(b)] = 1;
        d[static_cast<size_t>(b)][static_cast<size_t>(a)] = 1;
      }
      for (size_t v = 1; v < size; ++v) d[v][v] = 0;
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
    std::vector<std::vector<int64_t>> answers;  // {u1, v1, u2, v2, judged}.
    int64_t gold = -1;
    for (int64_t u1 = 1; u1 <= n; ++u1) {
      for (int64_t v1 = 1; v1 <= n; ++v1) {
        for (int64_t u2 = 1; u2 <= n; ++u2) {
          for (int64_t v2 = 1; v2 <= n; ++v2) {
            const int64_t d = judge(u1, v1, u2, v2);
            answers.push_back({u1, v1, u2, v2, d});
            if (d >= 0 && (gold < 0 || (maximize == 1 ? d > gold : d < gold))) gold = d;
          }
        }
      }
    }
    ASSERT_GT(gold, 0) << g.Where();
    const std::vector<int64_t> reference = Numbers(g.answer);
    ASSERT_EQ(reference.size(), 4u) << g.Where();
    EXPECT_EQ(judge(reference[0], reference[1], reference[2], reference[3]), gold) << g.Where();
    const PreparedProblemPtr problem = testing::PrepareGenerated(kName, g);
    ASSERT_NE(problem, nullptr);
    const std::optional<std::string> corrupted = testing::WithLastDigitChanged(g.answer);
    ASSERT_TRUE(corrupted.has_value());
    EXPECT_FALSE(
        testing::ScoreWith(kName, *problem, absl::StrCat("<answer>", *corrupted, "</answer>"))
            .correct)
        << g.Where() << ": " << *corrupted;
    for (const std::vector<int64_t>& a : answers) {
      const std::string text = absl::StrCat(a[0], " ", a[1], " ", a[2], " ", a[3]);
      const Verdict v =
          testing::ScoreWith(kName, *problem, absl::StrCat("<answer>", text, "</answer>"));
      const int64_t d = a[4];
      if (d < 0) {
        EXPECT_EQ(v.score, -0.5) << g.Where() << ": " << text;
        EXPECT_FALSE(v.correct) << g.Where() << ": " << text;
        continue;
      }
      const double ratio = maximize == 1 ? static_cast<double>(d) / static_cast<double>(gold)
                                         : static_cast<double>(gold) / static_cast<double>(d);
      EXPECT_NEAR(v.score, std::pow(ratio, 5), 1e-12) << g.Where() << ": " << text;
      EXPECT_EQ(v.correct, d == gold) << g.Where() << ": " << text;
    }
  }
}

}  // namespace
}  // namespace tree_change_one_edge_diameter_test_cc
}  // namespace referee

// Vertex_KCenter (RLVE-Gym): K vertices minimising the largest distance to
// the nearest chosen one; ladder -1 unparseable, -0.5 a repeat, not K
// vertices or one out of range, else (least radius / radius)^beta, beta = 5.
// Every expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/brute_force.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/parsing/final_answer.h"

namespace referee {
inline namespace vertex_k_center_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Numbers;

constexpr char kName[] = "vertex_k_center";

class VertexKCenterTest : public testing::VerifierTableTest {};

// The path 0-1-2-3-4, every edge of length 1 (distance |i - j|), K = 2.
// Radius 0 would need every vertex chosen; {1, 3} reaches every vertex
// within 1 (so do {0, 3} and {1, 4}): the least radius is 1. {0, 4}
// leaves 2 at distance 2; {0, 1} leaves 4 at distance 3.
const char kPath[] =
    R"({"n": 5, "k": 2, "edges": [[0, 1, 1], [2, 1, 1], [2, 3, 1], [3, 4, 1]]})";

TEST_F(VertexKCenterTest, Ladder) {
  CheckInstance(
      kName, kPath,
      {{"<answer>1 3</answer>", 1, true, true},
       {"<answer>3 1</answer>", 1, true, true},  // Any order.
       {"<answer>0 3</answer>", 1, true, true},  // Any optimal set.
       {"<answer>1 4</answer>", 1, true, true},
       {"<answer>+1 03</answer>", 1, true, true},
       {"\\boxed{1 3}", 1, true, true},  // The \boxed fallback.
       {"<answer>0 4</answer>", 1.0 / 32, false, true},             // Radius 2: (1/2)^5.
       {"<answer>2 4</answer>", 1.0 / 32, false, true},             // 0 at distance 2.
       {"<answer>0 1</answer>", std::pow(1.0 / 3, 5), false, true},  // Radius 3.
       {"<answer>1 1</answer>", -0.5, false, true},    // A repeat.
       {"<answer>1</answer>", -0.5, false, true},      // One of two.
       {"<answer>1 3 4</answer>", -0.5, false, true},  // Three.
       {"<answer></answer>", -0.5, false, true},
       {"<answer>1 5</answer>", -0.5, false, true},    // No vertex 5.
       {"<answer>-1 3</answer>", -0.5, false, true},
       {"<answer>1 99999999999999999999</answer>", -0.5, false, true},
       {"<answer>1,3</answer>", -1, false, false},
       {"<answer>1 x</answer>", -1, false, false},
       {"1 3", -1, false, false},               // No tag.
       {"<answer>1 3", -1, false, false}});     // Unclosed.
  // beta = 1: radius 2 for 1 earns the plain 1/2.
  CheckInstance(kName, kPath, {{"<answer>0 4</answer>", 0.5, false, true}}, R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
}

TEST(VertexKCenterInstanceTest, RejectsBadInstances) {
  const auto status = [](const std::string& json) {
    return testing::PrepareInstanceStatus(kName, json);
  };
  EXPECT_TRUE(status(kPath).ok());
  EXPECT_FALSE(status(R"({"n": 3, "k": 1, "edges": [[0, 1, 1]]})").ok());  // 2 apart.
  EXPECT_FALSE(status(R"({"n": 3, "k": 3, "edges": [[0, 1, 1], [1, 2, 1]]})").ok());
  EXPECT_FALSE(status(R"({"n": 3, "k": 0, "edges": [[0, 1, 1], [1, 2, 1]]})").ok());
  EXPECT_FALSE(status(R"({"n": 3, "k": 1, "edges": [[0, 1, 0], [1, 2, 1]]})").ok());
  EXPECT_FALSE(status(R"({"n": 3, "k": 1, "edges": [[0, 1, 1001], [1, 2, 1]]})").ok());
  EXPECT_TRUE(status(R"({"n": 3, "k": 1, "edges": [[0, 1, 1000], [1, 2, 1]]})").ok());
  EXPECT_FALSE(status(R"({"n": 3, "k": 1, "edges": [[0, 1, 1], [1, 0, 2], [1, 2, 1]]})").ok());
  EXPECT_FALSE(status(R"({"n": 3, "k": 1, "edges": [[0, 0, 1], [0, 1, 1], [1, 2, 1]]})").ok());
  EXPECT_FALSE(status(R"({"n": 3, "k": 1, "edges": [[0, 1, 1], [1, 3, 1]]})").ok());
}

// Generated instances, N = 4..9 at levels 0..5: every K-subset's radius
// from the definition (Floyd-Warshall distances here); the least is the
// gold; the reference is a K-set with that radius; every subset scores
// (gold / radius)^5, full only at the gold.
TEST(VertexKCenterBruteForceTest, GeneratedInstances) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 5, 20)) {
    const int64_t n = g.Int("n"), k = g.Int("k");
    EXPECT_EQ(n, 4 + g.level) << g.Where();
    ASSERT_TRUE(1 <= k && k < n) << g.Where();
    const size_t size = static_cast<size_t>(n);
    std::vector<std::vector<int64_t>> d(size, std::vector<int64_t>(size, 1 << 30));
    for (size_t v = 0; v < size; ++v) d[v][v] = 0;
    for (const auto& e : g.IntRows("edges")) {
      EXPECT_TRUE(1 <= e[2] && e[2] <= n) << g.Where();
      d[static_cast<size_t>(e[0])][static_cast<size_t>(e[1])] = e[2];
      d[static_cast<size_t>(e[1])][static_cast<size_t>(e[0])] = e[2];
    }
    for (size_t m = 0; m < size; ++m) {
      for (size_t i = 0; i < size; ++i) {
        for (size_t j = 0; j < size; ++j) d[i][j] = std::min(d[i][j], d[i][m] + d[m][j]);
      }
    }
    const auto radius = [&](const std::vector<int64_t>& set) {
      int64_t r = 0;
      for (size_t u = 0; u < size; ++u) {
        int64_t nearest = 1 << 30;
        for (const int64_t c : set) nearest = std::min(nearest, d[u][static_cast<size_t>(c)]);
        r = std::max(r, nearest);
      }
      return r;
    };
    std::vector<std::vector<int64_t>> sets;
    for (uint32_t mask = 0; mask < (uint32_t{1} << n); ++mask) {
      if (__builtin_popcount(mask) != k) continue;
      std::vector<int64_t> set;
      for (int64_t v = 0; v < n; ++v) {
        if ((mask >> v) & 1) set.push_back(v);
      }
      sets.push_back(set);
    }
    int64_t gold = 1 << 30;
    for (const auto& set : sets) gold = std::min(gold, radius(set));
    ASSERT_LT(gold, 1 << 30) << g.Where();  // Connected.
    std::vector<int64_t> reference = Numbers(g.answer);
    ASSERT_EQ(reference.size(), static_cast<size_t>(k)) << g.Where();
    EXPECT_EQ(radius(reference), gold) << g.Where();
    std::sort(reference.begin(), reference.end());
    EXPECT_EQ(std::unique(reference.begin(), reference.end()), reference.end()) << g.Where();
    const PreparedProblemPtr problem = testing::PrepareGenerated(kName, g);
    ASSERT_NE(problem, nullptr);
    for (const auto& set : sets) {
      const std::string text = absl::StrJoin(set, " ");
      const Verdict v =
          testing::ScoreWith(kName, *problem, absl::StrCat("<answer>", text, "</answer>"));
      const int64_t r = radius(set);
      EXPECT_NEAR(v.score, std::pow(static_cast<double>(gold) / static_cast<double>(r), 5), 1e-12)
          << g.Where() << ": " << text;
      EXPECT_EQ(v.correct, r == gold) << g.Where() << ": " << text;
    }
  }
}

}  // namespace
}  // namespace vertex_k_center_test_cc
}  // namespace referee

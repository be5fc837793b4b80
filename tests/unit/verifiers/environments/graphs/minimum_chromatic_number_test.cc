// MinimumChromaticNumber (RLVE-Gym): colour a graph with the fewest
// colours; ladder -1 unparseable, -0.5 not N colours, an edge alike or a
// colour past 64 bits, else (chromatic number / colours used)^beta, beta = 5.
// Every expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/brute_force.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/parsing/final_answer.h"
#include "tests/sanitizers.h"

namespace referee {
inline namespace minimum_chromatic_number_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Numbers;

constexpr char kName[] = "minimum_chromatic_number";

class MinimumChromaticNumberTest : public testing::VerifierTableTest {};

// The 5-cycle 0-1-2-3-4-0 with vertex 5 joined to nothing. An odd cycle
// needs 3 colours; 0 1 0 1 2 (and anything for 5) uses 3.
const char kGraph[] =
    R"({"n": 6, "edges": [[0, 1], [1, 2], [2, 3], [3, 4], [0, 4]]})";

TEST_F(MinimumChromaticNumberTest, Ladder) {
  CheckInstance(
      kName, kGraph,
      {{"<answer>0 1 0 1 2 0</answer>", 1, true, true},
       {"<answer>7 -3 7 -3 9 9</answer>", 1, true, true},  // Any names.
       {"<answer>+0 01 0 1 2 0</answer>", 1, true, true},
       {"\\boxed{0 1 0 1 2 2}", 1, true, true},  // The \boxed fallback.
       {"<answer>0 1 0 1 2 3</answer>", std::pow(0.75, 5), false, true},  // Four colours.
       {"<answer>0 1 2 3 4 5</answer>", 1.0 / 32, false, true},           // Six: (3/6)^5.
       {"<answer>0 1 0 1 0 2</answer>", -0.5, false, true},  // 4 and 0 alike.
       {"<answer>0 0 1 0 1 2</answer>", -0.5, false, true},  // 0 and 1 alike.
       {"<answer>0 1 0 1 2</answer>", -0.5, false, true},      // Five colours for six.
       {"<answer>0 1 0 1 2 0 0</answer>", -0.5, false, true},  // Seven.
       {"<answer></answer>", -0.5, false, true},
       // A colour past 64 bits (documented deviation), and -2^63 itself.
       {"<answer>0 1 0 1 2 99999999999999999999</answer>", -0.5, false, true},
       {"<answer>0 1 0 1 2 -9223372036854775808</answer>", -0.5, false, true},
       {"<answer>0 1 0 1 2 9223372036854775807</answer>", std::pow(0.75, 5), false, true},
       {"<answer>0, 1, 0, 1, 2, 0</answer>", -1, false, false},
       {"<answer>0 1 0 1 2 x</answer>", -1, false, false},
       {"0 1 0 1 2 0", -1, false, false},               // No tag.
       {"<answer>0 1 0 1 2 0", -1, false, false}});     // Unclosed.
  // No edge: one colour.
  CheckInstance(kName, R"({"n": 3, "edges": []})",
                {{"<answer>4 4 4</answer>", 1, true, true},
                 {"<answer>4 4 5</answer>", 1.0 / 32, false, true}});
  // beta = 1: four colours for three earn the plain 3/4.
  CheckInstance(kName, kGraph, {{"<answer>0 1 0 1 2 3</answer>", 0.75, false, true}},
                R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
}

TEST(MinimumChromaticNumberInstanceTest, RejectsBadGraphs) {
  const auto status = [](const std::string& json) {
    return testing::PrepareInstanceStatus(kName, json);
  };
  EXPECT_TRUE(status(R"({"n": 2, "edges": [[0, 1]]})").ok());
  EXPECT_FALSE(status(R"({"n": 2, "edges": [[0, 1], [1, 0]]})").ok());
  EXPECT_FALSE(status(R"({"n": 2, "edges": [[0, 0]]})").ok());
  EXPECT_FALSE(status(R"({"n": 2, "edges": [[0, 2]]})").ok());
  EXPECT_FALSE(status(R"({"n": 19, "edges": [[0, 1]]})").ok());
  EXPECT_FALSE(status(R"({"n": 1, "edges": []})").ok());
}

bool Proper(const std::vector<std::vector<int64_t>>& edges, const std::vector<int64_t>& c) {
  for (const auto& e : edges) {
    if (c[static_cast<size_t>(e[0])] == c[static_cast<size_t>(e[1])]) return false;
  }
  return true;
}

// The least k with a proper colouring in 0..k-1: every assignment of
// 0..k-1 to the n vertices (k^n of them) tried.
int64_t Chromatic(int64_t n, const std::vector<std::vector<int64_t>>& edges) {
  for (int64_t k = 1;; ++k) {
    int64_t total = 1;
    for (int64_t i = 0; i < n; ++i) total *= k;
    for (int64_t code = 0; code < total; ++code) {
      std::vector<int64_t> c(static_cast<size_t>(n));
      for (int64_t i = 0, rest = code; i < n; ++i, rest /= k) c[static_cast<size_t>(i)] = rest % k;
      if (Proper(edges, c)) return k;
    }
  }
}

// Generated instances, N = 5..8 at levels 0..3: a simple graph; the
// reference is proper with exactly the exhaustive chromatic number of
// colours and earns 1. For N = 5, 6 every colouring in 0..N-1 scores -0.5
// if improper, else (chromatic / used)^5, full only if optimal.
TEST(MinimumChromaticNumberBruteForceTest, GeneratedInstances) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 3, testing::SweepSeeds(10))) {
    const int64_t n = g.Int("n");
    EXPECT_EQ(n, 5 + g.level) << g.Where();
    const std::vector<std::vector<int64_t>> edges = g.IntRows("edges");
    EXPECT_FALSE(edges.empty()) << g.Where();
    const int64_t chromatic = Chromatic(n, edges);
    const std::vector<int64_t> colour = Numbers(g.answer);
    ASSERT_EQ(colour.size(), static_cast<size_t>(n)) << g.Where();
    EXPECT_TRUE(Proper(edges, colour)) << g.Where();
    EXPECT_EQ(static_cast<int64_t>(std::set<int64_t>(colour.begin(), colour.end()).size()),
              chromatic)
        << g.Where();
    const PreparedProblemPtr problem = testing::PrepareGenerated(kName, g);
    ASSERT_NE(problem, nullptr);
    EXPECT_EQ(testing::ScoreWith(kName, *problem, g.reference_output).score, 1) << g.Where();
    if (n > 6) continue;
    int64_t total = 1;
    for (int64_t i = 0; i < n; ++i) total *= n;
    for (int64_t code = 0; code < total; ++code) {
      std::vector<int64_t> c(static_cast<size_t>(n));
      std::string text;
      for (int64_t i = 0, rest = code; i < n; ++i, rest /= n) {
        c[static_cast<size_t>(i)] = rest % n;
        absl::StrAppend(&text, " ", rest % n);
      }
      const Verdict v =
          testing::ScoreWith(kName, *problem, absl::StrCat("<answer>", text, "</answer>"));
      if (!Proper(edges, c)) {
        EXPECT_EQ(v.score, -0.5) << g.Where() << ":" << text;
        continue;
      }
      const int64_t used = static_cast<int64_t>(std::set<int64_t>(c.begin(), c.end()).size());
      EXPECT_EQ(v.correct, used == chromatic) << g.Where() << ":" << text;
      EXPECT_NEAR(v.score, std::pow(static_cast<double>(chromatic) / static_cast<double>(used), 5),
                  1e-12)
          << g.Where() << ":" << text;
    }
  }
}

}  // namespace
}  // namespace minimum_chromatic_number_test_cc
}  // namespace referee

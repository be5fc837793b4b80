// Tournament_LongestPath (RLVE-Gym): the longest path from S in a
// tournament; ladder -1 unparseable or empty, -0.5 not a path from S, else
// (length / vertices S reaches)^beta, beta = 5.
// Every expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
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
inline namespace tournament_longest_path_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Numbers;

constexpr char kName[] = "tournament_longest_path";

class TournamentLongestPathTest : public testing::VerifierTableTest {};

// The 3-cycle 0 -> 1 -> 2 -> 0 and the sink 3 (0, 1, 2 -> 3). From 0 every
// vertex is reached; 0 1 2 3 visits all four. From 3 nothing: the path 3.
const char kFromZero[] =
    R"({"n": 4, "s": 0, "arcs": [[0, 1], [1, 2], [2, 0], [0, 3], [1, 3], [2, 3]]})";
const char kFromSink[] =
    R"({"n": 4, "s": 3, "arcs": [[0, 1], [1, 2], [2, 0], [0, 3], [1, 3], [2, 3]]})";

TEST_F(TournamentLongestPathTest, Ladder) {
  CheckInstance(
      kName, kFromZero,
      {{"<answer>0 1 2 3</answer>", 1, true, true},
       {"<answer>+0 01 2 3</answer>", 1, true, true},
       {"\\boxed{0 1 2 3}", 1, true, true},  // The \boxed fallback.
       {"<answer>0 1 2</answer>", std::pow(0.75, 5), false, true},  // Three of four.
       {"<answer>0 1 3</answer>", std::pow(0.75, 5), false, true},
       {"<answer>0 3</answer>", 1.0 / 32, false, true},     // Two of four.
       {"<answer>0</answer>", 1.0 / 1024, false, true},     // One of four.
       {"<answer>1 2 0 3</answer>", -0.5, false, true},     // Not from 0.
       {"<answer>0 2</answer>", -0.5, false, true},         // The arc is 2 -> 0.
       {"<answer>0 1 2 0</answer>", -0.5, false, true},     // 0 twice.
       {"<answer>0 1 2 3 0</answer>", -0.5, false, true},   // Five vertices of four.
       {"<answer>0 4</answer>", -0.5, false, true},         // No vertex 4.
       {"<answer>0 -1</answer>", -0.5, false, true},
       {"<answer>0 99999999999999999999</answer>", -0.5, false, true},
       {"<answer></answer>", -1, false, false},  // Empty: RLVE's wrong_format.
       {"<answer>0,1,2,3</answer>", -1, false, false},
       {"<answer>0 1 x</answer>", -1, false, false},
       {"0 1 2 3", -1, false, false},               // No tag.
       {"<answer>0 1 2 3", -1, false, false}});     // Unclosed.
  CheckInstance(kName, kFromSink,
                {{"<answer>3</answer>", 1, true, true},
                 {"<answer>3 0</answer>", -0.5, false, true}});  // The arc is 0 -> 3.
  // beta = 1: two of four earn the plain 1/2.
  CheckInstance(kName, kFromZero, {{"<answer>0 3</answer>", 0.5, false, true}},
                R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
}

TEST(TournamentLongestPathInstanceTest, RejectsBadTournaments) {
  const auto status = [](const std::string& json) {
    return testing::PrepareInstanceStatus(kName, json);
  };
  EXPECT_TRUE(status(R"({"n": 3, "s": 2, "arcs": [[0, 1], [2, 1], [2, 0]]})").ok());
  EXPECT_FALSE(status(R"({"n": 3, "s": 2, "arcs": [[0, 1], [2, 1]]})").ok());  // 0, 2 apart.
  EXPECT_FALSE(status(R"({"n": 3, "s": 2, "arcs": [[0, 1], [1, 0], [2, 0]]})").ok());
  EXPECT_FALSE(status(R"({"n": 3, "s": 2, "arcs": [[0, 1], [2, 1], [2, 0], [1, 2]]})").ok());
  EXPECT_FALSE(status(R"({"n": 3, "s": 2, "arcs": [[0, 1], [2, 2], [2, 0]]})").ok());
  EXPECT_FALSE(status(R"({"n": 3, "s": 2, "arcs": [[0, 1], [2, 3], [2, 0]]})").ok());
  EXPECT_FALSE(status(R"({"n": 3, "s": 3, "arcs": [[0, 1], [2, 1], [2, 0]]})").ok());
}

// Generated instances, N = 3..8 at levels 0..5: every pair joined once;
// depth-first search over all simple paths from S gives the longest; the
// reference is a path from S that long. For N <= 7 every simple path from
// S scores (length / longest)^5, full only for the longest.
TEST(TournamentLongestPathBruteForceTest, GeneratedInstances) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 5, 20)) {
    const int64_t n = g.Int("n"), s = g.Int("s");
    EXPECT_EQ(n, 3 + g.level) << g.Where();
    std::vector<std::vector<bool>> to(static_cast<size_t>(n),
                                      std::vector<bool>(static_cast<size_t>(n), false));
    for (const auto& a : g.IntRows("arcs")) to[static_cast<size_t>(a[0])][static_cast<size_t>(a[1])] = true;
    for (int64_t u = 0; u < n; ++u) {
      for (int64_t v = u + 1; v < n; ++v) {
        EXPECT_NE(to[static_cast<size_t>(u)][static_cast<size_t>(v)],
                  to[static_cast<size_t>(v)][static_cast<size_t>(u)])
            << g.Where();
      }
    }
    std::vector<std::vector<int64_t>> paths;
    std::vector<int64_t> path = {s};
    std::vector<bool> on(static_cast<size_t>(n), false);
    on[static_cast<size_t>(s)] = true;
    std::function<void()> extend = [&]() {
      paths.push_back(path);
      for (int64_t v = 0; v < n; ++v) {
        if (on[static_cast<size_t>(v)] || !to[static_cast<size_t>(path.back())][static_cast<size_t>(v)]) {
          continue;
        }
        on[static_cast<size_t>(v)] = true;
        path.push_back(v);
        extend();
        path.pop_back();
        on[static_cast<size_t>(v)] = false;
      }
    };
    extend();
    size_t longest = 0;
    for (const auto& p : paths) longest = std::max(longest, p.size());
    const std::vector<int64_t> reference = Numbers(g.answer);
    EXPECT_EQ(reference.size(), longest) << g.Where();
    EXPECT_NE(std::find(paths.begin(), paths.end(), reference), paths.end()) << g.Where();
    const PreparedProblemPtr problem = testing::PrepareGenerated(kName, g);
    ASSERT_NE(problem, nullptr);
    EXPECT_EQ(testing::ScoreWith(kName, *problem, g.reference_output).score, 1) << g.Where();
    if (n > 7) continue;
    for (const auto& p : paths) {
      const std::string text = absl::StrJoin(p, " ");
      const Verdict v =
          testing::ScoreWith(kName, *problem, absl::StrCat("<answer>", text, "</answer>"));
      EXPECT_NEAR(v.score,
                  std::pow(static_cast<double>(p.size()) / static_cast<double>(longest), 5),
                  1e-12)
          << g.Where() << ": " << text;
      EXPECT_EQ(v.correct, p.size() == longest) << g.Where() << ": " << text;
    }
  }
}

}  // namespace
}  // namespace tournament_longest_path_test_cc
}  // namespace referee

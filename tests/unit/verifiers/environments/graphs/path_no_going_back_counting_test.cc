// PathNoGoingBackCounting (RLVE-Gym): walks of exactly T edges from 0 to
// N-1 that never step straight back, mod 10000; ladder -1 unparseable,
// -0.5 outside [0, 10000), 1 exact, else 0.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace path_no_going_back_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class PathNoGoingBackCountingTest : public testing::VerifierTableTest {};

TEST_F(PathNoGoingBackCountingTest, Ladder) {
  // The square 0-1-2-3-0, from 0 to 3: a walk that never turns back goes
  // round in one direction. Clockwise 0,1,2,3 reaches 3 after 3, 7, 11,
  // ... edges; the other way 0,3 after 1, 5, 9, ... So T = 5: one walk
  // (0 3 2 1 0 3).
  CheckInstance("path_no_going_back_counting",
                R"({"n": 4, "edges": [[0, 1], [1, 2], [2, 3], [0, 3]], "t": 5})",
                {{"<answer>1</answer>", 1, true, true},
                 {"\\boxed{1}", 1, true, true},
                 {"<answer>0</answer>", 0, false, true},
                 {"<answer>2</answer>", 0, false, true},
                 {"<answer>10000</answer>", -0.5, false, true},
                 {"<answer>-1</answer>", -0.5, false, true},
                 {"<answer>one</answer>", -1, false, false},
                 {"1", -1, false, false}});
}

TEST_F(PathNoGoingBackCountingTest, HandDerivedValues) {
  // Triangle 0-1-2, from 0 to 2: one direction reaches 2 after 1, 4, 7,
  // ... edges, the other after 2, 5, 8, ...: 1 unless T is a multiple of 3.
  // 2^40 = 1 mod 3: 1; 3 * 2^40: 0. The path 0-1-2: only T = 2. The
  // square as above with T = 3 (0 1 2 3) and T = 4 (none). K4 from 0 to 3:
  // T = 2 via 1 or 2 (2 walks); T = 3: 0 1 2 3 and 0 2 1 3 (a walk through
  // 3 early would have to come straight back): 2.
  const char* kTriangle = R"("n": 3, "edges": [[0, 1], [1, 2], [0, 2]])";
  const char* kSquare = R"("n": 4, "edges": [[0, 1], [1, 2], [2, 3], [0, 3]])";
  const char* kK4 = R"("n": 4, "edges": [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]])";
  const char* kPath = R"("n": 3, "edges": [[0, 1], [1, 2]])";
  const struct { const char* graph; int64_t t; const char* answer; } kCases[] = {
      {kTriangle, 1, "1"}, {kTriangle, 2, "1"}, {kTriangle, 3, "0"},
      {kTriangle, 4, "1"}, {kTriangle, 1099511627776, "1"},
      {kTriangle, 3298534883328, "0"},
      {kPath, 1, "0"}, {kPath, 2, "1"}, {kPath, 3, "0"}, {kPath, 4, "0"},
      {kSquare, 3, "1"}, {kSquare, 4, "0"}, {kK4, 2, "2"}, {kK4, 3, "2"},
  };
  for (const auto& c : kCases) {
    const std::string json = absl::StrCat(
        R"({"id": "p", "environment": {"name": "path_no_going_back_counting", "instance": {)",
        c.graph, R"(, "t": )", c.t, "}}}");
    const PreparedProblemPtr problem = testing::Prepare(json.c_str());
    ASSERT_NE(problem, nullptr) << json;
    Check("path_no_going_back_counting", *problem,
          {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Walk by walk, grouped by (previous vertex, current vertex): T steps,
// each to any neighbour but the previous vertex.
int64_t BruteForce(int64_t n, const std::vector<std::vector<int64_t>>& edges, int64_t t) {
  const size_t m = static_cast<size_t>(n);
  std::vector<std::vector<size_t>> adjacent(m);
  for (const auto& e : edges) {
    adjacent[static_cast<size_t>(e[0])].push_back(static_cast<size_t>(e[1]));
    adjacent[static_cast<size_t>(e[1])].push_back(static_cast<size_t>(e[0]));
  }
  // ways[prev * (n + 1) + cur], prev = n for "no previous vertex".
  const size_t width = m + 1;
  std::vector<int64_t> ways(width * width, 0);
  ways[m * width + 0] = 1;
  for (int64_t step = 0; step < t; ++step) {
    std::vector<int64_t> next(width * width, 0);
    for (size_t prev = 0; prev <= m; ++prev) {
      for (size_t cur = 0; cur < m; ++cur) {
        const int64_t w = ways[prev * width + cur];
        if (w == 0) continue;
        for (size_t to : adjacent[cur]) {
          if (to != prev) next[cur * width + to] = (next[cur * width + to] + w) % 10000;
        }
      }
    }
    ways = std::move(next);
  }
  int64_t total = 0;
  for (size_t prev = 0; prev <= m; ++prev) total = (total + ways[prev * width + m - 1]) % 10000;
  return total;
}

TEST(PathNoGoingBackCountingBruteForceTest, ReferenceMatchesStepping) {
  for (const testing::Generated& g :
       testing::GenerateSmall("path_no_going_back_counting", 1, 20)) {
    const int64_t n = g.Int("n"), t = g.Int("t");
    ASSERT_LE(n, 13) << g.Where();
    ASSERT_LE(t, int64_t{1} << n) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(BruteForce(n, g.IntRows("edges"), t))) << g.Where();
  }
}

TEST(PathNoGoingBackCountingInstanceTest, BadInstancesAreRejected) {
  const char* kName = "path_no_going_back_counting";
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[0, 1], [1, 2]], "t": 2})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 1, "edges": [], "t": 2})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 41, "edges": [[0, 1]], "t": 2})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[0, 1], [1, 0]], "t": 2})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[1, 1]], "t": 2})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[0, 3]], "t": 2})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[0, 1]], "t": 0})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[0, 1]], "t": 1125899906842625})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[0, 1]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": [[0, 1]], "t": 1, "m": 1})").ok());
}

}  // namespace
}  // namespace path_no_going_back_counting_test_cc
}  // namespace referee

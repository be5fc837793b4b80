// MinPathCover_DAG (RLVE-Gym): paths from vertex 1 covering every edge of
// a weighted DAG, of the least total weight; ladder -1 unparseable, -0.5 a
// path not from 1 or a step that is not an edge, -0.2 an edge uncovered,
// else (optimum / total)^beta, beta = 5. Every expectation is worked out
// by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/brute_force.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace min_path_cover_dag_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class MinPathCoverDagTest : public testing::VerifierTableTest {};

// Edges 1->2 (1), 2->3 (1), 1->3 (4), 3->4 (2). Some path starts 1 3
// (at least 4), some path starts 1 2 3 (at least 1 + 1 = 2), and 3->4
// (2) lies on one of them: at least 8, and "1 2 3 4" + "1 3" (4 + 4) and
// "1 2 3" + "1 3 4" (2 + 6) both reach 8. So the optimum is 8.
const char kDag[] =
    R"({"n": 4, "edges": [[1, 2], [2, 3], [1, 3], [3, 4]], "weights": [1, 1, 4, 2]})";

TEST_F(MinPathCoverDagTest, Ladder) {
  CheckInstance(
      "min_path_cover_dag", kDag,
      {{"<answer>1 2 3 4\n1 3</answer>", 1, true, true},
       {"<answer>1 3\n1 2 3 4</answer>", 1, true, true},  // Any order of the paths.
       {"<answer>1 2 3\n1 3 4</answer>", 1, true, true},  // The other optimum.
       {"<answer>\n1 3 \n\n 1\t2 3 4\n</answer>", 1, true, true},  // Blank lines.
       {"<answer>1 2 3 4\r\n1 3</answer>", 1, true, true},        // CRLF.
       {"<answer>1 2 3 4\r1 3</answer>", 1, true, true},  // A bare CR ends a line too.
       {"\\boxed{1 2 3 4\n1 3}", 1, true, true},  // The \boxed fallback.
       {"<answer>+1 02 3 4\n1 3</answer>", 1, true, true},  // int() accepts both.
       // A path of vertex 1 alone has no edges and weighs 0.
       {"<answer>1 2 3 4\n1 3\n1</answer>", 1, true, true},
       // 3->4 twice: 4 + 6 = 10.
       {"<answer>1 2 3 4\n1 3 4</answer>", std::pow(8.0 / 10.0, 5), false, true},
       // 1->2 again: 4 + 4 + 1 = 9.
       {"<answer>1 2 3 4\n1 3\n1 2</answer>", std::pow(8.0 / 9.0, 5), false, true},
       {"<answer>1 2 3 4</answer>", -0.2, false, true},  // 1->3 uncovered.
       {"<answer>1 3 4\n1 2</answer>", -0.2, false, true},  // 2->3 uncovered.
       {"<answer></answer>", -0.2, false, true},         // Nothing covered.
       {"<answer>1 2 3 4\n3 4</answer>", -0.5, false, true},  // Not from 1.
       {"<answer>1 2\n3 4</answer>", -0.5, false, true},      // Not from 1.
       {"<answer>1 2 3 4\n1 4</answer>", -0.5, false, true},  // 1->4 is no edge.
       {"<answer>1 2 3 4\n1 3 2</answer>", -0.5, false, true},  // 3->2 is no edge.
       {"<answer>1 1\n1 2 3 4\n1 3</answer>", -0.5, false, true},  // 1->1.
       {"<answer>1 2 3 4 5\n1 3</answer>", -0.5, false, true},  // No vertex 5.
       {"<answer>1 2 3 4\n1 3 -1</answer>", -0.5, false, true},
       {"<answer>1 2 3 4\n1 99999999999999999999999</answer>", -0.5, false, true},
       {"<answer>1 2 3 4 1 2 3 4\n1 3</answer>", -0.5, false, true},  // 8 > N.
       {"<answer>1 2 3 4\n1, 3</answer>", -1, false, false},  // A comma.
       {"<answer>1 2 3 four\n1 3</answer>", -1, false, false},
       // A non-integer token is -1 even after an invalid path.
       {"<answer>3 4\nx</answer>", -1, false, false},
       {"1 2 3 4\n1 3", -1, false, false},             // No tag.
       {"<answer>1 2 3 4\n1 3", -1, false, false}});   // Unclosed.
  // beta = 1: the plain ratio 8/10.
  CheckInstance("min_path_cover_dag", kDag,
                {{"<answer>1 2 3 4\n1 3 4</answer>", 0.8, false, true}}, R"({"beta": 1})");
  EXPECT_FALSE(ParamError("min_path_cover_dag", R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError("min_path_cover_dag", R"({"beta": 2})").ok());
}

TEST(MinPathCoverDagInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"n": 2, "edges": [[1, 2], [2, 2]], "weights": [1, 1]})",  // A self-loop.
           R"({"n": 2, "edges": [[1, 2], [1, 2]], "weights": [1, 2]})",  // Twice.
           // A cycle 2 -> 3 -> 2.
           R"({"n": 3, "edges": [[1, 2], [2, 3], [3, 2]], "weights": [1, 1, 1]})",
           R"({"n": 3, "edges": [[1, 2]], "weights": [1]})",  // 3 unreachable.
           // 1 reaches nothing.
           R"({"n": 3, "edges": [[2, 1], [2, 3]], "weights": [1, 1]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("min_path_cover_dag", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  "min_path_cover_dag",
                  R"({"n": 3, "edges": [[1, 3], [3, 2]], "weights": [5, 6]})")
                  .ok());
}

// The total weight of the answer's paths (one per non-blank line) if each
// starts at 1, steps only along edges and all edges are covered; nullopt
// otherwise.
std::optional<int64_t> CoverWeight(int64_t n, const std::vector<std::vector<int64_t>>& edges,
                                   const std::vector<int64_t>& weights,
                                   const std::string& answer) {
  std::istringstream lines(answer);
  std::vector<bool> covered(edges.size(), false);
  int64_t total = 0;
  for (std::string line; std::getline(lines, line);) {
    std::istringstream in(line);
    std::vector<int64_t> path;
    for (int64_t v; in >> v;) path.push_back(v);
    if (path.empty()) continue;
    if (path[0] != 1) return std::nullopt;
    for (size_t i = 0; i + 1 < path.size(); ++i) {
      bool found = false;
      for (size_t e = 0; e < edges.size(); ++e) {
        if (edges[e][0] == path[i] && edges[e][1] == path[i + 1]) {
          covered[e] = true;
          total += weights[e];
          found = true;
        }
      }
      if (!found || path[i + 1] < 1 || path[i + 1] > n) return std::nullopt;
    }
  }
  if (std::find(covered.begin(), covered.end(), false) != covered.end()) return std::nullopt;
  return total;
}

// Brute force from the definition: every path from 1 (at least one edge),
// and the cheapest way to cover all edges with some of them (a set-cover
// DP over the covered edges; a path twice never helps, weights being
// positive). The reference must be a cover that cheap; with its last digit
// changed (what the registry-wide property test tries) it must not be.
TEST(MinPathCoverDagBruteForceTest, ReferenceIsOptimal) {
  for (const testing::Generated& g : testing::GenerateSmall("min_path_cover_dag", 2, 30)) {
    const int64_t n = g.Int("n");
    const std::vector<std::vector<int64_t>> edges = g.IntRows("edges");
    const std::vector<int64_t> weights = g.Ints("weights");
    ASSERT_LE(edges.size(), 15u) << g.Where();
    std::vector<std::pair<uint32_t, int64_t>> paths;  // Edge mask, weight.
    std::function<void(int64_t, uint32_t, int64_t)> walk = [&](int64_t v, uint32_t mask,
                                                               int64_t weight) {
      if (mask != 0) paths.push_back({mask, weight});
      for (size_t e = 0; e < edges.size(); ++e) {
        if (edges[e][0] == v) walk(edges[e][1], mask | (1u << e), weight + weights[e]);
      }
    };
    walk(1, 0, 0);
    const uint32_t all = (1u << edges.size()) - 1;
    constexpr int64_t kNever = std::numeric_limits<int64_t>::max();
    std::vector<int64_t> cheapest(static_cast<size_t>(all) + 1, kNever);
    cheapest[0] = 0;
    for (uint32_t mask = 0; mask <= all; ++mask) {
      if (cheapest[mask] == kNever) continue;
      for (const auto& [covers, weight] : paths) {
        int64_t& to = cheapest[mask | covers];
        to = std::min(to, cheapest[mask] + weight);
      }
    }
    const int64_t best = cheapest[all];
    ASSERT_LT(best, kNever) << g.Where();
    EXPECT_EQ(CoverWeight(n, edges, weights, g.answer), std::optional<int64_t>(best))
        << g.Where() << ": " << g.answer;
    const std::optional<std::string> corrupted = testing::WithLastDigitChanged(g.answer);
    ASSERT_TRUE(corrupted.has_value()) << g.Where();
    const std::optional<int64_t> weight = CoverWeight(n, edges, weights, *corrupted);
    EXPECT_TRUE(!weight || *weight > best) << g.Where() << ": " << *corrupted;
  }
}

// Level d has N = d + 4; vertex t in 2..N has 1..t-1 incoming edges, all
// from smaller labels; weights in 1..N(N-1).
TEST(MinPathCoverDagInstanceTest, GeneratedSizes) {
  for (const testing::Generated& g : testing::GenerateSmall("min_path_cover_dag", 6, 5)) {
    const int64_t n = g.Int("n");
    EXPECT_EQ(n, g.level + 4) << g.Where();
    std::vector<int64_t> in_degree(static_cast<size_t>(n) + 1, 0);
    const std::vector<std::vector<int64_t>> edges = g.IntRows("edges");
    const std::vector<int64_t> weights = g.Ints("weights");
    for (size_t e = 0; e < edges.size(); ++e) {
      EXPECT_LT(edges[e][0], edges[e][1]) << g.Where();
      ++in_degree[static_cast<size_t>(edges[e][1])];
      EXPECT_TRUE(weights[e] >= 1 && weights[e] <= n * (n - 1)) << g.Where();
    }
    EXPECT_EQ(in_degree[1], 0) << g.Where();
    for (int64_t t = 2; t <= n; ++t) {
      EXPECT_TRUE(in_degree[static_cast<size_t>(t)] >= 1 &&
                  in_degree[static_cast<size_t>(t)] <= t - 1)
          << g.Where() << " vertex " << t;
    }
  }
}

}  // namespace
}  // namespace min_path_cover_dag_test_cc
}  // namespace referee

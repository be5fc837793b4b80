// GraphIsomorphism (RLVE-Gym): a permutation p mapping the edges of G1
// onto the edges of G2; ladder -1 unparseable, -0.5 not a permutation of
// 0..N-1, else (edges of G1 whose image is an edge of G2 / M)^beta,
// beta = 10. Every expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/brute_force.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace graph_isomorphism_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;
using testing::EdgeSet;
using testing::Edges;
using testing::Numbers;

constexpr char kName[] = "graph_isomorphism";

class GraphIsomorphismTest : public testing::VerifierTableTest {};

// G1 is the path 0-1-2-3, G2 the path 0-2-1-3 (edges 0-2, 2-1, 1-3; M = 3).
// The isomorphisms send the path onto the path, in either direction:
// p = 0 2 1 3 and p = 3 1 2 0.
const char kGraphs[] = R"({"n": 4, "edges1": [[0, 1], [1, 2], [3, 2]],
    "edges2": [[0, 2], [2, 1], [1, 3]], "mapping": [0, 2, 1, 3]})";

TEST_F(GraphIsomorphismTest, Ladder) {
  CheckInstance(
      kName, kGraphs,
      {{"<answer>0 2 1 3</answer>", 1, true, true},
       {"<answer>3 1 2 0</answer>", 1, true, true},  // The other isomorphism.
       {"<answer>\n3\t1 2 0 </answer>", 1, true, true},
       {"\\boxed{0 2 1 3}", 1, true, true},          // The \boxed fallback.
       {"<answer>+0 02 1 3</answer>", 1, true, true},  // int() accepts both.
       // 0 2 3 1: 0-1 -> 0-2 an edge of G2; 1-2 -> 2-3 not; 2-3 -> 3-1 an
       // edge: 2 of 3, (2/3)^10.
       {"<answer>0 2 3 1</answer>", std::pow(2.0 / 3.0, 10), false, true},
       // 0 1 2 3: 0-1 not an edge of G2; 1-2 is; 2-3 not: (1/3)^10.
       {"<answer>0 1 2 3</answer>", std::pow(1.0 / 3.0, 10), false, true},
       // 1 0 3 2: 0-1 -> 1-0 not; 1-2 -> 0-3 not; 2-3 -> 3-2 not: 0.
       {"<answer>1 0 3 2</answer>", 0, false, true},
       {"<answer>0 2 1</answer>", -0.5, false, true},      // 3 values, not 4.
       {"<answer>0 2 1 3 0</answer>", -0.5, false, true},  // 5 values.
       {"<answer></answer>", -0.5, false, true},
       {"<answer>0 2 1 4</answer>", -0.5, false, true},    // No vertex 4.
       {"<answer>-1 2 1 3</answer>", -0.5, false, true},
       {"<answer>0 2 1 99999999999999999999999</answer>", -0.5, false, true},
       {"<answer>0 2 1 1</answer>", -0.5, false, true},    // 1 twice.
       {"<answer>0,2,1,3</answer>", -1, false, false},
       {"<answer>0 2 1 three</answer>", -1, false, false},
       {"0 2 1 3", -1, false, false},                       // No tag.
       {"<answer>0 2 1 3", -1, false, false}});             // Unclosed.
  // beta = 1: 0 2 3 1 earns the plain 2/3.
  CheckInstance(kName, kGraphs, {{"<answer>0 2 3 1</answer>", 2.0 / 3.0, false, true}},
                R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
}

TEST(GraphIsomorphismInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           // 0 1 2 3 maps 0-1 to 0-1, no edge of G2.
           R"({"n": 4, "edges1": [[0, 1], [1, 2], [2, 3]],
               "edges2": [[0, 2], [1, 2], [1, 3]], "mapping": [0, 1, 2, 3]})",
           // 1 twice: not a permutation.
           R"({"n": 4, "edges1": [[0, 1], [1, 2], [2, 3]],
               "edges2": [[0, 2], [1, 2], [1, 3]], "mapping": [0, 2, 1, 1]})",
           // G2 has one edge more than G1.
           R"({"n": 4, "edges1": [[0, 1], [1, 2]],
               "edges2": [[0, 2], [1, 2], [1, 3]], "mapping": [0, 2, 1, 3]})",
           // No edges (RLVE requires M > 0).
           R"({"n": 3, "edges1": [], "edges2": [], "mapping": [0, 1, 2]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
}

// From the definition: p is a permutation of 0..n-1 and {p(u), p(v)} runs
// over exactly the edges of G2 as {u, v} runs over the edges of G1.
bool IsIsomorphism(int64_t n, const EdgeSet& g1, const EdgeSet& g2, const std::vector<int64_t>& p) {
  if (static_cast<int64_t>(p.size()) != n) return false;
  std::vector<int64_t> sorted = p;
  std::sort(sorted.begin(), sorted.end());
  for (int64_t i = 0; i < n; ++i) {
    if (sorted[static_cast<size_t>(i)] != i) return false;
  }
  EdgeSet image;
  for (const auto& [u, v] : g1) {
    const int64_t a = p[static_cast<size_t>(u)], b = p[static_cast<size_t>(v)];
    image.insert({std::min(a, b), std::max(a, b)});
  }
  return image == g2;
}

// Generated instances: N = 3 + d, M = floor(p·N(N-1)/200) > 0 edges in
// each graph for a density p in 5, 15, ..., 95; the reference is an
// isomorphism, and with its last digit changed (what the registry-wide
// property test tries) it is not.
TEST(GraphIsomorphismBruteForceTest, GeneratedInstancesAndReference) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 10, 20)) {
    const int64_t n = g.Int("n");
    EXPECT_EQ(n, g.level + 3) << g.Where();
    const EdgeSet g1 = Edges(g.IntRows("edges1")), g2 = Edges(g.IntRows("edges2"));
    EXPECT_EQ(g1.size(), g2.size()) << g.Where();
    EXPECT_TRUE(testing::SomeDensityGives(n, static_cast<int64_t>(g1.size()),
                                          testing::DensityRange(5, 95, 10)))
        << g.Where() << ": " << g1.size();
    EXPECT_FALSE(g1.empty()) << g.Where();
    EXPECT_TRUE(IsIsomorphism(n, g1, g2, Numbers(g.answer))) << g.Where() << ": " << g.answer;
    const std::optional<std::string> corrupted = testing::WithLastDigitChanged(g.answer);
    ASSERT_TRUE(corrupted.has_value()) << g.Where();
    EXPECT_FALSE(IsIsomorphism(n, g1, g2, Numbers(*corrupted))) << g.Where() << ": " << *corrupted;
  }
}

}  // namespace
}  // namespace graph_isomorphism_test_cc
}  // namespace referee

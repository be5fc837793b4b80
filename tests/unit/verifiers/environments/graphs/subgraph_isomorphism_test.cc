// SubgraphIsomorphism (RLVE-Gym): map G1 one-to-one into G2 preserving
// adjacency both ways; ladder -1 unparseable, -0.5 not N1 distinct
// vertices of G2, else (preserved pairs / (N1(N1-1)/2))^beta, beta = 10.
// Every expectation is worked out by hand below.
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
inline namespace subgraph_isomorphism_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;
using testing::EdgeSet;
using testing::Edges;
using testing::Numbers;

constexpr char kName[] = "subgraph_isomorphism";

class SubgraphIsomorphismTest : public testing::VerifierTableTest {};

// G1 is the path 0-1-2, G2 the path 0-1-2-3. The pairs of G1 are (0, 1)
// and (1, 2), joined, and (0, 2), not. A valid p sends 1 to a middle
// vertex of G2 and 0, 2 to its two neighbours: 0 1 2, 2 1 0, 1 2 3, 3 2 1.
const char kGraphs[] = R"({"n1": 3, "edges1": [[0, 1], [2, 1]],
    "n2": 4, "edges2": [[0, 1], [1, 2], [3, 2]], "mapping": [0, 1, 2]})";

TEST_F(SubgraphIsomorphismTest, Ladder) {
  CheckInstance(
      kName, kGraphs,
      {{"<answer>0 1 2</answer>", 1, true, true},
       {"<answer>3 2 1</answer>", 1, true, true},  // Another valid injection.
       {"<answer>1 2 3</answer>", 1, true, true},
       {"<answer>\n2\t1 0 </answer>", 1, true, true},
       {"\\boxed{0 1 2}", 1, true, true},            // The \boxed fallback.
       {"<answer>+0 01 2</answer>", 1, true, true},   // int() accepts both.
       // 0 1 3: (0, 1) -> 0-1 joined, kept; (0, 2) -> 0-3 not joined, kept;
       // (1, 2) -> 1-3 not joined, broken: (2/3)^10.
       {"<answer>0 1 3</answer>", std::pow(2.0 / 3.0, 10), false, true},
       // 0 2 1: (0, 1) -> 0-2 not joined, broken; (0, 2) -> 0-1 joined,
       // broken; (1, 2) -> 2-1 joined, kept: (1/3)^10.
       {"<answer>0 2 1</answer>", std::pow(1.0 / 3.0, 10), false, true},
       // 0 3 1: 0-3 not joined, 0-1 joined, 3-1 not joined: all broken.
       {"<answer>0 3 1</answer>", 0, false, true},
       {"<answer>0 1</answer>", -0.5, false, true},      // 2 values, not 3.
       {"<answer>0 1 2 3</answer>", -0.5, false, true},  // 4 values.
       {"<answer></answer>", -0.5, false, true},
       {"<answer>0 1 4</answer>", -0.5, false, true},    // G2 has no vertex 4.
       {"<answer>-1 1 2</answer>", -0.5, false, true},
       {"<answer>0 1 99999999999999999999999</answer>", -0.5, false, true},
       {"<answer>0 1 1</answer>", -0.5, false, true},    // 1 twice.
       {"<answer>0,1,2</answer>", -1, false, false},
       {"<answer>0 1 two</answer>", -1, false, false},
       {"0 1 2", -1, false, false},                       // No tag.
       {"<answer>0 1 2", -1, false, false}});             // Unclosed.
  // beta = 1: 0 1 3 earns the plain 2/3.
  CheckInstance(kName, kGraphs, {{"<answer>0 1 3</answer>", 2.0 / 3.0, false, true}},
                R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
}

TEST(SubgraphIsomorphismInstanceTest, RejectsBadMappings) {
  for (const char* instance : {
           // 1-3 is no edge of G2, so (1, 2) is broken.
           R"({"n1": 3, "edges1": [[0, 1], [1, 2]], "n2": 4,
               "edges2": [[0, 1], [1, 2], [2, 3]], "mapping": [0, 1, 3]})",
           // 1 twice.
           R"({"n1": 3, "edges1": [[0, 1], [1, 2]], "n2": 4,
               "edges2": [[0, 1], [1, 2], [2, 3]], "mapping": [0, 1, 1]})",
           // G2 smaller than G1.
           R"({"n1": 3, "edges1": [[0, 1]], "n2": 2, "edges2": [[0, 1]],
               "mapping": [0, 1, 0]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
  // Edgeless graphs: any injection is valid.
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"n1": 2, "edges1": [], "n2": 3, "edges2": [],
                             "mapping": [2, 0]})")
                  .ok());
}

// From the definition: n1 distinct vertices of 0..n2-1 such that u, v are
// joined in G1 iff p(u), p(v) are joined in G2.
bool Valid(int64_t n1, const EdgeSet& g1, int64_t n2, const EdgeSet& g2,
           const std::vector<int64_t>& p) {
  if (static_cast<int64_t>(p.size()) != n1) return false;
  for (int64_t u = 0; u < n1; ++u) {
    if (p[static_cast<size_t>(u)] < 0 || p[static_cast<size_t>(u)] >= n2) return false;
    for (int64_t v = u + 1; v < n1; ++v) {
      const int64_t a = p[static_cast<size_t>(u)], b = p[static_cast<size_t>(v)];
      if (a == b) return false;
      if ((g1.count({u, v}) > 0) != (g2.count({std::min(a, b), std::max(a, b)}) > 0)) return false;
    }
  }
  return true;
}

// Generated instances: N2 = 3 + d, N1 in 3..N2, G2 with
// floor(p·N2(N2-1)/200) edges for a density p in 5, 15, ..., 95; the
// reference is a valid injection, and with its last digit changed (what
// the registry-wide property test tries) it is not.
TEST(SubgraphIsomorphismBruteForceTest, GeneratedInstancesAndReference) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 10, 20)) {
    const int64_t n1 = g.Int("n1"), n2 = g.Int("n2");
    EXPECT_EQ(n2, g.level + 3) << g.Where();
    EXPECT_GE(n1, 3) << g.Where();
    EXPECT_LE(n1, n2) << g.Where();
    const EdgeSet g1 = Edges(g.IntRows("edges1")), g2 = Edges(g.IntRows("edges2"));
    EXPECT_TRUE(testing::SomeDensityGives(n2, static_cast<int64_t>(g2.size()),
                                          testing::DensityRange(5, 95, 10)))
        << g.Where() << ": " << g2.size();
    EXPECT_FALSE(g2.empty()) << g.Where();
    EXPECT_TRUE(Valid(n1, g1, n2, g2, Numbers(g.answer))) << g.Where() << ": " << g.answer;
    const std::optional<std::string> corrupted = testing::WithLastDigitChanged(g.answer);
    ASSERT_TRUE(corrupted.has_value()) << g.Where();
    EXPECT_FALSE(Valid(n1, g1, n2, g2, Numbers(*corrupted))) << g.Where() << ": " << *corrupted;
  }
}

}  // namespace
}  // namespace subgraph_isomorphism_test_cc
}  // namespace referee

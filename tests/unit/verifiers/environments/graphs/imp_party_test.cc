// ImpParty (RLVE-Gym): a clique of N vertices in a graph on 3N vertices
// that holds one of 2N; ladder -1 unparseable, -0.5 not N distinct
// vertices of the graph, else (joined pairs / (N(N-1)/2))^beta, beta = 5.
// Every expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/brute_force.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace imp_party_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;
using testing::EdgeSet;
using testing::Edges;
using testing::Numbers;

constexpr char kName[] = "imp_party";

class ImpPartyTest : public testing::VerifierTableTest {};

// N = 3, vertices 0..8. The clique {1, 2, 4, 5, 7, 8}: all 15 of its pairs
// are edges; besides them only 0-1, 3-4, 3-5 and 6-8. A full answer names
// 3 vertices, all = 3 pairs.
const char kGraph[] = R"({"n": 3, "edges": [
    [1, 2], [1, 4], [1, 5], [1, 7], [1, 8], [2, 4], [2, 5], [2, 7], [2, 8],
    [4, 5], [4, 7], [4, 8], [5, 7], [5, 8], [7, 8],
    [0, 1], [4, 3], [3, 5], [6, 8]],
    "clique": [1, 2, 4, 5, 7, 8]})";

TEST_F(ImpPartyTest, Ladder) {
  CheckInstance(
      kName, kGraph,
      {// Three vertices of the planted clique: 3 of 3 pairs joined.
       {"<answer>1 2 4</answer>", 1, true, true},
       {"<answer>8 7 5</answer>", 1, true, true},
       // 3-4, 3-5 and 4-5 are edges: a clique outside the planted one is
       // just as right.
       {"<answer>3 4 5</answer>", 1, true, true},
       {"<answer>\n 5\t4 3 </answer>", 1, true, true},
       {"\\boxed{1 2 4}", 1, true, true},              // The \boxed fallback.
       {"<answer>+1 02 4</answer>", 1, true, true},     // int() accepts both.
       // 0-1 and 1-2 joined, 0-2 not: (2/3)^5.
       {"<answer>0 1 2</answer>", std::pow(2.0 / 3.0, 5), false, true},
       // 0-1 joined, 0-3 and 1-3 not: (1/3)^5.
       {"<answer>0 1 3</answer>", std::pow(1.0 / 3.0, 5), false, true},
       // 0-3, 0-6, 3-6: none joined.
       {"<answer>0 3 6</answer>", 0, false, true},
       {"<answer>1 2</answer>", -0.5, false, true},       // 2 vertices, not 3.
       {"<answer>1 2 4 5</answer>", -0.5, false, true},   // 4 vertices.
       {"<answer></answer>", -0.5, false, true},          // None.
       {"<answer>1 2 9</answer>", -0.5, false, true},     // No vertex 9.
       {"<answer>-1 2 4</answer>", -0.5, false, true},
       {"<answer>1 2 99999999999999999999999</answer>", -0.5, false, true},
       {"<answer>1 1 2</answer>", -0.5, false, true},     // 1 twice.
       {"<answer>1,2,4</answer>", -1, false, false},
       {"<answer>1 2 four</answer>", -1, false, false},
       {"1 2 4", -1, false, false},                        // No tag.
       {"<answer>1 2 4", -1, false, false}});              // Unclosed.
  // beta = 1: 0 1 2 earns the plain 2/3.
  CheckInstance(kName, kGraph, {{"<answer>0 1 2</answer>", 2.0 / 3.0, false, true}},
                R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
}

TEST(ImpPartyInstanceTest, RejectsBadCliques) {
  // The clique must hold 2N distinct vertices, every two joined.
  for (const char* instance : {
           // 0 twice.
           R"({"n": 2, "edges": [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]],
               "clique": [0, 1, 2, 0]})",
           // 2-3 missing.
           R"({"n": 2, "edges": [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3]],
               "clique": [0, 1, 2, 3]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"n": 2, "edges": [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [3, 2]],
                             "clique": [3, 1, 2, 0]})")
                  .ok());
}

// Whether `chosen` is a clique of `size` distinct vertices of 0..vertices-1,
// from the definition.
bool IsClique(int64_t vertices, const EdgeSet& edges,
              const std::vector<int64_t>& chosen, size_t size) {
  if (chosen.size() != size) return false;
  for (size_t i = 0; i < chosen.size(); ++i) {
    if (chosen[i] < 0 || chosen[i] >= vertices) return false;
    for (size_t j = i + 1; j < chosen.size(); ++j) {
      if (chosen[i] == chosen[j]) return false;
      if (edges.count({std::min(chosen[i], chosen[j]), std::max(chosen[i], chosen[j])}) == 0) {
        return false;
      }
    }
  }
  return true;
}

// Generated instances: 3N vertices, N = 3 + d; the stored clique is a
// clique of 2N; every other edge joins it to a vertex outside it, at most
// 2N·N of them; the reference is a clique of N, and with its last digit
// changed (what the registry-wide property test tries) it is not.
TEST(ImpPartyBruteForceTest, GeneratedInstancesAndReference) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 6, 20)) {
    const int64_t n = g.Int("n");
    EXPECT_EQ(n, g.level + 3) << g.Where();
    const EdgeSet edges = Edges(g.IntRows("edges"));
    const std::vector<int64_t> clique = g.Ints("clique");
    ASSERT_TRUE(IsClique(3 * n, edges, clique, static_cast<size_t>(2 * n))) << g.Where();
    const std::set<int64_t> inside(clique.begin(), clique.end());
    for (const auto& [u, v] : edges) {
      EXPECT_TRUE(inside.count(u) + inside.count(v) >= 1) << g.Where();
    }
    const int64_t planted = n * (2 * n - 1);
    EXPECT_GE(static_cast<int64_t>(edges.size()), planted) << g.Where();
    EXPECT_LE(static_cast<int64_t>(edges.size()), planted + 2 * n * n) << g.Where();
    EXPECT_TRUE(IsClique(3 * n, edges, Numbers(g.answer), static_cast<size_t>(n)))
        << g.Where() << ": " << g.answer;
    const std::optional<std::string> corrupted = testing::WithLastDigitChanged(g.answer);
    ASSERT_TRUE(corrupted.has_value()) << g.Where();
    EXPECT_FALSE(IsClique(3 * n, edges, Numbers(*corrupted), static_cast<size_t>(n)))
        << g.Where() << ": " << *corrupted;
  }
}

}  // namespace
}  // namespace imp_party_test_cc
}  // namespace referee

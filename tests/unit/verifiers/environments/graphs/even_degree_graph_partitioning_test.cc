// EvenDegreeGraphPartitioning (RLVE-Gym): groups 1 and 2 such that every
// vertex has an even number of neighbours in its own group; ladder -1
// unparseable, -0.5 not N labels in {1, 2}, else (even vertices / N)^beta,
// beta = 10. Every expectation is worked out by hand below.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/brute_force.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace even_degree_graph_partitioning_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;
using testing::Numbers;

constexpr char kName[] = "even_degree_graph_partitioning";

class EvenDegreeGraphPartitioningTest : public testing::VerifierTableTest {};

// The triangle 0-1-2 and the pendant edge 2-3. Vertex 3 has one neighbour,
// 2, so 3 must be apart from 2. Then 2 counts 0 and 1 among its own: both
// with 2 or both apart. Both apart puts 0 and 1 together, and 0 then
// counts 1 (vertex 1) plus 0: odd. Both with 2: 0, 1 and 2 each count 2.
// So exactly two splits are valid: 1 1 1 2 and 2 2 2 1. (The count of odd
// vertices is always even, twice the same-group edges summed: with N = 4
// a split satisfies 0, 2 or 4 vertices.)
const char kGraph[] = R"({"n": 4, "edges": [[0, 1], [1, 2], [0, 2], [2, 3]]})";

TEST_F(EvenDegreeGraphPartitioningTest, Ladder) {
  CheckInstance(
      kName, kGraph,
      {{"<answer>1 1 1 2</answer>", 1, true, true},
       {"<answer>2 2 2 1</answer>", 1, true, true},  // The other valid split.
       {"<answer>\n1\t1 1\n2 </answer>", 1, true, true},
       {"\\boxed{1 1 1 2}", 1, true, true},  // The \boxed fallback.
       {"<answer>+1 01 1 2</answer>", 1, true, true},  // int() accepts both.
       // All in group 1: 0 and 1 count 2 (even), 2 counts 3, 3 counts 1:
       // (2/4)^10 = 1/1024.
       {"<answer>1 1 1 1</answer>", 1.0 / 1024, false, true},
       // 1 2 1 2: 0 has 2 in its group (1: odd), 1 has neither 0 nor 2
       // (0: even), 2 has 0 (1: odd), 3 has not 2 (0: even): (2/4)^10.
       {"<answer>1 2 1 2</answer>", 1.0 / 1024, false, true},
       // 1 1 2 2: 0 and 1 count each other (1), 2 counts 3 (1), 3 counts 2
       // (1): all odd, 0.
       {"<answer>1 1 2 2</answer>", 0, false, true},
       {"<answer>1 1 1</answer>", -0.5, false, true},      // 3 labels.
       {"<answer>1 1 1 2 1</answer>", -0.5, false, true},  // 5 labels.
       {"<answer>0 1 1 2</answer>", -0.5, false, true},    // No group 0.
       {"<answer>1 1 1 3</answer>", -0.5, false, true},
       {"<answer>1 1 1 -2</answer>", -0.5, false, true},
       {"<answer>1 1 1 99999999999999999999999</answer>", -0.5, false, true},
       {"<answer></answer>", -0.5, false, true},  // 0 labels.
       {"<answer>1,1,1,2</answer>", -1, false, false},
       {"<answer>1 1 1 two</answer>", -1, false, false},
       {"1 1 1 2", -1, false, false},             // No tag.
       {"<answer>1 1 1 2", -1, false, false}});   // Unclosed.
  // beta = 1: 1 1 1 1 earns the plain 2/4.
  CheckInstance(kName, kGraph, {{"<answer>1 1 1 1</answer>", 0.5, false, true}},
                R"({"beta": 1})");
}

TEST_F(EvenDegreeGraphPartitioningTest, IsolatedVertexTakesEitherGroup) {
  // The edge 0-1 and the isolated 2: 0 and 1 apart, 2 anywhere (it counts
  // 0). All together: 0 and 1 count 1 each, 2 counts 0: (1/3)^10.
  CheckInstance(kName, R"({"n": 3, "edges": [[0, 1]]})",
                {{"<answer>1 2 1</answer>", 1, true, true},
                 {"<answer>1 2 2</answer>", 1, true, true},
                 {"<answer>2 1 1</answer>", 1, true, true},
                 {"<answer>1 1 1</answer>", std::pow(1.0 / 3.0, 10), false, true}});
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 3})").ok());
}

TEST(EvenDegreeGraphPartitioningInstanceTest, RejectsEdgelessGraphs) {
  // Without an edge every split is valid (RLVE never draws one).
  const absl::Status status =
      testing::PrepareInstanceStatus(kName, R"({"n": 3, "edges": []})");
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << status;
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 2, "edges": [[1, 0]]})").ok());
}

// Whether `groups` is a valid split, from the definition: N labels in
// {1, 2}, and every vertex has an even number of neighbours with its label.
bool ValidSplit(int64_t n, const std::vector<std::vector<int64_t>>& edges,
                const std::vector<int64_t>& groups) {
  if (static_cast<int64_t>(groups.size()) != n) return false;
  for (const int64_t g : groups) {
    if (g != 1 && g != 2) return false;
  }
  for (int64_t v = 0; v < n; ++v) {
    int64_t same = 0;
    for (const std::vector<int64_t>& e : edges) {
      if (e[0] == v) same += groups[static_cast<size_t>(e[1])] == groups[static_cast<size_t>(v)];
      if (e[1] == v) same += groups[static_cast<size_t>(e[0])] == groups[static_cast<size_t>(v)];
    }
    if (same % 2 != 0) return false;
  }
  return true;
}

// The reference is a valid split, and the reference with its last digit
// changed (what the registry-wide property test tries) is not.
TEST(EvenDegreeGraphPartitioningBruteForceTest, ReferenceIsValid) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 12, 25)) {
    const int64_t n = g.Int("n");
    EXPECT_EQ(n, g.level + 3) << g.Where();
    const std::vector<std::vector<int64_t>> edges = g.IntRows("edges");
    ASSERT_FALSE(edges.empty()) << g.Where();
    EXPECT_TRUE(ValidSplit(n, edges, Numbers(g.answer))) << g.Where() << ": " << g.answer;
    std::string corrupted = g.answer;
    const size_t at = corrupted.find_last_of("0123456789");
    ASSERT_NE(at, std::string::npos) << g.Where();
    corrupted[at] = static_cast<char>(corrupted[at] + 1);  // A label is 1 or 2.
    EXPECT_FALSE(ValidSplit(n, edges, Numbers(corrupted))) << g.Where() << ": " << corrupted;
  }
}

}  // namespace
}  // namespace even_degree_graph_partitioning_test_cc
}  // namespace referee

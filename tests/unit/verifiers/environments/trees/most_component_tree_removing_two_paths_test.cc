// MostComponentTreeRemovingTwoPaths (RLVE-Gym): the most connected
// components left after deleting the vertices of two edge-disjoint paths
// of a tree; ladder -1 unparseable, 1 the maximum, else 0. Every
// expectation is worked out by hand below, and the reference is checked
// against an enumeration of all pairs of paths.
#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace most_component_tree_removing_two_paths_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "most_component_tree_removing_two_paths";

class MostComponentTreeRemovingTwoPathsTest : public testing::VerifierTableTest {};

// Two stars, centres 1 (leaves 2, 3, 4) and 5 (leaves 6, 7, 8), joined
// through 9: 1-9-5. The single-vertex paths {1} and {5} share no edge;
// deleting them leaves 2, 3, 4, 6, 7, 8 and 9 all apart: 7 components.
// Any choice deletes at least one vertex and at most 8 remain; 8 would
// need one vertex deleted with all 8 others apart, and no vertex has 8
// neighbours. So 7.
const char kStars[] =
    R"({"n": 9, "edges": [[1, 2], [1, 3], [4, 1], [1, 9], [5, 9], [5, 6], [5, 7], [5, 8]]})";

TEST_F(MostComponentTreeRemovingTwoPathsTest, Ladder) {
  CheckInstance(kName, kStars,
                {{"<answer>7</answer>", 1, true, true},
                 {"<answer> 07 </answer>", 1, true, true},
                 {"\\boxed{7}", 1, true, true},
                 {"<answer>6</answer>", 0, false, true},  // The path 1-9-5 alone.
                 {"<answer>8</answer>", 0, false, true},
                 {"<answer>-7</answer>", 0, false, true},
                 {"<answer>7.0</answer>", -1, false, false},
                 {"<answer>seven</answer>", -1, false, false},
                 {"7", -1, false, false}});
}

TEST_F(MostComponentTreeRemovingTwoPathsTest, HandDerivedValues) {
  const struct {
    const char* instance;
    const char* answer;
  } kCases[] = {
      // One edge: delete one vertex, the other stays: 1.
      {R"({"n": 2, "edges": [[1, 2]]})", "1"},
      // The path 1-2-3-4: 3 components would need 3 vertices left apart,
      // one deleted vertex with 3 neighbours; deleting 2 leaves {1} and
      // {3, 4}: 2.
      {R"({"n": 4, "edges": [[1, 2], [2, 3], [3, 4]]})", "2"},
      // The star of centre 1: delete 1, its 3 leaves stay apart: 3.
      {R"({"n": 4, "edges": [[1, 2], [1, 3], [1, 4]]})", "3"},
      // Six inner vertices 3-1-4, 1-2, 5-2-6, each of 3..6 with two
      // leaves (7..14); every inner vertex has degree 3. Deleting a set S
      // of vertices that falls into c pieces leaves (vertices left) -
      // (edges left) = sum over S of (deg - 2) + c + 1 components. An
      // inner vertex adds 1 to the sum, a leaf -1. If S holds all six
      // inner vertices they form one piece (c = 1): at most 6 + 2 = 8;
      // otherwise the sum is at most 5 and c at most 2: at most 8. The
      // paths 3-1-4 and 5-2-6 share no edge and delete exactly the six
      // inner vertices: 8 (the 8 leaves, all apart).
      {R"({"n": 14, "edges": [[1, 2], [1, 3], [1, 4], [2, 5], [2, 6], [3, 7], [3, 8],
                              [4, 9], [4, 10], [5, 11], [5, 12], [6, 13], [6, 14]]})",
       "8"},
  };
  for (const auto& c : kCases) {
    CheckInstance(kName, c.instance,
                  {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

TEST(MostComponentTreeRemovingTwoPathsInstanceTest, RejectsNonTrees) {
  for (const char* instance : {
           R"({"n": 4, "edges": [[1, 2], [2, 3], [3, 1]]})",  // A cycle, 4 left out.
           R"({"n": 4, "edges": [[1, 2], [2, 1], [3, 4]]})",  // Repeated edge.
           R"({"n": 3, "edges": [[1, 1], [2, 3]]})",          // Self-loop.
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
}

// Brute force from the definition: every pair of paths (each given by its
// two ends, possibly equal) that share no edge; delete their vertices and
// count the components of what is left.
int64_t MostComponentsByEnumeration(int64_t n, const std::vector<std::vector<int64_t>>& edges) {
  std::vector<std::vector<int64_t>> adjacent(static_cast<size_t>(n + 1));
  for (const std::vector<int64_t>& e : edges) {
    adjacent[static_cast<size_t>(e[0])].push_back(e[1]);
    adjacent[static_cast<size_t>(e[1])].push_back(e[0]);
  }
  struct Path {
    std::set<int64_t> vertices;
    std::set<std::pair<int64_t, int64_t>> edges;
  };
  std::vector<Path> paths;
  for (int64_t a = 1; a <= n; ++a) {
    // Parents on the tree rooted at a, then walk back from each b.
    std::vector<int64_t> parent(static_cast<size_t>(n + 1), -1), stack = {a};
    parent[static_cast<size_t>(a)] = 0;
    while (!stack.empty()) {
      const int64_t v = stack.back();
      stack.pop_back();
      for (const int64_t w : adjacent[static_cast<size_t>(v)]) {
        if (parent[static_cast<size_t>(w)] < 0) {
          parent[static_cast<size_t>(w)] = v;
          stack.push_back(w);
        }
      }
    }
    for (int64_t b = a; b <= n; ++b) {
      Path path;
      for (int64_t v = b; v != a; v = parent[static_cast<size_t>(v)]) {
        const int64_t p = parent[static_cast<size_t>(v)];
        path.vertices.insert(v);
        path.edges.insert({std::min(v, p), std::max(v, p)});
      }
      path.vertices.insert(a);
      paths.push_back(path);
    }
  }
  int64_t most = -1;
  for (size_t i = 0; i < paths.size(); ++i) {
    for (size_t j = i; j < paths.size(); ++j) {
      bool shared = false;
      for (const auto& e : paths[i].edges) shared = shared || paths[j].edges.count(e) > 0;
      if (shared) continue;
      std::vector<bool> gone(static_cast<size_t>(n + 1), false);
      for (const int64_t v : paths[i].vertices) gone[static_cast<size_t>(v)] = true;
      for (const int64_t v : paths[j].vertices) gone[static_cast<size_t>(v)] = true;
      int64_t components = 0;
      for (int64_t s = 1; s <= n; ++s) {
        if (gone[static_cast<size_t>(s)]) continue;
        ++components;
        std::vector<int64_t> stack = {s};
        gone[static_cast<size_t>(s)] = true;
        while (!stack.empty()) {
          const int64_t v = stack.back();
          stack.pop_back();
          for (const int64_t w : adjacent[static_cast<size_t>(v)]) {
            if (!gone[static_cast<size_t>(w)]) {
              gone[static_cast<size_t>(w)] = true;
              stack.push_back(w);
            }
          }
        }
      }
      most = std::max(most, components);
    }
  }
  return most;
}

TEST(MostComponentTreeRemovingTwoPathsBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 7, 30)) {
    const int64_t n = g.Int("n");
    ASSERT_LE(n, 12) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(MostComponentsByEnumeration(n, g.IntRows("edges"))))
        << g.Where();
  }
}

}  // namespace
}  // namespace most_component_tree_removing_two_paths_test_cc
}  // namespace referee

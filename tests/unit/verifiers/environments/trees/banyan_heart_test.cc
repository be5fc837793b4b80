// BanyanHeart (RLVE-Gym): which vertices a heart marker, stepping toward
// each vertex as the tree is grown from vertex 1, can end on; ladder -1
// unless N characters T/F, else (T in both / T in either)^beta, beta = 5.
// Every expectation is worked out by hand below, and the reference is
// checked against every growth order of small trees.
#include <cmath>
#include <cstdint>
#include <functional>
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
inline namespace banyan_heart_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "banyan_heart";

class BanyanHeartTest : public testing::VerifierTableTest {};

// The star of centre 1 with leaves 2, 3, 4: the leaves come in any order.
// The first draws the heart onto it, the second back to 1, the third onto
// itself: the heart ends on the last leaf, any of 2, 3, 4. So FTTT.
const char kStar[] = R"({"n": 4, "edges": [[1, 2], [3, 1], [1, 4]]})";

TEST_F(BanyanHeartTest, Ladder) {
  CheckInstance(
      kName, kStar,
      {{"<answer>FTTT</answer>", 1, true, true},
       {"<answer> FTTT\n</answer>", 1, true, true},  // Trimmed, as strip().
       {"\\boxed{FTTT}", 1, true, true},             // The \boxed fallback.
       // T in both: 2, 3, 4; in either: 1, 2, 3, 4: (3/4)^5.
       {"<answer>TTTT</answer>", std::pow(0.75, 5), false, true},
       // Both: 2; either: 2, 3, 4: (1/3)^5.
       {"<answer>FTFF</answer>", std::pow(1.0 / 3.0, 5), false, true},
       {"<answer>TFFF</answer>", 0, false, true},  // Both: none.
       {"<answer>FFFF</answer>", 0, false, true},
       {"<answer>FTT</answer>", -1, false, false},    // 3 characters.
       {"<answer>FTTTT</answer>", -1, false, false},  // 5 characters.
       {"<answer>F T T T</answer>", -1, false, false},
       {"<answer>fttt</answer>", -1, false, false},   // Case matters.
       {"<answer>FTTX</answer>", -1, false, false},
       {"<answer>0111</answer>", -1, false, false},
       {"<answer></answer>", -1, false, false},
       {"FTTT", -1, false, false},                     // No tag.
       {"<answer>FTTT", -1, false, false}});           // Unclosed.
  // beta = 1: TTTT earns the plain 3/4.
  CheckInstance(kName, kStar, {{"<answer>TTTT</answer>", 0.75, false, true}}, R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
}

TEST_F(BanyanHeartTest, HandDerivedSets) {
  const struct {
    const char* instance;
    const char* hearts;
  } kCases[] = {
      // The path 1-2-3: 2 then 3, the heart follows: 3.
      {R"({"n": 3, "edges": [[1, 2], [2, 3]]})", "FFT"},
      // 1 with leaves 2 and 3: the first draws the heart out, the second
      // back through 1 toward itself: 1.
      {R"({"n": 3, "edges": [[1, 2], [1, 3]]})", "TFF"},
      // 1-2 with leaves 3, 4 on 2: 2 comes first (heart on 2), then the
      // first leaf draws it out and the second back to 2.
      {R"({"n": 4, "edges": [[1, 2], [2, 3], [2, 4]]})", "FTFF"},
      // One edge: 2 is added, the heart steps onto it.
      {R"({"n": 2, "edges": [[1, 2]]})", "FT"},
  };
  for (const auto& c : kCases) {
    CheckInstance(kName, c.instance,
                  {{absl::StrCat("<answer>", c.hearts, "</answer>").c_str(), 1, true, true}});
  }
}

TEST(BanyanHeartInstanceTest, RejectsNonTrees) {
  for (const char* instance : {
           R"({"n": 4, "edges": [[1, 2], [2, 3], [3, 1]]})",  // A cycle, 4 left out.
           R"({"n": 4, "edges": [[1, 2], [2, 1], [3, 4]]})",  // Repeated edge.
           R"({"n": 3, "edges": [[2, 2], [1, 3]]})",          // Self-loop.
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
}

// Brute force from the definition: every growth order from vertex 1 (a
// new vertex needs a neighbour already present), the heart stepping toward
// each new vertex; the set of final hearts, as T/F.
std::string HeartsByEnumeration(int64_t n, const std::vector<std::vector<int64_t>>& edges) {
  std::vector<std::vector<int64_t>> adjacent(static_cast<size_t>(n + 1));
  for (const std::vector<int64_t>& e : edges) {
    adjacent[static_cast<size_t>(e[0])].push_back(e[1]);
    adjacent[static_cast<size_t>(e[1])].push_back(e[0]);
  }
  // step[t][v]: v's neighbour on the way to t (rooting the tree at t).
  std::vector<std::vector<int64_t>> step(static_cast<size_t>(n + 1),
                                         std::vector<int64_t>(static_cast<size_t>(n + 1), 0));
  for (int64_t t = 1; t <= n; ++t) {
    std::vector<int64_t>& toward = step[static_cast<size_t>(t)];
    toward[static_cast<size_t>(t)] = t;
    std::vector<int64_t> stack = {t};
    while (!stack.empty()) {
      const int64_t v = stack.back();
      stack.pop_back();
      for (const int64_t w : adjacent[static_cast<size_t>(v)]) {
        if (toward[static_cast<size_t>(w)] == 0) {
          toward[static_cast<size_t>(w)] = v;
          stack.push_back(w);
        }
      }
    }
  }
  const uint32_t all = (1u << n) - 1;  // Bit v - 1 for vertex v.
  std::set<std::pair<uint32_t, int64_t>> visited;
  std::string hearts(static_cast<size_t>(n), 'F');
  std::function<void(uint32_t, int64_t)> grow = [&](uint32_t present, int64_t heart) {
    if (!visited.insert({present, heart}).second) return;
    if (present == all) {
      hearts[static_cast<size_t>(heart - 1)] = 'T';
      return;
    }
    for (int64_t v = 2; v <= n; ++v) {
      if ((present >> (v - 1)) & 1) continue;
      bool joined = false;
      for (const int64_t w : adjacent[static_cast<size_t>(v)]) {
        joined = joined || ((present >> (w - 1)) & 1) != 0;
      }
      if (joined) {
        grow(present | (1u << (v - 1)), step[static_cast<size_t>(v)][static_cast<size_t>(heart)]);
      }
    }
  };
  grow(1u, 1);
  return hearts;
}

TEST(BanyanHeartBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 6, 30)) {
    const int64_t n = g.Int("n");
    ASSERT_EQ(n, g.level + 4) << g.Where();
    EXPECT_EQ(g.answer, HeartsByEnumeration(n, g.IntRows("edges"))) << g.Where();
  }
}

}  // namespace
}  // namespace banyan_heart_test_cc
}  // namespace referee

// TriumphalArch (RLVE-Gym), here tree_marking_game: the least K with which
// Alice, blackening K vertices a round, stops Bob (walking from vertex 0)
// from ever standing on a white vertex; ladder -1 unparseable, 1 exact,
// else 0.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace tree_marking_game_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "tree_marking_game";

class TreeMarkingGameTest : public testing::VerifierTableTest {};

std::string Instance(int n, const std::vector<std::vector<int64_t>>& edges) {
  std::vector<std::string> rows;
  for (const auto& e : edges) rows.push_back(absl::StrCat("[", e[0], ", ", e[1], "]"));
  return absl::StrCat("{\"n\": ", n, ", \"edges\": [", absl::StrJoin(rows, ", "), "]}");
}

TEST_F(TreeMarkingGameTest, Ladder) {
  // 0 - 1, and 1 - 2, 1 - 3, 1 - 4. K = 1: Alice must blacken 1 first
  // (else Bob steps onto it), Bob steps to 1, and of 2, 3, 4 one at most
  // turns black before Bob steps onto another. K = 2: she blackens 1 and
  // 2, Bob steps to 1, she blackens 3 and 4: all black. The least K is 2.
  CheckInstance(kName, Instance(5, {{0, 1}, {1, 2}, {1, 3}, {1, 4}}),
                {{"<answer>2</answer>", 1, true, true},
                 {"<answer> +02 </answer>", 1, true, true},
                 {"\\boxed{2}", 1, true, true},
                 {"<answer>1</answer>", 0, false, true},
                 {"<answer>3</answer>", 0, false, true},
                 {"<answer>-2</answer>", 0, false, true},
                 {"<answer>99999999999999999999999</answer>", 0, false, true},
                 {"<answer>2.0</answer>", -1, false, false},
                 {"<answer>two</answer>", -1, false, false},
                 {"<answer>K = 2</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"2", -1, false, false}});
}

TEST_F(TreeMarkingGameTest, HandDerivedValues) {
  // A star around 0: all three leaves must turn black in the first round.
  CheckInstance(kName, Instance(4, {{0, 1}, {0, 2}, {0, 3}}),
                {{"<answer>3</answer>", 1, true, true}});
  // A path from 0: one vertex a round, always the one ahead of Bob.
  CheckInstance(kName, Instance(4, {{2, 3}, {0, 1}, {1, 2}}),
                {{"<answer>1</answer>", 1, true, true}});
  // Two vertices: 1 must turn black at once.
  CheckInstance(kName, Instance(2, {{1, 0}}), {{"<answer>1</answer>", 1, true, true}});
  // 0 - 1 and 0 - 2, each with two leaves (1 - 3, 1 - 4, 2 - 5, 2 - 6).
  // K = 2: round 1 blackens 1 and 2, Bob steps to (say) 1, round 2
  // blackens 3 and 4; Bob can only walk back (black vertices) and round 3
  // finishes 5 and 6. K = 1 fails at once. The least K is 2.
  CheckInstance(kName, Instance(7, {{0, 1}, {0, 2}, {1, 3}, {1, 4}, {2, 5}, {2, 6}}),
                {{"<answer>2</answer>", 1, true, true}});
  // 0 - 1, 1 - 2..5 (four leaves under 1), 0 - 6. K = 3: round 1
  // blackens 1, 6 and one leaf; Bob steps to 1; three leaves remain: done
  // in round 2. K = 2: round 1 must blacken 1 and 6; at 1 Bob faces four
  // white leaves and Alice blackens two. The least K is 3.
  CheckInstance(kName,
                Instance(7, {{0, 1}, {1, 2}, {1, 3}, {1, 4}, {1, 5}, {0, 6}}),
                {{"<answer>3</answer>", 1, true, true}});
}

TEST(TreeMarkingGameInstanceTest, RejectsBadInstances) {
  for (const char* instance :
       {R"({"n": 3, "edges": [[0, 1]]})",                    // Too few edges.
        R"({"n": 4, "edges": [[0, 1], [1, 2], [0, 2]]})",    // A cycle, 3 unreached.
        R"({"n": 3, "edges": [[0, 1], [1, 3]]})",            // No vertex 3.
        R"({"n": 1, "edges": []})", R"({"n": 1001, "edges": []})",
        R"({"edges": [[0, 1]]})"}) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
}

// Game search from the definition: a state is Bob's vertex and the black
// set after Bob's move. Alice blackens min(K, white) white vertices (any
// choice), then Bob stays or steps to a neighbour; stepping onto a white
// vertex wins for him, and all black after Alice's move wins for her.
class Brute {
 public:
  Brute(int n, const std::vector<std::vector<int64_t>>& edges, int k)
      : n_(n), k_(k), neighbours_(static_cast<size_t>(n)) {
    for (const auto& e : edges) {
      neighbours_[static_cast<size_t>(e[0])].push_back(static_cast<int>(e[1]));
      neighbours_[static_cast<size_t>(e[1])].push_back(static_cast<int>(e[0]));
    }
  }
  bool AliceWins() { return AliceWinsFrom(0, 1u); }

 private:
  bool AliceWinsFrom(int bob, uint32_t black) {
    const uint32_t all = (1u << n_) - 1;
    if (black == all) return true;
    if (k_ == 0) return false;  // Bob walks to a white vertex at leisure.
    const auto key = std::make_pair(bob, black);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    const int white = n_ - __builtin_popcount(black);
    const int take = std::min(k_, white);
    bool wins = false;
    // Every set of `take` white vertices.
    for (uint32_t add = 0; add <= all && !wins; ++add) {
      if ((add & black) != 0 || __builtin_popcount(add) != take) continue;
      const uint32_t now = black | add;
      if (now == all) {
        wins = true;
        break;
      }
      bool bob_escapes = false;
      for (const int next : neighbours_[static_cast<size_t>(bob)]) {
        if (!(now >> next & 1)) bob_escapes = true;
      }
      if (bob_escapes) continue;
      bool all_replies_lose = AliceWinsFrom(bob, now);  // Bob stays.
      for (const int next : neighbours_[static_cast<size_t>(bob)]) {
        all_replies_lose = all_replies_lose && AliceWinsFrom(next, now);
      }
      wins = all_replies_lose;
    }
    memo_[key] = wins;
    return wins;
  }

  int n_, k_;
  std::vector<std::vector<int>> neighbours_;
  std::map<std::pair<int, uint32_t>, bool> memo_;
};

int BruteLeastMarks(int n, const std::vector<std::vector<int64_t>>& edges) {
  for (int k = 0;; ++k) {
    if (Brute(n, edges, k).AliceWins()) return k;
  }
}

TEST(TreeMarkingGameBruteForceTest, GeneratedMatchesGameSearch) {
  // Levels 0..5: N = 3..8.
  for (const testing::Generated& g : testing::GenerateSmall(kName, 5, 30)) {
    const int64_t n = g.Int("n");
    ASSERT_EQ(n, 3 + g.level) << g.Where();
    EXPECT_EQ(g.answer,
              std::to_string(BruteLeastMarks(static_cast<int>(n), g.IntRows("edges"))))
        << g.Where();
  }
}

// Every labelled tree on 2..6 vertices (Pruefer sequences).
TEST_F(TreeMarkingGameTest, EverySmallTreeMatchesGameSearch) {
  int trees = 0;
  for (int n = 2; n <= 6; ++n) {
    std::vector<int> code(static_cast<size_t>(n - 2), 0);
    while (true) {
      std::vector<int> degree(static_cast<size_t>(n), 1);
      for (const int c : code) ++degree[static_cast<size_t>(c)];
      std::vector<std::vector<int64_t>> edges;
      for (const int c : code) {
        int leaf = 0;
        while (degree[static_cast<size_t>(leaf)] != 1) ++leaf;
        edges.push_back({leaf, c});
        --degree[static_cast<size_t>(leaf)];
        --degree[static_cast<size_t>(c)];
      }
      int u = -1;
      for (int v = 0; v < n; ++v) {
        if (degree[static_cast<size_t>(v)] == 1) {
          if (u < 0) {
            u = v;
          } else {
            edges.push_back({u, v});
          }
        }
      }
      CheckInstance(kName, Instance(n, edges),
                    {{absl::StrCat("<answer>", BruteLeastMarks(n, edges), "</answer>").c_str(),
                      1, true, true}});
      ++trees;
      size_t i = code.size();  // The next code, last position fastest.
      while (i > 0 && code[i - 1] == n - 1) code[--i] = 0;
      if (i == 0) break;
      ++code[i - 1];
    }
  }
  EXPECT_EQ(trees, 1 + 3 + 16 + 125 + 1296);  // n^(n - 2).
}

}  // namespace
}  // namespace tree_marking_game_test_cc
}  // namespace referee

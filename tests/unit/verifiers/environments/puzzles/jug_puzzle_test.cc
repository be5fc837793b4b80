// JugPuzzle (RLVE-Gym): Fill / Empty / Pour moves from empty jugs until a
// jug holds the target; ladder -1 a line that is no move, -0.5 a jug out
// of range or poured into itself, 1 if a jug ends at the target, else 0.
#include <algorithm>
#include <cstdint>
#include <map>
#include <queue>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/match.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/verifier.h"

namespace referee {
inline namespace jug_puzzle_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "jug_puzzle";

class JugPuzzleTest : public testing::VerifierTableTest {};

// Jugs of 3 and 5 liters, target 4. Volumes (jug 0, jug 1) after each move:
//   Fill 1 (0,5); Pour 1 0 (3,2); Empty 0 (0,2); Pour 1 0 (2,0);
//   Fill 1 (2,5); Pour 1 0 (3,4): jug 1 holds 4.
// Another way: Fill 0 (3,0); Pour 0 1 (0,3); Fill 0 (3,3); Pour 0 1 (1,5);
//   Empty 1 (1,0); Pour 0 1 (0,1); Fill 0 (3,1); Pour 0 1 (0,4).
constexpr char kInstance[] =
    R"({"capacities": [3, 5], "target": 4,
        "solution": [[0, 1, 1], [2, 1, 0], [1, 0, 0], [2, 1, 0], [0, 1, 1], [2, 1, 0]]})";
constexpr char kSolution[] = "Fill 1\nPour 1 0\nEmpty 0\nPour 1 0\nFill 1\nPour 1 0";

TEST_F(JugPuzzleTest, Ladder) {
  const std::string solved = absl::StrCat("<answer>", kSolution, "</answer>");
  // The solution, then Empty 1: (3,0), no 4 at the end.
  const std::string undone = absl::StrCat("<answer>", kSolution, "\nEmpty 1</answer>");
  // The solution, then a move naming jug 2 of two.
  const std::string then_bad = absl::StrCat("<answer>", kSolution, "\nFill 2</answer>");
  CheckInstance(
      kName, kInstance,
      {{solved.c_str(), 1, true, true},
       {"<answer>Fill 0\nPour 0 1\nFill 0\nPour 0 1\nEmpty 1\nPour 0 1\nFill 0\nPour 0 1</answer>",
        1, true, true},
       {"<answer>\r\n  Fill\t+1 \r\nPour 1   0\n\nEmpty 0\vPour 1 0\nFill 1\nPour 1 0\n</answer>", 1,
        true, true},
       {"\\boxed{Fill 1\nPour 1 0\nEmpty 0\nPour 1 0\nFill 1\nPour 1 0}", 1, true, true},
       // Legal moves that end without a 4: (3,2); (3,0); nothing at all.
       {"<answer>Fill 1\nPour 1 0</answer>", 0, false, true},
       {undone.c_str(), 0, false, true},
       {"<answer></answer>", 0, false, true},
       // A jug out of range, or poured into itself.
       {"<answer>Fill 2</answer>", -0.5, false, true},
       {"<answer>Fill -1</answer>", -0.5, false, true},
       {"<answer>Fill 1\nPour 1 1</answer>", -0.5, false, true},
       {"<answer>Fill 1\nPour 1 99999999999999999999</answer>", -0.5, false, true},
       {then_bad.c_str(), -0.5, false, true},
       // Lines that are no move: -1 even after an illegal one.
       {"<answer>fill 1</answer>", -1, false, false},
       {"<answer>Fill 1 0</answer>", -1, false, false},
       {"<answer>Pour 1</answer>", -1, false, false},
       {"<answer>Fill one</answer>", -1, false, false},
       {"<answer>Fill 1, Pour 1 0</answer>", -1, false, false},
       {"<answer>Fill 2\nPour 1 0 x</answer>", -1, false, false},
       {"<answer>Fill1</answer>", -1, false, false},
       {"Fill 1\nPour 1 0", -1, false, false}});
  // A target that is a capacity: one Fill.
  CheckInstance(kName, R"({"capacities": [3, 5], "target": 5})",
                {{"<answer>Fill 1</answer>", 1, true, true},
                 {"<answer>Fill 0</answer>", 0, false, true}});
}

TEST(JugPuzzleInstanceTest, FinishRejectsBadInstances) {
  const char* bad[] = {
      // Larger than every jug; not a multiple of gcd(4, 6) = 2.
      R"({"capacities": [3, 5], "target": 6})",
      R"({"capacities": [4, 6], "target": 3})",
      // Moves: Fill 0 written with j = 1; Pour 1 into itself; jug 2 of two;
      // kind 3 (in range for four jugs).
      R"({"capacities": [3, 5], "target": 3, "solution": [[0, 0, 1]]})",
      R"({"capacities": [3, 5], "target": 3, "solution": [[0, 1, 1], [2, 1, 1]]})",
      R"({"capacities": [3, 5], "target": 3, "solution": [[0, 2, 2]]})",
      R"({"capacities": [3, 5, 7, 9], "target": 3, "solution": [[3, 0, 0]]})",
      // Fill 0 leaves (3, 0): no 4.
      R"({"capacities": [3, 5], "target": 4, "solution": [[0, 0, 0]]})",
  };
  for (const char* instance : bad) {
    EXPECT_FALSE(testing::PrepareInstanceStatus(kName, instance).ok()) << instance;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, kInstance).ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"capacities": [4, 6], "target": 2})").ok());
}

// The volumes after `moves` (lines "Fill i", "Empty i", "Pour i j"), by
// the definition; empty if a line is not such a move.
std::vector<int64_t> Replay(const std::vector<int64_t>& capacities, const std::string& moves) {
  std::vector<int64_t> v(capacities.size(), 0);
  for (absl::string_view line : absl::StrSplit(moves, '\n')) {
    const std::vector<std::string> w = absl::StrSplit(line, ' ');
    if (w.size() == 2 && w[0] == "Fill") {
      v[std::stoul(w[1])] = capacities[std::stoul(w[1])];
    } else if (w.size() == 2 && w[0] == "Empty") {
      v[std::stoul(w[1])] = 0;
    } else if (w.size() == 3 && w[0] == "Pour") {
      const size_t i = std::stoul(w[1]), j = std::stoul(w[2]);
      if (i == j) return {};
      const int64_t amount = std::min(v[i], capacities[j] - v[j]);
      v[i] -= amount;
      v[j] += amount;
    } else {
      return {};
    }
  }
  return v;
}

// Breadth-first search over the volumes from all empty: the fewest moves
// after which some jug holds `target`, and one such sequence.
int64_t Fewest(const std::vector<int64_t>& capacities, int64_t target, std::string* moves) {
  using State = std::vector<int64_t>;
  std::map<State, std::pair<State, std::string>> parent;
  std::queue<State> queue;
  const State start(capacities.size(), 0);
  parent[start] = {start, ""};
  queue.push(start);
  const size_t n = capacities.size();
  while (!queue.empty()) {
    const State s = queue.front();
    queue.pop();
    if (std::find(s.begin(), s.end(), target) != s.end()) {
      std::vector<std::string> path;
      for (State at = s; at != start; at = parent[at].first) path.push_back(parent[at].second);
      std::reverse(path.begin(), path.end());
      *moves = absl::StrJoin(path, "\n");
      return static_cast<int64_t>(path.size());
    }
    auto visit = [&](State next, std::string move) {
      if (parent.count(next) == 0) {
        parent[next] = {s, std::move(move)};
        queue.push(next);
      }
    };
    for (size_t i = 0; i < n; ++i) {
      State fill = s, empty = s;
      fill[i] = capacities[i];
      empty[i] = 0;
      visit(fill, absl::StrCat("Fill ", i));
      visit(empty, absl::StrCat("Empty ", i));
      for (size_t j = 0; j < n; ++j) {
        if (j == i) continue;
        State pour = s;
        const int64_t amount = std::min(s[i], capacities[j] - s[j]);
        pour[i] -= amount;
        pour[j] += amount;
        visit(pour, absl::StrCat("Pour ", i, " ", j));
      }
    }
  }
  return -1;
}

// On small generated instances (N = 3 jugs of 2..30 liters): the reference
// ends with the target in a jug; the target is a capacity (the stored
// solution is one Fill) or else, as RLVE picks it, no capacity and no difference of two, which is
// exactly "not reachable in fewer than 3 moves" (after 2 moves from empty
// a jug holds 0, a capacity or c_i - c_j): the search confirms it; and the
// search's own shortest sequence, another answer, earns 1 too.
TEST(JugPuzzleBruteForceTest, ReferenceReachesTheTargetAndAnyWayScores) {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find(kName);
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  int64_t harder = 0;
  for (const testing::Generated& g : testing::GenerateSmall(kName, 0, 30)) {
    const std::vector<int64_t> capacities = g.Ints("capacities");
    const int64_t target = g.Int("target");
    ASSERT_EQ(capacities.size(), 3u) << g.Where();
    for (const int64_t c : capacities) {
      EXPECT_GE(c, 2) << g.Where();
      EXPECT_LE(c, 30) << g.Where();
    }
    const std::vector<int64_t> end = Replay(capacities, g.answer);
    ASSERT_FALSE(end.empty()) << g.Where() << g.answer;
    EXPECT_NE(std::find(end.begin(), end.end(), target), end.end()) << g.Where();
    // The reference ends "Pour 1 0" (its last digit changed, jug 1 would
    // pour into itself).
    EXPECT_TRUE(absl::EndsWith(g.answer, "\nPour 1 0")) << g.Where() << g.answer;
    std::string shortest;
    const int64_t fewest = Fewest(capacities, target, &shortest);
    const std::vector<std::vector<int64_t>> solution = g.IntRows("solution");
    const int64_t moves = static_cast<int64_t>(solution.size());
    ASSERT_GE(fewest, 1) << g.Where();
    EXPECT_LE(fewest, moves) << g.Where();
    if (moves == 1) {
      EXPECT_EQ(solution[0][0], 0) << g.Where();  // Fill.
      EXPECT_NE(std::find(capacities.begin(), capacities.end(), target), capacities.end())
          << g.Where();
    } else {
      EXPECT_GE(fewest, 3) << g.Where() << " target " << target;
      ++harder;
    }
    const PreparedProblemPtr prepared = testing::PrepareGenerated(kName, g);
    ASSERT_NE(prepared, nullptr);
    auto verdict = verifier->Verify({*prepared, absl::StrCat("<answer>", shortest, "</answer>"),
                                     params});
    ASSERT_TRUE(verdict.ok());
    EXPECT_EQ(verdict->score, 1.0) << g.Where() << shortest;
  }
  EXPECT_GT(harder, 0);  // Not every problem is one Fill.
}

}  // namespace
}  // namespace jug_puzzle_test_cc
}  // namespace referee

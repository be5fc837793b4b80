// StoneIntervalsGame (RLVE-Gym): players alternately take a whole pile
// next to an empty one; the answer is the first player's total under
// optimal play. Ladder -1 unparseable, 1 exact, else 0.
#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace stone_intervals_game_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class StoneIntervalsGameTest : public testing::VerifierTableTest {};

TEST_F(StoneIntervalsGameTest, Ladder) {
  // Piles 4 1 0 2 (7 stones). Alice may take pile 1 or pile 3 (each next to
  // the empty pile 2); pile 0's only neighbour, pile 1, has stones.
  // - Pile 3 (2): Bob's only move is pile 1 (1), then Alice takes pile 0
  //   (4): Alice 6.
  // - Pile 1 (1): Bob takes pile 0 (4) and Alice gets pile 3 (2): Alice 3
  //   (Bob taking pile 3 instead would leave her pile 0: 5).
  // Alice collects 6.
  CheckInstance("stone_intervals_game", R"({"a": [4, 1, 0, 2]})",
                {{"<answer>6</answer>", 1, true, true},
                 {"<answer>\n6\n</answer>", 1, true, true},
                 {"\\boxed{6}", 1, true, true},
                 {"<answer>3</answer>", 0, false, true},  // Pile 1 first.
                 {"<answer>1</answer>", 0, false, true},  // Bob's total.
                 {"<answer>7</answer>", 0, false, true},  // Every stone.
                 {"<answer>-6</answer>", 0, false, true},
                 {"<answer>6 1</answer>", -1, false, false},
                 {"<answer>six</answer>", -1, false, false},
                 {"6", -1, false, false}});
}

TEST_F(StoneIntervalsGameTest, HandDerivedValues) {
  // Piles 0 1 5 2 0 (8 stones): Alice may take pile 1 or pile 3; either
  // opens pile 2 (5) to Bob, who takes it, and Alice gets the last pile:
  // 1 + 2 = 3 (Bob taking the other small pile instead would give her 5).
  CheckInstance("stone_intervals_game", R"({"a": [0, 1, 5, 2, 0]})",
                {{"<answer>3</answer>", 1, true, true},
                 {"<answer>5</answer>", 0, false, true}});
  // Piles 7 0: Alice takes the 7.
  CheckInstance("stone_intervals_game", R"({"a": [7, 0]})",
                {{"<answer>7</answer>", 1, true, true}});
  // Piles 3 0 3: Alice takes one 3, Bob the other.
  CheckInstance("stone_intervals_game", R"({"a": [3, 0, 3]})",
                {{"<answer>3</answer>", 1, true, true}});
  // Only empty piles: the game is over before it starts.
  CheckInstance("stone_intervals_game", R"({"a": [0]})",
                {{"<answer>0</answer>", 1, true, true}});
  CheckInstance("stone_intervals_game", R"({"a": [0, 0, 0]})",
                {{"<answer>0</answer>", 1, true, true}});
}

TEST(StoneIntervalsGameInstanceTest, RejectsRowsWithNoEmptyPile) {
  // With no empty pile no pile can ever be taken: not a game.
  for (const char* instance : {R"({"a": [5]})", R"({"a": [1, 2, 3]})",
                               R"({"a": [4, 1, 9, 2]})"}) {
    const absl::Status status =
        testing::PrepareInstanceStatus("stone_intervals_game", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus("stone_intervals_game",
                                             R"({"a": [1, 2, 0]})")
                  .ok());
}

// Brute force from the definition: the most stones the player to move can
// collect from what is left, each player maximising their own total (the
// stones left are fixed, so the opponent gets the rest).
class Brute {
 public:
  explicit Brute(std::vector<int64_t> a)
      : a_(std::move(a)), memo_(size_t{1} << a_.size(), -1) {}
  // `empty`: the piles with no stones; `left`: the stones still in play.
  int64_t Most(uint32_t empty, int64_t left) {
    int64_t& memo = memo_[empty];
    if (memo >= 0) return memo;
    const size_t n = a_.size();
    int64_t most = 0;  // No pile left to take: nothing more to collect.
    for (size_t i = 0; i < n; ++i) {
      if ((empty >> i) & 1) continue;
      const bool open = (i > 0 && ((empty >> (i - 1)) & 1)) ||
                        (i + 1 < n && ((empty >> (i + 1)) & 1));
      if (!open) continue;
      const int64_t rest = left - a_[i];
      most = std::max(most, a_[i] + rest - Most(empty | (uint32_t{1} << i), rest));
    }
    return memo = most;
  }

 private:
  std::vector<int64_t> a_;
  std::vector<int64_t> memo_;
};

TEST(StoneIntervalsGameBruteForceTest, ReferenceMatchesGameSearch) {
  for (const testing::Generated& g :
       testing::GenerateSmall("stone_intervals_game", 8, 12)) {
    const std::vector<int64_t> a = g.Ints("a");
    const int64_t n = static_cast<int64_t>(a.size());
    ASSERT_LE(n, 12) << g.Where();  // N = 3, 4, ..., 10, 12 at levels 0..8.
    // RLVE's generator: piles in 1..2N, then 1..N-2 of them emptied.
    const int64_t empty = std::count(a.begin(), a.end(), 0);
    EXPECT_GE(empty, 1) << g.Where();
    EXPECT_LE(empty, n - 2) << g.Where();
    uint32_t empty_mask = 0;
    int64_t left = 0;
    for (int64_t i = 0; i < n; ++i) {
      const int64_t v = a[static_cast<size_t>(i)];
      ASSERT_LE(v, 2 * n) << g.Where();
      if (v == 0) empty_mask |= uint32_t{1} << i;
      left += v;
    }
    Brute brute(a);
    EXPECT_EQ(g.answer, std::to_string(brute.Most(empty_mask, left))) << g.Where();
  }
}

}  // namespace
}  // namespace stone_intervals_game_test_cc
}  // namespace referee

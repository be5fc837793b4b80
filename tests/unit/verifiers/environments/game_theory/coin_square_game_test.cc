// CoinSquareGame (RLVE-Gym): players alternately take coins from the left
// end, 1 or 2 at first, then at most twice the previous take; the answer is
// Alice's total under optimal play. Ladder -1 unparseable, 1 exact, else 0.
#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace coin_square_game_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class CoinSquareGameTest : public testing::VerifierTableTest {};

TEST_F(CoinSquareGameTest, Ladder) {
  // Coins 2 7 1 9 (19 in all).
  // - Alice takes 1 coin (2): Bob may take 1 or 2 of 7 1 9. Taking 7 lets
  //   Alice take 1 9 (Bob 7); taking 7 1 leaves Alice the 9 (Bob 8). Bob
  //   takes 7 1, Alice ends with 2 + 9 = 11.
  // - Alice takes 2 coins (9): Bob may take up to 4 and takes 1 9 (10).
  //   Alice ends with 9.
  // So 11.
  CheckInstance("coin_square_game", R"({"c": [2, 7, 1, 9]})",
                {{"<answer>11</answer>", 1, true, true},
                 {"<answer> +11 </answer>", 1, true, true},  // int() accepts.
                 {"<answer>011</answer>", 1, true, true},
                 {"\\boxed{11}", 1, true, true},
                 {"<answer>9</answer>", 0, false, true},   // Taking two first.
                 {"<answer>12</answer>", 0, false, true},  // Bob taking one coin.
                 {"<answer>8</answer>", 0, false, true},   // Bob's total.
                 {"<answer>-11</answer>", 0, false, true},
                 {"<answer>99999999999999999999999</answer>", 0, false, true},
                 {"<answer>11.0</answer>", -1, false, false},
                 {"<answer>11 9</answer>", -1, false, false},
                 {"<answer>eleven</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"11", -1, false, false}});
}

TEST_F(CoinSquareGameTest, HandDerivedValues) {
  // One coin: Alice takes it.
  CheckInstance("coin_square_game", R"({"c": [6]})",
                {{"<answer>6</answer>", 1, true, true}});
  // Two coins: Alice takes both at once.
  CheckInstance("coin_square_game", R"({"c": [3, 4]})",
                {{"<answer>7</answer>", 1, true, true},
                 {"<answer>3</answer>", 0, false, true}});
  // Coins 1 2 3: taking 1 lets Bob take 2 3 (Alice 1); taking 1 2 (3)
  // leaves Bob the 3. So 3.
  CheckInstance("coin_square_game", R"({"c": [1, 2, 3]})",
                {{"<answer>3</answer>", 1, true, true},
                 {"<answer>1</answer>", 0, false, true}});
  // Coins 1 1 10 1 1 (14). Alice taking 1 1 lets Bob take up to 4 coins,
  // all of 10 1 1: Alice 2. Alice taking 1: Bob may take 1 or 2 of
  // 1 10 1 1. If he takes 1, Alice takes 10 1 and Bob the last 1 (Alice
  // 12, Bob 2); if he takes 1 10 (11), Alice takes 1 1 (Alice 3, Bob 11).
  // Bob takes 1 10: Alice 3. So 3.
  CheckInstance("coin_square_game", R"({"c": [1, 1, 10, 1, 1]})",
                {{"<answer>3</answer>", 1, true, true},
                 {"<answer>2</answer>", 0, false, true},
                 {"<answer>13</answer>", 0, false, true}});
}

TEST(CoinSquareGameInstanceTest, RejectsBadRows) {
  for (const char* instance : {R"({"c": []})", R"({"c": [0, 1]})", R"({"c": [-3]})",
                               R"({"coins": [1, 2]})"}) {
    const absl::Status status = testing::PrepareInstanceStatus("coin_square_game", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus("coin_square_game", R"({"c": [1000000000]})")
                  .ok());
}

// Brute force from the definition: the most the player to move collects
// when `pos` coins are gone and the move may take 1..limit coins, by trying
// every take; the opponent collects the most of the rest, the mover the
// remainder.
class Brute {
 public:
  explicit Brute(std::vector<int64_t> c) : c_(std::move(c)) {}
  int64_t Most(size_t pos, size_t limit) {
    if (pos == c_.size()) return 0;
    const auto key = std::make_pair(pos, limit);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    int64_t left = 0;
    for (size_t i = pos; i < c_.size(); ++i) left += c_[i];
    int64_t most = INT64_MIN;
    for (size_t t = 1; t <= limit && pos + t <= c_.size(); ++t) {
      most = std::max(most, left - Most(pos + t, 2 * t));
    }
    memo_[key] = most;
    return most;
  }

 private:
  std::vector<int64_t> c_;
  std::map<std::pair<size_t, size_t>, int64_t> memo_;
};

TEST(CoinSquareGameBruteForceTest, ReferenceMatchesGameSearch) {
  for (const testing::Generated& g : testing::GenerateSmall("coin_square_game", 7, 12)) {
    const std::vector<int64_t> c = g.Ints("c");
    const int64_t n = static_cast<int64_t>(c.size());
    ASSERT_EQ(n, 5 + g.level) << g.Where();  // RLVE's N = 5, +1 per level.
    for (const int64_t v : c) {
      ASSERT_GE(v, 1) << g.Where();
      ASSERT_LE(v, 2 * n) << g.Where();
    }
    Brute brute(c);
    const int64_t best = brute.Most(0, 2);
    EXPECT_EQ(g.answer, std::to_string(best)) << g.Where();
    // The exact total earns 1; every other total Alice could end with
    // (0..sum) earns 0.
    const PreparedProblemPtr problem = testing::PrepareGenerated("coin_square_game", g);
    ASSERT_NE(problem, nullptr);
    int64_t sum = 0;
    for (const int64_t v : c) sum += v;
    for (int64_t total = 0; total <= sum; ++total) {
      const Verdict v = testing::ScoreWith("coin_square_game", *problem,
                                           "<answer>" + std::to_string(total) + "</answer>");
      EXPECT_EQ(v.score, total == best ? 1.0 : 0.0) << g.Where() << " total " << total;
    }
  }
}

}  // namespace
}  // namespace coin_square_game_test_cc
}  // namespace referee

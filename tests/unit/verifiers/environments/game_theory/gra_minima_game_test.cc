// GraMinimaGame (RLVE-Gym): players alternately remove a non-empty subset
// and score its minimum; the answer is the first player's score minus the
// second's under optimal play. Ladder -1 unparseable, 1 exact, else 0.
#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace gra_minima_game_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class GraMinimaGameTest : public testing::VerifierTableTest {};

TEST_F(GraMinimaGameTest, Ladder) {
  // Numbers 4 1 3. V(S) is the mover's best (own - other's) on S; a single
  // number x is worth x. V{1,3} = max(3 - 1, 1, 1 - 3) = 2 (take {3}, {1,3}
  // or {1}); V{1,4} = max(4 - 1, 1, 1 - 4) = 3; V{3,4} = max(4 - 3, 3,
  // 3 - 4) = 3. Alice on {1,3,4}: {4} 4 - V{1,3} = 2; {3} 3 - V{1,4} = 0;
  // {1} 1 - V{3,4} = -2; {3,4} 3 - 1 = 2; {1,4} 1 - 3 = -2; {1,3} 1 - 4 =
  // -3; {1,3,4} 1. The best is 2.
  CheckInstance("gra_minima_game", R"({"a": [4, 1, 3]})",
                {{"<answer>2</answer>", 1, true, true},
                 {"<answer> +2 </answer>", 1, true, true},  // int() accepts.
                 {"<answer>002</answer>", 1, true, true},
                 {"\\boxed{2}", 1, true, true},
                 {"<answer>1</answer>", 0, false, true},  // Taking all at once.
                 {"<answer>3</answer>", 0, false, true},
                 {"<answer>-2</answer>", 0, false, true},  // No range check.
                 {"<answer>2.0</answer>", -1, false, false},
                 {"<answer>4/2</answer>", -1, false, false},
                 {"<answer>2 2</answer>", -1, false, false},
                 {"<answer>two</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"2", -1, false, false}});
}

TEST_F(GraMinimaGameTest, HandDerivedValues) {
  // {5, 5}: taking both scores 5 and ends the game; taking one leaves the
  // other to Bob, 5 - 5 = 0. So 5.
  CheckInstance("gra_minima_game", R"({"a": [5, 5]})",
                {{"<answer>5</answer>", 1, true, true},
                 {"<answer>0</answer>", 0, false, true}});
  // {2, 7}: {7} then Bob takes 2: 7 - 2 = 5; {2, 7}: 2; {2}: 2 - 7 = -5.
  CheckInstance("gra_minima_game", R"({"a": [7, 2]})",
                {{"<answer>5</answer>", 1, true, true}});
  // One number: Alice takes it.
  CheckInstance("gra_minima_game", R"({"a": [1000000000]})",
                {{"<answer>1000000000</answer>", 1, true, true}});
}

// Brute force from the definition: the mover's best (own - other's) on the
// numbers in `mask` is the max over non-empty submasks S of min(S) minus
// the opponent's best on mask \ S.
class Brute {
 public:
  explicit Brute(std::vector<int64_t> a)
      : a_(std::move(a)), memo_(size_t{1} << a_.size()), known_(memo_.size(), false) {}
  int64_t Best(uint32_t mask) {
    if (mask == 0) return 0;
    if (known_[mask]) return memo_[mask];
    int64_t best = INT64_MIN;
    for (uint32_t s = mask; s != 0; s = (s - 1) & mask) {
      int64_t least = INT64_MAX;
      for (size_t i = 0; i < a_.size(); ++i) {
        if ((s >> i) & 1) least = std::min(least, a_[i]);
      }
      best = std::max(best, least - Best(mask & ~s));
    }
    known_[mask] = true;
    return memo_[mask] = best;
  }

 private:
  std::vector<int64_t> a_;
  std::vector<int64_t> memo_;
  std::vector<bool> known_;
};

TEST(GraMinimaGameBruteForceTest, ReferenceMatchesGameSearch) {
  for (const testing::Generated& g : testing::GenerateSmall("gra_minima_game", 6, 12)) {
    const std::vector<int64_t> a = g.Ints("a");
    const int64_t n = static_cast<int64_t>(a.size());
    ASSERT_LE(n, 9) << g.Where();  // N = 3, 4, 5, 6, 7, 8, 9 at levels 0..6.
    ASSERT_EQ(n, 3 + g.level) << g.Where();
    for (const int64_t v : a) {
      ASSERT_GE(v, 1) << g.Where();
      ASSERT_LE(v, 2 * n) << g.Where();
    }
    Brute brute(a);
    EXPECT_EQ(g.answer, std::to_string(brute.Best((uint32_t{1} << n) - 1))) << g.Where();
  }
}

}  // namespace
}  // namespace gra_minima_game_test_cc
}  // namespace referee

// RoyalLockCounting (RLVE-Gym): placements of K non-attacking identical
// kings on an N x N board; ladder -1 unparseable or negative, 1 exact,
// else (min/max)^beta with beta = 10.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "tests/sanitizers.h"

namespace referee {
inline namespace royal_lock_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr const char* kEnv = "royal_lock_counting";

class RoyalLockCountingTest : public testing::VerifierTableTest {};

TEST_F(RoyalLockCountingTest, Ladder) {
  // N = 3, K = 2: C(9, 2) = 36 pairs of squares, minus the touching ones:
  // 3 rows x 2 + 3 columns x 2 side by side, and 2 x 2 x 2 diagonal (two
  // per 2 x 2 block, four blocks): 20. 36 - 20 = 16.
  const std::string instance = R"({"n": 3, "k": 2})";
  CheckInstance(kEnv, instance,
                {{"<answer>16</answer>", 1, true, true},
                 {"<answer> +16 </answer>", 1, true, true},
                 {"\\boxed{16}", 1, true, true},
                 {"<answer>17</answer>", std::pow(16.0 / 17.0, 10), false, true},
                 {"<answer>8</answer>", std::pow(0.5, 10), false, true},
                 {"<answer>32</answer>", std::pow(0.5, 10), false, true},
                 {"<answer>100000000000000000000</answer>", 0, false, true},  // (16/10^20)^10.
                 {"<answer>0</answer>", 0, false, true},  // RLVE: only < 0 is wrong_format.
                 {"<answer>-16</answer>", -1, false, true},
                 {"<answer>16.0</answer>", -1, false, false},
                 {"<answer>16 17</answer>", -1, false, false},
                 {"<answer>sixteen</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"16", -1, false, false}});
  // beta = 1: 20 -> 4/5, 8 -> 1/2.
  CheckInstance(kEnv, instance,
                {{"<answer>20</answer>", 0.8, false, true},
                 {"<answer>8</answer>", 0.5, false, true},
                 {"<answer>16</answer>", 1, true, true}},
                R"({"beta": 1})");
}

TEST_F(RoyalLockCountingTest, SmallValuesByHand) {
  // N = 3, K = 1: 9 squares. N = 4, K = 1: 16. N = 4, K = 2: C(16, 2) =
  // 120 pairs minus 4 x 3 + 4 x 3 side by side and 2 x 3 x 3 diagonal
  // touching pairs (42): 78.
  for (const auto& [instance, count] : std::vector<std::pair<const char*, const char*>>{
           {R"({"n": 3, "k": 1})", "9"},
           {R"({"n": 4, "k": 1})", "16"},
           {R"({"n": 4, "k": 2})", "78"}}) {
    CheckInstance(kEnv, instance,
                  {{absl::StrCat("<answer>", count, "</answer>").c_str(), 1, true, true}});
  }
}

TEST(RoyalLockCountingInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"n": 2, "k": 1})", R"({"n": 15, "k": 1})",
           R"({"n": 3, "k": 0})", R"({"n": 3, "k": 3})",  // 3 > 9 / 4.
           R"({"n": 4, "k": 5})", R"({"n": 4})", R"({"n": 4, "k": 1, "x": 1})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kEnv, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kEnv, R"({"n": 3, "k": 2})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kEnv, R"({"n": 14, "k": 49})").ok());
}

// Every placement, square by square in reading order, each king checked
// against the kings already placed.
int64_t CountByBacktracking(int n, int64_t k, int cell, std::vector<int>& kings) {
  if (static_cast<int64_t>(kings.size()) == k) return 1;
  if (cell == n * n) return 0;
  int64_t count = CountByBacktracking(n, k, cell + 1, kings);
  bool free = true;
  for (const int other : kings) {
    if (std::abs(other / n - cell / n) <= 1 && std::abs(other % n - cell % n) <= 1) free = false;
  }
  if (free) {
    kings.push_back(cell);
    count += CountByBacktracking(n, k, cell + 1, kings);
    kings.pop_back();
  }
  return count;
}

std::string Text(unsigned __int128 v) {
  std::string s;
  do {
    s.insert(s.begin(), static_cast<char>('0' + static_cast<int>(v % 10)));
    v /= 10;
  } while (v != 0);
  return s;
}

// A square-by-square DP (not the row masks of the reference): the state
// holds the last n + 1 squares, bit i the square i + 1 before the next one,
// whose already-placed neighbours are left (bit 0), up-right (bit n - 2),
// up (bit n - 1) and up-left (bit n).
std::string CountBySquares(int n, int64_t k) {
  const size_t states = size_t{1} << (n + 1);
  const size_t width = static_cast<size_t>(k + 1);
  std::vector<unsigned __int128> ways(states * width, 0), next(states * width, 0);
  std::vector<bool> live(states, false), next_live(states, false);
  ways[0] = 1;
  live[0] = true;
  for (int cell = 0; cell < n * n; ++cell) {
    const int column = cell % n;
    for (size_t mask = 0; mask < states; ++mask) {  // Clear what is left in `next`.
      if (!next_live[mask]) continue;
      std::fill(next.begin() + static_cast<std::ptrdiff_t>(mask * width),
                next.begin() + static_cast<std::ptrdiff_t>((mask + 1) * width), 0);
      next_live[mask] = false;
    }
    for (size_t mask = 0; mask < states; ++mask) {
      if (!live[mask]) continue;
      bool blocked = (mask >> (n - 1) & 1) != 0;
      if (column > 0) blocked = blocked || (mask & 1) || (mask >> n & 1);
      if (column < n - 1) blocked = blocked || (mask >> (n - 2) & 1);
      const size_t empty = (mask << 1) & (states - 1);
      next_live[empty] = true;
      for (size_t j = 0; j < width; ++j) next[empty * width + j] += ways[mask * width + j];
      if (!blocked) {
        const size_t taken = empty | 1;
        next_live[taken] = true;
        for (size_t j = 0; j + 1 < width; ++j) next[taken * width + j + 1] += ways[mask * width + j];
      }
    }
    ways.swap(next);
    live.swap(next_live);
  }
  unsigned __int128 total = 0;
  for (size_t mask = 0; mask < states; ++mask) total += ways[mask * width + width - 1];
  return Text(total);
}

TEST(RoyalLockCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 3, testing::SweepSeeds(20))) {
    const int64_t n = g.Int("n");
    const int64_t k = g.Int("k");
    ASSERT_EQ(n, g.level + 3) << g.Where();
    ASSERT_GE(k, 1) << g.Where();
    ASSERT_LE(k, n * n / 4) << g.Where();
    std::vector<int> kings;
    const int64_t count = CountByBacktracking(static_cast<int>(n), k, 0, kings);
    EXPECT_EQ(g.answer, std::to_string(count)) << g.Where();
    EXPECT_EQ(CountBySquares(static_cast<int>(n), k), std::to_string(count)) << g.Where();
  }
}

TEST_F(RoyalLockCountingTest, LargeBoardsMatchSquareDp) {
  // 13 x 13 with 30 kings, and the top 14 x 14 with 30 and 35: past 2^64.
  for (const auto& [n, k] : std::vector<std::pair<int, int>>{{13, 30}, {14, 30}, {14, 35}}) {
    const std::string count = CountBySquares(n, k);
    EXPECT_GT(count.size(), 20u) << n << " " << k;
    CheckInstance(kEnv, absl::StrCat(R"({"n": )", n, R"(, "k": )", k, "}"),
                  {{absl::StrCat("<answer>", count, "</answer>").c_str(), 1, true, true}});
  }
}

}  // namespace
}  // namespace royal_lock_counting_test_cc
}  // namespace referee

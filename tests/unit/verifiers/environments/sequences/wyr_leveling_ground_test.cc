// WYRLevelingGround (RLVE-Gym): the least number of block operations
// (+-A or +-B on consecutive entries) that zero an array; ladder -1
// unparseable, 1 exact, else 0 (negatives too).
#include <cstdint>
#include <cstdlib>
#include <deque>
#include <functional>
#include <map>
#include <numeric>
#include <optional>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace wyr_leveling_ground_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class WyrLevelingGroundTest : public testing::VerifierTableTest {};

TEST_F(WyrLevelingGroundTest, Ladder) {
  // A = 3, B = 5, H = 1 1. Every operation touching H[0] changes it by one
  // of +-3, +-5: one change never gives -1, nor do two (their sums are 0,
  // +-2, +-6, +-8, +-10), so at least 3 operations; subtracting 3 twice and
  // adding 5 once, each on the whole array, takes 1 1 to 0 0: 3.
  CheckInstance("wyr_leveling_ground", R"({"a": 3, "b": 5, "h": [1, 1]})",
                {{"<answer>3</answer>", 1, true, true},
                 {"<answer> 03 </answer>", 1, true, true},
                 {"\\boxed{3}", 1, true, true},
                 {"<answer>2</answer>", 0, false, true},
                 {"<answer>5</answer>", 0, false, true},  // 1 = 2·5 - 3·3.
                 {"<answer>-3</answer>", 0, false, true},  // No range: wrong.
                 {"<answer>three</answer>", -1, false, false},
                 {"<answer>3 ops</answer>", -1, false, false},
                 {"3", -1, false, false}});
  // A = 2, B = 3, H = 2 5: one operation leaves an entry non-zero (H[0] !=
  // H[1], and a one-entry block leaves the other); subtracting 2 on both,
  // then 3 on H[1], takes two.
  CheckInstance("wyr_leveling_ground", R"({"a": 2, "b": 3, "h": [2, 5]})",
                {{"<answer>2</answer>", 1, true, true}, {"<answer>1</answer>", 0, false, true}});
  // Already zero: no operation.
  CheckInstance("wyr_leveling_ground", R"({"a": 2, "b": 3, "h": [0, 0, 0]})",
                {{"<answer>0</answer>", 1, true, true}});
  // A = 4, B = 6 (gcd 2), H = 2 2: H[0] needs -2 from changes in
  // {+-4, +-6}: not one, but 4 - 6 on the whole array: 2.
  CheckInstance("wyr_leveling_ground", R"({"a": 4, "b": 6, "h": [2, 2]})",
                {{"<answer>2</answer>", 1, true, true}});
}

// Brute force from the definition: breadth-first search over arrays, each
// step one operation (a block and one of +-A, +-B), from H to all zeros.
int64_t SearchOperations(int64_t a, int64_t b, const std::vector<int64_t>& h) {
  const std::vector<int64_t> zero(h.size(), 0);
  std::map<std::vector<int64_t>, int64_t> distance{{h, 0}};
  std::deque<std::vector<int64_t>> queue{h};
  while (!queue.empty()) {
    const std::vector<int64_t> state = queue.front();
    queue.pop_front();
    const int64_t d = distance[state];
    if (state == zero) return d;
    EXPECT_LT(distance.size(), 2000000u) << "search too large";
    if (distance.size() >= 2000000u) return -1;
    for (size_t l = 0; l < h.size(); ++l) {
      for (size_t r = l; r < h.size(); ++r) {
        for (const int64_t change : {a, -a, b, -b}) {
          std::vector<int64_t> next = state;
          for (size_t i = l; i <= r; ++i) next[i] += change;
          if (distance.emplace(next, d + 1).second) queue.push_back(next);
        }
      }
    }
  }
  return -1;
}

// Through the difference array (C[0] = H[0], C[i] = H[i] - H[i-1],
// C[N] = -H[N-1]): an operation on H[l..r] adds t to C[l] and -t to
// C[r+1], so the least count is the least (sum |x| + sum |y|) / 2 over
// integers with A x[i] + B y[i] = C[i] and sum x = 0. Enumerates every x
// in [-w, w] at positions 0..N-1 (x[N] is then fixed); an optimum within
// `bound` operations has |x[i]| <= 2·bound, so w = 2·bound finds it.
int64_t EnumerateUnits(int64_t a, int64_t b, const std::vector<int64_t>& h, int64_t bound) {
  std::vector<int64_t> c(h.size() + 1);
  for (size_t i = 0; i <= h.size(); ++i) {
    c[i] = (i < h.size() ? h[i] : 0) - (i > 0 ? h[i - 1] : 0);
  }
  const int64_t w = 2 * bound;
  // |x| + |y| for A x + B y = c, if that y is an integer.
  auto units = [&](int64_t ci, int64_t x) -> std::optional<int64_t> {
    if ((ci - a * x) % b != 0) return std::nullopt;
    return std::llabs(x) + std::llabs((ci - a * x) / b);
  };
  int64_t best = -1;
  std::function<void(size_t, int64_t, int64_t)> choose = [&](size_t i, int64_t sum_x,
                                                             int64_t cost) {
    if (i + 1 == c.size()) {
      const std::optional<int64_t> last = units(c[i], -sum_x);
      if (last && (best < 0 || cost + *last < best)) best = cost + *last;
      return;
    }
    for (int64_t x = -w; x <= w; ++x) {
      if (const std::optional<int64_t> u = units(c[i], x)) choose(i + 1, sum_x + x, cost + *u);
    }
  };
  choose(0, 0, 0);
  return best < 0 ? -1 : best / 2;
}

TEST(WyrLevelingGroundBruteForceTest, ReferenceMatchesSearch) {
  for (const testing::Generated& g : testing::GenerateSmall("wyr_leveling_ground", 1, 20)) {
    const int64_t a = g.Int("a"), b = g.Int("b");
    const std::vector<int64_t> h = g.Ints("h");
    ASSERT_LE(h.size(), 3u) << g.Where();  // N = 2 at level 0, 3 at level 1.
    const int64_t reference = std::stoll(g.answer);
    EXPECT_EQ(reference, EnumerateUnits(a, b, h, reference)) << g.Where();
    if (h.size() == 2) {
      EXPECT_EQ(reference, SearchOperations(a, b, h)) << g.Where();
    }
  }
}

TEST(WyrLevelingGroundInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"a": 3, "b": 3, "h": [3, 6]})",  // A = B.
           R"({"a": 4, "b": 6, "h": [2, 3]})",  // 3 is not a multiple of gcd 2.
           R"({"a": 2, "b": 4, "h": [-1]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("wyr_leveling_ground", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
  EXPECT_TRUE(
      testing::PrepareInstanceStatus("wyr_leveling_ground", R"({"a": 4, "b": 6, "h": [2, -8]})")
          .ok());
}

}  // namespace
}  // namespace wyr_leveling_ground_test_cc
}  // namespace referee

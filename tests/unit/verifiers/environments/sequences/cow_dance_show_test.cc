// CowDanceShow (RLVE-Gym): the time the last cow finishes on a stage with K
// spots; ladder -1 unparseable, 1 exact, else 0 (negatives too).
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace cow_dance_show_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class CowDanceShowTest : public testing::VerifierTableTest {};

TEST_F(CowDanceShowTest, Ladder) {
  // d = 3 1 4 1 5, K = 2. Time 0: cows 1 (until 3) and 2 (until 1) dance.
  // Time 1: cow 2 leaves, cow 3 enters (until 1 + 4 = 5). Time 3: cow 1
  // leaves, cow 4 enters (until 4). Time 4: cow 4 leaves, cow 5 enters
  // (until 4 + 5 = 9). Time 5: cow 3 leaves. The last cow finishes at 9.
  CheckInstance("cow_dance_show", R"({"d": [3, 1, 4, 1, 5], "k": 2})",
                {{"<answer>9</answer>", 1, true, true},
                 {"<answer> +09 </answer>", 1, true, true},  // int() accepts.
                 {"\\boxed{9}", 1, true, true},
                 {"<answer>8</answer>", 0, false, true},
                 {"<answer>14</answer>", 0, false, true},  // K = 1's answer.
                 {"<answer>-9</answer>", 0, false, true},  // No range: wrong.
                 {"<answer>9 9</answer>", -1, false, false},
                 {"<answer>nine</answer>", -1, false, false},
                 {"9", -1, false, false}});
  // K = N: everyone dances at once, the longest (5) ends last. K = 1: one
  // after another, 3 + 1 + 4 + 1 + 5 = 14.
  CheckInstance("cow_dance_show", R"({"d": [3, 1, 4, 1, 5], "k": 5})",
                {{"<answer>5</answer>", 1, true, true}, {"<answer>9</answer>", 0, false, true}});
  CheckInstance("cow_dance_show", R"({"d": [3, 1, 4, 1, 5], "k": 1})",
                {{"<answer>14</answer>", 1, true, true}});
}

// Brute force from the definition: step the clock one unit at a time;
// at each time the cows whose dance ends leave, then the free places go
// to the waiting cows in label order.
int64_t SimulateShow(const std::vector<int64_t>& d, int64_t k) {
  std::vector<int64_t> ends;  // End times of the cows on stage.
  size_t next = 0;
  int64_t last = 0;
  for (int64_t t = 0; next < d.size() || !ends.empty(); ++t) {
    ends.erase(std::remove(ends.begin(), ends.end(), t), ends.end());
    while (static_cast<int64_t>(ends.size()) < k && next < d.size()) {
      ends.push_back(t + d[next]);
      last = std::max(last, t + d[next]);
      ++next;
    }
  }
  return last;
}

TEST(CowDanceShowBruteForceTest, ReferenceMatchesSimulation) {
  for (const testing::Generated& g : testing::GenerateSmall("cow_dance_show", 8, 20)) {
    const std::vector<int64_t> d = g.Ints("d");
    const int64_t k = g.Int("k");
    ASSERT_EQ(static_cast<int>(d.size()), 4 + g.level) << g.Where();
    ASSERT_TRUE(k >= 2 && k <= static_cast<int64_t>(d.size()) - 1) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(SimulateShow(d, k))) << g.Where();
  }
}

TEST(CowDanceShowInstanceTest, RejectsBadInstances) {
  // More stage places than cows.
  const absl::Status status =
      testing::PrepareInstanceStatus("cow_dance_show", R"({"d": [1, 2], "k": 3})");
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << status;
  EXPECT_TRUE(testing::PrepareInstanceStatus("cow_dance_show", R"({"d": [1, 2], "k": 2})").ok());
}

}  // namespace
}  // namespace cow_dance_show_test_cc
}  // namespace referee

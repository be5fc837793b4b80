#include "verifiers/environments/legacy/truth/activity_truth.h"

#include <algorithm>
#include <set>
#include <string>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/brute_force.h"

namespace referee {
namespace tasks {
inline namespace activity_truth_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Activity;

Activity MakeActivity(const std::vector<std::pair<int, int>>& intervals) {
  Activity activity;
  for (const auto& [start, end] : intervals) {
    auto* interval = activity.add_intervals();
    interval->set_start(start);
    interval->set_end(end);
  }
  return activity;
}

// Seed 000 Figure 1: 06:09-07:24, 07:13-08:23, 07:29-09:28, 08:24-10:18,
// 04:48-06:14. Ground truth \ids{5,2,4}, \answer{3}.
Activity Figure1() {
  return MakeActivity(
      {{369, 444}, {433, 503}, {449, 568}, {504, 618}, {288, 374}});
}

// The largest compatible subset by brute force over all 2^n subsets, and
// how many subsets reach it.
std::pair<int, int> BruteForce(const Activity& activity) {
  const int n = activity.intervals_size();
  testing::MaxCount tally;
  for (int mask = 0; mask < (1 << n); ++mask) {
    std::vector<std::pair<int, int>> chosen;
    for (int i = 0; i < n; ++i) {
      if (mask >> i & 1) {
        chosen.emplace_back(activity.intervals(i).start(),
                            activity.intervals(i).end());
      }
    }
    std::sort(chosen.begin(), chosen.end());
    bool ok = true;
    for (size_t k = 1; k < chosen.size(); ++k) {
      ok = ok && chosen[k - 1].second <= chosen[k].first;
    }
    if (!ok) continue;
    const int size = static_cast<int>(chosen.size());
    tally.Offer(size);
  }
  return {tally.best, tally.count};
}

TEST(ActivityTest, Figure1) {
  Activity activity = Figure1();
  ASSERT_TRUE(PrepareActivity(activity).ok());
  EXPECT_EQ(std::vector<int32_t>(activity.solution().begin(),
                                 activity.solution().end()),
            (std::vector<int32_t>{5, 2, 4}));
  EXPECT_EQ(activity.answer(), 3);
  // Ends: 5:374, 1:444, 2:503, 3:568, 4:618.
  EXPECT_EQ(SortedByEnd(activity), (std::vector<int32_t>{5, 1, 2, 3, 4}));
}

TEST(ActivityTest, PreparedActivityKeepsTheSortedOrderAndPositions) {
  // The store prepares Activity problems into PreparedActivity: the order
  // sort_match/sort_lcs need is computed once, not per rollout.
  referee::v1::Problem problem;
  problem.set_id("fig1");
  *problem.mutable_activity() = Figure1();
  PreparedProblemPtr prepared = testing::TestCatalog().tasks.Prepare(problem).value();
  const auto& activity = prepared->As<PreparedActivity>();
  EXPECT_EQ(activity.sorted_by_end(), (std::vector<int32_t>{5, 1, 2, 3, 4}));
  // position[id]: 5 is first (0), 1 second, ..., 4 last (4).
  EXPECT_EQ(activity.position(), (std::vector<int32_t>{0, 1, 2, 3, 4, 0}));
}

TEST(ActivityTest, HalfOpenIntervalsTouch) {
  // [0,10) and [10,20) are compatible: one schedule of size 2.
  Activity activity = MakeActivity({{10, 20}, {0, 10}});
  ASSERT_TRUE(PrepareActivity(activity).ok());
  EXPECT_EQ(activity.answer(), 2);
  EXPECT_EQ(activity.solution(0), 2);
  EXPECT_EQ(activity.solution(1), 1);
}

TEST(ActivityTest, EqualEndsSortBySmallerId) {
  // Ends 30, 20, 20: rows 2 and 3 tie on 20, so 2 comes first.
  Activity activity = MakeActivity({{0, 30}, {5, 20}, {10, 20}});
  EXPECT_EQ(SortedByEnd(activity), (std::vector<int32_t>{2, 3, 1}));
}

TEST(ActivityTest, NonUniqueOptimumIsRejected) {
  // [0,10) and [0,10) are both optimal alone: two schedules of size 1.
  Activity activity = MakeActivity({{0, 10}, {0, 10}});
  absl::Status status = PrepareActivity(activity);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(status.message().find("not unique (2 schedules of size 1)"),
            absl::string_view::npos)
      << status;
}

TEST(ActivityTest, WrongGivenSolutionOrAnswerIsRejected) {
  Activity activity = Figure1();
  activity.add_solution(5);
  activity.add_solution(4);
  activity.add_solution(2);  // Not in (end, id) order.
  EXPECT_NE(PrepareActivity(activity).message().find("activity.solution"),
            absl::string_view::npos);
  Activity wrong_answer = Figure1();
  wrong_answer.set_answer(4);
  EXPECT_NE(PrepareActivity(wrong_answer).message().find("activity.answer"),
            absl::string_view::npos);
  Activity right = Figure1();
  right.add_solution(5);
  right.add_solution(2);
  right.add_solution(4);
  right.set_answer(3);
  EXPECT_TRUE(PrepareActivity(right).ok());
}

TEST(ActivityTest, InvalidIntervalsAreRejected) {
  for (const Activity& bad : {MakeActivity({}), MakeActivity({{5, 5}}),
                              MakeActivity({{6, 5}}), MakeActivity({{-1, 5}})}) {
    Activity copy = bad;
    EXPECT_EQ(PrepareActivity(copy).code(), absl::StatusCode::kInvalidArgument);
  }
}

// Property: on random small instances the DP's optimum size and count agree
// with brute force, and when unique, greedy = DP.
TEST(ActivityTest, DpMatchesBruteForceOnRandomInstances) {
  Rng rng(12345);
  int unique = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    Activity activity;
    const int n = static_cast<int>(rng.Uniform(1, 9));
    for (int i = 0; i < n; ++i) {
      const int start = static_cast<int>(rng.Uniform(0, 60));
      auto* interval = activity.add_intervals();
      interval->set_start(start);
      interval->set_end(start + static_cast<int>(rng.Uniform(1, 25)));
    }
    const ActivityAnalysis analysis = AnalyzeActivity(activity);
    const auto [best, count] = BruteForce(activity);
    ASSERT_EQ(analysis.optimum, best) << activity.DebugString();
    ASSERT_EQ(analysis.count, static_cast<uint64_t>(count))
        << activity.DebugString();
    ASSERT_EQ(static_cast<int>(analysis.greedy.size()), best);
    if (count == 1) {
      ++unique;
      ASSERT_EQ(analysis.greedy, analysis.unique_optimum)
          << activity.DebugString();
    }
  }
  EXPECT_GT(unique, 100);  // The property was exercised.
}

TEST(ActivityTest, GeneratorIsDeterministicUniqueAndBounded) {
  Rng a(7), b(7);
  ActivityGeneratorOptions options;
  for (int i = 0; i < 300; ++i) {
    const auto problem = GenerateActivity(a, options);
    ASSERT_EQ(problem.SerializeAsString(),
              GenerateActivity(b, options).SerializeAsString());
    const Activity& activity = problem.activity();
    ASSERT_GE(activity.intervals_size(), 5);
    ASSERT_LE(activity.intervals_size(), 16);
    EXPECT_EQ(problem.difficulty(), activity.intervals_size());
    for (const auto& interval : activity.intervals()) {
      ASSERT_GE(interval.start(), 0);
      ASSERT_LE(interval.start(), 540);
      const int duration = interval.end() - interval.start();
      ASSERT_GE(duration, 10);
      ASSERT_LE(duration, 120);
    }
    const ActivityAnalysis analysis = AnalyzeActivity(activity);
    ASSERT_EQ(analysis.count, 1u);
    ASSERT_EQ(std::vector<int32_t>(activity.solution().begin(),
                                   activity.solution().end()),
              analysis.greedy);
  }
}

TEST(ActivityTest, PromptFollowsFigure6) {
  const std::string prompt = ActivityPrompt(Figure1(), /*hint=*/true);
  EXPECT_EQ(prompt.rfind("Determine the largest subset of activities", 0), 0u);
  EXPECT_NE(prompt.find("ID Start End\n1 06:09 07:24\n2 07:13 08:23\n3 07:29 "
                        "09:28\n4 08:24 10:18\n5 04:48 06:14\nInstructions:"),
            std::string::npos)
      << prompt;
  EXPECT_NE(prompt.find("Example: \\ids{3,9,12}\nHint: Sort the rows"),
            std::string::npos);
  EXPECT_EQ(ActivityPrompt(Figure1(), false).find("Hint"), std::string::npos);
}

}  // namespace
}  // namespace activity_truth_test_cc
}  // namespace tasks
}  // namespace referee

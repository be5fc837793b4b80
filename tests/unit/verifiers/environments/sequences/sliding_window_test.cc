// SlidingWindow (RLVE-Gym): the minimum of each window of K consecutive
// values; ladder -1 unparseable, -0.5 not N - K + 1 integers, else
// (matching positions / (N - K + 1))^10.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace sliding_window_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class SlidingWindowTest : public testing::VerifierTableTest {};

TEST_F(SlidingWindowTest, Ladder) {
  // 4 -1 3 5 2 6, K = 3: windows [4 -1 3] [-1 3 5] [3 5 2] [5 2 6], minima
  // -1 -1 2 2.
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "w", "environment": {"name": "sliding_window",
          "instance": {"values": [4, -1, 3, 5, 2, 6], "k": 3}}})");
  ASSERT_NE(problem, nullptr);
  Check("sliding_window", *problem,
        {{"<answer>-1 -1 2 2</answer>", 1, true, true},
         {"<answer>\n-1  -1 +2 2\n</answer>", 1, true, true},
         {"<answer>-1 -1 2 5</answer>", std::pow(0.75, 10), false, true},
         // The window's first values: only the second (-1) is right.
         {"<answer>4 -1 3 5</answer>", std::pow(0.25, 10), false, true},
         {"<answer>0 0 0 0</answer>", 0, false, true},
         {"<answer>-1 -1 2</answer>", -0.5, false, true},
         {"<answer>-1 -1 2 2 6</answer>", -0.5, false, true},
         {"<answer>-1 -1 two 2</answer>", -1, false, false},
         {"-1 -1 2 2", -1, false, false}});
  Check("sliding_window", *problem,
        {{"<answer>-1 -1 2 5</answer>", 0.75, false, true}}, R"({"beta": 1})");
}

std::vector<int64_t> NaiveMinima(const std::vector<int64_t>& values, size_t k) {
  std::vector<int64_t> out;
  for (size_t i = 0; i + k <= values.size(); ++i) {
    out.push_back(*std::min_element(values.begin() + static_cast<std::ptrdiff_t>(i),
                                    values.begin() + static_cast<std::ptrdiff_t>(i + k)));
  }
  return out;
}

TEST(SlidingWindowBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall("sliding_window", 8, 20)) {
    const std::vector<int64_t> values = g.Ints("values");
    const int64_t k = g.Int("k");
    ASSERT_GE(k, 2) << g.Where();
    ASSERT_LE(k, static_cast<int64_t>(values.size()) - 1) << g.Where();
    EXPECT_EQ(g.answer, absl::StrJoin(NaiveMinima(values, static_cast<size_t>(k)), " "))
        << g.Where();
  }
}

TEST_F(SlidingWindowTest, WholeListAndSingleWindows) {
  // K = N: one window, the minimum of all; K = 1: the list itself.
  const PreparedProblemPtr whole = testing::Prepare(
      R"({"id": "w", "environment": {"name": "sliding_window",
          "instance": {"values": [7, 3, 9], "k": 3}}})");
  ASSERT_NE(whole, nullptr);
  Check("sliding_window", *whole, {{"<answer>3</answer>", 1, true, true}});
  const PreparedProblemPtr single = testing::Prepare(
      R"({"id": "w", "environment": {"name": "sliding_window",
          "instance": {"values": [7, 3, 9], "k": 1}}})");
  ASSERT_NE(single, nullptr);
  Check("sliding_window", *single, {{"<answer>7 3 9</answer>", 1, true, true}});
}

TEST(SlidingWindowInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(testing::PrepareInstanceStatus("sliding_window", R"({"values": [1, 2], "k": 3})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("sliding_window", R"({"values": [1, 2], "k": 0})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("sliding_window", R"({"values": [], "k": 1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("sliding_window", R"({"values": [1, 2]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("sliding_window", R"({"values": [1, 2], "k": 1, "n": 2})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus("sliding_window", R"({"values": [1, 2], "k": 2})").ok());
}

}  // namespace
}  // namespace sliding_window_test_cc
}  // namespace referee

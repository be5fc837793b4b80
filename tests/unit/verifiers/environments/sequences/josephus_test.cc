// Josephus (RLVE-Gym): the elimination order of N people counting off by
// M; ladder -1 unparseable, -0.5 not a permutation of 1..N, else
// (matching positions / N)^10.
#include <cmath>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace josephus_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class JosephusTest : public testing::VerifierTableTest {};

TEST_F(JosephusTest, Ladder) {
  // N = 5, M = 2: 1 2 -> 2 leaves; 3 4 -> 4; 5 1 -> 1; 3 5 -> 5; 3 last.
  // Order: 2 4 1 5 3.
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "j", "environment": {"name": "josephus",
          "instance": {"n": 5, "m": 2}}})");
  ASSERT_NE(problem, nullptr);
  Check("josephus", *problem,
        {{"<answer>2 4 1 5 3</answer>", 1, true, true},
         {"<answer> 2  4 1 5\n3 </answer>", 1, true, true},
         // The last two swapped: 3 of 5 positions right.
         {"<answer>2 4 1 3 5</answer>", std::pow(0.6, 10), false, true},
         {"<answer>1 2 3 4 5</answer>", 0, false, true},  // None right.
         {"<answer>2 4 1 5 5</answer>", -0.5, false, true},  // A repeat.
         {"<answer>2 4 1 5 6</answer>", -0.5, false, true},  // Outside 1..5.
         {"<answer>2 4 1 5 0</answer>", -0.5, false, true},
         {"<answer>2 4 1 5</answer>", -0.5, false, true},  // Four numbers.
         {"<answer>2 4 1 5 3 6</answer>", -0.5, false, true},
         {"<answer>2, 4, 1, 5, 3</answer>", -1, false, false},
         {"2 4 1 5 3", -1, false, false}});
  Check("josephus", *problem,
        {{"<answer>2 4 1 3 5</answer>", 0.6, false, true}}, R"({"beta": 1})");
}

// The circle as a list; remove every M-th by counting one step at a time.
std::vector<int64_t> Simulate(int64_t n, int64_t m) {
  std::vector<int64_t> circle;
  for (int64_t i = 1; i <= n; ++i) circle.push_back(i);
  std::vector<int64_t> order;
  size_t at = 0;  // Who says 1.
  while (!circle.empty()) {
    for (int64_t k = 1; k < m; ++k) at = (at + 1) % circle.size();
    order.push_back(circle[at]);
    circle.erase(circle.begin() + static_cast<std::ptrdiff_t>(at));
    if (!circle.empty()) at %= circle.size();
  }
  return order;
}

TEST(JosephusBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall("josephus", 8, 20)) {
    EXPECT_EQ(g.answer, absl::StrJoin(Simulate(g.Int("n"), g.Int("m")), " "))
        << g.Where();
  }
}

TEST_F(JosephusTest, ExplicitInstancesMatchSimulation) {
  for (const auto& [n, m] : std::vector<std::pair<int, int>>{
           {1, 1}, {1, 7}, {2, 1}, {6, 1}, {7, 3}, {10, 25}, {41, 3}, {100, 99}}) {
    const PreparedProblemPtr problem = testing::Prepare(absl::StrCat(
        R"({"id": "j", "environment": {"name": "josephus", "instance": {"n": )", n,
        R"(, "m": )", m, "}}}").c_str());
    ASSERT_NE(problem, nullptr);
    const std::string answer =
        absl::StrCat("<answer>", absl::StrJoin(Simulate(n, m), " "), "</answer>");
    Check("josephus", *problem, {{answer.c_str(), 1, true, true}});
  }
}

TEST(JosephusInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(testing::PrepareInstanceStatus("josephus", R"({"n": 0, "m": 2})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("josephus", R"({"n": 20001, "m": 2})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("josephus", R"({"n": 5, "m": 0})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("josephus", R"({"n": 5, "m": 1000000001})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("josephus", R"({"n": 5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("josephus", R"({"n": 5, "m": 2, "k": 1})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus("josephus", R"({"n": 20000, "m": 1000000000})").ok());
}

}  // namespace
}  // namespace josephus_test_cc
}  // namespace referee

// InversionPair (RLVE-Gym): the least number of adjacent swaps within A and
// B that pairs their elements rank by rank; ladder -1 unparseable or
// negative, 1 exact, else (min/max)^10.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "tests/sanitizers.h"

namespace referee {
inline namespace inversion_pair_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class InversionPairTest : public testing::VerifierTableTest {};

TEST_F(InversionPairTest, Ladder) {
  // A = 3 2 1 (ranks 2 1 0), B = 1 2 3 (ranks 0 1 2): the least sum needs
  // equal rank patterns, i.e. one array reversed relative to the other; a
  // reversal of 3 takes 3 adjacent swaps (3 inversions), and splitting the
  // moves between A and B does not help (each swap removes at most one
  // discordant pair of the 3). Gold: 3.
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "i", "environment": {"name": "inversion_pair",
          "instance": {"a": [3, 2, 1], "b": [1, 2, 3]}}})");
  ASSERT_NE(problem, nullptr);
  Check("inversion_pair", *problem,
        {{"<answer>3</answer>", 1, true, true},
         {"<answer> +3 </answer>", 1, true, true},
         {"<answer>2</answer>", std::pow(2.0 / 3.0, 10), false, true},
         {"<answer>6</answer>", std::pow(0.5, 10), false, true},
         {"<answer>0</answer>", 0, false, true},
         {"<answer>-3</answer>", -1, false, true},  // RLVE's wrong_format.
         {"<answer>three</answer>", -1, false, false},
         {"3", -1, false, false}});
  Check("inversion_pair", *problem,
        {{"<answer>2</answer>", 2.0 / 3.0, false, true}}, R"({"beta": 1})");
}

TEST_F(InversionPairTest, AlreadyPaired) {
  // Same rank pattern already (ranks 1 0 2 in both): 0 swaps; 0 is exact
  // and any positive answer earns (0 / answer)^10 = 0.
  CheckInstance("inversion_pair", R"({"a": [5, -4, 9], "b": [20, 10, 30]})",
                {{"<answer>0</answer>", 1, true, true},
                 {"<answer>1</answer>", 0, false, true}});
}

int Inversions(const std::vector<int64_t>& from, const std::vector<int64_t>& to) {
  // Adjacent swaps turning `from` into `to` (distinct values): pairs whose
  // relative order differs.
  int count = 0;
  auto pos = [&](int64_t v) {
    return std::find(to.begin(), to.end(), v) - to.begin();
  };
  for (size_t i = 0; i < from.size(); ++i) {
    for (size_t j = i + 1; j < from.size(); ++j) count += pos(from[i]) > pos(from[j]);
  }
  return count;
}

// Every rearrangement of A and of B: the least sum of squares, and among
// the rearrangements reaching it the fewest swaps.
int64_t BruteForce(const std::vector<int64_t>& a, const std::vector<int64_t>& b) {
  std::vector<int64_t> pa = a, pb = b;
  std::sort(pa.begin(), pa.end());
  int64_t best_sum = std::numeric_limits<int64_t>::max();
  int64_t best_swaps = 0;
  do {
    std::sort(pb.begin(), pb.end());
    do {
      int64_t sum = 0;
      for (size_t i = 0; i < a.size(); ++i) sum += (pa[i] - pb[i]) * (pa[i] - pb[i]);
      const int64_t swaps = Inversions(a, pa) + Inversions(b, pb);
      if (sum < best_sum || (sum == best_sum && swaps < best_swaps)) {
        best_sum = sum;
        best_swaps = swaps;
      }
    } while (std::next_permutation(pb.begin(), pb.end()));
  } while (std::next_permutation(pa.begin(), pa.end()));
  return best_swaps;
}

TEST(InversionPairBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall("inversion_pair", 2, testing::SweepSeeds(20))) {
    const std::vector<int64_t> a = g.Ints("a"), b = g.Ints("b");
    ASSERT_LE(a.size(), 5u) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(BruteForce(a, b))) << g.Where();
  }
}

TEST(InversionPairInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(testing::PrepareInstanceStatus("inversion_pair", R"({"a": [1, 2], "b": [1]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("inversion_pair", R"({"a": [1, 1], "b": [1, 2]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("inversion_pair", R"({"a": [1, 2], "b": [3, 3]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("inversion_pair", R"({"a": [], "b": []})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("inversion_pair", R"({"a": [1.5, 2], "b": [1, 2]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("inversion_pair", R"({"a": [1, 2]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("inversion_pair", R"({"a": [1], "b": [2], "c": 1})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus("inversion_pair", R"({"a": [1, 2], "b": [2, 1]})").ok());
}

}  // namespace
}  // namespace inversion_pair_test_cc
}  // namespace referee

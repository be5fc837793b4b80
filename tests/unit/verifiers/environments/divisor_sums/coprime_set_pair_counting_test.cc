// TwoSet_AllCoprime_Counting (RLVE-Gym): ordered pairs of disjoint subsets
// (S, T) of a set with every element of S coprime to every element of T;
// ladder -1 unparseable or <= 0, 1 exact, else (min/max)^beta.
#include <cmath>
#include <cstdint>
#include <numeric>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "tests/sanitizers.h"

namespace referee {
inline namespace coprime_set_pair_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "coprime_set_pair_counting";

class CoprimeSetPairCountingTest : public testing::VerifierTableTest {};

std::string Instance(const std::vector<int64_t>& set) {
  return absl::StrCat("{\"set\": [", absl::StrJoin(set, ", "), "]}");
}

TEST_F(CoprimeSetPairCountingTest, Ladder) {
  // {2, 3, 4}: each element goes to S, T or neither, 27 ways; 2 and 4
  // share the prime 2, so the 2 * 3 ways with them on opposite sides (3
  // anywhere) fail: 21.
  const PreparedProblemPtr problem = testing::PrepareInstance(kName, Instance({2, 3, 4}));
  ASSERT_NE(problem, nullptr);
  Check(kName, *problem,
        {{"<answer>21</answer>", 1, true, true},
         {"<answer> +021 </answer>", 1, true, true},
         {"\\boxed{21}", 1, true, true},
         {"<answer>20</answer>", std::pow(20.0 / 21.0, 10), false, true},
         {"<answer>27</answer>", std::pow(21.0 / 27.0, 10), false, true},
         {"<answer>99999999999999999999999</answer>", std::pow(21e-23, 10), false, true},
         {"<answer>0</answer>", -1, false, true},  // RLVE: <= 0 is wrong_format.
         {"<answer>-21</answer>", -1, false, true},
         {"<answer>21.0</answer>", -1, false, false},
         {"<answer>twenty-one</answer>", -1, false, false},
         {"21", -1, false, false}});
  // beta = 1: 42 earns 21/42, 7 earns 7/21.
  Check(kName, *problem,
        {{"<answer>42</answer>", 0.5, false, true},
         {"<answer>7</answer>", 1.0 / 3.0, false, true}},
        R"({"beta": 1})");
}

TEST_F(CoprimeSetPairCountingTest, HandDerivedValues) {
  // Coprime elements: all 3^n assignments. {2, 4}: 9 - 2 = 7. {6, 10, 15}:
  // every two share a prime, so S and T cannot both be non-empty: the empty
  // pair, then 7 non-empty subsets for S alone and 7 for T alone: 15.
  CheckInstance(kName, Instance({2, 3}), {{"<answer>9</answer>", 1, true, true}});
  CheckInstance(kName, Instance({5, 7, 11}), {{"<answer>27</answer>", 1, true, true}});
  CheckInstance(kName, Instance({4, 2}), {{"<answer>7</answer>", 1, true, true}});
  CheckInstance(kName, Instance({6, 10, 15}), {{"<answer>15</answer>", 1, true, true}});
  CheckInstance(kName, Instance({97}), {{"<answer>3</answer>", 1, true, true}});
}

TEST(CoprimeSetPairCountingInstanceTest, RejectsBadInstances) {
  for (const char* instance : {R"({"set": [2, 2]})", R"({"set": []})", R"({"set": [1, 2]})",
                               R"({"set": [2, 101]})", R"({"set": [2, 3], "n": 4})"}) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  std::vector<int64_t> most;
  for (int64_t v = 21; v <= 100; ++v) most.push_back(v);  // 80 values.
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, Instance(most)).ok());
}

// From the definition: every assignment of each element to S, T or
// neither, checked pair by pair.
int64_t BruteCount(const std::vector<int64_t>& set) {
  const size_t n = set.size();
  int64_t all = 1;
  for (size_t i = 0; i < n; ++i) all *= 3;
  int64_t count = 0;
  std::vector<int> side(n);
  for (int64_t code = 0; code < all; ++code) {
    int64_t c = code;
    for (size_t i = 0; i < n; ++i, c /= 3) side[i] = static_cast<int>(c % 3);  // 0 none.
    bool ok = true;
    for (size_t i = 0; i < n && ok; ++i) {
      for (size_t j = 0; j < n && ok; ++j) {
        if (side[i] == 1 && side[j] == 2) ok = std::gcd(set[i], set[j]) == 1;
      }
    }
    count += ok;
  }
  return count;
}

TEST(CoprimeSetPairCountingBruteForceTest, GeneratedMatchesEnumeration) {
  // Levels 0..3: N = 8, 9, 10, 12 (RLVE's int(1.1 N + 1)); at most 10
  // elements.
  const int64_t sizes[] = {8, 9, 10, 12};
  for (const testing::Generated& g : testing::GenerateSmall(kName, 3, testing::SweepSeeds(30))) {
    const std::vector<int64_t> set = g.Ints("set");
    const int64_t n = sizes[g.level];
    ASSERT_GE(set.size(), 2u) << g.Where();
    ASSERT_LE(static_cast<int64_t>(set.size()), n - 1) << g.Where();
    ASSERT_EQ(std::set<int64_t>(set.begin(), set.end()).size(), set.size()) << g.Where();
    for (const int64_t v : set) {
      ASSERT_GE(v, 2) << g.Where();
      ASSERT_LE(v, n) << g.Where();
    }
    EXPECT_EQ(g.answer, std::to_string(BruteCount(set))) << g.Where();
  }
}

// Sets with large primes grouped (the F' = G_S + G_T - F step) and values
// up to 100: every window of 9 consecutive values from 2..100, and every
// 9th value from a few starts.
TEST_F(CoprimeSetPairCountingTest, WindowsMatchEnumeration) {
  std::vector<std::vector<int64_t>> sets;
  for (int64_t start = 2; start + 8 <= 100; ++start) {
    std::vector<int64_t> set;
    for (int64_t v = start; v < start + 9; ++v) set.push_back(v);
    sets.push_back(set);
  }
  for (int64_t start = 2; start <= 12; ++start) {
    std::vector<int64_t> set;
    for (int64_t v = start; v <= 100 && set.size() < 10; v += 9) set.push_back(v);
    sets.push_back(set);
  }
  sets.push_back({22, 33, 11, 44, 13, 26, 39, 5, 7});  // Two large-prime groups.
  for (const std::vector<int64_t>& set : sets) {
    CheckInstance(kName, Instance(set),
                  {{absl::StrCat("<answer>", BruteCount(set), "</answer>").c_str(), 1, true,
                    true}});
  }
}

}  // namespace
}  // namespace coprime_set_pair_counting_test_cc
}  // namespace referee

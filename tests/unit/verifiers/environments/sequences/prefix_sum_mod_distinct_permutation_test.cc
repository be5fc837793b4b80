// PrefixSumMODDistinctPermutation (RLVE-Gym): order 1..N so that the N
// prefix sums are distinct modulo N; ladder -1 unparseable, -0.5 not N
// integers or not a permutation of 1..N, else (distinct prefix sums modulo
// N / N)^beta, beta = 10 by default. Every expectation is worked out by hand
// below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/strings/string_view.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace prefix_sum_mod_distinct_permutation_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kEnv[] = "prefix_sum_mod_distinct_permutation";

class PrefixSumModDistinctPermutationTest : public testing::VerifierTableTest {};

// N = 4. Prefix sums and their remainders modulo 4:
//   4 1 2 3: 4 5 7 10 → 0 1 3 2, all distinct (the reference's form).
//   4 3 2 1: 4 7 9 10 → 0 3 1 2, all distinct: another solution.
//   1 2 3 4: 1 3 6 10 → 1 3 2 2, three distinct.
//   1 3 2 4: 1 4 6 10 → 1 0 2 2, three.
//   2 1 3 4: 2 3 6 10 → 2 3 2 2, two.
const char kInstance[] = R"({"n": 4})";

TEST_F(PrefixSumModDistinctPermutationTest, Ladder) {
  CheckInstance(kEnv, kInstance,
                {{"<answer>4 1 2 3</answer>", 1, true, true},
                 {"<answer>4 3 2 1</answer>", 1, true, true},
                 {"<answer>\n 4\t1  2 3 \n</answer>", 1, true, true},
                 {"<answer>+4 01 2 3</answer>", 1, true, true},  // int() accepts.
                 {"\\boxed{4 1 2 3}", 1, true, true},            // The \boxed fallback.
                 {"<answer>1 2 3 4</answer>", std::pow(0.75, 10), false, true},
                 {"<answer>1 3 2 4</answer>", std::pow(0.75, 10), false, true},
                 {"<answer>2 1 3 4</answer>", std::pow(0.5, 10), false, true},
                 {"<answer>4 1 2 2</answer>", -0.5, false, true},  // A repeat.
                 {"<answer>4 1 2 5</answer>", -0.5, false, true},  // 5 > N.
                 {"<answer>0 1 2 3</answer>", -0.5, false, true},  // 0 < 1.
                 {"<answer>-4 1 2 3</answer>", -0.5, false, true},
                 {"<answer>4 1 2 99999999999999999999999</answer>", -0.5, false, true},
                 {"<answer>4 1 2</answer>", -0.5, false, true},      // Too few.
                 {"<answer>4 1 2 3 4</answer>", -0.5, false, true},  // Too many.
                 {"<answer></answer>", -0.5, false, true},
                 {"<answer>4, 1, 2, 3</answer>", -1, false, false},  // Commas.
                 {"<answer>four 1 2 3</answer>", -1, false, false},
                 {"4 1 2 3", -1, false, false},  // No tag.
                 {"<answer>4 1 2 3", -1, false, false}});
  CheckInstance(kEnv, kInstance, {{"<answer>1 2 3 4</answer>", 0.75, false, true}},
                R"({"beta": 1})");
}

TEST_F(PrefixSumModDistinctPermutationTest, BetaMustBePositive) {
  EXPECT_FALSE(ParamError(kEnv, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kEnv, R"({"beta": 2})").ok());
}

TEST(PrefixSumModDistinctPermutationInstanceTest, RejectsBadInstances) {
  for (const char* instance : {R"({"n": 5})", R"({"n": 3})"}) {  // Odd: no solution.
    const absl::Status status = testing::PrepareInstanceStatus(kEnv, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kEnv, R"({"n": 2})").ok());
}

// The number of distinct prefix sums of `order` modulo its length.
int64_t DistinctPrefixRemainders(const std::vector<int64_t>& order) {
  const int64_t n = static_cast<int64_t>(order.size());
  std::set<int64_t> remainders;
  int64_t sum = 0;
  for (const int64_t x : order) {
    sum += x;
    remainders.insert(sum % n);
  }
  return static_cast<int64_t>(remainders.size());
}

// Every permutation of 1..N for N = 2, 4, 6, 8 is scored by the
// definition: 1 when the N prefix sums leave N remainders, else
// (remainders / N)^10.
TEST_F(PrefixSumModDistinctPermutationTest, VerifierMatchesEnumeration) {
  for (const int64_t n : {2, 4, 6, 8}) {
    std::vector<int64_t> order(static_cast<size_t>(n));
    std::iota(order.begin(), order.end(), int64_t{1});
    std::vector<std::string> outputs;
    std::vector<double> scores;
    int64_t solutions = 0;
    do {
      const int64_t distinct = DistinctPrefixRemainders(order);
      outputs.push_back(absl::StrCat("<answer>", absl::StrJoin(order, " "), "</answer>"));
      scores.push_back(distinct == n ? 1.0
                                     : std::pow(static_cast<double>(distinct) /
                                                    static_cast<double>(n),
                                                10));
      solutions += distinct == n ? 1 : 0;
    } while (std::next_permutation(order.begin(), order.end()));
    EXPECT_GT(solutions, 0) << n;
    std::vector<Case> cases;
    for (size_t k = 0; k < outputs.size(); ++k) {
      cases.push_back({outputs[k].c_str(), scores[k], scores[k] == 1.0, true});
    }
    CheckInstance(kEnv, absl::StrCat(R"({"n": )", n, "}"), cases);
  }
}

// Generated instances (levels 0..8, MAX_N = 8, 12, 18, 27, 40, 60, 90, 135,
// 202): N even in 4..MAX_N, and the reference a permutation of 1..N whose
// prefix sums leave N remainders.
TEST_F(PrefixSumModDistinctPermutationTest, GeneratedReferenceSolves) {
  const int64_t max_ns[] = {8, 12, 18, 27, 40, 60, 90, 135, 202};
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 8, 8)) {
    const int64_t n = g.Int("n");
    EXPECT_EQ(n % 2, 0) << g.Where();
    EXPECT_GE(n, 4) << g.Where();
    EXPECT_LE(n, max_ns[g.level]) << g.Where();
    std::vector<int64_t> order;
    for (const absl::string_view token : absl::StrSplit(g.answer, ' ')) {
      int64_t x = 0;
      ASSERT_TRUE(absl::SimpleAtoi(token, &x)) << g.Where();
      order.push_back(x);
    }
    std::vector<int64_t> sorted = order;
    std::sort(sorted.begin(), sorted.end());
    std::vector<int64_t> identity(static_cast<size_t>(n));
    std::iota(identity.begin(), identity.end(), int64_t{1});
    EXPECT_EQ(sorted, identity) << g.Where();
    EXPECT_EQ(DistinctPrefixRemainders(order), n) << g.Where();
  }
}

}  // namespace
}  // namespace prefix_sum_mod_distinct_permutation_test_cc
}  // namespace referee

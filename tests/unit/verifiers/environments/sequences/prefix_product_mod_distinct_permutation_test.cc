// PrefixProductMODDistinctPermutation (RLVE-Gym): order 1..N so that the
// prefix products are distinct modulo N; ladder -1 unparseable, -0.5 unless
// a permutation of 1..N, else (distinct prefix products / N)^beta, beta =
// 10 by default. Every expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace prefix_product_mod_distinct_permutation_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kEnv[] = "prefix_product_mod_distinct_permutation";

class PrefixProductModDistinctPermutationTest : public testing::VerifierTableTest {};

// N = 5. Prefix products modulo 5: 1 2 4 3 5 → 1, 2, 8 = 3, 9 = 4, 0: all
// five. 1 3 4 2 5 → 1, 3, 12 = 2, 4, 0: all five. 1 2 3 4 5 → 1, 2, 6 = 1,
// 4, 0: four. 2 3 4 1 5 → 2, 6 = 1, 4, 4, 0: four. 3 1 5 2 4 → 3, 3, 0, 0,
// 0: two. 5 1 2 3 4 → 0 throughout: one.
const char kInstance[] = R"({"n": 5})";

TEST_F(PrefixProductModDistinctPermutationTest, Ladder) {
  CheckInstance(kEnv, kInstance,
                {{"<answer>1 2 4 3 5</answer>", 1, true, true},
                 {"<answer>1 3 4 2 5</answer>", 1, true, true},
                 {"<answer>\n 1\t2  4 3 5 \n</answer>", 1, true, true},
                 {"<answer>+1 02 4 3 5</answer>", 1, true, true},  // int() accepts.
                 {"\\boxed{1 2 4 3 5}", 1, true, true},            // The \boxed fallback.
                 {"<answer>1 2 3 4 5</answer>", std::pow(0.8, 10), false, true},
                 {"<answer>2 3 4 1 5</answer>", std::pow(0.8, 10), false, true},
                 {"<answer>3 1 5 2 4</answer>", std::pow(0.4, 10), false, true},
                 {"<answer>5 1 2 3 4</answer>", std::pow(0.2, 10), false, true},
                 {"<answer>1 2 4 4 5</answer>", -0.5, false, true},  // A repeat.
                 {"<answer>1 2 4 3 6</answer>", -0.5, false, true},  // 6 > N.
                 {"<answer>0 2 4 3 5</answer>", -0.5, false, true},  // 0 < 1.
                 {"<answer>-1 2 4 3 5</answer>", -0.5, false, true},
                 {"<answer>1 2 4 3 99999999999999999999999</answer>", -0.5, false, true},
                 {"<answer>1 2 4 3</answer>", -0.5, false, true},      // Too few.
                 {"<answer>1 2 4 3 5 5</answer>", -0.5, false, true},  // Too many.
                 {"<answer></answer>", -0.5, false, true},
                 {"<answer>1, 2, 4, 3, 5</answer>", -1, false, false},  // Commas.
                 {"<answer>one 2 4 3 5</answer>", -1, false, false},
                 {"1 2 4 3 5", -1, false, false},  // No tag.
                 {"<answer>1 2 4 3 5", -1, false, false}});
  CheckInstance(kEnv, kInstance, {{"<answer>1 2 3 4 5</answer>", 0.8, false, true}},
                R"({"beta": 1})");
}

TEST_F(PrefixProductModDistinctPermutationTest, BetaMustBePositive) {
  EXPECT_FALSE(ParamError(kEnv, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kEnv, R"({"beta": 2})").ok());
}

TEST(PrefixProductModDistinctPermutationInstanceTest, RejectsBadInstances) {
  // Composite N other than 4: no solution; 1 and past 10^4: out of bounds.
  for (const char* instance : {R"({"n": 6})", R"({"n": 9})", R"({"n": 1})", R"({"n": 10007})"}) {
    const absl::Status status = testing::PrepareInstanceStatus(kEnv, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  for (const char* instance : {R"({"n": 2})", R"({"n": 4})", R"({"n": 9973})"}) {
    EXPECT_TRUE(testing::PrepareInstanceStatus(kEnv, instance).ok()) << instance;
  }
}

// The number of distinct prefix products of `order` modulo its length.
int64_t DistinctPrefixRemainders(const std::vector<int64_t>& order) {
  const int64_t n = static_cast<int64_t>(order.size());
  std::set<int64_t> remainders;
  int64_t product = 1;
  for (const int64_t x : order) {
    product = product * x % n;
    remainders.insert(product);
  }
  return static_cast<int64_t>(remainders.size());
}

// Every permutation of 1..N for N = 2, 3, 4, 5, 7 is scored by the
// definition: 1 when the N prefix products leave N remainders, else
// (remainders / N)^10.
TEST_F(PrefixProductModDistinctPermutationTest, VerifierMatchesEnumeration) {
  for (const int64_t n : {2, 3, 4, 5, 7}) {
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
// 202): N is 4 or a prime in 3..MAX_N (checked by trial division), and the
// reference a permutation of 1..N whose prefix products leave N remainders.
TEST_F(PrefixProductModDistinctPermutationTest, GeneratedReferenceSolves) {
  const int64_t max_ns[] = {8, 12, 18, 27, 40, 60, 90, 135, 202};
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 8, 8)) {
    const int64_t n = g.Int("n");
    bool prime = n >= 2;
    for (int64_t d = 2; d < n; ++d) prime = prime && n % d != 0;
    EXPECT_TRUE(n == 4 || (prime && n >= 3)) << g.Where() << ": " << n;
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
}  // namespace prefix_product_mod_distinct_permutation_test_cc
}  // namespace referee

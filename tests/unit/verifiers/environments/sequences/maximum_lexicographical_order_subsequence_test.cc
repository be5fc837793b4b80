// MaximumLexicographicalOrderSubsequence (RLVE-Gym): write the
// lexicographically largest length-K subsequence of A; ladder -1
// unparseable, -0.5 unless K integers forming a subsequence, else
// (positions equal to the largest / K)^beta, beta = 5 by default. Every
// expectation is worked out by hand below.
#include <cmath>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace maximum_lexicographical_order_subsequence_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kEnv[] = "maximum_lexicographical_order_subsequence";

class MaximumLexicographicalOrderSubsequenceTest : public testing::VerifierTableTest {};

// A = 2 5 1 5 3 4, K = 3. The first value is the largest among indices
// 0..3 (two must follow): 5, first at index 1; the second the largest among
// 2..4: 5 at index 3; the third the largest among 4..5: 4. Largest: 5 5 4.
const char kInstance[] = R"({"a": [2, 5, 1, 5, 3, 4], "k": 3})";

TEST_F(MaximumLexicographicalOrderSubsequenceTest, Ladder) {
  CheckInstance(kEnv, kInstance,
                {{"<answer>5 5 4</answer>", 1, true, true},
                 {"<answer>\n 5\n+5 04 </answer>", 1, true, true},  // int() accepts.
                 {"\\boxed{5 5 4}", 1, true, true},                  // The \boxed fallback.
                 {"<answer>5 5 3</answer>", std::pow(2.0 / 3.0, 5), false, true},  // 1 3 4.
                 {"<answer>5 3 4</answer>", std::pow(2.0 / 3.0, 5), false, true},  // 1 4 5.
                 {"<answer>1 5 4</answer>", std::pow(2.0 / 3.0, 5), false, true},  // 2 3 5.
                 {"<answer>2 5 5</answer>", std::pow(1.0 / 3.0, 5), false, true},  // 0 1 3.
                 {"<answer>2 1 3</answer>", 0, false, true},                       // 0 2 4.
                 {"<answer>4 5 5</answer>", -0.5, false, true},  // Not a subsequence.
                 {"<answer>5 5 6</answer>", -0.5, false, true},  // No 6 in A.
                 {"<answer>5 5</answer>", -0.5, false, true},    // Two values.
                 {"<answer>5 5 4 4</answer>", -0.5, false, true},
                 {"<answer></answer>", -0.5, false, true},
                 {"<answer>5 5 99999999999999999999999</answer>", -0.5, false, true},
                 {"<answer>5, 5, 4</answer>", -1, false, false},
                 {"<answer>five</answer>", -1, false, false},
                 {"5 5 4", -1, false, false},  // No tag.
                 {"<answer>5 5 4", -1, false, false}});
  CheckInstance(kEnv, kInstance, {{"<answer>2 5 5</answer>", 1.0 / 3.0, false, true}},
                R"({"beta": 1})");
}

TEST_F(MaximumLexicographicalOrderSubsequenceTest, BetaMustBePositive) {
  EXPECT_FALSE(ParamError(kEnv, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kEnv, R"({"beta": 2})").ok());
}

TEST(MaximumLexicographicalOrderSubsequenceInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"a": [1, 2, 3], "k": 4})",  // K > N.
           R"({"a": [1, 2, 3], "k": 0})",
           R"({"a": [1, 0, 3], "k": 1})",  // A value below 1.
           R"({"a": [], "k": 1})",
           R"({"a": [1, 2, 3]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kEnv, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kEnv, R"({"a": [4, 9], "k": 2})").ok());
}

// Brute force from the definition on generated instances (levels 0..8, N =
// 3, 4, ..., 10, 12 as RLVE's controller grows it; K in 2..N-1; A in
// 1..N): the values of every K-subset of indices, the largest of them
// compared lexicographically is the gold, and the reference must be it. On
// levels 0..3 (N <= 6) every sequence of K values in 1..N is scored by the
// definition: -0.5 unless some K-subset gives it, else (positions equal to
// the gold / K)^5, 1 only for the gold.
TEST_F(MaximumLexicographicalOrderSubsequenceTest, VerifierMatchesAllSubsequences) {
  const int64_t sizes[] = {3, 4, 5, 6, 7, 8, 9, 10, 12};
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 8, 6)) {
    const std::vector<int64_t> a = g.Ints("a");
    const int64_t n = static_cast<int64_t>(a.size());
    const int64_t k = g.Int("k");
    ASSERT_EQ(n, sizes[g.level]) << g.Where();
    ASSERT_TRUE(2 <= k && k <= n - 1) << g.Where();
    for (const int64_t v : a) EXPECT_TRUE(1 <= v && v <= n) << g.Where();
    std::set<std::vector<int64_t>> subsequences;
    for (int64_t mask = 0; mask < (int64_t{1} << n); ++mask) {
      if (__builtin_popcountll(static_cast<unsigned long long>(mask)) != k) continue;
      std::vector<int64_t> values;
      for (int64_t i = 0; i < n; ++i) {
        if (((mask >> i) & 1) != 0) values.push_back(a[i]);
      }
      subsequences.insert(values);
    }
    const std::vector<int64_t> gold = *subsequences.rbegin();  // Lexicographic order.
    EXPECT_EQ(g.answer, absl::StrJoin(gold, " ")) << g.Where();
    if (g.level > 3) continue;
    const PreparedProblemPtr problem = testing::PrepareGenerated(kEnv, g);
    ASSERT_NE(problem, nullptr);
    std::vector<std::string> outputs;
    std::vector<Case> cases;
    std::vector<int64_t> values(static_cast<size_t>(k), 1);
    while (true) {
      int64_t equal = 0;
      for (int64_t j = 0; j < k; ++j) equal += values[j] == gold[j] ? 1 : 0;
      const double score = subsequences.count(values) == 0 ? -0.5
                           : equal == k                    ? 1.0
                                                           : std::pow(static_cast<double>(equal) /
                                                                          static_cast<double>(k),
                                                                      5);
      outputs.push_back(absl::StrCat("<answer>", absl::StrJoin(values, " "), "</answer>"));
      cases.push_back({"", score, equal == k, true});
      int64_t j = k - 1;  // The next sequence over 1..N.
      while (j >= 0 && values[j] == n) values[j--] = 1;
      if (j < 0) break;
      ++values[j];
    }
    for (size_t j = 0; j < cases.size(); ++j) cases[j].output = outputs[j].c_str();
    Check(kEnv, *problem, cases);
  }
}

}  // namespace
}  // namespace maximum_lexicographical_order_subsequence_test_cc
}  // namespace referee

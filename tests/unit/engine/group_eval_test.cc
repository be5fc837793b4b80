// pass@k, avg@k and maj@k (engine/group_eval.h), every expected value worked
// out by hand from the definitions in the comments.
#include "engine/group_eval.h"

#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace referee {
inline namespace group_eval_test_cc {
namespace {

TEST(PassAtKTest, TheUnbiasedEstimatorByHand) {
  struct Case {
    int64_t n, c, k;
    double want;
  };
  const std::vector<Case> cases = {
      // 1 − C(n−c, k)/C(n, k):
      {4, 1, 1, 0.25},            // 1 − C(3,1)/C(4,1) = 1 − 3/4.
      {4, 1, 2, 0.5},             // 1 − C(3,2)/C(4,2) = 1 − 3/6.
      {4, 2, 2, 5.0 / 6},         // 1 − C(2,2)/C(4,2) = 1 − 1/6.
      {4, 2, 3, 1.0},             // n − c = 2 < 3: every 3-subset holds a correct one.
      {8, 0, 4, 0.0},             // Nothing correct.
      {8, 8, 1, 1.0},             // Everything correct.
      {10, 3, 5, 1 - 21.0 / 252}, // C(7,5) = 21, C(10,5) = 252.
      {16, 1, 16, 1.0},
      {16, 1, 8, 0.5},            // 1 − C(15,8)/C(16,8) = 1 − 6435/12870.
  };
  for (const Case& c : cases) {
    EXPECT_NEAR(PassAtK(c.n, c.c, c.k), c.want, 1e-12) << c.n << " " << c.c << " " << c.k;
  }
  // Large groups: no overflow (C(1000, 500) is far past 64 bits). With
  // c = 1, C(n−1, k)/C(n, k) = (n − k)/n.
  EXPECT_NEAR(PassAtK(1000, 1, 500), 0.5, 1e-12);
}

TEST(VoteKeyTest, FinalAnswersWithWhitespaceCollapsed) {
  EXPECT_EQ(VoteKey("so \\boxed{42}"), "42");
  EXPECT_EQ(VoteKey("<answer> 1  2\n3 </answer>"), "1 2 3");
  EXPECT_EQ(VoteKey("Answer: 7"), "7");
  EXPECT_EQ(VoteKey("no final answer here"), "");  // Does not vote.
}

TEST(MajorityIndexTest, MostVotesThenSmallestNumberThenLexicographic) {
  using Keys = std::vector<std::string>;
  // "3" has two votes: its first rollout is index 1.
  EXPECT_EQ(MajorityIndex(Keys{"5", "3", "3", "4"}), 1);
  // A tie of numbers: the numerically smallest (10 > 9 though "10" < "9").
  EXPECT_EQ(MajorityIndex(Keys{"10", "9", "10", "9"}), 1);
  EXPECT_EQ(MajorityIndex(Keys{"-2", "1"}), 0);
  EXPECT_EQ(MajorityIndex(Keys{"2.5", "2.25"}), 1);
  // A tie with a non-number: lexicographic ("1 2" < "1 3" < "abc").
  EXPECT_EQ(MajorityIndex(Keys{"1 3", "1 2"}), 1);
  EXPECT_EQ(MajorityIndex(Keys{"abc", "10"}), 1);  // "10" < "abc" bytewise.
  // Abstentions do not vote; nobody voting: -1.
  EXPECT_EQ(MajorityIndex(Keys{"", "", "7"}), 2);
  EXPECT_EQ(MajorityIndex(Keys{"", ""}), -1);
  EXPECT_EQ(MajorityIndex(Keys{}), -1);
}

TEST(AddGroupEvalTest, TheThreeMetricsAndTheNote) {
  // Six rollouts: answers 4, 5, 5, (none), 4, 4; the right answer is 4.
  const std::vector<absl::string_view> outputs = {"\\boxed{4}", "\\boxed{5}", "\\boxed{5}",
                                                  "I give up", "\\boxed{4}", "\\boxed{4}"};
  const bool correct[] = {true, false, false, false, true, true};
  referee::v1::GroupStats stats;
  const std::vector<int32_t> ks = {1, 3, 4, 6, 8};
  AddGroupEval(ks, outputs, absl::MakeConstSpan(correct), stats);
  // n = 6, c = 3.
  // pass@1 = 3/6; pass@3 = 1 − C(3,3)/C(6,3) = 1 − 1/20; pass@4 = 1 (3 < 4).
  EXPECT_NEAR(stats.pass_at_k().at(1), 0.5, 1e-12);
  EXPECT_NEAR(stats.pass_at_k().at(3), 0.95, 1e-12);
  EXPECT_NEAR(stats.pass_at_k().at(4), 1.0, 1e-12);
  EXPECT_NEAR(stats.pass_at_k().at(6), 1.0, 1e-12);
  // avg@k over the first k: 1/1, 1/3, 1/4, 3/6.
  EXPECT_NEAR(stats.avg_at_k().at(1), 1.0, 1e-12);
  EXPECT_NEAR(stats.avg_at_k().at(3), 1.0 / 3, 1e-12);
  EXPECT_NEAR(stats.avg_at_k().at(4), 0.25, 1e-12);
  EXPECT_NEAR(stats.avg_at_k().at(6), 0.5, 1e-12);
  // maj@1: "4" alone, right. maj@3: "5" twice, wrong. maj@4: the same (the
  // fourth does not vote). maj@6: "4" three times against two, right.
  EXPECT_EQ(stats.maj_at_k().at(1), 1);
  EXPECT_EQ(stats.maj_at_k().at(3), 0);
  EXPECT_EQ(stats.maj_at_k().at(4), 0);
  EXPECT_EQ(stats.maj_at_k().at(6), 1);
  // k = 8 > 6: left out, and said.
  EXPECT_EQ(stats.pass_at_k().count(8), 0u);
  EXPECT_EQ(stats.eval_note(), "k = 8 left out: the group has 6 rollouts");
}

TEST(AddGroupEvalTest, ATieOfFourAndFiveGoesToFour) {
  // maj@2 over "5", "4": one vote each; 4 is the smaller number, and right.
  const std::vector<absl::string_view> outputs = {"\\boxed{5}", "\\boxed{4}"};
  const bool correct[] = {false, true};
  referee::v1::GroupStats stats;
  AddGroupEval(std::vector<int32_t>{2}, outputs, absl::MakeConstSpan(correct), stats);
  EXPECT_EQ(stats.maj_at_k().at(2), 1);
  EXPECT_TRUE(stats.eval_note().empty());
}

TEST(ResolveEvalKTest, SortedUniqueAndInRange) {
  referee::v1::RewardSpec spec;
  for (int k : {8, 1, 8, 32}) spec.add_eval_k(k);
  auto ks = ResolveEvalK(spec);
  ASSERT_TRUE(ks.ok()) << ks.status();
  EXPECT_EQ(*ks, (std::vector<int32_t>{1, 8, 32}));
  spec.add_eval_k(0);
  ks = ResolveEvalK(spec);
  EXPECT_EQ(ks.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(ks.status().message().find("spec.eval_k[4]"), std::string::npos);
  spec.set_eval_k(4, kMaxEvalK + 1);
  EXPECT_FALSE(ResolveEvalK(spec).ok());
}

}  // namespace
}  // namespace group_eval_test_cc
}  // namespace referee

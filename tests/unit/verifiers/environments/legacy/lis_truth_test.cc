#include "verifiers/environments/legacy/truth/lis_truth.h"

#include <string>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/brute_force.h"

namespace referee {
namespace tasks {
inline namespace lis_truth_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Lis;

Lis MakeLis(const std::vector<int64_t>& values) {
  Lis lis;
  for (int64_t v : values) lis.add_values(v);
  return lis;
}

// Strictly increasing subsequences by brute force: the longest length and
// how many index sets reach it.
std::pair<int, int> BruteForce(const Lis& lis) {
  const int n = lis.values_size();
  testing::MaxCount tally;
  for (int mask = 1; mask < (1 << n); ++mask) {
    int64_t last = INT64_MIN;
    int size = 0;
    bool ok = true;
    for (int i = 0; i < n && ok; ++i) {
      if (!(mask >> i & 1)) continue;
      ok = lis.values(i) > last;
      last = lis.values(i);
      ++size;
    }
    if (!ok) continue;
    tally.Offer(size);
  }
  return {tally.best, tally.count};
}

TEST(LisTest, Figure1) {
  // 797 476 335 452 606 -> rows 3, 4, 5 (335 < 452 < 606).
  Lis lis = MakeLis({797, 476, 335, 452, 606});
  ASSERT_TRUE(PrepareLis(lis).ok());
  EXPECT_EQ(std::vector<int32_t>(lis.solution().begin(), lis.solution().end()),
            (std::vector<int32_t>{3, 4, 5}));
  EXPECT_EQ(lis.answer(), 3);
}

TEST(LisTest, StrictlyIncreasingOnly) {
  // 5 5 6: the LIS is length 2 but rows (1,3) and (2,3) both reach it.
  Lis tie = MakeLis({5, 5, 6});
  absl::Status status = PrepareLis(tie);
  EXPECT_NE(status.message().find("not unique (2 of length 2)"),
            absl::string_view::npos)
      << status;
  Lis unique = MakeLis({1, 5, 5});  // (1,2) and (1,3): also two.
  EXPECT_FALSE(PrepareLis(unique).ok());
  Lis ok = MakeLis({3, 1, 2, 2, 4});  // 1,2,4 via row 3 or row 4: two.
  EXPECT_FALSE(PrepareLis(ok).ok());
  Lis one = MakeLis({2, 1, 3});  // (1,3) and (2,3): two of length 2.
  EXPECT_FALSE(PrepareLis(one).ok());
  Lis clean = MakeLis({1, 3, 2, 4, 5});  // 1,3,4,5 and 1,2,4,5: two.
  EXPECT_FALSE(PrepareLis(clean).ok());
  Lis single = MakeLis({4, 1, 2, 3});  // Only 1,2,3: rows 2,3,4.
  ASSERT_TRUE(PrepareLis(single).ok());
  EXPECT_EQ(single.answer(), 3);
  EXPECT_EQ(single.solution(0), 2);
}

TEST(LisTest, WrongGivenSolutionIsRejected) {
  Lis lis = MakeLis({797, 476, 335, 452, 606});
  lis.add_solution(2);
  lis.add_solution(5);
  EXPECT_NE(PrepareLis(lis).message().find("lis.solution"),
            absl::string_view::npos);
  Lis answer = MakeLis({797, 476, 335, 452, 606});
  answer.set_answer(2);
  EXPECT_NE(PrepareLis(answer).message().find("lis.answer"),
            absl::string_view::npos);
}

TEST(LisTest, DpMatchesBruteForceAndPatienceFindsTheUniqueLis) {
  Rng rng(99);
  int unique = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    Lis lis;
    const int n = static_cast<int>(rng.Uniform(1, 11));
    for (int i = 0; i < n; ++i) lis.add_values(rng.Uniform(1, 12));
    const LisAnalysis analysis = AnalyzeLis(lis);
    const auto [best, count] = BruteForce(lis);
    ASSERT_EQ(analysis.length, best) << lis.DebugString();
    ASSERT_EQ(analysis.count, static_cast<uint64_t>(count)) << lis.DebugString();
    ASSERT_EQ(static_cast<int>(analysis.patience.size()), best);
    // The reconstruction is always a valid increasing subsequence.
    for (size_t k = 1; k < analysis.patience.size(); ++k) {
      ASSERT_LT(analysis.patience[k - 1], analysis.patience[k]);
      ASSERT_LT(lis.values(analysis.patience[k - 1] - 1),
                lis.values(analysis.patience[k] - 1));
    }
    if (count == 1) ++unique;
  }
  EXPECT_GT(unique, 100);
}

TEST(LisTest, CountsOfPairedValuesAndSaturation) {
  // Values 2,1, 4,3, 6,5, ...: one of each pair in any LIS, so k pairs give
  // length k and 2^k of them.
  auto pairs = [](int k) {
    Lis lis;
    for (int i = 1; i <= k; ++i) {
      lis.add_values(2 * i);
      lis.add_values(2 * i - 1);
    }
    return lis;
  };
  LisAnalysis twenty = AnalyzeLis(pairs(20));
  EXPECT_EQ(twenty.length, 20);
  EXPECT_EQ(twenty.count, uint64_t{1} << 20);
  // 2^2048 saturates; the full-size problem is analysed in O(n log n).
  LisAnalysis full = AnalyzeLis(pairs(kMaxLisValues / 2));
  EXPECT_EQ(full.length, kMaxLisValues / 2);
  EXPECT_EQ(full.count, UINT64_MAX);
}

TEST(LisTest, GeneratorIsDeterministicAndUnique) {
  Rng a(3), b(3);
  LisGeneratorOptions options;
  for (int i = 0; i < 300; ++i) {
    const auto problem = GenerateLis(a, options);
    ASSERT_EQ(problem.SerializeAsString(),
              GenerateLis(b, options).SerializeAsString());
    const Lis& lis = problem.lis();
    ASSERT_GE(lis.values_size(), 5);
    ASSERT_LE(lis.values_size(), 16);
    for (int64_t v : lis.values()) {
      ASSERT_GE(v, 1);
      ASSERT_LE(v, 1000);
    }
    const LisAnalysis analysis = AnalyzeLis(lis);
    ASSERT_EQ(analysis.count, 1u);
    ASSERT_GE(analysis.length, 2);
    ASSERT_EQ(lis.answer(), analysis.length);
  }
}

TEST(LisTest, PromptFollowsFigure6) {
  const std::string prompt =
      LisPrompt(MakeLis({797, 476, 335, 452, 606}), /*hint=*/false);
  EXPECT_NE(prompt.find("(use the row IDs).\nID Value\n1 797\n2 476\n3 335\n4 "
                        "452\n5 606\nInstructions: The table lists 1-based"),
            std::string::npos)
      << prompt;
  EXPECT_EQ(prompt.find("Hint"), std::string::npos);
}

}  // namespace
}  // namespace lis_truth_test_cc
}  // namespace tasks
}  // namespace referee

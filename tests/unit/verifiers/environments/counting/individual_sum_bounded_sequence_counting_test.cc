// IndividualSumBounded_SequenceCounting (RLVE-Gym): sequences X[1..K] with
// X[1] >= 1, X[2..K] in 1..M and sum <= N, modulo MOD; ladder -1
// unparseable, -0.5 outside [0, MOD), 1 exact, else 0.
#include <algorithm>
#include <cstdint>
#include <string>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace individual_sum_bounded_sequence_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kEnv[] = "individual_sum_bounded_sequence_counting";

class IndividualSumBoundedSequenceCountingTest : public testing::VerifierTableTest {};

TEST_F(IndividualSumBoundedSequenceCountingTest, Ladder) {
  // N = 5, K = 3, M = 2: X[2] + X[3] is 2 (once), 3 (twice) or 4 (once),
  // leaving X[1] in 1..3, 1..2, 1..1: 3 + 2 + 2 + 1 = 8. Modulo 5: 3.
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "x", "environment": {"name": "individual_sum_bounded_sequence_counting",
          "instance": {"n": 5, "k": 3, "m": 2, "mod": 5}}})");
  ASSERT_NE(problem, nullptr);
  Check(kEnv, *problem,
        {{"<answer>3</answer>", 1, true, true},
         {"\\boxed{3}", 1, true, true},
         {"<answer>0</answer>", 0, false, true},
         {"<answer>4</answer>", 0, false, true},
         {"<answer>8</answer>", -0.5, false, true},  // The count itself: >= MOD.
         {"<answer>5</answer>", -0.5, false, true},
         {"<answer>-3</answer>", -0.5, false, true},
         {"<answer>3/1</answer>", -1, false, false},
         {"3", -1, false, false}});
}

TEST_F(IndividualSumBoundedSequenceCountingTest, HandDerivedValues) {
  // N = 2, K = 2, M = 1: (1, 1) -> 1. N = 4, K = 2, M = 3: X[2] = 1, 2, 3
  // leaves 3 + 2 + 1 = 6. N = 4, K = 4, M = 1: (1,1,1,1) -> 1. N = 10,
  // K = 2, M = 1: X[1] in 1..9 -> 9, mod 4 = 1.
  const struct { int64_t n, k, m, mod; const char* answer; } kCases[] = {
      {2, 2, 1, 7, "1"}, {4, 2, 3, 100, "6"}, {4, 4, 1, 100, "1"}, {10, 2, 1, 4, "1"},
  };
  for (const auto& c : kCases) {
    const std::string json = absl::StrCat(
        R"({"id": "x", "environment": {"name": "individual_sum_bounded_sequence_counting", "instance": {"n": )",
        c.n, R"(, "k": )", c.k, R"(, "m": )", c.m, R"(, "mod": )", c.mod, "}}}");
    const PreparedProblemPtr problem = testing::Prepare(json.c_str());
    ASSERT_NE(problem, nullptr);
    Check(kEnv, *problem,
          {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Brute force from the definition: choose X[1], X[2], ... one at a time
// within their bounds while the sum stays at most N; count full sequences.
int64_t CountByEnumeration(int64_t position, int64_t k, int64_t m, int64_t room) {
  if (position > k) return 1;
  const int64_t top = position == 1 ? room : std::min(m, room);
  int64_t count = 0;
  for (int64_t x = 1; x <= top; ++x) count += CountByEnumeration(position + 1, k, m, room - x);
  return count;
}

TEST(IndividualSumBoundedSequenceCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 2, 25)) {
    const int64_t n = g.Int("n"), k = g.Int("k"), m = g.Int("m"), mod = g.Int("mod");
    ASSERT_LE(n, 16) << g.Where();
    ASSERT_LE(1 + m * (k - 1), n) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(CountByEnumeration(1, k, m, n) % mod)) << g.Where();
  }
}

TEST(IndividualSumBoundedSequenceCountingInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(testing::PrepareInstanceStatus(kEnv, R"({"n": 1, "k": 2, "m": 1, "mod": 5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kEnv, R"({"n": 5, "k": 1, "m": 1, "mod": 5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kEnv, R"({"n": 5, "k": 6, "m": 1, "mod": 5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kEnv, R"({"n": 5, "k": 3, "m": 3, "mod": 5})").ok());  // 1 + 3*2 > 5.
  EXPECT_FALSE(testing::PrepareInstanceStatus(kEnv, R"({"n": 5, "k": 3, "m": 0, "mod": 5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kEnv, R"({"n": 5, "k": 3, "m": 2, "mod": 1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kEnv, R"({"n": 5, "k": 3, "m": 2})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kEnv, R"({"n": 5, "k": 3, "m": 2, "mod": 5, "x": 1})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(
      kEnv, R"({"n": 9007199254740992, "k": 3, "m": 4503599627370495, "mod": 9007199254740992})").ok());
}

}  // namespace
}  // namespace individual_sum_bounded_sequence_counting_test_cc
}  // namespace referee

// HalvingChainCounting (RLVE-Gym): sequences from N where each next element
// is a positive integer at most half the previous; ladder -1 unparseable
// or <= 0, 1 exact, else (min/max)^beta with beta = 10.
#include <cstdint>
#include <string>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace halving_chain_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class HalvingChainCountingTest : public testing::VerifierTableTest {};

TEST_F(HalvingChainCountingTest, Ladder) {
  // N = 6: (6), (6,1), (6,2), (6,3), (6,2,1), (6,3,1) — six sequences.
  CheckInstance("halving_chain_counting", R"({"n": 6})",
                {{"<answer>6</answer>", 1, true, true},
                 {"<answer>3</answer>", 1.0 / 1024, false, true},   // (3/6)^10.
                 {"<answer>12</answer>", 1.0 / 1024, false, true},  // (6/12)^10.
                 {"<answer>5</answer>", 9765625.0 / 60466176, false, true},  // (5/6)^10.
                 {"<answer>0</answer>", -1, false, true},  // RLVE: <= 0 is wrong_format.
                 {"<answer>-6</answer>", -1, false, true},
                 {"<answer>six</answer>", -1, false, false},
                 {"6", -1, false, false}});
}

TEST_F(HalvingChainCountingTest, HandDerivedValues) {
  // f(n) = 1 + f(1) + ... + f(n/2): f(1) = 1, f(2) = f(3) = 2,
  // f(4) = f(5) = 4, f(6) = f(7) = 6, f(8) = 10, f(16) = 1 + 1 + 2 + 2 + 4
  // + 4 + 6 + 6 + 10 = 36.
  const struct { int n; const char* answer; } kCases[] = {
      {1, "1"}, {2, "2"}, {3, "2"}, {5, "4"}, {8, "10"}, {16, "36"},
  };
  for (const auto& c : kCases) {
    const std::string json = absl::StrCat(
        R"({"id": "c", "environment": {"name": "halving_chain_counting", "instance": {"n": )",
        c.n, "}}}");
    const PreparedProblemPtr problem = testing::Prepare(json.c_str());
    ASSERT_NE(problem, nullptr);
    Check("halving_chain_counting", *problem,
          {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Brute force from the definition: walk every sequence from `last`, one
// for the sequence itself and each longer one reached by appending.
int64_t CountByEnumeration(int64_t last) {
  int64_t count = 1;
  for (int64_t next = 1; 2 * next <= last; ++next) count += CountByEnumeration(next);
  return count;
}

TEST(HalvingChainCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("halving_chain_counting", 4, 20)) {
    const int64_t n = g.Int("n");
    ASSERT_LE(n, 81) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(CountByEnumeration(n))) << g.Where();
  }
}

TEST(HalvingChainCountingInstanceTest, BadInstancesAreRejected) {
  const char* env = "halving_chain_counting";
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 0})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 400001})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 2.5})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 4, "x": 1})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(env, R"({"n": 400000})").ok());
}

}  // namespace
}  // namespace halving_chain_counting_test_cc
}  // namespace referee

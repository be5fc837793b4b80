// BitAndZeroPathCounting (RLVE-Gym): paths from S to T along s -> t with
// s < t and s & t = 0, mod 10000; ladder -1 unparseable, -0.5 outside
// [0, 10000), 1 exact, else 0.
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace bitand_zero_path_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class BitAndZeroPathCountingTest : public testing::VerifierTableTest {};

TEST_F(BitAndZeroPathCountingTest, Ladder) {
  // S = 1, T = 8 (1000). Top bits rise along a path, so the inner vertices
  // are 2 or 3 (top bit 1) and then 4..7 (top bit 2), each disjoint from its
  // neighbours: 1-8; 1-2-8; 1-4-8, 1-6-8; 1-2-4-8, 1-2-5-8. Six.
  CheckInstance("bitand_zero_path_counting", R"({"s": "1", "t": "1000"})",
                {{"<answer>6</answer>", 1, true, true},
                 {"\\boxed{6}", 1, true, true},
                 {"<answer>5</answer>", 0, false, true},
                 {"<answer>10000</answer>", -0.5, false, true},
                 {"<answer>-6</answer>", -0.5, false, true},
                 {"<answer>110</answer>", 0, false, true},  // 6 in binary: wrong.
                 {"<answer>six</answer>", -1, false, false},
                 {"6", -1, false, false}});
}

TEST_F(BitAndZeroPathCountingTest, HandDerivedValues) {
  // 1 -> 4 (100): 1-4 and 1-2-4: 2. 2 (10) -> 8: 2-8, 2-4-8, 2-5-8: 3.
  // 3 (11) -> 4: only 3-4: 1. 5 (101) -> 6 (110): same top bit, 0.
  // 1 -> 7 (111): every number from 1 to 6 shares a bit with 7, so no
  // edge enters 7 from above 0: 0.
  const struct { const char* s; const char* t; const char* answer; } kCases[] = {
      {"1", "100", "2"}, {"10", "1000", "3"}, {"11", "100", "1"},
      {"101", "110", "0"}, {"1", "111", "0"},
  };
  for (const auto& c : kCases) {
    const std::string json = absl::StrCat(
        R"({"id": "b", "environment": {"name": "bitand_zero_path_counting", "instance": {"s": ")",
        c.s, R"(", "t": ")", c.t, R"("}}})");
    const PreparedProblemPtr problem = testing::Prepare(json.c_str());
    ASSERT_NE(problem, nullptr) << json;
    Check("bitand_zero_path_counting", *problem,
          {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Paths into every vertex from S to T in increasing order (the graph's
// edges all go up): paths[v] = sum of paths[u] over u < v with u & v = 0.
int64_t BruteForce(uint64_t s, uint64_t t) {
  std::vector<int64_t> paths(t + 1, 0);
  paths[s] = 1;
  for (uint64_t v = s + 1; v <= t; ++v) {
    for (uint64_t u = s; u < v; ++u) {
      if ((u & v) == 0) paths[v] = (paths[v] + paths[u]) % 10000;
    }
  }
  return paths[t];
}

TEST(BitAndZeroPathCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("bitand_zero_path_counting", 4, 20)) {
    const std::string s = g.Text("s"), t = g.Text("t");
    ASSERT_LE(t.size(), 9u) << g.Where();
    const uint64_t sv = std::stoull(s, nullptr, 2), tv = std::stoull(t, nullptr, 2);
    ASSERT_LT(sv, tv) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(BruteForce(sv, tv))) << g.Where();
  }
  // Every pair below 2^7 through explicit instances.
  for (uint64_t sv = 1; sv < 128; sv += 3) {
    for (uint64_t tv = sv + 1; tv < 128; tv += 5) {
      std::string s, t;
      for (uint64_t x = sv; x; x >>= 1) s.insert(s.begin(), static_cast<char>('0' + (x & 1)));
      for (uint64_t x = tv; x; x >>= 1) t.insert(t.begin(), static_cast<char>('0' + (x & 1)));
      const std::string json = absl::StrCat(
          R"({"id": "b", "environment": {"name": "bitand_zero_path_counting", "instance": {"s": ")",
          s, R"(", "t": ")", t, R"("}}})");
      const PreparedProblemPtr problem = testing::Prepare(json.c_str());
      ASSERT_NE(problem, nullptr);
      const Verifier* v = testing::TestCatalog().verifiers.Find("bitand_zero_path_counting");
      ASSERT_NE(v, nullptr);
      const std::string output = absl::StrCat("<answer>", BruteForce(sv, tv), "</answer>");
      auto verdict = v->Verify({*problem, output, ParamValues()});
      ASSERT_TRUE(verdict.ok());
      EXPECT_TRUE(verdict->correct) << sv << " -> " << tv;
    }
  }
}

TEST(BitAndZeroPathCountingInstanceTest, BadInstancesAreRejected) {
  const char* kName = "bitand_zero_path_counting";
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"s": "1", "t": "100"})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"s": "100", "t": "100"})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"s": "101", "t": "100"})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"s": "0", "t": "100"})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"s": "1", "t": "102"})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"s": "1", "t": "1x"})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"s": "1"})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"s": "1", "t": "100", "mod": 7})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, absl::StrCat(R"({"s": "1", "t": "1)", std::string(2000, '0'), R"("})")).ok());
}

}  // namespace
}  // namespace bitand_zero_path_counting_test_cc
}  // namespace referee

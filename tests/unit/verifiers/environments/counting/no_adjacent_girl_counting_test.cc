// NoAdjacentGirlCounting (RLVE-Gym): lines of N boys, M girls and 2
// teachers (all distinct) with no two girls adjacent and the teachers not
// adjacent; ladder -1 unparseable or negative, 1 exact, else
// (min/max)^beta with beta = 10.
#include <cstdint>
#include <string>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace no_adjacent_girl_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

class NoAdjacentGirlCountingTest : public testing::VerifierTableTest {};

TEST_F(NoAdjacentGirlCountingTest, Ladder) {
  // N = 1, M = 1: four people in a row; the teachers take two
  // non-adjacent positions, {1,3}, {1,4} or {2,4}, in 2 orders, and the boy
  // and the girl fill the other two in 2 orders: 3 * 2 * 2 = 12 (a single
  // girl is never next to another girl).
  CheckInstance("no_adjacent_girl_counting", R"({"n": 1, "m": 1})",
                {{"<answer>12</answer>", 1, true, true},
                 {"<answer>6</answer>", 1.0 / 1024, false, true},   // (6/12)^10.
                 {"<answer>24</answer>", 1.0 / 1024, false, true},  // (12/24)^10.
                 {"<answer>0</answer>", 0, false, true},  // RLVE: only < 0 is wrong_format.
                 {"<answer>-12</answer>", -1, false, true},
                 {"<answer>12.5</answer>", -1, false, false},
                 {"12", -1, false, false}});
}

TEST_F(NoAdjacentGirlCountingTest, HandDerivedValues) {
  // N = 1, M = 4: the girls must take positions 1, 3, 5, 7 of 7, and the
  // teachers two of the gaps 2, 4, 6 (never adjacent) with the boy in the
  // third: 4! * (3 * 2) = 144.
  const struct { int n, m; const char* answer; } kCases[] = {
      {1, 4, "144"}, {2, 1, "72"},
  };
  // N = 2, M = 1: 5 people; teachers non-adjacent: C(5,2) - 4 = 6 position
  // pairs, 2 orders, the other three in 3! orders: 72.
  for (const auto& c : kCases) {
    const std::string json = absl::StrCat(
        R"({"id": "g", "environment": {"name": "no_adjacent_girl_counting", "instance": {"n": )",
        c.n, R"(, "m": )", c.m, "}}}");
    const PreparedProblemPtr problem = testing::Prepare(json.c_str());
    ASSERT_NE(problem, nullptr);
    Check("no_adjacent_girl_counting", *problem,
          {{absl::StrCat("<answer>", c.answer, "</answer>").c_str(), 1, true, true}});
  }
}

// Brute force from the definition: every row of kinds (0 boy, 1 girl, 2
// teacher 1, 3 teacher 2) with the right numbers of each and no two girls
// or two teachers side by side (cut as soon as a pair appears), times N! M!
// for the orders of the boys and the girls among their places.
int64_t CountRows(int previous, int boys, int girls, int t1, int t2) {
  if (boys == 0 && girls == 0 && t1 == 0 && t2 == 0) return 1;
  int64_t count = 0;
  const int left[4] = {boys, girls, t1, t2};
  for (int kind = 0; kind < 4; ++kind) {
    if (left[kind] == 0) continue;
    if (kind == 1 && previous == 1) continue;
    if (kind >= 2 && previous >= 2) continue;
    count += CountRows(kind, boys - (kind == 0), girls - (kind == 1),
                       t1 - (kind == 2), t2 - (kind == 3));
  }
  return count;
}

TEST(NoAdjacentGirlCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("no_adjacent_girl_counting", 3, 20)) {
    const int64_t n = g.Int("n"), m = g.Int("m");
    ASSERT_LE(n, 8) << g.Where();
    ASSERT_LE(m, 8) << g.Where();
    int64_t count = CountRows(-1, static_cast<int>(n), static_cast<int>(m), 1, 1);
    for (int64_t i = 2; i <= n; ++i) count *= i;
    for (int64_t i = 2; i <= m; ++i) count *= i;
    EXPECT_EQ(g.answer, std::to_string(count)) << g.Where();
  }
}

TEST(NoAdjacentGirlCountingInstanceTest, BadInstancesAreRejected) {
  const char* env = "no_adjacent_girl_counting";
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 0, "m": 1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 1, "m": 0})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 1, "m": 5})").ok());  // 5 girls, 3 separators.
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 501, "m": 1})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 4})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 4, "m": 1, "x": 1})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(env, R"({"n": 500, "m": 503})").ok());
}

}  // namespace
}  // namespace no_adjacent_girl_counting_test_cc
}  // namespace referee

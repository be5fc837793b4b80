// AdditionTable (RLVE-Gym): the base N and the digit of each letter from
// the letters' addition table; ladder -1 no answer, -0.5 not N + 1
// integers, 0 wrong base, else (letters right / N)^beta, beta = 3.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace addition_table_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class AdditionTableTest : public testing::VerifierTableTest {};

TEST_F(AdditionTableTest, Ladder) {
  // a = 1, b = 0, c = 2 in base 3: a + a = c, a + b = a, a + c = ab (3),
  // b + b = b, b + c = c, c + c = aa (4). Answer "3 1 0 2"; one letter of
  // three right: (1/3)^3 = 1/27.
  const PreparedProblemPtr problem =
      testing::PrepareInstance("addition_table", R"({"digits": [1, 0, 2]})");
  ASSERT_NE(problem, nullptr);
  Check("addition_table", *problem,
        {{"<answer>3 1 0 2</answer>", 1, true, true},
         {"\\boxed{3 1 0 2}", 1, true, true},
         {"<answer>3 1 2 0</answer>", 1.0 / 27, false, true},  // a right.
         {"<answer>3 2 0 1</answer>", 1.0 / 27, false, true},  // b right.
         {"<answer>3 0 0 0</answer>", 1.0 / 27, false, true},  // b right.
         {"<answer>3 0 1 1</answer>", 0, false, true},
         {"<answer>4 1 0 2</answer>", 0, false, true},         // Wrong base.
         {"<answer>3 1 0</answer>", -0.5, false, true},
         {"<answer>3 1 0 2 4</answer>", -0.5, false, true},
         {"<answer>N=3 a=1 b=0 c=2</answer>", -0.5, false, true},
         {"3 1 0 2", -1, false, false}});
  Check("addition_table", *problem,
        {{"<answer>3 1 2 0</answer>", 1.0 / 3, false, true}}, R"({"beta": 1})");
}

TEST(AdditionTableBruteForceTest, TheTableHasOneSolution) {
  // Levels 0..3 (N = 3..6): write the table from the instance, then try
  // every assignment of digits to letters; exactly one satisfies every
  // equation, and it is the reference's.
  for (const testing::Generated& g : testing::GenerateSmall("addition_table", 3, 20)) {
    const std::vector<int64_t> digits = g.Ints("digits");
    const int64_t n = static_cast<int64_t>(digits.size());
    ASSERT_LE(n, 6) << g.Where();
    // The table: for letters i <= j, the letters of the sum (high, low; -1
    // for a one-letter sum).
    std::vector<int64_t> letter_of(n);
    for (int64_t i = 0; i < n; ++i) letter_of[digits[i]] = i;
    struct Row { int64_t i, j, high, low; };
    std::vector<Row> table;
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = i; j < n; ++j) {
        const int64_t s = digits[i] + digits[j];
        table.push_back({i, j, s >= n ? letter_of[s / n] : -1, letter_of[s % n]});
      }
    std::vector<int64_t> guess(n);
    for (int64_t i = 0; i < n; ++i) guess[i] = i;
    int solutions = 0;
    std::string found;
    do {
      bool all = true;
      for (const Row& r : table) {
        const int64_t s = guess[r.i] + guess[r.j];
        const int64_t value = r.high < 0 ? guess[r.low] : guess[r.high] * n + guess[r.low];
        all = all && value == s && (r.high < 0 || guess[r.high] != 0);
      }
      if (all) ++solutions, found = absl::StrCat(n, " ", absl::StrJoin(guess, " "));
    } while (std::next_permutation(guess.begin(), guess.end()));
    EXPECT_EQ(solutions, 1) << g.Where();
    EXPECT_EQ(g.answer, found) << g.Where();
  }
}

TEST(AdditionTableInstanceTest, BadInstancesAreRejected) {
  const char* env = "addition_table";
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"digits": [0, 1]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"digits": [0, 1, 1]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"digits": [0, 1, 3]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"digits": [0, 1, -2]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
      env, R"({"digits": [0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26]})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(env, R"({"digits": [2, 0, 1]})").ok());
}

}  // namespace
}  // namespace addition_table_test_cc
}  // namespace referee

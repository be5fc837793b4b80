// The Sorting ladder (RLVE, seed 001 §4.1): -1 unparseable, -0.5 wrong
// count, else (matching positions / N)^beta, beta = 10 by default.
#include <cmath>
#include <string>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace sorting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class SortingTest : public testing::VerifierTableTest {};

// Values 5 3 9 3 1: sorted 1 3 3 5 9 (N = 5).
const char kProblem[] = R"({"id": "s", "environment": {"name": "sorting",
    "instance": {"values": [5, 3, 9, 3, 1]}}})";

TEST_F(SortingTest, Ladder) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("sorting", *problem,
        {{"<answer>1 3 3 5 9</answer>", 1, true, true},
         {"<answer>\n 1  3\t3 5 9 \n</answer>", 1, true, true},
         {"think... <answer>9 5</answer> then <answer>1 3 3 5 9</answer>", 1, true, true},
         {"\\boxed{1 3 3 5 9}", 1, true, true},  // The \boxed fallback.
         {"<answer>+1 03 3 5 9</answer>", 1, true, true},  // int() accepts these.
         // Positions 1-3 match, 4 and 5 do not: (3/5)^10.
         {"<answer>1 3 3 9 5</answer>", std::pow(0.6, 10), false, true},
         // Positions 1, 2 (3, 3) match... reversed: 9 5 3 3 1 matches only
         // the middle 3: (1/5)^10.
         {"<answer>9 5 3 3 1</answer>", std::pow(0.2, 10), false, true},
         {"<answer>0 0 0 0 0</answer>", 0, false, true},
         {"<answer>1 3 3 5</answer>", -0.5, false, true},  // Wrong count.
         {"<answer>1 3 3 5 9 9</answer>", -0.5, false, true},
         {"<answer></answer>", -0.5, false, true},
         // A value too large for 64 bits parses but matches nothing.
         {"<answer>1 3 3 5 99999999999999999999999</answer>", std::pow(0.8, 10),
          false, true},
         {"<answer>1, 3, 3, 5, 9</answer>", -1, false, false},  // Commas.
         {"<answer>1 3 3 5 9.0</answer>", -1, false, false},
         {"1 3 3 5 9", -1, false, false},  // No tag.
         {"<answer>1 3 3 5 9", -1, false, false}});  // Unclosed.
  Check("sorting", *problem,
        {{"<answer>1 3 3 9 5</answer>", 0.6, false, true}}, R"({"beta": 1})");
}

TEST_F(SortingTest, BetaMustBePositive) {
  EXPECT_FALSE(ParamError("sorting", R"({"beta": 0})").ok());
  EXPECT_FALSE(ParamError("sorting", R"({"beta": -2})").ok());
  EXPECT_TRUE(ParamError("sorting", R"({"beta": 2})").ok());
}

}  // namespace
}  // namespace sorting_test_cc
}  // namespace referee

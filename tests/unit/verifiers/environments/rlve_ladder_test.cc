// The RLVE ladder's shared graders (rlve_ladder.h). Each expectation is
// RLVE-Gym's rule for a one-of-two-words answer, worked by hand: no
// <answer> is -1; the answer after Python's str.strip() must be one of the
// two words exactly (case and inner spaces count), else -0.5; then 1 for
// the right word and 0 for the other.
#include "verifiers/environments/rlve_ladder.h"

#include <string>

#include "gtest/gtest.h"

namespace referee {
namespace {

struct WordCase {
  std::string output;
  bool alice_is_right;
  double score;
  bool correct;
  bool parsed;
};

TEST(RlveLadderTest, OneOfTwoWords) {
  const WordCase cases[] = {
      {"<answer>Alice</answer>", true, 1, true, true},
      {"<answer>Alice</answer>", false, 0, false, true},
      {"<answer>Bob</answer>", false, 1, true, true},
      {"<answer>Bob</answer>", true, 0, false, true},
      {"<answer> \tBob\n </answer>", false, 1, true, true},
      // U+3000 IDEOGRAPHIC SPACE and U+0085 NEXT LINE: str.strip() strips both.
      {"<answer>\xe3\x80\x80" "Bob\xc2\x85</answer>", false, 1, true, true},
      {"<answer>alice</answer>", true, -0.5, false, true},
      {"<answer>Alice Bob</answer>", true, -0.5, false, true},
      {"<answer></answer>", true, -0.5, false, true},
      {"<answer>Alice.</answer>", true, -0.5, false, true},
      {"Alice", true, -1, false, false},
      {"", false, -1, false, false},
  };
  for (const WordCase& c : cases) {
    const Verdict v = environments::GradeOneOfTwoWords(c.output, "Alice", "Bob", c.alice_is_right);
    EXPECT_EQ(v.score, c.score) << c.output;
    EXPECT_EQ(v.correct, c.correct) << c.output;
    EXPECT_EQ(v.parsed, c.parsed) << c.output;
  }
}

}  // namespace
}  // namespace referee

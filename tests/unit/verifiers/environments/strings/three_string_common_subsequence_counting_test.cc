// ThreeStringCommonSubsequenceCounting (RLVE-Gym): distinct non-empty
// common subsequences of three strings over {a, b}; ladder -1 unparseable
// or negative, 1 exact, else (min/max)^10.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace three_string_common_subsequence_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "three_string_common_subsequence_counting";

class ThreeStringCommonSubsequenceCountingTest : public testing::VerifierTableTest {};

TEST_F(ThreeStringCommonSubsequenceCountingTest, Ladder) {
  // A = aab, B = abab, C = aba (0 = a, 1 = b). C's distinct non-empty
  // subsequences: a, b, aa, ab, ba, aba. In A = aab: a, b, aa, ab (no a
  // after a b, so not ba or aba). All four are in abab. Gold: 4.
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "t", "environment": {"name": "three_string_common_subsequence_counting",
          "instance": {"a": [0, 0, 1], "b": [0, 1, 0, 1], "c": [0, 1, 0]}}})");
  ASSERT_NE(problem, nullptr);
  Check(kName, *problem,
        {{"<answer>4</answer>", 1, true, true},
         {"<answer>2</answer>", std::pow(0.5, 10), false, true},
         {"<answer>5</answer>", std::pow(0.8, 10), false, true},
         {"<answer>0</answer>", 0, false, true},
         {"<answer>-4</answer>", -1, false, true},
         {"<answer>four</answer>", -1, false, false},
         {"4", -1, false, false}});
}

TEST_F(ThreeStringCommonSubsequenceCountingTest, NothingInCommon) {
  // aaa, bbb, ab: no letter is in all three: 0. Then only 0 earns credit.
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "t", "environment": {"name": "three_string_common_subsequence_counting",
          "instance": {"a": [0, 0, 0], "b": [1, 1, 1], "c": [0, 1]}}})");
  ASSERT_NE(problem, nullptr);
  Check(kName, *problem,
        {{"<answer>0</answer>", 1, true, true},
         {"<answer>1</answer>", 0, false, true}});
}

bool IsSubsequence(const std::string& t, const std::string& s) {
  size_t i = 0;
  for (const char c : s) {
    if (i < t.size() && t[i] == c) ++i;
  }
  return i == t.size();
}

std::string Letters(const std::vector<int64_t>& codes) {
  std::string s;
  for (const int64_t c : codes) s.push_back(static_cast<char>('a' + c));
  return s;
}

// Every string over {a, b} up to the shortest length, tested directly.
int64_t BruteForce(const std::string& a, const std::string& b, const std::string& c) {
  const size_t limit = std::min({a.size(), b.size(), c.size()});
  int64_t count = 0;
  for (size_t length = 1; length <= limit; ++length) {
    for (uint32_t mask = 0; mask < (1u << length); ++mask) {
      std::string t;
      for (size_t i = 0; i < length; ++i) t.push_back((mask >> i) & 1 ? 'b' : 'a');
      count += IsSubsequence(t, a) && IsSubsequence(t, b) && IsSubsequence(t, c);
    }
  }
  return count;
}

TEST(ThreeStringCommonSubsequenceCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 8, 20)) {
    EXPECT_EQ(g.answer, std::to_string(BruteForce(Letters(g.Ints("a")), Letters(g.Ints("b")),
                                                   Letters(g.Ints("c")))))
        << g.Where();
  }
}

TEST_F(ThreeStringCommonSubsequenceCountingTest, LongestEqualStrings) {
  // Three copies of a^60: its distinct non-empty subsequences are a, aa,
  // ..., a^60 — 60 of them. And three copies of (ab)^30, the largest count
  // at the top size, prepares quickly.
  std::string ones = "[0", alternating = "[0";
  for (int i = 1; i < 60; ++i) {
    absl::StrAppend(&ones, ", 0");
    absl::StrAppend(&alternating, ", ", i % 2);
  }
  ones += "]";
  alternating += "]";
  const PreparedProblemPtr same = testing::Prepare(absl::StrCat(
      R"({"id": "t", "environment": {"name": "three_string_common_subsequence_counting", "instance": {"a": )",
      ones, R"(, "b": )", ones, R"(, "c": )", ones, "}}}").c_str());
  ASSERT_NE(same, nullptr);
  Check(kName, *same, {{"<answer>60</answer>", 1, true, true}});
  // The largest explicit instance prepares (bounded by ctest's timeout,
  // not timed here: speed is measured in bench/, never asserted).
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, absl::StrCat(R"({"a": )", alternating, R"(, "b": )", alternating,
                                      R"(, "c": )", alternating, "}"))
                  .ok());
}

TEST(ThreeStringCommonSubsequenceCountingInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"a": [0], "b": [1], "c": [2]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"a": [], "b": [1], "c": [0]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"a": [0], "b": [1]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"a": "ab", "b": [1], "c": [0]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"a": [0], "b": [1], "c": [0], "d": [0]})").ok());
  std::string too_long = "[0";
  for (int i = 0; i < 60; ++i) too_long += ", 1";
  too_long += "]";
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, absl::StrCat(R"({"a": )", too_long, R"(, "b": [1], "c": [0]})"))
                   .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"a": [0], "b": [1], "c": [0]})").ok());
}

}  // namespace
}  // namespace three_string_common_subsequence_counting_test_cc
}  // namespace referee

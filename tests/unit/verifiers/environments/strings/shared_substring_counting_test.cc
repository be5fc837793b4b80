// SharedSubstringCounting (RLVE-Gym): pairs of equal non-empty substrings
// of S and T, by position; ladder -1 unparseable or negative, 1 exact, else
// (min/max)^10.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace shared_substring_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "shared_substring_counting";

class SharedSubstringCountingTest : public testing::VerifierTableTest {};

TEST_F(SharedSubstringCountingTest, Ladder) {
  // S = ab, T = abb (0 = a, 1 = b). S's substrings: a, b, ab. In T: a once,
  // b twice, ab once. Gold: 1 + 2 + 1 = 4.
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "s", "environment": {"name": "shared_substring_counting",
          "instance": {"s": [0, 1], "t": [0, 1, 1]}}})");
  ASSERT_NE(problem, nullptr);
  Check(kName, *problem,
        {{"<answer>4</answer>", 1, true, true},
         {"<answer>2</answer>", std::pow(0.5, 10), false, true},
         {"<answer>5</answer>", std::pow(0.8, 10), false, true},
         {"<answer>0</answer>", 0, false, true},
         {"<answer>-4</answer>", -1, false, true},
         {"<answer>4 tuples</answer>", -1, false, false},
         {"4", -1, false, false}});
  // aa and bbb share nothing: only 0 earns credit.
  const PreparedProblemPtr none = testing::Prepare(
      R"({"id": "s", "environment": {"name": "shared_substring_counting",
          "instance": {"s": [0, 0], "t": [1, 1, 1]}}})");
  ASSERT_NE(none, nullptr);
  Check(kName, *none, {{"<answer>0</answer>", 1, true, true},
                       {"<answer>1</answer>", 0, false, true}});
}

std::string Letters(const std::vector<int64_t>& codes) {
  std::string s;
  for (const int64_t c : codes) s.push_back(static_cast<char>('a' + c));
  return s;
}

// Every pair of substrings, compared.
int64_t BruteForce(const std::string& s, const std::string& t) {
  int64_t count = 0;
  for (size_t ls = 0; ls < s.size(); ++ls) {
    for (size_t rs = ls + 1; rs <= s.size(); ++rs) {
      for (size_t lt = 0; lt < t.size(); ++lt) {
        for (size_t rt = lt + 1; rt <= t.size(); ++rt) {
          count += s.substr(ls, rs - ls) == t.substr(lt, rt - lt);
        }
      }
    }
  }
  return count;
}

TEST(SharedSubstringCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 2, 20)) {
    EXPECT_EQ(g.answer, std::to_string(BruteForce(Letters(g.Ints("s")), Letters(g.Ints("t")))))
        << g.Where();
  }
}

TEST(SharedSubstringCountingInstanceTest, LongestPrepares) {
  // Two copies of a^5000: the worst case, sum over i, j of min(5000 - i,
  // 5000 - j).
  std::string letters = "[0";
  for (int i = 1; i < 5000; ++i) letters += ", 0";
  letters += "]";
  // The largest explicit instance prepares (bounded by ctest's timeout,
  // not timed here: speed is measured in bench/, never asserted).
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, absl::StrCat(R"({"s": )", letters, R"(, "t": )", letters, "}"))
                  .ok());
}

TEST_F(SharedSubstringCountingTest, EqualRuns) {
  // S = T = aaa: a length-m substring appears 4 - m times in each:
  // 3·3 + 2·2 + 1·1 = 14.
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "s", "environment": {"name": "shared_substring_counting",
          "instance": {"s": [0, 0, 0], "t": [0, 0, 0]}}})");
  ASSERT_NE(problem, nullptr);
  Check(kName, *problem, {{"<answer>14</answer>", 1, true, true}});
}

TEST(SharedSubstringCountingInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"s": [], "t": [0]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"s": [0, 2], "t": [0]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"s": "ab", "t": [0]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"s": [0]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"s": [0], "t": [0], "u": [0]})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"s": [0], "t": [1]})").ok());
}

}  // namespace
}  // namespace shared_substring_counting_test_cc
}  // namespace referee

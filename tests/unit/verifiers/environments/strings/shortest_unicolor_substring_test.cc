// ShortestUnicolorSubstring (RLVE-Gym): change at most K bits of S to
// minimise the longest run of T; ladder -1 unparseable or not a binary
// string of length N, -0.5 for more than K changes, else (least longest run
// / T's longest run)^beta, beta = 5 by default. Every expectation is worked
// out by hand below.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace shortest_unicolor_substring_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kEnv[] = "shortest_unicolor_substring";

class ShortestUnicolorSubstringTest : public testing::VerifierTableTest {};

// S = 0001111100, K = 2. The alternating strings 0101010101 and 1010101010
// differ from S in 4 (positions 1, 4, 6, 9) and 6 positions: more than K,
// so no T has longest run 1. Changing positions 1 and 5 gives 0101101100,
// runs 0 1 0 11 0 11 00: longest 2, the least (and the only T reaching it:
// the run 000 needs its middle changed, the run 11111 at 3..7 its middle,
// position 5).
const char kInstance[] = R"({"s": [0, 0, 0, 1, 1, 1, 1, 1, 0, 0], "k": 2})";

TEST_F(ShortestUnicolorSubstringTest, Ladder) {
  CheckInstance(kEnv, kInstance,
                {{"<answer>0101101100</answer>", 1, true, true},
                 {"<answer>\n 0101101100 \n</answer>", 1, true, true},  // Stripped.
                 {"<answer>\u00a00101101100\x1c</answer>", 1, true, true},  // As str.strip().
                 {"\\boxed{0101101100}", 1, true, true},                 // The \boxed fallback.
                 // Positions 1 and 6: 0 1 0 111 0 1 00, longest 3.
                 {"<answer>0101110100</answer>", std::pow(2.0 / 3.0, 5), false, true},
                 // Position 5 only: 000 11 0 11 00, longest 3.
                 {"<answer>0001101100</answer>", std::pow(2.0 / 3.0, 5), false, true},
                 // S itself: longest 5.
                 {"<answer>0001111100</answer>", std::pow(2.0 / 5.0, 5), false, true},
                 {"<answer>0101010101</answer>", -0.5, false, true},  // 4 changes.
                 {"<answer>0101101101</answer>", -0.5, false, true},  // 1, 5, 9: 3 changes.
                 {"<answer>010110110</answer>", -1, false, false},    // Length 9.
                 {"<answer>01011011000</answer>", -1, false, false},  // Length 11.
                 {"<answer>0101101102</answer>", -1, false, false},
                 {"<answer>01011 01100</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"0101101100", -1, false, false},  // No tag.
                 {"<answer>0101101100", -1, false, false}});
  CheckInstance(kEnv, kInstance, {{"<answer>0001111100</answer>", 2.0 / 5.0, false, true}},
                R"({"beta": 1})");
  // S = 0100, K = 1: 0101 is one change away, longest run 1.
  CheckInstance(kEnv, R"({"s": [0, 1, 0, 0], "k": 1})",
                {{"<answer>0101</answer>", 1, true, true},
                 {"<answer>0100</answer>", std::pow(1.0 / 2.0, 5), false, true},
                 {"<answer>1010</answer>", -0.5, false, true}});  // 3 changes.
}

TEST_F(ShortestUnicolorSubstringTest, BetaMustBePositive) {
  EXPECT_FALSE(ParamError(kEnv, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kEnv, R"({"beta": 2})").ok());
}

TEST(ShortestUnicolorSubstringInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"s": [0, 1, 2], "k": 1})",  // Not a bit.
           R"({"s": [0, 1, 1], "k": 4})",  // K > N.
           R"({"s": [0, 1, 1], "k": -1})",
           R"({"s": [], "k": 0})",
           R"({"s": [0, 1, 1]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kEnv, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kEnv, R"({"s": [1], "k": 0})").ok());
}

// Brute force from the definition on generated instances (levels 0..8, N =
// 5, 6, ..., 10, 12, 14, 16 as RLVE's controller grows it; K in 1..N/2):
// every binary T of length N is valid iff it differs from S in at most K
// places; the least longest run over the valid ones is the gold, and the
// reference must be valid and reach it. On levels 0..5 (N <= 10) every T is
// scored by the definition (-0.5 if invalid, else (gold / longest run)^5).
TEST_F(ShortestUnicolorSubstringTest, VerifierMatchesAllStrings) {
  const int64_t sizes[] = {5, 6, 7, 8, 9, 10, 12, 14, 16};
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 8, 5)) {
    const std::vector<int64_t> bits = g.Ints("s");
    const int64_t n = static_cast<int64_t>(bits.size());
    const int64_t k = g.Int("k");
    ASSERT_EQ(n, sizes[g.level]) << g.Where();
    ASSERT_TRUE(1 <= k && k <= n / 2) << g.Where();
    auto longest = [&](const std::string& t) {
      int64_t best = 0;
      for (int64_t i = 0, j = 0; i < n; i = j) {
        for (j = i; j < n && t[j] == t[i]; ++j) {
        }
        best = std::max(best, j - i);
      }
      return best;
    };
    auto changes = [&](const std::string& t) {
      int64_t count = 0;
      for (int64_t i = 0; i < n; ++i) count += (t[i] - '0') != bits[i] ? 1 : 0;
      return count;
    };
    std::vector<std::string> all;
    int64_t gold = n;
    for (int64_t mask = 0; mask < (int64_t{1} << n); ++mask) {
      std::string t;
      for (int64_t i = 0; i < n; ++i) t.push_back(((mask >> i) & 1) != 0 ? '1' : '0');
      if (changes(t) <= k) gold = std::min(gold, longest(t));
      all.push_back(t);
    }
    ASSERT_EQ(static_cast<int64_t>(g.answer.size()), n) << g.Where();
    EXPECT_LE(changes(g.answer), k) << g.Where();
    EXPECT_EQ(longest(g.answer), gold) << g.Where() << ": " << g.answer;
    if (g.level > 5) continue;
    const PreparedProblemPtr problem = testing::PrepareGenerated(kEnv, g);
    ASSERT_NE(problem, nullptr);
    std::vector<std::string> outputs;
    std::vector<Case> cases;
    for (const std::string& t : all) {
      outputs.push_back(absl::StrCat("<answer>", t, "</answer>"));
      const int64_t run = longest(t);
      const double score = changes(t) > k  ? -0.5
                           : run == gold   ? 1.0
                                           : std::pow(static_cast<double>(gold) /
                                                          static_cast<double>(run),
                                                      5);
      cases.push_back({"", score, changes(t) <= k && run == gold, true});
    }
    for (size_t j = 0; j < cases.size(); ++j) cases[j].output = outputs[j].c_str();
    Check(kEnv, *problem, cases);
  }
}

}  // namespace
}  // namespace shortest_unicolor_substring_test_cc
}  // namespace referee

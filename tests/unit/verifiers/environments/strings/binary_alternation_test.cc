// BinaryAlternation (RLVE-Gym): make a binary string alternating with the
// fewest swaps; the answer lists the swaps "i j", one per line; ladder -1
// unparseable, -0.5 an index out of range or a result that is not
// alternating, else 1 for no swap, otherwise (least swaps / swaps)^beta,
// beta = 5 by default. Every expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <deque>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "tests/sanitizers.h"

namespace referee {
inline namespace binary_alternation_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kEnv[] = "binary_alternation";

class BinaryAlternationTest : public testing::VerifierTableTest {};

// S = 0011. Towards 0101 the misplaced characters are at 1 (a 0) and 2 (a
// 1): one swap, 1 2. Towards 1010: at 0 (a 0) and 3 (a 1): one swap, 0 3.
// No string at distance 0 (0011 has 00), so the least is 1.
const char kInstance[] = R"({"s": [0, 0, 1, 1]})";

TEST_F(BinaryAlternationTest, Ladder) {
  CheckInstance(kEnv, kInstance,
                {{"<answer>1 2</answer>", 1, true, true},
                 {"<answer>0 3</answer>", 1, true, true},      // The other pattern.
                 {"<answer>2 1</answer>", 1, true, true},      // Either order of i, j.
                 {"<answer>\n\n 1  2 \n\n</answer>", 1, true, true},  // Blank lines skipped.
                 {"<answer>+1 02</answer>", 1, true, true},   // int() accepts.
                 {"\\boxed{1 2}", 1, true, true},             // The \boxed fallback.
                 // 0101 after two moves (the second swaps index 0 with itself).
                 {"<answer>1 2\n0 0</answer>", std::pow(0.5, 5), false, true},
                 // Three times 1 2: 0101, 0011, 0101.
                 {"<answer>1 2\n1 2\n1 2</answer>", std::pow(1.0 / 3.0, 5), false, true},
                 // 0 2 then 1 3: 1001, then 1100: not alternating.
                 {"<answer>0 2\n1 3</answer>", -0.5, false, true},
                 {"<answer>0 1</answer>", -0.5, false, true},  // 0011 unchanged.
                 {"<answer></answer>", -0.5, false, true},     // No move: 0011.
                 {"<answer>1 4</answer>", -0.5, false, true},  // No index 4.
                 {"<answer>-1 2</answer>", -0.5, false, true},
                 {"<answer>1 99999999999999999999999</answer>", -0.5, false, true},
                 {"<answer>1 4\n1 2</answer>", -0.5, false, true},  // Out of range first.
                 {"<answer>1 2 3</answer>", -1, false, false},  // Three integers.
                 {"<answer>1</answer>", -1, false, false},
                 {"<answer>1 two</answer>", -1, false, false},
                 {"<answer>1, 2</answer>", -1, false, false},
                 {"<answer>1 4\nswap</answer>", -1, false, false},  // Parsed before checked.
                 {"1 2", -1, false, false},  // No tag.
                 {"<answer>1 2", -1, false, false}});
  CheckInstance(kEnv, kInstance, {{"<answer>1 2\n0 0</answer>", 0.5, false, true}},
                R"({"beta": 1})");
}

// S = 010 is already alternating: no move is the least (full credit); one
// move that keeps it alternating (0 2 swaps two zeros) earns (0/1)^5 = 0.
TEST_F(BinaryAlternationTest, AlreadyAlternating) {
  CheckInstance(kEnv, R"({"s": [0, 1, 0]})",
                {{"<answer></answer>", 1, true, true},
                 {"<answer>\n</answer>", 1, true, true},
                 {"<answer>0 2</answer>", 0, false, true},
                 {"<answer>0 1</answer>", -0.5, false, true}});  // 100.
}

TEST_F(BinaryAlternationTest, BetaMustBePositive) {
  EXPECT_FALSE(ParamError(kEnv, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kEnv, R"({"beta": 2})").ok());
}

TEST(BinaryAlternationInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"s": [0, 0, 0, 1]})",  // Three zeros, one one.
           R"({"s": [1, 1]})",
           R"({"s": [0, 2]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kEnv, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kEnv, R"({"s": [1]})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kEnv, R"({"s": [1, 1, 0]})").ok());
}

bool IsAlternating(const std::string& s) {
  for (size_t i = 1; i < s.size(); ++i) {
    if (s[i] == s[i - 1]) return false;
  }
  return true;
}

// The least number of swaps from s to an alternating string: breadth-first
// search over the strings one swap apart.
int64_t LeastSwaps(const std::string& s) {
  std::map<std::string, int64_t> distance = {{s, 0}};
  std::deque<std::string> queue = {s};
  while (!queue.empty()) {
    const std::string at = queue.front();
    queue.pop_front();
    if (IsAlternating(at)) return distance[at];
    for (size_t i = 0; i < at.size(); ++i) {
      for (size_t j = i + 1; j < at.size(); ++j) {
        std::string next = at;
        std::swap(next[i], next[j]);
        if (distance.emplace(next, distance[at] + 1).second) queue.push_back(next);
      }
    }
  }
  return -1;
}

// Brute force from the definition on small generated instances (levels
// 0..2: 2..4 zeros, N <= 9): the least number of swaps by breadth-first
// search; the reference has that many lines and earns 1; every list of up
// to min(least + 1, 3) swaps (i <= j) is scored by the definition (-0.5 if
// not alternating, 1 at the least count, else (least / count)^5).
TEST_F(BinaryAlternationTest, VerifierMatchesSearch) {
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 2, testing::SweepSeeds(4))) {
    std::string s;
    for (const int64_t bit : g.Ints("s")) s.push_back(bit == 0 ? '0' : '1');
    const int64_t zeros = std::count(s.begin(), s.end(), '0');
    ASSERT_EQ(zeros, g.level + 2) << g.Where();  // 2, 3, 4.
    const int64_t ones = static_cast<int64_t>(s.size()) - zeros;
    EXPECT_LE(std::abs(zeros - ones), 1) << g.Where();
    const int64_t least = LeastSwaps(s);
    ASSERT_GE(least, 0) << g.Where();
    int64_t reference_lines = 0;
    for (const char c : g.answer) reference_lines += c == '\n' ? 1 : 0;
    if (!g.answer.empty()) ++reference_lines;
    EXPECT_EQ(reference_lines, least) << g.Where() << ": " << g.answer;
    const PreparedProblemPtr problem = testing::PrepareGenerated(kEnv, g);
    ASSERT_NE(problem, nullptr);
    std::vector<std::pair<size_t, size_t>> pairs;
    for (size_t i = 0; i < s.size(); ++i) {
      for (size_t j = i; j < s.size(); ++j) pairs.push_back({i, j});
    }
    std::vector<std::string> outputs = {g.reference_output};
    std::vector<double> scores = {1.0};
    const int64_t longest = std::min<int64_t>(least + 1, 3);
    for (int64_t length = 0; length <= longest; ++length) {
      std::vector<size_t> choice(static_cast<size_t>(length), 0);
      while (true) {
        std::string t = s;
        std::vector<std::string> lines;
        for (const size_t c : choice) {
          std::swap(t[pairs[c].first], t[pairs[c].second]);
          lines.push_back(absl::StrCat(pairs[c].first, " ", pairs[c].second));
        }
        outputs.push_back(absl::StrCat("<answer>", absl::StrJoin(lines, "\n"), "</answer>"));
        scores.push_back(!IsAlternating(t) ? -0.5
                         : length == least ? 1.0
                                           : std::pow(static_cast<double>(least) /
                                                          static_cast<double>(length),
                                                      5));
        size_t k = 0;  // The next choice, as a counter in base pairs.size().
        while (k < choice.size() && ++choice[k] == pairs.size()) choice[k++] = 0;
        if (k == choice.size()) break;
      }
    }
    std::vector<Case> cases;
    for (size_t k = 0; k < outputs.size(); ++k) {
      cases.push_back({outputs[k].c_str(), scores[k], scores[k] == 1.0, true});
    }
    Check(kEnv, *problem, cases);
  }
}

}  // namespace
}  // namespace binary_alternation_test_cc
}  // namespace referee

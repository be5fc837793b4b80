// RangeFourSequenceConstruction (RLVE-Gym): N values in 0..3, neighbours
// only 0-1, 0-3, 1-2 (either way round), and the values within each given
// group of positions pairwise different; ladder -1 unparseable, -0.5 not N
// values in 0..3 or a forbidden neighbouring pair, else (groups met /
// groups)^beta, beta = 5 by default. Every expectation is worked out by
// hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace range_four_sequence_construction_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kEnv[] = "range_four_sequence_construction";

class RangeFourSequenceConstructionTest : public testing::VerifierTableTest {};

// N = 4, the stored solution 3 0 1 2; groups (1, 2), (1, 3, 4), (2, 4).
//   3 0 1 2: 3≠0; 3,1,2 distinct; 0≠2 — all 3 met.
//   2 1 0 3 (2-1, 1-0, 0-3 allowed): 2≠1; 2,0,3; 1≠3 — all 3: another solution.
//   0 1 0 1: 0≠1 only (x1 = x3 = 0, x2 = x4 = 1) — 1/3.
//   1 0 1 0: 1≠0 only — 1/3.
//   3 0 1 0: groups 1 and 2 (3,1,0); x2 = x4 = 0 — 2/3.
//   0 3 0 1: groups 1 (0≠3) and 3 (3≠1); x1 = x3 — 2/3.
const char kInstance[] =
    R"({"n": 4, "sequence": [3, 0, 1, 2], "lengths": [2, 3, 2],
        "positions": [1, 2, 1, 3, 4, 2, 4]})";

TEST_F(RangeFourSequenceConstructionTest, Ladder) {
  const double third = 1.0 / 3.0, two_thirds = 2.0 / 3.0;
  CheckInstance(kEnv, kInstance,
                {{"<answer>3 0 1 2</answer>", 1, true, true},
                 {"<answer>\n 3\t0  1 2 \n</answer>", 1, true, true},
                 {"\\boxed{3 0 1 2}", 1, true, true},              // The \boxed fallback.
                 {"<answer>+3 00 1 2</answer>", 1, true, true},    // int() accepts.
                 {"<answer>2 1 0 3</answer>", 1, true, true},      // Any solution.
                 {"<answer>0 1 0 1</answer>", std::pow(third, 5), false, true},
                 {"<answer>1 0 1 0</answer>", std::pow(third, 5), false, true},
                 {"<answer>3 0 1 0</answer>", std::pow(two_thirds, 5), false, true},
                 {"<answer>0 3 0 1</answer>", std::pow(two_thirds, 5), false, true},
                 {"<answer>3 0 2 1</answer>", -0.5, false, true},  // 0 next to 2.
                 {"<answer>3 3 0 1</answer>", -0.5, false, true},  // 3 next to 3.
                 {"<answer>0 1 3 0</answer>", -0.5, false, true},  // 1 next to 3.
                 {"<answer>1 2 3 0</answer>", -0.5, false, true},  // 2 next to 3.
                 {"<answer>3 0 1 4</answer>", -0.5, false, true},  // 4 is no value.
                 {"<answer>3 0 1 -1</answer>", -0.5, false, true},
                 {"<answer>3 0 1 99999999999999999999999</answer>", -0.5, false, true},
                 {"<answer>3 0 1</answer>", -0.5, false, true},      // Too few.
                 {"<answer>3 0 1 2 1</answer>", -0.5, false, true},  // Too many.
                 {"<answer></answer>", -0.5, false, true},
                 {"<answer>3, 0, 1, 2</answer>", -1, false, false},  // Commas.
                 {"<answer>3 0 1 two</answer>", -1, false, false},
                 {"3 0 1 2", -1, false, false},  // No tag.
                 {"<answer>3 0 1 2", -1, false, false}});  // Unclosed.
  CheckInstance(kEnv, kInstance, {{"<answer>3 0 1 0</answer>", two_thirds, false, true}},
                R"({"beta": 1})");
}

TEST_F(RangeFourSequenceConstructionTest, BetaMustBePositive) {
  EXPECT_FALSE(ParamError(kEnv, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kEnv, R"({"beta": 2})").ok());
}

TEST(RangeFourSequenceConstructionInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           // 0 next to 2 in the stored sequence.
           R"({"n": 3, "sequence": [0, 2, 1], "lengths": [2], "positions": [1, 3]})",
           // 1 0 1 does not meet the group (1, 3).
           R"({"n": 3, "sequence": [1, 0, 1], "lengths": [2], "positions": [1, 3]})",
           // A position twice in a group: never met.
           R"({"n": 3, "sequence": [1, 0, 1], "lengths": [2], "positions": [2, 2]})",
           // Positions not sum(lengths) long.
           R"({"n": 3, "sequence": [1, 0, 1], "lengths": [2], "positions": [1, 2, 3]})",
           R"({"n": 3, "sequence": [1, 0, 1], "lengths": [3], "positions": [1, 2]})",
           // A group of 5 positions, of 1 position; a position past n.
           R"({"n": 5, "sequence": [2, 1, 0, 3, 0], "lengths": [5],
               "positions": [1, 2, 3, 4, 5]})",
           R"({"n": 3, "sequence": [1, 0, 1], "lengths": [1], "positions": [1]})",
           R"({"n": 3, "sequence": [1, 0, 1], "lengths": [2], "positions": [1, 4]})",
           // More than 2n groups.
           R"({"n": 3, "sequence": [1, 0, 1], "lengths": [2, 2, 2, 2, 2, 2, 2],
               "positions": [1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2]})",
           // The sequence not n long.
           R"({"n": 3, "sequence": [1, 0], "lengths": [2], "positions": [1, 2]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kEnv, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kEnv, R"({"n": 4, "sequence": [2, 1, 0, 3], "lengths": [4],
                            "positions": [4, 2, 3, 1]})")
                  .ok());
}

// May b follow a? The forbidden pairs as the problem lists them.
bool NeighboursAllowed(int a, int b) {
  static const std::set<std::pair<int, int>> kForbidden = {
      {0, 0}, {1, 1}, {2, 2}, {3, 3}, {0, 2}, {2, 0}, {2, 3}, {3, 2}, {1, 3}, {3, 1}};
  return kForbidden.count({a, b}) == 0;
}

// Brute force from the definition on small generated instances (N = 3 + d
// up to 8): every one of the 4^N sequences over 0..3 is scored by the
// definition (-0.5 with a forbidden neighbouring pair, else (groups whose
// values differ pairwise / groups)^5, 1 when all are met) and must get that
// from the verifier; the reference is one of the full-credit sequences. The
// generator's groups are distinct sets of 2..4 positions, at most 2N of
// them, each met by the stored sequence.
TEST_F(RangeFourSequenceConstructionTest, VerifierMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 5, 3)) {
    const int64_t n = g.Int("n");
    ASSERT_EQ(n, 3 + g.level) << g.Where();
    const std::vector<int64_t> lengths = g.Ints("lengths"), positions = g.Ints("positions");
    const std::vector<int64_t> planted = g.Ints("sequence");
    ASSERT_GE(lengths.size(), 1u) << g.Where();
    ASSERT_LE(static_cast<int64_t>(lengths.size()), 2 * n) << g.Where();
    std::vector<std::vector<int64_t>> groups;
    std::set<std::vector<int64_t>> distinct_groups;
    size_t at = 0;
    for (const int64_t length : lengths) {
      ASSERT_GE(length, 2) << g.Where();
      ASSERT_LE(length, 4) << g.Where();
      std::vector<int64_t> group(positions.begin() + static_cast<std::ptrdiff_t>(at),
                                 positions.begin() + static_cast<std::ptrdiff_t>(at + length));
      at += static_cast<size_t>(length);
      groups.push_back(group);
      std::sort(group.begin(), group.end());
      distinct_groups.insert(group);
    }
    ASSERT_EQ(at, positions.size()) << g.Where();
    EXPECT_EQ(distinct_groups.size(), groups.size()) << g.Where();  // No repeats.
    const PreparedProblemPtr problem = testing::PrepareGenerated(kEnv, g);
    ASSERT_NE(problem, nullptr);
    std::vector<std::string> outputs;
    std::vector<double> scores;
    bool reference_solves = false;
    std::vector<int> x(static_cast<size_t>(n), 0);
    for (int64_t code = 0; code < (int64_t{1} << (2 * n)); ++code) {
      for (int64_t i = 0; i < n; ++i) x[static_cast<size_t>(i)] = static_cast<int>(code >> (2 * i) & 3);
      bool valid = true;
      for (int64_t i = 0; i + 1 < n; ++i) {
        valid = valid && NeighboursAllowed(x[static_cast<size_t>(i)], x[static_cast<size_t>(i + 1)]);
      }
      int64_t met = 0;
      for (const std::vector<int64_t>& group : groups) {
        bool differ = true;
        for (size_t a = 0; a < group.size(); ++a) {
          for (size_t b = a + 1; b < group.size(); ++b) {
            differ = differ && x[static_cast<size_t>(group[a] - 1)] !=
                                   x[static_cast<size_t>(group[b] - 1)];
          }
        }
        met += differ ? 1 : 0;
      }
      const std::string text = absl::StrJoin(x, " ");
      const bool solved = valid && met == static_cast<int64_t>(groups.size());
      outputs.push_back(absl::StrCat("<answer>", text, "</answer>"));
      scores.push_back(!valid ? -0.5
                              : solved ? 1.0
                                       : std::pow(static_cast<double>(met) /
                                                      static_cast<double>(groups.size()),
                                                  5));
      reference_solves = reference_solves || (solved && text == g.answer);
      if (text == absl::StrJoin(planted, " ")) {
        EXPECT_TRUE(solved) << g.Where();
      }
    }
    EXPECT_TRUE(reference_solves) << g.Where() << ": " << g.answer;
    std::vector<Case> cases;
    for (size_t k = 0; k < outputs.size(); ++k) {
      cases.push_back({outputs[k].c_str(), scores[k], scores[k] == 1.0, true});
    }
    Check(kEnv, *problem, cases);
  }
}

}  // namespace
}  // namespace range_four_sequence_construction_test_cc
}  // namespace referee

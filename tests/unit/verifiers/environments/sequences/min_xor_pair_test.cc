// MinXorPair (RLVE-Gym): pick i < j minimising (A[i] AND A[j]) XOR
// (A[i] OR A[j]); ladder -1 unparseable or not two integers, -0.5 unless
// 0 <= i < j < N, else (least / value)^beta, beta = 5 by default. Every
// expectation is worked out by hand below.
#include <cmath>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace min_xor_pair_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kEnv[] = "min_xor_pair";

class MinXorPairTest : public testing::VerifierTableTest {};

// A = 6 1 12 7 13 (0110 0001 1100 0111 1101). (a AND b) XOR (a OR b) is
// a XOR b: 0,1 → 7; 0,2 → 10; 0,3 → 1; 0,4 → 11; 1,2 → 13; 1,3 → 6;
// 1,4 → 12; 2,3 → 11; 2,4 → 1; 3,4 → 10. The least, 1, at (0, 3) and (2, 4).
const char kInstance[] = R"({"a": [6, 1, 12, 7, 13]})";

TEST_F(MinXorPairTest, Ladder) {
  CheckInstance(kEnv, kInstance,
                {{"<answer>0 3</answer>", 1, true, true},
                 {"<answer>2 4</answer>", 1, true, true},  // The other best pair.
                 {"<answer>\n 0\n3 </answer>", 1, true, true},
                 {"<answer>+0 03</answer>", 1, true, true},  // int() accepts.
                 {"\\boxed{0 3}", 1, true, true},             // The \boxed fallback.
                 {"<answer>1 3</answer>", std::pow(1.0 / 6.0, 5), false, true},
                 {"<answer>0 1</answer>", std::pow(1.0 / 7.0, 5), false, true},
                 {"<answer>0 2</answer>", std::pow(1.0 / 10.0, 5), false, true},
                 {"<answer>1 2</answer>", std::pow(1.0 / 13.0, 5), false, true},
                 {"<answer>3 0</answer>", -0.5, false, true},  // i > j.
                 {"<answer>3 3</answer>", -0.5, false, true},  // i = j.
                 {"<answer>0 5</answer>", -0.5, false, true},  // No index 5.
                 {"<answer>-1 3</answer>", -0.5, false, true},
                 {"<answer>0 99999999999999999999999</answer>", -0.5, false, true},
                 {"<answer>0</answer>", -1, false, false},      // One integer.
                 {"<answer>0 3 4</answer>", -1, false, false},  // Three.
                 {"<answer></answer>", -1, false, false},       // None.
                 {"<answer>0, 3</answer>", -1, false, false},
                 {"<answer>zero three</answer>", -1, false, false},
                 {"0 3", -1, false, false},  // No tag.
                 {"<answer>0 3", -1, false, false}});
  CheckInstance(kEnv, kInstance, {{"<answer>1 3</answer>", 1.0 / 6.0, false, true}},
                R"({"beta": 1})");
}

TEST_F(MinXorPairTest, BetaMustBePositive) {
  EXPECT_FALSE(ParamError(kEnv, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kEnv, R"({"beta": 2})").ok());
}

TEST(MinXorPairInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"a": [5, 2, 5]})",  // A repeated value: a XOR of 0.
           R"({"a": [5]})",        // No pair.
           R"({"a": [-1, 2]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kEnv, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kEnv, R"({"a": [0, 9007199254740992]})").ok());
}

// Brute force from the definition on generated instances (levels 0..8, N
// up to 12): RLVE's sizes (N = 3, 4, 5, ..., 10, 12) and bit lengths (3,
// then the least B with 2^B > 2N after each update: 4, 4, 4, 4, 5, 5, 5,
// 5), distinct values below 2^B; every ordered pair of indices is scored by
// the definition (-0.5 unless i < j; else 1 at the least value over all
// pairs, (least / value)^5 otherwise), and the reference is a best pair.
TEST_F(MinXorPairTest, VerifierMatchesAllPairs) {
  const int64_t sizes[] = {3, 4, 5, 6, 7, 8, 9, 10, 12};
  const int bits[] = {3, 4, 4, 4, 4, 5, 5, 5, 5};
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 8, 5)) {
    const std::vector<int64_t> a = g.Ints("a");
    const int64_t n = static_cast<int64_t>(a.size());
    ASSERT_EQ(n, sizes[g.level]) << g.Where();
    EXPECT_EQ(std::set<int64_t>(a.begin(), a.end()).size(), a.size()) << g.Where();
    for (const int64_t v : a) {
      EXPECT_GE(v, 0) << g.Where();
      EXPECT_LT(v, int64_t{1} << bits[g.level]) << g.Where();
    }
    int64_t least = -1;
    for (int64_t i = 0; i < n; ++i) {
      for (int64_t j = i + 1; j < n; ++j) {
        const int64_t value = (a[i] & a[j]) ^ (a[i] | a[j]);
        if (least < 0 || value < least) least = value;
      }
    }
    std::vector<std::string> outputs;
    std::vector<double> scores;
    bool reference_best = false;
    for (int64_t i = 0; i < n; ++i) {
      for (int64_t j = 0; j < n; ++j) {
        const int64_t value = (a[i] & a[j]) ^ (a[i] | a[j]);
        outputs.push_back(absl::StrCat("<answer>", i, " ", j, "</answer>"));
        scores.push_back(i >= j           ? -0.5
                         : value == least ? 1.0
                                          : std::pow(static_cast<double>(least) /
                                                         static_cast<double>(value),
                                                     5));
        reference_best = reference_best ||
                         (i < j && value == least && g.answer == absl::StrCat(i, " ", j));
      }
    }
    EXPECT_TRUE(reference_best) << g.Where() << ": " << g.answer;
    const PreparedProblemPtr problem = testing::PrepareGenerated(kEnv, g);
    ASSERT_NE(problem, nullptr);
    std::vector<Case> cases;
    for (size_t k = 0; k < outputs.size(); ++k) {
      cases.push_back({outputs[k].c_str(), scores[k], scores[k] == 1.0, true});
    }
    Check(kEnv, *problem, cases);
  }
}

}  // namespace
}  // namespace min_xor_pair_test_cc
}  // namespace referee

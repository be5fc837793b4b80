// FaceRightWay (RLVE-Gym): zero a 0/1 array with flips of windows of one
// length K, fewest flips first, then the smallest K; ladder -1 a line that
// is not two integers, -0.5 a window out of range or of another length,
// -0.2 the array not all zeros, else 0.5 (M*/M)^beta + 0.5 (K*/K)^beta
// when M = M*, beta = 5.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/verifier.h"

namespace referee {
inline namespace face_right_way_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "face_right_way";

class FaceRightWayTest : public testing::VerifierTableTest {};

// A = 1 1 0 1 1 (N = 5). K = 1: four flips. K = 2: [1, 2] then [4, 5]:
// two. K = 3: [1, 3] leaves 0 0 1 1 1, then [3, 5]: two. K = 4: [1, 4]
// leaves 0 0 1 0 1 and no window of 4 starts at 3: impossible; K = 5 the
// same. So M* = 2, K* = 2.
constexpr char kInstance[] = R"({"a": [1, 1, 0, 1, 1]})";

TEST_F(FaceRightWayTest, Ladder) {
  CheckInstance(
      kName, kInstance,
      {{"<answer>1 2\n4 5</answer>", 1, true, true},
       {"<answer>4 5\n1 2</answer>", 1, true, true},
       {"<answer>\r\n +1\t02 \n\n4 5\n</answer>", 1, true, true},
       {"\\boxed{1 2\n4 5}", 1, true, true},
       // M = 2 = M*, K = 3: 0.5 + 0.5 (2/3)^5.
       {"<answer>1 3\n3 5</answer>", 0.5 + 0.5 * std::pow(2.0 / 3.0, 5), false, true},
       // M = 4 (K = 1, or K = 2 with [1, 2] twice more): 0.5 (2/4)^5.
       {"<answer>1 1\n2 2\n4 4\n5 5</answer>", 0.5 * std::pow(0.5, 5), false, true},
       {"<answer>1 2\n4 5\n1 2\n1 2</answer>", 0.5 * std::pow(0.5, 5), false, true},
       // Not all zeros: 0 0 0 1 1 left, or A untouched.
       {"<answer>1 2</answer>", -0.2, false, true},
       {"<answer></answer>", -0.2, false, true},
       // Windows out of range or of two lengths.
       {"<answer>1 2\n3 5</answer>", -0.5, false, true},
       {"<answer>0 1\n4 5</answer>", -0.5, false, true},
       {"<answer>1 2\n5 6</answer>", -0.5, false, true},
       {"<answer>3 2</answer>", -0.5, false, true},
       {"<answer>1 99999999999999999999</answer>", -0.5, false, true},
       // Lines that are not two integers, wherever they stand.
       {"<answer>1 2 3</answer>", -1, false, false},
       {"<answer>1,2\n4,5</answer>", -1, false, false},
       {"<answer>1 2\n4 5\nx</answer>", -1, false, false},
       {"<answer>0 1\nfoo</answer>", -1, false, false},
       {"1 2\n4 5", -1, false, false}});
  CheckInstance(kName, kInstance,
                {{"<answer>1 3\n3 5</answer>", 0.5 + 0.5 * 2.0 / 3.0, false, true}},
                R"({"beta": 1})");
}

TEST(FaceRightWayInstanceTest, FinishRejectsBadInstances) {
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"a": [1]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"a": [0, 0, 0]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"a": []})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"a": [1, 2]})").ok());
}

// On generated instances of levels 0..3 (N <= 7): every answer flipping a
// set of windows of one length K (flips commute, and a window flipped
// twice is no flip, so these reach every outcome with the fewest flips) is
// scored against the optimum found by trying them all.
TEST(FaceRightWayBruteForceTest, EverySetOfWindowsScoredAgainstTheExhaustiveOptimum) {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find(kName);
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  for (const testing::Generated& g : testing::GenerateSmall(kName, 3, 6)) {
    const std::vector<int64_t> a = g.Ints("a");
    const int64_t n = static_cast<int64_t>(a.size());
    ASSERT_EQ(n, 4 + g.level) << g.Where();
    int64_t ones = 0;
    for (int64_t v : a) ones += v;
    EXPECT_GT(ones, 0) << g.Where();
    struct Try {
      int64_t k, mask, m;
      bool zero;
    };
    std::vector<Try> tries;
    int64_t best_m = n + 1, best_k = 0;
    for (int64_t k = 1; k <= n; ++k) {
      const int64_t starts = n - k + 1;
      for (int64_t mask = 0; mask < (int64_t{1} << starts); ++mask) {
        std::vector<int64_t> b = a;
        int64_t m = 0;
        for (int64_t s = 0; s < starts; ++s) {
          if (((mask >> s) & 1) == 0) continue;
          ++m;
          for (int64_t i = s; i < s + k; ++i) b[i] ^= 1;
        }
        bool zero = true;
        for (int64_t v : b) zero = zero && v == 0;
        tries.push_back({k, mask, m, zero});
        if (zero && m > 0 && (m < best_m || (m == best_m && k < best_k))) {
          best_m = m;
          best_k = k;
        }
      }
    }
    const PreparedProblemPtr prepared = testing::PrepareGenerated(kName, g);
    ASSERT_NE(prepared, nullptr);
    auto reference = verifier->Verify({*prepared, g.reference_output, params});
    ASSERT_TRUE(reference.ok());
    EXPECT_EQ(reference->score, 1.0) << g.Where();
    for (const Try& t : tries) {
      std::string text = "<answer>";
      for (int64_t s = 0; s < n - t.k + 1; ++s) {
        if ((t.mask >> s) & 1) absl::StrAppend(&text, s + 1, " ", s + t.k, "\n");
      }
      text += "</answer>";
      auto verdict = verifier->Verify({*prepared, text, params});
      ASSERT_TRUE(verdict.ok());
      if (!t.zero) {
        EXPECT_EQ(verdict->score, -0.2) << g.Where() << text;
        continue;
      }
      if (t.m == best_m && t.k == best_k) {
        EXPECT_EQ(verdict->score, 1.0) << g.Where() << text;
        EXPECT_TRUE(verdict->correct) << g.Where() << text;
        continue;
      }
      double expected = 0.5 * std::pow(static_cast<double>(best_m) / t.m, 5);
      if (t.m == best_m) expected += 0.5 * std::pow(static_cast<double>(best_k) / t.k, 5);
      EXPECT_NEAR(verdict->score, expected, 1e-12) << g.Where() << text;
      EXPECT_FALSE(verdict->correct) << g.Where() << text;
    }
  }
}

}  // namespace
}  // namespace face_right_way_test_cc
}  // namespace referee

// SumManhattan_CurvedSurface (RLVE-Gym): P(A) + ... + P(B), P(k) the sum of
// (|x| + |y| + |z|)^2 over the integer triples with x y z = k; ladder -1
// unparseable or negative, 1 exact, else (min/max)^beta with beta = 10.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace sum_manhattan_curved_surface_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "sum_manhattan_curved_surface";

class SumManhattanCurvedSurfaceTest : public testing::VerifierTableTest {};

// By hand: for k > 0 a triple has an even number of negative entries, so
// each positive factorisation k = a b c (ordered) gives 4 triples with
// the same |x| + |y| + |z| = a + b + c.
//   P(1): (1, 1, 1): 4 * 3^2 = 36.
//   P(2): (1, 1, 2) in 3 orders: 4 * 3 * 4^2 = 192.
//   P(3): (1, 1, 3) in 3 orders: 4 * 3 * 5^2 = 300.
//   P(4): (1, 1, 4) in 3 orders (6^2) and (1, 2, 2) in 3 orders (5^2):
//         4 * (3 * 36 + 3 * 25) = 732.
// So P(1) + P(2) = 228 and P(1) + ... + P(4) = 1260.

TEST_F(SumManhattanCurvedSurfaceTest, Ladder) {
  CheckInstance(kName, R"({"a": 1, "b": 2})",
                {{"<answer>228</answer>", 1, true, true},
                 {"<answer> +0228 </answer>", 1, true, true},  // int() accepts.
                 {"\\boxed{228}", 1, true, true},
                 {"<answer>114</answer>", std::pow(0.5, 10), false, true},  // (114/228)^10.
                 {"<answer>456</answer>", std::pow(0.5, 10), false, true},  // (228/456)^10.
                 {"<answer>171</answer>", std::pow(0.75, 10), false, true},  // (171/228)^10.
                 {"<answer>0</answer>", 0, false, true},
                 {"<answer>300000000000000000000000</answer>", 0, false, true},  // ~(8e-22)^10.
                 {"<answer>-228</answer>", -1, false, true},  // Negative: wrong_format.
                 {"<answer>228.0</answer>", -1, false, false},
                 {"<answer>228 228</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"228", -1, false, false}});
  // beta = 1: (114/228)^1.
  CheckInstance(kName, R"({"a": 1, "b": 2})", {{"<answer>114</answer>", 0.5, false, true}},
                R"({"beta": 1})");
}

TEST_F(SumManhattanCurvedSurfaceTest, HandDerivedValues) {
  CheckInstance(kName, R"({"a": 1, "b": 1})", {{"<answer>36</answer>", 1, true, true}});
  CheckInstance(kName, R"({"a": 4, "b": 4})", {{"<answer>732</answer>", 1, true, true}});
  CheckInstance(kName, R"({"a": 3, "b": 4})", {{"<answer>1032</answer>", 1, true, true}});
  CheckInstance(kName, R"({"a": 1, "b": 4})", {{"<answer>1260</answer>", 1, true, true}});
}

TEST(SumManhattanCurvedSurfaceInstanceTest, RejectsBadInstances) {
  for (const char* instance : {R"({"a": 0, "b": 3})", R"({"a": 4, "b": 3})",
                               R"({"a": 1, "b": 1000001})", R"({"a": 1})"}) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"a": 7, "b": 7})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"a": 1, "b": 1000000})").ok());
}

// P(k) by enumerating the ordered positive triples a b c = k (times 4 for
// the sign patterns), and its prefix sums.
std::vector<int64_t> PrefixBySearch(int64_t max_k) {
  std::vector<int64_t> prefix(static_cast<size_t>(max_k) + 1, 0);
  for (int64_t k = 1; k <= max_k; ++k) {
    int64_t p = 0;
    for (int64_t a = 1; a <= k; ++a) {
      if (k % a != 0) continue;
      for (int64_t b = 1; b <= k / a; ++b) {
        if ((k / a) % b != 0) continue;
        const int64_t c = k / a / b;
        p += 4 * (a + b + c) * (a + b + c);
      }
    }
    prefix[static_cast<size_t>(k)] = prefix[static_cast<size_t>(k - 1)] + p;
  }
  return prefix;
}

TEST(SumManhattanCurvedSurfaceBruteForceTest, GeneratedMatchSearch) {
  // MAX_A_B per level: 5, 7, 10, 15, 22, 33, 49, 73, 109.
  const int64_t kMax[] = {5, 7, 10, 15, 22, 33, 49, 73, 109};
  const std::vector<int64_t> prefix = PrefixBySearch(109);
  for (const testing::Generated& g : testing::GenerateSmall(kName, 8, 10)) {
    const int64_t a = g.Int("a");
    const int64_t b = g.Int("b");
    ASSERT_GE(a, 1) << g.Where();
    ASSERT_LE(a, b) << g.Where();
    ASSERT_LE(b, kMax[g.level]) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(prefix[static_cast<size_t>(b)] -
                                       prefix[static_cast<size_t>(a - 1)]))
        << g.Where();
  }
}

TEST_F(SumManhattanCurvedSurfaceTest, EveryRangeMatchesSearch) {
  // Every 1 <= A <= B <= 60, and B up to 2000 from A = 1 and A = B: the
  // enumerated sum earns 1, one more does not.
  const std::vector<int64_t> prefix = PrefixBySearch(2000);
  const auto check = [&](int64_t a, int64_t b) {
    const int64_t sum = prefix[static_cast<size_t>(b)] - prefix[static_cast<size_t>(a - 1)];
    const double near = std::pow(static_cast<double>(sum) / static_cast<double>(sum + 1), 10);
    CheckInstance(kName, absl::StrCat(R"({"a": )", a, R"(, "b": )", b, "}"),
                  {{absl::StrCat("<answer>", sum, "</answer>").c_str(), 1, true, true},
                   {absl::StrCat("<answer>", sum + 1, "</answer>").c_str(), near, false, true}});
  };
  for (int64_t b = 1; b <= 60; ++b) {
    for (int64_t a = 1; a <= b; ++a) check(a, b);
  }
  for (int64_t b = 61; b <= 2000; b += 37) {
    check(1, b);
    check(b, b);
  }
}

}  // namespace
}  // namespace sum_manhattan_curved_surface_test_cc
}  // namespace referee

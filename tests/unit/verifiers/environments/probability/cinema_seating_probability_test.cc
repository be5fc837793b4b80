// Cinema (RLVE-Gym): the probability that N people who each pick a random
// seat of 1..K and take the first free one from there on all sit, as a
// reduced pair `A B`; ladder -1 not exactly two integers, 1 the pair, 0
// any other pair.
#include <cstdint>
#include <numeric>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/environments/exact_math.h"

namespace referee {
inline namespace cinema_seating_probability_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "cinema_seating_probability";

class CinemaSeatingProbabilityTest : public testing::VerifierTableTest {};

std::string Instance(int64_t n, int64_t k) {
  return absl::StrCat("{\"n\": ", n, ", \"k\": ", k, "}");
}

TEST_F(CinemaSeatingProbabilityTest, Ladder) {
  // N = 3, K = 4. Add a seat 5 and let the row wrap around to seat 1:
  // everyone now sits, two of the five seats stay empty, and turning all
  // choices one seat on turns the empty seats with them, so seat 5 is
  // empty (nobody went past seat 4) in 2/5 of the 5^3 sequences: 50 of the
  // 4^3 = 64 original ones. 50/64 = 25/32.
  const std::string big(4301, '7');
  CheckInstance(kName, Instance(3, 4),
                {{"<answer>25 32</answer>", 1, true, true},
                 {"<answer> 25\n32 </answer>", 1, true, true},
                 {"<answer>+25 032</answer>", 1, true, true},
                 {"\\boxed{25 32}", 1, true, true},
                 {"<answer>\xC2\xA0" "25 32\xE3\x80\x80</answer>", 1, true, true},
                 // Well-formed pairs that are not the reduced probability.
                 {"<answer>50 64</answer>", 0, false, true},  // Equal, unreduced.
                 {"<answer>32 25</answer>", 0, false, true},
                 {"<answer>-25 32</answer>", 0, false, true},
                 {"<answer>25 99999999999999999999999</answer>", 0, false, true},
                 // Not exactly two integers: RLVE's wrong_format.
                 {"<answer>25/32</answer>", -1, false, false},
                 {"<answer>25, 32</answer>", -1, false, false},
                 {"<answer>0.78125</answer>", -1, false, false},
                 {"<answer>25 32 1</answer>", -1, false, false},
                 {"<answer>25</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {("<answer>25 " + big + "</answer>").c_str(), -1, false, false},  // > 4300 digits.
                 {"25 32", -1, false, false}});
}

TEST_F(CinemaSeatingProbabilityTest, HandDerivedProbabilities) {
  // N = K = 2: only (2, 2) leaves the second person standing (seat 2 taken,
  // nothing after it): 3/4.
  CheckInstance(kName, Instance(2, 2), {{"<answer>3 4</answer>", 1, true, true}});
  // N = 2, K = 3: only (3, 3) fails: 8/9.
  CheckInstance(kName, Instance(2, 3), {{"<answer>8 9</answer>", 1, true, true}});
  // N = K = 3: the parking functions of length 3, (3 + 1)^2 = 16 of 27.
  CheckInstance(kName, Instance(3, 3), {{"<answer>16 27</answer>", 1, true, true}});
  // One person always sits.
  CheckInstance(kName, Instance(1, 5), {{"<answer>1 1</answer>", 1, true, true},
                                        {"<answer>5 5</answer>", 0, false, true}});
}

TEST(CinemaSeatingProbabilityInstanceTest, RejectsBadInstances) {
  for (const char* instance : {R"({"n": 3, "k": 2})", R"({"n": 0, "k": 2})",
                               R"({"n": 2, "k": 1067})", R"({"n": 2})",
                               R"({"n": 2, "k": 3, "m": 1})"}) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 1066, "k": 1066})").ok());
}

// From the definition: the number of the K^N choice sequences that seat
// everyone, by dynamic programming over the set of taken seats.
std::string BruteProbability(int n, int k) {
  std::vector<int64_t> ways(size_t{1} << k, 0);
  ways[0] = 1;
  for (int person = 0; person < n; ++person) {
    std::vector<int64_t> next(ways.size(), 0);
    for (size_t taken = 0; taken < ways.size(); ++taken) {
      if (ways[taken] == 0) continue;
      for (int l = 0; l < k; ++l) {
        int seat = l;
        while (seat < k && (taken >> seat & 1)) ++seat;
        if (seat < k) next[taken | size_t{1} << seat] += ways[taken];  // Else stands.
      }
    }
    ways = next;
  }
  int64_t seated = 0, all = 1;
  for (const int64_t w : ways) seated += w;
  for (int i = 0; i < n; ++i) all *= k;
  const int64_t g = std::gcd(seated, all);
  return absl::StrCat(seated / g, " ", all / g);
}

TEST_F(CinemaSeatingProbabilityTest, EverySmallCinemaMatchesDynamicProgramming) {
  for (int k = 1; k <= 10; ++k) {
    for (int n = 1; n <= k; ++n) {
      CheckInstance(kName, Instance(n, k),
                    {{absl::StrCat("<answer>", BruteProbability(n, k), "</answer>").c_str(), 1,
                      true, true}});
    }
  }
}

TEST(CinemaSeatingProbabilityBruteForceTest, GeneratedMatchesDynamicProgramming) {
  // Levels 0..3: MAX_N_K = 4, 6, 9, 13 (RLVE's int(1.5 x)).
  const int64_t tops[] = {4, 6, 9, 13};
  for (const testing::Generated& g : testing::GenerateSmall(kName, 3, 30)) {
    const int64_t n = g.Int("n"), k = g.Int("k");
    ASSERT_GE(n, 2) << g.Where();
    ASSERT_LE(n, k) << g.Where();
    ASSERT_LE(k, tops[g.level]) << g.Where();
    EXPECT_EQ(g.answer, BruteProbability(static_cast<int>(n), static_cast<int>(k)))
        << g.Where();
  }
}

// At the top level, where the numbers run to thousands of digits: A / B
// equals (K + 1)^(N - 1) (K - N + 1) / K^N (cross products), and no prime
// of K divides A (B divides K^N, so the pair is reduced).
TEST(CinemaSeatingProbabilityBruteForceTest, TopLevelPairsAreTheReducedProbability) {
  using environments::BigNat;
  for (const testing::Generated& g : testing::GenerateSmall(kName, 14, 2)) {
    if (g.level < 12) continue;
    const uint32_t n = static_cast<uint32_t>(g.Int("n")), k = static_cast<uint32_t>(g.Int("k"));
    const size_t space = g.answer.find(' ');
    ASSERT_NE(space, std::string::npos) << g.Where();
    const BigNat a = BigNat::FromDecimal(g.answer.substr(0, space));
    const BigNat b = BigNat::FromDecimal(g.answer.substr(space + 1));
    EXPECT_LT(g.answer.size(), 2 * 3300u) << g.Where();
    BigNat numerator(k - n + 1), denominator(1);
    for (uint32_t i = 1; i < n; ++i) numerator *= k + 1;
    for (uint32_t i = 0; i < n; ++i) denominator *= k;
    EXPECT_EQ(a * denominator, b * numerator) << g.Where();
    uint32_t rest = k;
    for (uint32_t p = 2; p <= rest; ++p) {
      if (rest % p != 0) continue;
      while (rest % p == 0) rest /= p;
      uint32_t remainder = 0;
      a.DivSmall(p, &remainder);
      EXPECT_NE(remainder, 0u) << g.Where() << " prime " << p;
    }
  }
}

}  // namespace
}  // namespace cinema_seating_probability_test_cc
}  // namespace referee

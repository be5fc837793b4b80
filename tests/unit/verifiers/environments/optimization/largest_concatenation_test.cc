// LargestConcatenation (RLVE-Gym MaxPermutation): order N positive integers
// so that their decimal strings, written one after another, give the
// largest number; ladder -1 unparseable, -0.5 not a permutation of the N
// indices, else (concatenation / largest)^beta, beta = 5. Every
// expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/brute_force.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "tests/sanitizers.h"

namespace referee {
inline namespace largest_concatenation_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;
using testing::Numbers;

constexpr char kName[] = "largest_concatenation";

class LargestConcatenationTest : public testing::VerifierTableTest {};

// A = 12, 121, 2, 12. "2" goes first (212 > 122, 2121 > 1212); 12 before
// 121 (12121 > 12112); the two 12s tie. The largest is 2|12|12|121 =
// 21212121, by 2 0 3 1 and 2 3 0 1.
const char kValues[] = R"({"values": [12, 121, 2, 12]})";

TEST_F(LargestConcatenationTest, Ladder) {
  CheckInstance(
      kName, kValues,
      {{"<answer>2 0 3 1</answer>", 1, true, true},
       {"<answer>2 3 0 1</answer>", 1, true, true},  // The two 12s swapped.
       {"<answer>\n2\t0 3  1 </answer>", 1, true, true},
       {"\\boxed{2 3 0 1}", 1, true, true},               // The \boxed fallback.
       {"<answer>+2 00 3 1</answer>", 1, true, true},      // int() accepts both.
       // 2|121|12|12 = 21211212.
       {"<answer>2 1 0 3</answer>", std::pow(21211212.0 / 21212121.0, 5), false, true},
       // 12|121|2|12 = 12121212.
       {"<answer>0 1 2 3</answer>", std::pow(12121212.0 / 21212121.0, 5), false, true},
       // 121|12|12|2 = 12112122.
       {"<answer>1 0 3 2</answer>", std::pow(12112122.0 / 21212121.0, 5), false, true},
       {"<answer>2 0 3</answer>", -0.5, false, true},      // 3 of 4 indices.
       {"<answer>2 0 3 1 1</answer>", -0.5, false, true},  // 5 values.
       {"<answer>2 0 3 3</answer>", -0.5, false, true},    // 3 twice, 1 missing.
       {"<answer>2 0 3 4</answer>", -0.5, false, true},    // No index 4.
       {"<answer>-1 0 2 3</answer>", -0.5, false, true},
       {"<answer>2 0 3 99999999999999999999999</answer>", -0.5, false, true},
       {"<answer></answer>", -0.5, false, true},           // 0 of 4 indices.
       {"<answer>2,0,3,1</answer>", -1, false, false},
       {"<answer>2 0 3 one</answer>", -1, false, false},
       {"2 0 3 1", -1, false, false},                      // No tag.
       {"<answer>2 0 3 1", -1, false, false}});            // Unclosed.
  // beta = 1: 2 1 0 3 earns the plain 21211212 / 21212121.
  CheckInstance(kName, kValues,
                {{"<answer>2 1 0 3</answer>", 21211212.0 / 21212121.0, false, true}},
                R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
}

// Finish rejects a single number (RLVE needs N >= 2).
TEST(LargestConcatenationInstanceTest, FinishRejectsOneNumber) {
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"values": [7]})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"values": [7, 70]})").ok());
}

// The concatenation of `values` in `order` (indices), or nullopt if the
// order is not a permutation of 0..n-1.
std::optional<std::string> Concatenation(const std::vector<int64_t>& values,
                                         const std::vector<int64_t>& order) {
  const int64_t n = static_cast<int64_t>(values.size());
  if (order.size() != values.size()) return std::nullopt;
  std::set<int64_t> seen;
  std::string out;
  for (const int64_t i : order) {
    if (i < 0 || i >= n || !seen.insert(i).second) return std::nullopt;
    out += std::to_string(values[static_cast<size_t>(i)]);
  }
  return out;
}

// Generated instances: N = 3 then int(1.1 N + 1) per level; at least
// M = N - floor(6N/10) numbers of five digits 1..2, every number a prefix
// of one of them. The reference's concatenation is the largest over all
// N! orders (N <= 7), every order reaching it earns 1 (correct), the
// others (theirs / largest)^5; the reference with its last digit changed
// is no permutation.
TEST(LargestConcatenationBruteForceTest, GeneratedInstancesAndReference) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 8, testing::SweepSeeds(20))) {
    int64_t n = 3;
    for (int u = 0; u < g.level; ++u) n = n * 11 / 10 + 1;
    const std::vector<int64_t> values = g.Ints("values");
    ASSERT_EQ(values.size(), static_cast<size_t>(n)) << g.Where();
    std::vector<std::string> full;
    for (const int64_t v : values) {
      const std::string s = std::to_string(v);
      EXPECT_TRUE(s.size() <= 5 && s.find_first_not_of("12") == std::string::npos) << v;
      if (s.size() == 5) full.push_back(s);
    }
    EXPECT_GE(static_cast<int64_t>(full.size()), n - 6 * n / 10) << g.Where();
    for (const int64_t v : values) {
      const std::string s = std::to_string(v);
      EXPECT_TRUE(std::any_of(full.begin(), full.end(),
                              [&s](const std::string& f) { return f.compare(0, s.size(), s) == 0; }))
          << g.Where() << ": " << v;
    }
    const std::optional<std::string> reference = Concatenation(values, Numbers(g.answer));
    ASSERT_TRUE(reference.has_value()) << g.Where() << ": " << g.answer;
    const std::optional<std::string> corrupted = testing::WithLastDigitChanged(g.answer);
    ASSERT_TRUE(corrupted.has_value());
    EXPECT_FALSE(Concatenation(values, Numbers(*corrupted)).has_value()) << *corrupted;
    if (n > 7) continue;
    std::vector<int64_t> order(static_cast<size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    std::string largest;
    do {
      largest = std::max(largest, *Concatenation(values, order));  // Equal lengths.
    } while (std::next_permutation(order.begin(), order.end()));
    EXPECT_EQ(*reference, largest) << g.Where();
    const PreparedProblemPtr problem = testing::PrepareGenerated(kName, g);
    ASSERT_NE(problem, nullptr);
    std::iota(order.begin(), order.end(), 0);
    do {
      std::string text;
      for (const int64_t i : order) text += std::to_string(i) + " ";
      const Verdict v = testing::ScoreWith(kName, *problem, "<answer>" + text + "</answer>");
      const std::string mine = *Concatenation(values, order);
      if (mine == largest) {
        EXPECT_TRUE(v.correct && v.score == 1) << g.Where() << ": " << text;
      } else {
        EXPECT_FALSE(v.correct) << g.Where() << ": " << text;
        const long double ratio = std::stold(mine) / std::stold(largest);
        EXPECT_NEAR(v.score, std::pow(static_cast<double>(ratio), 5), 1e-12)
            << g.Where() << ": " << text;
        EXPECT_LT(v.score, 1) << g.Where() << ": " << text;
      }
    } while (std::next_permutation(order.begin(), order.end()));
  }
}

}  // namespace
}  // namespace largest_concatenation_test_cc
}  // namespace referee

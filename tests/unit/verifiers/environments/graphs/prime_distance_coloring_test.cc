// PrimeGraph_MinimumChromaticNumber (RLVE-Gym): colour 1..N, u and v
// adjacent iff |u - v| is a prime, with the fewest colours; ladder -1
// unparseable, -0.5 not N colours, a prime-distance pair alike or a colour
// past 64 bits, else (chromatic number / colours used)^beta, beta = 5.
// Every expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/brute_force.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/parsing/final_answer.h"

namespace referee {
inline namespace prime_distance_coloring_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Numbers;

constexpr char kName[] = "prime_distance_coloring";

class PrimeDistanceColoringTest : public testing::VerifierTableTest {};

// N = 7: the prime distances are 2, 3 and 5. 1-3-5-2-4-1 is an odd cycle
// (distances 2, 2, 3, 2, 3): three colours at least; the chromatic number
// is 4 (RLVE's gold; the exhaustive search below confirms it). c_i = i mod
// 4 is proper: an odd prime changes the parity, 2 changes i mod 4.
const char kSeven[] = R"({"n": 7})";
// N = 5: 1-3, 1-4, 2-4, 2-5, 3-5 form the 5-cycle 1-3-5-2-4-1: three
// colours, e.g. 0 0 1 1 2 (1, 2 -> 0; 3, 4 -> 1; 5 -> 2).
const char kFive[] = R"({"n": 5})";

TEST_F(PrimeDistanceColoringTest, Ladder) {
  CheckInstance(
      kName, kSeven,
      {{"<answer>1 2 3 0 1 2 3</answer>", 1, true, true},
       {"<answer>10 20 30 40 10 20 30</answer>", 1, true, true},  // Any names.
       {"<answer>-1 -2 -3 0 -1 -2 -3</answer>", 1, true, true},   // int() reads negatives.
       {"<answer>+1 02 3 0 1 2 3</answer>", 1, true, true},
       {"\\boxed{1 2 3 0 1 2 3}", 1, true, true},  // The \boxed fallback.
       // Vertex 7 recoloured 4 (a fifth colour): proper, (4/5)^5.
       {"<answer>1 2 3 0 1 2 4</answer>", std::pow(0.8, 5), false, true},
       // Seven distinct colours: (4/7)^5.
       {"<answer>0 1 2 3 4 5 6</answer>", std::pow(4.0 / 7, 5), false, true},
       {"<answer>0 0 0 0 0 0 0</answer>", -0.5, false, true},
       {"<answer>1 2 1 0 1 2 3</answer>", -0.5, false, true},  // 1 and 3 alike (distance 2).
       {"<answer>1 2 3 0 1 2 1</answer>", -0.5, false, true},  // 2 and 7 alike (distance 5).
       {"<answer>1 2 3 0 1 2</answer>", -0.5, false, true},      // Six colours for seven.
       {"<answer>1 2 3 0 1 2 3 0</answer>", -0.5, false, true},  // Eight.
       {"<answer></answer>", -0.5, false, true},
       // A colour past 64 bits (documented deviation), and -2^63 itself.
       {"<answer>1 2 3 0 1 2 99999999999999999999</answer>", -0.5, false, true},
       {"<answer>1 2 3 0 1 2 -9223372036854775808</answer>", -0.5, false, true},
       {"<answer>1 2 3 0 1 2 9223372036854775807</answer>", std::pow(0.8, 5), false, true},
       {"<answer>1,2,3,0,1,2,3</answer>", -1, false, false},
       {"<answer>1 2 3 0 1 2 x</answer>", -1, false, false},
       {"1 2 3 0 1 2 3", -1, false, false},                // No tag.
       {"<answer>1 2 3 0 1 2 3", -1, false, false}});      // Unclosed.
  CheckInstance(kName, kFive,
                {{"<answer>0 0 1 1 2</answer>", 1, true, true},
                 {"<answer>0 1 2 3 4</answer>", std::pow(0.6, 5), false, true},
                 {"<answer>0 0 1 1 0</answer>", -0.5, false, true}});  // 2 and 5 alike (distance 3).
  // beta = 1: five colours for four earn the plain 4/5.
  CheckInstance(kName, kSeven, {{"<answer>1 2 3 0 1 2 4</answer>", 0.8, false, true}},
                R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
}

TEST(PrimeDistanceColoringInstanceTest, RejectsBadSizes) {
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 2})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"n": 317})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 316})").ok());
}

bool Prime(int64_t p) {
  if (p < 2) return false;
  for (int64_t d = 2; d < p; ++d) {
    if (p % d == 0) return false;
  }
  return true;
}

// Whether `colour` (colour[i] for vertex i + 1) is proper, straight from
// the definition: every pair at a prime distance differs.
bool Proper(const std::vector<int64_t>& colour) {
  const int64_t n = static_cast<int64_t>(colour.size());
  for (int64_t u = 0; u < n; ++u) {
    for (int64_t v = u + 1; v < n; ++v) {
      if (Prime(v - u) && colour[static_cast<size_t>(u)] == colour[static_cast<size_t>(v)]) {
        return false;
      }
    }
  }
  return true;
}

// The chromatic number by exhaustive search: the least k with a proper
// colouring in 0..k-1 (vertex by vertex, every colour tried).
bool Colourable(std::vector<int64_t>& colour, size_t next, int64_t k) {
  if (next == colour.size()) return true;
  for (int64_t c = 0; c < k; ++c) {
    bool ok = true;
    for (size_t u = 0; u < next; ++u) ok = ok && !(Prime(static_cast<int64_t>(next - u)) && colour[u] == c);
    if (!ok) continue;
    colour[next] = c;
    if (Colourable(colour, next + 1, k)) return true;
  }
  return false;
}
int64_t Chromatic(int64_t n) {
  for (int64_t k = 1;; ++k) {
    std::vector<int64_t> colour(static_cast<size_t>(n));
    if (Colourable(colour, 0, k)) return k;
  }
}

// N = 3..6: every colouring with colours 0..N-1 (N^N of them) scores -0.5
// if improper, else (chromatic / used)^5, full credit only when optimal.
// N = 3..12: the reference is proper, uses the exhaustive chromatic number
// of colours and earns 1.
TEST(PrimeDistanceColoringBruteForceTest, EveryColouringAndReference) {
  for (int64_t n = 3; n <= 12; ++n) {
    const int64_t chromatic = Chromatic(n);
    const PreparedProblemPtr problem =
        testing::PrepareInstance(kName, absl::StrCat(R"({"n": )", n, "}"));
    ASSERT_NE(problem, nullptr);
    const std::string reference = problem->task().DefaultReference(*problem);
    const std::vector<int64_t> colour =
        Numbers(std::string(parsing::FinalAnswer(reference).value_or("")));
    ASSERT_EQ(colour.size(), static_cast<size_t>(n)) << n;
    EXPECT_TRUE(Proper(colour)) << n;
    EXPECT_EQ(static_cast<int64_t>(std::set<int64_t>(colour.begin(), colour.end()).size()),
              chromatic)
        << n;
    EXPECT_EQ(testing::ScoreWith(kName, *problem, reference).score, 1) << n;
    if (n > 6) continue;
    int64_t total = 1;
    for (int64_t i = 0; i < n; ++i) total *= n;
    for (int64_t code = 0; code < total; ++code) {
      std::vector<int64_t> c(static_cast<size_t>(n));
      std::string text;
      for (int64_t i = 0, rest = code; i < n; ++i, rest /= n) {
        c[static_cast<size_t>(i)] = rest % n;
        absl::StrAppend(&text, " ", rest % n);
      }
      const Verdict v =
          testing::ScoreWith(kName, *problem, absl::StrCat("<answer>", text, "</answer>"));
      if (!Proper(c)) {
        EXPECT_EQ(v.score, -0.5) << n << ":" << text;
        continue;
      }
      const int64_t used = static_cast<int64_t>(std::set<int64_t>(c.begin(), c.end()).size());
      EXPECT_EQ(v.correct, used == chromatic) << n << ":" << text;
      EXPECT_NEAR(v.score, std::pow(static_cast<double>(chromatic) / static_cast<double>(used), 5),
                  1e-12)
          << n << ":" << text;
    }
  }
}

// Generated instances: N in 3..MAX_N (6, 9, 13, ..., 141 at levels 0..8);
// the reference is proper (checked pair by pair), uses 2, 3 or 4 colours
// as the exhaustive search says for N <= 12 (4 above: 1..7 already needs
// them) and earns 1.
TEST(PrimeDistanceColoringBruteForceTest, GeneratedInstances) {
  const int64_t max_n[] = {6, 9, 13, 19, 28, 42, 63, 94, 141};
  for (const testing::Generated& g : testing::GenerateSmall(kName, 8, 20)) {
    const int64_t n = g.Int("n");
    EXPECT_GE(n, 3) << g.Where();
    EXPECT_LE(n, max_n[g.level]) << g.Where();
    const std::vector<int64_t> colour = Numbers(g.answer);
    ASSERT_EQ(colour.size(), static_cast<size_t>(n)) << g.Where();
    EXPECT_TRUE(Proper(colour)) << g.Where();
    EXPECT_EQ(static_cast<int64_t>(std::set<int64_t>(colour.begin(), colour.end()).size()),
              n <= 12 ? Chromatic(n) : 4)
        << g.Where();
    const PreparedProblemPtr problem = testing::PrepareGenerated(kName, g);
    ASSERT_NE(problem, nullptr);
    EXPECT_EQ(testing::ScoreWith(kName, *problem, g.reference_output).score, 1) << g.Where();
  }
}

}  // namespace
}  // namespace prime_distance_coloring_test_cc
}  // namespace referee

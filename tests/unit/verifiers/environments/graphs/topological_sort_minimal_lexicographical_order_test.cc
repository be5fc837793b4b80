// TopologicalSort_MinimalLexicographicalOrder (RLVE-Gym): the order of
// 0..N-1 obeying every constraint with 0, then 1, then 2, ... as early as
// possible; ladder -1 unparseable, -0.5 not a permutation, else
// 0.5 (satisfied / constraints)^5 plus, once all hold, 0.5 (positions
// right / N)^5. Every expectation is worked out by hand below.
#include <algorithm>
#include <cstdint>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "tests/sanitizers.h"

namespace referee {
inline namespace topological_sort_minimal_lexicographical_order_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "topological_sort_minimal_lexicographical_order";

class TopologicalSortMinimalLexicographicalOrderTest : public testing::VerifierTableTest {};

// N = 4, "2 before 0" and "1 before 3". 0 cannot stand first (2 must come
// before it), so at best second, after 2: 2 0 _ _. Then 1 as early as
// possible: third, and 3 last: 2 0 1 3 (3 after 1 holds). The least
// sequence obeying the rules, 1 2 0 3, puts 0 third: not the answer.
const char kInstance[] = R"({"n": 4, "constraints": [[2, 0], [1, 3]]})";

TEST_F(TopologicalSortMinimalLexicographicalOrderTest, Ladder) {
  CheckInstance(
      kName, kInstance,
      {{"<answer>2 0 1 3</answer>", 1, true, true},
       {"<answer> 2\n0 1\t3 </answer>", 1, true, true},
       {"\\boxed{2 0 1 3}", 1, true, true},  // The \boxed fallback.
       {"<answer>+2 00 1 3</answer>", 1, true, true},  // int() accepts both.
       // Both rules hold; against 2 0 1 3 only the last place (3) agrees:
       // 0.5 + 0.5 (1/4)^5 = 0.5 + 0.5/1024.
       {"<answer>1 2 0 3</answer>", 0.5 + 0.5 / 1024, false, true},
       // Both hold; places 0 (2) and 3 (3) agree: 0.5 + 0.5 (2/4)^5.
       {"<answer>2 1 0 3</answer>", 0.5 + 0.5 / 32, false, true},
       // Both hold (2 before 0, 1 before 3); no place agrees: 0.5 + 0.
       {"<answer>1 3 2 0</answer>", 0.5, false, true},
       // 0 before 2 breaks the first rule: 0.5 (1/2)^5, no second half.
       {"<answer>0 2 1 3</answer>", 0.5 / 32, false, true},
       // 3 before 1 breaks the second rule: 0.5 (1/2)^5 (places 0 and 1
       // agree, but the second half needs every rule).
       {"<answer>2 0 3 1</answer>", 0.5 / 32, false, true},
       {"<answer>3 0 2 1</answer>", 0, false, true},  // Neither rule holds.
       {"<answer>2 0 1</answer>", -0.5, false, true},       // 3 numbers.
       {"<answer>2 0 1 3 3</answer>", -0.5, false, true},   // 5 numbers.
       {"<answer>2 0 1 1</answer>", -0.5, false, true},     // 1 twice.
       {"<answer>2 0 1 4</answer>", -0.5, false, true},     // No element 4.
       {"<answer>2 0 1 -3</answer>", -0.5, false, true},
       {"<answer>2 0 1 99999999999999999999999</answer>", -0.5, false, true},
       {"<answer></answer>", -0.5, false, true},            // 0 numbers.
       {"<answer>2, 0, 1, 3</answer>", -1, false, false},   // Commas.
       {"<answer>2 0 1 three</answer>", -1, false, false},
       {"2 0 1 3", -1, false, false},                       // No tag.
       {"<answer>2 0 1 3", -1, false, false}});             // Unclosed.
  // Both betas 1: the plain fractions. 1 2 0 3: 0.5 + 0.5 (1/4);
  // 2 1 0 3: 0.5 + 0.5 (2/4); 0 2 1 3: 0.5 (1/2).
  CheckInstance(kName, kInstance,
                {{"<answer>1 2 0 3</answer>", 0.625, false, true},
                 {"<answer>2 1 0 3</answer>", 0.75, false, true},
                 {"<answer>0 2 1 3</answer>", 0.25, false, true}},
                R"({"beta_toposort": 1, "beta_lexicographical": 1})");
  // A vanishing exponent makes (2/4)^beta round to 1, and 0.5 + 0.5 to 1:
  // a wrong order still stays below full credit and is not correct.
  CheckInstance(kName, kInstance, {{"<answer>2 1 0 3</answer>", 1, false, true}},
                R"({"beta_lexicographical": 1e-300})");
}

TEST_F(TopologicalSortMinimalLexicographicalOrderTest, BetasMustBePositive) {
  EXPECT_FALSE(ParamError(kName, R"({"beta_toposort": 0})").ok());
  EXPECT_FALSE(ParamError(kName, R"({"beta_lexicographical": -1})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta_toposort": 2, "beta_lexicographical": 0.5})").ok());
}

TEST(TopologicalSortMinimalLexicographicalOrderInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"n": 3, "constraints": []})",                        // No constraint.
           R"({"n": 3, "constraints": [[1, 1]]})",                  // Before itself.
           R"({"n": 3, "constraints": [[0, 1], [0, 1]]})",          // Twice.
           R"({"n": 3, "constraints": [[0, 1], [1, 0]]})",          // A 2-cycle.
           R"({"n": 4, "constraints": [[0, 1], [1, 2], [2, 0]]})",  // A 3-cycle.
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 2, "constraints": [[1, 0]]})").ok());
}

// Brute force from the definition: among all permutations obeying every
// constraint, the one whose positions (pos(0), pos(1), ...) are least.
TEST(TopologicalSortMinimalLexicographicalOrderBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 5, testing::SweepSeeds(25))) {
    const int64_t n = g.Int("n");
    ASSERT_LE(n, 8) << g.Where();
    const std::vector<std::vector<int64_t>> constraints = g.IntRows("constraints");
    ASSERT_FALSE(constraints.empty()) << g.Where();
    std::vector<int64_t> p(static_cast<size_t>(n));
    std::iota(p.begin(), p.end(), int64_t{0});
    std::vector<int64_t> best_positions, best;
    do {
      std::vector<int64_t> position(p.size());
      for (size_t i = 0; i < p.size(); ++i) position[static_cast<size_t>(p[i])] = static_cast<int64_t>(i);
      bool obeys = true;
      for (const std::vector<int64_t>& c : constraints) {
        obeys = obeys && position[static_cast<size_t>(c[0])] < position[static_cast<size_t>(c[1])];
      }
      if (obeys && (best.empty() || position < best_positions)) {
        best_positions = position;
        best = p;
      }
    } while (std::next_permutation(p.begin(), p.end()));
    ASSERT_FALSE(best.empty()) << g.Where();
    std::ostringstream expected;
    for (size_t i = 0; i < best.size(); ++i) expected << (i ? " " : "") << best[i];
    EXPECT_EQ(g.answer, expected.str()) << g.Where();
  }
}

}  // namespace
}  // namespace topological_sort_minimal_lexicographical_order_test_cc
}  // namespace referee

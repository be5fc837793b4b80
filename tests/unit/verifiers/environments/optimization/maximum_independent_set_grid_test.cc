// MaximumIndependentSetGrid (RLVE-Gym MaximumIndependentSetGrid): select
// cells of a matrix, no two sharing a side, with the largest total; ladder
// -1 unparseable (not N lines of M 0/1 characters), -0.5 two selected
// cells sharing a side, else (total / optimum)^beta, beta = 3. Every
// expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/brute_force.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace maximum_independent_set_grid_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "maximum_independent_set_grid";

class MaximumIndependentSetGridTest : public testing::VerifierTableTest {};

// Cells a b c / d e f = 1 5 2 / 4 1 3. With b (5) chosen, a, c and e are
// out, d and f are free: 5 + 4 + 3 = 12. Without b, from a, c, d, e, f
// (a-d, d-e, e-f, c-f adjacent): d + f = 7 is the best (d + c = 6,
// a + c + e = 4, a + f = 4). The optimum is 12, only by {b, d, f}.
const char kMatrix[] = R"({"n": 2, "m": 3, "matrix": [[1, 5, 2], [4, 1, 3]]})";

TEST_F(MaximumIndependentSetGridTest, Ladder) {
  CheckInstance(
      kName, kMatrix,
      {{"<answer>010\n101</answer>", 1, true, true},
       {"<answer>\n  010 \n\n101\n</answer>", 1, true, true},  // Trimmed, blank line skipped.
       {"\\boxed{010\n101}", 1, true, true},                    // The \boxed fallback.
       // {b, d}: 9, (9/12)^3.
       {"<answer>010\n100</answer>", std::pow(9.0 / 12.0, 3), false, true},
       // {a, c, e}: 4, (4/12)^3.
       {"<answer>101\n010</answer>", std::pow(4.0 / 12.0, 3), false, true},
       // {f}: 3, (3/12)^3.
       {"<answer>000\n001</answer>", std::pow(3.0 / 12.0, 3), false, true},
       // Nothing: 0.
       {"<answer>000\n000</answer>", 0, false, true},
       {"<answer>110\n000</answer>", -0.5, false, true},  // a, b side by side.
       {"<answer>010\n010</answer>", -0.5, false, true},  // b above e.
       {"<answer>001\n101</answer>", -0.5, false, true},  // c above f.
       {"<answer>010\n1010</answer>", -1, false, false},  // A row of 4.
       {"<answer>010</answer>", -1, false, false},        // One row.
       {"<answer>010\n101\n000</answer>", -1, false, false},  // Three rows.
       {"<answer>0 1 0\n1 0 1</answer>", -1, false, false},   // Spaces inside.
       {"<answer>020\n101</answer>", -1, false, false},       // Not 0/1.
       {"<answer>010\n99999999999999999999999</answer>", -1, false, false},
       {"010\n101", -1, false, false},                  // No tag.
       {"<answer>010\n101", -1, false, false}});        // Unclosed.
  // beta = 1: {b, d} earns the plain 9/12.
  CheckInstance(kName, kMatrix, {{"<answer>010\n100</answer>", 0.75, false, true}},
                R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
}

// A 1 × 1 matrix is its one cell. A 3 × 3 matrix of 1s around a centre 9:
// with the centre, the four sides are out and the four corners free:
// 9 + 4 = 13; without it, the eight border cells form a ring of 1s, at
// most every other one: 4. The optimum is 13.
TEST_F(MaximumIndependentSetGridTest, SmallShapes) {
  CheckInstance(kName, R"({"n": 1, "m": 1, "matrix": [[7]]})",
                {{"<answer>1</answer>", 1, true, true},
                 {"<answer>0</answer>", 0, false, true}});
  CheckInstance(kName, R"({"n": 3, "m": 3, "matrix": [[1, 1, 1], [1, 9, 1], [1, 1, 1]]})",
                {{"<answer>101\n010\n101</answer>", 1, true, true},
                 // The sides: 4, (4/13)^3.
                 {"<answer>010\n101\n010</answer>", std::pow(4.0 / 13.0, 3), false, true}});
}

// Reading rejects a value below 1, a row of the wrong length, too few rows
// and a side past 100.
TEST(MaximumIndependentSetGridInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(
      testing::PrepareInstanceStatus(kName, R"({"n": 1, "m": 2, "matrix": [[0, 1]]})").ok());
  EXPECT_FALSE(
      testing::PrepareInstanceStatus(kName, R"({"n": 1, "m": 2, "matrix": [[1, 1, 1]]})").ok());
  EXPECT_FALSE(
      testing::PrepareInstanceStatus(kName, R"({"n": 2, "m": 2, "matrix": [[1, 1]]})").ok());
  EXPECT_FALSE(
      testing::PrepareInstanceStatus(kName, R"({"n": 101, "m": 1, "matrix": [[1]]})").ok());
  EXPECT_TRUE(
      testing::PrepareInstanceStatus(kName, R"({"n": 1, "m": 2, "matrix": [[1, 1]]})").ok());
}

// The total of `selection` (0/1 per cell, row by row) if no two selected
// cells share a side; -1 otherwise. From the definition.
int64_t SelectionValue(const std::vector<std::vector<int64_t>>& matrix,
                       const std::vector<int64_t>& selection) {
  const int64_t n = static_cast<int64_t>(matrix.size());
  const int64_t m = static_cast<int64_t>(matrix[0].size());
  auto at = [&](int64_t r, int64_t c) { return selection[static_cast<size_t>(r * m + c)]; };
  int64_t value = 0;
  for (int64_t r = 0; r < n; ++r) {
    for (int64_t c = 0; c < m; ++c) {
      if (at(r, c) != 1) continue;
      if ((r > 0 && at(r - 1, c) == 1) || (c > 0 && at(r, c - 1) == 1)) return -1;
      value += matrix[static_cast<size_t>(r)][static_cast<size_t>(c)];
    }
  }
  return value;
}

// The optimum by a dynamic program over rows: each row's selection is a
// mask with no two adjacent bits, disjoint from the previous row's.
int64_t RowMaskOptimum(const std::vector<std::vector<int64_t>>& matrix) {
  const size_t m = matrix[0].size();
  std::vector<uint32_t> masks;
  for (uint32_t mask = 0; mask < (uint32_t{1} << m); ++mask) {
    if ((mask & (mask >> 1)) == 0) masks.push_back(mask);
  }
  std::vector<int64_t> best(masks.size(), 0);
  for (const std::vector<int64_t>& row : matrix) {
    std::vector<int64_t> next(masks.size(), 0);
    for (size_t i = 0; i < masks.size(); ++i) {
      int64_t gain = 0;
      for (size_t c = 0; c < m; ++c) {
        if ((masks[i] >> c) & 1) gain += row[c];
      }
      int64_t before = 0;
      for (size_t j = 0; j < masks.size(); ++j) {
        if ((masks[i] & masks[j]) == 0) before = std::max(before, best[j]);
      }
      next[i] = before + gain;
    }
    best = std::move(next);
  }
  return *std::max_element(best.begin(), best.end());
}

// The answer's 0/1 characters, row by row (other characters skipped).
std::vector<int64_t> Cells(const std::string& answer) {
  std::vector<int64_t> cells;
  for (const char ch : answer) {
    if (ch == '0' || ch == '1') cells.push_back(ch - '0');
  }
  return cells;
}

// Generated instances: MAX = 3 then int(1.1 MAX + 1) per level, N and M in
// 2..MAX, cells in 1..max(N, M). The reference is an independent selection
// reaching the row-mask optimum, and its last-digit change is not; on
// N·M <= 12 every selection is scored: the optimal ones earn 1 (correct),
// the other independent ones (total/optimum)^3, the others -0.5.
TEST(MaximumIndependentSetGridBruteForceTest, GeneratedInstancesAndReference) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 8, 20)) {
    int64_t side = 3;
    for (int u = 0; u < g.level; ++u) side = side * 11 / 10 + 1;
    const int64_t n = g.Int("n"), m = g.Int("m");
    ASSERT_TRUE(n >= 2 && n <= side && m >= 2 && m <= side) << g.Where();
    const std::vector<std::vector<int64_t>> matrix = g.IntRows("matrix");
    ASSERT_EQ(matrix.size(), static_cast<size_t>(n)) << g.Where();
    for (const std::vector<int64_t>& row : matrix) {
      ASSERT_EQ(row.size(), static_cast<size_t>(m)) << g.Where();
      for (const int64_t v : row) {
        EXPECT_TRUE(v >= 1 && v <= std::max(n, m)) << g.Where();
      }
    }
    const int64_t optimum = RowMaskOptimum(matrix);
    const std::vector<int64_t> reference = Cells(g.answer);
    ASSERT_EQ(reference.size(), static_cast<size_t>(n * m)) << g.Where();
    EXPECT_EQ(SelectionValue(matrix, reference), optimum) << g.Where() << ": " << g.answer;
    const std::optional<std::string> corrupted = testing::WithLastDigitChanged(g.answer);
    ASSERT_TRUE(corrupted.has_value()) << g.Where();
    if (reference.back() == 1) {
      // The last cell's 1 becomes 2: not a 0/1 row, unparseable.
      EXPECT_NE(corrupted->find('2'), std::string::npos) << g.Where();
    } else {
      // Its 0 becomes 1: adjacent to a selected cell, or a larger total.
      EXPECT_NE(SelectionValue(matrix, Cells(*corrupted)), optimum) << g.Where();
    }
    if (n * m > 12) continue;
    const PreparedProblemPtr problem = testing::PrepareGenerated(kName, g);
    ASSERT_NE(problem, nullptr);
    for (uint32_t mask = 0; mask < (uint32_t{1} << (n * m)); ++mask) {
      std::vector<int64_t> selection;
      std::string text;
      for (int64_t cell = 0; cell < n * m; ++cell) {
        if (cell > 0 && cell % m == 0) text += "\n";
        selection.push_back((mask >> cell) & 1);
        text += static_cast<char>('0' + selection.back());
      }
      const Verdict v = testing::ScoreWith(kName, *problem, "<answer>" + text + "</answer>");
      const int64_t value = SelectionValue(matrix, selection);
      if (value < 0) {
        EXPECT_EQ(v.score, -0.5) << g.Where() << ": " << text;
      } else if (value == optimum) {
        EXPECT_TRUE(v.correct && v.score == 1) << g.Where() << ": " << text;
      } else {
        EXPECT_FALSE(v.correct) << g.Where() << ": " << text;
        EXPECT_DOUBLE_EQ(v.score, std::pow(static_cast<double>(value) / optimum, 3))
            << g.Where() << ": " << text;
      }
    }
  }
}

}  // namespace
}  // namespace maximum_independent_set_grid_test_cc
}  // namespace referee

// MinimumSumDifferenceSubmatrix (RLVE-Gym MinimumSumDifferenceSubmatrix):
// choose R rows and C columns minimising the sum of adjacent differences of
// the submatrix; ladder -1 unparseable (not two lines of R and C integers),
// -0.5 an index out of range or a line not increasing, else
// (optimum / sum)^beta, beta = 5. Every expectation is worked out by hand
// below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/brute_force.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace minimum_sum_difference_submatrix_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "minimum_sum_difference_submatrix";

class MinimumSumDifferenceSubmatrixTest : public testing::VerifierTableTest {};

// Rows 1 2 9 / 3 1 8 / 7 7 7, R = C = 2. A 2 × 2 pick [[a, b], [c, d]]
// costs |a-c| + |b-d| + |a-b| + |c-d|. Rows 0 1: columns 0 1 give
// 2 + 1 + 1 + 2 = 6, columns 0 2 give 2 + 1 + 8 + 5 = 16, columns 1 2
// give 1 + 1 + 7 + 7 = 16. Rows 0 2: 12, 16, 14. Rows 1 2: 12, 10, 14.
// The optimum is 6, only by rows 0 1, columns 0 1.
const char kMatrix[] =
    R"({"n": 3, "m": 3, "r": 2, "c": 2, "matrix": [[1, 2, 9], [3, 1, 8], [7, 7, 7]]})";

TEST_F(MinimumSumDifferenceSubmatrixTest, Ladder) {
  CheckInstance(
      kName, kMatrix,
      {{"<answer>0 1\n0 1</answer>", 1, true, true},
       {"<answer>\n 0  1 \n\n0\t1\n</answer>", 1, true, true},  // Trimmed, blank line skipped.
       {"\\boxed{0 1\n0 1}", 1, true, true},                     // The \boxed fallback.
       {"<answer>1 2\n0 2</answer>", std::pow(6.0 / 10.0, 5), false, true},
       {"<answer>0 2\n0 1</answer>", std::pow(6.0 / 12.0, 5), false, true},
       {"<answer>0 1\n0 2</answer>", std::pow(6.0 / 16.0, 5), false, true},
       {"<answer>1 0\n0 1</answer>", -0.5, false, true},  // Rows not increasing.
       {"<answer>0 0\n0 1</answer>", -0.5, false, true},  // Not strictly.
       {"<answer>0 1\n2 1</answer>", -0.5, false, true},  // Columns not increasing.
       {"<answer>0 3\n0 1</answer>", -0.5, false, true},  // No row 3.
       {"<answer>-1 1\n0 1</answer>", -0.5, false, true},
       {"<answer>0 1\n0 99999999999999999999999</answer>", -0.5, false, true},
       {"<answer>0 1</answer>", -1, false, false},             // One line.
       {"<answer>0 1 2\n0 1</answer>", -1, false, false},      // Three rows.
       {"<answer>0 1\n0</answer>", -1, false, false},          // One column.
       {"<answer>0 1\n0 1\n0 1</answer>", -1, false, false},   // Three lines.
       {"<answer>0,1\n0,1</answer>", -1, false, false},
       {"0 1\n0 1", -1, false, false},                 // No tag.
       {"<answer>0 1\n0 1", -1, false, false}});       // Unclosed.
  // beta = 1: rows 1 2, columns 0 2 earn the plain 6/10.
  CheckInstance(kName, kMatrix, {{"<answer>1 2\n0 2</answer>", 0.6, false, true}},
                R"({"beta": 1})");
  EXPECT_FALSE(ParamError(kName, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"beta": 2})").ok());
}

// Equal entries: every submatrix costs 0, the optimum 0, and every valid
// choice earns 1.
TEST_F(MinimumSumDifferenceSubmatrixTest, ZeroOptimum) {
  CheckInstance(kName,
                R"({"n": 3, "m": 3, "r": 2, "c": 2, "matrix": [[5, 5, 5], [5, 5, 5], [5, 5, 5]]})",
                {{"<answer>0 2\n1 2</answer>", 1, true, true},
                 {"<answer>0 1\n0 1</answer>", 1, true, true}});
}

// Reading rejects R > N, C = 0, an entry of 0 and a side past 12.
TEST(MinimumSumDifferenceSubmatrixInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 2, "m": 2, "r": 3, "c": 1, "matrix": [[1, 2], [3, 4]]})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 2, "m": 2, "r": 1, "c": 0, "matrix": [[1, 2], [3, 4]]})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 2, "m": 2, "r": 1, "c": 1, "matrix": [[0, 2], [3, 4]]})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"n": 13, "m": 1, "r": 1, "c": 1, "matrix": [[1]]})")
                   .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"n": 2, "m": 2, "r": 1, "c": 2, "matrix": [[1, 2], [3, 4]]})")
                  .ok());
}

// The cost of the submatrix from the definition (indices valid).
int64_t SubmatrixCost(const std::vector<std::vector<int64_t>>& a, const std::vector<int64_t>& rows,
                      const std::vector<int64_t>& columns) {
  int64_t sum = 0;
  auto at = [&](size_t i, size_t j) {
    return a[static_cast<size_t>(rows[i])][static_cast<size_t>(columns[j])];
  };
  for (size_t i = 0; i < rows.size(); ++i) {
    for (size_t j = 0; j < columns.size(); ++j) {
      if (i + 1 < rows.size()) sum += std::abs(at(i + 1, j) - at(i, j));
      if (j + 1 < columns.size()) sum += std::abs(at(i, j + 1) - at(i, j));
    }
  }
  return sum;
}

// Every k-subset of 0..n-1, increasing.
std::vector<std::vector<int64_t>> Choices(int64_t n, int64_t k) {
  std::vector<std::vector<int64_t>> out;
  testing::ForEachSubset(n, [&](const std::vector<int64_t>& s) {
    if (static_cast<int64_t>(s.size()) == k) out.push_back(s);
  });
  return out;
}

// The reference's two lines as numbers.
std::vector<std::vector<int64_t>> Lines(const std::string& answer) {
  std::vector<std::vector<int64_t>> out(1);
  std::string token;
  for (const char ch : answer + "\n") {
    if (ch >= '0' && ch <= '9') {
      token += ch;
      continue;
    }
    if (!token.empty()) out.back().push_back(std::stoll(token));
    token.clear();
    if (ch == '\n') out.emplace_back();
  }
  while (!out.empty() && out.back().empty()) out.pop_back();
  return out;
}

// Generated instances: MAX = 4 + d, N and M in 3..MAX, R in 2..N-1, C in
// 2..M-1, entries in 1..N·M. The reference reaches the optimum over every
// choice of rows and columns and its last-digit change does not; on
// N, M <= 6 every choice is scored: the optimal ones earn 1 (correct),
// the others (optimum / cost)^5.
TEST(MinimumSumDifferenceSubmatrixBruteForceTest, GeneratedInstancesAndReference) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 4, 20)) {
    const int64_t n = g.Int("n"), m = g.Int("m"), r = g.Int("r"), c = g.Int("c");
    const int64_t side = 4 + g.level;
    ASSERT_TRUE(n >= 3 && n <= side && m >= 3 && m <= side) << g.Where();
    ASSERT_TRUE(r >= 2 && r <= n - 1 && c >= 2 && c <= m - 1) << g.Where();
    const std::vector<std::vector<int64_t>> a = g.IntRows("matrix");
    ASSERT_EQ(a.size(), static_cast<size_t>(n));
    for (const auto& row : a) {
      ASSERT_EQ(row.size(), static_cast<size_t>(m));
      for (const int64_t v : row) EXPECT_TRUE(v >= 1 && v <= n * m) << g.Where();
    }
    const auto row_choices = Choices(n, r), column_choices = Choices(m, c);
    int64_t optimum = -1;
    for (const auto& rows : row_choices) {
      for (const auto& columns : column_choices) {
        const int64_t cost = SubmatrixCost(a, rows, columns);
        if (optimum < 0 || cost < optimum) optimum = cost;
      }
    }
    const auto reference = Lines(g.answer);
    ASSERT_EQ(reference.size(), 2u) << g.Where();
    EXPECT_EQ(SubmatrixCost(a, reference[0], reference[1]), optimum) << g.Where();
    // The last column changed: out of range, or another choice of
    // another cost.
    std::vector<int64_t> changed = reference[1];
    changed.back() = changed.back() % 10 == 9 ? changed.back() - 9 : changed.back() + 1;
    if (changed.back() < m && changed.back() > changed[changed.size() - 2]) {
      EXPECT_NE(SubmatrixCost(a, reference[0], changed), optimum) << g.Where();
    }
    if (n > 6 || m > 6) continue;
    const PreparedProblemPtr problem = testing::PrepareGenerated(kName, g);
    ASSERT_NE(problem, nullptr);
    for (const auto& rows : row_choices) {
      for (const auto& columns : column_choices) {
        std::string text;
        for (const int64_t i : rows) text += std::to_string(i) + " ";
        text += "\n";
        for (const int64_t j : columns) text += std::to_string(j) + " ";
        const Verdict v = testing::ScoreWith(kName, *problem, "<answer>" + text + "</answer>");
        const int64_t cost = SubmatrixCost(a, rows, columns);
        if (cost == optimum) {
          EXPECT_TRUE(v.correct && v.score == 1) << g.Where() << ": " << text;
        } else {
          EXPECT_FALSE(v.correct) << g.Where() << ": " << text;
          EXPECT_DOUBLE_EQ(v.score, std::pow(static_cast<double>(optimum) / cost, 5))
              << g.Where() << ": " << text;
        }
      }
    }
  }
}

}  // namespace
}  // namespace minimum_sum_difference_submatrix_test_cc
}  // namespace referee

// MatrixPermutation_BothDiagonalOne (RLVE-Gym): permute the rows and the
// columns of a 0/1 matrix so both diagonals hold 1s; ladder -1
// unparseable or not two lines, -0.5 not permutations, else
// (diagonal ones / diagonal cells)^beta.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace matrix_permutation_both_diagonal_one_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kEnv[] = "matrix_permutation_both_diagonal_one";

class MatrixPermutationBothDiagonalOneTest : public testing::VerifierTableTest {};

// A = 011 / 011 / 100. With N = 3 the diagonal cells of B are (0,0),
// (1,1), (2,2), (0,2), (2,0): 5 cells ((1,1) is on both, counted once).
// Rows 0 and 1 with columns 1 and 2 form a block of 1s, row 2 meets column
// 0 in a 1: a = 0 2 1, b = 1 0 2 gives B = 101 / 010 / 101, all 5 hold.
// So do a = 1 2 0, b = 2 0 1 (B = 101 / 010 / 101 again).
// a = b = 0 1 2 leaves B = A: (0,0) = 0, (1,1) = 1, (2,2) = 0, (0,2) = 1,
// (2,0) = 1: 3 of 5 -> (3/5)^5.
// a = 0 2 1, b = 0 1 2: B = 011 / 100 / 011: (0,0) = 0, (1,1) = 0,
// (2,2) = 1, (0,2) = 1, (2,0) = 0: 2 of 5 -> (2/5)^5.
constexpr char kMatrix[] = R"("n": 3, "matrix": [[0, 1, 1], [0, 1, 1], [1, 0, 0]])";

TEST_F(MatrixPermutationBothDiagonalOneTest, Ladder) {
  const double three_fifths = std::pow(0.6, 5), two_fifths = std::pow(0.4, 5);
  for (const std::string& instance :
       {absl::StrCat("{", kMatrix, "}"),
        absl::StrCat("{", kMatrix, R"(, "rows": [0, 2, 1], "columns": [1, 0, 2]})")}) {
    CheckInstance(kEnv, instance,
                  {{"<answer>0 2 1\n1 0 2</answer>", 1, true, true},
                   {"<answer>\n1 2 0\n\n2 0 1\n</answer>", 1, true, true},
                   {"<answer>0 2 1\r\n1 0 2\r\n</answer>", 1, true, true},
                   {"<answer>  0 2 1  \n  2 0 1</answer>", 1, true, true},
                   {"<answer>0 1 2\n0 1 2</answer>", three_fifths, false, true},
                   {"<answer>0 2 1\n0 1 2</answer>", two_fifths, false, true},
                   {"<answer>0 1 1\n0 1 2</answer>", -0.5, false, true},
                   {"<answer>0 1 2\n0 1 2 0</answer>", -0.5, false, true},
                   {"<answer>0 1 2\n0 1 3</answer>", -0.5, false, true},
                   {"<answer>0 1 2\n-1 1 2</answer>", -0.5, false, true},
                   {"<answer>0 1 2 0 1 2</answer>", -1, false, false},
                   {"<answer>0 1 2\n0 1 2\n0 1 2</answer>", -1, false, false},
                   {"<answer>0 1 2\n0 1 x</answer>", -1, false, false},
                   {"<answer>0,1,2\n0,1,2</answer>", -1, false, false},
                   {"<answer></answer>", -1, false, false},
                   {"0 2 1\n1 0 2", -1, false, false}});
  }
  CheckInstance(kEnv, absl::StrCat("{", kMatrix, "}"),
                {{"<answer>0 1 2\n0 1 2</answer>", 0.6, false, true}}, R"({"beta": 1})");
}

TEST(MatrixPermutationBothDiagonalOneInstanceTest, FinishChecksTheSolution) {
  for (const char* bad : {
           R"(, "rows": [0, 2, 1]})",                         // Columns missing.
           R"(, "columns": [1, 0, 2]})",                      // Rows missing.
           R"(, "rows": [0, 0, 1], "columns": [1, 0, 2]})",   // Not a permutation.
           R"(, "rows": [0, 2, 1], "columns": [1, 1, 2]})",
           R"(, "rows": [0, 1, 2], "columns": [0, 1, 2]})",   // Zeros on the diagonals.
       }) {
    const std::string instance = absl::StrCat("{", kMatrix, bad);
    EXPECT_EQ(testing::PrepareInstanceStatus(kEnv, instance).code(),
              absl::StatusCode::kInvalidArgument)
        << instance;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kEnv, absl::StrCat("{", kMatrix, R"(, "rows": [1, 2, 0], "columns": [2, 0, 1]})"))
                  .ok());
}

// From the definition: the cells (i, j) of B = A[a[i]][b[j]] with i = j or
// i + j = n - 1, and how many of them hold 1.
struct DiagonalCount {
  int64_t ones = 0, cells = 0;
};
DiagonalCount CountDiagonal(const std::vector<std::vector<int64_t>>& matrix,
                            const std::vector<int64_t>& a, const std::vector<int64_t>& b) {
  const int64_t n = static_cast<int64_t>(matrix.size());
  DiagonalCount count;
  for (int64_t i = 0; i < n; ++i) {
    for (int64_t j = 0; j < n; ++j) {
      if (i != j && i + j != n - 1) continue;
      ++count.cells;
      count.ones += matrix[static_cast<size_t>(a[static_cast<size_t>(i)])]
                          [static_cast<size_t>(b[static_cast<size_t>(j)])];
    }
  }
  return count;
}

TEST_F(MatrixPermutationBothDiagonalOneTest, GeneratedSolutionsAndGrades) {
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 3, 10)) {
    const int64_t n = g.Int("n");
    const std::vector<std::vector<int64_t>> matrix = g.IntRows("matrix");
    const std::vector<int64_t> rows = g.Ints("rows"), columns = g.Ints("columns");
    ASSERT_EQ(static_cast<int64_t>(matrix.size()), n) << g.Where();
    // The reference is the planted solution, and it is one.
    EXPECT_EQ(g.answer, absl::StrCat(absl::StrJoin(rows, " "), "\n", absl::StrJoin(columns, " ")))
        << g.Where();
    const DiagonalCount planted = CountDiagonal(matrix, rows, columns);
    EXPECT_EQ(planted.ones, planted.cells) << g.Where();
    EXPECT_EQ(planted.cells, n % 2 == 0 ? 2 * n : 2 * n - 1) << g.Where();
    // Other pairs of permutations (the solution's rows rotated by k, its
    // columns reversed) graded against the count from the definition.
    std::string rows_json;
    for (const std::vector<int64_t>& row : matrix) {
      absl::StrAppend(&rows_json, rows_json.empty() ? "" : ", ", "[", absl::StrJoin(row, ", "),
                      "]");
    }
    const std::string instance =
        absl::StrCat(R"({"n": )", n, R"(, "matrix": [)", rows_json, "]}");
    const std::vector<int64_t> reversed(columns.rbegin(), columns.rend());
    for (int64_t k = 0; k < n; ++k) {
      std::vector<int64_t> rotated;
      for (int64_t i = 0; i < n; ++i) rotated.push_back(rows[static_cast<size_t>((i + k) % n)]);
      for (const std::vector<int64_t>* b : {&columns, &reversed}) {
        const DiagonalCount count = CountDiagonal(matrix, rotated, *b);
        const bool all = count.ones == count.cells;
        const std::string output = absl::StrCat("<answer>", absl::StrJoin(rotated, " "), "\n",
                                                absl::StrJoin(*b, " "), "</answer>");
        CheckInstance(kEnv, instance,
                      {{output.c_str(),
                        all ? 1.0
                            : std::pow(static_cast<double>(count.ones) /
                                           static_cast<double>(count.cells),
                                       5.0),
                        all, true}});
      }
    }
  }
}

}  // namespace
}  // namespace matrix_permutation_both_diagonal_one_test_cc
}  // namespace referee

// Matrix_BinaryExponentiation (RLVE-Gym): A^K modulo MOD; ladder -1
// unparseable or not N lines of N integers, else (entries right / N^2)^beta,
// beta = 5.
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace matrix_binary_exponentiation_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class MatrixBinaryExponentiationTest : public testing::VerifierTableTest {};

TEST_F(MatrixBinaryExponentiationTest, Ladder) {
  // A = [[1, 1], [1, 0]]: A^2 = [[2, 1], [1, 1]], A^3 = [[3, 2], [2, 1]],
  // A^4 = [[5, 3], [3, 2]], A^5 = [[8, 5], [5, 3]]; modulo 7: [[1, 5], [5, 3]].
  const char* env = "matrix_binary_exponentiation";
  const PreparedProblemPtr problem =
      testing::PrepareInstance(env, R"({"n": 2, "matrix": [[1, 1], [1, 0]], "k": 5, "mod": 7})");
  ASSERT_NE(problem, nullptr);
  Check(env, *problem,
        {{"<answer>1 5\n5 3</answer>", 1, true, true},
         {"<answer>\n 1 5 \n\n5 3\n</answer>", 1, true, true},   // Blank lines skipped.
         {"<answer>8 5\n5 3</answer>", 243.0 / 1024, false, true},  // (3/4)^5.
         {"<answer>1 5\n3 5</answer>", 1.0 / 32, false, true},      // (2/4)^5.
         {"<answer>0 0\n0 0</answer>", 0, false, true},
         {"<answer>1 5 5 3</answer>", -1, false, false},            // One row.
         {"<answer>1 5\n5</answer>", -1, false, false},
         {"<answer>1 5\n5 3\n0 0</answer>", -1, false, false},
         {"<answer>1 5\n5 x</answer>", -1, false, false},
         {"1 5\n5 3", -1, false, false}});
  Check(env, *problem, {{"<answer>8 5\n5 3</answer>", 0.75, false, true}}, R"({"beta": 1})");
}

TEST(MatrixBinaryExponentiationBruteForceTest, ReferenceMatchesRepeatedProducts) {
  for (const testing::Generated& g :
       testing::GenerateSmall("matrix_binary_exponentiation", 4, 20)) {
    const std::vector<std::vector<int64_t>> a = g.IntRows("matrix");
    const int64_t k = g.Int("k"), mod = g.Int("mod");
    ASSERT_LE(k, 32) << g.Where();
    const size_t n = a.size();
    std::vector<std::vector<int64_t>> p = a;  // A^1, then one product at a time.
    for (int64_t step = 1; step < k; ++step) {
      std::vector<std::vector<int64_t>> next(n, std::vector<int64_t>(n, 0));
      for (size_t i = 0; i < n; ++i)
        for (size_t j = 0; j < n; ++j)
          for (size_t l = 0; l < n; ++l) next[i][j] = (next[i][j] + p[i][l] * a[l][j]) % mod;
      p = next;
    }
    std::vector<std::string> rows;
    for (const auto& row : p) rows.push_back(absl::StrJoin(row, " "));
    EXPECT_EQ(g.answer, absl::StrJoin(rows, "\n")) << g.Where();
  }
}

TEST(MatrixBinaryExponentiationInstanceTest, BadInstancesAreRejected) {
  const char* env = "matrix_binary_exponentiation";
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 2, "matrix": [[1, 1]], "k": 2})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 2, "matrix": [[1, 1], [1]], "k": 2})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 2, "matrix": [[1, 1], [1, 10000]], "k": 2})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"n": 2, "matrix": [[1, 1], [1, 5]], "k": 2, "mod": 5})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(env, R"({"n": 2, "matrix": [[1, 1], [1, 1]], "k": 2})").ok());
}

}  // namespace
}  // namespace matrix_binary_exponentiation_test_cc
}  // namespace referee

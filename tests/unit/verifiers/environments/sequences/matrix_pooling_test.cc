// MatrixPooling (RLVE-Gym): max pooling of an N x M matrix with a K x K
// window, stride 1; ladder -1 unparseable or not N-K+1 lines of M-K+1
// integers, else (cells equal to the pooled matrix / cells)^beta, beta = 5
// by default. Every expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace matrix_pooling_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kEnv[] = "matrix_pooling";

class MatrixPoolingTest : public testing::VerifierTableTest {};

// 1 5 2 0
// 4 3 9 1
// 0 6 2 8   with K = 2: 2 x 3 windows.
// Row 0: max(1 5 4 3) = 5, max(5 2 3 9) = 9, max(2 0 9 1) = 9.
// Row 1: max(4 3 0 6) = 6, max(3 9 6 2) = 9, max(9 1 2 8) = 9.
const char kInstance[] =
    R"({"n": 3, "m": 4, "k": 2, "matrix": [[1, 5, 2, 0], [4, 3, 9, 1], [0, 6, 2, 8]]})";

TEST_F(MatrixPoolingTest, Ladder) {
  const double five_sixths = std::pow(5.0 / 6.0, 5);
  CheckInstance(kEnv, kInstance,
                {{"<answer>5 9 9\n6 9 9</answer>", 1, true, true},
                 {"<answer>\n 5 9 9 \n\n6\t9 9\n</answer>", 1, true, true},  // Blank line.
                 {"<answer>+5 09 9\n6 9 9</answer>", 1, true, true},         // int() accepts.
                 {"\\boxed{5 9 9\n6 9 9}", 1, true, true},  // The \boxed fallback.
                 {"<answer>5 9 9\n6 9 8</answer>", five_sixths, false, true},
                 {"<answer>5 9 9\n9 9 9</answer>", five_sixths, false, true},
                 {"<answer>-5 9 9\n6 9 9</answer>", five_sixths, false, true},
                 {"<answer>5 9 9\n6 9 99999999999999999999999</answer>", five_sixths, false,
                  true},
                 {"<answer>5 9 9\n6 8 8</answer>", std::pow(4.0 / 6.0, 5), false, true},
                 {"<answer>0 0 0\n0 0 0</answer>", 0, false, true},
                 {"<answer>5 9 9 6 9 9</answer>", -1, false, false},  // One line.
                 {"<answer>5 9 9\n6 9</answer>", -1, false, false},   // A short row.
                 {"<answer>5 9 9\n6 9 9\n1 1 1</answer>", -1, false, false},  // Three rows.
                 {"<answer>5 9\n9 6\n9 9</answer>", -1, false, false},        // Transposed.
                 {"<answer></answer>", -1, false, false},
                 {"<answer>5 9 9\n6 9 x</answer>", -1, false, false},
                 {"<answer>5, 9, 9\n6, 9, 9</answer>", -1, false, false},
                 {"5 9 9\n6 9 9", -1, false, false},  // No tag.
                 {"<answer>5 9 9\n6 9 9", -1, false, false}});
  CheckInstance(kEnv, kInstance,
                {{"<answer>5 9 9\n6 9 8</answer>", 5.0 / 6.0, false, true}}, R"({"beta": 1})");
}

// K = 1 is the matrix itself; K = min(N, M) one row of windows.
TEST_F(MatrixPoolingTest, WindowExtremes) {
  CheckInstance(kEnv, R"({"n": 2, "m": 2, "k": 1, "matrix": [[3, 1], [0, 2]]})",
                {{"<answer>3 1\n0 2</answer>", 1, true, true},
                 {"<answer>3 3\n3 3</answer>", std::pow(0.25, 5), false, true}});
  // Windows over columns 0-1 and 1-2: max(4 0 1 7) = 7, max(0 5 7 2) = 7.
  CheckInstance(kEnv, R"({"n": 2, "m": 3, "k": 2, "matrix": [[4, 0, 5], [1, 7, 2]]})",
                {{"<answer>7 7</answer>", 1, true, true},
                 {"<answer>7 5</answer>", std::pow(0.5, 5), false, true},
                 {"<answer>7\n7</answer>", -1, false, false}});
}

TEST_F(MatrixPoolingTest, BetaMustBePositive) {
  EXPECT_FALSE(ParamError(kEnv, R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError(kEnv, R"({"beta": 2})").ok());
}

TEST(MatrixPoolingInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"n": 2, "m": 3, "k": 3, "matrix": [[4, 0, 5], [1, 7, 2]]})",  // K > min.
           R"({"n": 2, "m": 3, "k": 0, "matrix": [[4, 0, 5], [1, 7, 2]]})",
           R"({"n": 2, "m": 3, "k": 2, "matrix": [[4, 0, 5]]})",            // One row.
           R"({"n": 2, "m": 3, "k": 2, "matrix": [[4, 0], [1, 7]]})",       // Short rows.
           R"({"n": 2, "m": 3, "k": 2, "matrix": [[4, 0, -5], [1, 7, 2]]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kEnv, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
}

// Brute force from the definition on generated instances (levels 0..8,
// MAX = 4, 5, 6, 7, 8, 9, 10, 12, 14): N, M in 3..MAX, K in
// 2..min(N, M)-1, entries in 0..N·M; each window's maximum by a full K x K
// scan is the reference; the reference earns 1, each one-cell change
// (cells - 1 / cells)^5, and a matrix of -1s 0.
TEST_F(MatrixPoolingTest, ReferenceMatchesWindowScan) {
  const int64_t max_sides[] = {4, 5, 6, 7, 8, 9, 10, 12, 14};
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 8, 5)) {
    const int64_t n = g.Int("n"), m = g.Int("m"), k = g.Int("k");
    EXPECT_GE(n, 3) << g.Where();
    EXPECT_LE(n, max_sides[g.level]) << g.Where();
    EXPECT_GE(m, 3) << g.Where();
    EXPECT_LE(m, max_sides[g.level]) << g.Where();
    EXPECT_GE(k, 2) << g.Where();
    EXPECT_LE(k, std::min(n, m) - 1) << g.Where();
    const std::vector<std::vector<int64_t>> matrix = g.IntRows("matrix");
    ASSERT_EQ(static_cast<int64_t>(matrix.size()), n) << g.Where();
    for (const std::vector<int64_t>& row : matrix) {
      ASSERT_EQ(static_cast<int64_t>(row.size()), m) << g.Where();
      for (const int64_t v : row) {
        EXPECT_GE(v, 0) << g.Where();
        EXPECT_LE(v, n * m) << g.Where();
      }
    }
    std::vector<std::vector<int64_t>> pooled(static_cast<size_t>(n - k + 1));
    for (int64_t i = 0; i + k <= n; ++i) {
      for (int64_t j = 0; j + k <= m; ++j) {
        int64_t best = matrix[i][j];
        for (int64_t di = 0; di < k; ++di) {
          for (int64_t dj = 0; dj < k; ++dj) best = std::max(best, matrix[i + di][j + dj]);
        }
        pooled[i].push_back(best);
      }
    }
    const auto text = [](const std::vector<std::vector<int64_t>>& rows) {
      std::vector<std::string> lines;
      for (const std::vector<int64_t>& row : rows) lines.push_back(absl::StrJoin(row, " "));
      return absl::StrJoin(lines, "\n");
    };
    EXPECT_EQ(g.answer, text(pooled)) << g.Where();
    const double cells = static_cast<double>((n - k + 1) * (m - k + 1));
    std::vector<std::string> outputs = {absl::StrCat("<answer>", text(pooled), "</answer>")};
    std::vector<double> scores = {1.0};
    for (size_t i = 0; i < pooled.size(); ++i) {
      for (size_t j = 0; j < pooled[i].size(); ++j) {
        std::vector<std::vector<int64_t>> changed = pooled;
        changed[i][j] += 1;
        outputs.push_back(absl::StrCat("<answer>", text(changed), "</answer>"));
        scores.push_back(std::pow((cells - 1) / cells, 5));
      }
    }
    std::vector<std::vector<int64_t>> wrong = pooled;
    for (std::vector<int64_t>& row : wrong) row.assign(row.size(), -1);
    outputs.push_back(absl::StrCat("<answer>", text(wrong), "</answer>"));
    scores.push_back(0.0);
    const PreparedProblemPtr problem = testing::PrepareGenerated(kEnv, g);
    ASSERT_NE(problem, nullptr);
    std::vector<Case> cases;
    for (size_t c = 0; c < outputs.size(); ++c) {
      cases.push_back({outputs[c].c_str(), scores[c], scores[c] == 1.0, true});
    }
    Check(kEnv, *problem, cases);
  }
}

}  // namespace
}  // namespace matrix_pooling_test_cc
}  // namespace referee

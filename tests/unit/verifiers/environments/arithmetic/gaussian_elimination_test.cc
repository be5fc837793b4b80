// GaussianElimination (RLVE-Gym): any integer solution of M linear
// equations; ladder -1 unparseable or not N integers, else
// (satisfied / M)^beta, beta = 10.
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace gaussian_elimination_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class GaussianEliminationTest : public testing::VerifierTableTest {};

TEST_F(GaussianEliminationTest, Ladder) {
  // x = (1, 2); equations x0 + x1 = 3, x0 = 1, 2 x0 - x1 = 0: the only
  // solution is (1, 2). One equation of three: (1/3)^10 = 1/59049.
  const PreparedProblemPtr problem =
      testing::PrepareInstance("gaussian_elimination", R"({"x": [1, 2], "equations": [[1, 1], [1, 0], [2, -1]]})");
  ASSERT_NE(problem, nullptr);
  Check("gaussian_elimination", *problem,
        {{"<answer>1 2</answer>", 1, true, true},
         {"\\boxed{1 2}", 1, true, true},
         {"<answer>2 1</answer>", 1.0 / 59049, false, true},  // Only x0 + x1 = 3.
         {"<answer>1 1</answer>", 1.0 / 59049, false, true},  // Only x0 = 1.
         {"<answer>0 0</answer>", 1.0 / 59049, false, true},  // Only 2 x0 - x1 = 0.
         {"<answer>5 5</answer>", 0, false, true},
         {"<answer>99999999999999999999 2</answer>", 0, false, true},
         {"<answer>1</answer>", -1, false, false},
         {"<answer>1 2 3</answer>", -1, false, false},
         {"<answer>x0=1 x1=2</answer>", -1, false, false},
         {"1 2", -1, false, false}});
  Check("gaussian_elimination", *problem,
        {{"<answer>2 1</answer>", 1.0 / 3, false, true}}, R"({"beta": 1})");
}

TEST_F(GaussianEliminationTest, AnySolutionEarnsFullCredit) {
  // x0 + x1 = 2 (planted 1 1 1); 2 0 5 also solves it.
  CheckInstance("gaussian_elimination", R"({"x": [1, 1, 1], "equations": [[1, 1, 0]]})",
        {{"<answer>2 0 5</answer>", 1, true, true},
         {"<answer>-7 9 0</answer>", 1, true, true},
         {"<answer>2 1 1</answer>", 0, false, true}});
}

TEST_F(GaussianEliminationTest, EveryBoxSolutionEarnsFullCredit) {
  // Levels 0..1 (N = 3, 4): enumerate x in 1..N^N, compute each equation
  // from the instance, and check that the reference is a solution and
  // that every solution found gets full credit.
  for (const testing::Generated& g :
       testing::GenerateSmall("gaussian_elimination", 1, 20)) {
    const std::vector<int64_t> x = g.Ints("x");
    const std::vector<std::vector<int64_t>> rows = g.IntRows("equations");
    const size_t n = x.size();
    ASSERT_LE(n, 4u) << g.Where();
    EXPECT_EQ(g.answer, absl::StrJoin(x, " ")) << g.Where();
    std::vector<int64_t> rhs;
    for (const auto& row : rows) {
      int64_t s = 0;
      for (size_t i = 0; i < n; ++i) s += row[i] * x[i];
      rhs.push_back(s);
    }
    std::vector<std::string> outputs;
    std::vector<int64_t> y(n, 1);
    while (true) {
      bool all = true;
      for (size_t j = 0; j < rows.size() && all; ++j) {
        int64_t s = 0;
        for (size_t i = 0; i < n; ++i) s += rows[j][i] * y[i];
        all = s == rhs[j];
      }
      if (all) outputs.push_back(absl::StrCat("<answer>", absl::StrJoin(y, " "), "</answer>"));
      size_t i = 0;
      while (i < n && y[i] == static_cast<int64_t>(n)) y[i++] = 1;
      if (i == n) break;
      ++y[i];
    }
    ASSERT_FALSE(outputs.empty()) << g.Where();
    std::vector<std::string> json_rows;
    for (const auto& row : rows) json_rows.push_back(absl::StrCat("[", absl::StrJoin(row, ","), "]"));
    std::vector<Case> cases;
    for (const std::string& out : outputs) cases.push_back({out.c_str(), 1, true, true});
    CheckInstance("gaussian_elimination",
                  absl::StrCat(R"({"x": [)", absl::StrJoin(x, ","), R"(], "equations": [)",
                               absl::StrJoin(json_rows, ","), "]}"),
                  cases);
  }
}

TEST(GaussianEliminationInstanceTest, BadInstancesAreRejected) {
  const char* env = "gaussian_elimination";
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"x": [1], "equations": [[1]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"x": [1, 2], "equations": [[0, 0]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"x": [1, 2], "equations": [[1, 2, 3]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"x": [1, 2], "equations": []})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"x": [1, 2], "equations": [[1001, 1]]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(env, R"({"x": [1, 2000000], "equations": [[1, 1]]})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(env, R"({"x": [1, 2], "equations": [[1, -1]]})").ok());
}

}  // namespace
}  // namespace gaussian_elimination_test_cc
}  // namespace referee

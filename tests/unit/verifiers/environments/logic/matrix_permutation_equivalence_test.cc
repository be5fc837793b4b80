// MatrixPermutationEquivalence (RLVE-Gym): row and column permutations a,
// b with A[a[i]][b[j]] = B[i][j]; ladder -1 unparseable or not two lines,
// -0.5 a line that is not a permutation, else (matching cells / NM)^beta,
// beta = 5.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <string>
#include <vector>

#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/verifier.h"

namespace referee {
inline namespace matrix_permutation_equivalence_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "matrix_permutation_equivalence";

class MatrixPermutationEquivalenceTest : public testing::VerifierTableTest {};

// A = 110 / 001; rows a = [1, 0], columns b = [2, 0, 1]: B row 0 is A row 1
// read at columns 2, 0, 1: 1 0 0; B row 1 is A row 0 so read: 0 1 1.
// A's columns 0 and 1 are equal, so b = [2, 1, 0] works too.
constexpr char kInstance[] =
    R"({"n": 2, "m": 3, "a": [[1, 1, 0], [0, 0, 1]], "b": [[1, 0, 0], [0, 1, 1]],
        "rows": [1, 0], "columns": [2, 0, 1]})";

TEST_F(MatrixPermutationEquivalenceTest, Ladder) {
  CheckInstance(
      kName, kInstance,
      {{"<answer>1 0\n2 0 1</answer>", 1, true, true},
       {"<answer>1 0\n2 1 0</answer>", 1, true, true},
       {"<answer>\n 1  0 \n\n+2 00 1\n</answer>", 1, true, true},
       {"\\boxed{1 0\n2 0 1}", 1, true, true},
       // Identity: A itself, 110 / 001 against 100 / 011: cells (0, 1) and
       // (1, 1) differ: 4 of 6.
       {"<answer>0 1\n0 1 2</answer>", std::pow(4.0 / 6, 5), false, true},
       // Rows swapped only: 001 / 110 against 100 / 011: 2 of 6.
       {"<answer>1 0\n0 1 2</answer>", std::pow(2.0 / 6, 5), false, true},
       // -0.5: not permutations (a repeat, a short or long line, out of
       // range, a huge value).
       {"<answer>1 1\n2 0 1</answer>", -0.5, false, true},
       {"<answer>1 0\n2 0</answer>", -0.5, false, true},
       {"<answer>1 0\n2 0 1 3</answer>", -0.5, false, true},
       {"<answer>1 0 2\n2 0 1</answer>", -0.5, false, true},
       {"<answer>1 0\n3 0 1</answer>", -0.5, false, true},
       {"<answer>1 0\n2 0 100000000000000000000</answer>", -0.5, false, true},
       {"<answer>2 0 1\n1 0</answer>", -0.5, false, true},
       // -1: not two lines, not integers, no answer.
       {"<answer>1 0 2 0 1</answer>", -1, false, false},
       {"<answer>1 0\n2 0 1\n0 1</answer>", -1, false, false},
       {"<answer>1 0\n2, 0, 1</answer>", -1, false, false},
       {"<answer>1 0\n2 0 x</answer>", -1, false, false},
       {"<answer></answer>", -1, false, false},
       {"1 0\n2 0 1", -1, false, false}});
  CheckInstance(kName, kInstance, {{"<answer>0 1\n0 1 2</answer>", 4.0 / 6, false, true}},
                R"({"beta": 1})");
}

TEST_F(MatrixPermutationEquivalenceTest, PromptAndReference) {
  const PreparedProblemPtr problem = testing::PrepareInstance(kName, kInstance);
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultReference(*problem), "<answer>1 0\n2 0 1</answer>");
  const std::string prompt = problem->task().DefaultPrompt(*problem);
  EXPECT_NE(prompt.find("A:\n110\n001\n\nB:\n100\n011\n\n"), std::string::npos) << prompt;
  PreparedProblemPtr p = testing::PrepareInstance(
      kName, R"({"n": 2, "m": 2, "a": [[1, 0], [0, 0]], "b": [[0, 0], [0, 1]]})");
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->task().DefaultReference(*p), "");
}

TEST(MatrixPermutationEquivalenceInstanceTest, RejectsBadInstances) {
  const std::string ab = R"("n": 2, "m": 3, "a": [[1, 1, 0], [0, 0, 1]], "b": [[1, 0, 0], [0, 1, 1]])";
  for (const std::string& instance : std::vector<std::string>{
           "{" + ab + R"(, "rows": [1, 0]})",                             // No columns.
           "{" + ab + R"(, "columns": [2, 0, 1]})",                       // No rows.
           "{" + ab + R"(, "rows": [1, 1], "columns": [2, 0, 1]})",
           "{" + ab + R"(, "rows": [1, 0], "columns": [2, 0, 3]})",
           "{" + ab + R"(, "rows": [1, 0], "columns": [2, 0]})",
           "{" + ab + R"(, "rows": [0, 1], "columns": [0, 1, 2]})",       // A != B.
           R"({"n": 2, "m": 3, "a": [[1, 1, 0], [0, 0, 2]], "b": [[1, 0, 0], [0, 1, 1]]})",
           R"({"n": 2, "m": 3, "a": [[1, 1, 0]], "b": [[1, 0, 0], [0, 1, 1]]})",
           R"({"n": 1, "m": 3, "a": [[1, 1, 0]], "b": [[1, 0, 1]]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
}

// Small generated instances (sides up to 4): the reference maps A onto B;
// every pair of permutations earns (matching cells / NM)^5, 1 exactly
// when all match.
TEST(MatrixPermutationEquivalenceBruteForceTest, ScoresByTheDefinition) {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find(kName);
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  for (const testing::Generated& g : testing::GenerateSmall(kName, 1, 6)) {
    const int64_t n = g.Int("n"), m = g.Int("m");
    EXPECT_GE(n, 2);
    EXPECT_LE(n, 3 + g.level) << g.Where();
    EXPECT_GE(m, 2);
    EXPECT_LE(m, 3 + g.level) << g.Where();
    const auto a = g.IntRows("a");
    const auto b = g.IntRows("b");
    const PreparedProblemPtr prepared = testing::PrepareGenerated(kName, g);
    ASSERT_NE(prepared, nullptr);
    const auto count = [&](const std::vector<int64_t>& r, const std::vector<int64_t>& c) {
      int64_t same = 0;
      for (int64_t i = 0; i < n; ++i) {
        for (int64_t j = 0; j < m; ++j) same += a[r[i]][c[j]] == b[i][j] ? 1 : 0;
      }
      return same;
    };
    const std::vector<std::string> lines = absl::StrSplit(g.answer, '\n');
    ASSERT_EQ(lines.size(), 2u) << g.Where();
    std::vector<int64_t> ref_r, ref_c;
    for (absl::string_view t : absl::StrSplit(lines[0], ' ')) ref_r.push_back(std::stoll(std::string(t)));
    for (absl::string_view t : absl::StrSplit(lines[1], ' ')) ref_c.push_back(std::stoll(std::string(t)));
    EXPECT_EQ(count(ref_r, ref_c), n * m) << g.Where();
    std::vector<int64_t> r(static_cast<size_t>(n));
    std::iota(r.begin(), r.end(), int64_t{0});
    do {
      std::vector<int64_t> c(static_cast<size_t>(m));
      std::iota(c.begin(), c.end(), int64_t{0});
      do {
        const int64_t same = count(r, c);
        const std::string text =
            "<answer>" + absl::StrJoin(r, " ") + "\n" + absl::StrJoin(c, " ") + "</answer>";
        auto verdict = verifier->Verify({*prepared, text, params});
        ASSERT_TRUE(verdict.ok());
        const double want =
            same == n * m ? 1.0 : std::pow(static_cast<double>(same) / (n * m), 5);
        EXPECT_NEAR(verdict->score, want, 1e-12) << g.Where() << text;
        EXPECT_EQ(verdict->correct, same == n * m) << g.Where() << text;
      } while (std::next_permutation(c.begin(), c.end()));
    } while (std::next_permutation(r.begin(), r.end()));
  }
}

}  // namespace
}  // namespace matrix_permutation_equivalence_test_cc
}  // namespace referee

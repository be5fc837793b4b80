// RoundRobin (RLVE-Gym): a results matrix (2 win, 1 draw, 0 loss) with
// given totals (3 per win, 1 per draw); ladder -1 unparseable, -0.5 a
// nonzero diagonal or a pair not summing to 2, else (matching totals /
// N)^beta, beta = 5.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/verifier.h"
#include "tests/sanitizers.h"

namespace referee {
inline namespace round_robin_scores_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "round_robin_scores";

class RoundRobinScoresTest : public testing::VerifierTableTest {};

// 0 beats 1, 0 and 2 draw, 1 beats 2: W = [3 + 1, 0 + 3, 1 + 0] = [4, 3, 1].
// Eight points over three games: two wins and one draw. The draw 0-1
// leaves 0 needing a win over 2 and 1 a win over 2 (2 would score 0); the
// draw 1-2 leaves 2 a loss to 0 and 0 needing 1 more point from 1 (a
// second draw). So this matrix is the only solution.
constexpr char kInstance[] =
    R"({"n": 3, "scores": [4, 3, 1], "matrix": [[0, 2, 1], [0, 0, 2], [1, 0, 0]]})";

TEST_F(RoundRobinScoresTest, Ladder) {
  CheckInstance(
      kName, kInstance,
      {{"<answer>021\n002\n100</answer>", 1, true, true},
       {"<answer>\n\n 021 \n\n002\n100\n</answer>", 1, true, true},
       {"\\boxed{021\n002\n100}", 1, true, true},
       // 0-1 draw, 0 beats 2, 2 beats 1: W = [4, 1, 3]: only player 0.
       {"<answer>012\n100\n020</answer>", std::pow(1.0 / 3, 5), false, true},
       // 0 beats 1 and 2, 1 beats 2: W = [6, 3, 0]: only player 1.
       {"<answer>022\n002\n000</answer>", std::pow(1.0 / 3, 5), false, true},
       // All draws: W = [2, 2, 2], none: 0.
       {"<answer>011\n101\n110</answer>", 0, false, true},
       // -0.5: a pair not summing to 2 (A[0][1] + A[1][0] = 0), a nonzero
       // diagonal.
       {"<answer>000\n000\n000</answer>", -0.5, false, true},
       {"<answer>121\n002\n100</answer>", -0.5, false, true},
       {"<answer>021\n002\n110</answer>", -0.5, false, true},
       // -1: shape, characters, no answer.
       {"<answer>021\n002</answer>", -1, false, false},
       {"<answer>021\n002\n100\n000</answer>", -1, false, false},
       {"<answer>0211\n002\n100</answer>", -1, false, false},
       {"<answer>021\n003\n100</answer>", -1, false, false},
       {"<answer>0 2 1\n0 0 2\n1 0 0</answer>", -1, false, false},
       {"<answer>021002100</answer>", -1, false, false},
       {"<answer></answer>", -1, false, false},
       {"021\n002\n100", -1, false, false}});
  CheckInstance(kName, kInstance,
                {{"<answer>012\n100\n020</answer>", 1.0 / 3, false, true}}, R"({"beta": 1})");
}

TEST_F(RoundRobinScoresTest, PromptAndReference) {
  const PreparedProblemPtr problem = testing::PrepareInstance(kName, kInstance);
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultReference(*problem), "<answer>021\n002\n100</answer>");
  const std::string prompt = problem->task().DefaultPrompt(*problem);
  EXPECT_NE(prompt.find("W[0] = 4, W[1] = 3, W[2] = 1\n"), std::string::npos) << prompt;
  PreparedProblemPtr p = testing::PrepareInstance(kName, R"({"n": 3, "scores": [4, 3, 1]})");
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->task().DefaultReference(*p), "");
}

TEST(RoundRobinScoresInstanceTest, RejectsBadInstances) {
  for (const std::string& instance : std::vector<std::string>{
           R"({"n": 2, "scores": [3, 0]})",
           R"({"n": 3, "scores": [4, 3]})",
           R"({"n": 3, "scores": [7, 0, 0]})",  // Above 3 (n - 1) = 6.
           R"({"n": 3, "scores": [4, 3, -1]})",
           R"({"n": 3, "scores": [4, 3, 1], "matrix": [[0, 2, 1], [0, 0, 2]]})",
           R"({"n": 3, "scores": [4, 3, 1], "matrix": [[0, 2, 1], [0, 0, 2], [1, 0, 3]]})",
           // A[0][1] + A[1][0] = 3.
           R"({"n": 3, "scores": [4, 4, 1], "matrix": [[0, 2, 1], [1, 0, 2], [1, 0, 0]]})",
           // A[0][0] = 1.
           R"({"n": 3, "scores": [5, 3, 1], "matrix": [[1, 2, 1], [0, 0, 2], [1, 0, 0]]})",
           // Totals [4, 3, 1] are not the scores.
           R"({"n": 3, "scores": [3, 3, 2], "matrix": [[0, 2, 1], [0, 0, 2], [1, 0, 0]]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
}

// Small generated instances (N = 3, 4, 5): the reference is a consistent
// matrix with the stored totals; every tournament (3^(N(N-1)/2) of them)
// earns (matching totals / N)^5, 1 exactly when all match.
TEST(RoundRobinScoresBruteForceTest, ScoresByTheDefinition) {
  const Verifier* verifier = testing::TestCatalog().verifiers.Find(kName);
  ASSERT_NE(verifier, nullptr);
  const ParamValues params = testing::DefaultParams(*verifier);
  for (const testing::Generated& g : testing::GenerateSmall(kName, 2, testing::SweepSeeds(4))) {
    const int64_t n = g.Int("n");
    ASSERT_EQ(n, 3 + g.level) << g.Where();
    const std::vector<int64_t> w = g.Ints("scores");
    const PreparedProblemPtr prepared = testing::PrepareGenerated(kName, g);
    ASSERT_NE(prepared, nullptr);
    // The reference: n lines of n digits, consistent, with the totals.
    std::vector<std::string> lines = absl::StrSplit(g.answer, '\n', absl::SkipWhitespace());
    ASSERT_EQ(static_cast<int64_t>(lines.size()), n) << g.Where();
    for (int64_t i = 0; i < n; ++i) {
      int64_t total = 0;
      for (int64_t j = 0; j < n; ++j) {
        const int64_t r = lines[i][j] - '0';
        EXPECT_EQ(r + (lines[j][i] - '0'), i == j ? 0 : 2) << g.Where();
        total += r == 2 ? 3 : r;
      }
      EXPECT_EQ(total, w[i]) << g.Where();
    }
    std::vector<std::pair<int64_t, int64_t>> pairs;
    for (int64_t i = 0; i < n; ++i) {
      for (int64_t j = i + 1; j < n; ++j) pairs.push_back({i, j});
    }
    std::vector<int64_t> result(pairs.size(), 0);
    int64_t solutions = 0;
    while (true) {
      std::vector<std::string> a(static_cast<size_t>(n), std::string(static_cast<size_t>(n), '0'));
      std::vector<int64_t> total(static_cast<size_t>(n), 0);
      for (size_t k = 0; k < pairs.size(); ++k) {
        const auto [i, j] = pairs[k];
        a[i][j] = static_cast<char>('0' + result[k]);
        a[j][i] = static_cast<char>('2' - result[k]);
        total[i] += result[k] == 2 ? 3 : result[k];
        total[j] += result[k] == 0 ? 3 : 2 - result[k];
      }
      int64_t matched = 0;
      for (int64_t i = 0; i < n; ++i) matched += total[i] == w[i] ? 1 : 0;
      solutions += matched == n ? 1 : 0;
      std::string text = "<answer>";
      for (const std::string& row : a) text += row + "\n";
      text += "</answer>";
      auto verdict = verifier->Verify({*prepared, text, params});
      ASSERT_TRUE(verdict.ok());
      const double want = matched == n ? 1.0 : std::pow(static_cast<double>(matched) / n, 5);
      EXPECT_NEAR(verdict->score, want, 1e-12) << g.Where() << text;
      EXPECT_EQ(verdict->correct, matched == n) << g.Where() << text;
      size_t at = 0;
      while (at < result.size() && result[at] == 2) result[at++] = 0;
      if (at == result.size()) break;
      ++result[at];
    }
    EXPECT_GE(solutions, 1) << g.Where();
  }
}

}  // namespace
}  // namespace round_robin_scores_test_cc
}  // namespace referee

// Translate (seed 003 C.1 task 1) on the VAST ladder: -1 unparseable, 1 the
// legal anchor nearest the start (Manhattan; ties to the smallest (r, c))
// or "impossible" when none exists, 0 anything else. The hand tables are
// worked out below; the oracle is checked against a brute force over
// every anchor on generated instances of levels 0..3 (and a few of 4..8).
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/environments/geometry/spatial_canvas.h"
#include "verifiers/environments/polyominoes.h"

namespace referee {
inline namespace translate_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class TranslateTest : public testing::VerifierTableTest {};

// . . # .      L3 = #.   covers (r, c), (r+1, c), (r+1, c+1) at [r, c].
// . B B .           ##
// . . . .
// # . . .
// Anchors 0..2 x 0..2: [0,0] (1,1) B; [0,1] (1,1) B; [0,2] (0,2) #;
// [1,0] yes; [1,1] B; [1,2] (1,2) B; [2,0] (3,0) #; [2,1] yes; [2,2] yes.
// From [0,1]: [1,0] and [2,1] are both 2 away, [2,2] 3: [1,0] (smaller
// row). From [0,3]: [1,0] 4, [2,1] 4, [2,2] 3: [2,2]. From [2,2]: legal.
const char kCanvas[] =
    R"("size": 4, "canvas": [[0, 0, 1, 0], [0, 2, 2, 0], [0, 0, 0, 0], [1, 0, 0, 0]],
       "shape": [[0, 0], [1, 0], [1, 1]])";

std::string Instance(int row, int col) {
  return absl::StrCat("{", kCanvas, R"(, "row": )", row, R"(, "col": )", col, "}");
}

TEST_F(TranslateTest, Ladder) {
  CheckInstance("translate", Instance(0, 1),
                {{R"({"answer": {"anchor": [1, 0]}})", 1, true, true},
                 {"Nearest is [1, 0].\n```json\n{\"answer\": {\"anchor\": [1, 0]}}\n```", 1,
                  true, true},
                 {R"(<answer>{"anchor": [1, 0]}</answer>)", 1, true, true},
                 {R"({"answer": {"anchor": [1, 0], "distance": 2}})", 1, true, true},
                 // As near, but a larger row; farther; the illegal start;
                 // blocked; off the canvas; "impossible".
                 {R"({"answer": {"anchor": [2, 1]}})", 0, false, true},
                 {R"({"answer": {"anchor": [2, 2]}})", 0, false, true},
                 {R"({"answer": {"anchor": [0, 1]}})", 0, false, true},
                 {R"({"answer": {"anchor": [0, 0]}})", 0, false, true},
                 {R"({"answer": {"anchor": [-1, 0]}})", 0, false, true},
                 {R"({"answer": {"anchor": [1000000000000000000, 0]}})", 0, false, true},
                 {R"({"answer": {"anchor": [-9223372036854775808, 0]}})", 0, false, true},
                 {R"({"answer": "impossible"})", 0, false, true},
                 {R"({"answer": {"impossible": true}})", 0, false, true},
                 // Unparseable.
                 {R"({"answer": {"anchor": [99999999999999999999, 0]}})", -1, false, false},
                 {R"({"answer": {"anchor": [1.0, 0]}})", -1, false, false},
                 {R"({"answer": {"anchor": [1, 0, 0]}})", -1, false, false},
                 {R"({"answer": {"anchor": "1, 0"}})", -1, false, false},
                 {R"({"answer": [1, 0]})", -1, false, false},
                 {R"({"answer": {"anchor": [1, 0]}}<answer>?</answer>)", -1, false, false},
                 {R"({"answer": {"anchor": [1, 0})", -1, false, false},
                 {"<answer>1 0</answer>", -1, false, false},
                 {"", -1, false, false}});
  CheckInstance("translate", Instance(0, 3),
                {{R"({"answer": {"anchor": [2, 2]}})", 1, true, true},
                 {R"({"answer": {"anchor": [1, 0]}})", 0, false, true}});
  CheckInstance("translate", Instance(2, 2),
                {{R"({"answer": {"anchor": [2, 2]}})", 1, true, true},
                 {R"({"answer": {"anchor": [2, 1]}})", 0, false, true}});
}

// . # .    I3 = ### fits nowhere: each row holds a '#'.
// # . #
// . # .
const char kImpossible[] =
    R"({"size": 3, "canvas": [[0, 1, 0], [1, 0, 1], [0, 1, 0]], "shape": [[0, 0], [0, 1], [0, 2]],
        "row": 1, "col": 0})";

// t . .    A domino may lie on a target: the start [0,0] is legal.
// . . .
// . . .
const char kTarget[] =
    R"({"size": 3, "canvas": [[4, 0, 0], [0, 0, 0], [0, 0, 0]], "shape": [[0, 0], [0, 1]],
        "row": 0, "col": 0})";

TEST_F(TranslateTest, ImpossibleAndTargets) {
  CheckInstance("translate", kImpossible,
                {{R"({"answer": "impossible"})", 1, true, true},
                 {R"({"answer": " Impossible "})", 1, true, true},
                 {R"({"answer": {"impossible": true}})", 1, true, true},
                 {R"({"answer": {"anchor": [1, 0]}})", 0, false, true},
                 {R"({"answer": {"anchor": [0, 0]}})", 0, false, true},
                 {R"({"answer": {"impossible": true, "anchor": [0, 0]}})", -1, false, false},
                 {R"({"answer": {"impossible": false}})", -1, false, false},
                 {R"({"answer": "impossible"}<answer>?</answer>)", -1, false, false}});
  CheckInstance("translate", kTarget,
                {{R"({"answer": {"anchor": [0, 0]}})", 1, true, true},
                 {R"({"answer": {"anchor": [0, 1]}})", 0, false, true}});
}

TEST_F(TranslateTest, BadInstances) {
  EXPECT_FALSE(testing::PrepareInstanceStatus("translate", Instance(4, 0)).ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("translate", Instance(0, -1)).ok());
  // Shape not canonical (shifted right).
  const absl::Status shifted = testing::PrepareInstanceStatus(
      "translate", R"({"size": 3, "canvas": [[0, 0, 0], [0, 0, 0], [0, 0, 0]],
                       "shape": [[0, 1], [0, 2]], "row": 0, "col": 0})");
  EXPECT_FALSE(shifted.ok());
  EXPECT_NE(shifted.message().find("shape"), absl::string_view::npos) << shifted;
  // A canvas row too short.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   "translate", R"({"size": 2, "canvas": [[0, 0], [0]], "shape": [[0, 0]],
                                   "row": 0, "col": 0})")
                   .ok());
}

// An instance as the brute force reads it.
struct Read {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> canvas, shape;
  int64_t row = 0, col = 0;
};

Read ReadGenerated(const testing::Generated& g) {
  return {g.Int("size"), g.IntRows("canvas"), g.IntRows("shape"), g.Int("row"), g.Int("col")};
}

// Every cell of the shape at [r, c] inside and on '.' or 't'.
bool BruteLegal(const Read& x, int64_t r, int64_t c) {
  for (const std::vector<int64_t>& cell : x.shape) {
    const int64_t rr = r + cell[0], cc = c + cell[1];
    if (rr < 0 || cc < 0 || rr >= x.n || cc >= x.n) return false;
    const int64_t code = x.canvas[static_cast<size_t>(rr)][static_cast<size_t>(cc)];
    if (code != 0 && code != 4) return false;
  }
  return true;
}

// Every anchor within a margin of the canvas, sorted by (distance, r, c).
std::optional<std::pair<int64_t, int64_t>> BruteNearest(const Read& x) {
  std::vector<std::tuple<int64_t, int64_t, int64_t>> legal;
  for (int64_t r = -6; r < x.n + 6; ++r) {
    for (int64_t c = -6; c < x.n + 6; ++c) {
      if (BruteLegal(x, r, c)) legal.emplace_back(std::abs(r - x.row) + std::abs(c - x.col), r, c);
    }
  }
  if (legal.empty()) return std::nullopt;
  std::sort(legal.begin(), legal.end());
  return std::make_pair(std::get<1>(legal[0]), std::get<2>(legal[0]));
}

Verdict Score(const PreparedProblem& problem, const std::string& output) {
  return testing::ScoreWith("translate", problem, output);
}

std::string AnchorOutput(int64_t r, int64_t c) {
  return absl::StrCat(R"({"answer": {"anchor": [)", r, ", ", c, "]}}");
}

TEST_F(TranslateTest, OracleMatchesBruteForce) {
  for (const testing::Generated& g : testing::GenerateSmall("translate", 3, 150)) {
    const Read x = ReadGenerated(g);
    const auto nearest = BruteNearest(x);
    const std::string want = nearest ? AnchorOutput(nearest->first, nearest->second)
                                     : std::string(R"({"answer": "impossible"})");
    ASSERT_EQ(g.reference_output, want) << g.Where();
    if (g.seed % 10 != 0) continue;  // Scoring every anchor on a tenth.
    const PreparedProblemPtr problem = testing::PrepareGenerated("translate", g);
    ASSERT_NE(problem, nullptr);
    EXPECT_EQ(Score(*problem, g.reference_output).score, 1) << g.Where();
    EXPECT_EQ(Score(*problem, R"({"answer": "impossible"})").score, nearest ? 0 : 1);
    for (int64_t r = -1; r <= x.n; ++r) {
      for (int64_t c = -1; c <= x.n; ++c) {
        const bool right = nearest && nearest->first == r && nearest->second == c;
        EXPECT_EQ(Score(*problem, AnchorOutput(r, c)).score, right ? 1 : 0) << g.Where();
      }
    }
  }
}

TEST_F(TranslateTest, HigherLevelsAgreeToo) {
  const std::vector<testing::Generated> all = testing::GenerateSmall("translate", 8, 12);
  for (const testing::Generated& g : all) {
    if (g.level < 4) continue;
    const auto nearest = BruteNearest(ReadGenerated(g));
    EXPECT_EQ(g.reference_output, nearest ? AnchorOutput(nearest->first, nearest->second)
                                          : std::string(R"({"answer": "impossible"})"))
        << g.Where();
  }
}

// Table 5 on generated instances, and the share of impossible draws.
TEST_F(TranslateTest, LevelsFollowTable5) {
  constexpr int kSeeds = 300;
  const std::vector<testing::Generated> all = testing::GenerateSmall("translate", 3, kSeeds);
  std::vector<int> impossible(4, 0), start_legal(4, 0);
  for (const testing::Generated& g : all) {
    const environments::SpatialLevel& level = environments::SpatialLevelFor(g.level);
    const Read x = ReadGenerated(g);
    ASSERT_EQ(x.n, level.canvas) << g.Where();
    const std::vector<int64_t> sizes = environments::LevelShapeSizes(level);
    EXPECT_NE(std::find(sizes.begin(), sizes.end(), static_cast<int64_t>(x.shape.size())),
              sizes.end())
        << g.Where();
    int64_t obstacles = 0, letters = 0, targets = 0;
    for (const auto& row : x.canvas) {
      for (const int64_t code : row) {
        obstacles += code == 1;
        letters += code == 2 || code == 3;
        targets += code == 4;
      }
    }
    EXPECT_EQ(targets, 0);
    EXPECT_GE(letters, 2 * level.min_decoys) << g.Where();
    EXPECT_LE(letters, 2 * level.max_decoys) << g.Where();
    EXPECT_GE(obstacles, level.min_obstacles) << g.Where();
    // Past Table 5's count only when crowded: three legal anchors at most.
    int64_t legal = 0;
    for (int64_t r = 0; r < x.n; ++r) {
      for (int64_t c = 0; c < x.n; ++c) legal += BruteLegal(x, r, c);
    }
    if (obstacles > level.max_obstacles) {
      EXPECT_LE(legal, 3) << g.Where();
    }
    impossible[static_cast<size_t>(g.level)] += legal == 0;
    start_legal[static_cast<size_t>(g.level)] += legal > 0 && BruteLegal(x, x.row, x.col);
  }
  for (int d = 0; d <= 3; ++d) {
    // A fifth impossible (binomial, 300 draws: 60 +- 7 per sd).
    EXPECT_GE(impossible[static_cast<size_t>(d)], kSeeds / 10) << d;
    EXPECT_LE(impossible[static_cast<size_t>(d)], kSeeds * 3 / 10) << d;
    // A quarter of the possible starts legal (240 draws: 60 +- 7).
    EXPECT_GE(start_legal[static_cast<size_t>(d)], kSeeds / 10) << d;
    EXPECT_LE(start_legal[static_cast<size_t>(d)], kSeeds * 3 / 10) << d;
  }
}

TEST_F(TranslateTest, SameSeedSameProblem) {
  const TaskType* task = testing::TestCatalog().tasks.Find("translate");
  ASSERT_NE(task, nullptr);
  std::set<std::string> prompts;
  for (int d = 0; d <= environments::kSpatialMaxDifficulty; ++d) {
    for (uint64_t seed = 0; seed < 8; ++seed) {
      auto a = task->Generate(d, seed);
      auto b = task->Generate(d, seed);
      ASSERT_TRUE(a.ok() && b.ok());
      EXPECT_EQ(a->prompt(), b->prompt());
      EXPECT_EQ(a->reference_output(), b->reference_output());
      prompts.insert(a->prompt());
    }
  }
  EXPECT_GT(prompts.size(), 60u);  // 72 draws, nearly all distinct.
}

TEST_F(TranslateTest, PromptStatesTheConventions) {
  auto problem = testing::TestCatalog().tasks.Find("translate")->Generate(2, 5);
  ASSERT_TRUE(problem.ok());
  const std::string& prompt = problem->prompt();
  EXPECT_NE(prompt.find(environments::kSpatialConventions), std::string::npos);
  EXPECT_NE(prompt.find("6 x 6"), std::string::npos);
  EXPECT_NE(prompt.find("{\"answer\": \"impossible\"}"), std::string::npos);
}

}  // namespace
}  // namespace translate_test_cc
}  // namespace referee

// anchors_covering_point (seed 003 App. C.1, subtask 8): at a fixed
// clockwise rotation, every anchor where the shape is placed legally and
// covers the target. Ladder: -1 unparseable, 1 exactly the anchors, else
// (hits / (|T| + listed - hits))^beta, beta = 5. Every expectation is
// worked out by hand below; the generated instances are checked against
// every anchor tried on coordinates.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/environments/geometry/spatial_canvas.h"

namespace referee {
inline namespace anchors_covering_point_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class AnchorsCoveringPointTest : public testing::VerifierTableTest {};

// The canvas        codes
//   . . # .         0 0 1 0
//   . . . .         0 0 0 0
//   B B . .         2 2 0 0
//   . . . t         0 0 0 4
// and I3 (###). Unturned it is a row of three: covering [1, 1] from
// anchor [1, c] needs c in 0..1 (c + 2 <= 3 keeps it inside), and both
// rows (1,0)-(1,2) and (1,1)-(1,3) are free: T = {[1, 0], [1, 1]}.
std::string Instance(int rotation, int target_row, int target_col) {
  return absl::StrCat(
      R"({"size": 4, "canvas": [[0, 0, 1, 0], [0, 0, 0, 0], [2, 2, 0, 0], [0, 0, 0, 4]],
          "shape": [[0, 0], [0, 1], [0, 2]], "rotation": )",
      rotation, R"(, "target": [)", target_row, ", ", target_col, "]}");
}

TEST_F(AnchorsCoveringPointTest, TwoAnchors) {
  CheckInstance(
      "anchors_covering_point", Instance(0, 1, 1),
      {{R"({"answer": [[1, 0], [1, 1]]})", 1, true, true},
       {R"({"answer": [[1, 1], [1, 0]]})", 1, true, true},  // Any order.
       {R"(Rows only. {"answer": [ [1,0] , [1,1] ]})", 1, true, true},
       // One of two: 1 / (2 + 1 - 1) = 1/2.
       {R"({"answer": [[1, 0]]})", std::pow(0.5, 5), false, true},
       // Both and [0, 0] (which misses [1, 1]): 2 / (2 + 3 - 2) = 2/3.
       {R"({"answer": [[1, 0], [1, 1], [0, 0]]})", std::pow(2.0 / 3, 5), false, true},
       // A repeat counts as a wrong entry: 2 / (2 + 3 - 2).
       {R"({"answer": [[1, 0], [1, 1], [1, 1]]})", std::pow(2.0 / 3, 5), false, true},
       // [0, 2] would reach column 4; 1.5 is no column: 1 / (2 + 2 - 1).
       {R"({"answer": [[0, 2], [1, 1]]})", std::pow(1.0 / 3, 5), false, true},
       {R"({"answer": [[1, 0], [1, 1.5]]})", std::pow(1.0 / 3, 5), false, true},
       {R"({"answer": [[1, 0], [1, 99999999999999999999]]})", std::pow(1.0 / 3, 5), false,
        true},
       {R"({"answer": []})", 0, false, true},
       {R"({"answer": [[2, 2]]})", 0, false, true},
       {R"({"answer": [1, 0]})", -1, false, false},
       {R"({"answer": [[1, 0, 0]]})", -1, false, false},
       {R"({"answer": [[1, 0], [1]]})", -1, false, false},
       {R"({"answer": [["1", 0]]})", -1, false, false},
       {R"({"answer": "[[1, 0], [1, 1]]"})", -1, false, false},
       {R"({"answer": {"anchors": [[1, 0], [1, 1]]}})", -1, false, false},
       // An answer tagged after the JSON one replaces it
       // (spatial_canvas.h's SpatialAnswerJson).
       {"<answer>[[1, 0], [1, 1]]</answer>", 1, true, true},
       {R"({"answer": [[1, 0], [1, 1]]} <answer>[[1, 0]]</answer>)", std::pow(0.5, 5), false,
        true},
       {"<answer>1 0 1 1</answer>", -1, false, false},
       {"", -1, false, false}});
  CheckInstance("anchors_covering_point", Instance(0, 1, 1),
                {{R"({"answer": [[1, 0]]})", 0.5, false, true}}, R"({"beta": 1})");
}

// Turned 90 the I3 is a column: covering [1, 1] from [r, 1] needs r in
// 0..1, and both columns reach the B at (2,1). Nothing covers it: T is
// empty. The obstacle at [0, 2] can never be covered legally either.
TEST_F(AnchorsCoveringPointTest, NoAnchor) {
  const std::vector<Case> none = {{R"({"answer": []})", 1, true, true},
                                  {R"({"answer": [[0, 1]]})", 0, false, true},
                                  {R"({"answer": [[1, 1], [0, 1]]})", 0, false, true},
                                  {R"({"answer": null})", -1, false, false}};
  CheckInstance("anchors_covering_point", Instance(1, 1, 1), none);
  CheckInstance("anchors_covering_point", Instance(0, 0, 2), none);
}

// A target marker does not block: the row (3,1)-(3,3) ends on the 't', and
// the column (1,3)-(3,3) too (the only anchors that keep the shape inside).
TEST_F(AnchorsCoveringPointTest, TargetsDoNotBlock) {
  CheckInstance("anchors_covering_point", Instance(0, 3, 3),
                {{R"({"answer": [[3, 1]]})", 1, true, true}});
  CheckInstance("anchors_covering_point", Instance(1, 3, 3),
                {{R"({"answer": [[1, 3]]})", 1, true, true},
                 {R"({"answer": [[3, 1]]})", 0, false, true}});
}

TEST(AnchorsCoveringPointInstanceTest, RejectsBadInstances) {
  const std::string canvas = R"("size": 2, "canvas": [[0, 0], [0, 0]])";
  for (const std::string& instance : std::vector<std::string>{
           "{" + canvas + R"(, "shape": [[0, 0]], "rotation": 0, "target": [2, 0]})",
           "{" + canvas + R"(, "shape": [[0, 0]], "rotation": 0, "target": [0]})",
           "{" + canvas + R"(, "shape": [[0, 0], [0, 0]], "rotation": 0, "target": [0, 0]})",
           "{" + canvas + R"(, "shape": [], "rotation": 0, "target": [0, 0]})",
           "{" + canvas + R"(, "shape": [[0, 16]], "rotation": 0, "target": [0, 0]})",
           "{" + canvas + R"(, "shape": [[0, 1], [0, 0]], "rotation": 0, "target": [0, 0]})",
           R"({"size": 2, "canvas": [[0, 0]], "shape": [[0, 0]], "rotation": 0,
               "target": [0, 0]})",
           R"({"size": 2, "canvas": [[0, 0], [0, 5]], "shape": [[0, 0]], "rotation": 0,
               "target": [0, 0]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("anchors_covering_point", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
}

Verdict Score(const PreparedProblem& problem, const std::string& output) {
  return testing::ScoreWith("anchors_covering_point", problem, output);
}

std::string AnswerOf(const std::vector<std::pair<int64_t, int64_t>>& anchors) {
  std::vector<std::string> listed;
  for (const auto& [r, c] : anchors) listed.push_back(absl::StrCat("[", r, ", ", c, "]"));
  return absl::StrCat(R"({"answer": [)", absl::StrJoin(listed, ", "), "]}");
}

// Every generated instance, levels 0..8. From the definition: the shape
// turned on coordinates ((r, c) -> (c, -r) per clockwise turn, offset
// removed), then every anchor of a wide window tried: all cells inside,
// none on '#', 'B' or 'C', one on the target. The reference is that list
// in (row, col) order; dropping an anchor or adding a wrong one loses
// credit. The canvas follows Table 5 (5, 6, 7 cells wide at levels 1..3;
// obstacles 0-1 / 1-2 / 1-2; decoy dominoes 0 / 0-1 / 1-2), the shape the
// level's sizes and rotations; the target is a free cell marked 't'.
TEST(AnchorsCoveringPointBruteForceTest, ReferenceMatchesTheDefinition) {
  struct Row {
    int64_t canvas, min_obstacles, max_obstacles, min_decoys, max_decoys;
    std::set<int64_t> sizes;
  };
  const Row table5[] = {
      {}, {5, 0, 1, 0, 0, {2, 3}}, {6, 1, 2, 0, 1, {3, 4}}, {7, 1, 2, 1, 2, {4, 5}}};
  int empty = 0, total = 0;
  for (const testing::Generated& g : testing::GenerateSmall(
           "anchors_covering_point", environments::kSpatialMaxDifficulty, 40)) {
    const environments::SpatialLevel& level = environments::SpatialLevelFor(g.level);
    Row want{level.canvas, level.min_obstacles, level.max_obstacles, level.min_decoys,
             level.max_decoys, {}};
    for (const int64_t s : environments::LevelShapeSizes(level)) want.sizes.insert(s);
    if (g.level >= 1 && g.level <= 3) {
      const Row& row = table5[g.level];
      EXPECT_EQ(want.canvas, row.canvas);
      EXPECT_EQ(want.sizes, row.sizes);
      want = row;
    }
    const int64_t n = g.Int("size");
    ASSERT_EQ(n, want.canvas) << g.Where();
    const std::vector<std::vector<int64_t>> canvas = g.IntRows("canvas");
    int64_t obstacles = 0, letters = 0, targets = 0;
    for (const std::vector<int64_t>& row : canvas) {
      for (const int64_t code : row) {
        obstacles += code == 1;
        letters += code == 2 || code == 3;
        targets += code == 4;
      }
    }
    EXPECT_GE(obstacles, want.min_obstacles) << g.Where();
    EXPECT_LE(obstacles, want.max_obstacles) << g.Where();
    EXPECT_EQ(letters % 2, 0) << g.Where();  // Dominoes.
    EXPECT_LE(letters, 2 * want.max_decoys) << g.Where();
    EXPECT_EQ(targets, 1) << g.Where();
    const std::vector<std::vector<int64_t>> shape = g.IntRows("shape");
    EXPECT_EQ(want.sizes.count(static_cast<int64_t>(shape.size())), 1u) << g.Where();
    const int64_t turns = g.Int("rotation");
    std::set<int64_t> rotations;
    for (const std::vector<int>& set : level.rotation_sets) {
      rotations.insert(set.begin(), set.end());
    }
    EXPECT_EQ(rotations.count(turns), 1u) << g.Where();
    const std::vector<int64_t> target = g.Ints("target");
    EXPECT_EQ(canvas[target[0]][target[1]], 4) << g.Where();

    std::vector<std::pair<int64_t, int64_t>> turned;
    for (const std::vector<int64_t>& cell : shape) {
      int64_t r = cell[0], c = cell[1];
      for (int64_t t = 0; t < turns; ++t) {
        const int64_t r2 = c, c2 = -r;
        r = r2;
        c = c2;
      }
      turned.push_back({r, c});
    }
    int64_t r0 = INT64_MAX, c0 = INT64_MAX;
    for (const auto& [r, c] : turned) r0 = std::min(r0, r), c0 = std::min(c0, c);
    std::vector<std::pair<int64_t, int64_t>> anchors;
    for (int64_t ar = -6; ar < n + 6; ++ar) {
      for (int64_t ac = -6; ac < n + 6; ++ac) {
        bool legal = true, covers = false;
        for (const auto& [r, c] : turned) {
          const int64_t rr = r - r0 + ar, cc = c - c0 + ac;
          if (rr < 0 || cc < 0 || rr >= n || cc >= n) {
            legal = false;
            break;
          }
          const int64_t code = canvas[rr][cc];
          legal = legal && code != 1 && code != 2 && code != 3;
          covers = covers || (rr == target[0] && cc == target[1]);
        }
        if (legal && covers) anchors.push_back({ar, ac});
      }
    }
    EXPECT_EQ(g.reference_output, AnswerOf(anchors)) << g.Where();
    const PreparedProblemPtr problem = testing::PrepareGenerated("anchors_covering_point", g);
    ASSERT_NE(problem, nullptr);
    EXPECT_TRUE(Score(*problem, g.reference_output).correct) << g.Where();
    std::vector<std::string> wrong;
    if (!anchors.empty()) {
      std::vector<std::pair<int64_t, int64_t>> fewer(anchors.begin() + 1, anchors.end());
      wrong.push_back(AnswerOf(fewer));
      std::vector<std::pair<int64_t, int64_t>> twice = anchors;
      twice.push_back(anchors.front());
      wrong.push_back(AnswerOf(twice));
    }
    std::vector<std::pair<int64_t, int64_t>> more = anchors;
    more.push_back({n, n});  // Outside: never an anchor.
    wrong.push_back(AnswerOf(more));
    for (const std::string& output : wrong) {
      const Verdict v = Score(*problem, output);
      EXPECT_FALSE(v.correct) << g.Where() << " " << output;
      EXPECT_LT(v.score, 1.0) << g.Where() << " " << output;
      EXPECT_GE(v.score, 0.0) << g.Where() << " " << output;
    }
    empty += anchors.empty();
    ++total;
  }
  // Some targets nothing covers (about 1 in 8, where the canvas has such a
  // cell), most some anchor does.
  EXPECT_GT(empty, 0);
  EXPECT_LT(empty * 100, total * 30) << empty << " of " << total;
}

TEST(AnchorsCoveringPointBadAnswersTest, NeverFullCredit) {
  const PreparedProblemPtr problem =
      testing::PrepareInstance("anchors_covering_point", Instance(0, 1, 1));
  ASSERT_NE(problem, nullptr);
  std::string many = R"({"answer": [)";
  for (int i = 0; i < 3000; ++i) absl::StrAppend(&many, "[1, 0], [1, 1], ");
  absl::StrAppend(&many, "[1, 0]]}");
  const std::vector<std::string> outputs = {
      many,  // Past the JSON size limit: unparseable.
      R"({"answer": [[1, 0], [1, 1], [1, 0], [1, 1]]})",
      R"({"answer": [[1, 0], [1, 1]], "answer": []})",
      R"({"answer": [[1, 0], [1, 18446744073709551617]]})",
      R"({"answer": [[1, 0], [-9223372036854775808, 1]]})",
      R"({"answer": [[1, 0], [1, 1])",  // The list unclosed.
      std::string(60000, '['),
  };
  testing::ExpectNoneEarnsFullCredit("anchors_covering_point", *problem, outputs);
}

}  // namespace
}  // namespace anchors_covering_point_test_cc
}  // namespace referee

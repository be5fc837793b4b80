// overlap_iou (seed 003 App. C.1, subtask 7): two shapes placed with
// given clockwise rotations and anchors on an empty grid; the cells they
// share, how many, and how many they cover together. Ladder: -1
// unparseable, 1 the cells (any order, each once) and both counts, else 0.
// Every expectation is worked out by hand below; the generated instances
// are checked against placements computed on coordinates.
#include <algorithm>
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
inline namespace overlap_iou_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class OverlapIouTest : public testing::VerifierTableTest {};

// 4 x 4 grid. A = I3 (###) turned 90: a column of three, anchored at
// [0, 1]: (0,1) (1,1) (2,1). B = L3 (#. / ##) unturned at [1, 0]: (1,0)
// (2,0) (2,1).
//     . A . .
//     B A . .
//     B * . .     * = both: the intersection is (2,1), 1 cell;
//     . . . .     the union 3 + 3 - 1 = 5 cells.
const char kCrossing[] =
    R"({"size": 4, "shape_a": [[0, 0], [0, 1], [0, 2]], "rotation_a": 1, "anchor_a": [0, 1],
        "shape_b": [[0, 0], [1, 0], [1, 1]], "rotation_b": 0, "anchor_b": [1, 0]})";

TEST_F(OverlapIouTest, OneSharedCell) {
  CheckInstance(
      "overlap_iou", kCrossing,
      {{R"({"answer": {"intersection": [[2, 1]], "intersection_count": 1, "union_count": 5}})",
        1, true, true},
       {R"(IoU = 1/5. {"answer": {"union_count": 5, "iou": 0.2, "intersection_count": 1,
           "intersection": [ [2,1] ]}})", 1, true, true},
       {R"({"answer": {"intersection": [[1, 2]], "intersection_count": 1, "union_count": 5}})",
        0, false, true},
       {R"({"answer": {"intersection": [[2, 1]], "intersection_count": 1, "union_count": 6}})",
        0, false, true},
       {R"({"answer": {"intersection": [[2, 1]], "intersection_count": 2, "union_count": 5}})",
        0, false, true},
       {R"({"answer": {"intersection": [[2, 1], [2, 1]], "intersection_count": 1,
           "union_count": 5}})", 0, false, true},  // Listed twice.
       {R"({"answer": {"intersection": [[2, 1], [2, 1]], "intersection_count": 2,
           "union_count": 5}})", 0, false, true},
       {R"({"answer": {"intersection": [], "intersection_count": 1, "union_count": 5}})", 0,
        false, true},
       {R"({"answer": {"intersection": [[2.0, 1]], "intersection_count": 1, "union_count": 5}})",
        0, false, true},
       {R"({"answer": {"intersection": [[2, 1]], "intersection_count": 1, "union_count": 5.0}})",
        0, false, true},
       {R"({"answer": {"intersection": [[2, 1]], "intersection_count": 1,
           "union_count": 99999999999999999999999}})", 0, false, true},
       {R"({"answer": {"intersection": [[2, 1]], "intersection_count": 1}})", -1, false, false},
       {R"({"answer": {"intersection": [[2, 1]], "union_count": 5}})", -1, false, false},
       {R"({"answer": {"intersection_count": 1, "union_count": 5}})", -1, false, false},
       {R"({"answer": {"intersection": [[2, 1]], "intersection_count": 1, "union_count": "5"}})",
        -1, false, false},
       {R"({"answer": {"intersection": [[2, 1, 0]], "intersection_count": 1, "union_count": 5}})",
        -1, false, false},
       {R"({"answer": {"intersection": [2, 1], "intersection_count": 1, "union_count": 5}})", -1,
        false, false},
       {R"({"answer": {"intersection": "[[2, 1]]", "intersection_count": 1, "union_count": 5}})",
        -1, false, false},
       {R"({"answer": [[[2, 1]], 1, 5]})", -1, false, false},
       {R"(<answer>{"intersection": [[2, 1]], "intersection_count": 1, "union_count": 5}</answer>)",
        1, true, true},
       {"<answer>1 5</answer>", -1, false, false},
       {"", -1, false, false}});
}

// 5 x 5 grid. A = T4 (### / .#.) turned 270 clockwise: one turn gives
// .# / ## / .#, two .#. / ###, three #. / ## / #.; at [1, 1] it covers
// (1,1) (2,1) (2,2) (3,1). B = L4 (#. / #. / ##) turned 90: ### / #..; at
// [2, 1] it covers (2,1) (2,2) (2,3) (3,1). Shared: (2,1) (2,2) (3,1), 3
// cells; union 4 + 4 - 3 = 5.
TEST_F(OverlapIouTest, TurnedShapes) {
  CheckInstance(
      "overlap_iou",
      R"({"size": 5, "shape_a": [[0, 0], [0, 1], [0, 2], [1, 1]], "rotation_a": 3,
          "anchor_a": [1, 1], "shape_b": [[0, 0], [1, 0], [2, 0], [2, 1]], "rotation_b": 1,
          "anchor_b": [2, 1]})",
      {{R"({"answer": {"intersection": [[2, 1], [2, 2], [3, 1]], "intersection_count": 3,
           "union_count": 5}})", 1, true, true},
       {R"({"answer": {"intersection": [[3, 1], [2, 1], [2, 2]], "intersection_count": 3,
           "union_count": 5}})", 1, true, true},  // Any order.
       {R"({"answer": {"intersection": [[2, 1], [2, 2]], "intersection_count": 2,
           "union_count": 5}})", 0, false, true},
       {R"({"answer": {"intersection": [[2, 1], [2, 2], [3, 1], [1, 1]],
           "intersection_count": 4, "union_count": 5}})", 0, false, true},
       {R"({"answer": {"intersection": [[2, 1], [2, 2], [3, 1]], "intersection_count": 3,
           "union_count": 8}})", 0, false, true}});
}

// Two O squares in opposite corners of a 5 x 5 grid (the second turned
// 270, which changes nothing): nothing shared, 8 cells in all.
TEST_F(OverlapIouTest, Disjoint) {
  CheckInstance(
      "overlap_iou",
      R"({"size": 5, "shape_a": [[0, 0], [0, 1], [1, 0], [1, 1]], "rotation_a": 0,
          "anchor_a": [0, 0], "shape_b": [[0, 0], [0, 1], [1, 0], [1, 1]], "rotation_b": 3,
          "anchor_b": [3, 3]})",
      {{R"({"answer": {"intersection": [], "intersection_count": 0, "union_count": 8}})", 1,
        true, true},
       {R"({"answer": {"intersection": [], "intersection_count": 0, "union_count": 0}})", 0,
        false, true}});
}

TEST(OverlapIouInstanceTest, RejectsBadInstances) {
  const std::string b = R"("shape_b": [[0, 0]], "rotation_b": 0, "anchor_b": [0, 0])";
  for (const std::string& instance : std::vector<std::string>{
           // I3 unturned at [0, 2] reaches column 4 of a 4 x 4 grid.
           R"({"size": 4, "shape_a": [[0, 0], [0, 1], [0, 2]], "rotation_a": 0,
               "anchor_a": [0, 2], )" + b + "}",
           // Turned 90 it reaches row 4 from [2, 0].
           R"({"size": 4, "shape_a": [[0, 0], [0, 1], [0, 2]], "rotation_a": 1,
               "anchor_a": [2, 0], )" + b + "}",
           R"({"size": 4, "shape_a": [[0, 0]], "rotation_a": 0, "anchor_a": [0, 4], )" + b + "}",
           R"({"size": 4, "shape_a": [[0, 0]], "rotation_a": 0, "anchor_a": [0], )" + b + "}",
           R"({"size": 4, "shape_a": [[0, 0], [0, 0]], "rotation_a": 0, "anchor_a": [0, 0], )" +
               b + "}",
           R"({"size": 4, "shape_a": [], "rotation_a": 0, "anchor_a": [0, 0], )" + b + "}",
           // Not canonical (spatial_canvas.h's shape fields start at 0).
           R"({"size": 4, "shape_a": [[1, 1]], "rotation_a": 0, "anchor_a": [0, 0], )" + b + "}",
           R"({"size": 4, "shape_a": [[0, 0]], "rotation_a": 0, "anchor_a": [0, 0],
               "shape_b": [[0, 0], [0, 1]], "rotation_b": 1, "anchor_b": [3, 0]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("overlap_iou", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
}

// From the definition, on coordinates: a clockwise turn (r, c) -> (c, -r),
// the offset removed, then shifted by the anchor.
using Cells = std::set<std::pair<int64_t, int64_t>>;

Cells Placed(const std::vector<std::vector<int64_t>>& shape, int64_t turns,
             const std::vector<int64_t>& anchor) {
  Cells turned;
  for (const std::vector<int64_t>& cell : shape) {
    int64_t r = cell[0], c = cell[1];
    for (int64_t t = 0; t < turns; ++t) {
      const int64_t r2 = c, c2 = -r;
      r = r2;
      c = c2;
    }
    turned.insert({r, c});
  }
  int64_t r0 = INT64_MAX, c0 = INT64_MAX;
  for (const auto& [r, c] : turned) r0 = std::min(r0, r), c0 = std::min(c0, c);
  Cells out;
  for (const auto& [r, c] : turned) out.insert({r - r0 + anchor[0], c - c0 + anchor[1]});
  return out;
}

Verdict Score(const PreparedProblem& problem, const std::string& output) {
  return testing::ScoreWith("overlap_iou", problem, output);
}

std::string AnswerOf(const Cells& cells, int64_t inter, int64_t uni) {
  std::vector<std::string> listed;
  for (const auto& [r, c] : cells) listed.push_back(absl::StrCat("[", r, ", ", c, "]"));
  return absl::StrCat(R"({"answer": {"intersection": [)", absl::StrJoin(listed, ", "),
                      R"(], "intersection_count": )", inter, R"(, "union_count": )", uni, "}}");
}

// Every generated instance, levels 0..8: both placements fit, the
// reference is the brute force's answer written in (row, col) order, and
// answers one step off (a count moved, a cell dropped or added, a cell
// listed twice) are wrong. The grid and the shapes follow the level: the
// canvas of Table 5 (5, 6, 7 at levels 1..3), the level's sizes and
// rotations; the shapes overlap in most instances.
TEST(OverlapIouBruteForceTest, ReferenceMatchesTheDefinition) {
  const int64_t table5_canvas[] = {0, 5, 6, 7};
  const std::set<int64_t> table5_sizes[] = {{}, {2, 3}, {3, 4}, {4, 5}};
  int overlapping = 0, total = 0;
  for (const testing::Generated& g :
       testing::GenerateSmall("overlap_iou", environments::kSpatialMaxDifficulty, 40)) {
    const environments::SpatialLevel& level = environments::SpatialLevelFor(g.level);
    const int64_t n = g.Int("size");
    EXPECT_EQ(n, g.level >= 1 && g.level <= 3 ? table5_canvas[g.level] : level.canvas)
        << g.Where();
    std::set<int64_t> sizes;
    for (const int64_t s : environments::LevelShapeSizes(level)) sizes.insert(s);
    if (g.level >= 1 && g.level <= 3) {
      EXPECT_EQ(sizes, table5_sizes[g.level]);
    }
    std::set<int64_t> rotations;
    for (const std::vector<int>& set : level.rotation_sets) {
      rotations.insert(set.begin(), set.end());
    }
    Cells placed[2];
    for (int k = 0; k < 2; ++k) {
      const char* s = k == 0 ? "a" : "b";
      const std::vector<std::vector<int64_t>> shape = g.IntRows(absl::StrCat("shape_", s));
      const int64_t turns = g.Int(absl::StrCat("rotation_", s));
      EXPECT_EQ(sizes.count(static_cast<int64_t>(shape.size())), 1u) << g.Where();
      EXPECT_EQ(rotations.count(turns), 1u) << g.Where();
      placed[k] = Placed(shape, turns, g.Ints(absl::StrCat("anchor_", s)));
      for (const auto& [r, c] : placed[k]) {
        EXPECT_TRUE(r >= 0 && c >= 0 && r < n && c < n) << g.Where();
      }
    }
    Cells both;
    for (const auto& cell : placed[0]) {
      if (placed[1].count(cell) > 0) both.insert(cell);
    }
    const int64_t inter = static_cast<int64_t>(both.size());
    const int64_t uni = static_cast<int64_t>(placed[0].size() + placed[1].size()) - inter;
    EXPECT_EQ(g.reference_output, AnswerOf(both, inter, uni)) << g.Where();
    const PreparedProblemPtr problem = testing::PrepareGenerated("overlap_iou", g);
    ASSERT_NE(problem, nullptr);
    EXPECT_TRUE(Score(*problem, g.reference_output).correct) << g.Where();
    std::vector<std::string> wrong = {AnswerOf(both, inter + 1, uni),
                                      AnswerOf(both, inter, uni - 1),
                                      AnswerOf(both, inter, uni + 1)};
    if (!both.empty()) {
      Cells fewer = both;
      fewer.erase(fewer.begin());
      wrong.push_back(AnswerOf(fewer, inter, uni));
      wrong.push_back(AnswerOf(fewer, inter - 1, uni));
      const auto [r, c] = *both.begin();
      std::string twice = AnswerOf(both, inter, uni);
      twice.insert(twice.find('[', 1) + 1, absl::StrCat("[", r, ", ", c, "], "));
      wrong.push_back(twice);
    }
    for (const auto& cell : placed[0]) {
      if (both.count(cell) > 0) continue;
      Cells more = both;
      more.insert(cell);
      wrong.push_back(AnswerOf(more, inter + 1, uni));
      break;
    }
    for (const std::string& output : wrong) {
      const Verdict v = Score(*problem, output);
      EXPECT_FALSE(v.correct) << g.Where() << " " << output;
      EXPECT_EQ(v.score, 0.0) << g.Where() << " " << output;
    }
    overlapping += !both.empty();
    ++total;
  }
  // B is drawn among the overlapping anchors with probability 3/4.
  EXPECT_GT(overlapping * 100, total * 60) << overlapping << " of " << total;
}

TEST(OverlapIouBadAnswersTest, NeverFullCredit) {
  const PreparedProblemPtr problem = testing::PrepareInstance("overlap_iou", kCrossing);
  ASSERT_NE(problem, nullptr);
  std::string many = R"({"answer": {"intersection": [)";
  for (int i = 0; i < 3000; ++i) absl::StrAppend(&many, "[2, 1], ");
  absl::StrAppend(&many, R"([2, 1]], "intersection_count": 1, "union_count": 5}})");
  const std::vector<std::string> outputs = {
      many,
      R"({"answer": {"intersection": [[2, 1]], "intersection_count": 1, "union_count": 5,
          "union_count": 4}})",
      R"({"answer": {"intersection": [[18446744073709551618, 1]], "intersection_count": 1,
          "union_count": 5}})",
      R"({"answer": {"intersection": [[-9223372036854775808, 1]], "intersection_count": 1,
          "union_count": 5}})",
      R"({"answer": {"intersection": [[2, 1]], "intersection_count": -9223372036854775808,
          "union_count": 5}})",
      R"({"answer": {"intersection": [[2, 1]], "intersection_count": 1, "union_count": 5)",
      std::string(50000, '{'),
  };
  testing::ExpectNoneEarnsFullCredit("overlap_iou", *problem, outputs);
}

}  // namespace
}  // namespace overlap_iou_test_cc
}  // namespace referee

// equivalence (seed 003 App. C.1, subtask 5): is shape B shape A rotated
// clockwise after an optional left-right mirror? Ladder: -1 unparseable,
// 1 any (rotation, reflect) that maps A onto B or "impossible" when none
// does, else 0. Every expectation is worked out by hand below; the
// generated instances are checked against the dihedral group written out
// on coordinates.
#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/environments/geometry/spatial_canvas.h"
#include "verifiers/environments/polyominoes.h"

namespace referee {
inline namespace equivalence_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class EquivalenceTest : public testing::VerifierTableTest {};

// A = L4        B = A turned 90 degrees clockwise (cell (r, c) of the
//     #.            3 x 2 box goes to (c, 2 - r)):
//     #.            ###
//     ##            #..
// The mirror of A is J4 (.# / .# / ##), whose turns are J4, #.. / ###,
// ## / #. / #. and ### / ..#: none is B; A's own turns by 0, 180 and 270
// are #. / #. / ##, ## / .# / .#, ..# / ###: not B either. So (90, false)
// is the only pair.
const char kTurnedL[] =
    R"({"shape_a": [[0, 0], [1, 0], [2, 0], [2, 1]], "shape_b": [[0, 0], [0, 1], [0, 2], [1, 0]]})";

TEST_F(EquivalenceTest, OnePairMapsAOntoB) {
  CheckInstance("equivalence", kTurnedL,
                {{R"({"answer": {"rotation": 90, "reflect": false}})", 1, true, true},
                 {R"(No mirror. {"answer": {"reflect": false, "rotation": 90, "why": "turn"}})", 1,
                  true, true},
                 {R"({"answer": {"congruent": true, "rotation": 90, "reflect": false}})", 1, true,
                  true},
                 // The object around the answer may stay unclosed.
                 {R"({"answer": {"rotation": 90, "reflect": false})", 1, true, true},
                 // The last "answer" counts.
                 {R"({"answer": "impossible"} no: {"answer": {"rotation": 90, "reflect": false}})",
                  1, true, true},
                 {R"({"answer": {"rotation": 270, "reflect": false}})", 0, false, true},
                 {R"({"answer": {"rotation": 0, "reflect": false}})", 0, false, true},
                 {R"({"answer": {"rotation": 90, "reflect": true}})", 0, false, true},
                 {R"({"answer": {"rotation": 450, "reflect": false}})", 0, false, true},
                 {R"({"answer": {"rotation": -270, "reflect": false}})", 0, false, true},
                 {R"({"answer": {"rotation": 90.0, "reflect": false}})", 0, false, true},
                 {R"({"answer": {"rotation": 1e2, "reflect": false}})", 0, false, true},
                 {R"({"answer": {"rotation": 99999999999999999999999990, "reflect": false}})", 0,
                  false, true},
                 {R"({"answer": "impossible"})", 0, false, true},
                 {R"({"answer": {"congruent": false}})", 0, false, true},
                 {R"({"answer": {"rotation": "90", "reflect": false}})", -1, false, false},
                 {R"({"answer": {"rotation": 90, "reflect": "false"}})", -1, false, false},
                 {R"({"answer": {"rotation": 90, "reflect": 0}})", -1, false, false},
                 {R"({"answer": {"rotation": 90}})", -1, false, false},
                 {R"({"answer": {"reflect": false}})", -1, false, false},
                 {R"({"answer": {"congruent": "yes", "rotation": 90, "reflect": false}})", -1,
                  false, false},
                 // "Not congruent, by a turn of 90" contradicts itself.
                 {R"({"answer": {"congruent": false, "rotation": 90, "reflect": false}})", -1,
                  false, false},
                 {R"({"answer": "yes"})", -1, false, false},
                 {R"({"answer": [90, false]})", -1, false, false},
                 {R"({"answer": {"rotation": 90, "reflect": fals}})", -1, false, false},
                 {R"(rotation 90, no mirror)", -1, false, false},
                 // An answer tagged after the JSON one replaces it
                 // (spatial_canvas.h's SpatialAnswerJson).
                 {R"(<answer>{"rotation": 90, "reflect": false}</answer>)", 1, true, true},
                 {R"({"answer": {"rotation": 90, "reflect": false}} <answer>"impossible"</answer>)",
                  0, false, true},
                 {R"({"answer": {"rotation": 90, "reflect": false}} <answer>?</answer>)", -1,
                  false, false},
                 {"<answer>90 false</answer>", -1, false, false},
                 {"", -1, false, false}});
}

// A = T4 ### / .#. and B = .#. / ### (A turned 180). A is its own
// left-right mirror, so (180, true) works too; (0, *) leaves A as it is,
// and A turned 90 (.# / ## / .#) or 270 (#. / ## / #.) is 3 x 2, not B.
TEST_F(EquivalenceTest, EveryPairThatWorksIsFullCredit) {
  CheckInstance(
      "equivalence",
      R"({"shape_a": [[0, 0], [0, 1], [0, 2], [1, 1]],
          "shape_b": [[0, 1], [1, 0], [1, 1], [1, 2]]})",
      {{R"({"answer": {"rotation": 180, "reflect": false}})", 1, true, true},
       {R"({"answer": {"rotation": 180, "reflect": true}})", 1, true, true},
       {R"({"answer": {"rotation": 0, "reflect": true}})", 0, false, true},
       {R"({"answer": {"rotation": 90, "reflect": true}})", 0, false, true},
       {R"({"answer": "impossible"})", 0, false, true}});
}

// A = S4 .## / ##. and B = Z4 ##. / .##: the mirror of S4 is Z4 (reflect
// true, rotation 0), and Z4 turned 180 is Z4 again; S4's own turns are S4
// and #. / ## / .#.
TEST_F(EquivalenceTest, MirrorFirst) {
  CheckInstance(
      "equivalence",
      R"({"shape_a": [[0, 1], [0, 2], [1, 0], [1, 1]],
          "shape_b": [[0, 0], [0, 1], [1, 1], [1, 2]]})",
      {{R"({"answer": {"rotation": 0, "reflect": true}})", 1, true, true},
       {R"({"answer": {"rotation": 180, "reflect": true}})", 1, true, true},
       {R"({"answer": {"rotation": 0, "reflect": false}})", 0, false, true},
       {R"({"answer": {"rotation": 90, "reflect": true}})", 0, false, true}});
}

// A = S4, B = T4: T4's turns and mirrors all have a row or column of three
// cells, S4's none. A domino and a straight triomino: 2 cells and 3.
TEST_F(EquivalenceTest, NotCongruent) {
  const std::vector<Case> impossible = {
      {R"({"answer": "impossible"})", 1, true, true},
      {R"({"answer": " Impossible "})", 1, true, true},
      {R"({"answer": {"congruent": false}})", 1, true, true},
      {R"({"answer": {"impossible": true}})", 1, true, true},
      {R"({"answer": {"congruent": false, "rotation": null}})", 1, true, true},
      {R"({"answer": {"rotation": 0, "reflect": false}})", 0, false, true},
      {R"({"answer": {"rotation": 180, "reflect": true}})", 0, false, true},
      {R"({"answer": {"impossible": false, "rotation": 90, "reflect": true}})", 0, false, true},
      {R"({"answer": "not congruent"})", -1, false, false},
      {R"({"answer": {"impossible": "yes"}})", -1, false, false},
      {R"({"answer": null})", -1, false, false}};
  CheckInstance(
      "equivalence",
      R"({"shape_a": [[0, 1], [0, 2], [1, 0], [1, 1]],
          "shape_b": [[0, 0], [0, 1], [0, 2], [1, 1]]})",
      impossible);
  CheckInstance("equivalence",
                R"({"shape_a": [[0, 0], [0, 1]], "shape_b": [[0, 0], [1, 0], [2, 0]]})",
                impossible);
}

TEST(EquivalenceInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"shape_a": [], "shape_b": [[0, 0]]})",                      // No cell.
           R"({"shape_a": [[0, 0], [0, 0]], "shape_b": [[0, 0], [0, 1]]})",  // A repeat.
           // Shape fields are canonical (spatial_canvas.h): sorted, at 0.
           R"({"shape_a": [[0, 1], [0, 0]], "shape_b": [[0, 0], [0, 1]]})",
           R"({"shape_a": [[0, 0], [0, 1]], "shape_b": [[3, 4], [3, 5]]})",
           R"({"shape_a": [[0, 0], [0, 1]], "shape_b": [[0, 1], [1, 1]]})",
           R"({"shape_a": [[0, 0]], "shape_b": [[0, 16]]})",                 // Past 15.
           R"({"shape_a": [[0, -1]], "shape_b": [[0, 0]]})",
           R"({"shape_a": [[0, 0, 0]], "shape_b": [[0, 0]]})",
           // 26 cells (two rows of 13).
           R"({"shape_a": [[0,0],[0,1],[0,2],[0,3],[0,4],[0,5],[0,6],[0,7],[0,8],[0,9],[0,10],
                           [0,11],[0,12],[1,0],[1,1],[1,2],[1,3],[1,4],[1,5],[1,6],[1,7],[1,8],
                           [1,9],[1,10],[1,11],[1,12]], "shape_b": [[0, 0]]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("equivalence", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
}

// From the definition, on coordinates: mirror left-right (r, c) -> (r, -c),
// a clockwise quarter turn (r, c) -> (c, -r), then the offset removed.
using Cells = std::set<std::pair<int64_t, int64_t>>;

Cells Normal(const Cells& cells) {
  int64_t r0 = INT64_MAX, c0 = INT64_MAX;
  for (const auto& [r, c] : cells) r0 = std::min(r0, r), c0 = std::min(c0, c);
  Cells out;
  for (const auto& [r, c] : cells) out.insert({r - r0, c - c0});
  return out;
}

Cells Apply(const Cells& cells, int turns, bool reflect) {
  Cells out;
  for (auto [r, c] : cells) {
    if (reflect) c = -c;
    for (int t = 0; t < turns; ++t) std::tie(r, c) = std::make_pair(c, -r);
    out.insert({r, c});
  }
  return Normal(out);
}

Cells CellsOf(const std::vector<std::vector<int64_t>>& rows) {
  Cells out;
  for (const std::vector<int64_t>& r : rows) out.insert({r[0], r[1]});
  return Normal(out);
}

Verdict Score(const PreparedProblem& problem, const std::string& output) {
  return testing::ScoreWith("equivalence", problem, output);
}

// Every generated instance, levels 0..8: all eight (rotation, reflect)
// answers and "impossible" are graded as the coordinate brute force says,
// and the reference earns full credit.
TEST(EquivalenceBruteForceTest, GradesAsTheDefinitionSays) {
  int congruent = 0, total = 0;
  for (const testing::Generated& g :
       testing::GenerateSmall("equivalence", environments::kSpatialMaxDifficulty, 40)) {
    const Cells a = CellsOf(g.IntRows("shape_a"));
    const Cells b = CellsOf(g.IntRows("shape_b"));
    const PreparedProblemPtr problem = testing::PrepareGenerated("equivalence", g);
    ASSERT_NE(problem, nullptr);
    bool any = false;
    for (const bool reflect : {false, true}) {
      for (int turns = 0; turns < 4; ++turns) {
        const bool maps = Apply(a, turns, reflect) == b;
        any = any || maps;
        const Verdict v = Score(*problem, absl::StrCat(R"({"answer": {"rotation": )", 90 * turns,
                                                       R"(, "reflect": )",
                                                       reflect ? "true" : "false", "}}"));
        EXPECT_EQ(v.correct, maps) << g.Where() << " " << turns << " " << reflect;
        EXPECT_EQ(v.score, maps ? 1.0 : 0.0) << g.Where();
      }
    }
    EXPECT_EQ(Score(*problem, R"({"answer": "impossible"})").correct, !any) << g.Where();
    EXPECT_EQ(g.reference_output.find("impossible") != std::string::npos, !any) << g.Where();
    EXPECT_TRUE(Score(*problem, g.reference_output).correct) << g.Where();
    congruent += any;
    ++total;
  }
  // Half the pairs are congruent (a fair coin, 360 draws): well inside
  // 35%..65%.
  EXPECT_GT(congruent * 100, total * 35);
  EXPECT_LT(congruent * 100, total * 65);
}

// What a level may draw: Table 5's rows written out for levels 1..3
// (shape sizes 2-3 / 3-4 / 4-5; rotations {0, 90} or all / all / all;
// reflections none, H / H, V / none, H, V, D), spatial_canvas.h's levels
// for the others.
struct Draws {
  std::set<int64_t> sizes;
  std::set<int> rotations;
  std::vector<environments::Reflection> reflections;
};

Draws DrawsAt(int level) {
  using R = environments::Reflection;
  switch (level) {
    case 1: return {{2, 3}, {0, 1, 2, 3}, {R::kNone, R::kHorizontal}};
    case 2: return {{3, 4}, {0, 1, 2, 3}, {R::kHorizontal, R::kVertical}};
    case 3: return {{4, 5}, {0, 1, 2, 3}, {R::kNone, R::kHorizontal, R::kVertical, R::kDiagonal}};
    default: break;
  }
  const environments::SpatialLevel& params = environments::SpatialLevelFor(level);
  Draws draws;
  for (const int64_t size : environments::LevelShapeSizes(params)) draws.sizes.insert(size);
  for (const std::vector<int>& set : params.rotation_sets) {
    draws.rotations.insert(set.begin(), set.end());
  }
  draws.reflections = params.reflections;
  return draws;
}

// A is a piece of one of the level's sizes, shown as the piece reflected
// by one of the level's reflections and turned by one of its rotations; a
// non-congruent B has A's size but for a domino (no 2-cell shape is
// another).
TEST(EquivalenceLevelsTest, ShapesFollowTheLevel) {
  std::vector<environments::Shape> pieces = {environments::Domino().shape};
  for (const auto* library : {&environments::Triominoes(), &environments::Tetrominoes(),
                              &environments::Pentominoes()}) {
    for (const environments::NamedShape& piece : *library) pieces.push_back(piece.shape);
  }
  std::set<int64_t> sizes_seen_at_3;
  for (const testing::Generated& g :
       testing::GenerateSmall("equivalence", environments::kSpatialMaxDifficulty, 30)) {
    const Draws draws = DrawsAt(g.level);
    const std::vector<std::vector<int64_t>> a = g.IntRows("shape_a");
    const std::vector<std::vector<int64_t>> b = g.IntRows("shape_b");
    EXPECT_EQ(draws.sizes.count(static_cast<int64_t>(a.size())), 1u) << g.Where();
    if (a.size() != 2) {
      EXPECT_EQ(a.size(), b.size()) << g.Where();
    }
    if (g.level == 3) sizes_seen_at_3.insert(static_cast<int64_t>(a.size()));
    std::vector<environments::Cell> cells;
    for (const auto& r : a) cells.push_back({r[0], r[1]});
    const environments::Shape shown = environments::MakeShape(cells);
    bool oriented = false;
    for (const environments::Shape& piece : pieces) {
      if (piece.cells.size() != cells.size()) continue;
      for (const environments::Reflection reflection : draws.reflections) {
        for (const int turns : draws.rotations) {
          oriented = oriented ||
                     environments::Rotate(environments::Reflect(piece, reflection), turns) == shown;
        }
      }
    }
    EXPECT_TRUE(oriented) << g.Where();
  }
  EXPECT_EQ(sizes_seen_at_3, (std::set<int64_t>{4, 5}));  // Tetra- and pentominoes.
}

// Answers no model should be paid for: never full credit, never a crash,
// always inside [-1, 1].
TEST(EquivalenceBadAnswersTest, NeverFullCredit) {
  const PreparedProblemPtr problem = testing::PrepareInstance("equivalence", kTurnedL);
  ASSERT_NE(problem, nullptr);
  std::vector<std::string> outputs = {
      R"({"answer": {"rotation": 90, "reflect": false, "rotation": 0}})",  // The last key.
      R"({"answer": {"rotation": 18446744073709551706, "reflect": false}})",
      R"({"answer": {"rotation": -9223372036854775808, "reflect": false}})",
      R"({"answer": {"rotation": 90e0, "reflect": false}})",
      R"({"answer": {"rotation": [90], "reflect": false}})",
      R"({"answer": {"rotation": 90, "reflect": [false]}})",
      R"({"answer": "impossibl\u0065"})",
      std::string(100000, '['),
      absl::StrCat(R"({"answer": )", std::string(20, '['), "90", std::string(20, ']'), "}"),
  };
  testing::ExpectNoneEarnsFullCredit("equivalence", *problem, outputs);
}

}  // namespace
}  // namespace equivalence_test_cc
}  // namespace referee

// The canvas of seed 003's spatial tasks (spatial_canvas.h): cells and
// legality, Table 5's levels, the draws, and the JSON answers. Every
// expectation is drawn by hand below.
#include "verifiers/environments/geometry/spatial_canvas.h"

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace referee {
inline namespace spatial_canvas_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::AnchorAnswer;
using environments::CanvasView;
using environments::Cell;
using environments::Reflection;
using environments::Shape;
using environments::ShapeFromRows;
using environments::SpatialLevel;

// Codes from a picture ('.', '#', 'B', 'C', 't').
std::vector<int64_t> Codes(const std::vector<std::string>& rows) {
  std::vector<int64_t> out;
  for (const std::string& row : rows) {
    for (const char ch : row) {
      out.push_back(ch == '#'   ? environments::kObstacleCode
                    : ch == 'B' ? environments::kDecoyBCode
                    : ch == 'C' ? environments::kDecoyCCode
                    : ch == 't' ? environments::kTargetCode
                                : environments::kEmptyCode);
    }
  }
  return out;
}

// . . # .
// . B B .
// t . . .
// # . . C
const std::vector<std::string> kPicture = {"..#.", ".BB.", "t...", "#..C"};

TEST(SpatialCanvasTest, CellsAndText) {
  const std::vector<int64_t> cells = Codes(kPicture);
  const CanvasView view(4, cells);
  EXPECT_EQ(view.Rows(), kPicture);
  EXPECT_EQ(view.Text(), "..#.\n.BB.\nt...\n#..C");
  EXPECT_EQ(environments::CanvasChar(99), '?');
  EXPECT_TRUE(view.Free(2, 0));    // A target does not block.
  EXPECT_FALSE(view.Free(0, 2));   // '#'.
  EXPECT_FALSE(view.Free(1, 1));   // 'B'.
  EXPECT_FALSE(view.Free(3, 3));   // 'C'.
  EXPECT_FALSE(view.Free(4, 0));   // Outside.
  EXPECT_FALSE(view.Free(0, -1));
}

// L3 = #.   at [r, c] covers (r, c), (r+1, c), (r+1, c+1).
//      ##
TEST(SpatialCanvasTest, LegalPlacements) {
  const std::vector<int64_t> cells = Codes(kPicture);
  const CanvasView view(4, cells);
  const Shape l3 = ShapeFromRows({"#.", "##"});
  EXPECT_FALSE(view.Legal(l3, 0, 0));  // (1,1) is B.
  EXPECT_TRUE(view.Legal(l3, 1, 0));   // (1,0) (2,0)t (2,1).
  EXPECT_TRUE(view.Legal(l3, 2, 1));   // (2,1) (3,1) (3,2).
  EXPECT_FALSE(view.Legal(l3, 2, 2));  // (3,3) is C.
  EXPECT_FALSE(view.Legal(l3, 0, 3));  // Column 4 is outside.
  EXPECT_FALSE(view.Legal(l3, 3, 0));  // Row 4 is outside.
  EXPECT_FALSE(view.Legal(l3, -1, 0));
  EXPECT_FALSE(view.Legal(l3, INT64_MAX, INT64_MAX));
  EXPECT_FALSE(view.Legal(l3, INT64_MIN, 0));
  // Every legal anchor, by hand: [0,3] [3,*] out; [0,0] B; [0,1] B; [0,2] #;
  // [1,0] yes; [1,1] B; [1,2] B; [2,0] (3,0) #; [2,1] yes; [2,2] C.
  EXPECT_EQ(environments::LegalAnchors(view, l3), (std::vector<Cell>{{1, 0}, {2, 1}}));
  EXPECT_EQ(environments::PlacedCells(l3, 2, 1), (std::vector<Cell>{{2, 1}, {3, 1}, {3, 2}}));
  EXPECT_EQ(environments::LegalCells(view, l3, 2, 1),
            (std::optional<std::vector<Cell>>{{{2, 1}, {3, 1}, {3, 2}}}));
  EXPECT_EQ(environments::LegalCells(view, l3, 0, 0), std::nullopt);
}

TEST(SpatialCanvasTest, Table5Levels) {
  // Table 5's rows 1..3.
  const SpatialLevel& one = environments::SpatialLevelFor(1);
  EXPECT_EQ(one.canvas, 5);
  EXPECT_EQ(environments::LevelShapeSizes(one), (std::vector<int64_t>{2, 3}));
  EXPECT_GT(one.size_weights[1], one.size_weights[0]);  // Mostly triominoes.
  EXPECT_EQ(one.min_obstacles, 0);
  EXPECT_EQ(one.max_obstacles, 1);
  EXPECT_EQ(one.max_decoys, 0);
  EXPECT_EQ(one.rotation_sets, (std::vector<std::vector<int>>{{0, 1}, {0, 1, 2, 3}}));
  EXPECT_EQ(one.reflections, (std::vector<Reflection>{Reflection::kNone, Reflection::kHorizontal}));
  const SpatialLevel& two = environments::SpatialLevelFor(2);
  EXPECT_EQ(two.canvas, 6);
  EXPECT_EQ(environments::LevelShapeSizes(two), (std::vector<int64_t>{3, 4}));
  EXPECT_EQ(two.min_obstacles, 1);
  EXPECT_EQ(two.max_obstacles, 2);
  EXPECT_EQ(two.min_decoys, 0);
  EXPECT_EQ(two.max_decoys, 1);
  EXPECT_EQ(two.rotation_sets, (std::vector<std::vector<int>>{{0, 1, 2, 3}}));
  EXPECT_EQ(two.reflections,
            (std::vector<Reflection>{Reflection::kHorizontal, Reflection::kVertical}));
  const SpatialLevel& three = environments::SpatialLevelFor(3);
  EXPECT_EQ(three.canvas, 7);
  EXPECT_EQ(environments::LevelShapeSizes(three), (std::vector<int64_t>{4, 5}));
  EXPECT_EQ(three.min_obstacles, 1);
  EXPECT_EQ(three.max_obstacles, 2);
  EXPECT_EQ(three.min_decoys, 1);
  EXPECT_EQ(three.max_decoys, 2);
  EXPECT_EQ(three.reflections.size(), 4u);
  // The warm-up and the growth: 4x4, then one more per level up to 12x12.
  EXPECT_EQ(environments::SpatialLevelFor(0).canvas, 4);
  for (int d = 1; d <= environments::kSpatialMaxDifficulty; ++d) {
    EXPECT_EQ(environments::SpatialLevelFor(d).canvas, 4 + d);
    EXPECT_GE(environments::SpatialLevelFor(d).max_obstacles,
              environments::SpatialLevelFor(d - 1).max_obstacles);
  }
  EXPECT_EQ(environments::SpatialLevelFor(environments::kSpatialMaxDifficulty).canvas, 12);
  EXPECT_EQ(environments::SpatialLevelFor(99).canvas, 12);  // Clamped.
}

TEST(SpatialCanvasTest, DrawsFollowTheLevel) {
  tasks::Rng rng(7);
  for (int d = 0; d <= environments::kSpatialMaxDifficulty; ++d) {
    const SpatialLevel& level = environments::SpatialLevelFor(d);
    const std::vector<int64_t> sizes = environments::LevelShapeSizes(level);
    std::set<int64_t> sizes_seen;
    for (int k = 0; k < 200; ++k) {
      const Shape shape = environments::DrawShape(level, rng).shape;
      const int64_t size = static_cast<int64_t>(shape.cells.size());
      EXPECT_NE(std::find(sizes.begin(), sizes.end(), size), sizes.end()) << d;
      sizes_seen.insert(size);
      const int rotation = environments::DrawRotation(level, rng);
      EXPECT_TRUE(rotation >= 0 && rotation <= 3);
      if (d == 0) {
        EXPECT_LE(rotation, 1);
      }
      const Reflection reflection = environments::DrawReflection(level, rng);
      EXPECT_NE(std::find(level.reflections.begin(), level.reflections.end(), reflection),
                level.reflections.end());
      const std::vector<int64_t> cells = environments::DrawCanvas(level, rng);
      ASSERT_EQ(static_cast<int64_t>(cells.size()), level.canvas * level.canvas);
      int64_t obstacles = 0, b = 0, c = 0;
      for (const int64_t code : cells) {
        obstacles += code == environments::kObstacleCode;
        b += code == environments::kDecoyBCode;
        c += code == environments::kDecoyCCode;
        EXPECT_NE(code, environments::kTargetCode);
      }
      EXPECT_GE(obstacles, level.min_obstacles);
      EXPECT_LE(obstacles, level.max_obstacles);
      // Decoys are dominoes: B, C, B, ... each two cells.
      const int64_t decoys = (b + c) / 2;
      EXPECT_EQ(b, 2 * ((decoys + 1) / 2));
      EXPECT_EQ(c, 2 * (decoys / 2));
      EXPECT_GE(decoys, level.min_decoys);
      EXPECT_LE(decoys, level.max_decoys);
    }
    EXPECT_EQ(sizes_seen.size(), sizes.size()) << d;  // Every size appears.
  }
}

TEST(SpatialCanvasTest, CrowdingLeavesWhatItSays) {
  tasks::Rng rng(11);
  const Shape t4 = ShapeFromRows({"###", ".#."});
  for (int k = 0; k < 100; ++k) {
    for (const int64_t keep : {0, 1, 3}) {
      std::vector<int64_t> cells(49, environments::kEmptyCode);
      environments::CrowdCanvas(cells, 7, t4, keep, rng);
      const size_t legal = environments::LegalAnchors(CanvasView(7, cells), t4).size();
      EXPECT_LE(legal, static_cast<size_t>(keep));
      if (keep > 0) {
        EXPECT_GE(legal, 1u);
      }
    }
  }
}

// An original that fits and a turned one that does not: I3 = ### at row 3
// of a 4x4 empty canvas fits from [3,0] and [3,1]; turned upright it
// needs rows 3..5.
TEST(SpatialCanvasTest, PlacementAnchors) {
  const std::vector<int64_t> cells(16, environments::kEmptyCode);
  const CanvasView view(4, cells);
  const Shape flat = ShapeFromRows({"###"});
  const Shape upright = environments::Rotate(flat, 1);
  tasks::Rng rng(3);
  for (int k = 0; k < 100; ++k) {
    const std::optional<Cell> bad =
        environments::DrawPlacementAnchor(view, flat, upright, true, rng);
    ASSERT_TRUE(bad.has_value());
    // Upright is illegal at rows 2..3; flat is legal at columns 0..1.
    EXPECT_GE(bad->row, 2);
    EXPECT_LE(bad->col, 1);
    const std::optional<Cell> good =
        environments::DrawPlacementAnchor(view, flat, upright, false, rng);
    ASSERT_TRUE(good.has_value());
    EXPECT_LE(good->row, 1);
  }
  // A one-cell shape is legal at every anchor of an empty canvas: no
  // impossible anchor exists.
  const Shape dot = ShapeFromRows({"#"});
  EXPECT_EQ(environments::DrawPlacementAnchor(view, dot, dot, true, rng), std::nullopt);
}

TEST(SpatialCanvasTest, ShapeFields) {
  const Shape l3 = ShapeFromRows({"#.", "##"});
  EXPECT_EQ(environments::ShapeField(l3),
            (std::vector<std::vector<int64_t>>{{0, 0}, {1, 0}, {1, 1}}));
  EXPECT_TRUE(environments::ShapeOfField("shape", {{0, 0}, {1, 0}, {1, 1}}).ok());
  EXPECT_EQ(*environments::ShapeOfField("shape", {{0, 0}, {1, 0}, {1, 1}}), l3);
  // Not canonical: shifted, unsorted, repeated.
  for (const std::vector<std::vector<int64_t>>& bad :
       std::vector<std::vector<std::vector<int64_t>>>{
           {{1, 1}, {2, 1}, {2, 2}}, {{1, 0}, {0, 0}, {1, 1}}, {{0, 0}, {0, 0}, {1, 0}}}) {
    const absl::Status status = environments::ShapeOfField("shape", bad).status();
    EXPECT_FALSE(status.ok());
    EXPECT_NE(status.message().find("shape"), absl::string_view::npos) << status;
  }
}

TEST(SpatialCanvasTest, Names) {
  EXPECT_EQ(environments::ReflectionName(Reflection::kDiagonal), "diagonal");
  for (int64_t code = 0; code < 4; ++code) {
    EXPECT_EQ(environments::ReflectionCode(environments::ReflectionFromCode(code)), code);
  }
  EXPECT_EQ(environments::RotationText(3), "270 degrees clockwise");
  EXPECT_EQ(environments::ShapeText(ShapeFromRows({"#.", "##"})), "#.\n##");
}

TEST(SpatialCanvasTest, AnchorAnswers) {
  const AnchorAnswer impossible{true, {}};
  const AnchorAnswer at12{false, {1, 2}};
  static const struct {
    const char* output;
    std::optional<AnchorAnswer> read;
  } kCases[] = {
      {R"({"answer": {"anchor": [1, 2]}})", at12},
      {R"(so {"answer": {"anchor": [1, 2], "why": "nearest"}} # done)", at12},
      {"```json\n{\"answer\": {\"anchor\": [1, 2]}}\n```", at12},
      {R"({"answer": {"anchor": [-1, 99]}})", AnchorAnswer{false, {-1, 99}}},
      {R"({"answer": "impossible"})", impossible},
      {R"({"answer": " IMPOSSIBLE "})", impossible},
      {R"({"answer": {"impossible": true}})", impossible},
      {R"({"answer": {"impossible": true, "anchor": null}})", impossible},
      {R"({"answer": {"impossible": false, "anchor": [1, 2]}})", at12},
      // The last answer wins: a later JSON key, or a tag after the key.
      {R"({"answer": "impossible"} no: {"answer": {"anchor": [1, 2]}})", at12},
      {R"({"answer": "impossible"} <answer>{"anchor": [1, 2]}</answer>)", at12},
      {R"(<answer>{"answer": {"anchor": [1, 2]}}</answer>)", at12},
      {R"(<answer>"impossible"</answer>)", impossible},
      {R"(\boxed{{"anchor": [1, 2]}})", at12},
      // Unparseable.
      {R"({"answer": "impossible"}<answer>?</answer>)", std::nullopt},
      {R"(<answer>{"anchor": [1, 2]} and more</answer>)", std::nullopt},
      {R"({"answer": {"impossible": true, "anchor": [1, 2]}})", std::nullopt},
      {R"({"answer": {"impossible": false}})", std::nullopt},
      {R"({"answer": {"impossible": "yes"}})", std::nullopt},
      {R"({"answer": "possible"})", std::nullopt},
      {R"({"answer": [1, 2]})", std::nullopt},
      {R"({"answer": {"anchor": [1]}})", std::nullopt},
      {R"({"answer": {"anchor": [1, 2, 3]}})", std::nullopt},
      {R"({"answer": {"anchor": [1.0, 2]}})", std::nullopt},
      {R"({"answer": {"anchor": [1e0, 2]}})", std::nullopt},
      {R"({"answer": {"anchor": ["1", 2]}})", std::nullopt},
      {R"({"answer": {"anchor": [99999999999999999999, 2]}})", std::nullopt},
      {R"({"answer": {"anchor": [1, 2]})", at12},  // Unclosed outer object: allowed.
      {R"({"answer": {"anchor": [1, 2})", std::nullopt},
      {R"({"answer": {"row": 1, "col": 2}})", std::nullopt},
      {"anchor [1, 2]", std::nullopt},
      {"", std::nullopt},
  };
  for (const auto& c : kCases) {
    const std::optional<AnchorAnswer> read = environments::ReadAnchorAnswer(c.output);
    EXPECT_EQ(read.has_value(), c.read.has_value()) << c.output;
    if (read && c.read) {
      EXPECT_TRUE(*read == *c.read) << c.output;
    }
  }
  EXPECT_EQ(environments::WriteAnchorAnswer(Cell{3, 0}), R"({"answer": {"anchor": [3, 0]}})");
  EXPECT_EQ(environments::WriteAnchorAnswer(std::nullopt), R"({"answer": "impossible"})");
}

TEST(SpatialCanvasTest, CellsAnswers) {
  static const struct {
    const char* output;
    bool parsed;
    bool impossible;
    std::vector<Cell> cells;
  } kCases[] = {
      {R"({"answer": {"cells": [[1, 2], [0, 0]]}})", true, false, {{1, 2}, {0, 0}}},
      {R"({"answer": [[1, 2], [1, 2]]})", true, false, {{1, 2}, {1, 2}}},
      {R"({"answer": {"cells": []}})", true, false, {}},
      {R"({"answer": "Impossible"})", true, true, {}},
      {R"({"answer": {"impossible": true}})", true, true, {}},
      {R"({"answer": {"impossible": true, "cells": [[1, 2]]}})", false, false, {}},
      {R"({"answer": {"cells": [[1, 2], [0]]}})", false, false, {}},
      {R"({"answer": {"cells": [1, 2]}})", false, false, {}},
      {R"({"answer": {"cells": [[1, 2.5]]}})", false, false, {}},
      {R"({"answer": {"anchor": [1, 2]}})", false, false, {}},
      {R"({"answer": "impossible"}<answer>?</answer>)", false, false, {}},
      {"", false, false, {}},
  };
  for (const auto& c : kCases) {
    const std::optional<environments::CellsAnswer> read = environments::ReadCellsAnswer(c.output);
    EXPECT_EQ(read.has_value(), c.parsed) << c.output;
    if (!read || !c.parsed) continue;
    EXPECT_EQ(read->impossible, c.impossible) << c.output;
    EXPECT_EQ(read->cells, c.cells) << c.output;
  }
  EXPECT_EQ(environments::WriteCellsAnswer(std::vector<Cell>{{0, 1}, {2, 3}}),
            R"({"answer": {"cells": [[0, 1], [2, 3]]}})");
  // Grading: any order, each once.
  const std::optional<std::vector<Cell>> want = std::vector<Cell>{{0, 1}, {2, 3}};
  EXPECT_EQ(environments::GradeCellsAnswer(R"({"answer": [[2, 3], [0, 1]]})", want).score, 1);
  EXPECT_EQ(environments::GradeCellsAnswer(R"({"answer": [[2, 3], [0, 1], [0, 1]]})", want).score,
            0);
  EXPECT_EQ(environments::GradeCellsAnswer(R"({"answer": [[2, 3]]})", want).score, 0);
  EXPECT_EQ(environments::GradeCellsAnswer(R"({"answer": "impossible"})", want).score, 0);
  EXPECT_EQ(environments::GradeCellsAnswer(R"({"answer": "impossible"})", std::nullopt).score, 1);
  EXPECT_EQ(environments::GradeCellsAnswer(R"({"answer": []})", std::nullopt).score, 0);
  EXPECT_EQ(environments::GradeCellsAnswer("nothing", std::nullopt).score, -1);
}

}  // namespace
}  // namespace spatial_canvas_test_cc
}  // namespace referee

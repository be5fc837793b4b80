// The canvas of seed 003's spatial-2D subtasks (App. C.1, Table 5), shared
// by translate, rotate_place, reflect_place, compose, equivalence,
// symmetry, overlap_iou and anchors_covering_point.
//
// A canvas is N x N cells, each one of
//   '.' empty, '#' obstacle, 'B' / 'C' a decoy letter (a piece placed
//   earlier), 't' a target marker.
// Obstacles and letters block a placement; targets do not. In an instance
// the canvas is two declared fields (DeclareCanvasFields): "size" (N) and
// "canvas", N rows of N cell codes (kEmptyCode .. kTargetCode below).
//
// Shapes, rotations, reflections and anchors are polyominoes.h's: a cell is
// (row, col) with row 0 at the top, rotations are clockwise, kHorizontal
// mirrors left <-> right, kVertical top <-> bottom, kDiagonal transposes,
// and an anchor is the canvas cell of the shape's bounding-box top-left.
// kSpatialConventions says so, for every prompt.
//
// Answers are seed 003's JSON, the last answer in the output
// (SpatialAnswerJson): {"answer": {"anchor": [r, c]}} (ReadAnchorAnswer),
// {"answer": {"cells": [[r, c], ...]}} (ReadCellsAnswer), or
// {"answer": "impossible"}.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_SPATIAL_CANVAS_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_SPATIAL_CANVAS_H_

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/base/attributes.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "verifiers/environments/instance_fields.h"
#include "verifiers/environments/polyominoes.h"
#include "verifiers/environments/random.h"
#include "verifiers/parsing/json_value.h"
#include "verifiers/verifier.h"

namespace referee {
namespace environments {

// Cell codes as stored in an instance's "canvas".
inline constexpr int64_t kEmptyCode = 0;     // '.'
inline constexpr int64_t kObstacleCode = 1;  // '#'
inline constexpr int64_t kDecoyBCode = 2;    // 'B'
inline constexpr int64_t kDecoyCCode = 3;    // 'C'
inline constexpr int64_t kTargetCode = 4;    // 't'

// Bounds of an explicit instance's canvas (generated ones: 4..12).
inline constexpr int64_t kMinCanvasSize = 1;
inline constexpr int64_t kMaxCanvasSize = 16;

// The character of a code ('?' for none of the above).
char CanvasChar(int64_t code);
// Obstacles and decoy letters block a placement.
bool BlocksPlacement(int64_t code);

// Read-only view of a canvas held elsewhere (an instance's fields); the
// cells must outlive it. cells.size() must be size * size.
class CanvasView {
 public:
  CanvasView(int64_t size, const std::vector<int64_t>& cells) : size_(size), cells_(&cells) {}

  int64_t size() const { return size_; }
  bool Inside(int64_t row, int64_t col) const {
    return row >= 0 && col >= 0 && row < size_ && col < size_;
  }
  // The code at an inside cell.
  int64_t At(int64_t row, int64_t col) const {
    return (*cells_)[static_cast<size_t>(row * size_ + col)];
  }
  // Inside and not blocking.
  bool Free(int64_t row, int64_t col) const {
    return Inside(row, col) && !BlocksPlacement(At(row, col));
  }
  // Legal placement of `shape` at anchor (row, col): every cell inside
  // and free. Any int64 anchor is safe to ask about.
  bool Legal(const Shape& shape, int64_t row, int64_t col) const;
  // The canvas as text rows, e.g. {"..#..", ".B.t."}.
  std::vector<std::string> Rows() const;
  // The rows joined by '\n' (no trailing newline).
  std::string Text() const;

 private:
  int64_t size_;
  const std::vector<int64_t>* cells_;
};

// The cells `shape` covers at anchor (row, col), sorted.
std::vector<Cell> PlacedCells(const Shape& shape, int64_t row, int64_t col);
// The legal anchors of `shape` on `canvas`, in (row, col) order.
std::vector<Cell> LegalAnchors(const CanvasView& canvas, const Shape& shape);

// The cells of `shape` at anchor (row, col) when that placement is
// legal; nullopt when it is not.
std::optional<std::vector<Cell>> LegalCells(const CanvasView& canvas, const Shape& shape,
                                            int64_t row, int64_t col);

// The anchor of a placement task (rotate_place, reflect_place, compose),
// uniform among the anchors inside the canvas where `placed` (the
// transformed shape) is legal, or, when `impossible`, where it is not but
// `original` is (any illegal one when the transform left the shape as it
// was): an impossible case then needs the transform to be seen. nullopt
// when there is no such anchor.
std::optional<Cell> DrawPlacementAnchor(const CanvasView& canvas, const Shape& original,
                                        const Shape& placed, bool impossible, tasks::Rng& rng);

// Declares the canvas fields "size" (kMinCanvasSize..kMaxCanvasSize) and
// "canvas" (size rows of size codes 0..kTargetCode) on an instance holding
// them as `size` and `cells`.
template <typename I>
InstanceFields<I>& DeclareCanvasFields(InstanceFields<I>& fields, int64_t I::*size,
                                       std::vector<int64_t> I::*cells) {
  const auto n = [size](const I& x) { return x.*size; };
  return fields.Int("size", size, kMinCanvasSize, kMaxCanvasSize)
      .Grid("canvas", cells, n, n, kEmptyCode, kTargetCode);
}

// A shape in an instance: the rows [r, c] of its cells, canonical (as
// MakeShape gives them: distinct, sorted, min row = min col = 0), so that
// writing what was read gives the same JSON.
inline constexpr int64_t kMaxShapeCells = 25;

// Declares the field `name` (1..kMaxShapeCells rows of two integers in
// 0..kMaxCanvasSize - 1) on an instance holding it as `cells`.
template <typename I>
InstanceFields<I>& DeclareShapeField(InstanceFields<I>& fields, absl::string_view name,
                                     std::vector<std::vector<int64_t>> I::*cells) {
  return fields.IntRows(name, cells, kMaxShapeCells, 2, 0, kMaxCanvasSize - 1);
}
// The shape of such a field; an error naming `name` unless it is
// canonical and has at least one cell.
absl::StatusOr<Shape> ShapeOfField(absl::string_view name,
                                   const std::vector<std::vector<int64_t>>& cells);
// The field's rows of a shape.
std::vector<std::vector<int64_t>> ShapeField(const Shape& shape);

// Table 5's parameters of one level.
//
//   level canvas  shapes (weight by size 2/3/4/5)  obstacles decoys rotations      reflections
//   0     4x4     domino 1, triomino 1              0-1       0      {0,90}          none, H
//   1     5x5     domino 1, triomino 3              0-1       0      {0,90} or full  none, H
//   2     6x6     triomino 1, tetromino 2           1-2       0-1    full            H, V
//   3     7x7     tetromino 1, pentomino 1          1-2       1-2    full            all four
//   4     8x8     tetromino 1, pentomino 2          2-3       1-2    full            all four
//   5     9x9     tetromino 1, pentomino 2          2-4       2-3    full            all four
//   6     10x10   tetromino 1, pentomino 3          3-5       2-3    full            all four
//   7     11x11   tetromino 1, pentomino 3          3-6       2-4    full            all four
//   8     12x12   pentomino                         4-7       3-4    full            all four
//
// Levels 1..3 are Table 5's rows; 0 is a warm-up and 4..8 grow the canvas
// and its clutter. "Full" is {0, 90, 180, 270}. A decoy is a domino of one
// letter (the first 'B', then 'C', 'B', ...), a piece placed earlier.
inline constexpr int kSpatialMaxDifficulty = 8;

struct SpatialLevel {
  int64_t canvas = 0;
  // Relative weights of shape sizes 2 (Domino), 3 (Triominoes),
  // 4 (Tetrominoes), 5 (Pentominoes).
  std::array<int64_t, 4> size_weights = {0, 0, 0, 0};
  int64_t min_obstacles = 0, max_obstacles = 0;
  int64_t min_decoys = 0, max_decoys = 0;
  // Sets of quarter turns clockwise; an instance draws one set, then a
  // rotation from it.
  std::vector<std::vector<int>> rotation_sets;
  std::vector<Reflection> reflections;
};

// Level 0..kSpatialMaxDifficulty (clamped into range).
const SpatialLevel& SpatialLevelFor(int difficulty);
// The shape sizes (2..5) a level can draw.
std::vector<int64_t> LevelShapeSizes(const SpatialLevel& level);

// Draws a piece of the level's size distribution, uniform within its library.
const NamedShape& DrawShape(const SpatialLevel& level, tasks::Rng& rng);
// Draws a rotation (quarter turns clockwise) of the level.
int DrawRotation(const SpatialLevel& level, tasks::Rng& rng);
// Draws a reflection of the level.
Reflection DrawReflection(const SpatialLevel& level, tasks::Rng& rng);
// An empty canvas of the level with its obstacles and decoys drawn
// (counts uniform in the level's ranges, cells uniform among empty ones;
// a decoy domino that finds no two adjacent empty cells is left out).
std::vector<int64_t> DrawCanvas(const SpatialLevel& level, tasks::Rng& rng);
// Sets `count` uniformly drawn empty cells of a size x size canvas to
// `code` (fewer if fewer are empty).
void SprinkleCells(std::vector<int64_t>& cells, int64_t size, int64_t code, int64_t count,
                   tasks::Rng& rng);

// Adds obstacles on cells of legal placements of `shape` until at most
// `keep` legal anchors remain. With keep >= 1 each obstacle goes on a cell
// of one legal placement A outside another B (both drawn uniformly), so
// at least one stays legal; with keep = 0 on any cell of a legal one.
void CrowdCanvas(std::vector<int64_t>& cells, int64_t size, const Shape& shape, int64_t keep,
                 tasks::Rng& rng);

// Reflection names as prompts and instances use them: "none",
// "horizontal", "vertical", "diagonal"; codes 0..3 in that order.
absl::string_view ReflectionName(Reflection reflection);
int64_t ReflectionCode(Reflection reflection);
Reflection ReflectionFromCode(int64_t code);  // code in 0..3

// The conventions paragraph every spatial prompt states.
extern const char kSpatialConventions[];
// A shape drawn as rows of '#' and '.', one per line (no trailing newline).
std::string ShapeText(const Shape& shape);

// The prompt of a placement task (rotate_place, reflect_place, compose):
// the canvas, the shape, `operations` (what to do to it and where to place
// it), the rule of the answer, the conventions and the answer format.
std::string PlacementPrompt(absl::string_view task, const CanvasView& canvas, const Shape& shape,
                            absl::string_view operations);
// "90 degrees clockwise" for a quarter-turn count 0..3.
std::string RotationText(int64_t quarter_turns);

// The JSON value of an output's last answer: the value of its last
// "answer" key (parsing::ParseAnswerJson), unless an <answer>...</answer>
// span (or a \boxed{}: parsing::FinalAnswer) starts after that key (or
// there is no key), when the answer is that span's content, which must
// then be one JSON value (`<answer>"impossible"</answer>`,
// `<answer>{"anchor": [1, 2]}</answer>`). The last answer given wins,
// whichever notation it is in: an answer tagged after the JSON one
// replaces it. nullopt when there is none or it is malformed.
std::optional<parsing::JsonDocument> SpatialAnswerJson(
    absl::string_view output ABSL_ATTRIBUTE_LIFETIME_BOUND);

// An answer of the form {"answer": {"anchor": [r, c]}} or
// {"answer": "impossible"}.
struct AnchorAnswer {
  bool impossible = false;
  Cell anchor;  // When !impossible.
  friend bool operator==(const AnchorAnswer& a, const AnchorAnswer& b) {
    return a.impossible == b.impossible && (a.impossible || a.anchor == b.anchor);
  }
};
// Reads the last answer of `output` (SpatialAnswerJson): the string
// "impossible" (any case, spaces around ignored), {"impossible": true}
// (with no "anchor" beside it), or an object with "anchor": [r, c] (two
// integers in int64; other keys ignored). nullopt when unparseable.
std::optional<AnchorAnswer> ReadAnchorAnswer(absl::string_view output);
// The reference output: {"answer": {"anchor": [r, c]}} or
// {"answer": "impossible"} (nullopt anchor).
std::string WriteAnchorAnswer(const std::optional<Cell>& anchor);

// An answer listing cells: {"answer": {"cells": [[r, c], ...]}} (or the
// bare list {"answer": [[r, c], ...]}), or {"answer": "impossible"}.
struct CellsAnswer {
  bool impossible = false;
  std::vector<Cell> cells;  // As written (order and repeats kept).
};
// Reads the last answer of `output` (SpatialAnswerJson): "impossible" or
// {"impossible": true} (with no "cells" beside it) as ReadAnchorAnswer
// does, else the list of cells (each two integers in int64; an empty list
// is a list). nullopt when unparseable.
std::optional<CellsAnswer> ReadCellsAnswer(absl::string_view output);
// {"answer": {"cells": [[r, c], ...]}} of `cells` in the order given, or
// {"answer": "impossible"} (nullopt).
std::string WriteCellsAnswer(const std::optional<std::vector<Cell>>& cells);
// The VAST ladder of a cells answer against `want` (nullopt: impossible):
// -1 unparseable; 1 when both say impossible, or when the answer lists
// exactly the cells of `want`, each once, in any order; 0 otherwise.
Verdict GradeCellsAnswer(absl::string_view output, const std::optional<std::vector<Cell>>& want);

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_GEOMETRY_SPATIAL_CANVAS_H_

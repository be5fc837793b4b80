// Polyominoes on a grid, shared by seed 003's spatial-2D subtasks
// (geometry/, App. C.1) and its Polyomino Target Cover (optimization/,
// App. C.3): shapes as cell sets normalised to their tight bounding box,
// the rotations and reflections the paper uses, and its piece libraries.
//
// Conventions (stated in every prompt that uses them):
//   - a cell is (row, col), row 0 at the top, col 0 at the left;
//   - an anchor is the grid cell of the shape's bounding-box top-left;
//   - Rotate(s, q) turns the shape q quarter turns clockwise;
//   - reflections: kHorizontal mirrors left <-> right (columns reversed),
//     kVertical mirrors top <-> bottom (rows reversed), kDiagonal swaps
//     rows and columns (the main diagonal, top-left to bottom-right).
// Every result is normalised again (min row = min col = 0, cells sorted),
// so two shapes are the same placement-free shape iff they compare equal.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_POLYOMINOES_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_POLYOMINOES_H_

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/string_view.h"

namespace referee {
namespace environments {

struct Cell {
  int64_t row = 0;
  int64_t col = 0;
  friend bool operator==(const Cell& a, const Cell& b) {
    return a.row == b.row && a.col == b.col;
  }
  friend bool operator<(const Cell& a, const Cell& b) {
    return a.row != b.row ? a.row < b.row : a.col < b.col;
  }
};

// A normalised cell set (see the header comment). Build with MakeShape.
struct Shape {
  std::vector<Cell> cells;
  int64_t height = 0;
  int64_t width = 0;
  friend bool operator==(const Shape& a, const Shape& b) { return a.cells == b.cells; }
  friend bool operator!=(const Shape& a, const Shape& b) { return !(a == b); }
};

enum class Reflection { kNone, kHorizontal, kVertical, kDiagonal };

// Normalises `cells` (any offsets, duplicates removed).
Shape MakeShape(std::vector<Cell> cells);
// From rows of a picture: '#' (or any of `filled`) is a cell, others not.
Shape ShapeFromRows(const std::vector<absl::string_view>& rows, char filled = '#');

Shape Rotate(const Shape& shape, int quarter_turns_clockwise);
Shape Reflect(const Shape& shape, Reflection reflection);

// The shape as rows of `mark` and '.' (its bounding box), one per line.
std::vector<std::string> ShapeRows(const Shape& shape, char mark = '#');

// A named piece of a library.
struct NamedShape {
  absl::string_view name;  // e.g. "L4", "O", "P5".
  Shape shape;
};

// The libraries the paper draws from. Triominoes: I3, L3. Tetrominoes: I4,
// O, T4, S4, Z4, L4, J4. The "light set" of pentominoes: P5, L5, T5, U5,
// V5, W5, Z5. Domino: D2. The 2x3 rectangle: R6.
const std::vector<NamedShape>& Triominoes();
const std::vector<NamedShape>& Tetrominoes();
const std::vector<NamedShape>& Pentominoes();
const NamedShape& Domino();
const NamedShape& Rectangle2x3();

// The distinct shapes among the 4 rotations of `shape` (rotation order
// 0, 90, 180, 270; a rotation equal to an earlier one is left out), each
// with its quarter turns.
std::vector<std::pair<int, Shape>> DistinctRotations(const Shape& shape);

// Whether `shape` at anchor (row, col) lies inside an h x w grid.
bool FitsInside(const Shape& shape, int64_t row, int64_t col, int64_t h, int64_t w);

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_POLYOMINOES_H_

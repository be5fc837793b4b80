#include "verifiers/environments/polyominoes.h"

#include <algorithm>

namespace referee {
namespace environments {

Shape MakeShape(std::vector<Cell> cells) {
  Shape shape;
  if (cells.empty()) return shape;
  int64_t min_row = cells[0].row, min_col = cells[0].col;
  for (const Cell& c : cells) {
    min_row = std::min(min_row, c.row);
    min_col = std::min(min_col, c.col);
  }
  for (Cell& c : cells) {
    c.row -= min_row;
    c.col -= min_col;
    shape.height = std::max(shape.height, c.row + 1);
    shape.width = std::max(shape.width, c.col + 1);
  }
  std::sort(cells.begin(), cells.end());
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  shape.cells = std::move(cells);
  return shape;
}

Shape ShapeFromRows(const std::vector<absl::string_view>& rows, char filled) {
  std::vector<Cell> cells;
  for (size_t r = 0; r < rows.size(); ++r) {
    for (size_t c = 0; c < rows[r].size(); ++c) {
      if (rows[r][c] == filled) cells.push_back({static_cast<int64_t>(r), static_cast<int64_t>(c)});
    }
  }
  return MakeShape(std::move(cells));
}

Shape Rotate(const Shape& shape, int quarter_turns_clockwise) {
  Shape out = shape;
  const int turns = ((quarter_turns_clockwise % 4) + 4) % 4;
  for (int t = 0; t < turns; ++t) {
    // Clockwise: (r, c) -> (c, height - 1 - r).
    std::vector<Cell> cells;
    cells.reserve(out.cells.size());
    for (const Cell& c : out.cells) cells.push_back({c.col, out.height - 1 - c.row});
    out = MakeShape(std::move(cells));
  }
  return out;
}

Shape Reflect(const Shape& shape, Reflection reflection) {
  std::vector<Cell> cells;
  cells.reserve(shape.cells.size());
  for (const Cell& c : shape.cells) {
    switch (reflection) {
      case Reflection::kNone: cells.push_back(c); break;
      case Reflection::kHorizontal: cells.push_back({c.row, shape.width - 1 - c.col}); break;
      case Reflection::kVertical: cells.push_back({shape.height - 1 - c.row, c.col}); break;
      case Reflection::kDiagonal: cells.push_back({c.col, c.row}); break;
    }
  }
  return MakeShape(std::move(cells));
}

std::vector<std::string> ShapeRows(const Shape& shape, char mark) {
  std::vector<std::string> rows(static_cast<size_t>(shape.height),
                                std::string(static_cast<size_t>(shape.width), '.'));
  for (const Cell& c : shape.cells) rows[static_cast<size_t>(c.row)][static_cast<size_t>(c.col)] = mark;
  return rows;
}

namespace {

std::vector<NamedShape> Library(
    std::initializer_list<std::pair<absl::string_view, std::vector<absl::string_view>>> pictures) {
  std::vector<NamedShape> out;
  for (const auto& [name, rows] : pictures) out.push_back({name, ShapeFromRows(rows)});
  return out;
}

}  // namespace

const std::vector<NamedShape>& Triominoes() {
  static const std::vector<NamedShape>* library = new std::vector<NamedShape>(Library({
      {"I3", {"###"}},
      {"L3", {"#.", "##"}},
  }));
  return *library;
}

const std::vector<NamedShape>& Tetrominoes() {
  static const std::vector<NamedShape>* library = new std::vector<NamedShape>(Library({
      {"I4", {"####"}},
      {"O", {"##", "##"}},
      {"T4", {"###", ".#."}},
      {"S4", {".##", "##."}},
      {"Z4", {"##.", ".##"}},
      {"L4", {"#.", "#.", "##"}},
      {"J4", {".#", ".#", "##"}},
  }));
  return *library;
}

const std::vector<NamedShape>& Pentominoes() {
  static const std::vector<NamedShape>* library = new std::vector<NamedShape>(Library({
      {"P5", {"##", "##", "#."}},
      {"L5", {"#.", "#.", "#.", "##"}},
      {"T5", {"###", ".#.", ".#."}},
      {"U5", {"#.#", "###"}},
      {"V5", {"#..", "#..", "###"}},
      {"W5", {"#..", "##.", ".##"}},
      {"Z5", {"##.", ".#.", ".##"}},
  }));
  return *library;
}

const NamedShape& Domino() {
  static const NamedShape* piece = new NamedShape{"D2", ShapeFromRows({"##"})};
  return *piece;
}

const NamedShape& Rectangle2x3() {
  static const NamedShape* piece = new NamedShape{"R6", ShapeFromRows({"###", "###"})};
  return *piece;
}

std::vector<std::pair<int, Shape>> DistinctRotations(const Shape& shape) {
  std::vector<std::pair<int, Shape>> out;
  for (int q = 0; q < 4; ++q) {
    Shape turned = Rotate(shape, q);
    bool seen = false;
    for (const auto& [turns, earlier] : out) seen = seen || earlier == turned;
    if (!seen) out.emplace_back(q, std::move(turned));
  }
  return out;
}

bool FitsInside(const Shape& shape, int64_t row, int64_t col, int64_t h, int64_t w) {
  return row >= 0 && col >= 0 && row + shape.height <= h && col + shape.width <= w;
}

}  // namespace environments
}  // namespace referee

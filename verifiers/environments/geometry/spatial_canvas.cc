#include "verifiers/environments/geometry/spatial_canvas.h"

#include <algorithm>
#include <iterator>
#include <utility>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/match.h"
#include "absl/strings/str_join.h"
#include "verifiers/environments/instance_io.h"
#include "verifiers/environments/rlve_ladder.h"
#include "verifiers/parsing/final_answer.h"
#include "verifiers/parsing/json_value.h"

namespace referee {
namespace environments {
inline namespace spatial_canvas_cc {  // Unity builds: DEVELOPERS.md
namespace {

std::vector<SpatialLevel> MakeSpatialLevels() {
  using R = Reflection;
  const std::vector<int> half_turns = {0, 1};
  const std::vector<int> all_turns = {0, 1, 2, 3};
  const std::vector<R> all = {R::kNone, R::kHorizontal, R::kVertical, R::kDiagonal};
  return {
      {4, {1, 1, 0, 0}, 0, 1, 0, 0, {half_turns}, {R::kNone, R::kHorizontal}},
      {5, {1, 3, 0, 0}, 0, 1, 0, 0, {half_turns, all_turns}, {R::kNone, R::kHorizontal}},
      {6, {0, 1, 2, 0}, 1, 2, 0, 1, {all_turns}, {R::kHorizontal, R::kVertical}},
      {7, {0, 0, 1, 1}, 1, 2, 1, 2, {all_turns}, all},
      {8, {0, 0, 1, 2}, 2, 3, 1, 2, {all_turns}, all},
      {9, {0, 0, 1, 2}, 2, 4, 2, 3, {all_turns}, all},
      {10, {0, 0, 1, 3}, 3, 5, 2, 3, {all_turns}, all},
      {11, {0, 0, 1, 3}, 3, 6, 2, 4, {all_turns}, all},
      {12, {0, 0, 0, 1}, 4, 7, 3, 4, {all_turns}, all},
  };
}

// The empty cells of a canvas, in (row, col) order.
std::vector<int64_t> EmptyIndices(const std::vector<int64_t>& cells) {
  std::vector<int64_t> out;
  for (size_t i = 0; i < cells.size(); ++i) {
    if (cells[i] == kEmptyCode) out.push_back(static_cast<int64_t>(i));
  }
  return out;
}

// Stamps one decoy domino of `code`: a uniformly drawn pair of adjacent
// empty cells (horizontal pairs first, then vertical, in index order).
void StampDecoy(std::vector<int64_t>& cells, int64_t n, int64_t code, tasks::Rng& rng) {
  std::vector<std::pair<int64_t, int64_t>> pairs;
  for (int64_t r = 0; r < n; ++r) {
    for (int64_t c = 0; c + 1 < n; ++c) {
      if (cells[r * n + c] == kEmptyCode && cells[r * n + c + 1] == kEmptyCode) {
        pairs.emplace_back(r * n + c, r * n + c + 1);
      }
    }
  }
  for (int64_t r = 0; r + 1 < n; ++r) {
    for (int64_t c = 0; c < n; ++c) {
      if (cells[r * n + c] == kEmptyCode && cells[(r + 1) * n + c] == kEmptyCode) {
        pairs.emplace_back(r * n + c, (r + 1) * n + c);
      }
    }
  }
  if (pairs.empty()) return;
  const auto& [a, b] =
      pairs[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(pairs.size()) - 1))];
  cells[a] = code;
  cells[b] = code;
}

// What an answer says of impossibility: the string "impossible" or
// {"impossible": true} (with no `list_key` member beside it, which would
// contradict it) is kImpossible; another string, or that contradiction,
// is kBad; anything else kOther (read on).
enum class ImpossibleSaid { kImpossible, kBad, kOther };
ImpossibleSaid SaysImpossible(const parsing::JsonDocument& doc, absl::string_view list_key) {
  const parsing::JsonDocument::Node& root = doc.root();
  if (root.kind == parsing::JsonKind::kString) {
    return absl::EqualsIgnoreCase(absl::StripAsciiWhitespace(root.text), "impossible")
               ? ImpossibleSaid::kImpossible
               : ImpossibleSaid::kBad;
  }
  if (root.kind != parsing::JsonKind::kObject) return ImpossibleSaid::kOther;
  const std::optional<size_t> impossible = doc.Find(doc.root_index(), "impossible");
  if (!impossible || doc.nodes()[*impossible].kind != parsing::JsonKind::kBool ||
      !doc.nodes()[*impossible].boolean) {
    return ImpossibleSaid::kOther;
  }
  const std::optional<size_t> other = doc.Find(doc.root_index(), list_key);
  if (other && doc.nodes()[*other].kind != parsing::JsonKind::kNull) return ImpossibleSaid::kBad;
  return ImpossibleSaid::kImpossible;
}

// Node `index` as [r, c]: an array of two integers in int64.
std::optional<Cell> PairAt(const parsing::JsonDocument& doc, size_t index) {
  const parsing::JsonDocument::Node& pair = doc.nodes()[index];
  if (pair.kind != parsing::JsonKind::kArray || pair.count != 2) return std::nullopt;
  const std::vector<size_t> members = doc.Members(index);
  const std::optional<int64_t> row = doc.nodes()[members[0]].integer;
  const std::optional<int64_t> col = doc.nodes()[members[1]].integer;
  if (!row || !col) return std::nullopt;
  return Cell{*row, *col};
}

}  // namespace
}  // namespace spatial_canvas_cc

const char kSpatialConventions[] =
    "Conventions: a cell is (row, col), row 0 at the top and col 0 at the left. "
    "On the canvas '.' is empty, '#' an obstacle, 'B' and 'C' are letters of pieces placed "
    "earlier, 't' a target marker. A placement is legal when every cell of the shape lies "
    "inside the canvas and on '.' or 't' (never on '#' or a letter). A shape's anchor [r, c] "
    "is the canvas cell of the top-left corner of its tight bounding box. Rotations are "
    "clockwise. Reflection \"none\" leaves a shape as it is, \"horizontal\" mirrors "
    "left <-> right (columns reversed), \"vertical\" mirrors top <-> bottom (rows "
    "reversed), \"diagonal\" swaps rows and columns (the main diagonal, top-left to "
    "bottom-right). A transformed shape is again taken with its tight bounding box.";

char CanvasChar(int64_t code) {
  switch (code) {
    case kEmptyCode: return '.';
    case kObstacleCode: return '#';
    case kDecoyBCode: return 'B';
    case kDecoyCCode: return 'C';
    case kTargetCode: return 't';
    default: return '?';
  }
}

bool BlocksPlacement(int64_t code) {
  return code == kObstacleCode || code == kDecoyBCode || code == kDecoyCCode;
}

bool CanvasView::Legal(const Shape& shape, int64_t row, int64_t col) const {
  // Bounds first, written so that no int64 anchor overflows.
  if (row < 0 || col < 0 || row > size_ - shape.height || col > size_ - shape.width) {
    return false;
  }
  for (const Cell& c : shape.cells) {
    if (BlocksPlacement(At(row + c.row, col + c.col))) return false;
  }
  return true;
}

std::vector<std::string> CanvasView::Rows() const {
  std::vector<std::string> rows;
  for (int64_t r = 0; r < size_; ++r) {
    std::string line;
    for (int64_t c = 0; c < size_; ++c) line.push_back(CanvasChar(At(r, c)));
    rows.push_back(std::move(line));
  }
  return rows;
}

std::string CanvasView::Text() const { return absl::StrJoin(Rows(), "\n"); }

std::vector<Cell> PlacedCells(const Shape& shape, int64_t row, int64_t col) {
  std::vector<Cell> out;
  for (const Cell& c : shape.cells) out.push_back({row + c.row, col + c.col});
  return out;  // Sorted: shape.cells is, and a shift keeps the order.
}

std::vector<Cell> LegalAnchors(const CanvasView& canvas, const Shape& shape) {
  std::vector<Cell> out;
  for (int64_t r = 0; r + shape.height <= canvas.size(); ++r) {
    for (int64_t c = 0; c + shape.width <= canvas.size(); ++c) {
      if (canvas.Legal(shape, r, c)) out.push_back({r, c});
    }
  }
  return out;
}

std::optional<std::vector<Cell>> LegalCells(const CanvasView& canvas, const Shape& shape,
                                            int64_t row, int64_t col) {
  if (!canvas.Legal(shape, row, col)) return std::nullopt;
  return PlacedCells(shape, row, col);
}

std::optional<Cell> DrawPlacementAnchor(const CanvasView& canvas, const Shape& original,
                                        const Shape& placed, bool impossible, tasks::Rng& rng) {
  std::vector<Cell> anchors;
  for (int64_t r = 0; r < canvas.size(); ++r) {
    for (int64_t c = 0; c < canvas.size(); ++c) {
      const bool legal = canvas.Legal(placed, r, c);
      const bool wanted =
          impossible ? !legal && (placed == original || canvas.Legal(original, r, c)) : legal;
      if (wanted) anchors.push_back({r, c});
    }
  }
  if (anchors.empty()) return std::nullopt;
  return anchors[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(anchors.size()) - 1))];
}

const SpatialLevel& SpatialLevelFor(int difficulty) {
  static const std::vector<SpatialLevel>* levels =
      new std::vector<SpatialLevel>(MakeSpatialLevels());
  const int at = difficulty < 0 ? 0 : difficulty > kSpatialMaxDifficulty ? kSpatialMaxDifficulty
                                                                         : difficulty;
  return (*levels)[static_cast<size_t>(at)];
}

std::vector<int64_t> LevelShapeSizes(const SpatialLevel& level) {
  std::vector<int64_t> out;
  for (int64_t i = 0; i < 4; ++i) {
    if (level.size_weights[static_cast<size_t>(i)] > 0) out.push_back(i + 2);
  }
  return out;
}

const NamedShape& DrawShape(const SpatialLevel& level, tasks::Rng& rng) {
  int64_t total = 0;
  for (const int64_t w : level.size_weights) total += w;
  int64_t pick = rng.Uniform(0, total - 1);
  size_t size_index = 0;
  while (pick >= level.size_weights[size_index]) pick -= level.size_weights[size_index++];
  if (size_index == 0) return Domino();
  const std::vector<NamedShape>& library =
      size_index == 1 ? Triominoes() : size_index == 2 ? Tetrominoes() : Pentominoes();
  return library[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(library.size()) - 1))];
}

int DrawRotation(const SpatialLevel& level, tasks::Rng& rng) {
  const std::vector<int>& set = level.rotation_sets[static_cast<size_t>(
      rng.Uniform(0, static_cast<int64_t>(level.rotation_sets.size()) - 1))];
  return set[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(set.size()) - 1))];
}

Reflection DrawReflection(const SpatialLevel& level, tasks::Rng& rng) {
  return level.reflections[static_cast<size_t>(
      rng.Uniform(0, static_cast<int64_t>(level.reflections.size()) - 1))];
}

void SprinkleCells(std::vector<int64_t>& cells, int64_t size, int64_t code, int64_t count,
                   tasks::Rng& rng) {
  (void)size;
  for (int64_t k = 0; k < count; ++k) {
    const std::vector<int64_t> empty = EmptyIndices(cells);
    if (empty.empty()) return;
    cells[static_cast<size_t>(empty[static_cast<size_t>(
        rng.Uniform(0, static_cast<int64_t>(empty.size()) - 1))])] = code;
  }
}

std::vector<int64_t> DrawCanvas(const SpatialLevel& level, tasks::Rng& rng) {
  const int64_t n = level.canvas;
  std::vector<int64_t> cells(static_cast<size_t>(n * n), kEmptyCode);
  SprinkleCells(cells, n, kObstacleCode, rng.Uniform(level.min_obstacles, level.max_obstacles),
                rng);
  const int64_t decoys = rng.Uniform(level.min_decoys, level.max_decoys);
  for (int64_t d = 0; d < decoys; ++d) {
    StampDecoy(cells, n, d % 2 == 0 ? kDecoyBCode : kDecoyCCode, rng);
  }
  return cells;
}

void CrowdCanvas(std::vector<int64_t>& cells, int64_t size, const Shape& shape, int64_t keep,
                 tasks::Rng& rng) {
  const auto pick = [&rng](const auto& items) -> const auto& {
    return items[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(items.size()) - 1))];
  };
  for (;;) {
    const std::vector<Cell> legal = LegalAnchors(CanvasView(size, cells), shape);
    if (static_cast<int64_t>(legal.size()) <= keep) return;
    const Cell a = pick(legal);
    std::vector<Cell> choices = PlacedCells(shape, a.row, a.col);
    if (keep > 0) {
      Cell b = a;
      while (b == a) b = pick(legal);  // legal holds two or more.
      const std::vector<Cell> kept = PlacedCells(shape, b.row, b.col);
      std::vector<Cell> only_a;
      std::set_difference(choices.begin(), choices.end(), kept.begin(), kept.end(),
                          std::back_inserter(only_a));
      choices = std::move(only_a);  // Not empty: distinct translates differ.
    }
    const Cell c = pick(choices);
    cells[static_cast<size_t>(c.row * size + c.col)] = kObstacleCode;
  }
}

absl::string_view ReflectionName(Reflection reflection) {
  switch (reflection) {
    case Reflection::kNone: return "none";
    case Reflection::kHorizontal: return "horizontal";
    case Reflection::kVertical: return "vertical";
    case Reflection::kDiagonal: return "diagonal";
  }
  return "none";
}

int64_t ReflectionCode(Reflection reflection) { return static_cast<int64_t>(reflection); }

Reflection ReflectionFromCode(int64_t code) {
  switch (code) {
    case 1: return Reflection::kHorizontal;
    case 2: return Reflection::kVertical;
    case 3: return Reflection::kDiagonal;
    default: return Reflection::kNone;
  }
}

std::string PlacementPrompt(absl::string_view task, const CanvasView& canvas, const Shape& shape,
                            absl::string_view operations) {
  return absl::StrCat(
      "Spatial task: ", task, ". Here is a ", canvas.size(), " x ", canvas.size(),
      " canvas, one line per row, row 0 first:\n", canvas.Text(),
      "\n\nThe shape ('#' marks its cells, shown in its tight bounding box):\n",
      ShapeText(shape), "\n\n", operations,
      "\n\nIf the final placement is legal, the answer is the list of canvas cells the shape "
      "covers there, as [row, col] pairs. If it is not legal (a cell outside the canvas, or on "
      "'#' or a letter), the answer is \"impossible\".\n\n",
      kSpatialConventions,
      "\n\nGive your final answer as JSON: {\"answer\": {\"cells\": [[r1, c1], [r2, c2], "
      "...]}}, or {\"answer\": \"impossible\"}.");
}

std::string RotationText(int64_t quarter_turns) {
  return absl::StrCat(90 * (((quarter_turns % 4) + 4) % 4), " degrees clockwise");
}

std::string ShapeText(const Shape& shape) { return absl::StrJoin(ShapeRows(shape), "\n"); }

std::optional<parsing::JsonDocument> SpatialAnswerJson(absl::string_view output) {
  const std::optional<absl::string_view> tagged = parsing::FinalAnswer(output);
  const size_t key = output.rfind("\"answer\"");
  if (tagged && (key == absl::string_view::npos ||
                 static_cast<size_t>(tagged->data() - output.data()) > key)) {
    size_t consumed = 0;
    std::optional<parsing::JsonDocument> doc =
        parsing::ParseJson(*tagged, parsing::JsonLimits(), &consumed);
    if (!doc || consumed != absl::StripTrailingAsciiWhitespace(*tagged).size()) {
      return std::nullopt;
    }
    return doc;
  }
  return parsing::ParseAnswerJson(output);
}

std::optional<AnchorAnswer> ReadAnchorAnswer(absl::string_view output) {
  const std::optional<parsing::JsonDocument> doc = SpatialAnswerJson(output);
  if (!doc) return std::nullopt;
  AnchorAnswer answer;
  const ImpossibleSaid said = SaysImpossible(*doc, "anchor");
  if (said == ImpossibleSaid::kBad) return std::nullopt;
  if (said == ImpossibleSaid::kImpossible) {
    answer.impossible = true;
    return answer;
  }
  if (doc->root().kind != parsing::JsonKind::kObject) return std::nullopt;
  const std::optional<size_t> anchor = doc->Find(doc->root_index(), "anchor");
  if (!anchor) return std::nullopt;
  const std::optional<Cell> cell = PairAt(*doc, *anchor);
  if (!cell) return std::nullopt;
  answer.anchor = *cell;
  return answer;
}

std::string WriteAnchorAnswer(const std::optional<Cell>& anchor) {
  if (!anchor) return "{\"answer\": \"impossible\"}";
  return absl::StrCat("{\"answer\": {\"anchor\": [", anchor->row, ", ", anchor->col, "]}}");
}

std::optional<CellsAnswer> ReadCellsAnswer(absl::string_view output) {
  const std::optional<parsing::JsonDocument> doc = SpatialAnswerJson(output);
  if (!doc) return std::nullopt;
  CellsAnswer answer;
  const ImpossibleSaid said = SaysImpossible(*doc, "cells");
  if (said == ImpossibleSaid::kBad) return std::nullopt;
  if (said == ImpossibleSaid::kImpossible) {
    answer.impossible = true;
    return answer;
  }
  size_t list = doc->root_index();
  if (doc->root().kind == parsing::JsonKind::kObject) {
    const std::optional<size_t> cells = doc->Find(doc->root_index(), "cells");
    if (!cells) return std::nullopt;
    list = *cells;
  }
  if (doc->nodes()[list].kind != parsing::JsonKind::kArray) return std::nullopt;
  for (const size_t member : doc->Members(list)) {
    const std::optional<Cell> cell = PairAt(*doc, member);
    if (!cell) return std::nullopt;
    answer.cells.push_back(*cell);
  }
  return answer;
}

std::string WriteCellsAnswer(const std::optional<std::vector<Cell>>& cells) {
  if (!cells) return "{\"answer\": \"impossible\"}";
  std::string out = "{\"answer\": {\"cells\": [";
  for (size_t i = 0; i < cells->size(); ++i) {
    absl::StrAppend(&out, i == 0 ? "" : ", ", "[", (*cells)[i].row, ", ", (*cells)[i].col, "]");
  }
  return out + "]}}";
}

Verdict GradeCellsAnswer(absl::string_view output, const std::optional<std::vector<Cell>>& want) {
  std::optional<CellsAnswer> given = ReadCellsAnswer(output);
  if (!given) return Unparsed();
  bool right = given->impossible == !want;
  if (right && want) {
    std::sort(given->cells.begin(), given->cells.end());
    std::vector<Cell> sorted = *want;
    std::sort(sorted.begin(), sorted.end());
    right = given->cells == sorted;  // A repeated cell makes the lists differ.
  }
  return right ? Verdict{1.0, true, true} : Verdict{0.0, false, true};
}

absl::StatusOr<Shape> ShapeOfField(absl::string_view name,
                                   const std::vector<std::vector<int64_t>>& cells) {
  if (cells.empty()) return BadInstance(name, "a shape needs at least one cell");
  std::vector<Cell> given;
  for (const std::vector<int64_t>& row : cells) given.push_back({row[0], row[1]});
  Shape shape = MakeShape(given);
  if (shape.cells != given) {
    return BadInstance(name, "cells must be distinct, sorted by (row, col), with the least "
                             "row and the least column 0");
  }
  return shape;
}

std::vector<std::vector<int64_t>> ShapeField(const Shape& shape) {
  std::vector<std::vector<int64_t>> out;
  for (const Cell& c : shape.cells) out.push_back({c.row, c.col});
  return out;
}

}  // namespace environments
}  // namespace referee

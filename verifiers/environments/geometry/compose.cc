#include "verifiers/environments/geometry/compose.h"

#include "verifiers/environments/geometry/spatial_canvas.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace compose_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;
using environments::CanvasView;
using environments::Cell;
using environments::Reflection;
using environments::Shape;

constexpr int64_t kRotate = 0, kReflect = 1, kTranslate = 2;

struct ComposeInstance {
  int64_t size = 0;
  std::vector<int64_t> canvas;  // size * size codes, row by row.
  std::vector<std::vector<int64_t>> shape;
  int64_t rotation = 0;    // Quarter turns clockwise.
  int64_t reflection = 0;  // ReflectionCode: 0 none .. 3 diagonal.
  std::vector<int64_t> order;  // A permutation of kRotate, kReflect, kTranslate.
  int64_t row = 0, col = 0;    // The start anchor.
  int64_t shift_row = 0, shift_col = 0;
  // Derived (Finish): the shape, and the covered cells (nullopt: impossible).
  Shape piece;
  std::optional<std::vector<Cell>> answer;
};

// The shape after the rotation and the reflection, in `order`.
Shape Transformed(const Shape& shape, int64_t rotation, Reflection reflection,
                  const std::vector<int64_t>& order) {
  Shape out = shape;
  for (const int64_t op : order) {
    if (op == kRotate) out = environments::Rotate(out, static_cast<int>(rotation));
    if (op == kReflect) out = environments::Reflect(out, reflection);
  }
  return out;
}

std::string OperationText(const ComposeInstance& x, int64_t op) {
  if (op == kRotate) {
    return absl::StrCat("Rotate the shape by ", environments::RotationText(x.rotation), ".");
  }
  if (op == kReflect) {
    return absl::StrCat(
        "Reflect the shape with reflection \"",
        environments::ReflectionName(environments::ReflectionFromCode(x.reflection)), "\".");
  }
  return absl::StrCat("Translate the shape by (", x.shift_row, ", ", x.shift_col,
                      "): add ", x.shift_row, " to its anchor's row and ", x.shift_col,
                      " to its anchor's column.");
}

class ComposeEnvironment final : public environments::LadderEnvironment<ComposeInstance> {
 public:
  ComposeEnvironment()
      : LadderEnvironment(
            {"compose", "VAST:compose", environments::kSpatialMaxDifficulty,
             "Apply a rotation, a reflection and a translation to a polyomino in a stated "
             "order, place it on a canvas with obstacles and list the cells it covers, or say "
             "the placement is illegal (seed 003 spatial 2D).",
             /*difficulty_help=*/"seed 003's Table 5: canvas 5/6/7 at levels 1/2/3 (4 at 0, "
             "up to 12 at 8), shapes of 2-3, 3-4, 4-5 cells, 0-1/1-2/1-2 obstacles, "
             "0/0-1/1-2 decoy letters, the level's rotations and reflections (not both "
             "trivial), a uniform order; a fifth of the draws impossible"},
            {"VAST ladder: -1 unparseable, 1 the covered cells (or \"impossible\" when the "
             "placement is illegal), 0 otherwise."}) {}

 protected:
  ComposeInstance Make(int difficulty, tasks::Rng& rng) const override {
    const environments::SpatialLevel& level = environments::SpatialLevelFor(difficulty);
    for (;;) {
      ComposeInstance x;
      x.size = level.canvas;
      x.canvas = environments::DrawCanvas(level, rng);
      const Shape shape = environments::DrawShape(level, rng).shape;
      x.shape = environments::ShapeField(shape);
      x.rotation = environments::DrawRotation(level, rng);
      const Reflection mode = environments::DrawReflection(level, rng);
      x.reflection = environments::ReflectionCode(mode);
      if (x.rotation == 0 && mode == Reflection::kNone) continue;
      x.order = {kRotate, kReflect, kTranslate};
      rng.Shuffle(x.order);
      const bool impossible = rng.Chance(1, 5);
      const CanvasView view(x.size, x.canvas);
      const std::optional<Cell> target = environments::DrawPlacementAnchor(
          view, shape, Transformed(shape, x.rotation, mode, x.order), impossible, rng);
      if (!target) continue;
      // The start: any other anchor of the canvas (the translation moves).
      int64_t at = rng.Uniform(0, x.size * x.size - 2);
      if (at >= target->row * x.size + target->col) ++at;
      x.row = at / x.size;
      x.col = at % x.size;
      x.shift_row = target->row - x.row;
      x.shift_col = target->col - x.col;
      return x;
    }
  }

  void DeclareFields(environments::InstanceFields<ComposeInstance>& fields) const override {
    using I = ComposeInstance;
    const auto last = [](const I& x) { return x.size - 1; };
    const auto least = [](const I& x) { return 1 - x.size; };
    environments::DeclareCanvasFields(fields, &I::size, &I::canvas);
    environments::DeclareShapeField(fields, "shape", &I::shape);
    fields.Int("rotation", &I::rotation, 0, 3)
        .Int("reflection", &I::reflection, 0, 3)
        .Ints("order", &I::order, 3, 0, 2)
        .SizedBy(3)
        .Int("row", &I::row, 0, last)
        .Int("col", &I::col, 0, last)
        .Int("shift_row", &I::shift_row, least, last)
        .Int("shift_col", &I::shift_col, least, last);
  }

  absl::Status Finish(ComposeInstance& x) const override {
    std::vector<int64_t> sorted = x.order;
    std::sort(sorted.begin(), sorted.end());
    if (sorted != std::vector<int64_t>{kRotate, kReflect, kTranslate}) {
      return BadInstance("order", "must be a permutation of 0, 1, 2");
    }
    absl::StatusOr<Shape> piece = environments::ShapeOfField("shape", x.shape);
    if (!piece.ok()) return piece.status();
    x.piece = *std::move(piece);
    const Shape placed = Transformed(
        x.piece, x.rotation, environments::ReflectionFromCode(x.reflection), x.order);
    x.answer = environments::LegalCells(CanvasView(x.size, x.canvas), placed,
                                        x.row + x.shift_row, x.col + x.shift_col);
    return absl::OkStatus();
  }

  std::string Prompt(const ComposeInstance& x) const override {
    std::string steps;
    for (size_t i = 0; i < x.order.size(); ++i) {
      absl::StrAppend(&steps, i + 1, ". ", OperationText(x, x.order[i]), "\n");
    }
    return environments::PlacementPrompt(
        "compose", CanvasView(x.size, x.canvas), x.piece,
        absl::StrCat("The shape starts with its anchor at [", x.row, ", ", x.col,
                     "]. Apply these operations, in this order:\n", steps,
                     "Rotating or reflecting changes the shape and keeps its anchor where it "
                     "is; translating moves the anchor and keeps the shape. Then place the "
                     "final shape at the final anchor."));
  }

  std::string Reference(const ComposeInstance& x) const override {
    return environments::WriteCellsAnswer(x.answer);
  }

  absl::StatusOr<Verdict> Grade(const ComposeInstance& x,
                                const VerifyInput& input) const override {
    return environments::GradeCellsAnswer(input.output, x.answer);
  }
};

}  // namespace
}  // namespace compose_cc

absl::Status RegisterComposeEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<ComposeEnvironment>());
}

}  // namespace referee

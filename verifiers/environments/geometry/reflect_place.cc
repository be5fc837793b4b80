#include "verifiers/environments/geometry/reflect_place.h"

#include "verifiers/environments/geometry/spatial_canvas.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace reflect_place_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::CanvasView;
using environments::Cell;
using environments::Shape;

struct ReflectPlaceInstance {
  int64_t size = 0;
  std::vector<int64_t> canvas;  // size * size codes, row by row.
  std::vector<std::vector<int64_t>> shape;
  int64_t reflection = 0;    // ReflectionCode: 0 none .. 3 diagonal.
  int64_t row = 0, col = 0;  // The anchor.
  // Derived (Finish): the shape, and the covered cells (nullopt: impossible).
  Shape piece;
  std::optional<std::vector<Cell>> answer;
};

class ReflectPlaceEnvironment final : public environments::LadderEnvironment<ReflectPlaceInstance> {
 public:
  ReflectPlaceEnvironment()
      : LadderEnvironment(
            {"reflect_place", "VAST:reflect_place", environments::kSpatialMaxDifficulty,
             "Reflect a polyomino in a given mode, place it at a given anchor on a canvas with "
             "obstacles, and list the cells it covers, or say the placement is illegal (seed "
             "003 spatial 2D).",
             /*difficulty_help=*/"seed 003's Table 5: canvas 5/6/7 at levels 1/2/3 (4 at 0, "
             "up to 12 at 8), shapes of 2-3, 3-4, 4-5 cells, 0-1/1-2/1-2 obstacles, "
             "0/0-1/1-2 decoy letters, reflections none/horizontal at 1, horizontal/vertical at "
             "2, all four from 3; a fifth of the draws impossible"},
            {"VAST ladder: -1 unparseable, 1 the covered cells (or \"impossible\" when the "
             "placement is illegal), 0 otherwise."}) {}

 protected:
  ReflectPlaceInstance Make(int difficulty, tasks::Rng& rng) const override {
    const environments::SpatialLevel& level = environments::SpatialLevelFor(difficulty);
    for (;;) {
      ReflectPlaceInstance x;
      x.size = level.canvas;
      x.canvas = environments::DrawCanvas(level, rng);
      const Shape shape = environments::DrawShape(level, rng).shape;
      x.shape = environments::ShapeField(shape);
      const environments::Reflection mode = environments::DrawReflection(level, rng);
      x.reflection = environments::ReflectionCode(mode);
      const bool impossible = rng.Chance(1, 5);
      const std::optional<Cell> anchor = environments::DrawPlacementAnchor(
          CanvasView(x.size, x.canvas), shape, environments::Reflect(shape, mode), impossible,
          rng);
      if (!anchor) continue;
      x.row = anchor->row;
      x.col = anchor->col;
      return x;
    }
  }

  void DeclareFields(environments::InstanceFields<ReflectPlaceInstance>& fields) const override {
    using I = ReflectPlaceInstance;
    const auto last = [](const I& x) { return x.size - 1; };
    environments::DeclareCanvasFields(fields, &I::size, &I::canvas);
    environments::DeclareShapeField(fields, "shape", &I::shape);
    fields.Int("reflection", &I::reflection, 0, 3)
        .Int("row", &I::row, 0, last)
        .Int("col", &I::col, 0, last);
  }

  absl::Status Finish(ReflectPlaceInstance& x) const override {
    absl::StatusOr<Shape> piece = environments::ShapeOfField("shape", x.shape);
    if (!piece.ok()) return piece.status();
    x.piece = *std::move(piece);
    x.answer = environments::LegalCells(
        CanvasView(x.size, x.canvas),
        environments::Reflect(x.piece, environments::ReflectionFromCode(x.reflection)), x.row,
        x.col);
    return absl::OkStatus();
  }

  std::string Prompt(const ReflectPlaceInstance& x) const override {
    return environments::PlacementPrompt(
        "reflect_place", CanvasView(x.size, x.canvas), x.piece,
        absl::StrCat("Reflect the shape with reflection \"",
                     environments::ReflectionName(environments::ReflectionFromCode(x.reflection)),
                     "\", then place the reflected shape with its anchor at [", x.row, ", ", x.col,
                     "]."));
  }

  std::string Reference(const ReflectPlaceInstance& x) const override {
    return environments::WriteCellsAnswer(x.answer);
  }

  absl::StatusOr<Verdict> Grade(const ReflectPlaceInstance& x,
                                const VerifyInput& input) const override {
    return environments::GradeCellsAnswer(input.output, x.answer);
  }
};

}  // namespace
}  // namespace reflect_place_cc

absl::Status RegisterReflectPlaceEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<ReflectPlaceEnvironment>());
}

}  // namespace referee

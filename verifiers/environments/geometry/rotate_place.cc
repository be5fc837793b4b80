#include "verifiers/environments/geometry/rotate_place.h"

#include "verifiers/environments/geometry/spatial_canvas.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace rotate_place_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::CanvasView;
using environments::Cell;
using environments::Shape;

struct RotatePlaceInstance {
  int64_t size = 0;
  std::vector<int64_t> canvas;  // size * size codes, row by row.
  std::vector<std::vector<int64_t>> shape;
  int64_t rotation = 0;      // Quarter turns clockwise.
  int64_t row = 0, col = 0;  // The anchor.
  // Derived (Finish): the shape, and the covered cells (nullopt: impossible).
  Shape piece;
  std::optional<std::vector<Cell>> answer;
};

class RotatePlaceEnvironment final : public environments::LadderEnvironment<RotatePlaceInstance> {
 public:
  RotatePlaceEnvironment()
      : LadderEnvironment(
            {"rotate_place", "VAST:rotate_place", environments::kSpatialMaxDifficulty,
             "Rotate a polyomino by a given angle, place it at a given anchor on a canvas with "
             "obstacles, and list the cells it covers, or say the placement is illegal (seed "
             "003 spatial 2D).",
             /*difficulty_help=*/"seed 003's Table 5: canvas 5/6/7 at levels 1/2/3 (4 at 0, "
             "up to 12 at 8), shapes of 2-3, 3-4, 4-5 cells, 0-1/1-2/1-2 obstacles, "
             "0/0-1/1-2 decoy letters, rotations {0, 90} or all at level 1, all from 2; a "
             "fifth of the draws impossible"},
            {"VAST ladder: -1 unparseable, 1 the covered cells (or \"impossible\" when the "
             "placement is illegal), 0 otherwise."}) {}

 protected:
  RotatePlaceInstance Make(int difficulty, tasks::Rng& rng) const override {
    const environments::SpatialLevel& level = environments::SpatialLevelFor(difficulty);
    for (;;) {
      RotatePlaceInstance x;
      x.size = level.canvas;
      x.canvas = environments::DrawCanvas(level, rng);
      const Shape shape = environments::DrawShape(level, rng).shape;
      x.shape = environments::ShapeField(shape);
      x.rotation = environments::DrawRotation(level, rng);
      const bool impossible = rng.Chance(1, 5);
      const Shape turned = environments::Rotate(shape, static_cast<int>(x.rotation));
      const std::optional<Cell> anchor = environments::DrawPlacementAnchor(
          CanvasView(x.size, x.canvas), shape, turned, impossible, rng);
      if (!anchor) continue;
      x.row = anchor->row;
      x.col = anchor->col;
      return x;
    }
  }

  void DeclareFields(environments::InstanceFields<RotatePlaceInstance>& fields) const override {
    using I = RotatePlaceInstance;
    const auto last = [](const I& x) { return x.size - 1; };
    environments::DeclareCanvasFields(fields, &I::size, &I::canvas);
    environments::DeclareShapeField(fields, "shape", &I::shape);
    fields.Int("rotation", &I::rotation, 0, 3)
        .Int("row", &I::row, 0, last)
        .Int("col", &I::col, 0, last);
  }

  absl::Status Finish(RotatePlaceInstance& x) const override {
    absl::StatusOr<Shape> piece = environments::ShapeOfField("shape", x.shape);
    if (!piece.ok()) return piece.status();
    x.piece = *std::move(piece);
    x.answer = environments::LegalCells(CanvasView(x.size, x.canvas),
                                        environments::Rotate(x.piece, static_cast<int>(x.rotation)),
                                        x.row, x.col);
    return absl::OkStatus();
  }

  std::string Prompt(const RotatePlaceInstance& x) const override {
    return environments::PlacementPrompt(
        "rotate_place", CanvasView(x.size, x.canvas), x.piece,
        absl::StrCat("Rotate the shape by ", environments::RotationText(x.rotation),
                     ", then place the rotated shape with its anchor at [", x.row, ", ", x.col,
                     "]."));
  }

  std::string Reference(const RotatePlaceInstance& x) const override {
    return environments::WriteCellsAnswer(x.answer);
  }

  absl::StatusOr<Verdict> Grade(const RotatePlaceInstance& x,
                                const VerifyInput& input) const override {
    return environments::GradeCellsAnswer(input.output, x.answer);
  }
};

}  // namespace
}  // namespace rotate_place_cc

absl::Status RegisterRotatePlaceEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<RotatePlaceEnvironment>());
}

}  // namespace referee

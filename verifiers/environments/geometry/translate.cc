#include "verifiers/environments/geometry/translate.h"

#include <cstdlib>

#include "verifiers/environments/geometry/spatial_canvas.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace translate_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::CanvasView;
using environments::Cell;
using environments::Shape;

struct TranslateInstance {
  int64_t size = 0;
  std::vector<int64_t> canvas;  // size * size codes, row by row.
  std::vector<std::vector<int64_t>> shape;
  int64_t row = 0, col = 0;  // The start anchor.
  // Derived (Finish): the shape, and the answer (nullopt: impossible).
  Shape piece;
  std::optional<Cell> answer;
};

// The legal anchor least far from (row, col), ties to the smallest (r, c).
std::optional<Cell> Nearest(const TranslateInstance& x) {
  std::optional<Cell> best;
  int64_t best_distance = 0;
  for (const Cell& a : LegalAnchors(CanvasView(x.size, x.canvas), x.piece)) {
    const int64_t d = std::abs(a.row - x.row) + std::abs(a.col - x.col);
    // Anchors come in (r, c) order: a strict < keeps the smallest of a tie.
    if (!best || d < best_distance) {
      best = a;
      best_distance = d;
    }
  }
  return best;
}

class TranslateEnvironment final : public environments::LadderEnvironment<TranslateInstance> {
 public:
  TranslateEnvironment()
      : LadderEnvironment(
            {"translate", "VAST:translate", environments::kSpatialMaxDifficulty,
             "Translate a polyomino from a start anchor to the nearest legal anchor on a "
             "canvas with obstacles, or say it is impossible (seed 003 spatial 2D).",
             /*difficulty_help=*/"seed 003's Table 5: canvas 5/6/7 at levels 1/2/3 (4 at 0, "
             "up to 12 at 8), shapes of 2-3, 3-4, 4-5 cells, 0-1/1-2/1-2 obstacles, "
             "0/0-1/1-2 decoy letters; a fifth of the draws crowded, a fifth impossible"},
            {"VAST ladder: -1 unparseable, 1 the nearest legal anchor (or \"impossible\" when "
             "there is none), 0 otherwise."}) {}

 protected:
  TranslateInstance Make(int difficulty, tasks::Rng& rng) const override {
    const environments::SpatialLevel& level = environments::SpatialLevelFor(difficulty);
    for (;;) {
      TranslateInstance x;
      x.size = level.canvas;
      x.canvas = environments::DrawCanvas(level, rng);
      const Shape shape = environments::DrawShape(level, rng).shape;
      x.shape = environments::ShapeField(shape);
      const int64_t kind = rng.Uniform(0, 9);  // 0-1 impossible, 2-3 crowded.
      if (kind < 2) environments::CrowdCanvas(x.canvas, x.size, shape, 0, rng);
      if (kind >= 2 && kind < 4) {
        environments::CrowdCanvas(x.canvas, x.size, shape, rng.Uniform(1, 3), rng);
      }
      const CanvasView view(x.size, x.canvas);
      const bool possible = !LegalAnchors(view, shape).empty();
      if (possible != (kind >= 2)) continue;  // A normal draw with no room.
      const bool start_legal = possible && rng.Chance(1, 4);
      std::vector<Cell> starts;
      for (int64_t r = 0; r < x.size; ++r) {
        for (int64_t c = 0; c < x.size; ++c) {
          if (view.Legal(shape, r, c) == start_legal) starts.push_back({r, c});
        }
      }
      if (starts.empty()) continue;
      const Cell start =
          starts[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(starts.size()) - 1))];
      x.row = start.row;
      x.col = start.col;
      return x;
    }
  }

  void DeclareFields(environments::InstanceFields<TranslateInstance>& fields) const override {
    using I = TranslateInstance;
    const auto last = [](const I& x) { return x.size - 1; };
    environments::DeclareCanvasFields(fields, &I::size, &I::canvas);
    environments::DeclareShapeField(fields, "shape", &I::shape);
    fields.Int("row", &I::row, 0, last).Int("col", &I::col, 0, last);
  }

  absl::Status Finish(TranslateInstance& x) const override {
    absl::StatusOr<Shape> piece = environments::ShapeOfField("shape", x.shape);
    if (!piece.ok()) return piece.status();
    x.piece = *std::move(piece);
    x.answer = Nearest(x);
    return absl::OkStatus();
  }

  std::string Prompt(const TranslateInstance& x) const override {
    const CanvasView view(x.size, x.canvas);
    return absl::StrCat(
        "Spatial task: translate. Here is a ", x.size, " x ", x.size,
        " canvas, one line per row, row 0 first:\n", view.Text(),
        "\n\nThe shape ('#' marks its cells, shown in its tight bounding box):\n",
        environments::ShapeText(x.piece), "\n\nThe shape starts at anchor [", x.row, ", ", x.col,
        "]. Move it by translation only (no rotation, no reflection) to the legal anchor "
        "nearest to its start, where the distance from [", x.row, ", ", x.col,
        "] to [r, c] is |r - ", x.row, "| + |c - ", x.col,
        "|. The start itself is the answer when it is legal. Among equally near legal "
        "anchors take the smallest row, then the smallest column. If the shape has no legal "
        "anchor anywhere on the canvas, the answer is \"impossible\".\n\n",
        environments::kSpatialConventions,
        "\n\nGive your final answer as JSON: {\"answer\": {\"anchor\": [r, c]}}, or "
        "{\"answer\": \"impossible\"}.");
  }

  std::string Reference(const TranslateInstance& x) const override {
    return environments::WriteAnchorAnswer(x.answer);
  }

  absl::StatusOr<Verdict> Grade(const TranslateInstance& x,
                                const VerifyInput& input) const override {
    const std::optional<environments::AnchorAnswer> given =
        environments::ReadAnchorAnswer(input.output);
    if (!given) return environments::Unparsed();
    const environments::AnchorAnswer want{!x.answer, x.answer.value_or(Cell{})};
    if (*given == want) return Verdict{1.0, true, true};
    return Verdict{0.0, false, true};
  }
};

}  // namespace
}  // namespace translate_cc

absl::Status RegisterTranslateEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<TranslateEnvironment>());
}

}  // namespace referee

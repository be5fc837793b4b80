#include "verifiers/environments/geometry/anchors_covering_point.h"

#include "verifiers/environments/geometry/spatial_canvas.h"
#include "verifiers/environments/member.h"
#include "verifiers/environments/polyominoes.h"
#include "verifiers/parsing/json_value.h"

namespace referee {
inline namespace anchors_covering_point_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;
using environments::CanvasView;
using environments::Cell;
using environments::Shape;
using Rows = std::vector<std::vector<int64_t>>;

struct AnchorsCoveringPointInstance {
  int64_t size = 0;
  std::vector<int64_t> canvas;  // size * size codes, row by row.
  Rows shape;                   // [row, col] per cell, as drawn before rotation.
  int64_t rotation = 0;         // Quarter turns clockwise.
  std::vector<int64_t> target;  // [row, col].
  // Derived: the shape as drawn and the answer, in (row, col) order.
  Shape drawn;
  std::vector<Cell> anchors;
};

// The legal anchors of `turned` on `canvas` whose placement covers `target`.
std::vector<Cell> CoveringAnchors(const CanvasView& canvas, const Shape& turned,
                                  const Cell& target) {
  std::vector<Cell> out;
  for (const Cell& anchor : environments::LegalAnchors(canvas, turned)) {
    const std::vector<Cell> placed = environments::PlacedCells(turned, anchor.row, anchor.col);
    if (std::binary_search(placed.begin(), placed.end(), target)) out.push_back(anchor);
  }
  return out;
}

class AnchorsCoveringPointEnvironment final
    : public environments::LadderEnvironment<AnchorsCoveringPointInstance> {
 public:
  AnchorsCoveringPointEnvironment()
      : LadderEnvironment(
            {"anchors_covering_point", "VAST:anchors_covering_point",
             environments::kSpatialMaxDifficulty,
             "A canvas with obstacles and letters, a polyomino at a fixed rotation and a target "
             "cell: list every anchor where the shape is placed legally and covers the target.",
             /*difficulty_help=*/"spatial_canvas.h's levels (1..3 = seed 003 Table 5): an N x N "
             "canvas, N = 4 + d, with the level's obstacles and decoy letters, shapes of the "
             "level's sizes and rotations; the target is a free cell, one that nothing covers "
             "in about 1 of 8 instances"},
            {"anchors_covering_point: -1 unparseable, 1 exactly the anchors, else "
             "(hits / (anchors + listed - hits))^beta (the Jaccard index, a repeat counting "
             "as a wrong entry).", /*beta=*/5}) {}

 protected:
  AnchorsCoveringPointInstance Make(int difficulty, tasks::Rng& rng) const override {
    const environments::SpatialLevel& level = environments::SpatialLevelFor(difficulty);
    const int64_t n = level.canvas;
    AnchorsCoveringPointInstance instance;
    instance.size = n;
    instance.canvas = environments::DrawCanvas(level, rng);
    const Shape& piece = environments::DrawShape(level, rng).shape;
    instance.rotation = environments::DrawRotation(level, rng);
    instance.shape = environments::ShapeField(piece);
    const Shape turned = environments::Rotate(piece, static_cast<int>(instance.rotation));
    const CanvasView view(n, instance.canvas);
    std::vector<bool> covered(static_cast<size_t>(n * n), false);
    for (const Cell& anchor : environments::LegalAnchors(view, turned)) {
      for (const Cell& c : environments::PlacedCells(turned, anchor.row, anchor.col)) {
        covered[static_cast<size_t>(c.row * n + c.col)] = true;
      }
    }
    std::vector<Cell> reached, unreached;
    for (int64_t r = 0; r < n; ++r) {
      for (int64_t c = 0; c < n; ++c) {
        if (!view.Free(r, c)) continue;
        (covered[static_cast<size_t>(r * n + c)] ? reached : unreached).push_back({r, c});
      }
    }
    const std::vector<Cell>& from =
        !unreached.empty() && (reached.empty() || rng.Chance(1, 8)) ? unreached : reached;
    Cell target{0, 0};  // Only if no cell is free.
    if (!from.empty()) {
      target = from[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(from.size()) - 1))];
    }
    instance.target = {target.row, target.col};
    int64_t& code = instance.canvas[static_cast<size_t>(target.row * n + target.col)];
    if (code == environments::kEmptyCode) code = environments::kTargetCode;
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<AnchorsCoveringPointInstance>& fields) const override {
    using I = AnchorsCoveringPointInstance;
    environments::DeclareCanvasFields(fields, &I::size, &I::canvas);
    environments::DeclareShapeField(fields, "shape", &I::shape)
        .Int("rotation", &I::rotation, 0, 3)
        .Ints("target", &I::target, 2, 0, [](const I& x) { return x.size - 1; })
        .SizedBy(2);
  }
  absl::Status Finish(AnchorsCoveringPointInstance& instance) const override {
    if (instance.shape.empty()) return BadInstance("shape", "a shape needs at least one cell");
    absl::StatusOr<Shape> shape = environments::ShapeOfField("shape", instance.shape);
    if (!shape.ok()) return shape.status();
    instance.drawn = *std::move(shape);
    const Shape turned = environments::Rotate(instance.drawn, static_cast<int>(instance.rotation));
    instance.anchors = CoveringAnchors(CanvasView(instance.size, instance.canvas), turned,
                                       {instance.target[0], instance.target[1]});
    return absl::OkStatus();
  }
  std::string Prompt(const AnchorsCoveringPointInstance& instance) const override {
    const int64_t n = instance.size;
    const CanvasView view(n, instance.canvas);
    const int64_t tr = instance.target[0], tc = instance.target[1];
    const bool marked = view.At(tr, tc) == environments::kTargetCode;
    return absl::StrCat(
        "Spatial task: anchors_covering_point. Here is a ", n, " x ", n,
        " canvas, one line per row, row 0 first:\n", view.Text(),
        "\n\nThe shape ('#' marks its cells, shown in its tight bounding box, before its "
        "rotation):\n", environments::ShapeText(instance.drawn), "\n\nRotate the shape by ",
        environments::RotationText(instance.rotation),
        " and keep that rotation. The target cell is [", tr, ", ", tc, "]",
        marked ? " (the 't' on the canvas)" : "",
        ". Find every anchor [r, c] at which the rotated shape is placed legally and covers "
        "the target cell.\n\n", environments::kSpatialConventions,
        "\n\nGive your final answer as JSON: {\"answer\": [[r1, c1], [r2, c2], ...]}, the "
        "anchors sorted by row, then column, or {\"answer\": []} if there is none.");
  }
  std::string Reference(const AnchorsCoveringPointInstance& instance) const override {
    std::vector<std::string> anchors;
    for (const Cell& c : instance.anchors) {
      anchors.push_back(absl::StrCat("[", c.row, ", ", c.col, "]"));
    }
    return absl::StrCat("{\"answer\": [", absl::StrJoin(anchors, ", "), "]}");
  }

  absl::StatusOr<Verdict> Grade(const AnchorsCoveringPointInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<parsing::JsonDocument> doc = environments::SpatialAnswerJson(input.output);
    if (!doc || doc->root().kind != parsing::JsonKind::kArray) return environments::Unparsed();
    std::vector<bool> hit(instance.anchors.size(), false);
    int64_t hits = 0;
    int64_t listed = 0;
    for (const size_t pair : doc->Members(doc->root_index())) {
      const parsing::JsonDocument::Node& node = doc->nodes()[pair];
      if (node.kind != parsing::JsonKind::kArray || node.count != 2) {
        return environments::Unparsed();
      }
      const std::vector<size_t> rc = doc->Members(pair);
      const parsing::JsonDocument::Node& r = doc->nodes()[rc[0]];
      const parsing::JsonDocument::Node& c = doc->nodes()[rc[1]];
      if (r.kind != parsing::JsonKind::kNumber || c.kind != parsing::JsonKind::kNumber) {
        return environments::Unparsed();
      }
      ++listed;
      if (!r.integer || !c.integer) continue;  // Never an anchor.
      const Cell anchor{*r.integer, *c.integer};
      const auto at = std::lower_bound(instance.anchors.begin(), instance.anchors.end(), anchor);
      if (at == instance.anchors.end() || !(*at == anchor)) continue;
      const size_t k = static_cast<size_t>(at - instance.anchors.begin());
      if (!hit[k]) {
        hit[k] = true;
        ++hits;
      }
    }
    const int64_t truth = static_cast<int64_t>(instance.anchors.size());
    if (hits == truth && listed == truth) return Verdict{1.0, true, true};
    const double ratio = static_cast<double>(hits) / static_cast<double>(truth + listed - hits);
    return Verdict{environments::PartialCredit(ratio, input.params.Number("beta")), false, true};
  }
};

}  // namespace
}  // namespace anchors_covering_point_cc

absl::Status RegisterAnchorsCoveringPointEnvironment(Catalog& catalog,
                                                     const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<AnchorsCoveringPointEnvironment>());
}

}  // namespace referee

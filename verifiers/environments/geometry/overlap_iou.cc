#include "verifiers/environments/geometry/overlap_iou.h"

#include "verifiers/environments/geometry/spatial_canvas.h"
#include "verifiers/environments/member.h"
#include "verifiers/environments/polyominoes.h"
#include "verifiers/parsing/json_value.h"

namespace referee {
inline namespace overlap_iou_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;
using environments::Cell;
using environments::Shape;
using Rows = std::vector<std::vector<int64_t>>;

struct OverlapIouInstance {
  int64_t size = 0;
  Rows shape_a, shape_b;  // [row, col] per cell, as drawn before rotation.
  int64_t rotation_a = 0, rotation_b = 0;  // Quarter turns clockwise.
  std::vector<int64_t> anchor_a, anchor_b;  // [row, col].
  // Derived: the shapes as drawn, the intersection in (row, col) order,
  // the union's size.
  Shape a, b;
  std::vector<Cell> intersection;
  int64_t union_count = 0;
};

// A cell read from the answer; nullopt for a number that is not an
// integer in int64 (never a cell of the grid).
using AnswerCell = std::optional<Cell>;

// The members of array `at`, each an [r, c] pair of numbers; nullopt
// (unparseable) for anything else.
std::optional<std::vector<AnswerCell>> ReadCells(const parsing::JsonDocument& doc, size_t at) {
  if (doc.nodes()[at].kind != parsing::JsonKind::kArray) return std::nullopt;
  std::vector<AnswerCell> out;
  for (const size_t pair : doc.Members(at)) {
    const parsing::JsonDocument::Node& node = doc.nodes()[pair];
    if (node.kind != parsing::JsonKind::kArray || node.count != 2) return std::nullopt;
    const std::vector<size_t> rc = doc.Members(pair);
    const parsing::JsonDocument::Node& r = doc.nodes()[rc[0]];
    const parsing::JsonDocument::Node& c = doc.nodes()[rc[1]];
    if (r.kind != parsing::JsonKind::kNumber || c.kind != parsing::JsonKind::kNumber) {
      return std::nullopt;
    }
    out.push_back(r.integer && c.integer ? AnswerCell(Cell{*r.integer, *c.integer})
                                         : std::nullopt);
  }
  return out;
}

class OverlapIouEnvironment final : public environments::LadderEnvironment<OverlapIouInstance> {
 public:
  OverlapIouEnvironment()
      : LadderEnvironment(
            {"overlap_iou", "VAST:overlap_iou", environments::kSpatialMaxDifficulty,
             "Two polyominoes placed on an empty grid with given rotations and anchors: list "
             "the cells they share and count the intersection and the union.",
             /*difficulty_help=*/"spatial_canvas.h's levels (1..3 = seed 003 Table 5): an "
             "empty N x N grid, N = 4 + d (5, 6, 7 at levels 1..3, 12 at 8), shapes of the "
             "level's sizes and rotations; B overlaps A in about 3 of 4 instances"},
            {"overlap_iou: -1 unparseable, 1 the intersection's cells (any order, each once) "
             "and both counts right, else 0."}) {}

 protected:
  OverlapIouInstance Make(int difficulty, tasks::Rng& rng) const override {
    const environments::SpatialLevel& level = environments::SpatialLevelFor(difficulty);
    const int64_t n = level.canvas;
    OverlapIouInstance instance;
    instance.size = n;
    const Shape& a = environments::DrawShape(level, rng).shape;
    instance.rotation_a = environments::DrawRotation(level, rng);
    const Shape turned_a = environments::Rotate(a, static_cast<int>(instance.rotation_a));
    instance.anchor_a = {rng.Uniform(0, n - turned_a.height), rng.Uniform(0, n - turned_a.width)};
    const Shape& b = environments::DrawShape(level, rng).shape;
    instance.rotation_b = environments::DrawRotation(level, rng);
    const Shape turned_b = environments::Rotate(b, static_cast<int>(instance.rotation_b));
    const std::vector<Cell> placed_a =
        environments::PlacedCells(turned_a, instance.anchor_a[0], instance.anchor_a[1]);
    std::vector<Cell> fitting, overlapping;
    for (int64_t r = 0; r + turned_b.height <= n; ++r) {
      for (int64_t c = 0; c + turned_b.width <= n; ++c) {
        fitting.push_back({r, c});
        for (const Cell& cell : environments::PlacedCells(turned_b, r, c)) {
          if (std::binary_search(placed_a.begin(), placed_a.end(), cell)) {
            overlapping.push_back({r, c});
            break;
          }
        }
      }
    }
    const std::vector<Cell>& from =
        !overlapping.empty() && rng.Chance(3, 4) ? overlapping : fitting;
    const Cell anchor =
        from[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(from.size()) - 1))];
    instance.anchor_b = {anchor.row, anchor.col};
    instance.shape_a = environments::ShapeField(a);
    instance.shape_b = environments::ShapeField(b);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<OverlapIouInstance>& fields) const override {
    using I = OverlapIouInstance;
    const auto last = [](const I& x) { return x.size - 1; };
    fields.Int("size", &I::size, environments::kMinCanvasSize, environments::kMaxCanvasSize);
    environments::DeclareShapeField(fields, "shape_a", &I::shape_a)
        .Int("rotation_a", &I::rotation_a, 0, 3)
        .Ints("anchor_a", &I::anchor_a, 2, 0, last)
        .SizedBy(2);
    environments::DeclareShapeField(fields, "shape_b", &I::shape_b)
        .Int("rotation_b", &I::rotation_b, 0, 3)
        .Ints("anchor_b", &I::anchor_b, 2, 0, last)
        .SizedBy(2);
  }
  absl::Status Finish(OverlapIouInstance& instance) const override {
    absl::StatusOr<Shape> a = environments::ShapeOfField("shape_a", instance.shape_a);
    if (!a.ok()) return a.status();
    absl::StatusOr<Shape> b = environments::ShapeOfField("shape_b", instance.shape_b);
    if (!b.ok()) return b.status();
    instance.a = *std::move(a);
    instance.b = *std::move(b);
    const Shape turned_a = environments::Rotate(instance.a, static_cast<int>(instance.rotation_a));
    const Shape turned_b = environments::Rotate(instance.b, static_cast<int>(instance.rotation_b));
    const int64_t n = instance.size;
    if (!environments::FitsInside(turned_a, instance.anchor_a[0], instance.anchor_a[1], n, n)) {
      return BadInstance("anchor_a", "the rotated shape A does not fit inside the grid there");
    }
    if (!environments::FitsInside(turned_b, instance.anchor_b[0], instance.anchor_b[1], n, n)) {
      return BadInstance("anchor_b", "the rotated shape B does not fit inside the grid there");
    }
    const std::vector<Cell> pa =
        environments::PlacedCells(turned_a, instance.anchor_a[0], instance.anchor_a[1]);
    const std::vector<Cell> pb =
        environments::PlacedCells(turned_b, instance.anchor_b[0], instance.anchor_b[1]);
    instance.intersection.clear();
    std::set_intersection(pa.begin(), pa.end(), pb.begin(), pb.end(),
                          std::back_inserter(instance.intersection));
    instance.union_count = static_cast<int64_t>(pa.size() + pb.size()) -
                           static_cast<int64_t>(instance.intersection.size());
    return absl::OkStatus();
  }
  std::string Prompt(const OverlapIouInstance& instance) const override {
    const int64_t n = instance.size;
    const std::vector<int64_t> empty(static_cast<size_t>(n * n), environments::kEmptyCode);
    auto placement = [](absl::string_view name, const Shape& shape, int64_t turns,
                        const std::vector<int64_t>& anchor) {
      return absl::StrCat("Shape ", name, " ('#' marks its cells, shown in its tight bounding "
                          "box, before its rotation):\n", environments::ShapeText(shape),
                          "\nRotate shape ", name, " by ", environments::RotationText(turns),
                          ", then place it with its anchor at [", anchor[0], ", ", anchor[1],
                          "].\n\n");
    };
    return absl::StrCat(
        "Spatial task: overlap_iou. Here is an empty ", n, " x ", n,
        " canvas, one line per row, row 0 first:\n",
        environments::CanvasView(n, empty).Text(), "\n\nTwo shapes are placed on it.\n\n",
        placement("A", instance.a, instance.rotation_a, instance.anchor_a),
        placement("B", instance.b, instance.rotation_b, instance.anchor_b),
        "Find the cells covered by both shapes (the intersection) and how many they are, and "
        "how many cells are covered by at least one of the shapes (the union; the IoU is "
        "their ratio).\n\n",
        environments::kSpatialConventions,
        "\n\nGive your final answer as JSON: {\"answer\": {\"intersection\": [[r1, c1], "
        "[r2, c2], ...], \"intersection_count\": I, \"union_count\": U}}, the intersection's "
        "cells as [row, col] pairs sorted by row, then column ([] if the shapes do not "
        "overlap).");
  }
  std::string Reference(const OverlapIouInstance& instance) const override {
    std::vector<std::string> cells;
    for (const Cell& c : instance.intersection) {
      cells.push_back(absl::StrCat("[", c.row, ", ", c.col, "]"));
    }
    return absl::StrCat("{\"answer\": {\"intersection\": [", absl::StrJoin(cells, ", "),
                        "], \"intersection_count\": ", instance.intersection.size(),
                        ", \"union_count\": ", instance.union_count, "}}");
  }

  absl::StatusOr<Verdict> Grade(const OverlapIouInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<parsing::JsonDocument> doc = environments::SpatialAnswerJson(input.output);
    if (!doc || doc->root().kind != parsing::JsonKind::kObject) return environments::Unparsed();
    const std::optional<size_t> cells_at = doc->Find(doc->root_index(), "intersection");
    const std::optional<size_t> inter_at = doc->Find(doc->root_index(), "intersection_count");
    const std::optional<size_t> union_at = doc->Find(doc->root_index(), "union_count");
    if (!cells_at || !inter_at || !union_at) return environments::Unparsed();
    const std::optional<std::vector<AnswerCell>> cells = ReadCells(*doc, *cells_at);
    const parsing::JsonDocument::Node& inter = doc->nodes()[*inter_at];
    const parsing::JsonDocument::Node& uni = doc->nodes()[*union_at];
    if (!cells || inter.kind != parsing::JsonKind::kNumber ||
        uni.kind != parsing::JsonKind::kNumber) {
      return environments::Unparsed();
    }
    const Verdict wrong{0.0, false, true};
    if (inter.integer != static_cast<int64_t>(instance.intersection.size()) ||
        uni.integer != instance.union_count || cells->size() != instance.intersection.size()) {
      return wrong;
    }
    std::vector<Cell> listed;
    for (const AnswerCell& c : *cells) {
      if (!c) return wrong;
      listed.push_back(*c);
    }
    std::sort(listed.begin(), listed.end());
    // As many cells as the intersection, sorted: equal iff each is listed
    // once (a repeat would leave one out).
    return listed == instance.intersection ? Verdict{1.0, true, true} : wrong;
  }
};

}  // namespace
}  // namespace overlap_iou_cc

absl::Status RegisterOverlapIouEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<OverlapIouEnvironment>());
}

}  // namespace referee

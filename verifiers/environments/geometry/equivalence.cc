#include "verifiers/environments/geometry/equivalence.h"

#include <cstdlib>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "verifiers/environments/geometry/spatial_canvas.h"
#include "verifiers/environments/member.h"
#include "verifiers/environments/polyominoes.h"
#include "verifiers/parsing/json_value.h"

namespace referee {
inline namespace equivalence_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;
using environments::Cell;
using environments::Reflection;
using environments::Shape;
using environments::SpatialLevel;
using Rows = std::vector<std::vector<int64_t>>;

struct EquivalenceInstance {
  Rows shape_a, shape_b;  // [row, col] per cell.
  // Derived: the normalised shapes and every (quarter turns, reflect)
  // pair that maps a onto b, reflect false first, turns ascending.
  Shape a, b;
  std::vector<std::pair<int, bool>> mappings;
};

Shape Mapped(const Shape& s, int turns, bool reflect) {
  return environments::Rotate(
      reflect ? environments::Reflect(s, Reflection::kHorizontal) : s, turns);
}

std::vector<std::pair<int, bool>> Mappings(const Shape& a, const Shape& b) {
  std::vector<std::pair<int, bool>> out;
  for (const bool reflect : {false, true}) {
    for (int turns = 0; turns < 4; ++turns) {
      if (Mapped(a, turns, reflect) == b) out.emplace_back(turns, reflect);
    }
  }
  return out;
}

bool Congruent(const Shape& a, const Shape& b) { return !Mappings(a, b).empty(); }

// The shape in an orientation of the level: a reflection, then a rotation.
Shape Orient(const Shape& s, const SpatialLevel& level, tasks::Rng& rng) {
  const Reflection reflection = environments::DrawReflection(level, rng);
  const int turns = environments::DrawRotation(level, rng);
  return environments::Rotate(environments::Reflect(s, reflection), turns);
}

std::vector<Shape> LibraryOfSize(size_t size) {
  std::vector<Shape> out;
  if (size == 2) out.push_back(environments::Domino().shape);
  const std::vector<environments::NamedShape>* library =
      size == 3 ? &environments::Triominoes()
      : size == 4 ? &environments::Tetrominoes()
      : size == 5 ? &environments::Pentominoes() : nullptr;
  if (library != nullptr) {
    for (const environments::NamedShape& piece : *library) out.push_back(piece.shape);
  }
  return out;
}

bool Connected(const std::vector<Cell>& cells) {
  std::vector<bool> seen(cells.size(), false);
  std::vector<size_t> stack = {0};
  seen[0] = true;
  size_t reached = 1;
  while (!stack.empty()) {
    const Cell at = cells[stack.back()];
    stack.pop_back();
    for (size_t j = 0; j < cells.size(); ++j) {
      const int64_t d = std::abs(cells[j].row - at.row) + std::abs(cells[j].col - at.col);
      if (!seen[j] && d == 1) {
        seen[j] = true;
        ++reached;
        stack.push_back(j);
      }
    }
  }
  return reached == cells.size();
}

// `s` with one cell moved next to the others: connected, as many cells,
// not congruent to `s`; each distinct result once, in discovery order.
std::vector<Shape> NearMisses(const Shape& s) {
  std::vector<Shape> out;
  for (size_t moved = 0; moved < s.cells.size(); ++moved) {
    std::vector<Cell> rest = s.cells;
    rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(moved));
    for (const Cell& c : rest) {
      for (const Cell step : {Cell{-1, 0}, Cell{1, 0}, Cell{0, -1}, Cell{0, 1}}) {
        const Cell to{c.row + step.row, c.col + step.col};
        if (to == s.cells[moved] || std::find(rest.begin(), rest.end(), to) != rest.end()) {
          continue;
        }
        std::vector<Cell> cells = rest;
        cells.push_back(to);
        if (!Connected(cells)) continue;
        Shape shape = environments::MakeShape(cells);
        if (Congruent(s, shape) || std::find(out.begin(), out.end(), shape) != out.end()) {
          continue;
        }
        out.push_back(std::move(shape));
      }
    }
  }
  return out;
}

// A shape not congruent to `piece` (see the header: another piece of its
// library, a near miss, or a piece of another size of the level).
Shape NotCongruent(const Shape& piece, const SpatialLevel& level, tasks::Rng& rng) {
  std::vector<Shape> others;
  for (Shape& s : LibraryOfSize(piece.cells.size())) {
    if (!Congruent(piece, s)) others.push_back(std::move(s));
  }
  const std::vector<Shape> near = NearMisses(piece);
  auto pick = [&rng](const std::vector<Shape>& from) {
    return from[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(from.size()) - 1))];
  };
  if (!others.empty() && (near.empty() || rng.Chance(1, 2))) return pick(others);
  if (!near.empty()) return pick(near);
  std::vector<Shape> sized;
  for (const int64_t size : environments::LevelShapeSizes(level)) {
    if (size == static_cast<int64_t>(piece.cells.size())) continue;
    for (Shape& s : LibraryOfSize(static_cast<size_t>(size))) sized.push_back(std::move(s));
  }
  if (sized.empty()) sized = LibraryOfSize(3);
  return pick(sized);
}

constexpr char kRules[] =
    "Conventions: a shape is a set of grid cells, drawn as rows of '#' (a cell of the shape) "
    "and '.' (not), in its tight bounding box; two shapes are the same when one is the other "
    "moved (translated), so only their pictures matter. Rotations are clockwise. \"Mirror\" "
    "means left <-> right (the columns reversed). A transformed shape is again taken with its "
    "tight bounding box.";

class EquivalenceEnvironment final
    : public environments::LadderEnvironment<EquivalenceInstance> {
 public:
  EquivalenceEnvironment()
      : LadderEnvironment(
            {"equivalence", "VAST:equivalence", environments::kSpatialMaxDifficulty,
             "Two polyomino pictures: say whether B is A rotated (0/90/180/270 clockwise) after "
             "an optional left-right mirror, and by which rotation and mirror, or that they are "
             "not congruent.",
             /*difficulty_help=*/"spatial_canvas.h's levels (1..3 = seed 003 Table 5): shapes "
             "of 2-3 / 3-4 / 4-5 cells at levels 1 / 2 / 3 (2-3 at 0, 4-5 at 4..7, pentominoes "
             "only at 8), pictures oriented by the level's rotations and reflections; half the "
             "pairs congruent, the others another piece of the same size or a one-cell near "
             "miss"},
            {"equivalence: -1 unparseable, 1 a (rotation, reflect) that maps A onto B (any of "
             "them) or \"impossible\" when none does, else 0."}) {}

 protected:
  EquivalenceInstance Make(int difficulty, tasks::Rng& rng) const override {
    const SpatialLevel& level = environments::SpatialLevelFor(difficulty);
    const Shape& piece = environments::DrawShape(level, rng).shape;
    const Shape a = Orient(piece, level, rng);
    const Shape base = rng.Chance(1, 2) ? a : NotCongruent(piece, level, rng);
    const Shape b = Orient(base, level, rng);
    EquivalenceInstance instance;
    instance.shape_a = environments::ShapeField(a);
    instance.shape_b = environments::ShapeField(b);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<EquivalenceInstance>& fields) const override {
    using I = EquivalenceInstance;
    environments::DeclareShapeField(fields, "shape_a", &I::shape_a);
    environments::DeclareShapeField(fields, "shape_b", &I::shape_b);
  }
  absl::Status Finish(EquivalenceInstance& instance) const override {
    absl::StatusOr<Shape> a = environments::ShapeOfField("shape_a", instance.shape_a);
    if (!a.ok()) return a.status();
    absl::StatusOr<Shape> b = environments::ShapeOfField("shape_b", instance.shape_b);
    if (!b.ok()) return b.status();
    instance.a = *std::move(a);
    instance.b = *std::move(b);
    instance.mappings = Mappings(instance.a, instance.b);
    return absl::OkStatus();
  }
  std::string Prompt(const EquivalenceInstance& instance) const override {
    return absl::StrCat(
        "Spatial task: equivalence. Two shapes ('#' marks their cells, each shown in its "
        "tight bounding box):\n\nShape A:\n", environments::ShapeText(instance.a),
        "\n\nShape B:\n", environments::ShapeText(instance.b),
        "\n\nAre the two shapes congruent: is shape B shape A rotated by 0, 90, 180 or 270 "
        "degrees clockwise, optionally after mirroring A (the mirror first, then the "
        "rotation)? If several choices turn A into B, any of them is accepted.\n\n", kRules,
        "\n\nGive your final answer as JSON: {\"answer\": {\"rotation\": R, \"reflect\": M}}, "
        "where R is 0, 90, 180 or 270 and M is true when A is mirrored first, false when it "
        "is not; or {\"answer\": \"impossible\"} if the shapes are not congruent.");
  }
  std::string Reference(const EquivalenceInstance& instance) const override {
    if (instance.mappings.empty()) return "{\"answer\": \"impossible\"}";
    const auto& [turns, reflect] = instance.mappings.front();
    return absl::StrCat("{\"answer\": {\"rotation\": ", 90 * turns,
                        ", \"reflect\": ", reflect ? "true" : "false", "}}");
  }

  absl::StatusOr<Verdict> Grade(const EquivalenceInstance& instance,
                                const VerifyInput& input) const override {
    using parsing::JsonKind;
    const std::optional<parsing::JsonDocument> doc = environments::SpatialAnswerJson(input.output);
    if (!doc) return environments::Unparsed();
    const bool congruent = !instance.mappings.empty();
    const Verdict right{1.0, true, true};
    const Verdict wrong{0.0, false, true};
    const parsing::JsonDocument::Node& root = doc->root();
    if (root.kind == JsonKind::kString) {
      if (!absl::EqualsIgnoreCase(absl::StripAsciiWhitespace(root.text), "impossible")) {
        return environments::Unparsed();
      }
      return congruent ? wrong : right;
    }
    if (root.kind != JsonKind::kObject) return environments::Unparsed();
    auto member = [&](absl::string_view key) -> const parsing::JsonDocument::Node* {
      const std::optional<size_t> at = doc->Find(doc->root_index(), key);
      return at ? &doc->nodes()[*at] : nullptr;
    };
    const parsing::JsonDocument::Node* says = member("congruent");
    const parsing::JsonDocument::Node* impossible = member("impossible");
    const parsing::JsonDocument::Node* rotation = member("rotation");
    const parsing::JsonDocument::Node* reflect = member("reflect");
    if ((says != nullptr && says->kind != JsonKind::kBool) ||
        (impossible != nullptr && impossible->kind != JsonKind::kBool)) {
      return environments::Unparsed();
    }
    const bool denies = (says != nullptr && !says->boolean) ||
                        (impossible != nullptr && impossible->boolean);
    if (denies) {
      // "Not congruent, by this rotation" contradicts itself.
      if (rotation != nullptr && rotation->kind != JsonKind::kNull) {
        return environments::Unparsed();
      }
      return congruent ? wrong : right;
    }
    if (rotation == nullptr || rotation->kind != JsonKind::kNumber || reflect == nullptr ||
        reflect->kind != JsonKind::kBool) {
      return environments::Unparsed();
    }
    if (!rotation->integer || *rotation->integer < 0 || *rotation->integer > 270 ||
        *rotation->integer % 90 != 0) {
      return wrong;
    }
    const int turns = static_cast<int>(*rotation->integer / 90);
    return Mapped(instance.a, turns, reflect->boolean) == instance.b ? right : wrong;
  }
};

}  // namespace
}  // namespace equivalence_cc

absl::Status RegisterEquivalenceEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<EquivalenceEnvironment>());
}

}  // namespace referee

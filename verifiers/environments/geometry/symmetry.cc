#include "verifiers/environments/geometry/symmetry.h"

#include <array>

#include "verifiers/environments/geometry/spatial_canvas.h"
#include "verifiers/environments/member.h"
#include "verifiers/environments/polyominoes.h"
#include "verifiers/parsing/json_value.h"

namespace referee {
inline namespace symmetry_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;
using environments::Cell;
using environments::Reflection;
using environments::Shape;
using Rows = std::vector<std::vector<int64_t>>;

constexpr std::array<absl::string_view, 6> kNames = {"rot_90",   "rot_180",  "rot_270",
                                                     "mirror_h", "mirror_v", "mirror_diag"};

// Transform k of kNames applied to s.
Shape Transformed(const Shape& s, size_t k) {
  if (k < 3) return environments::Rotate(s, static_cast<int>(k) + 1);
  const Reflection reflections[] = {Reflection::kHorizontal, Reflection::kVertical,
                                    Reflection::kDiagonal};
  return environments::Reflect(s, reflections[k - 3]);
}

struct SymmetryInstance {
  Rows shape;  // [row, col] per cell.
  // Derived: the normalised shape and which of kNames are symmetries.
  Shape normalised;
  std::array<bool, 6> symmetric = {};
};

class SymmetryEnvironment final : public environments::LadderEnvironment<SymmetryInstance> {
 public:
  SymmetryEnvironment()
      : LadderEnvironment(
            {"symmetry", "VAST:symmetry", environments::kSpatialMaxDifficulty,
             "A polyomino picture: list which of rot_90, rot_180, rot_270, mirror_h, mirror_v "
             "and mirror_diag map it onto itself.",
             /*difficulty_help=*/"spatial_canvas.h's levels (1..3 = seed 003 Table 5): shapes "
             "of 2-3 / 3-4 / 4-5 cells at levels 1 / 2 / 3 (2-3 at 0, 4-5 at 4..7, pentominoes "
             "only at 8) from every library, symmetric pieces included, drawn after the level's "
             "reflection and rotation"},
            {"symmetry: -1 unparseable (not a list of strings), 1 exactly the set of "
             "symmetries, else 0."}) {}

 protected:
  SymmetryInstance Make(int difficulty, tasks::Rng& rng) const override {
    const environments::SpatialLevel& level = environments::SpatialLevelFor(difficulty);
    const Shape& piece = environments::DrawShape(level, rng).shape;
    const Reflection reflection = environments::DrawReflection(level, rng);
    const int turns = environments::DrawRotation(level, rng);
    const Shape shown = environments::Rotate(environments::Reflect(piece, reflection), turns);
    SymmetryInstance instance;
    instance.shape = environments::ShapeField(shown);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<SymmetryInstance>& fields) const override {
    environments::DeclareShapeField(fields, "shape", &SymmetryInstance::shape);
  }
  absl::Status Finish(SymmetryInstance& instance) const override {
    if (instance.shape.empty()) return BadInstance("shape", "a shape needs at least one cell");
    absl::StatusOr<Shape> shape = environments::ShapeOfField("shape", instance.shape);
    if (!shape.ok()) return shape.status();
    instance.normalised = *std::move(shape);
    for (size_t k = 0; k < kNames.size(); ++k) {
      instance.symmetric[k] = Transformed(instance.normalised, k) == instance.normalised;
    }
    return absl::OkStatus();
  }
  std::string Prompt(const SymmetryInstance& instance) const override {
    return absl::StrCat(
        "Spatial task: symmetry. The shape ('#' marks its cells, shown in its tight bounding "
        "box):\n", environments::ShapeText(instance.normalised), "\n\n"
        "Which of these six transforms are symmetries of the shape?\n"
        "- rot_90, rot_180, rot_270: rotation by 90, 180 or 270 degrees clockwise;\n"
        "- mirror_h: mirror left <-> right (the columns reversed);\n"
        "- mirror_v: mirror top <-> bottom (the rows reversed);\n"
        "- mirror_diag: swap rows and columns (mirror across the main diagonal, from the "
        "top-left to the bottom-right).\n"
        "A transform is a symmetry when the transformed shape, taken again with its tight "
        "bounding box, is exactly the same picture (shapes are compared up to translation).\n\n"
        "Conventions: a cell is (row, col), row 0 at the top and col 0 at the left; rotations "
        "are clockwise.\n\n"
        "Give your final answer as JSON: the list of the symmetries, in any order, e.g. "
        "{\"answer\": [\"rot_180\", \"mirror_h\"]}, or {\"answer\": []} if there is none.");
  }
  std::string Reference(const SymmetryInstance& instance) const override {
    std::vector<std::string> names;
    for (size_t k = 0; k < kNames.size(); ++k) {
      if (instance.symmetric[k]) names.push_back(absl::StrCat("\"", kNames[k], "\""));
    }
    return absl::StrCat("{\"answer\": [", absl::StrJoin(names, ", "), "]}");
  }

  absl::StatusOr<Verdict> Grade(const SymmetryInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<parsing::JsonDocument> doc = environments::SpatialAnswerJson(input.output);
    if (!doc || doc->root().kind != parsing::JsonKind::kArray) return environments::Unparsed();
    std::array<bool, 6> listed = {};
    bool exact = true;
    for (const size_t at : doc->Members(doc->root_index())) {
      const parsing::JsonDocument::Node& name = doc->nodes()[at];
      if (name.kind != parsing::JsonKind::kString) return environments::Unparsed();
      const auto known = std::find(kNames.begin(), kNames.end(), name.text);
      if (known == kNames.end()) {
        exact = false;  // Not a transform of the six.
        continue;
      }
      const size_t k = static_cast<size_t>(known - kNames.begin());
      if (listed[k]) exact = false;  // Listed twice.
      listed[k] = true;
    }
    if (exact && listed == instance.symmetric) return Verdict{1.0, true, true};
    return Verdict{0.0, false, true};
  }
};

}  // namespace
}  // namespace symmetry_cc

absl::Status RegisterSymmetryEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<SymmetryEnvironment>());
}

}  // namespace referee

// symmetry (seed 003 App. C.1, subtask 6): which of rot_90, rot_180,
// rot_270, mirror_h, mirror_v, mirror_diag map the shape onto itself?
// Ladder: -1 unparseable (not a list of strings), 1 exactly the set,
// else 0. Every expectation is worked out by hand below; the generated
// instances are checked against the six transforms written out on
// coordinates.
#include <algorithm>
#include <array>
#include <cstdint>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/environments/geometry/spatial_canvas.h"

namespace referee {
inline namespace symmetry_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class SymmetryTest : public testing::VerifierTableTest {};

// S4  .##   turned 180 ((r, c) -> (1 - r, 2 - c)) gives the same four cells;
//     ##.   mirrored left-right it is Z4 (##. / .##), top-bottom Z4 too; a
// turn of 90 or a transposition makes it 3 x 2. So {rot_180}.
TEST_F(SymmetryTest, OneSymmetry) {
  CheckInstance("symmetry", R"({"shape": [[0, 1], [0, 2], [1, 0], [1, 1]]})",
                {{R"({"answer": ["rot_180"]})", 1, true, true},
                 {R"(It only looks the same upside down. {"answer": [ "rot_180" ]})", 1, true,
                  true},
                 {R"({"answer": ["rot_180"])", 1, true, true},  // Unclosed around it.
                 {R"({"answer": []})", 0, false, true},
                 {R"({"answer": ["rot_180", "mirror_h"]})", 0, false, true},
                 {R"({"answer": ["rot_180", "rot_180"]})", 0, false, true},  // Twice.
                 {R"({"answer": ["rot_180", "identity"]})", 0, false, true},
                 {R"({"answer": ["ROT_180"]})", 0, false, true},  // Names as written.
                 {R"({"answer": ["rot_180 "]})", 0, false, true},
                 {R"({"answer": ["rot_90", "rot_180", "rot_270"]})", 0, false, true},
                 {R"({"answer": "rot_180"})", -1, false, false},
                 {R"({"answer": [180]})", -1, false, false},
                 {R"({"answer": ["rot_180", null]})", -1, false, false},
                 {R"({"answer": [["rot_180"]]})", -1, false, false},
                 {R"({"answer": {"symmetries": ["rot_180"]}})", -1, false, false},
                 {R"({"answer": ["rot_180",]})", -1, false, false},
                 {R"(<answer>["rot_180"]</answer>)", 1, true, true},
                 {R"({"answer": ["rot_180"]} or rather <answer>[]</answer>)", 0, false, true},
                 {"<answer>rot_180</answer>", -1, false, false},
                 {"", -1, false, false}});
}

// The L triomino as drawn decides mirror_diag (the main diagonal only):
//   #.   transposed: ##   (not the same)     ##   transposed: ##  (the same)
//   ##               .#                      #.               #.
// Turned 180 the first is ## / .#, mirrored left-right .# / ##,
// top-bottom ## / #.: none is #. / ##, so it has no symmetry at all. The
// second turned 180 is .# / ##, mirrored ## / .# and #. / ##: only the
// transposition.
TEST_F(SymmetryTest, TheDiagonalDependsOnTheDrawing) {
  CheckInstance("symmetry", R"({"shape": [[0, 0], [1, 0], [1, 1]]})",
                {{R"({"answer": []})", 1, true, true},
                 {R"({"answer": ["mirror_diag"]})", 0, false, true},
                 {R"({"answer": "none"})", -1, false, false}});
  CheckInstance("symmetry", R"({"shape": [[0, 0], [0, 1], [1, 0]]})",
                {{R"({"answer": ["mirror_diag"]})", 1, true, true},
                 {R"({"answer": []})", 0, false, true}});
  // V5 (#.. / #.. / ###): its symmetry is the anti-diagonal, not one of
  // the six.
  CheckInstance("symmetry", R"({"shape": [[0, 0], [1, 0], [2, 0], [2, 1], [2, 2]]})",
                {{R"({"answer": []})", 1, true, true}});
}

// O (## / ##), the plus pentomino (.#. / ### / .#.) and one cell have all
// six; I3 (###) turned 90 stands upright and transposed too, so it keeps
// rot_180 and both mirrors; T4 (### / .#.) keeps only the left-right
// mirror.
TEST_F(SymmetryTest, ManySymmetries) {
  const std::vector<Case> all = {
      {R"({"answer": ["rot_90", "rot_180", "rot_270", "mirror_h", "mirror_v", "mirror_diag"]})",
       1, true, true},
      {R"({"answer": ["mirror_diag", "mirror_v", "rot_270", "mirror_h", "rot_180", "rot_90"]})",
       1, true, true},
      {R"({"answer": ["rot_90", "rot_180", "rot_270", "mirror_h", "mirror_v"]})", 0, false, true},
      {R"({"answer": ["rot_90", "rot_180", "rot_270", "mirror_h", "mirror_v", "mirror_diag",
                      "mirror_diag"]})", 0, false, true}};
  CheckInstance("symmetry", R"({"shape": [[0, 0], [0, 1], [1, 0], [1, 1]]})", all);
  CheckInstance("symmetry", R"({"shape": [[0, 1], [1, 0], [1, 1], [1, 2], [2, 1]]})", all);
  CheckInstance("symmetry", R"({"shape": [[0, 0]]})", all);
  CheckInstance("symmetry", R"({"shape": [[0, 0], [0, 1], [0, 2]]})",
                {{R"({"answer": ["mirror_v", "rot_180", "mirror_h"]})", 1, true, true},
                 {R"({"answer": ["rot_180"]})", 0, false, true}});
  CheckInstance("symmetry", R"({"shape": [[0, 0], [0, 1], [0, 2], [1, 1]]})",
                {{R"({"answer": ["mirror_h"]})", 1, true, true},
                 {R"({"answer": ["mirror_v"]})", 0, false, true}});
}

TEST(SymmetryInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"shape": []})",
           R"({"shape": [[0, 0], [0, 0]]})",
           R"({"shape": [[1, 1]]})",           // Not at 0 (shape fields are canonical).
           R"({"shape": [[0, 1], [0, 0]]})",   // Not sorted.
           R"({"shape": [[0, 16]]})",
           R"({"shape": [[-1, 0]]})",
           R"({"shape": [[0]]})",
           R"({"shape": [[0, 0]], "extra": 1})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("symmetry", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
}

// From the definition, on coordinates (then the offset removed):
// clockwise turns (r, c) -> (c, -r), (-r, -c), (-c, r); mirrors
// (r, -c), (-r, c), (c, r).
using Cells = std::set<std::pair<int64_t, int64_t>>;
constexpr std::array<const char*, 6> kNames = {"rot_90",   "rot_180",  "rot_270",
                                               "mirror_h", "mirror_v", "mirror_diag"};

Cells Normal(const Cells& cells) {
  int64_t r0 = INT64_MAX, c0 = INT64_MAX;
  for (const auto& [r, c] : cells) r0 = std::min(r0, r), c0 = std::min(c0, c);
  Cells out;
  for (const auto& [r, c] : cells) out.insert({r - r0, c - c0});
  return out;
}

Cells Transform(const Cells& cells, size_t k) {
  Cells out;
  for (const auto& [r, c] : cells) {
    const std::pair<int64_t, int64_t> images[] = {{c, -r}, {-r, -c}, {-c, r},
                                                  {r, -c}, {-r, c},  {c, r}};
    out.insert(images[k]);
  }
  return Normal(out);
}

Verdict Score(const PreparedProblem& problem, const std::string& output) {
  return testing::ScoreWith("symmetry", problem, output);
}

// Every generated instance, levels 0..8: each of the 64 subsets of the six
// names, as an answer, is full credit iff it is the brute force's set; the
// reference is.
TEST(SymmetryBruteForceTest, GradesAsTheDefinitionSays) {
  int with_symmetry = 0, total = 0;
  std::array<int, 6> seen = {};
  for (const testing::Generated& g :
       testing::GenerateSmall("symmetry", environments::kSpatialMaxDifficulty, 40)) {
    Cells shape;
    for (const std::vector<int64_t>& r : g.IntRows("shape")) shape.insert({r[0], r[1]});
    shape = Normal(shape);
    unsigned truth = 0;
    for (size_t k = 0; k < 6; ++k) {
      if (Transform(shape, k) == shape) {
        truth |= 1u << k;
        ++seen[k];
      }
    }
    const PreparedProblemPtr problem = testing::PrepareGenerated("symmetry", g);
    ASSERT_NE(problem, nullptr);
    for (unsigned subset = 0; subset < 64; ++subset) {
      std::vector<std::string> names;
      for (size_t k = 0; k < 6; ++k) {
        if (subset >> k & 1) names.push_back(absl::StrCat("\"", kNames[k], "\""));
      }
      const Verdict v =
          Score(*problem, absl::StrCat(R"({"answer": [)", absl::StrJoin(names, ", "), "]}"));
      EXPECT_EQ(v.correct, subset == truth) << g.Where() << " subset " << subset;
      EXPECT_EQ(v.score, subset == truth ? 1.0 : 0.0) << g.Where();
    }
    EXPECT_TRUE(Score(*problem, g.reference_output).correct) << g.Where();
    with_symmetry += truth != 0;
    ++total;
  }
  // Symmetric shapes are common, and so are shapes with none; each of the
  // six transforms is some shape's symmetry.
  EXPECT_GT(with_symmetry * 100, total * 45) << with_symmetry << " of " << total;
  EXPECT_LT(with_symmetry * 100, total * 90) << with_symmetry << " of " << total;
  for (size_t k = 0; k < 6; ++k) EXPECT_GT(seen[k], 0) << kNames[k];
}

// Table 5 through spatial_canvas.h's levels: the shape's size is one of
// the level's (2-3 / 3-4 / 4-5 cells at levels 1 / 2 / 3).
TEST(SymmetryLevelsTest, SizesFollowTheLevel) {
  const std::set<int64_t> table5[] = {{}, {2, 3}, {3, 4}, {4, 5}};
  for (const testing::Generated& g :
       testing::GenerateSmall("symmetry", environments::kSpatialMaxDifficulty, 30)) {
    const int64_t size = static_cast<int64_t>(g.IntRows("shape").size());
    std::set<int64_t> allowed;
    if (g.level >= 1 && g.level <= 3) {
      allowed = table5[g.level];
    } else {
      const environments::SpatialLevel& level = environments::SpatialLevelFor(g.level);
      for (const int64_t s : environments::LevelShapeSizes(level)) allowed.insert(s);
    }
    EXPECT_EQ(allowed.count(size), 1u) << g.Where() << " size " << size;
  }
}

TEST(SymmetryBadAnswersTest, NeverFullCredit) {
  const PreparedProblemPtr problem =
      testing::PrepareInstance("symmetry", R"({"shape": [[0, 1], [0, 2], [1, 0], [1, 1]]})");
  ASSERT_NE(problem, nullptr);
  std::string many = R"({"answer": [)";
  for (int i = 0; i < 5000; ++i) absl::StrAppend(&many, R"("rot_180", )");
  absl::StrAppend(&many, R"("rot_180"]})");
  const std::vector<std::string> outputs = {
      many,
      R"({"answer": ["rot_\u0031\u0038\u0030"]})",  // Escapes compare unequal.
      R"({"answer": ["rot_180"], "answer": []})",
      R"({"answer": [)" + std::string(40, '[') + std::string(40, ']') + "]}",
      std::string(100000, '"'),
      R"({"answer": ["rot_180")",
  };
  testing::ExpectNoneEarnsFullCredit("symmetry", *problem, outputs);
}

}  // namespace
}  // namespace symmetry_test_cc
}  // namespace referee

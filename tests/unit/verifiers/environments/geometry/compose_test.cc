// Compose (seed 003 C.1 task 4) on the VAST ladder: -1 unparseable, 1 the
// cells the shape covers after its rotation, reflection and translation
// in the stated order (any order of cells, each once) or "impossible"
// when that placement is illegal, 0 anything else. The hand tables are
// worked out below; the oracle is checked against a brute force that
// applies the operations to the shape's picture itself, on generated
// instances of levels 0..3 (and a few of 4..8), with every rotation,
// reflection and order of the two tried.
#include <algorithm>
#include <cstdint>
#include <optional>
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
inline namespace compose_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class ComposeTest : public testing::VerifierTableTest {};

// . . . .    L3 = #.   rotated 90 clockwise  ##  then mirrored      ##
// . # . .         ##                         #.  left-right:        .#
// . . . .
// . . . .    mirrored first  .#  then rotated 90 clockwise  #.  (L3 again)
//                            ##                             ##
// Operations: rotate 90 (0), reflect "horizontal" (1), translate (2).
// From [0,0] by (2, 2) to [2,2]: rotate first covers (2,2) (2,3) (3,3);
// reflect first (2,2) (3,2) (3,3). By (1, 0) to [1,0]: rotate first
// covers (1,0) (1,1)#: impossible; reflect first (1,0) (2,0) (2,1).
// By (-1, 0) to [-1,0]: off the canvas either way.
std::string Instance(const std::vector<int>& order, int row, int col, int dr, int dc) {
  return absl::StrCat(
      R"({"size": 4, "canvas": [[0, 0, 0, 0], [0, 1, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
          "shape": [[0, 0], [1, 0], [1, 1]], "rotation": 1, "reflection": 1, "order": [)",
      absl::StrJoin(order, ", "), R"(], "row": )", row, R"(, "col": )", col,
      R"(, "shift_row": )", dr, R"(, "shift_col": )", dc, "}");
}

TEST_F(ComposeTest, Ladder) {
  for (const std::vector<int>& order :
       std::vector<std::vector<int>>{{0, 1, 2}, {0, 2, 1}, {2, 0, 1}}) {
    CheckInstance(
        "compose", Instance(order, 0, 0, 2, 2),
        {{R"({"answer": {"cells": [[2, 2], [2, 3], [3, 3]]}})", 1, true, true},
         {R"({"answer": [[3, 3], [2, 3], [2, 2]]})", 1, true, true},
         {R"(<answer>{"cells": [[2, 2], [2, 3], [3, 3]]}</answer>)", 1, true, true},
         // Reflected first; not translated; only rotated; a cell twice.
         {R"({"answer": {"cells": [[2, 2], [3, 2], [3, 3]]}})", 0, false, true},
         {R"({"answer": {"cells": [[0, 0], [0, 1], [1, 1]]}})", 0, false, true},
         {R"({"answer": {"cells": [[2, 2], [2, 3], [3, 2]]}})", 0, false, true},
         {R"({"answer": {"cells": [[2, 2], [2, 3], [3, 3], [2, 2]]}})", 0, false, true},
         {R"({"answer": "impossible"})", 0, false, true},
         // Unparseable.
         {R"({"answer": {"cells": [[2, 2], [2, 3], [3, 3.5]]}})", -1, false, false},
         {R"({"answer": {"cells": [[2, 2], [2, 3], [3, -99999999999999999999]]}})", -1, false,
          false},
         {R"({"answer": {"anchor": [2, 2]}})", -1, false, false},
         {R"({"answer": {"cells": [[2, 2], [2, 3], [3, 3]]}}<answer>?</answer>)", -1, false,
          false},
         {"", -1, false, false}});
  }
  for (const std::vector<int>& order :
       std::vector<std::vector<int>>{{1, 0, 2}, {1, 2, 0}, {2, 1, 0}}) {
    CheckInstance("compose", Instance(order, 0, 0, 2, 2),
                  {{R"({"answer": {"cells": [[2, 2], [3, 2], [3, 3]]}})", 1, true, true},
                   {R"({"answer": {"cells": [[2, 2], [2, 3], [3, 3]]}})", 0, false, true}});
    CheckInstance("compose", Instance(order, 0, 0, 1, 0),
                  {{R"({"answer": {"cells": [[1, 0], [2, 0], [2, 1]]}})", 1, true, true},
                   {R"({"answer": "impossible"})", 0, false, true}});
  }
  CheckInstance("compose", Instance({0, 1, 2}, 0, 0, 1, 0),
                {{R"({"answer": "impossible"})", 1, true, true},
                 {R"({"answer": {"cells": [[1, 0], [1, 1], [2, 1]]}})", 0, false, true},
                 {R"({"answer": {"cells": [[1, 0], [2, 0], [2, 1]]}})", 0, false, true},
                 {R"({"answer": "impossible"}<answer>?</answer>)", -1, false, false}});
  // Off the canvas: above it, and past its corner.
  CheckInstance("compose", Instance({1, 0, 2}, 0, 0, -1, 0),
                {{R"({"answer": {"impossible": true}})", 1, true, true},
                 {R"({"answer": {"cells": [[-1, 0], [0, 0], [0, 1]]}})", 0, false, true}});
  CheckInstance("compose", Instance({1, 0, 2}, 3, 3, 0, 0),
                {{R"({"answer": "impossible"})", 1, true, true}});
}

TEST_F(ComposeTest, BadInstances) {
  EXPECT_TRUE(testing::PrepareInstanceStatus("compose", Instance({0, 1, 2}, 0, 0, -3, 3)).ok());
  for (const std::string& bad :
       {Instance({0, 0, 2}, 0, 0, 1, 1), Instance({0, 1}, 0, 0, 1, 1),
        Instance({0, 1, 2, 2}, 0, 0, 1, 1), Instance({0, 1, 3}, 0, 0, 1, 1)}) {
    const absl::Status status = testing::PrepareInstanceStatus("compose", bad);
    EXPECT_FALSE(status.ok()) << bad;
    EXPECT_NE(status.message().find("order"), absl::string_view::npos) << status;
  }
  EXPECT_FALSE(testing::PrepareInstanceStatus("compose", Instance({0, 1, 2}, 0, 0, 4, 0)).ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("compose", Instance({0, 1, 2}, 0, 0, 0, -4)).ok());
}

// The brute force's own geometry: a shape as a picture of '#' and '.'.
using Picture = std::vector<std::string>;
using Cells = std::vector<std::pair<int64_t, int64_t>>;

Picture FromCells(const std::vector<std::vector<int64_t>>& cells) {
  int64_t h = 0, w = 0;
  for (const auto& c : cells) {
    h = std::max(h, c[0] + 1);
    w = std::max(w, c[1] + 1);
  }
  Picture p(static_cast<size_t>(h), std::string(static_cast<size_t>(w), '.'));
  for (const auto& c : cells) p[static_cast<size_t>(c[0])][static_cast<size_t>(c[1])] = '#';
  return p;
}

Picture Turn(Picture p, int64_t quarter_turns) {
  for (int64_t q = 0; q < quarter_turns; ++q) {
    const size_t h = p.size(), w = p[0].size();
    Picture out(w, std::string(h, '.'));
    for (size_t r = 0; r < h; ++r) {
      for (size_t c = 0; c < w; ++c) out[c][h - 1 - r] = p[r][c];
    }
    p = out;
  }
  return p;
}

Picture Mirror(const Picture& p, int64_t mode) {
  Picture out = p;
  if (mode == 1) {
    for (std::string& line : out) std::reverse(line.begin(), line.end());
  } else if (mode == 2) {
    std::reverse(out.begin(), out.end());
  } else if (mode == 3) {
    out.assign(p[0].size(), std::string(p.size(), '.'));
    for (size_t r = 0; r < p.size(); ++r) {
      for (size_t c = 0; c < p[r].size(); ++c) out[c][r] = p[r][c];
    }
  }
  return out;
}

struct Read {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> canvas, shape;
  int64_t rotation = 0, reflection = 0;
  std::vector<int64_t> order;
  int64_t row = 0, col = 0, dr = 0, dc = 0;
};

Read ReadGenerated(const testing::Generated& g) {
  return {g.Int("size"),     g.IntRows("canvas"),  g.IntRows("shape"), g.Int("rotation"),
          g.Int("reflection"), g.Ints("order"),    g.Int("row"),       g.Int("col"),
          g.Int("shift_row"),  g.Int("shift_col")};
}

Cells At(const Picture& p, int64_t row, int64_t col) {
  Cells cells;
  for (size_t r = 0; r < p.size(); ++r) {
    for (size_t c = 0; c < p[r].size(); ++c) {
      if (p[r][c] == '#') {
        cells.emplace_back(row + static_cast<int64_t>(r), col + static_cast<int64_t>(c));
      }
    }
  }
  return cells;
}

std::optional<Cells> Place(const Read& x, const Cells& cells) {
  for (const auto& [r, c] : cells) {
    if (r < 0 || c < 0 || r >= x.n || c >= x.n) return std::nullopt;
    const int64_t code = x.canvas[static_cast<size_t>(r)][static_cast<size_t>(c)];
    if (code != 0 && code != 4) return std::nullopt;
  }
  return cells;
}

// The operations one at a time, as the prompt states them.
Cells Apply(const Read& x) {
  Picture p = FromCells(x.shape);
  int64_t row = x.row, col = x.col;
  for (const int64_t op : x.order) {
    if (op == 0) p = Turn(p, x.rotation);
    if (op == 1) p = Mirror(p, x.reflection);
    if (op == 2) {
      row += x.dr;
      col += x.dc;
    }
  }
  return At(p, row, col);
}

std::string CellsOutput(const Cells& cells) {
  std::string out = R"({"answer": {"cells": [)";
  for (size_t i = 0; i < cells.size(); ++i) {
    absl::StrAppend(&out, i ? ", " : "", "[", cells[i].first, ", ", cells[i].second, "]");
  }
  return out + "]}}";
}

Verdict Score(const PreparedProblem& problem, const std::string& output) {
  return testing::ScoreWith("compose", problem, output);
}

TEST_F(ComposeTest, OracleMatchesBruteForce) {
  std::vector<testing::Generated> all = testing::GenerateSmall("compose", 3, 150);
  for (const testing::Generated& g : testing::GenerateSmall("compose", 8, 10)) {
    if (g.level > 3) all.push_back(g);
  }
  for (const testing::Generated& g : all) {
    const Read x = ReadGenerated(g);
    const std::optional<Cells> want = Place(x, Apply(x));
    ASSERT_EQ(g.reference_output, want ? CellsOutput(*want) : R"({"answer": "impossible"})")
        << g.Where();
    if (g.seed % 5 != 0) continue;
    // Every rotation, reflection and order of the two, at the final anchor:
    // full credit exactly when the cells are the right ones.
    const PreparedProblemPtr problem = testing::PrepareGenerated("compose", g);
    ASSERT_NE(problem, nullptr);
    EXPECT_EQ(Score(*problem, g.reference_output).score, 1) << g.Where();
    EXPECT_EQ(Score(*problem, R"({"answer": "impossible"})").score, want ? 0 : 1) << g.Where();
    const Picture original = FromCells(x.shape);
    for (int64_t q = 0; q < 4; ++q) {
      for (int64_t m = 0; m < 4; ++m) {
        for (const bool turn_first : {true, false}) {
          const Picture p =
              turn_first ? Mirror(Turn(original, q), m) : Turn(Mirror(original, m), q);
          const Cells cells = At(p, x.row + x.dr, x.col + x.dc);
          const bool right = want && *want == cells;
          EXPECT_EQ(Score(*problem, CellsOutput(cells)).score, right ? 1 : 0)
              << g.Where() << " " << q << " " << m;
        }
      }
    }
  }
}

TEST_F(ComposeTest, LevelsFollowTable5) {
  constexpr int kSeeds = 300;
  std::vector<int> impossible(4, 0);
  std::set<std::vector<int64_t>> orders;
  for (const testing::Generated& g : testing::GenerateSmall("compose", 3, kSeeds)) {
    const environments::SpatialLevel& level = environments::SpatialLevelFor(g.level);
    const Read x = ReadGenerated(g);
    ASSERT_EQ(x.n, level.canvas) << g.Where();
    const std::vector<int64_t> sizes = environments::LevelShapeSizes(level);
    EXPECT_NE(std::find(sizes.begin(), sizes.end(), static_cast<int64_t>(x.shape.size())),
              sizes.end())
        << g.Where();
    int64_t obstacles = 0, letters = 0;
    for (const auto& row : x.canvas) {
      for (const int64_t code : row) {
        obstacles += code == 1;
        letters += code == 2 || code == 3;
      }
    }
    EXPECT_GE(obstacles, level.min_obstacles) << g.Where();
    EXPECT_LE(obstacles, level.max_obstacles) << g.Where();
    EXPECT_GE(letters, 2 * level.min_decoys) << g.Where();
    EXPECT_LE(letters, 2 * level.max_decoys) << g.Where();
    if (g.level == 0) {
      EXPECT_LE(x.rotation, 1) << g.Where();
    }
    const auto& modes = level.reflections;
    EXPECT_NE(std::find(modes.begin(), modes.end(),
                        environments::ReflectionFromCode(x.reflection)),
              modes.end())
        << g.Where();
    EXPECT_FALSE(x.rotation == 0 && x.reflection == 0) << g.Where();  // Not both trivial.
    EXPECT_FALSE(x.dr == 0 && x.dc == 0) << g.Where();                // The anchor moves.
    const int64_t final_row = x.row + x.dr, final_col = x.col + x.dc;
    EXPECT_TRUE(final_row >= 0 && final_col >= 0 && final_row < x.n && final_col < x.n);
    orders.insert(x.order);
    impossible[static_cast<size_t>(g.level)] += g.reference_output.find("impossible") !=
                                                std::string::npos;
  }
  EXPECT_EQ(orders.size(), 6u);
  for (int d = 0; d <= 3; ++d) {
    EXPECT_GE(impossible[static_cast<size_t>(d)], kSeeds / 10) << d;
    EXPECT_LE(impossible[static_cast<size_t>(d)], kSeeds * 3 / 10) << d;
  }
}

TEST_F(ComposeTest, SameSeedSameProblem) {
  const TaskType* task = testing::TestCatalog().tasks.Find("compose");
  ASSERT_NE(task, nullptr);
  std::set<std::string> prompts;
  for (int d = 0; d <= environments::kSpatialMaxDifficulty; ++d) {
    for (uint64_t seed = 0; seed < 8; ++seed) {
      auto a = task->Generate(d, seed);
      auto b = task->Generate(d, seed);
      ASSERT_TRUE(a.ok() && b.ok());
      EXPECT_EQ(a->prompt(), b->prompt());
      EXPECT_EQ(a->reference_output(), b->reference_output());
      prompts.insert(a->prompt());
    }
  }
  EXPECT_GT(prompts.size(), 60u);
  auto problem = task->Generate(2, 9);
  ASSERT_TRUE(problem.ok());
  EXPECT_NE(problem->prompt().find(environments::kSpatialConventions), std::string::npos);
  EXPECT_NE(problem->prompt().find("in this order:\n1. "), std::string::npos);
}

}  // namespace
}  // namespace compose_test_cc
}  // namespace referee

// Reflect & Place (seed 003 C.1 task 3) on the VAST ladder: -1
// unparseable, 1 the cells the reflected shape covers at the anchor (any
// order, each once) or "impossible" when that placement is illegal, 0
// anything else. The hand tables are worked out below; the oracle is
// checked against a brute force that mirrors the shape's picture itself,
// on generated instances of levels 0..3 (and a few of 4..8), with every
// reflection tried.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "verifiers/environments/geometry/spatial_canvas.h"

namespace referee {
inline namespace reflect_place_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class ReflectPlaceTest : public testing::VerifierTableTest {};

// . . . .    L3 = #.   horizontal  .#   vertical  ##   diagonal  ##
// . # . .         ##   (mirror     ##   (mirror   #.   (swap     .#
// . . . .               left-right)     top-bottom)    rows, cols)
// . . . .
// At [2,2]: none covers (2,2) (3,2) (3,3); horizontal (2,3) (3,2) (3,3);
// vertical (2,2) (2,3) (3,2); diagonal (2,2) (2,3) (3,3): all legal.
// At [1,0]: vertical covers (1,0) (1,1)#: impossible, though L3 itself
// there, (1,0) (2,0) (2,1), is legal. At [3,0] diagonal reaches row 4.
std::string Instance(int reflection, int row, int col) {
  return absl::StrCat(
      R"({"size": 4, "canvas": [[0, 0, 0, 0], [0, 1, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
          "shape": [[0, 0], [1, 0], [1, 1]], "reflection": )",
      reflection, R"(, "row": )", row, R"(, "col": )", col, "}");
}

TEST_F(ReflectPlaceTest, Ladder) {
  CheckInstance(
      "reflect_place", Instance(1, 2, 2),
      {{R"({"answer": {"cells": [[2, 3], [3, 2], [3, 3]]}})", 1, true, true},
       {R"({"answer": {"cells": [[3, 3], [3, 2], [2, 3]]}})", 1, true, true},
       {R"({"answer": [[2, 3], [3, 2], [3, 3]]})", 1, true, true},
       {R"(<answer>{"cells": [[2, 3], [3, 2], [3, 3]]}</answer>)", 1, true, true},
       // Not mirrored; mirrored the other ways; a cell short, one twice.
       {R"({"answer": {"cells": [[2, 2], [3, 2], [3, 3]]}})", 0, false, true},
       {R"({"answer": {"cells": [[2, 2], [2, 3], [3, 2]]}})", 0, false, true},
       {R"({"answer": {"cells": [[2, 2], [2, 3], [3, 3]]}})", 0, false, true},
       {R"({"answer": {"cells": [[2, 3], [3, 2]]}})", 0, false, true},
       {R"({"answer": {"cells": [[2, 3], [3, 2], [3, 3], [3, 3]]}})", 0, false, true},
       {R"({"answer": {"cells": [[-2, 3], [3, 2], [3, 3]]}})", 0, false, true},
       {R"({"answer": "impossible"})", 0, false, true},
       // Unparseable.
       {R"({"answer": {"cells": [[2, 3], [3, 2], [3, 1e400]]}})", -1, false, false},
       {R"({"answer": {"cells": [[2, 3], [3, 2], [3, "3"]]}})", -1, false, false},
       {R"({"answer": {"cells": [[2, 3, 0], [3, 2], [3, 3]]}})", -1, false, false},
       {R"({"answer": {"cells": {"0": [2, 3]}}})", -1, false, false},
       {R"({"answer": {"impossible": true, "cells": [[2, 3], [3, 2], [3, 3]]}})", -1, false,
        false},
       {R"({"answer": {"cells": [[2, 3], [3, 2], [3, 3]]}}<answer>?</answer>)", -1, false,
        false},
       {R"({"answer": {"cells": [[2, 3], [3, 2], [3, 3]}})", -1, false, false},
       {"", -1, false, false}});
  CheckInstance("reflect_place", Instance(0, 2, 2),
                {{R"({"answer": {"cells": [[2, 2], [3, 2], [3, 3]]}})", 1, true, true}});
  CheckInstance("reflect_place", Instance(2, 2, 2),
                {{R"({"answer": {"cells": [[2, 2], [2, 3], [3, 2]]}})", 1, true, true},
                 {R"({"answer": {"cells": [[2, 2], [2, 3], [3, 3]]}})", 0, false, true}});
  CheckInstance("reflect_place", Instance(3, 2, 2),
                {{R"({"answer": {"cells": [[2, 2], [2, 3], [3, 3]]}})", 1, true, true},
                 {R"({"answer": {"cells": [[2, 2], [2, 3], [3, 2]]}})", 0, false, true}});
  CheckInstance("reflect_place", Instance(2, 1, 0),
                {{R"({"answer": "impossible"})", 1, true, true},
                 {R"({"answer": {"cells": [[1, 0], [2, 0], [2, 1]]}})", 0, false, true},
                 {R"({"answer": {"cells": [[1, 0], [1, 1], [2, 0]]}})", 0, false, true}});
  CheckInstance("reflect_place", Instance(3, 3, 0),
                {{R"({"answer": "IMPOSSIBLE"})", 1, true, true},
                 {R"({"answer": {"cells": [[3, 0], [3, 1], [4, 1]]}})", 0, false, true},
                 {R"({"answer": "impossible"}<answer>?</answer>)", -1, false, false}});
}

TEST_F(ReflectPlaceTest, BadInstances) {
  EXPECT_FALSE(testing::PrepareInstanceStatus("reflect_place", Instance(4, 0, 0)).ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("reflect_place", Instance(0, 0, 4)).ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus("reflect_place", Instance(3, 3, 3)).ok());
}

// The brute force's own geometry: a shape as a picture of '#' and '.'.
using Picture = std::vector<std::string>;

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

// 0 as is, 1 each line reversed, 2 the lines reversed, 3 transposed.
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
  int64_t reflection = 0, row = 0, col = 0;
};

Read ReadGenerated(const testing::Generated& g) {
  return {g.Int("size"),       g.IntRows("canvas"), g.IntRows("shape"),
          g.Int("reflection"), g.Int("row"),        g.Int("col")};
}

using Cells = std::vector<std::pair<int64_t, int64_t>>;

// The picture's cells at [row, col], in (row, col) order.
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

std::optional<Cells> Place(const Read& x, const Picture& p) {
  Cells cells = At(p, x.row, x.col);
  for (const auto& [r, c] : cells) {
    if (r >= x.n || c >= x.n) return std::nullopt;
    const int64_t code = x.canvas[static_cast<size_t>(r)][static_cast<size_t>(c)];
    if (code != 0 && code != 4) return std::nullopt;
  }
  return cells;
}

std::string CellsOutput(const Cells& cells) {
  std::string out = R"({"answer": {"cells": [)";
  for (size_t i = 0; i < cells.size(); ++i) {
    absl::StrAppend(&out, i ? ", " : "", "[", cells[i].first, ", ", cells[i].second, "]");
  }
  return out + "]}}";
}

Verdict Score(const PreparedProblem& problem, const std::string& output) {
  return testing::ScoreWith("reflect_place", problem, output);
}

TEST_F(ReflectPlaceTest, OracleMatchesBruteForce) {
  std::vector<testing::Generated> all = testing::GenerateSmall("reflect_place", 3, 150);
  for (const testing::Generated& g : testing::GenerateSmall("reflect_place", 8, 10)) {
    if (g.level > 3) all.push_back(g);
  }
  for (const testing::Generated& g : all) {
    const Read x = ReadGenerated(g);
    const Picture original = FromCells(x.shape);
    const Picture mirrored = Mirror(original, x.reflection);
    const std::optional<Cells> want = Place(x, mirrored);
    ASSERT_EQ(g.reference_output, want ? CellsOutput(*want) : R"({"answer": "impossible"})")
        << g.Where();
    if (!want) {
      EXPECT_TRUE(Place(x, original) || original == mirrored) << g.Where();
    }
    if (g.seed % 5 != 0) continue;
    // Every reflection's cells: full credit only for the prescribed one's.
    const PreparedProblemPtr problem = testing::PrepareGenerated("reflect_place", g);
    ASSERT_NE(problem, nullptr);
    EXPECT_EQ(Score(*problem, g.reference_output).score, 1) << g.Where();
    EXPECT_EQ(Score(*problem, R"({"answer": "impossible"})").score, want ? 0 : 1) << g.Where();
    for (int64_t mode = 0; mode < 4; ++mode) {
      Cells cells = At(Mirror(original, mode), x.row, x.col);
      const bool right = want && *want == cells;
      EXPECT_EQ(Score(*problem, CellsOutput(cells)).score, right ? 1 : 0) << g.Where() << mode;
      std::reverse(cells.begin(), cells.end());
      EXPECT_EQ(Score(*problem, CellsOutput(cells)).score, right ? 1 : 0) << g.Where() << mode;
    }
  }
}

TEST_F(ReflectPlaceTest, LevelsFollowTable5) {
  constexpr int kSeeds = 300;
  std::vector<int> impossible(4, 0);
  std::vector<std::set<int64_t>> modes(4);
  for (const testing::Generated& g : testing::GenerateSmall("reflect_place", 3, kSeeds)) {
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
    modes[static_cast<size_t>(g.level)].insert(x.reflection);
    impossible[static_cast<size_t>(g.level)] += g.reference_output.find("impossible") !=
                                                std::string::npos;
  }
  // Table 5: none/horizontal at 1 (and the warm-up), horizontal/vertical
  // at 2, all four at 3.
  EXPECT_EQ(modes[0], (std::set<int64_t>{0, 1}));
  EXPECT_EQ(modes[1], (std::set<int64_t>{0, 1}));
  EXPECT_EQ(modes[2], (std::set<int64_t>{1, 2}));
  EXPECT_EQ(modes[3], (std::set<int64_t>{0, 1, 2, 3}));
  for (int d = 0; d <= 3; ++d) {
    EXPECT_GE(impossible[static_cast<size_t>(d)], kSeeds / 10) << d;
    EXPECT_LE(impossible[static_cast<size_t>(d)], kSeeds * 3 / 10) << d;
  }
}

TEST_F(ReflectPlaceTest, SameSeedSameProblem) {
  const TaskType* task = testing::TestCatalog().tasks.Find("reflect_place");
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
  auto problem = task->Generate(3, 4);
  ASSERT_TRUE(problem.ok());
  EXPECT_NE(problem->prompt().find(environments::kSpatialConventions), std::string::npos);
  EXPECT_NE(problem->prompt().find("Reflect the shape with reflection \""), std::string::npos);
}

}  // namespace
}  // namespace reflect_place_test_cc
}  // namespace referee

// Rotate & Place (seed 003 C.1 task 2) on the VAST ladder: -1 unparseable,
// 1 the cells the rotated shape covers at the anchor (any order, each
// once) or "impossible" when that placement is illegal, 0 anything else.
// The hand tables are worked out below; the oracle is checked against a
// brute force that turns the shape's picture itself, on generated
// instances of levels 0..3 (and a few of 4..8), with every rotation tried.
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
inline namespace rotate_place_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class RotatePlaceTest : public testing::VerifierTableTest {};

// . . . .    L3 = #.   turned clockwise:  ##    ##    .#
// . # . .         ##   90:                #.    .#    ##
// . . . .                                 180:        270:
// . . . .
// At [2,2]: 0 covers (2,2) (3,2) (3,3); 90 (2,2) (2,3) (3,2);
// 180 (2,2) (2,3) (3,3); 270 (2,3) (3,2) (3,3): all legal.
// At [1,0]: 90 covers (1,0) (1,1)#: impossible, though the unturned L3
// there, (1,0) (2,0) (2,1), is legal. At [3,3] 90 reaches column 4.
std::string Instance(int rotation, int row, int col) {
  return absl::StrCat(
      R"({"size": 4, "canvas": [[0, 0, 0, 0], [0, 1, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
          "shape": [[0, 0], [1, 0], [1, 1]], "rotation": )",
      rotation, R"(, "row": )", row, R"(, "col": )", col, "}");
}

TEST_F(RotatePlaceTest, Ladder) {
  CheckInstance(
      "rotate_place", Instance(1, 2, 2),
      {{R"({"answer": {"cells": [[2, 2], [2, 3], [3, 2]]}})", 1, true, true},
       {R"({"answer": {"cells": [[3, 2], [2, 2], [2, 3]]}})", 1, true, true},  // Any order.
       {R"({"answer": [[2, 2], [2, 3], [3, 2]]})", 1, true, true},
       {"Turned: ##/#.\n```json\n{\"answer\": {\"cells\": [[2,2],[2,3],[3,2]]}}\n```", 1, true,
        true},
       {R"(<answer>{"cells": [[2, 2], [2, 3], [3, 2]]}</answer>)", 1, true, true},
       // Unturned; turned the other way; a cell missing, repeated, extra.
       {R"({"answer": {"cells": [[2, 2], [3, 2], [3, 3]]}})", 0, false, true},
       {R"({"answer": {"cells": [[2, 3], [3, 2], [3, 3]]}})", 0, false, true},
       {R"({"answer": {"cells": [[2, 2], [2, 3]]}})", 0, false, true},
       {R"({"answer": {"cells": [[2, 2], [2, 3], [3, 2], [3, 2]]}})", 0, false, true},
       {R"({"answer": {"cells": [[2, 2], [2, 3], [3, 2], [3, 3]]}})", 0, false, true},
       {R"({"answer": {"cells": [[2, 2], [2, 3], [3, 2000000000000]]}})", 0, false, true},
       {R"({"answer": {"cells": []}})", 0, false, true},
       {R"({"answer": "impossible"})", 0, false, true},
       // Unparseable.
       {R"({"answer": {"cells": [[2, 2], [2, 3], [3, 99999999999999999999]]}})", -1, false,
        false},
       {R"({"answer": {"cells": [[2, 2], [2, 3], [3]]}})", -1, false, false},
       {R"({"answer": {"cells": [[2, 2], [2, 3], [3, 2.0]]}})", -1, false, false},
       {R"({"answer": {"cells": "2 2, 2 3, 3 2"}})", -1, false, false},
       {R"({"answer": {"anchor": [2, 2]}})", -1, false, false},
       {R"({"answer": {"cells": [[2, 2], [2, 3], [3, 2]]}}<answer>?</answer>)", -1, false,
        false},
       {R"({"answer": {"cells": [[2, 2], [2, 3], [3, 2]})", -1, false, false},
       {"2 2 2 3 3 2", -1, false, false},
       {"", -1, false, false}});
  CheckInstance("rotate_place", Instance(0, 2, 2),
                {{R"({"answer": {"cells": [[2, 2], [3, 2], [3, 3]]}})", 1, true, true}});
  CheckInstance("rotate_place", Instance(2, 2, 2),
                {{R"({"answer": {"cells": [[2, 2], [2, 3], [3, 3]]}})", 1, true, true},
                 {R"({"answer": {"cells": [[2, 2], [2, 3], [3, 2]]}})", 0, false, true}});
  CheckInstance("rotate_place", Instance(3, 2, 2),
                {{R"({"answer": {"cells": [[2, 3], [3, 2], [3, 3]]}})", 1, true, true},
                 {R"({"answer": {"cells": [[2, 2], [2, 3], [3, 2]]}})", 0, false, true}});
  for (const auto& [row, col] : {std::pair<int, int>{1, 0}, {3, 3}}) {
    CheckInstance("rotate_place", Instance(1, row, col),
                  {{R"({"answer": "impossible"})", 1, true, true},
                   {R"({"answer": {"impossible": true}})", 1, true, true},
                   {R"({"answer": {"cells": [[1, 0], [2, 0], [2, 1]]}})", 0, false, true},
                   {R"({"answer": {"cells": [[1, 0], [1, 1], [2, 0]]}})", 0, false, true},
                   {R"({"answer": {"cells": []}})", 0, false, true},
                   {R"({"answer": "impossible"}<answer>?</answer>)", -1, false, false}});
  }
}

TEST_F(RotatePlaceTest, BadInstances) {
  EXPECT_FALSE(testing::PrepareInstanceStatus("rotate_place", Instance(4, 0, 0)).ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("rotate_place", Instance(-1, 0, 0)).ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("rotate_place", Instance(0, 4, 0)).ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus("rotate_place", Instance(0, 3, 3)).ok());
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

// Clockwise: the top row becomes the right column.
Picture TurnClockwise(const Picture& p) {
  const size_t h = p.size(), w = p[0].size();
  Picture out(w, std::string(h, '.'));
  for (size_t r = 0; r < h; ++r) {
    for (size_t c = 0; c < w; ++c) out[c][h - 1 - r] = p[r][c];
  }
  return out;
}

struct Read {
  int64_t n = 0;
  std::vector<std::vector<int64_t>> canvas, shape;
  int64_t rotation = 0, row = 0, col = 0;
};

Read ReadGenerated(const testing::Generated& g) {
  return {g.Int("size"),     g.IntRows("canvas"), g.IntRows("shape"),
          g.Int("rotation"), g.Int("row"),        g.Int("col")};
}

// The picture at [row, col]: its cells in (row, col) order if legal.
std::optional<std::vector<std::pair<int64_t, int64_t>>> Place(const Read& x, const Picture& p,
                                                              int64_t row, int64_t col) {
  std::vector<std::pair<int64_t, int64_t>> cells;
  for (size_t r = 0; r < p.size(); ++r) {
    for (size_t c = 0; c < p[r].size(); ++c) {
      if (p[r][c] != '#') continue;
      const int64_t rr = row + static_cast<int64_t>(r), cc = col + static_cast<int64_t>(c);
      if (rr >= x.n || cc >= x.n) return std::nullopt;
      const int64_t code = x.canvas[static_cast<size_t>(rr)][static_cast<size_t>(cc)];
      if (code != 0 && code != 4) return std::nullopt;
      cells.emplace_back(rr, cc);
    }
  }
  return cells;
}

std::string CellsOutput(const std::vector<std::pair<int64_t, int64_t>>& cells) {
  std::string out = R"({"answer": {"cells": [)";
  for (size_t i = 0; i < cells.size(); ++i) {
    absl::StrAppend(&out, i ? ", " : "", "[", cells[i].first, ", ", cells[i].second, "]");
  }
  return out + "]}}";
}

Verdict Score(const PreparedProblem& problem, const std::string& output) {
  return testing::ScoreWith("rotate_place", problem, output);
}

TEST_F(RotatePlaceTest, OracleMatchesBruteForce) {
  std::vector<testing::Generated> all = testing::GenerateSmall("rotate_place", 3, 150);
  for (const testing::Generated& g : testing::GenerateSmall("rotate_place", 8, 10)) {
    if (g.level > 3) all.push_back(g);
  }
  for (const testing::Generated& g : all) {
    const Read x = ReadGenerated(g);
    std::vector<Picture> turns = {FromCells(x.shape)};
    for (int q = 1; q < 4; ++q) turns.push_back(TurnClockwise(turns.back()));
    const auto want = Place(x, turns[static_cast<size_t>(x.rotation)], x.row, x.col);
    ASSERT_EQ(g.reference_output, want ? CellsOutput(*want) : R"({"answer": "impossible"})")
        << g.Where();
    // Impossible only where the unturned shape fits (or looks the same).
    if (!want) {
      EXPECT_TRUE(Place(x, turns[0], x.row, x.col) ||
                  turns[0] == turns[static_cast<size_t>(x.rotation)])
          << g.Where();
    }
    if (g.seed % 5 != 0) continue;
    // Every rotation's cells: full credit only for the prescribed one's.
    const PreparedProblemPtr problem = testing::PrepareGenerated("rotate_place", g);
    ASSERT_NE(problem, nullptr);
    EXPECT_EQ(Score(*problem, g.reference_output).score, 1) << g.Where();
    EXPECT_EQ(Score(*problem, R"({"answer": "impossible"})").score, want ? 0 : 1) << g.Where();
    for (int q = 0; q < 4; ++q) {
      std::vector<std::pair<int64_t, int64_t>> cells;
      const Picture& p = turns[static_cast<size_t>(q)];
      for (size_t r = 0; r < p.size(); ++r) {
        for (size_t c = 0; c < p[r].size(); ++c) {
          if (p[r][c] == '#') {
            cells.emplace_back(x.row + static_cast<int64_t>(r), x.col + static_cast<int64_t>(c));
          }
        }
      }
      const bool right = want && *want == cells;
      EXPECT_EQ(Score(*problem, CellsOutput(cells)).score, right ? 1 : 0) << g.Where() << q;
      std::reverse(cells.begin(), cells.end());
      EXPECT_EQ(Score(*problem, CellsOutput(cells)).score, right ? 1 : 0) << g.Where() << q;
    }
  }
}

TEST_F(RotatePlaceTest, LevelsFollowTable5) {
  constexpr int kSeeds = 300;
  std::vector<int> impossible(4, 0);
  std::vector<std::set<int64_t>> rotations(4);
  for (const testing::Generated& g : testing::GenerateSmall("rotate_place", 3, kSeeds)) {
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
    rotations[static_cast<size_t>(g.level)].insert(x.rotation);
    impossible[static_cast<size_t>(g.level)] += g.reference_output.find("impossible") !=
                                                std::string::npos;
  }
  EXPECT_EQ(rotations[0], (std::set<int64_t>{0, 1}));  // The warm-up: {0, 90}.
  for (int d = 1; d <= 3; ++d) {
    EXPECT_EQ(rotations[static_cast<size_t>(d)], (std::set<int64_t>{0, 1, 2, 3})) << d;
  }
  for (int d = 0; d <= 3; ++d) {
    EXPECT_GE(impossible[static_cast<size_t>(d)], kSeeds / 10) << d;
    EXPECT_LE(impossible[static_cast<size_t>(d)], kSeeds * 3 / 10) << d;
  }
}

TEST_F(RotatePlaceTest, SameSeedSameProblem) {
  const TaskType* task = testing::TestCatalog().tasks.Find("rotate_place");
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
  auto problem = task->Generate(1, 3);
  ASSERT_TRUE(problem.ok());
  EXPECT_NE(problem->prompt().find(environments::kSpatialConventions), std::string::npos);
  EXPECT_NE(problem->prompt().find("degrees clockwise"), std::string::npos);
}

}  // namespace
}  // namespace rotate_place_test_cc
}  // namespace referee

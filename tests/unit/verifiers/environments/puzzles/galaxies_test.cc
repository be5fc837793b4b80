// Galaxies on the puzzle ladder (puzzle_ladder.h): -1 unparseable, wrong
// shape or a token that is no galaxy label 1..K; 1 for any board that
// breaks no rule; else c^power (power 3), c the weighted fraction of cells
// equal to the solution (a cell no centre touches weighs 2, a centre's own
// cell 1). Every expectation is worked out by hand below; generated
// puzzles are checked against a brute force written from the rules, not
// from galaxies.cc.
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "google/protobuf/util/message_differencer.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/brute_force.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace galaxies_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "galaxies";

class GalaxiesTest : public testing::VerifierTableTest {};

// 3 x 3. Doubled coordinates: the middle of cell (r, c) (0-based) is
// (2r+1, 2c+1).
//   centre 1 [2, 2]: the corner of cells (0,0) (0,1) (1,0) (1,1);
//   centre 2 [2, 5]: the edge between (0,2) and (1,2);
//   centre 3 [5, 3]: the middle of (2,1).
// Free cells: (2,0) and (2,2). A half turn about [y, x] takes (r, c) to
// (y-1-r, x-1-c): about 1, (2,0) -> (-1,1) and (2,2) -> (-1,-1), off the
// grid; about 2, any (2, c) -> (-1, 4-c), off; about 3, (2,0) <-> (2,2).
// So both join galaxy 3, the only solution:
//   1 1 2
//   1 1 2
//   3 3 3
// Weights: the seven cells the centres touch 1 each, (2,0) and (2,2) 2
// each: 11 in all.
const char kSmall[] = R"({"rows": 3, "columns": 3, "centres": [[2, 2], [2, 5], [5, 3]]})";

TEST_F(GalaxiesTest, Ladder) {
  CheckInstance(
      kName, kSmall,
      {{"<answer>1 1 2\n1 1 2\n3 3 3</answer>", 1, true, true},
       {"<answer>\n 1  1 2\t\n\n1 1 2 \n3 3 3\n</answer>", 1, true, true},
       {"\\boxed{1 1 2\n1 1 2\n3 3 3}", 1, true, true},
       // (2,2) in galaxy 2: its image about [2, 5] is off the grid, and
       // galaxy 3 = (2,0) (2,1) is no longer symmetric. (2,2) lost: 9/11.
       {"<answer>1 1 2\n1 1 2\n3 3 2</answer>", 729.0 / 1331.0, false, true},
       // (2,0) in galaxy 1 (connected, but not symmetric): 9/11.
       {"<answer>1 1 2\n1 1 2\n1 3 3</answer>", 729.0 / 1331.0, false, true},
       // Both free cells wrong: 7/11.
       {"<answer>1 1 2\n1 1 2\n1 3 2</answer>", 343.0 / 1331.0, false, true},
       // Centre 1's own cell (0,0) given to galaxy 3: 10/11.
       {"<answer>3 1 2\n1 1 2\n3 3 3</answer>", 1000.0 / 1331.0, false, true},
       // One galaxy everywhere: the four cells of centre 1, 4/11; of
       // centre 2, 2/11; row 3, 2 + 1 + 2 = 5/11.
       {"<answer>1 1 1\n1 1 1\n1 1 1</answer>", 64.0 / 1331.0, false, true},
       {"<answer>2 2 2\n2 2 2\n2 2 2</answer>", 8.0 / 1331.0, false, true},
       {"<answer>3 3 3\n3 3 3\n3 3 3</answer>", 125.0 / 1331.0, false, true},
       // Labels 1 and 2 swapped: row 3 only, 5/11.
       {"<answer>2 2 1\n2 2 1\n3 3 3</answer>", 125.0 / 1331.0, false, true},
       // The last answer counts.
       {"<answer>1 1 2\n1 1 2\n3 3 3</answer> no: <answer>1 1 2\n1 1 2\n3 3 2</answer>",
        729.0 / 1331.0, false, true},
       {"<answer>1 1 2\n1 1 2\n3 3 4</answer>", -1, false, false},   // No centre 4.
       {"<answer>1 1 2\n1 1 2\n3 3 0</answer>", -1, false, false},   // Nor 0.
       {"<answer>1 1 2\n1 1 2\n3 3 03</answer>", -1, false, false},  // Leading zero.
       {"<answer>1 1 2\n1 1 2\n3 3 +3</answer>", -1, false, false},
       {"<answer>1 1 2\n1 1 2\n3 3 3.0</answer>", -1, false, false},
       {"<answer>1 1 2\n1 1 2\n3 3 -3</answer>", -1, false, false},
       {"<answer>A A B\nA A B\nC C C</answer>", -1, false, false},
       {"<answer>1 1 2 1 1 2 3 3 3</answer>", -1, false, false},       // One line.
       {"<answer>1 1 2\n1 1 2</answer>", -1, false, false},            // Two lines.
       {"<answer>1 1 2\n1 1 2\n3 3 3\n3 3 3</answer>", -1, false, false},
       {"<answer>1 1 2 2\n1 1 2\n3 3 3</answer>", -1, false, false},
       {"<answer>1,1,2\n1,1,2\n3,3,3</answer>", -1, false, false},
       {"<answer></answer>", -1, false, false},
       {"1 1 2\n1 1 2\n3 3 3", -1, false, false},             // No tag.
       {"<answer>1 1 2\n1 1 2\n3 3 3", -1, false, false}});   // Unclosed.
  // power 1: (2,2) lost earns 9/11.
  CheckInstance(kName, kSmall,
                {{"<answer>1 1 2\n1 1 2\n3 3 2</answer>", 9.0 / 11.0, false, true}},
                R"({"power": 1})");
}

TEST_F(GalaxiesTest, PowerMustBePositive) {
  EXPECT_FALSE(ParamError(kName, R"({"power": 0})").ok());
  EXPECT_FALSE(ParamError(kName, R"({"power": -2})").ok());
  EXPECT_TRUE(ParamError(kName, R"({"power": 2})").ok());
}

// 3 x 4, centres (sorted, labels 1..5): 1 [1, 5] the middle of (0,2);
// 2 [3, 1] the middle of (1,0); 3 [3, 4] the edge between (1,1) and (1,2);
// 4 [3, 7] the middle of (1,3); 5 [5, 3] the middle of (2,1). The free
// cells and where their images fall (in the grid only):
//   (0,0): 2 -> (2,0), 3 -> (2,3)      (2,0): 2, 3 -> (0,3), 5 -> (2,2)
//   (0,1): 1 -> (0,3), 3 -> (2,2)      (2,2): 3 -> (0,1), 5 -> (2,0)
//   (0,3): 1, 3 -> (2,0), 4 -> (2,3)   (2,3): 3 -> (0,0), 4 -> (0,3)
// If (0,0) joined 3 it would need (0,1) in 3 to reach the centre ((1,0) is
// 2's), hence (2,2) and (2,3) in 3; then (0,3) has no option: 3 would cut
// it off ((0,2) is 1's, (1,3) 4's), 1 needs (0,1), 4 needs (2,3). So (0,0)
// and (2,0) are 2's, (2,2) is 3's (5 needs (2,0)), so is (0,1), and (0,3)
// and (2,3) are 4's: the only solution is
//   2 3 1 4
//   2 3 3 4
//   2 5 3 4
// The rejected branch, completed, is symmetric everywhere but galaxy 3 is
// in three pieces:
//   3 3 1 3
//   2 3 3 4
//   3 5 3 3
// Weights: six cells touched (1 each), six free (2 each): 18.
const char kDisconnected[] =
    R"({"rows": 3, "columns": 4, "centres": [[1, 5], [3, 1], [3, 4], [3, 7], [5, 3]]})";

TEST_F(GalaxiesTest, GalaxiesMustBeConnected) {
  CheckInstance(kName, kDisconnected,
                {{"<answer>2 3 1 4\n2 3 3 4\n2 5 3 4</answer>", 1, true, true},
                 // Symmetric but disconnected: the six touched cells and
                 // (0,1), (2,2) match: 10/18.
                 {"<answer>3 3 1 3\n2 3 3 4\n3 5 3 3</answer>", 125.0 / 729.0, false, true},
                 // (2,3) in 3: connected, but its image (0,0) is 2's: 16/18.
                 {"<answer>2 3 1 4\n2 3 3 4\n2 5 3 3</answer>", 512.0 / 729.0, false, true}});
}

// An instance may carry its solution; it must be the only one.
TEST_F(GalaxiesTest, StoredSolutionIsChecked) {
  CheckInstance(kName,
                R"({"rows": 3, "columns": 3, "centres": [[2, 2], [2, 5], [5, 3]],
                    "solution": [[1, 1, 2], [1, 1, 2], [3, 3, 3]]})",
                {{"<answer>1 1 2\n1 1 2\n3 3 3</answer>", 1, true, true}});
}

TEST_F(GalaxiesTest, PromptAndReference) {
  const PreparedProblemPtr problem = testing::PrepareInstance(kName, kSmall);
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultReference(*problem),
            "<answer>1 1 2\n1 1 2\n3 3 3</answer>");
  EXPECT_EQ(
      problem->task().DefaultPrompt(*problem),
      "Solve this Galaxies puzzle (from Simon Tatham's Portable Puzzle "
      "Collection; also known as Spiral Galaxies). The grid has 3 rows and 3 "
      "columns; cell (r, c) is in row r (1 to 3, top to bottom) and column c "
      "(1 to 3, left to right). It holds 3 galaxy centres, numbered 1 to 3. A "
      "centre sits at the middle of a cell, at the midpoint of the edge "
      "between two neighbouring cells, or at the corner where four cells "
      "meet; its position (a, b) uses the same coordinates, with halves "
      "between cells:\n"
      "- Centre 1 at (1.5, 1.5): the corner where cells (1, 1), (1, 2), (2, 1) "
      "and (2, 2) meet\n"
      "- Centre 2 at (1.5, 3): the midpoint of the edge between cells (1, 3) "
      "and (2, 3)\n"
      "- Centre 3 at (3, 2): the middle of cell (3, 2)\n"
      "\n"
      "The grid, each centre drawn as its number:\n"
      "+---+---+---+\n"
      "|   |   |   |\n"
      "+---1---+-2-+\n"
      "|   |   |   |\n"
      "+---+---+---+\n"
      "|   | 3 |   |\n"
      "+---+---+---+\n"
      "\n"
      "Divide the grid into 3 galaxies, one for each centre, so that:\n"
      "- every cell belongs to exactly one galaxy;\n"
      "- the galaxy of a centre contains the cell or cells that the centre "
      "touches (one cell for a middle, two for an edge, four for a corner);\n"
      "- every galaxy is connected: any two of its cells are joined by a path "
      "of its cells, each sharing a side with the next;\n"
      "- every galaxy is symmetric under a half turn (a 180-degree rotation) "
      "about its centre: for a centre at (a, b), whenever cell (r, c) is in "
      "the galaxy, so is cell (2a - r, 2b - c), which must be inside the "
      "grid.\n"
      "\n"
      "Output Format: your final answer is the grid inside <answer> </answer> "
      "tags: 3 lines of 3 numbers separated by spaces, row 1 first, each "
      "number the label (1 to 3) of the galaxy the cell belongs to. For "
      "example, a grid of 2 rows and 3 columns with centre 1 at (1, 1.5), "
      "centre 2 at (1.5, 3) and centre 3 at (2, 1.5) has the answer\n"
      "<answer>\n1 1 2\n3 3 2\n</answer>");
}

TEST(GalaxiesInstanceTest, RejectsBadInstances) {
  const struct {
    const char* instance;
    const char* field;  // The error names "instance.<field>".
  } kBad[] = {
      // (2,2) belongs to galaxy 3.
      {R"({"rows": 3, "columns": 3, "centres": [[2, 2], [2, 5], [5, 3]],
           "solution": [[1, 1, 2], [1, 1, 2], [3, 3, 2]]})", "solution[2][2]"},
      {R"({"rows": 3, "columns": 3, "centres": [[2, 2], [2, 5], [5, 3]],
           "solution": [[1, 1, 2], [1, 1, 2], [3, 3, 4]]})", "solution"},  // No 4.
      // Two solutions: the three rows, or galaxy 2 an H around them:
      //   1 1 1      2 1 2
      //   2 2 2  or  2 2 2
      //   3 3 3      2 3 2
      {R"({"rows": 3, "columns": 3, "centres": [[1, 3], [3, 3], [5, 3]]})", "centres"},
      // One centre at the middle of (0,0): (0,1) turns onto (0,-1).
      {R"({"rows": 3, "columns": 3, "centres": [[1, 1]]})", "centres"},
      {R"({"rows": 3, "columns": 3, "centres": []})", "centres"},
      // Both touch (0,0).
      {R"({"rows": 3, "columns": 3, "centres": [[2, 2], [1, 1], [5, 3]]})", "centres[1]"},
      {R"({"rows": 3, "columns": 3, "centres": [[2, 2], [2, 2], [5, 3]]})", "centres[1]"},
      // 3 rows: y at most 5 (the field allows 2·max(3, 4) - 1 = 7).
      {R"({"rows": 3, "columns": 4, "centres": [[1, 5], [3, 1], [3, 4], [3, 7], [6, 3]]})",
       "centres[4]"},
      {R"({"rows": 3, "columns": 3, "centres": [[0, 2]]})", "centres"},
      {R"({"rows": 3, "columns": 3, "centres": [[2, 6]]})", "centres"},
      {R"({"rows": 3, "columns": 3, "centres": [[2, 2, 1]]})", "centres"},
      {R"({"rows": 1, "columns": 1, "centres": [[1, 1], [1, 1]]})", "centres"},
      {R"({"rows": 11, "columns": 3, "centres": [[2, 2]]})", "rows"},
      {R"({"rows": 3, "columns": 0, "centres": [[2, 2]]})", "columns"},
      {R"({"rows": 3, "columns": 3})", "centres"},
      {R"({"rows": 3, "columns": 3, "centres": [[2, 2], [2, 5], [5, 3]], "typo": 1})",
       "typo"},
  };
  for (const auto& bad : kBad) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, bad.instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << bad.instance << " -> " << status;
    EXPECT_NE(status.message().find(absl::StrCat("instance.", bad.field)), std::string::npos)
        << bad.instance << " -> " << status;
  }
  // The smallest puzzles: one cell, and a 2x2 block about its corner.
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"rows": 1, "columns": 1, "centres": [[1, 1]]})")
                  .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"rows": 2, "columns": 2, "centres": [[2, 2]]})")
                  .ok());
}

// The brute force, from the rules alone. A centre [y, x] touches cell
// (r, c) when |y - (2r+1)| <= 1 and |x - (2c+1)| <= 1; the half turn
// about it takes the cell's middle (2r+1, 2c+1) to (2y - 2r - 1,
// 2x - 2c - 1).
struct Puzzle {
  int64_t rows = 0, columns = 0;
  std::vector<std::vector<int64_t>> centres;
};

// The cell the half turn about centre k takes `cell` to, or -1 off the grid.
int64_t Turned(const Puzzle& p, size_t k, int64_t cell) {
  const int64_t my = 2 * p.centres[k][0] - (2 * (cell / p.columns) + 1);
  const int64_t mx = 2 * p.centres[k][1] - (2 * (cell % p.columns) + 1);
  if (my < 1 || my > 2 * p.rows - 1 || mx < 1 || mx > 2 * p.columns - 1) return -1;
  return (my - 1) / 2 * p.columns + (mx - 1) / 2;
}

// Whether `labels` (1..K per cell) is a solution: every touched cell holds
// its centre's label, every cell's image about its galaxy's centre is in
// the grid with the same label, and each galaxy is one piece (a flood fill
// from one of its cells reaches all of them).
bool IsSolution(const Puzzle& p, const std::vector<int64_t>& labels) {
  const int64_t n = p.rows * p.columns;
  for (int64_t cell = 0; cell < n; ++cell) {
    for (size_t k = 0; k < p.centres.size(); ++k) {
      const int64_t dy = p.centres[k][0] - (2 * (cell / p.columns) + 1);
      const int64_t dx = p.centres[k][1] - (2 * (cell % p.columns) + 1);
      if (dy >= -1 && dy <= 1 && dx >= -1 && dx <= 1 &&
          labels[cell] != static_cast<int64_t>(k) + 1) {
        return false;
      }
    }
    const int64_t image = Turned(p, static_cast<size_t>(labels[cell] - 1), cell);
    if (image < 0 || labels[image] != labels[cell]) return false;
  }
  for (int64_t label = 1; label <= static_cast<int64_t>(p.centres.size()); ++label) {
    std::vector<int64_t> members;
    for (int64_t cell = 0; cell < n; ++cell) {
      if (labels[cell] == label) members.push_back(cell);
    }
    if (members.empty()) return false;
    std::vector<bool> reached(static_cast<size_t>(n), false);
    std::vector<int64_t> todo = {members[0]};
    reached[members[0]] = true;
    size_t count = 0;
    while (!todo.empty()) {
      const int64_t cell = todo.back();
      todo.pop_back();
      ++count;
      const int64_t r = cell / p.columns, c = cell % p.columns;
      const int64_t next[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
      for (const auto& rc : next) {
        if (rc[0] < 0 || rc[0] >= p.rows || rc[1] < 0 || rc[1] >= p.columns) continue;
        const int64_t m = rc[0] * p.columns + rc[1];
        if (!reached[m] && labels[m] == label) {
          reached[m] = true;
          todo.push_back(m);
        }
      }
    }
    if (count != members.size()) return false;
  }
  return true;
}

// Every solution (up to 3): each cell in row-major order tries every label
// whose image of the cell is inside the grid and, when that image is an
// earlier cell, already carries the label; complete boards are checked in
// full by IsSolution.
void Enumerate(const Puzzle& p, std::vector<int64_t>& labels, int64_t cell,
               std::vector<std::vector<int64_t>>& out) {
  if (out.size() >= 3) return;
  if (cell == p.rows * p.columns) {
    if (IsSolution(p, labels)) out.push_back(labels);
    return;
  }
  for (size_t k = 0; k < p.centres.size(); ++k) {
    const int64_t image = Turned(p, k, cell);
    if (image < 0) continue;
    const int64_t label = static_cast<int64_t>(k) + 1;
    if (image < cell && labels[image] != label) continue;
    labels[cell] = label;
    Enumerate(p, labels, cell + 1, out);
  }
  labels[cell] = 0;
}

std::vector<std::vector<int64_t>> AllSolutions(const Puzzle& p) {
  std::vector<int64_t> labels(static_cast<size_t>(p.rows * p.columns), 0);
  std::vector<std::vector<int64_t>> out;
  Enumerate(p, labels, 0, out);
  return out;
}

TEST(GalaxiesBruteForceTest, HandInstances) {
  EXPECT_EQ(AllSolutions({3, 3, {{2, 2}, {2, 5}, {5, 3}}}),
            (std::vector<std::vector<int64_t>>{{1, 1, 2, 1, 1, 2, 3, 3, 3}}));
  EXPECT_EQ(AllSolutions({3, 4, {{1, 5}, {3, 1}, {3, 4}, {3, 7}, {5, 3}}}),
            (std::vector<std::vector<int64_t>>{{2, 3, 1, 4, 2, 3, 3, 4, 2, 5, 3, 4}}));
  EXPECT_EQ(AllSolutions({3, 3, {{1, 3}, {3, 3}, {5, 3}}}),
            (std::vector<std::vector<int64_t>>{{1, 1, 1, 2, 2, 2, 3, 3, 3},
                                               {2, 1, 2, 2, 2, 2, 2, 3, 2}}));
  EXPECT_TRUE(AllSolutions({3, 3, {{1, 1}}}).empty());
}

// Levels 0 (3x3) and 1 (4x4): the size, the stored solution is the only
// board meeting the rules, the reference prints it and earns full credit,
// and the reference with its last digit changed does not.
TEST(GalaxiesBruteForceTest, GeneratedPuzzlesHaveOneSolution) {
  for (const testing::Generated& g : testing::GenerateSmall(kName, 1, 12)) {
    Puzzle p{g.Int("rows"), g.Int("columns"), g.IntRows("centres")};
    EXPECT_EQ(p.rows, 3 + g.level) << g.Where();
    EXPECT_EQ(p.columns, 3 + g.level) << g.Where();
    std::vector<int64_t> solution;
    std::string text;
    for (const std::vector<int64_t>& row : g.IntRows("solution")) {
      solution.insert(solution.end(), row.begin(), row.end());
      absl::StrAppend(&text, text.empty() ? "" : "\n", absl::StrJoin(row, " "));
    }
    EXPECT_EQ(AllSolutions(p), std::vector<std::vector<int64_t>>{solution}) << g.Where();
    EXPECT_EQ(g.answer, text) << g.Where();
    const PreparedProblemPtr problem = testing::PrepareGenerated(kName, g);
    ASSERT_NE(problem, nullptr);
    const Verdict full = testing::ScoreWith(kName, *problem, g.reference_output);
    EXPECT_TRUE(full.correct) << g.Where();
    EXPECT_EQ(full.score, 1.0) << g.Where();
    const Verdict bad = testing::ScoreWith(
        kName, *problem, *testing::WithLastDigitChanged(g.reference_output));
    EXPECT_FALSE(bad.correct) << g.Where();
    EXPECT_LT(bad.score, 1.0) << g.Where();
  }
}

// Every level: n x n with n = 3 + d, the same (level, seed) the same
// problem, and a cell to find.
TEST(GalaxiesGeneratorTest, LevelsAndDeterminism) {
  const TaskType* task = testing::TestCatalog().tasks.Find(kName);
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 7);
  for (int d = 0; d <= 7; ++d) {
    for (uint64_t seed : {0ull, 5ull, 18446744073709551615ull}) {
      auto a = task->Generate(d, seed);
      auto b = task->Generate(d, seed);
      ASSERT_TRUE(a.ok() && b.ok()) << d << " " << seed;
      EXPECT_TRUE(google::protobuf::util::MessageDifferencer::Equals(*a, *b)) << d;
      const auto& fields = a->environment().instance().fields();
      EXPECT_EQ(fields.at("rows").number_value(), 3 + d);
      EXPECT_EQ(fields.at("columns").number_value(), 3 + d);
      // Cells touched: 1, 2 or 4 per centre, by the parity of [y, x].
      int64_t touched = 0;
      for (const auto& c : fields.at("centres").list_value().values()) {
        const int64_t y = static_cast<int64_t>(c.list_value().values(0).number_value());
        const int64_t x = static_cast<int64_t>(c.list_value().values(1).number_value());
        touched += (y % 2 == 0 ? 2 : 1) * (x % 2 == 0 ? 2 : 1);
      }
      EXPECT_LT(touched, (3 + d) * (3 + d)) << d << " " << seed;
      a->set_id("g");
      auto prepared = testing::TestCatalog().tasks.Prepare(*a);
      ASSERT_TRUE(prepared.ok()) << prepared.status();
      const Verdict full = testing::ScoreWith(kName, **prepared, a->reference_output());
      EXPECT_TRUE(full.correct) << d << " " << seed;
      const Verdict bad = testing::ScoreWith(
          kName, **prepared, *testing::WithLastDigitChanged(a->reference_output()));
      EXPECT_FALSE(bad.correct) << d << " " << seed;
      EXPECT_LT(bad.score, 1.0) << d << " " << seed;
    }
  }
}

TEST(GalaxiesBadOutputTest, NoneEarnsFullCredit) {
  const PreparedProblemPtr problem = testing::PrepareInstance(kName, kSmall);
  ASSERT_NE(problem, nullptr);
  std::string rows;
  for (int i = 0; i < 10000; ++i) rows += "1 1 2\n";
  testing::ExpectNoneEarnsFullCredit(
      kName, *problem,
      {"", "<answer>", "\\boxed{", std::string(100000, '1'),
       "<answer>" + std::string(100000, '1') + "</answer>",
       "<answer>" + rows + "</answer>",
       "<answer>" + std::string(50000, ' ') + "</answer>",
       "<answer>1 1 2\n1 1 2\n3 3 99999999999999999999999999</answer>",
       "<answer>1 1 2\n1 1 2\n3 3 18446744073709551619</answer>",
       "<answer>1 1 2\n1 1 2\n3 3 3 3</answer>",
       "<answer>1 1 2\n1 1 2\n3 3 \xef\xbc\x93</answer>",  // A full-width 3.
       "<answer>1 1 2\r1 1 2\r3 3 3</answer>"});
}

}  // namespace
}  // namespace galaxies_test_cc
}  // namespace referee

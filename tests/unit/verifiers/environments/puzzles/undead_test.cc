// Undead on the puzzle ladder (puzzle_ladder.h): -1 unparseable, wrong
// shape or a code outside 0..3; 1 for any board that breaks no rule; else
// c^power (power 3), c the weighted fraction of cells equal to the
// solution (cells to find weigh 2, mirrors and givens 1). Every expectation
// is worked out by hand below.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/verifier_table.h"
#include "tests/sanitizers.h"

namespace referee {
inline namespace undead_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;

class UndeadTest : public testing::VerifierTableTest {};

// The grid (a, b the cells to find)
//   a \        codes [[0, 5],
//   / b               [4, 0]]
// Sights (a line of sight turns at `/`: down<->left, up<->right; at `\`:
// down<->right, up<->left):
//   top 1:    a direct, then `/` turns it left: out.         [a direct]
//   top 2:    `\` turns it right: out.                        []
//   bottom 1: `/` turns it right: b reflected, out.           [b reflected]
//   bottom 2: b direct, `\` turns it left: a reflected, out.  [b dir, a refl]
//   left 1:   a direct, `\` turns it down: b reflected, out.  [a dir, b refl]
//   left 2:   `/` turns it up: a reflected, out.              [a reflected]
//   right 1:  `\` turns it up: out.                           []
//   right 2:  b direct, `/` turns it down: out.               [b direct]
// With a = vampire (2), b = ghost (1): top 1, 0; bottom 1, 0; left 2, 0;
// right 0, 0. Totals: 1 ghost, 1 vampire, 0 zombies, so the only other
// board with those totals is a = ghost, b = vampire, and its top 1 would
// be 0 (a ghost seen directly): the solution is unique.
// Ladder weights: a 2, mirror 1, mirror 1, b 2; total 6.
const char kProblem[] = R"({"id": "u", "environment": {"name": "undead",
    "instance": {"rows": 2, "columns": 2, "grid": [[0, 5], [4, 0]],
                 "ghosts": 1, "vampires": 1, "zombies": 0,
                 "top": [1, 0], "bottom": [1, 0], "left": [2, 0],
                 "right": [0, 0], "solution": [[2, 0], [0, 1]]}}})";

TEST_F(UndeadTest, Ladder) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("undead", *problem,
        {{"<answer>2 0\n0 1</answer>", 1, true, true},
         {"<answer>\n 2  0\t\n\n0 1 \n</answer>", 1, true, true},
         {"\\boxed{2 0\n0 1}", 1, true, true},
         // Swapped: right totals, but top 1 sees a ghost directly (0, not
         // 1). Only the two mirrors match: (2/6)^3.
         {"<answer>1 0\n0 2</answer>", 1.0 / 27.0, false, true},
         // b a zombie: 1 zombie, 0 ghosts. a and the mirrors: (4/6)^3.
         {"<answer>2 0\n0 3</answer>", 8.0 / 27.0, false, true},
         // Two vampires: (4/6)^3.
         {"<answer>2 0\n0 2</answer>", 8.0 / 27.0, false, true},
         // A ghost on the `\` mirror: a, b and one mirror match,
         // (2 + 1 + 2) / 6 = 5/6, ^3.
         {"<answer>2 1\n0 1</answer>", 125.0 / 216.0, false, true},
         // All 0: the mirrors only, (2/6)^3.
         {"<answer>0 0\n0 0</answer>", 1.0 / 27.0, false, true},
         {"<answer>3 3\n3 3</answer>", 0, false, true},  // Nothing matches.
         {"<answer>2 0\n0 4</answer>", -1, false, false},   // No code 4.
         {"<answer>2 0\n0 -1</answer>", -1, false, false},
         {"<answer>2 0\n0 01</answer>", -1, false, false},  // One character.
         {"<answer>V 0\n0 G</answer>", -1, false, false},   // Letters.
         {"<answer>2 \\\n/ 1</answer>", -1, false, false},  // Mirror signs.
         {"<answer>2 0 0 1</answer>", -1, false, false},    // One line.
         {"<answer>2 0\n0 1\n0 0</answer>", -1, false, false},  // 3 lines.
         {"<answer>2 0 0\n0 1</answer>", -1, false, false},
         {"<answer>2, 0\n0, 1</answer>", -1, false, false},
         {"<answer></answer>", -1, false, false},
         {"2 0\n0 1", -1, false, false},  // No tag.
         {"<answer>2 0\n0 1", -1, false, false}});  // Unclosed.
  // power 1: the swapped board earns 2/6.
  Check("undead", *problem, {{"<answer>1 0\n0 2</answer>", 1.0 / 3.0, false, true}},
        R"({"power": 1})");
}

TEST_F(UndeadTest, PowerMustBePositive) {
  EXPECT_FALSE(ParamError("undead", R"({"power": 0})").ok());
  EXPECT_FALSE(ParamError("undead", R"({"power": -2})").ok());
  EXPECT_TRUE(ParamError("undead", R"({"power": 2})").ok());
}

// A 1 x 2 grid without mirrors: every sight sees both cells or one of them
// directly, so a zombie and a vampire (seen alike directly) can swap. The
// stored solution is 3 2; 2 3 breaks no rule and earns full credit too
// (uniqueness is not re-checked for explicit instances).
TEST_F(UndeadTest, AnyValidBoardIsCorrect) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "two", "environment": {"name": "undead", "instance":
          {"rows": 1, "columns": 2, "grid": [[0, 0]], "ghosts": 0,
           "vampires": 1, "zombies": 1, "top": [1, 1], "bottom": [1, 1],
           "left": [2], "right": [2], "solution": [[3, 2]]}}})");
  ASSERT_NE(problem, nullptr);
  Check("undead", *problem,
        {{"<answer>3 2</answer>", 1, true, true},
         {"<answer>2 3</answer>", 1, true, true},
         // Two zombies: only the first cell matches, 2 of 4, (1/2)^3.
         {"<answer>3 3</answer>", 1.0 / 8.0, false, true},
         // Ghosts are never seen here; nothing matches.
         {"<answer>1 1</answer>", 0, false, true}});
}

// The same grid with the zombie given (code 3 in "grid"): the given cell
// weighs 1, the other 2, and changing the given breaks a rule.
TEST_F(UndeadTest, GivenMonstersWeighOne) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "given", "environment": {"name": "undead", "instance":
          {"rows": 1, "columns": 2, "grid": [[3, 0]], "ghosts": 0,
           "vampires": 1, "zombies": 1, "top": [1, 1], "bottom": [1, 1],
           "left": [2], "right": [2], "solution": [[3, 2]]}}})");
  ASSERT_NE(problem, nullptr);
  Check("undead", *problem,
        {{"<answer>3 2</answer>", 1, true, true},
         {"<answer>2 3</answer>", 0, false, true},  // Given changed: 0 of 3.
         {"<answer>3 3</answer>", 1.0 / 27.0, false, true}});  // (1/3)^3.
}

// An independent check of the sight rules: the 4 x 4 example of CheckiO's
// "House of Mirrors" (an adaptation of Undead), whose edge numbers were
// published with it: N 3 0 3 0, S 2 1 1 4, W 4 0 0 0, E 0 3 0 1.
TEST_F(UndeadTest, PublishedExample) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "checkio", "environment": {"name": "undead", "instance":
          {"rows": 4, "columns": 4,
           "grid": [[0, 5, 0, 4], [5, 0, 0, 0], [4, 5, 0, 5], [0, 5, 4, 0]],
           "ghosts": 2, "vampires": 2, "zombies": 4,
           "top": [3, 0, 3, 0], "bottom": [2, 1, 1, 4], "left": [4, 0, 0, 0],
           "right": [0, 3, 0, 1],
           "solution": [[3, 0, 2, 0], [0, 3, 1, 2], [0, 0, 3, 0],
                        [1, 0, 0, 3]]}}})");
  ASSERT_NE(problem, nullptr);
  Check("undead", *problem,
        {{"<answer>3 0 2 0\n0 3 1 2\n0 0 3 0\n1 0 0 3</answer>", 1, true,
          true}});
}

TEST_F(UndeadTest, PromptAndReference) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(
      problem->task().DefaultPrompt(*problem),
      "Solve this Undead puzzle (from Simon Tatham's Portable Puzzle "
      "Collection). The grid has 2 rows and 2 columns. Some cells hold a "
      "diagonal mirror, `/` or `\\`; every other cell holds exactly one "
      "monster: a ghost (G), a vampire (V) or a zombie (Z). Here is the "
      "grid, row 1 at the top: `.` is a cell whose monster you must find, G, "
      "V or Z a monster already given, `/` and `\\` the mirrors.\n"
      ". \\\n"
      "/ .\n"
      "\n"
      "The grid holds exactly this many of each monster: ghosts 1, vampires "
      "1, zombies 0.\n"
      "\n"
      "Each number around the edge tells how many monsters are seen when "
      "looking into the grid from that position. The line of sight enters "
      "the grid at that edge cell and goes straight on; a mirror turns it by "
      "90 degrees (both sides of a mirror reflect: `/` turns a sight moving "
      "right to move up, left to down, down to left and up to right; `\\` "
      "turns right to down, left to up, down to right and up to left), "
      "until it leaves the grid. A vampire is seen only directly, before the "
      "sight has met any mirror; a ghost is seen only in a mirror, after the "
      "sight has met at least one mirror; a zombie is always seen. A monster "
      "the sight passes more than once is counted each time it is seen.\n"
      "- From the top, looking down into columns 1 to 2 (left to right): 1 "
      "0\n"
      "- From the bottom, looking up into columns 1 to 2 (left to right): 1 "
      "0\n"
      "- From the left, looking right into rows 1 to 2 (top to bottom): 2 0\n"
      "- From the right, looking left into rows 1 to 2 (top to bottom): 0 0\n"
      "\n"
      "Output Format: your final answer is the completed grid inside "
      "<answer> </answer> tags: 2 lines of 2 codes separated by spaces, in "
      "row-major order, with 1 for a ghost, 2 for a vampire, 3 for a zombie "
      "and 0 for a mirror cell (given monsters are written with their codes "
      "too).");
}


// kProblem's instance with one field's text replaced.
std::string Variant(const std::string& field, const std::string& value) {
  std::string instance =
      R"({"rows": 2, "columns": 2, "grid": [[0, 5], [4, 0]], "ghosts": 1,
          "vampires": 1, "zombies": 0, "top": [1, 0], "bottom": [1, 0],
          "left": [2, 0], "right": [0, 0], "solution": [[2, 0], [0, 1]]})";
  const std::string key = "\"" + field + "\": ";
  const size_t at = instance.find(key) + key.size();
  size_t end = at;
  int depth = 0;
  while (depth > 0 || (instance[end] != ',' && instance[end] != '}')) {
    depth += instance[end] == '[' ? 1 : instance[end] == ']' ? -1 : 0;
    ++end;
  }
  return instance.substr(0, at) + value + instance.substr(end);
}

TEST(UndeadInstanceTest, RejectsBadInstances) {
  EXPECT_TRUE(testing::PrepareInstanceStatus("undead", Variant("zombies", "0")).ok());  // The original.
  const std::vector<std::string> bad = {
      R"({"rows": 2})",
      // Missing solution (it is required) and an unknown field.
      R"({"rows": 1, "columns": 1, "grid": [[4]], "ghosts": 0, "vampires": 0,
          "zombies": 0, "top": [0], "bottom": [0], "left": [0],
          "right": [0]})",
      R"({"rows": 1, "columns": 1, "grid": [[4]], "ghosts": 0, "vampires": 0,
          "zombies": 0, "top": [0], "bottom": [0], "left": [0],
          "right": [0], "solution": [[0]], "typo": 1})",
      Variant("rows", "0"),
      Variant("rows", "11"),
      Variant("rows", "1.5"),
      Variant("columns", "3"),                      // Rows 2 long.
      Variant("grid", "[[0, 5], [4, 6]]"),          // No code 6.
      Variant("grid", "[[0, 5]]"),                  // One row.
      Variant("grid", "[[0, 5], [4, 0], [0, 0]]"),  // Three rows.
      Variant("ghosts", "2"),      // Totals 3 for 2 monster cells.
      Variant("ghosts", "-1"),
      Variant("zombies", "101"),
      Variant("top", "[1]"),       // Two columns.
      Variant("top", "[1, 0, 0]"),
      Variant("left", "[2, 9]"),   // Over 2·rows·columns = 8.
      Variant("left", "[2, 1]"),   // The solution shows 0 there.
      Variant("right", "[0, 1]"),  // The solution shows 0 there.
      Variant("solution", "[[2, 1], [0, 1]]"),  // A monster on a mirror.
      Variant("solution", "[[0, 0], [0, 1]]"),  // 0 off the mirrors.
      Variant("solution", "[[2, 0], [0, 4]]"),  // No code 4.
      Variant("solution", "[[1, 0], [0, 2]]"),  // Top 1 would be 0.
      Variant("solution", "[[2, 0], [0, 3]]"),  // 1 zombie, not 0.
      Variant("solution", "[[2, 0]]"),
      // The given ghost at a contradicts the solution's vampire.
      Variant("grid", "[[1, 5], [4, 0]]"),
  };
  for (const std::string& instance : bad) {
    const absl::Status status = testing::PrepareInstanceStatus("undead", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  // A given that agrees with the solution is fine.
  EXPECT_TRUE(testing::PrepareInstanceStatus("undead", Variant("grid", "[[2, 5], [4, 0]]")).ok());
}

// Level d is 3x3, 3x4, 4x4, 4x5, 5x5, 5x6, 6x6 with floor(R·C·t/10)
// mirrors, t in 4..6; the generated solution is the only board that earns
// full credit (checked by brute force over every board on the small
// levels, with the verifier's own rule check as the judge).
TEST_F(UndeadTest, GeneratedSizesAndUniqueness) {
  const TaskType* task = testing::TestCatalog().tasks.Find("undead");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 6);
  const int64_t kRows[] = {3, 3, 4, 4, 5, 5, 6};
  const int64_t kColumns[] = {3, 4, 4, 5, 5, 6, 6};
  for (int d = 0; d <= 6; ++d) {
    for (uint64_t seed = 0; seed < static_cast<uint64_t>(testing::SweepSeeds(6)); ++seed) {
      auto problem = task->Generate(d, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const auto& fields = problem->environment().instance().fields();
      const int64_t rows =
          static_cast<int64_t>(fields.at("rows").number_value());
      const int64_t columns =
          static_cast<int64_t>(fields.at("columns").number_value());
      EXPECT_EQ(rows, kRows[d]);
      EXPECT_EQ(columns, kColumns[d]);
      int64_t mirrors = 0;
      std::vector<int64_t> open;  // Cells to find, row-major.
      std::vector<int64_t> board;
      const auto& grid = fields.at("grid").list_value();
      for (int64_t r = 0; r < rows; ++r) {
        const auto& row = grid.values(static_cast<int>(r)).list_value();
        for (int64_t c = 0; c < columns; ++c) {
          const int64_t code =
              static_cast<int64_t>(row.values(static_cast<int>(c)).number_value());
          mirrors += code >= 4;
          if (code == 0) open.push_back(r * columns + c);
          board.push_back(code >= 4 ? 0 : code);
        }
      }
      bool density_found = false;
      for (int64_t t = 4; t <= 6; ++t) {
        density_found = density_found || rows * columns * t / 10 == mirrors;
      }
      EXPECT_TRUE(density_found) << d << " " << seed << ": " << mirrors;
      // The reference prints the stored solution row by row.
      std::string reference = "<answer>";
      const auto& solution = fields.at("solution").list_value();
      for (int64_t r = 0; r < rows; ++r) {
        const auto& row = solution.values(static_cast<int>(r)).list_value();
        for (int64_t c = 0; c < columns; ++c) {
          reference += std::to_string(static_cast<int64_t>(
              row.values(static_cast<int>(c)).number_value()));
          reference += c + 1 < columns ? " " : r + 1 < rows ? "\n" : "";
        }
      }
      EXPECT_EQ(problem->reference_output(), reference + "</answer>");
      problem->set_id("g");
      auto prepared = testing::TestCatalog().tasks.Prepare(*problem);
      ASSERT_TRUE(prepared.ok()) << prepared.status();
      if (open.size() > 10) continue;  // 3^10 boards at most.
      // Every way to fill the open cells; count the boards scored correct.
      int64_t correct = 0;
      std::vector<int64_t> digits(open.size(), 1);
      while (true) {
        for (size_t i = 0; i < open.size(); ++i) {
          board[static_cast<size_t>(open[i])] = digits[i];
        }
        std::string text = "<answer>";
        for (int64_t i = 0; i < rows * columns; ++i) {
          text += std::to_string(board[static_cast<size_t>(i)]);
          text += (i + 1) % columns == 0 ? "\n" : " ";
        }
        text += "</answer>";
        const Verifier* v = registry_.Find("undead");
        auto verdict = v->Verify(
            {**prepared, text,
             *ParamValues::Resolve(v->Params(), google::protobuf::Struct(),
                                   "params")});
        ASSERT_TRUE(verdict.ok());
        correct += verdict->correct;
        size_t i = 0;
        while (i < digits.size() && digits[i] == 3) digits[i++] = 1;
        if (i == digits.size()) break;
        ++digits[i];
      }
      EXPECT_EQ(correct, 1) << d << " " << seed;
    }
  }
}

}  // namespace
}  // namespace undead_test_cc
}  // namespace referee

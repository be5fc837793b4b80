// The Bridges ladder (seed 004's puzzle ladder): -1 unparseable, wrong
// shape or a token outside 0..8 - = | H; 1 for any board meeting the rules;
// else c^power, c the weighted fraction of cells equal to the solution
// (bridge cells weigh 2, islands and open water 1). The rules one by one,
// the instance checks and the documented level ladder.
#include <cstdint>
#include <string>

#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace bridges_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;
using testing::Case;

class BridgesTest : public testing::VerifierTableTest {};

// 3 × 5, islands A (0,0) = 1, B (0,2) = 5, C (0,4) = 2, D (2,2) = 2:
//   1 0 5 0 2        1 - 5 = 2
//   0 0 0 0 0        0 0 H 0 0
//   0 0 2 0 0        0 0 2 0 0
// The links are A-B, B-C, B-D only; A = 1, C = 2, D = 2 force them to 1, 2,
// 2, and B = 1 + 2 + 2 = 5: unique. Weights: 4 islands and 8 water cells
// 1 each, the 3 bridge cells 2 each: total 18.
const char kProblem[] = R"({"id": "b", "environment": {"name": "bridges",
    "instance": {"rows": 3, "columns": 5,
        "grid": [[1, 0, 5, 0, 2], [0, 0, 0, 0, 0], [0, 0, 2, 0, 0]],
        "solution": [[1, 11, 5, 12, 2], [0, 0, 22, 0, 0],
                     [0, 0, 2, 0, 0]]}}})";

const char kSolved[] = "<answer>\n1 - 5 = 2\n0 0 H 0 0\n0 0 2 0 0\n</answer>";

TEST_F(BridgesTest, Ladder) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("bridges", *problem,
        {{kSolved, 1, true, true},
         // Blank lines, CRLF, tabs and padding are ignored; \boxed{} works.
         {"<answer>\r\n\r\n 1 - 5 = 2 \r\n0\t0 H 0 0\r\n\n0 0 2 0 0\r\n"
          "</answer>",
          1, true, true},
         {"\\boxed{1 - 5 = 2\n0 0 H 0 0\n0 0 2 0 0}", 1, true, true},
         // One bridge B-C instead of two: C has 1 of 2; the (0,3) bridge
         // cell (weight 2) wrong: 16/18, (8/9)^3 = 512/729.
         {"<answer>1 - 5 - 2\n0 0 H 0 0\n0 0 2 0 0</answer>", 512.0 / 729,
          false, true},
         // Two bridges A-B: A has 2 of 1; 16/18.
         {"<answer>1 = 5 = 2\n0 0 H 0 0\n0 0 2 0 0</answer>", 512.0 / 729,
          false, true},
         // The corrupted reference (last 0 -> 1): an island where the grid
         // has water; one water cell (weight 1) wrong: 17/18,
         // (17/18)^3 = 4913/5832.
         {"<answer>1 - 5 = 2\n0 0 H 0 0\n0 0 2 0 1</answer>", 4913.0 / 5832,
          false, true},
         // Island A's number changed to 2: 17/18.
         {"<answer>2 - 5 = 2\n0 0 H 0 0\n0 0 2 0 0</answer>", 4913.0 / 5832,
          false, true},
         // A stray bridge from the left edge, (1,0) "-": a run with no
         // island on its left; 17/18.
         {"<answer>1 - 5 = 2\n- 0 H 0 0\n0 0 2 0 0</answer>", 4913.0 / 5832,
          false, true},
         // Row 1 "0 - - 0 0": a horizontal run between water cells, and B-D
         // missing; (1,1) (weight 1) and (1,2) (weight 2) wrong: 15/18,
         // (5/6)^3 = 125/216.
         {"<answer>1 - 5 = 2\n0 - - 0 0\n0 0 2 0 0</answer>", 125.0 / 216,
          false, true},
         // All water: the 8 water cells right, 8/18, (4/9)^3 = 64/729.
         {"<answer>0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0</answer>", 64.0 / 729,
          false, true},
         // Tokens outside the alphabet: 9, h, --, 00, a word, a number 10.
         {"<answer>1 - 5 = 2\n0 0 H 0 0\n0 0 2 0 9</answer>", -1, false,
          false},
         {"<answer>1 - 5 = 2\n0 0 h 0 0\n0 0 2 0 0</answer>", -1, false,
          false},
         {"<answer>1 -- 5 = 2\n0 0 H 0 0\n0 0 2 0 0</answer>", -1, false,
          false},
         {"<answer>1 - 5 = 2\n00 0 H 0 0\n0 0 2 0 0</answer>", -1, false,
          false},
         {"<answer>1 - 5 = 2\nwater 0 H 0 0\n0 0 2 0 0</answer>", -1, false,
          false},
         {"<answer>1 - 5 = 2\n0 0 H 0 10\n0 0 2 0 0</answer>", -1, false,
          false},
         // Wrong shapes: a row short, an extra row, a long row, one line.
         {"<answer>1 - 5 = 2\n0 0 H 0 0</answer>", -1, false, false},
         {"<answer>1 - 5 = 2\n0 0 H 0 0\n0 0 2 0 0\n0 0 0 0 0</answer>", -1,
          false, false},
         {"<answer>1 - 5 = 2 0\n0 0 H 0 0\n0 0 2 0 0</answer>", -1, false,
          false},
         {"<answer>1 - 5 = 2 0 0 H 0 0 0 0 2 0 0</answer>", -1, false, false},
         {"<answer></answer>", -1, false, false},
         {"1 - 5 = 2\n0 0 H 0 0\n0 0 2 0 0", -1, false, false}});  // No tag.
  // power = 1: one bridge B-C earns c = 16/18 itself.
  Check("bridges", *problem,
        {{"<answer>1 - 5 - 2\n0 0 H 0 0\n0 0 2 0 0</answer>", 8.0 / 9, false,
          true},
         {kSolved, 1, true, true}},
        R"({"power": 1})");
}

// 1 × 5: two islands of 1 and one bridge over three cells. Weights: the
// islands 1 each, the bridge cells 2 each: total 8.
TEST_F(BridgesTest, RunsAreOneKindBetweenIslands) {
  CheckInstance("bridges",
                R"({ "rows": 1, "columns": 5, "grid": [[1, 0, 0, 0, 1]], "solution": [[1, 11, 11,
                    11, 1]]})",
                {{"<answer>1 - - - 1</answer>", 1, true, true},
                 // Mixed kinds in one run: two cells right, 6/8, (3/4)^3 = 27/64.
                 {"<answer>1 - = - 1</answer>", 27.0 / 64, false, true},
                 // A vertical bridge in a one-row grid: no island above; 6/8.
                 {"<answer>1 - | - 1</answer>", 27.0 / 64, false, true},
                 // The run stops at water: 6/8.
                 {"<answer>1 - - 0 1</answer>", 27.0 / 64, false, true},
                 // Two bridges: each island has 2 of 1; only the islands right,
                 // 2/8, (1/4)^3 = 1/64.
                 {"<answer>1 = = = 1</answer>", 1.0 / 64, false, true},
                 // No bridge: the islands are not joined and miss theirs; 2/8.
                 {"<answer>1 0 0 0 1</answer>", 1.0 / 64, false, true}});
}

// 3 × 3, four corner islands. With 2s the only solution is the ring; two
// double bridges give every island 2 but two groups. With 3s there are two
// solutions, and the one not stored earns full credit too.
TEST_F(BridgesTest, ConnectedAndAnySolution) {
  const PreparedProblemPtr ring = testing::Prepare(
      R"({"id": "ring", "environment": {"name": "bridges", "instance": {
          "rows": 3, "columns": 3, "grid": [[2, 0, 2], [0, 0, 0], [2, 0, 2]],
          "solution": [[2, 11, 2], [21, 0, 21], [2, 11, 2]]}}})");
  ASSERT_NE(ring, nullptr);
  // Weights: 4 islands and the centre 1 each, 4 bridge cells 2 each: 13.
  // The two-group board has the islands and centre right: 5/13,
  // (5/13)^3 = 125/2197.
  Check("bridges", *ring,
        {{"<answer>2 - 2\n| 0 |\n2 - 2</answer>", 1, true, true},
         {"<answer>2 = 2\n0 0 0\n2 = 2</answer>", 125.0 / 2197, false,
          true}});
  const PreparedProblemPtr twice = testing::Prepare(
      R"({"id": "twice", "environment": {"name": "bridges", "instance": {
          "rows": 3, "columns": 3, "grid": [[3, 0, 3], [0, 0, 0], [3, 0, 3]],
          "solution": [[3, 12, 3], [21, 0, 21], [3, 12, 3]]}}})");
  ASSERT_NE(twice, nullptr);
  Check("bridges", *twice,
        {{"<answer>3 = 3\n| 0 |\n3 = 3</answer>", 1, true, true},
         {"<answer>3 - 3\nH 0 H\n3 - 3</answer>", 1, true, true}});
}

TEST_F(BridgesTest, PowerMustBePositive) {
  EXPECT_TRUE(ParamError("bridges", R"({"power": 0.5})").ok());
  EXPECT_FALSE(ParamError("bridges", R"({"power": 0})").ok());
}

TEST(BridgesPromptTest, Text) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "p", "environment": {"name": "bridges", "instance": {
          "rows": 1, "columns": 3, "grid": [[2, 0, 2]],
          "solution": [[2, 12, 2]]}}})");
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "Solve a Bridges (Hashiwokakero) puzzle on a grid of 1 rows and "
            "3 columns (1 × 3). Each number from 1 to 8 is an island; 0 is "
            "water:\n"
            "2 0 2\n"
            "\n"
            "Rules:\n"
            "1. Bridges run in straight horizontal or vertical lines between "
            "two islands, over water only: they cannot pass over an island "
            "or cross another bridge.\n"
            "2. Two islands are joined by at most two bridges.\n"
            "3. The number of bridges at each island equals its number.\n"
            "4. The bridges connect all the islands into one group.\n"
            "\n"
            "**Output Format:** your final answer, inside <answer> </answer> "
            "tags, is the solved grid: 1 lines, each with 3 tokens separated "
            "by spaces, one per cell, the first token on the first line "
            "being the top-left cell. An island is written as its number, "
            "water with no bridge as 0, a water cell under one horizontal "
            "bridge as -, under two horizontal bridges as =, under one "
            "vertical bridge as |, and under two vertical bridges as H.");
}


TEST(BridgesInstanceTest, RejectsBadInstances) {
  EXPECT_TRUE(testing::PrepareInstanceStatus("bridges", R"({"rows": 1, "columns": 3,
      "grid": [[2, 0, 2]], "solution": [[2, 12, 2]]})").ok());
  for (const char* instance : {
           // Missing fields, an unknown one.
           R"({"columns": 3, "grid": [[2, 0, 2]], "solution": [[2, 12, 2]]})",
           R"({"rows": 1, "grid": [[2, 0, 2]], "solution": [[2, 12, 2]]})",
           R"({"rows": 1, "columns": 3, "solution": [[2, 12, 2]]})",
           R"({"rows": 1, "columns": 3, "grid": [[2, 0, 2]]})",
           R"({"rows": 1, "columns": 3, "grid": [[2, 0, 2]],
               "solution": [[2, 12, 2]], "typo": 0})",
           // Sizes out of 1..15.
           R"({"rows": 0, "columns": 3, "grid": [], "solution": []})",
           R"({"rows": 16, "columns": 3, "grid": [[2, 0, 2]],
               "solution": [[2, 12, 2]]})",
           R"({"rows": 1, "columns": 16, "grid": [[2, 0, 2]],
               "solution": [[2, 12, 2]]})",
           // Grid: too few rows, too many, a short row, a 9, a -1.
           R"({"rows": 2, "columns": 3, "grid": [[2, 0, 2]],
               "solution": [[2, 12, 2], [0, 0, 0]]})",
           R"({"rows": 1, "columns": 3, "grid": [[2, 0, 2], [0, 0, 0]],
               "solution": [[2, 12, 2]]})",
           R"({"rows": 1, "columns": 3, "grid": [[2, 0]],
               "solution": [[2, 12, 2]]})",
           R"({"rows": 1, "columns": 3, "grid": [[9, 0, 2]],
               "solution": [[2, 12, 2]]})",
           R"({"rows": 1, "columns": 3, "grid": [[-1, 0, 2]],
               "solution": [[2, 12, 2]]})",
           // Islands side by side (in a row, in a column); one island only.
           R"({"rows": 1, "columns": 4, "grid": [[1, 1, 0, 2]],
               "solution": [[1, 1, 12, 2]]})",
           R"({"rows": 2, "columns": 3, "grid": [[2, 0, 2], [1, 0, 0]],
               "solution": [[2, 12, 2], [1, 0, 0]]})",
           R"({"rows": 1, "columns": 3, "grid": [[0, 0, 2]],
               "solution": [[0, 0, 2]]})",
           // Solution codes outside 0..8, 11, 12, 21, 22: 13, 9, 23, -1.
           R"({"rows": 1, "columns": 3, "grid": [[2, 0, 2]],
               "solution": [[2, 13, 2]]})",
           R"({"rows": 1, "columns": 3, "grid": [[2, 0, 2]],
               "solution": [[2, 9, 2]]})",
           R"({"rows": 1, "columns": 3, "grid": [[2, 0, 2]],
               "solution": [[2, 23, 2]]})",
           R"({"rows": 1, "columns": 3, "grid": [[2, 0, 2]],
               "solution": [[2, -1, 2]]})",
           // Solutions that break a rule: too few bridges, a changed
           // island, an island added, a vertical bridge in one row, two
           // groups, a row short.
           R"({"rows": 1, "columns": 3, "grid": [[2, 0, 2]],
               "solution": [[2, 11, 2]]})",
           R"({"rows": 1, "columns": 3, "grid": [[2, 0, 2]],
               "solution": [[3, 12, 2]]})",
           R"({"rows": 1, "columns": 5, "grid": [[1, 0, 0, 0, 1]],
               "solution": [[1, 11, 1, 11, 1]]})",
           R"({"rows": 1, "columns": 3, "grid": [[2, 0, 2]],
               "solution": [[2, 22, 2]]})",
           R"({"rows": 3, "columns": 3, "grid": [[2, 0, 2], [0, 0, 0],
               [2, 0, 2]], "solution": [[2, 12, 2], [0, 0, 0], [2, 12, 2]]})",
           R"({"rows": 2, "columns": 3, "grid": [[2, 0, 2], [0, 0, 0]],
               "solution": [[2, 12, 2]]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("bridges", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
}

// Level d: 5×5, 5×6, 6×6, 6×7, 7×7, 7×8, 8×8, 8×9, 9×9; islands 1..8, none
// side by side; the bottom-right cell is never under a bridge; the solution
// travels with the instance and Read accepts it.
TEST(BridgesInstanceTest, GeneratedSizes) {
  const TaskType* task = testing::TestCatalog().tasks.Find("bridges");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 8);
  const int64_t rows[] = {5, 5, 6, 6, 7, 7, 8, 8, 9};
  const int64_t columns[] = {5, 6, 6, 7, 7, 8, 8, 9, 9};
  for (int d = 0; d <= 8; ++d) {
    for (uint64_t seed = 0; seed < 6; ++seed) {
      auto problem = task->Generate(d, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const auto& fields = problem->environment().instance().fields();
      EXPECT_EQ(fields.at("rows").number_value(), rows[d]);
      EXPECT_EQ(fields.at("columns").number_value(), columns[d]);
      const auto& solution = fields.at("solution").list_value();
      ASSERT_EQ(solution.values_size(), rows[d]);
      const auto& last_row = solution.values(solution.values_size() - 1)
                                 .list_value();
      const double corner =
          last_row.values(last_row.values_size() - 1).number_value();
      EXPECT_LE(corner, 8) << d << " " << seed;
      problem->set_id("g");
      EXPECT_TRUE(testing::TestCatalog().tasks.Prepare(*problem).ok());
    }
  }
}

}  // namespace
}  // namespace bridges_test_cc
}  // namespace referee

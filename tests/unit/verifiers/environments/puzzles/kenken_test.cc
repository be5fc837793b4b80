// The KenKen ladder (seed 004's puzzle ladder): -1 unparseable, not N × N
// or a token outside "1".."N"; 1 for any board meeting the rules; else
// c^power, c the fraction of cells equal to the solution (no givens, so
// every cell weighs 2 and c = matching cells / N²). The instance checks and
// the documented level ladder.
#include <cstdint>
#include <map>
#include <string>

#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace kenken_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;
using testing::Case;

class KenkenTest : public testing::VerifierTableTest {};

// 3 × 3. Cage map (0-based) and solution:
//   0 1 1      1 2 3
//   0 2 1      2 3 1
//   3 3 4      3 1 2
// cage 0 = {1, 2} "/" 2; cage 1 = {2, 3, 1} "*" 6; cage 2 = 3; cage 3 =
// {3, 1} "-" 2; cage 4 = 2. Unique: (1,1) = 3 and (2,2) = 2 force (2,1) in
// {1,3} ∩ {1,2} = 1, then (2,0) = 3, (0,1) = 2, (0,0) = 1, (1,0) = 2,
// (0,2) = 3, (1,2) = 1.
const char kProblem[] = R"({"id": "k", "environment": {"name": "kenken",
    "instance": {"n": 3,
        "cages": [[0, 1, 1], [0, 2, 1], [3, 3, 4]],
        "targets": [2, 6, 3, 2, 2], "ops": [4, 3, 0, 2, 0],
        "solution": [[1, 2, 3], [2, 3, 1], [3, 1, 2]]}}})";

const char kSolved[] = "<answer>\n1 2 3\n2 3 1\n3 1 2\n</answer>";

TEST_F(KenkenTest, Ladder) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("kenken", *problem,
        {{kSolved, 1, true, true},
         // Blank lines, CRLF, tabs and padding are ignored; \boxed{} works.
         {"<answer>\r\n\r\n  1 2 3 \r\n2\t3 1\r\n\n3 1 2\r\n</answer>", 1,
          true, true},
         {"\\boxed{1 2 3\n2 3 1\n3 1 2}", 1, true, true},
         // (0,0) and (0,1) swapped: column 0 holds 2 twice; 7 of 9 cells
         // right, c = 7/9, (7/9)^3 = 343/729.
         {"<answer>2 1 3\n2 3 1\n3 1 2</answer>", 343.0 / 729, false, true},
         // The corrupted reference (last 2 -> 3): row 2 holds 3 twice; 8 of
         // 9 right, (8/9)^3 = 512/729.
         {"<answer>1 2 3\n2 3 1\n3 1 3</answer>", 512.0 / 729, false, true},
         // Rows 0 and 1 swapped: a Latin square, cage 0 holds 2, 1 (2 / 1
         // = 2, met) but cage 1 holds 3, 1, 3 (product 9, not 6); only row
         // 2 right: c = 3/9, (1/3)^3 = 1/27.
         {"<answer>2 3 1\n1 2 3\n3 1 2</answer>", 1.0 / 27, false, true},
         // Every cell shifted by one (1->2, 2->3, 3->1): a Latin square,
         // no cell right, cage 0 holds 2, 3 (3 / 2 not whole): c = 0.
         {"<answer>2 3 1\n3 1 2\n1 2 3</answer>", 0, false, true},
         // All ones: rows repeat, the three cells whose solution is 1
         // right: c = 3/9, 1/27.
         {"<answer>1 1 1\n1 1 1\n1 1 1</answer>", 1.0 / 27, false, true},
         // Tokens outside "1".."3": 4, 0, 01, +1, 1., a letter.
         {"<answer>1 2 3\n2 3 1\n3 1 4</answer>", -1, false, false},
         {"<answer>1 2 3\n2 3 1\n3 1 0</answer>", -1, false, false},
         {"<answer>01 2 3\n2 3 1\n3 1 2</answer>", -1, false, false},
         {"<answer>+1 2 3\n2 3 1\n3 1 2</answer>", -1, false, false},
         {"<answer>1. 2 3\n2 3 1\n3 1 2</answer>", -1, false, false},
         {"<answer>a 2 3\n2 3 1\n3 1 2</answer>", -1, false, false},
         // Wrong shapes: a row short, an extra row, a long row, one line.
         {"<answer>1 2 3\n2 3 1</answer>", -1, false, false},
         {"<answer>1 2 3\n2 3 1\n3 1 2\n1 2 3</answer>", -1, false, false},
         {"<answer>1 2 3 1\n2 3 1\n3 1 2</answer>", -1, false, false},
         {"<answer>1 2 3 2 3 1 3 1 2</answer>", -1, false, false},
         {"<answer></answer>", -1, false, false},
         {"1 2 3\n2 3 1\n3 1 2", -1, false, false}});  // No tag.
  // power = 1: the swapped board earns c = 7/9 itself.
  Check("kenken", *problem,
        {{"<answer>2 1 3\n2 3 1\n3 1 2</answer>", 7.0 / 9, false, true},
         {kSolved, 1, true, true}},
        R"({"power": 1})");
}

// 2 × 2 with one cage of all four cells, "+" 6: both Latin squares meet
// it, and either earns full credit though only one is stored (the other
// matches it in no cell).
TEST_F(KenkenTest, AnyValidSolutionIsCorrect) {
  CheckInstance("kenken",
                R"({ "n": 2, "cages": [[0, 0], [0, 0]], "targets": [6], "ops": [1], "solution":
                    [[1, 2], [2, 1]]})",
                {{"<answer>1 2\n2 1</answer>", 1, true, true},
                 {"<answer>2 1\n1 2</answer>", 1, true, true},
                 // Sum 6 but row 0 repeats: 2 of 4 cells right, (1/2)^3.
                 {"<answer>2 2\n1 1</answer>", 0.125, false, true}});
}

TEST_F(KenkenTest, PowerMustBePositive) {
  EXPECT_TRUE(ParamError("kenken", R"({"power": 2})").ok());
  EXPECT_FALSE(ParamError("kenken", R"({"power": 0})").ok());
  EXPECT_FALSE(ParamError("kenken", R"({"power": -1})").ok());
}

TEST(KenkenPromptTest, Text) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "p", "environment": {"name": "kenken", "instance": {
          "n": 2, "cages": [[0, 0], [1, 2]], "targets": [2, 2, 1],
          "ops": [4, 0, 0], "solution": [[1, 2], [2, 1]]}}})");
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "Solve a KenKen puzzle on a 2 × 2 grid. Fill every cell with an "
            "integer from 1 to 2 so that each row and each column contains "
            "every integer from 1 to 2 exactly once. The grid is divided "
            "into cages; this map gives the cage number of every cell "
            "(cells with the same number form one cage):\n"
            "1 1\n"
            "2 3\n"
            "\n"
            "Each cage's numbers must give its target with its operation:\n"
            "Cage 1: 2/\n"
            "Cage 2: 2\n"
            "Cage 3: 1\n"
            "\"+\": the cage's numbers add up to the target; \"*\": they "
            "multiply to the target; \"-\" (two cells): the larger minus the "
            "smaller equals the target; \"/\" (two cells): the larger "
            "divided by the smaller equals the target; no operation: a "
            "single cell that holds the target. Numbers may repeat inside a "
            "cage if they are in different rows and columns.\n"
            "\n"
            "**Output Format:** your final answer, inside <answer> </answer> "
            "tags, is the completed grid: 2 lines, each with 2 integers "
            "separated by spaces, the first number on the first line being "
            "the top-left cell.");
}


TEST(KenkenInstanceTest, RejectsBadInstances) {
  const std::string good =
      R"({"n": 2, "cages": [[0, 0], [1, 2]], "targets": [2, 2, 1],
          "ops": [4, 0, 0], "solution": [[1, 2], [2, 1]]})";
  EXPECT_TRUE(testing::PrepareInstanceStatus("kenken", good).ok());
  for (const char* instance : {
           // Missing fields, an unknown one.
           R"({"cages": [[0, 0], [1, 2]], "targets": [2, 2, 1],
               "ops": [4, 0, 0], "solution": [[1, 2], [2, 1]]})",
           R"({"n": 2, "targets": [2, 2, 1], "ops": [4, 0, 0],
               "solution": [[1, 2], [2, 1]]})",
           R"({"n": 2, "cages": [[0, 0], [1, 2]], "ops": [4, 0, 0],
               "solution": [[1, 2], [2, 1]]})",
           R"({"n": 2, "cages": [[0, 0], [1, 2]], "targets": [2, 2, 1],
               "solution": [[1, 2], [2, 1]]})",
           R"({"n": 2, "cages": [[0, 0], [1, 2]], "targets": [2, 2, 1],
               "ops": [4, 0, 0]})",
           R"({"n": 2, "cages": [[0, 0], [1, 2]], "targets": [2, 2, 1],
               "ops": [4, 0, 0], "solution": [[1, 2], [2, 1]], "x": 1})",
           // n out of 1..9.
           R"({"n": 0, "cages": [], "targets": [1], "ops": [0],
               "solution": []})",
           R"({"n": 10, "cages": [[0, 0], [1, 2]], "targets": [2, 2, 1],
               "ops": [4, 0, 0], "solution": [[1, 2], [2, 1]]})",
           // Cage map: a row short, a row too wide, an index past the
           // targets, an index out of 0..n²-1, an unused index (empty
           // cage), a disconnected cage.
           R"({"n": 2, "cages": [[0, 0]], "targets": [2, 2, 1],
               "ops": [4, 0, 0], "solution": [[1, 2], [2, 1]]})",
           R"({"n": 2, "cages": [[0, 0, 0], [1, 2, 2]], "targets": [2, 2, 1],
               "ops": [4, 0, 0], "solution": [[1, 2], [2, 1]]})",
           R"({"n": 2, "cages": [[0, 0], [1, 3]], "targets": [2, 2, 1],
               "ops": [4, 0, 0], "solution": [[1, 2], [2, 1]]})",
           R"({"n": 2, "cages": [[0, 0], [1, 4]], "targets": [2, 2, 1, 1, 1],
               "ops": [4, 0, 0, 0, 0], "solution": [[1, 2], [2, 1]]})",
           R"({"n": 2, "cages": [[0, 0], [1, 3]], "targets": [2, 2, 1, 1],
               "ops": [4, 0, 0, 0], "solution": [[1, 2], [2, 1]]})",
           R"({"n": 2, "cages": [[0, 1], [1, 0]], "targets": [2, 2],
               "ops": [3, 3], "solution": [[1, 2], [2, 1]]})",
           // A 9-cell cage (more than 8).
           R"({"n": 3, "cages": [[0, 0, 0], [0, 0, 0], [0, 0, 0]],
               "targets": [18], "ops": [1],
               "solution": [[1, 2, 3], [2, 3, 1], [3, 1, 2]]})",
           // Targets and ops: lengths differ, a target 0, an op code 5, an
           // op that does not fit the cage's size (none on two cells, "+"
           // on one, "-" on three).
           R"({"n": 2, "cages": [[0, 0], [1, 2]], "targets": [2, 2, 1],
               "ops": [4, 0], "solution": [[1, 2], [2, 1]]})",
           R"({"n": 2, "cages": [[0, 0], [1, 2]], "targets": [2, 0, 1],
               "ops": [4, 0, 0], "solution": [[1, 2], [2, 1]]})",
           R"({"n": 2, "cages": [[0, 0], [1, 2]], "targets": [2, 2, 1],
               "ops": [5, 0, 0], "solution": [[1, 2], [2, 1]]})",
           R"({"n": 2, "cages": [[0, 0], [1, 2]], "targets": [2, 2, 1],
               "ops": [0, 0, 0], "solution": [[1, 2], [2, 1]]})",
           R"({"n": 2, "cages": [[0, 0], [1, 2]], "targets": [2, 2, 1],
               "ops": [4, 1, 0], "solution": [[1, 2], [2, 1]]})",
           R"({"n": 2, "cages": [[0, 0], [0, 1]], "targets": [5, 1],
               "ops": [2, 0], "solution": [[1, 2], [2, 1]]})",
           // Solutions: not Latin, a cage unmet (2 / 1 != 3), out of
           // 1..n, a row short.
           R"({"n": 2, "cages": [[0, 0], [1, 2]], "targets": [2, 1, 1],
               "ops": [4, 0, 0], "solution": [[1, 2], [1, 1]]})",
           R"({"n": 2, "cages": [[0, 0], [1, 2]], "targets": [3, 2, 1],
               "ops": [4, 0, 0], "solution": [[1, 2], [2, 1]]})",
           R"({"n": 2, "cages": [[0, 0], [1, 2]], "targets": [2, 2, 1],
               "ops": [4, 0, 0], "solution": [[1, 2], [2, 3]]})",
           R"({"n": 2, "cages": [[0, 0], [1, 2]], "targets": [2, 2, 1],
               "ops": [4, 0, 0], "solution": [[1, 2]]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("kenken", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  // Cages may be numbered in any order; a 1 × 1 puzzle is fine.
  EXPECT_TRUE(testing::PrepareInstanceStatus("kenken", R"({"n": 2, "cages": [[2, 2], [1, 0]],
      "targets": [1, 2, 2], "ops": [0, 0, 4],
      "solution": [[1, 2], [2, 1]]})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus("kenken", R"({"n": 1, "cages": [[0]], "targets": [1],
      "ops": [0], "solution": [[1]]})").ok());
}

// Level d: N = 3 + d (max 6); cages connected with 1..4 cells; from N = 8
// on every cage of two or more cells multiplies; the solution travels with
// the instance and Read accepts it.
TEST(KenkenInstanceTest, GeneratedSizes) {
  const TaskType* task = testing::TestCatalog().tasks.Find("kenken");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 6);
  for (int d = 0; d <= 6; ++d) {
    for (uint64_t seed = 0; seed < 6; ++seed) {
      auto problem = task->Generate(d, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const auto& fields = problem->environment().instance().fields();
      const int64_t n = static_cast<int64_t>(fields.at("n").number_value());
      EXPECT_EQ(n, 3 + d);
      const auto& cages = fields.at("cages").list_value();
      ASSERT_EQ(cages.values_size(), n);
      std::map<int64_t, int64_t> size;
      for (const auto& row : cages.values()) {
        for (const auto& cell : row.list_value().values()) {
          ++size[static_cast<int64_t>(cell.number_value())];
        }
      }
      const auto& ops = fields.at("ops").list_value();
      ASSERT_EQ(ops.values_size(), static_cast<int>(size.size()));
      for (int k = 0; k < ops.values_size(); ++k) {
        const int64_t op = static_cast<int64_t>(ops.values(k).number_value());
        EXPECT_GE(size[k], 1);
        EXPECT_LE(size[k], 4);
        EXPECT_EQ(op == 0, size[k] == 1);
        if (n >= 8 && size[k] > 1) {
          EXPECT_EQ(op, 3) << d << " " << seed;
        }
      }
      EXPECT_TRUE(fields.contains("solution"));
      problem->set_id("g");
      EXPECT_TRUE(testing::TestCatalog().tasks.Prepare(*problem).ok());
    }
  }
}

}  // namespace
}  // namespace kenken_test_cc
}  // namespace referee

// The TopologicalSort ladder (RLVE): -1 unparseable, -0.5 not a permutation
// of 0..N-1, else (satisfied constraints / constraints)^beta, beta = 10 by
// default; and the instance checks.
#include <cmath>
#include <cstdint>
#include <string>

#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace topological_sort_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;
using testing::Case;

class TopologicalSortTest : public testing::VerifierTableTest {};

// A diamond: 0 before 1 and 2, both before 3. Valid orders: 0 1 2 3 and
// 0 2 1 3.
const char kProblem[] = R"({"id": "t", "environment": {"name": "topological_sort",
    "instance": {"n": 4, "constraints": [[0, 1], [0, 2], [1, 3], [2, 3]],
                 "order": [0, 1, 2, 3]}}})";

TEST_F(TopologicalSortTest, Ladder) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("topological_sort", *problem,
        {{"<answer>0 1 2 3</answer>", 1, true, true},
         {"<answer>0 2 1 3</answer>", 1, true, true},  // Not the stored one.
         {"<answer>\n0\n2\n1\n3\n</answer>", 1, true, true},
         {"\\boxed{0 2 1 3}", 1, true, true},
         // 0 after 1 breaks (0, 1) only: (3/4)^10.
         {"<answer>1 0 2 3</answer>", std::pow(3.0 / 4.0, 10), false, true},
         // 3 before 1 and 2 breaks (1, 3) and (2, 3): (2/4)^10.
         {"<answer>0 3 1 2</answer>", std::pow(2.0 / 4.0, 10), false, true},
         {"<answer>3 2 1 0</answer>", 0, false, true},  // Breaks all four.
         {"<answer>0 1 2</answer>", -0.5, false, true},
         {"<answer>0 1 2 3 3</answer>", -0.5, false, true},
         {"<answer>0 1 1 3</answer>", -0.5, false, true},  // 1 twice.
         {"<answer>0 1 2 4</answer>", -0.5, false, true},
         {"<answer>-1 1 2 3</answer>", -0.5, false, true},
         {"<answer>0 1 2 99999999999999999999999</answer>", -0.5, false, true},
         {"<answer></answer>", -0.5, false, true},
         {"<answer>0, 1, 2, 3</answer>", -1, false, false},
         {"<answer>0 1 2 three</answer>", -1, false, false},
         {"0 1 2 3", -1, false, false},
         {"<answer>0 1 2 3", -1, false, false}});
  Check("topological_sort", *problem,
        {{"<answer>1 0 2 3</answer>", 3.0 / 4.0, false, true}},
        R"({"beta": 1})");
}

TEST_F(TopologicalSortTest, NoConstraintsAnyPermutationIsRight) {
  CheckInstance("topological_sort", R"({"n": 3, "constraints": []})",
                {{"<answer>2 0 1</answer>", 1, true, true},
                 {"<answer>0 1 2</answer>", 1, true, true},
                 {"<answer>0 0 1</answer>", -0.5, false, true},
                 {"<answer>0 1</answer>", -0.5, false, true}});
  const PreparedProblemPtr single = testing::Prepare(
      R"({"id": "s", "environment": {"name": "topological_sort",
          "instance": {"n": 1, "constraints": [], "order": [0]}}})");
  ASSERT_NE(single, nullptr);
  Check("topological_sort", *single,
        {{"<answer>0</answer>", 1, true, true},
         {"<answer>1</answer>", -0.5, false, true}});
}

TEST_F(TopologicalSortTest, BetaMustBePositive) {
  EXPECT_FALSE(ParamError("topological_sort", R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError("topological_sort", R"({"beta": 0.5})").ok());
}

TEST(TopologicalSortPromptTest, PromptText) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "p", "environment": {"name": "topological_sort",
          "instance": {"n": 3, "constraints": [[2, 0], [2, 1]],
                       "order": [2, 0, 1]}}})");
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "Order the 3 integers 0, 1, ..., 2 in a sequence, each used "
            "exactly once, so that every one of these requirements holds "
            "(\"a must be before b\" means a appears earlier in the sequence "
            "than b):\n"
            "2 must be before 0\n"
            "2 must be before 1\n"
            "\n"
            "Answer with the ordering p(0), p(1), ..., p(2) on one line, "
            "spaces between the numbers, enclosed in <answer> </answer> tags.");
}


TEST(TopologicalSortInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"constraints": [[0, 1]]})",               // No n.
           R"({"n": 3})",                                // No constraints.
           R"({"n": 0, "constraints": []})",
           R"({"n": 1001, "constraints": []})",
           R"({"n": 3, "constraints": [[0, 3]]})",       // Out of range.
           R"({"n": 3, "constraints": [[-1, 0]]})",
           R"({"n": 3, "constraints": [[2, 2]]})",       // Before itself.
           R"({"n": 3, "constraints": [[0, 1, 2]]})",    // Not a pair.
           R"({"n": 3, "constraints": [0, 1]})",         // Not rows.
           R"({"n": 3, "constraints": [], "typo": 0})",
           // Orders: a repeat, too short, too long, breaking (0, 1).
           R"({"n": 3, "constraints": [[0, 1]], "order": [0, 0, 1]})",
           R"({"n": 3, "constraints": [[0, 1]], "order": [0, 1]})",
           R"({"n": 3, "constraints": [[0, 1]], "order": [0, 1, 2, 0]})",
           R"({"n": 3, "constraints": [[0, 1]], "order": [1, 0, 2]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("topological_sort", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  // Repeated and even cyclic constraints are a valid (if unsatisfiable)
  // problem when no order is claimed.
  EXPECT_TRUE(
      testing::PrepareInstanceStatus("topological_sort", R"({"n": 2, "constraints": [[0, 1], [0, 1], [1, 0]]})")
          .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus("topological_sort", 
                  R"({"n": 3, "constraints": [[2, 1]], "order": [0, 2, 1]})")
                  .ok());
}

// N(0) = 3, N(d+1) = floor(1.1 N(d)) + 1; each element after the first in
// the hidden order follows at least one, so N-1 <= constraints <= N(N-1)/2.
TEST(TopologicalSortInstanceTest, GeneratedSizes) {
  const TaskType* task = testing::TestCatalog().tasks.Find("topological_sort");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 30);
  static const struct {
    int difficulty;
    int64_t n;
  } kSizes[] = {{0, 3}, {1, 4}, {7, 10}, {8, 12}, {9, 14}, {10, 16}, {30, 139}};
  for (const auto& size : kSizes) {
    for (uint64_t seed = 0; seed < 4; ++seed) {
      auto problem = task->Generate(size.difficulty, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const auto& fields = problem->environment().instance().fields();
      const int64_t n = static_cast<int64_t>(fields.at("n").number_value());
      const int64_t constraints =
          fields.at("constraints").list_value().values_size();
      EXPECT_EQ(n, size.n) << size.difficulty;
      EXPECT_EQ(fields.at("order").list_value().values_size(), n);
      EXPECT_GE(constraints, n - 1);
      EXPECT_LE(constraints, n * (n - 1) / 2);
      // Read() accepts its own output (the order is checked there).
      problem->set_id("g");
      EXPECT_TRUE(testing::TestCatalog().tasks.Prepare(*problem).ok());
    }
  }
}

}  // namespace
}  // namespace topological_sort_test_cc
}  // namespace referee

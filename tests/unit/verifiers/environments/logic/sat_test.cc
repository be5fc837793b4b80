// The 3-SAT ladder (RLVE SAT): -1 unparseable, -0.5 not one literal per
// variable, else (satisfied clauses / clauses)^beta, beta = 10 by default;
// and the instance checks. Every expectation is worked out by hand below.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace sat_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;
using testing::Case;

class SatTest : public testing::VerifierTableTest {};

// Clauses C0 = (x1 | x2 | x3), C1 = (x1 | x2 | x4), C2 = (~x1 | ~x2 | ~x3),
// C3 = (~x2 | ~x3 | ~x4), C4 = (x1 | ~x3 | x4); the stored assignment
// x1..x4 = T F T F satisfies C0, C1 by x1, C2, C3 by ~x2, C4 by x1.
const char kProblem[] = R"({"id": "s", "environment": {"name": "sat",
    "instance": {"n": 4,
                 "clauses": [[1, 2, 3], [1, 2, 4], [-1, -2, -3], [-2, -3, -4],
                             [1, -3, 4]],
                 "assignment": [1, 0, 1, 0]}}})";

TEST_F(SatTest, Ladder) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("sat", *problem,
        {{"<answer>1 -2 3 -4</answer>", 1, true, true},
         {"<answer>-4 3 -2 1</answer>", 1, true, true},  // Any order.
         {"<answer>\n 1\t-2 \n3 -4\n</answer>", 1, true, true},
         {"\\boxed{1 -2 3 -4}", 1, true, true},  // The \boxed fallback.
         {"<answer>+1 -02 03 -4</answer>", 1, true, true},  // int() accepts.
         // F T F F: C0, C1 by x2; C2 by ~x1; C3 by ~x3; C4 by ~x3. Another
         // solution.
         {"<answer>-1 2 -3 -4</answer>", 1, true, true},
         // F F F T: C0 = (F | F | F) fails; C1 by x4, C2, C3 by ~x2, C4 by
         // ~x3: (4/5)^10.
         {"<answer>-1 -2 -3 4</answer>", std::pow(0.8, 10), false, true},
         // All false: C0 and C1 fail, the negative C2, C3 and C4 (~x3)
         // hold: (3/5)^10.
         {"<answer>-1 -2 -3 -4</answer>", std::pow(0.6, 10), false, true},
         // All true: C2 and C3 fail: (3/5)^10.
         {"<answer>1 2 3 4</answer>", std::pow(0.6, 10), false, true},
         // F F T F: C1 = (F | F | F) and C4 = (F | ~T | F) fail: (3/5)^10.
         {"<answer>-1 -2 3 -4</answer>", std::pow(0.6, 10), false, true},
         {"<answer>1 -2 3</answer>", -0.5, false, true},        // 3 of 4.
         {"<answer>1 -2 3 -4 1</answer>", -0.5, false, true},   // 5 of 4.
         {"<answer>1 -2 3 3</answer>", -0.5, false, true},      // x3 twice.
         {"<answer>1 -2 3 -3</answer>", -0.5, false, true},     // x3 twice.
         {"<answer>1 -2 3 0</answer>", -0.5, false, true},      // 0.
         {"<answer>1 -2 3 5</answer>", -0.5, false, true},      // No x5.
         {"<answer>1 -2 3 -5</answer>", -0.5, false, true},
         {"<answer>1 -2 3 -99999999999999999999999</answer>", -0.5, false,
          true},
         {"<answer>1 -2 3 99999999999999999999999</answer>", -0.5, false, true},
         {"<answer></answer>", -0.5, false, true},
         {"<answer>x1 -x2 x3 -x4</answer>", -1, false, false},
         {"<answer>1, -2, 3, -4</answer>", -1, false, false},  // Commas.
         {"<answer>true false true false</answer>", -1, false, false},
         {"1 -2 3 -4", -1, false, false},  // No tag.
         {"<answer>1 -2 3 -4", -1, false, false}});  // Unclosed.
  Check("sat", *problem,
        {{"<answer>-1 -2 -3 4</answer>", 0.8, false, true}}, R"({"beta": 1})");
}

TEST_F(SatTest, BetaMustBePositive) {
  EXPECT_FALSE(ParamError("sat", R"({"beta": 0})").ok());
  EXPECT_FALSE(ParamError("sat", R"({"beta": -1})").ok());
  EXPECT_TRUE(ParamError("sat", R"({"beta": 2})").ok());
}

TEST_F(SatTest, Prompt) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "p", "environment": {"name": "sat",
          "instance": {"n": 3, "clauses": [[1, -2, 3], [-3, 2, -1]],
                       "assignment": [1, 0, 0]}}})");
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "Give each of the 3 true/false variables x1, x2, ..., x3 a value "
            "so that all 2 clauses below hold at once. In a clause, \"|\" is "
            "OR and \"~\" is NOT, and a clause holds as soon as any one of "
            "its literals is true:\n"
            "(x1 | ~x2 | x3)\n"
            "(~x3 | x2 | ~x1)\n"
            "\n"
            "Answer with 3 integers on one line, spaces between them, "
            "enclosed in <answer> </answer> tags: list every variable once, "
            "in any order, as i when xi is true and as -i when xi is false. "
            "For instance, with 3 variables, <answer>1 -2 3</answer> sets x1 "
            "and x3 to true and x2 to false.");
  // Without an assignment the formula is still a valid problem
  // (satisfiability is not checked); answers score as usual.
  const PreparedProblemPtr unplanted = testing::Prepare(
      R"({"id": "q", "environment": {"name": "sat",
          "instance": {"n": 3, "clauses": [[1, 2, 3], [-1, -2, -3]]}}})");
  ASSERT_NE(unplanted, nullptr);
  // T T T fails the second clause only: (1/2)^10.
  Check("sat", *unplanted,
        {{"<answer>1 2 3</answer>", std::pow(0.5, 10), false, true},
         {"<answer>1 -2 3</answer>", 1, true, true}});
}


TEST(SatInstanceTest, RejectsBadInstances) {
  std::vector<std::string> many(501, "[1, 2, 3]");  // 501 > 500 clauses.
  const std::string too_many =
      absl::StrCat(R"({"n": 3, "clauses": [)", absl::StrJoin(many, ", "), "]}");
  for (const std::string& instance : std::vector<std::string>{
           R"({"clauses": [[1, 2, 3]]})",                   // No n.
           R"({"n": 3})",                                   // No clauses.
           R"({"n": 3, "clauses": []})",                    // No clause.
           R"({"n": 2, "clauses": [[1, 2, -1]]})",          // n < 3.
           R"({"n": 101, "clauses": [[1, 2, 3]]})",         // n > 100.
           R"({"n": 3.5, "clauses": [[1, 2, 3]]})",
           R"({"n": 3, "clauses": [[1, 2, 0]]})",           // 0.
           R"({"n": 3, "clauses": [[1, 2, 4]]})",           // No x4.
           R"({"n": 3, "clauses": [[1, 2, -4]]})",
           R"({"n": 3, "clauses": [[1, 2]]})",              // Width 2.
           R"({"n": 4, "clauses": [[1, 2, 3, 4]]})",        // Width 4.
           R"({"n": 3, "clauses": [[1, 2, 1]]})",           // x1 twice.
           R"({"n": 3, "clauses": [[1, -1, 2]]})",          // x1 twice.
           R"({"n": 3, "clauses": [[1, 2.5, 3]]})",
           too_many,
           R"({"n": 3, "clauses": [[1, 2, 3]], "typo": 1})",
           // Assignments: too short, too long, not 0/1, not satisfying.
           R"({"n": 3, "clauses": [[1, 2, 3]], "assignment": [1, 0]})",
           R"({"n": 3, "clauses": [[1, 2, 3]], "assignment": [1, 0, 0, 1]})",
           R"({"n": 3, "clauses": [[1, 2, 3]], "assignment": [2, 0, 0]})",
           R"({"n": 3, "clauses": [[1, 2, 3]], "assignment": [0, 0, 0]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("sat", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(
      testing::PrepareInstanceStatus("sat", R"({"n": 3, "clauses": [[1, 2, 3]], "assignment": [0, 0, 1]})")
          .ok());
  // Repeated clauses are allowed.
  EXPECT_TRUE(testing::PrepareInstanceStatus("sat", R"({"n": 3, "clauses": [[1, 2, 3], [1, 2, 3]]})")
                  .ok());
}

// Level d has N = d + 4 variables and floor(426·N/100) clauses of three
// distinct variables; the stored assignment satisfies them all (Read
// checks it) and the reference lists x1..xN in order with its signs.
TEST(SatInstanceTest, GeneratedSizes) {
  const TaskType* task = testing::TestCatalog().tasks.Find("sat");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 96);
  for (int d : {0, 1, 5, 20, 96}) {
    for (uint64_t seed = 0; seed < 4; ++seed) {
      auto problem = task->Generate(d, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const auto& fields = problem->environment().instance().fields();
      const int64_t n = static_cast<int64_t>(fields.at("n").number_value());
      EXPECT_EQ(n, d + 4);
      const auto& clauses = fields.at("clauses").list_value();
      EXPECT_EQ(clauses.values_size(), 426 * n / 100);
      for (const auto& clause : clauses.values()) {
        const auto& l = clause.list_value();
        ASSERT_EQ(l.values_size(), 3);
        const double a = std::abs(l.values(0).number_value());
        const double b = std::abs(l.values(1).number_value());
        const double c = std::abs(l.values(2).number_value());
        EXPECT_TRUE(a != b && b != c && a != c);
      }
      const auto& assignment = fields.at("assignment").list_value();
      ASSERT_EQ(assignment.values_size(), n);
      std::vector<int64_t> literals;
      for (int64_t v = 1; v <= n; ++v) {
        literals.push_back(
            assignment.values(static_cast<int>(v - 1)).number_value() == 1 ? v
                                                                            : -v);
      }
      EXPECT_EQ(problem->reference_output(),
                "<answer>" + absl::StrJoin(literals, " ") + "</answer>");
      problem->set_id("g");
      EXPECT_TRUE(testing::TestCatalog().tasks.Prepare(*problem).ok());
    }
  }
}

}  // namespace
}  // namespace sat_test_cc
}  // namespace referee

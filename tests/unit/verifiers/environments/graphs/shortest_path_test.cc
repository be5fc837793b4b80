// The ShortestPath ladder (RLVE): -1 unparseable or empty, -0.5 not a path
// from 0 to N-1 along edges (out of range, wrong ends, a repeated vertex, a
// non-edge), else (optimal weight / path weight)^beta, beta = 5 by default;
// and the instance checks.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>

#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace shortest_path_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;

class ShortestPathTest : public testing::VerifierTableTest {};

// Edges 0->1 (1), 1->2 (1), 0->2 (2), 2->3 (1), 1->3 (3), 3->0 (1).
// Paths from 0 to 3: 0 1 2 3 = 1+1+1 = 3, 0 2 3 = 2+1 = 3, 0 1 3 = 1+3 = 4.
// The optimum is 3 (two shortest paths).
const char kProblem[] = R"({"id": "s", "environment": {"name": "shortest_path",
    "instance": {"n": 4, "edges": [[0, 1, 1], [1, 2, 1], [0, 2, 2], [2, 3, 1],
                                   [1, 3, 3], [3, 0, 1]]}}})";

TEST_F(ShortestPathTest, Ladder) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("shortest_path", *problem,
        {{"<answer>0 1 2 3</answer>", 1, true, true},
         {"<answer>0 2 3</answer>", 1, true, true},  // The other optimum.
         {"<answer>\n 0\t2  3 </answer>", 1, true, true},
         {"\\boxed{0 2 3}", 1, true, true},
         {"<answer>+0 02 3</answer>", 1, true, true},  // int() accepts these.
         // Weight 4: (3/4)^5.
         {"<answer>0 1 3</answer>", std::pow(3.0 / 4.0, 5), false, true},
         {"<answer>0 3</answer>", -0.5, false, true},      // No edge 0->3.
         {"<answer>1 2 3</answer>", -0.5, false, true},    // Starts at 1.
         {"<answer>0 1 2</answer>", -0.5, false, true},    // Ends at 2.
         {"<answer>0</answer>", -0.5, false, true},        // Ends at 0.
         {"<answer>0 1 1 3</answer>", -0.5, false, true},  // 1 twice.
         // A walk 0 1 2 3 0 2 3 (weight 6): 7 > 4 vertices, so a repeat.
         {"<answer>0 1 2 3 0 2 3</answer>", -0.5, false, true},
         {"<answer>0 1 2 4</answer>", -0.5, false, true},  // No vertex 4.
         {"<answer>0 -1 3</answer>", -0.5, false, true},
         {"<answer>0 99999999999999999999999 3</answer>", -0.5, false, true},
         {"<answer></answer>", -1, false, false},  // Empty (RLVE: None).
         {"<answer>0, 2, 3</answer>", -1, false, false},  // Commas.
         {"<answer>0 -> 2 -> 3</answer>", -1, false, false},
         {"0 2 3", -1, false, false},  // No tag.
         {"<answer>0 2 3", -1, false, false}});  // Unclosed.
  Check("shortest_path", *problem,
        {{"<answer>0 1 3</answer>", 3.0 / 4.0, false, true}}, R"({"beta": 1})");
}

TEST_F(ShortestPathTest, BetaMustBePositive) {
  EXPECT_FALSE(ParamError("shortest_path", R"({"beta": 0})").ok());
  EXPECT_FALSE(ParamError("shortest_path", R"({"beta": -1})").ok());
  EXPECT_TRUE(ParamError("shortest_path", R"({"beta": 2})").ok());
}

TEST_F(ShortestPathTest, PromptAndReference) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "p", "environment": {"name": "shortest_path",
          "instance": {"n": 3, "edges": [[1, 2, 4], [0, 1, 7], [0, 2, 20]]}}})");
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "A directed graph has 3 vertices, numbered 0 through 2, and the "
            "weighted arcs listed below, one per line; a line (s, t, w) "
            "stands for an arc leading out of s and into t whose cost is w "
            "(arcs may only be followed in that direction):\n"
            "(1, 2, 4)\n"
            "(0, 1, 7)\n"
            "(0, 2, 20)\n"
            "\n"
            "Find a route p_1, p_2, ..., p_k along the arcs that begins at "
            "vertex 0 (p_1 = 0), finishes at vertex 2 (p_k = 2), never "
            "visits a vertex a second time, and has the least possible total "
            "cost (adding up the costs of the arcs it uses).\n"
            "\n"
            "Give the vertices of the route in travelling order, p_1 p_2 ... "
            "p_k, on one line with spaces between them, enclosed in <answer> "
            "</answer> tags.\n"
            "For instance, <answer>0 1 2</answer> describes the route (k = "
            "3) that goes from 0 to 1 and then on to 2.");
  // 0 1 2 weighs 7 + 4 = 11 < 20; the direct edge: (11/20)^5.
  Check("shortest_path", *problem,
        {{"<answer>0 1 2</answer>", 1, true, true},
         {"<answer>0 2</answer>", std::pow(11.0 / 20.0, 5), false, true}});
}


TEST(ShortestPathInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"edges": [[0, 1, 1]]})",                   // No n.
           R"({"n": 3})",                                 // No edges.
           R"({"n": 1, "edges": [[0, 0, 1]]})",           // n < 2.
           R"({"n": 101, "edges": [[0, 100, 1]]})",       // n > 100.
           R"({"n": 2.5, "edges": [[0, 1, 1]]})",
           R"({"n": 3, "edges": []})",                    // 2 unreachable.
           R"({"n": 3, "edges": [[0, 1, 1], [2, 1, 1]]})",  // Likewise.
           R"({"n": 3, "edges": [[0, 3, 1]]})",           // No vertex 3.
           R"({"n": 3, "edges": [[-1, 2, 1], [0, 2, 1]]})",
           R"({"n": 3, "edges": [[1, 1, 1], [0, 2, 1]]})",  // Self-loop.
           R"({"n": 3, "edges": [[0, 2, 1], [0, 2, 2]]})",  // Repeated.
           R"({"n": 3, "edges": [[0, 2, 0]]})",           // Weight 0.
           R"({"n": 3, "edges": [[0, 2, 1000001]]})",     // Weight > 10^6.
           R"({"n": 3, "edges": [[0, 2]]})",              // No weight.
           R"({"n": 2, "edges": [[0, 1, 1], [1, 0, 1], [0, 1, 2]]})",  // > n(n-1).
           R"({"n": 3, "edges": [[0, 2, 1]], "typo": 1})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("shortest_path", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus("shortest_path", R"({"n": 2, "edges": [[0, 1, 1000000]]})").ok());
  EXPECT_TRUE(
      testing::PrepareInstanceStatus("shortest_path", R"({"n": 100, "edges": [[0, 50, 1], [50, 99, 1]]})").ok());
}

// Level d has N = d + 4 vertices, at most floor(p·N(N-1)/100) edges for a
// density p in {20, 25, ..., 40} and at least the N-1 planted ones, no edge
// 0 -> N-1, and a reference path from 0 to N-1 of at least 3 edges (no
// two-edge shortcut).
TEST(ShortestPathInstanceTest, GeneratedSizes) {
  const TaskType* task = testing::TestCatalog().tasks.Find("shortest_path");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 96);
  for (int d : {0, 1, 5, 20, 96}) {
    for (uint64_t seed = 0; seed < 4; ++seed) {
      auto problem = task->Generate(d, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const auto& fields = problem->environment().instance().fields();
      const int64_t n = static_cast<int64_t>(fields.at("n").number_value());
      const auto& edges = fields.at("edges").list_value();
      EXPECT_EQ(n, d + 4);
      EXPECT_GE(edges.values_size(), n - 1);
      EXPECT_LE(edges.values_size(), std::max(n - 1, 40 * n * (n - 1) / 100));
      for (const auto& edge : edges.values()) {
        const auto& row = edge.list_value();
        EXPECT_FALSE(row.values(0).number_value() == 0 &&
                     row.values(1).number_value() == n - 1);
      }
      // "<answer>0 a b ... N-1</answer>": at least 4 vertices.
      const std::string& reference = problem->reference_output();
      EXPECT_GE(std::count(reference.begin(), reference.end(), ' '), 3)
          << reference;
      problem->set_id("g");
      EXPECT_TRUE(testing::TestCatalog().tasks.Prepare(*problem).ok());
    }
  }
}

}  // namespace
}  // namespace shortest_path_test_cc
}  // namespace referee

namespace referee {
inline namespace shortest_path_test_cc {
namespace {

// With n = 2 there is no middle vertex: the prompt's example is "0 1", a
// valid path, not "0 1 1" (which repeats a vertex).
TEST(ShortestPathPromptTest, TwoVerticesExampleIsAPath) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "two", "environment": {"name": "shortest_path",
          "instance": {"n": 2, "edges": [[0, 1, 5]]}}})");
  ASSERT_NE(problem, nullptr);
  const std::string prompt = problem->task().DefaultPrompt(*problem);
  EXPECT_NE(prompt.find("For instance, <answer>0 1</answer> describes the "
                        "route (k = 2)"),
            std::string::npos)
      << prompt;
  EXPECT_EQ(prompt.find("0 1 1"), std::string::npos) << prompt;
}

}  // namespace
}  // namespace shortest_path_test_cc
}  // namespace referee

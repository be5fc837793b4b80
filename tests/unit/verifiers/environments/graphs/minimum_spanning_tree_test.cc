// The MinimumSpanningTree ladder (RLVE): -1 unparseable or an odd count,
// -0.5 not N-1 distinct edges of the graph without a cycle, else (MST
// weight / tree weight)^beta, beta = 5 by default; and the instance checks.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <set>
#include <string>
#include <utility>

#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace minimum_spanning_tree_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;

class MinimumSpanningTreeTest : public testing::VerifierTableTest {};

// Edges 0-1 (1), 1-2 (2), 2-3 (3), 0-3 (4), 0-2 (5), 1-3 (6). Kruskal takes
// 1, 2, 3 (0-1, 1-2, 2-3): weight 6, unique. Other spanning trees:
// {0-1, 1-2, 0-3} = 1+2+4 = 7; {0-1, 2-3, 0-3} = 1+3+4 = 8;
// {0-2, 1-3, 0-3} = 5+6+4 = 15.
const char kProblem[] = R"({"id": "m", "environment": {"name": "minimum_spanning_tree",
    "instance": {"n": 4, "edges": [[0, 1, 1], [1, 2, 2], [2, 3, 3], [0, 3, 4],
                                   [0, 2, 5], [1, 3, 6]]}}})";

TEST_F(MinimumSpanningTreeTest, Ladder) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("minimum_spanning_tree", *problem,
        {{"<answer>0 1 1 2 2 3</answer>", 1, true, true},
         {"<answer>3 2 0 1 2 1</answer>", 1, true, true},  // Any order/way.
         {"<answer>\n0 1\n1 2\n2 3\n</answer>", 1, true, true},
         {"\\boxed{0 1 1 2 2 3}", 1, true, true},
         {"<answer>0 1 1 2 0 3</answer>", std::pow(6.0 / 7.0, 5), false, true},
         {"<answer>0 1 2 3 3 0</answer>", std::pow(6.0 / 8.0, 5), false, true},
         {"<answer>0 2 1 3 0 3</answer>", std::pow(6.0 / 15.0, 5), false,
          true},
         {"<answer>0 1 1 2 0 2</answer>", -0.5, false, true},  // A cycle.
         {"<answer>0 1 1 0 2 3</answer>", -0.5, false, true},  // 0-1 twice.
         {"<answer>0 1 1 2 3 3</answer>", -0.5, false, true},  // No 3-3.
         {"<answer>0 1 1 2 2 4</answer>", -0.5, false, true},  // No vertex 4.
         {"<answer>0 1 1 2 -1 3</answer>", -0.5, false, true},
         {"<answer>0 1 1 2 2 99999999999999999999999</answer>", -0.5, false,
          true},
         {"<answer>0 1 1 2</answer>", -0.5, false, true},  // 2 edges, not 3.
         {"<answer>0 1 1 2 2 3 0 3</answer>", -0.5, false, true},  // 4.
         {"<answer></answer>", -0.5, false, true},  // 0 edges (RLVE too).
         {"<answer>0 1 1 2 2</answer>", -1, false, false},  // Odd count.
         {"<answer>0 1 1 2 2 3 0</answer>", -1, false, false},
         {"<answer>(0, 1) (1, 2) (2, 3)</answer>", -1, false, false},
         {"0 1 1 2 2 3", -1, false, false},  // No tag.
         {"<answer>0 1 1 2 2 3", -1, false, false}});  // Unclosed.
  Check("minimum_spanning_tree", *problem,
        {{"<answer>0 1 1 2 0 3</answer>", 6.0 / 7.0, false, true}},
        R"({"beta": 1})");
}

TEST_F(MinimumSpanningTreeTest, BetaMustBePositive) {
  EXPECT_FALSE(ParamError("minimum_spanning_tree", R"({"beta": 0})").ok());
  EXPECT_FALSE(ParamError("minimum_spanning_tree", R"({"beta": -1})").ok());
  EXPECT_TRUE(ParamError("minimum_spanning_tree", R"({"beta": 2})").ok());
}

TEST_F(MinimumSpanningTreeTest, PromptAndReference) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "p", "environment": {"name": "minimum_spanning_tree",
          "instance": {"n": 3, "edges": [[2, 1, 9], [0, 1, 3], [0, 2, 4]]}}})");
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "An undirected graph has 3 vertices, numbered 0 through 2, and "
            "the weighted links listed below, one per line; a line (u, v, w) "
            "stands for a link joining u and v (usable in either direction) "
            "whose cost is w:\n"
            "(2, 1, 9)\n"
            "(0, 1, 3)\n"
            "(0, 2, 4)\n"
            "\n"
            "Choose exactly k = 3 - 1 = 2 of these links, T = [(u_1, v_1, "
            "w_1), (u_2, v_2, w_2), ..., (u_k, v_k, w_k)], so that together "
            "they reach all 3 vertices and contain no cycle (a spanning "
            "tree), and so that their combined cost w_1 + w_2 + ... + w_k is "
            "the lowest possible.\n"
            "\n"
            "Give the two ends of each chosen link, link after link: u_1 v_1 "
            "u_2 v_2 ... u_k v_k, on one line with spaces between the "
            "numbers, enclosed in <answer> </answer> tags. For instance, "
            "with 4 vertices, <answer>0 1 1 2 2 3</answer> chooses the links "
            "(0, 1, w_1), (1, 2, w_2) and (2, 3, w_3).");
  // MST {0-1, 0-2} = 7; {2-1, 0-1} = 12: (7/12)^5.
  Check("minimum_spanning_tree", *problem,
        {{"<answer>0 1 0 2</answer>", 1, true, true},
         {"<answer>2 1 0 1</answer>", std::pow(7.0 / 12.0, 5), false, true}});
}


TEST(MinimumSpanningTreeInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"edges": [[0, 1, 1]]})",                   // No n.
           R"({"n": 2})",                                 // No edges.
           R"({"n": 1, "edges": [[0, 0, 1]]})",           // n < 2.
           R"({"n": 101, "edges": [[0, 1, 1]]})",         // n > 100.
           R"({"n": 2.5, "edges": [[0, 1, 1]]})",
           R"({"n": 3, "edges": []})",                    // Disconnected.
           R"({"n": 3, "edges": [[0, 1, 1]]})",           // Likewise.
           R"({"n": 2, "edges": [[0, 2, 1]]})",           // No vertex 2.
           R"({"n": 2, "edges": [[-1, 1, 1]]})",
           R"({"n": 2, "edges": [[1, 1, 1], [0, 1, 2]]})",  // Self-loop.
           R"({"n": 3, "edges": [[0, 1, 1], [1, 0, 2], [1, 2, 3]]})",  // Twice.
           R"({"n": 3, "edges": [[0, 1, 1], [1, 2, 1]]})",  // Equal weights.
           R"({"n": 2, "edges": [[0, 1, 0]]})",           // Weight 0.
           R"({"n": 2, "edges": [[0, 1, 1000001]]})",     // Weight > 10^6.
           R"({"n": 2, "edges": [[0, 1]]})",              // No weight.
           R"({"n": 2, "edges": [[0, 1, 1], [0, 1, 2]]})",  // > n(n-1)/2.
           R"({"n": 2, "edges": [[0, 1, 1]], "typo": 1})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("minimum_spanning_tree", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus("minimum_spanning_tree", R"({"n": 2, "edges": [[1, 0, 1000000]]})").ok());
}

// Level d has N = d + 3 vertices and min(N(N-1)/2, max(N, floor(p·N(N-1)/
// 200))) edges
// for p in {20, 25, ..., 40}, written u < v, with distinct weights in
// 1..2E; the reference lists N-1 edges.
TEST(MinimumSpanningTreeInstanceTest, GeneratedSizes) {
  const TaskType* task =
      testing::TestCatalog().tasks.Find("minimum_spanning_tree");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 97);
  for (int d : {0, 1, 5, 20, 97}) {
    for (uint64_t seed = 0; seed < 4; ++seed) {
      auto problem = task->Generate(d, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const auto& fields = problem->environment().instance().fields();
      const int64_t n = static_cast<int64_t>(fields.at("n").number_value());
      const auto& edges = fields.at("edges").list_value();
      const int64_t e = edges.values_size();
      EXPECT_EQ(n, d + 3);
      bool density_found = false;
      for (int64_t p = 20; p <= 40; p += 5) {
        density_found = density_found ||
                        std::min(n * (n - 1) / 2,
                                 std::max(n, p * n * (n - 1) / 200)) == e;
      }
      EXPECT_TRUE(density_found) << d << " " << seed << ": " << e;
      std::set<int64_t> weights;
      for (const auto& edge : edges.values()) {
        const auto& row = edge.list_value();
        EXPECT_LT(row.values(0).number_value(), row.values(1).number_value());
        const int64_t w = static_cast<int64_t>(row.values(2).number_value());
        EXPECT_GE(w, 1);
        EXPECT_LE(w, 2 * e);
        weights.insert(w);
      }
      EXPECT_EQ(static_cast<int64_t>(weights.size()), e);
      const std::string& reference = problem->reference_output();
      EXPECT_EQ(std::count(reference.begin(), reference.end(), ' '),
                2 * (n - 1) - 1)
          << reference;
      problem->set_id("g");
      EXPECT_TRUE(testing::TestCatalog().tasks.Prepare(*problem).ok());
    }
  }
}

}  // namespace
}  // namespace minimum_spanning_tree_test_cc
}  // namespace referee

// The HamiltonianPathExistence ladder (RLVE): -1 unparseable, -0.5 not a
// permutation of the N vertices, else (consecutive pairs that are edges /
// (N-1))^beta, beta = 5 by default; and the instance checks.
#include <cmath>
#include <cstdint>
#include <string>

#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace hamiltonian_path_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;
using testing::Case;

class HamiltonianPathTest : public testing::VerifierTableTest {};

// Edges 0->1, 1->2, 2->3, 3->0 (a cycle) and the chord 0->2. The Hamiltonian
// paths are the cycle's four rotations (0 1 2 3, 1 2 3 0, 2 3 0 1, 3 0 1 2);
// 1 is entered only from 0 and left only to 2, so no path uses the chord.
const char kProblem[] = R"({"id": "h", "environment": {"name": "hamiltonian_path",
    "instance": {"n": 4, "edges": [[0, 1], [1, 2], [2, 3], [3, 0], [0, 2]],
                 "path": [0, 1, 2, 3]}}})";

TEST_F(HamiltonianPathTest, Ladder) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("hamiltonian_path", *problem,
        {{"<answer>0 1 2 3</answer>", 1, true, true},
         {"<answer>1 2 3 0</answer>", 1, true, true},  // Not the stored one.
         {"<answer>\n 3  0\t1 2 \n</answer>", 1, true, true},
         {"\\boxed{0 1 2 3}", 1, true, true},  // The \boxed fallback.
         {"<answer>+0 01 2 3</answer>", 1, true, true},  // int() accepts these.
         // 0->2 and 2->3 are edges, 3->1 is not: (2/3)^5.
         {"<answer>0 2 3 1</answer>", std::pow(2.0 / 3.0, 5), false, true},
         // Only 0->2: (1/3)^5.
         {"<answer>0 2 1 3</answer>", std::pow(1.0 / 3.0, 5), false, true},
         // 3->2, 2->1, 1->0: none is an edge.
         {"<answer>3 2 1 0</answer>", 0, false, true},
         {"<answer>0 1 2</answer>", -0.5, false, true},  // Too short.
         {"<answer>0 1 2 3 0</answer>", -0.5, false, true},  // Too long.
         {"<answer>0 1 1 3</answer>", -0.5, false, true},  // 1 twice.
         {"<answer>0 1 2 4</answer>", -0.5, false, true},  // No vertex 4.
         {"<answer>0 1 2 -1</answer>", -0.5, false, true},
         {"<answer>0 1 2 99999999999999999999999</answer>", -0.5, false, true},
         {"<answer></answer>", -0.5, false, true},
         {"<answer>0, 1, 2, 3</answer>", -1, false, false},  // Commas.
         {"<answer>0 1 2 3.0</answer>", -1, false, false},
         {"<answer>0 -> 1 -> 2 -> 3</answer>", -1, false, false},
         {"0 1 2 3", -1, false, false},  // No tag.
         {"<answer>0 1 2 3", -1, false, false}});  // Unclosed.
  Check("hamiltonian_path", *problem,
        {{"<answer>0 2 3 1</answer>", 2.0 / 3.0, false, true}},
        R"({"beta": 1})");
}

TEST_F(HamiltonianPathTest, BetaMustBePositive) {
  EXPECT_FALSE(ParamError("hamiltonian_path", R"({"beta": 0})").ok());
  EXPECT_FALSE(ParamError("hamiltonian_path", R"({"beta": -1})").ok());
  EXPECT_TRUE(ParamError("hamiltonian_path", R"({"beta": 2})").ok());
}

TEST_F(HamiltonianPathTest, PromptAndReference) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "p", "environment": {"name": "hamiltonian_path",
          "instance": {"n": 3, "edges": [[2, 0], [0, 1]], "path": [2, 0, 1]}}})");
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "Consider a directed graph on 3 vertices numbered 0 through 2. "
            "Its arcs are listed below, one per line; a line (s, t) stands "
            "for an arc leading out of s and into t (arcs may only be "
            "followed in that direction):\n"
            "(2, 0)\n"
            "(0, 1)\n"
            "\n"
            "Find a route p_1, p_2, ..., p_3 through the graph that passes "
            "through each of the 3 vertices once and only once, every step "
            "following an arc (no vertex may appear twice).\n"
            "\n"
            "Give the vertices of the route in travelling order on one line, "
            "with spaces between them, enclosed in <answer> </answer> tags. "
            "For instance, with 3 vertices, <answer>0 2 1</answer> describes "
            "the route that begins at 0, moves on to 2 and ends at 1.");
  // Without a path the graph is still a valid problem (existence is not
  // checked); a wrong order there scores as usual.
  const PreparedProblemPtr pathless = testing::Prepare(
      R"({"id": "q", "environment": {"name": "hamiltonian_path",
          "instance": {"n": 3, "edges": [[0, 1]]}}})");
  ASSERT_NE(pathless, nullptr);
  Check("hamiltonian_path", *pathless,
        {{"<answer>2 0 1</answer>", std::pow(0.5, 5), false, true}});
}


TEST(HamiltonianPathInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"edges": [[0, 1]]})",                      // No n.
           R"({"n": 3})",                                 // No edges.
           R"({"n": 1, "edges": []})",                    // n < 2.
           R"({"n": 101, "edges": []})",                  // n > 100.
           R"({"n": 2.5, "edges": []})",
           R"({"n": 3, "edges": [[0, 3]]})",              // No vertex 3.
           R"({"n": 3, "edges": [[-1, 0]]})",
           R"({"n": 3, "edges": [[1, 1]]})",              // Self-loop.
           R"({"n": 3, "edges": [[0, 1], [1, 2], [0, 1]]})",  // Repeated.
           R"({"n": 3, "edges": [[0, 1, 2]]})",           // Not a pair.
           R"({"n": 3, "edges": [[0]]})",
           R"({"n": 2, "edges": [[0, 1], [1, 0], [0, 1]]})",  // > n(n-1).
           R"({"n": 3, "edges": [[0, 1]], "typo": 1})",
           // Paths: a repeat, too short, too long, out of range, a non-edge.
           R"({"n": 3, "edges": [[0, 1], [1, 2]], "path": [0, 1, 1]})",
           R"({"n": 3, "edges": [[0, 1], [1, 2]], "path": [0, 1]})",
           R"({"n": 3, "edges": [[0, 1], [1, 2]], "path": [0, 1, 2, 0]})",
           R"({"n": 3, "edges": [[0, 1], [1, 2]], "path": [0, 1, 3]})",
           R"({"n": 3, "edges": [[0, 1], [1, 2]], "path": [1, 2, 0]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("hamiltonian_path", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(
      testing::PrepareInstanceStatus("hamiltonian_path", R"({"n": 3, "edges": [[1, 2], [0, 1]], "path": [0, 1, 2]})")
          .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus("hamiltonian_path", R"({"n": 2, "edges": []})").ok());
}

// Level d has d + 3 vertices and floor(p·N(N-1)/100) edges for a density
// p in {5, 15, ..., 95}, at least N of them.
TEST(HamiltonianPathInstanceTest, GeneratedSizes) {
  const TaskType* task = testing::TestCatalog().tasks.Find("hamiltonian_path");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 97);
  for (int d : {0, 1, 5, 20, 97}) {
    for (uint64_t seed = 0; seed < 4; ++seed) {
      auto problem = task->Generate(d, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const auto& fields = problem->environment().instance().fields();
      const int64_t n = static_cast<int64_t>(fields.at("n").number_value());
      const int64_t edges = fields.at("edges").list_value().values_size();
      EXPECT_EQ(n, d + 3);
      EXPECT_EQ(fields.at("path").list_value().values_size(), n);
      bool density_found = false;
      for (int64_t p = 5; p <= 95; p += 10) {
        density_found = density_found || p * n * (n - 1) / 100 == edges;
      }
      EXPECT_TRUE(density_found) << d << " " << seed << ": " << edges;
      EXPECT_GE(edges, n);
      // Read() accepts its own output (the path is checked there).
      problem->set_id("g");
      EXPECT_TRUE(testing::TestCatalog().tasks.Prepare(*problem).ok());
    }
  }
}

}  // namespace
}  // namespace hamiltonian_path_test_cc
}  // namespace referee

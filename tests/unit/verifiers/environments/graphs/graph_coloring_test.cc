// The graph colouring ladder (RLVE style): -1 unparseable, -0.5 not a
// partition of the N vertices into at most K non-blank lines, else (edges
// between different classes / edges)^beta, beta = 5 by default; and the
// instance checks. Every expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace graph_coloring_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;
using testing::Case;

class GraphColoringTest : public testing::VerifierTableTest {};

// A triangle 0-1-2 and the pendant edge 2-3, K = 3. A proper colouring gives
// 0, 1, 2 three different colours and 3 any colour but 2's: e.g. the stored
// one {0, 3} {1} {2}.
const char kProblem[] = R"({"id": "g", "environment": {"name": "graph_coloring",
    "instance": {"n": 4, "k": 3, "edges": [[0, 1], [1, 2], [2, 0], [2, 3]],
                 "colors": [0, 1, 2, 0]}}})";

TEST_F(GraphColoringTest, Ladder) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("graph_coloring", *problem,
        {{"<answer>0 3\n1\n2</answer>", 1, true, true},
         // Another proper colouring: {0} {1, 3} {2}.
         {"<answer>0\n3 1\n2</answer>", 1, true, true},
         // Blank lines are skipped; the order of the lines is free.
         {"<answer>\n2\n\n 3\t0 \n1\n</answer>", 1, true, true},
         {"<answer>0 3\r\n1\r\n2</answer>", 1, true, true},  // CRLF.
         {"\\boxed{0 3\n1\n2}", 1, true, true},  // The \boxed fallback.
         {"<answer>+0 03\n1\n2</answer>", 1, true, true},  // int() accepts.
         // Two classes {0, 1, 3} {2}: 0-1 is monochrome, 1-2, 2-0, 2-3 are
         // not: (3/4)^5.
         {"<answer>0 1 3\n2</answer>", std::pow(3.0 / 4.0, 5), false, true},
         // {0, 1} {2, 3}: 1-2 and 2-0 proper, 0-1 and 2-3 not: (2/4)^5.
         {"<answer>0 1\n2 3</answer>", std::pow(0.5, 5), false, true},
         // One class: no edge is proper.
         {"<answer>0 1 2 3</answer>", 0, false, true},
         {"<answer>0\n1\n2\n3</answer>", -0.5, false, true},  // 4 > K lines.
         {"<answer>0 3\n1</answer>", -0.5, false, true},      // 2 missing.
         {"<answer>0 3\n1\n2 2</answer>", -0.5, false, true},  // 2 twice.
         {"<answer>0 3\n1 3\n2</answer>", -0.5, false, true},  // 3 twice.
         {"<answer>0 3\n1\n2 4</answer>", -0.5, false, true},  // No vertex 4.
         {"<answer>0 3\n1\n-2</answer>", -0.5, false, true},
         {"<answer>0 3\n1\n99999999999999999999999</answer>", -0.5, false,
          true},
         {"<answer>0 3\n1\n2 0 1 2 3 0</answer>", -0.5, false, true},
         {"<answer></answer>", -0.5, false, true},  // Nothing listed.
         {"<answer>0, 3\n1\n2</answer>", -1, false, false},  // A comma.
         {"<answer>0 3\n1\ntwo</answer>", -1, false, false},
         // A non-integer token is -1 even after too many lines.
         {"<answer>0\n1\n2\n3\nx</answer>", -1, false, false},
         {"0 3\n1\n2", -1, false, false},  // No tag.
         {"<answer>0 3\n1\n2", -1, false, false}});  // Unclosed.
  Check("graph_coloring", *problem,
        {{"<answer>0 1 3\n2</answer>", 0.75, false, true}}, R"({"beta": 1})");
}

TEST_F(GraphColoringTest, BetaMustBePositive) {
  EXPECT_FALSE(ParamError("graph_coloring", R"({"beta": 0})").ok());
  EXPECT_FALSE(ParamError("graph_coloring", R"({"beta": -1})").ok());
  EXPECT_TRUE(ParamError("graph_coloring", R"({"beta": 2})").ok());
}

TEST_F(GraphColoringTest, PromptAndReference) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "p", "environment": {"name": "graph_coloring",
          "instance": {"n": 3, "k": 2, "edges": [[1, 0], [1, 2]],
                       "colors": [1, 0, 1]}}})");
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "You are given an **undirected graph** with 3 vertices, labeled "
            "from `0` to `2`. The graph contains the following undirected "
            "edges. Each edge is represented as a tuple `(u, v)`, meaning "
            "vertices `u` and `v` are connected:\n"
            "(1, 0)\n"
            "(1, 2)\n"
            "\n"
            "Please color every vertex with one of **2** colors so that **no "
            "edge connects two vertices of the same color**.\n"
            "\n"
            "Output Format:\n"
            "Your final answer should list the color classes inside <answer> "
            "</answer> tags: at most 2 lines, each line containing the "
            "vertices of one color separated by **spaces**, with every vertex "
            "appearing on exactly one line.\n"
            "Example: <answer>\n0 2\n1 3\n</answer>; this means vertices 0 "
            "and 2 share one color and vertices 1 and 3 share another "
            "(assuming 4 vertices in total).");
  // Without colours the graph is still a valid problem (colourability is
  // not checked) with an empty reference; answers score as usual.
  const PreparedProblemPtr colorless = testing::Prepare(
      R"({"id": "q", "environment": {"name": "graph_coloring",
          "instance": {"n": 3, "k": 2, "edges": [[0, 1], [1, 2], [0, 2]]}}})");
  ASSERT_NE(colorless, nullptr);
  EXPECT_EQ(colorless->problem().reference_output(), "");
  // {0, 2} {1}: 0-1 and 1-2 proper, 0-2 not: (2/3)^5.
  Check("graph_coloring", *colorless,
        {{"<answer>0 2\n1</answer>", std::pow(2.0 / 3.0, 5), false, true}});
  // No edges: any partition into at most K classes is proper.
  const PreparedProblemPtr edgeless = testing::Prepare(
      R"({"id": "r", "environment": {"name": "graph_coloring",
          "instance": {"n": 2, "k": 1, "edges": []}}})");
  ASSERT_NE(edgeless, nullptr);
  Check("graph_coloring", *edgeless,
        {{"<answer>1 0</answer>", 1, true, true},
         {"<answer>0\n1</answer>", -0.5, false, true}});  // 2 > K lines.
}


TEST(GraphColoringInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"k": 2, "edges": [[0, 1]]})",                 // No n.
           R"({"n": 3, "edges": [[0, 1]]})",                 // No k.
           R"({"n": 3, "k": 2})",                            // No edges.
           R"({"n": 0, "k": 1, "edges": []})",               // n < 1.
           R"({"n": 101, "k": 3, "edges": []})",             // n > 100.
           R"({"n": 2.5, "k": 1, "edges": []})",
           R"({"n": 3, "k": 0, "edges": []})",               // k < 1.
           R"({"n": 3, "k": 4, "edges": []})",               // k > n.
           R"({"n": 3, "k": 2, "edges": [[0, 3]]})",         // No vertex 3.
           R"({"n": 3, "k": 2, "edges": [[-1, 0]]})",
           R"({"n": 3, "k": 2, "edges": [[1, 1]]})",         // Self-loop.
           R"({"n": 3, "k": 2, "edges": [[0, 1], [1, 0]]})",  // Repeated.
           R"({"n": 3, "k": 2, "edges": [[0, 1, 2]]})",      // Not a pair.
           R"({"n": 2, "k": 2, "edges": [[0, 1], [0, 1]]})",  // > n(n-1)/2.
           R"({"n": 3, "k": 2, "edges": [[0, 1]], "typo": 1})",
           // Colours: too few, too many, out of range, not proper.
           R"({"n": 3, "k": 2, "edges": [[0, 1]], "colors": [0, 1]})",
           R"({"n": 3, "k": 2, "edges": [[0, 1]], "colors": [0, 1, 0, 1]})",
           R"({"n": 3, "k": 2, "edges": [[0, 1]], "colors": [0, 2, 0]})",
           R"({"n": 3, "k": 2, "edges": [[0, 1]], "colors": [0, -1, 0]})",
           R"({"n": 3, "k": 2, "edges": [[0, 1], [1, 2]], "colors": [0, 1, 1]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("graph_coloring", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus("graph_coloring", 
                  R"({"n": 3, "k": 2, "edges": [[1, 2], [0, 1]], "colors": [0, 1, 0]})")
                  .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus("graph_coloring", R"({"n": 1, "k": 1, "edges": []})").ok());
}

// Level d has N = d + 4 vertices, K = 3 balanced classes (sizes floor or
// ceil of N/3), and max(1, floor(p·P/100)) edges for p in 40..60,
// P the pairs in different classes; every edge joins two classes (Read
// checks the stored colouring).
TEST(GraphColoringInstanceTest, GeneratedSizes) {
  const TaskType* task = testing::TestCatalog().tasks.Find("graph_coloring");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 96);
  for (int d : {0, 1, 5, 20, 96}) {
    for (uint64_t seed = 0; seed < 4; ++seed) {
      auto problem = task->Generate(d, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const auto& fields = problem->environment().instance().fields();
      const int64_t n = static_cast<int64_t>(fields.at("n").number_value());
      const int64_t k = static_cast<int64_t>(fields.at("k").number_value());
      const int64_t edges = fields.at("edges").list_value().values_size();
      EXPECT_EQ(n, d + 4);
      EXPECT_EQ(k, 3);
      const auto& colors = fields.at("colors").list_value();
      ASSERT_EQ(colors.values_size(), n);
      std::vector<int64_t> sizes(3, 0);
      for (const auto& c : colors.values()) {
        ++sizes[static_cast<size_t>(c.number_value())];
      }
      int64_t pairs = n * (n - 1) / 2;
      for (int64_t s : sizes) {
        EXPECT_TRUE(s == n / 3 || s == (n + 2) / 3) << d << " " << s;
        pairs -= s * (s - 1) / 2;
      }
      bool density_found = false;
      for (int64_t p = 40; p <= 60; ++p) {
        density_found =
            density_found || std::max<int64_t>(1, p * pairs / 100) == edges;
      }
      EXPECT_TRUE(density_found) << d << " " << seed << ": " << edges;
      // The reference: one line per colour 0, 1, 2 listing its vertices in
      // increasing order.
      std::vector<std::string> lines(3);
      for (int64_t v = 0; v < n; ++v) {
        const double color = colors.values(static_cast<int>(v)).number_value();
        std::string& line = lines[static_cast<size_t>(color)];
        line += (line.empty() ? "" : " ") + std::to_string(v);
      }
      EXPECT_EQ(problem->reference_output(),
                "<answer>" + lines[0] + "\n" + lines[1] + "\n" + lines[2] +
                    "</answer>");
      problem->set_id("g");
      EXPECT_TRUE(testing::TestCatalog().tasks.Prepare(*problem).ok());
    }
  }
}

}  // namespace
}  // namespace graph_coloring_test_cc
}  // namespace referee

namespace referee {
inline namespace graph_coloring_test_cc {
namespace {

// One colour: the prompt's example is one line, as the answer must be.
TEST(GraphColoringPromptTest, OneColourExampleIsOneLine) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "one", "environment": {"name": "graph_coloring",
          "instance": {"n": 2, "k": 1, "edges": []}}})");
  ASSERT_NE(problem, nullptr);
  const std::string prompt = problem->task().DefaultPrompt(*problem);
  EXPECT_NE(prompt.find("Example: <answer>\n0 1 2 3\n</answer>"),
            std::string::npos)
      << prompt;
}

}  // namespace
}  // namespace graph_coloring_test_cc
}  // namespace referee

// The vertex cover ladder (RLVE style): -1 unparseable, -0.5 more than K
// vertices or a repeated or unknown one, else (covered edges / edges)^beta,
// beta = 5 by default; and the instance checks. Every expectation is worked
// out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace vertex_cover_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;
using testing::Case;

class VertexCoverTest : public testing::VerifierTableTest {};

// Edges 0-2, 0-3, 1-3, 1-4, 0-1, K = 2. The only cover of size <= 2 is
// {0, 1}: 0-2 needs 0 or 2 and 1-4 needs 1 or 4, and of those four pairs
// only {0, 1} also covers 0-3, 1-3 and 0-1. Vertex 0 has the private edges
// 0-2, 0-3 and vertex 1 has 1-3, 1-4 (their other ends are outside).
const char kProblem[] = R"({"id": "v", "environment": {"name": "vertex_cover",
    "instance": {"n": 5, "k": 2,
                 "edges": [[0, 2], [0, 3], [1, 3], [1, 4], [0, 1]],
                 "cover": [0, 1]}}})";

TEST_F(VertexCoverTest, Ladder) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("vertex_cover", *problem,
        {{"<answer>0 1</answer>", 1, true, true},
         {"<answer>\n 1\t0 \n</answer>", 1, true, true},  // Any order.
         {"\\boxed{1 0}", 1, true, true},  // The \boxed fallback.
         {"<answer>+0 01</answer>", 1, true, true},  // int() accepts these.
         // {0, 4}: 0-2, 0-3, 0-1, 1-4 covered, 1-3 not: (4/5)^5.
         {"<answer>0 4</answer>", std::pow(0.8, 5), false, true},
         // {0}: 0-2, 0-3, 0-1 covered: (3/5)^5.
         {"<answer>0</answer>", std::pow(0.6, 5), false, true},
         // {1}: 1-3, 1-4, 0-1 covered: (3/5)^5.
         {"<answer>1</answer>", std::pow(0.6, 5), false, true},
         // The corrupted reference {0, 2}: 1's private edges 1-3 and 1-4
         // are lost, 0-2, 0-3, 0-1 covered: (3/5)^5.
         {"<answer>0 2</answer>", std::pow(0.6, 5), false, true},
         // {2, 4}: 0-2 and 1-4 only: (2/5)^5.
         {"<answer>2 4</answer>", std::pow(0.4, 5), false, true},
         {"<answer></answer>", 0, false, true},  // Nothing covered.
         {"<answer>0 1 2</answer>", -0.5, false, true},  // 3 > K.
         {"<answer>0 0</answer>", -0.5, false, true},    // Repeated.
         {"<answer>0 5</answer>", -0.5, false, true},    // No vertex 5.
         {"<answer>-1</answer>", -0.5, false, true},
         {"<answer>99999999999999999999999</answer>", -0.5, false, true},
         {"<answer>0, 1</answer>", -1, false, false},  // A comma.
         {"<answer>{0, 1}</answer>", -1, false, false},
         {"0 1", -1, false, false},  // No tag.
         {"<answer>0 1", -1, false, false}});  // Unclosed.
  Check("vertex_cover", *problem,
        {{"<answer>0 4</answer>", 0.8, false, true}}, R"({"beta": 1})");
}

TEST_F(VertexCoverTest, BetaMustBePositive) {
  EXPECT_FALSE(ParamError("vertex_cover", R"({"beta": 0})").ok());
  EXPECT_FALSE(ParamError("vertex_cover", R"({"beta": -1})").ok());
  EXPECT_TRUE(ParamError("vertex_cover", R"({"beta": 2})").ok());
}

TEST_F(VertexCoverTest, Prompt) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "p", "environment": {"name": "vertex_cover",
          "instance": {"n": 3, "k": 1, "edges": [[0, 1], [2, 0]],
                       "cover": [0]}}})");
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "You are given an **undirected graph** with 3 vertices, labeled "
            "from `0` to `2`. The graph contains the following undirected "
            "edges. Each edge is represented as a tuple `(u, v)`, meaning "
            "vertices `u` and `v` are connected:\n"
            "(0, 1)\n"
            "(2, 0)\n"
            "\n"
            "Please select **at most 1** distinct vertices such that **every "
            "edge has at least one endpoint among the selected vertices**.\n"
            "\n"
            "Output Format:\n"
            "Your final answer should be a single line containing the "
            "selected vertices in any order, separated by **spaces**, inside "
            "<answer> </answer> tags.\n"
            "Example: <answer>0 3</answer>; this means vertices 0 and 3 are "
            "selected.");
  // Without a cover the graph is still a valid problem (whether a cover
  // of size K exists is not checked); answers score as usual.
  const PreparedProblemPtr coverless = testing::Prepare(
      R"({"id": "q", "environment": {"name": "vertex_cover",
          "instance": {"n": 3, "k": 1, "edges": [[0, 1], [1, 2], [0, 2]]}}})");
  ASSERT_NE(coverless, nullptr);
  // {1}: 0-1 and 1-2 of the triangle: (2/3)^5.
  Check("vertex_cover", *coverless,
        {{"<answer>1</answer>", std::pow(2.0 / 3.0, 5), false, true}});
}


TEST(VertexCoverInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"k": 1, "edges": [[0, 1]]})",                 // No n.
           R"({"n": 3, "edges": [[0, 1]]})",                 // No k.
           R"({"n": 3, "k": 1})",                            // No edges.
           R"({"n": 0, "k": 1, "edges": []})",               // n < 1.
           R"({"n": 101, "k": 3, "edges": []})",             // n > 100.
           R"({"n": 3, "k": 0, "edges": []})",               // k < 1.
           R"({"n": 3, "k": 4, "edges": []})",               // k > n.
           R"({"n": 3, "k": 1.5, "edges": []})",
           R"({"n": 3, "k": 1, "edges": [[0, 3]]})",         // No vertex 3.
           R"({"n": 3, "k": 1, "edges": [[-1, 0]]})",
           R"({"n": 3, "k": 1, "edges": [[2, 2]]})",         // Self-loop.
           R"({"n": 3, "k": 1, "edges": [[0, 1], [1, 0]]})",  // Repeated.
           R"({"n": 3, "k": 1, "edges": [[0, 1, 2]]})",      // Not a pair.
           R"({"n": 2, "k": 1, "edges": [[0, 1], [0, 1]]})",  // > n(n-1)/2.
           R"({"n": 3, "k": 1, "edges": [[0, 1]], "typo": 1})",
           // Covers: too large, a repeat, out of range, empty, not a cover.
           R"({"n": 3, "k": 1, "edges": [[0, 1]], "cover": [0, 1]})",
           R"({"n": 3, "k": 2, "edges": [[0, 1]], "cover": [0, 0]})",
           R"({"n": 3, "k": 1, "edges": [[0, 1]], "cover": [3]})",
           R"({"n": 3, "k": 1, "edges": [[0, 1]], "cover": []})",
           R"({"n": 3, "k": 1, "edges": [[0, 1], [1, 2]], "cover": [0]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("vertex_cover", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus("vertex_cover", 
                  R"({"n": 3, "k": 2, "edges": [[0, 1], [1, 2]], "cover": [1]})")
                  .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus("vertex_cover", R"({"n": 1, "k": 1, "edges": []})").ok());
}

// Level d has N = d + 6 vertices, K = floor(N/3), max(2K, floor(p·P/100))
// edges for p in 40..60 and P = K(K-1)/2 + K(N-K); the stored cover has K
// vertices (Read checks it covers), each with at least two neighbours
// outside it, and the reference lists it in increasing order.
TEST(VertexCoverInstanceTest, GeneratedSizes) {
  const TaskType* task = testing::TestCatalog().tasks.Find("vertex_cover");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 94);
  for (int d : {0, 1, 5, 20, 94}) {
    for (uint64_t seed = 0; seed < 4; ++seed) {
      auto problem = task->Generate(d, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const auto& fields = problem->environment().instance().fields();
      const int64_t n = static_cast<int64_t>(fields.at("n").number_value());
      const int64_t k = static_cast<int64_t>(fields.at("k").number_value());
      EXPECT_EQ(n, d + 6);
      EXPECT_EQ(k, n / 3);
      const auto& edges = fields.at("edges").list_value();
      const int64_t touching = k * (k - 1) / 2 + k * (n - k);
      bool density_found = false;
      for (int64_t p = 40; p <= 60; ++p) {
        density_found = density_found || std::max(2 * k, p * touching / 100) ==
                                             edges.values_size();
      }
      EXPECT_TRUE(density_found) << d << " " << seed;
      std::vector<int64_t> cover;
      std::vector<bool> in_cover(static_cast<size_t>(n), false);
      for (const auto& v : fields.at("cover").list_value().values()) {
        cover.push_back(static_cast<int64_t>(v.number_value()));
        in_cover[static_cast<size_t>(cover.back())] = true;
      }
      ASSERT_EQ(static_cast<int64_t>(cover.size()), k);
      EXPECT_TRUE(std::is_sorted(cover.begin(), cover.end()));
      std::vector<int64_t> outside_neighbours(static_cast<size_t>(n), 0);
      for (const auto& edge : edges.values()) {
        const int64_t u =
            static_cast<int64_t>(edge.list_value().values(0).number_value());
        const int64_t v =
            static_cast<int64_t>(edge.list_value().values(1).number_value());
        if (!in_cover[static_cast<size_t>(v)]) {
          ++outside_neighbours[static_cast<size_t>(u)];
        }
        if (!in_cover[static_cast<size_t>(u)]) {
          ++outside_neighbours[static_cast<size_t>(v)];
        }
      }
      for (const int64_t s : cover) {
        EXPECT_GE(outside_neighbours[static_cast<size_t>(s)], 2) << s;
      }
      EXPECT_EQ(problem->reference_output(),
                "<answer>" + absl::StrJoin(cover, " ") + "</answer>");
      problem->set_id("g");
      EXPECT_TRUE(testing::TestCatalog().tasks.Prepare(*problem).ok());
    }
  }
}

}  // namespace
}  // namespace vertex_cover_test_cc
}  // namespace referee

// Quadratic assignment on the VAST ladder (optimization.h), minimising: -1
// unparseable, `infeasible` (-0.5) for a repeated or unknown location, too
// many values or (the `qap` verifier) too few, else (optimum / cost)^beta;
// `best_completion` grades the best placement of the facilities after the
// prefix. Every expectation is worked out by hand below.
#include <cmath>
#include <cstdint>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/optimization/optimal_path.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace qap_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;

class QapTest : public testing::VerifierTableTest {};

// Four locations on a line, location k at (k, 0), so the distance between
// locations a and b is |a - b|. Flows F[0][1] = 1, F[2][3] = 10, all others
// 0: the cost of p_0 p_1 p_2 p_3 is |p_0 - p_1| + 10·|p_2 - p_3|, at least
// 1 + 10 = 11, which 0 1 2 3 reaches. The optimum is 11.
const char kProblem[] = R"({"id": "q", "environment": {"name": "qap",
    "instance": {"locations": [[0, 0], [1, 0], [2, 0], [3, 0]],
                 "flows": [[0, 1, 0, 0], [1, 0, 0, 0],
                           [0, 0, 0, 10], [0, 0, 10, 0]]}}})";

TEST_F(QapTest, Ladder) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("qap", *problem,
        {{"<answer>0 1 2 3</answer>", 1, true, true},
         {"<answer>3 2 1 0</answer>", 1, true, true},  // 1 + 10.
         {"<answer>2 3 0 1</answer>", 1, true, true},  // 1 + 10.
         {"\\boxed{0 1 2 3}", 1, true, true},
         // 3 + 10·1 = 13.
         {"<answer>0 3 1 2</answer>", std::pow(11.0 / 13.0, 5), false, true},
         // 2 + 10·2 = 22.
         {"<answer>0 2 1 3</answer>", std::pow(11.0 / 22.0, 5), false, true},
         // 1 + 10·3 = 31.
         {"<answer>1 2 0 3</answer>", std::pow(11.0 / 31.0, 5), false, true},
         {"<answer>0 1 2</answer>", -0.5, false, true},  // Facility 3 unplaced.
         {"<answer></answer>", -0.5, false, true},
         {"<answer>0 1 1 3</answer>", -0.5, false, true},  // Location 1 twice.
         {"<answer>0 1 2 4</answer>", -0.5, false, true},  // No location 4.
         {"<answer>0 1 2 -3</answer>", -0.5, false, true},
         {"<answer>0 1 2 3 0</answer>", -0.5, false, true},  // 5 values for 4.
         {"<answer>0 1 2 99999999999999999999</answer>", -0.5, false, true},
         {"<answer>0,1,2,3</answer>", -1, false, false},
         {"<answer>(0, 0) (1, 0) (2, 0) (3, 0)</answer>", -1, false, false},
         {"0 1 2 3", -1, false, false}});  // No tag.
  Check("qap", *problem,
        {{"<answer>0 2 1 3</answer>", 0.5, false, true},  // 11 / 22.
         {"<answer>0 1 2</answer>", -0.2, false, true}},
        R"({"beta": 1, "infeasible": -0.2})");
}

TEST_F(QapTest, BestCompletion) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("best_completion", *problem,
        {{"<answer>0 1 2 3</answer>", 1, true, true},
         {"<answer></answer>", 1, true, true},  // Everything open: 11.
         // Facility 0 at 0: facility 1 at 1 (1), facilities 2, 3 at 2, 3
         // (10): 11.
         {"<answer>0</answer>", 1, true, true},
         // 0 and 2 (2); facilities 2, 3 get locations 1 and 3, 2 apart
         // (20): 22.
         {"<answer>0 2</answer>", std::pow(11.0 / 22.0, 5), false, true},
         // 0 and 3 (3); locations 1 and 2 are left, 1 apart (10): 13.
         {"<answer>0 3</answer>", std::pow(11.0 / 13.0, 5), false, true},
         // 1 and 2 (1); locations 0 and 3 are left, 3 apart (30): 31.
         {"<answer>1 2</answer>", std::pow(11.0 / 31.0, 5), false, true},
         // 1 and 0 (1); locations 2 and 3 are left (10): 11.
         {"<answer>1 0</answer>", 1, true, true},
         // 1 + facility 3 at the last location, 3: 10·|0 - 3| = 30.
         {"<answer>2 1 0</answer>", std::pow(11.0 / 31.0, 5), false, true},
         {"<answer>0 0</answer>", -0.5, false, true},  // An infeasible prefix.
         {"<answer>4</answer>", -0.5, false, true},
         {"<answer>0 1 2 3 0</answer>", -0.5, false, true},
         {"I give up", -1, false, false}});
}

// Past the budget, the first completion the search reaches: the greedy
// one. For "0" (facility 0 at location 0) it places the facilities by
// total flow, heaviest first: facility 2 (total 10) has no flow to
// facility 0, so every free location costs 0 and it takes the lowest,
// location 1; facility 3 (total 10) then costs 10·|l - 1|: location 2
// (10); facility 1 gets the last location, 3 (|0 - 3| = 3). 13, where the
// exact completion is 11.
TEST_F(QapTest, BestCompletionOverBudgetIsGreedyButSound) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("best_completion", *problem,
        {{"<answer>0</answer>", std::pow(11.0 / 13.0, 5), false, true},
         // Facilities 2, 3 on locations 2, 3: 1 + 10 = 11.
         {"<answer>0 1</answer>", 1, true, true},
         // The empty prefix is the optimum itself, at any budget.
         {"<answer></answer>", 1, true, true},
         {"<answer>0 1 2 3</answer>", 1, true, true}},
        R"({"budget": 1})");
}

TEST_F(QapTest, Prompt) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "p", "environment": {"name": "qap", "instance":
          {"locations": [[0, 0], [2, 1]], "flows": [[0, 3], [3, 0]]}}})");
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "There are 2 facilities and 2 locations, both labeled from `0` to "
            "`1`. The locations are points (x, y) on a grid:\n"
            "Location 0: (0, 0)\n"
            "Location 1: (2, 1)\n"
            "The distance between two locations is the Manhattan distance "
            "|x1 - x2| + |y1 - y2|. Facilities i and j exchange a flow "
            "F[i][j] (the same in both directions); the flow matrix, row i "
            "listing F[i][0] ... F[i][1]:\n"
            "0 3\n"
            "3 0\n"
            "\n"
            "Place each facility at a different location so that the total "
            "cost, the sum over all pairs of facilities i < j of F[i][j] "
            "times the distance between their locations, is as small as "
            "possible.\n"
            "\n"
            "Output Format:\n"
            "Your final answer should be 2 integers separated by **spaces**, "
            "inside <answer> </answer> tags: the location of facility 0, the "
            "location of facility 1, and so on in order.\n"
            "Example: <answer>2 0 1</answer>; for 3 facilities, this means "
            "facility 0 is at location 2, facility 1 at location 0 and "
            "facility 2 at location 1.");
  // Either placement costs 3·(2 + 1) = 9.
  Check("qap", *problem,
        {{"<answer>1 0</answer>", 1, true, true},
         {"<answer>0 1</answer>", 1, true, true}});
}


// n locations (1000·k, 100·k²) and every off-diagonal flow `flow`.
std::string Instance(int n, int64_t flow) {
  std::string locations = "[", flows = "[";
  for (int i = 0; i < n; ++i) {
    locations += (i ? ", [" : "[") + std::to_string(i * 1000) + ", " +
                 std::to_string(i * i * 100) + "]";
    flows += i ? ", [" : "[";
    for (int j = 0; j < n; ++j) {
      flows += (j ? ", " : "") + std::to_string(i == j ? 0 : flow);
    }
    flows += "]";
  }
  return R"({"locations": )" + locations + R"(], "flows": )" + flows + "]}";
}

// Seed 003's incremental form: {"facility": f, "location": l} places the
// next facility (0, 1, 2 in order) at location l (a label, as our
// locations are numbered points). Locations 0 (0, 0), 1 (1, 0), 2 (3, 0):
// distances d01 = 1, d02 = 3, d12 = 2. Flows F01 = 5, F02 = 2, F12 = 1. The
// cost of p0 p1 p2 is 5·d(p0,p1) + 2·d(p0,p2) + d(p1,p2):
//   0 1 2: 5 + 6 + 2 = 13    0 2 1: 15 + 2 + 2 = 19   1 0 2: 5 + 4 + 3 = 12
//   1 2 0: 10 + 2 + 3 = 15   2 0 1: 15 + 4 + 1 = 20   2 1 0: 10 + 6 + 1 = 17
// The optimum is 12 (1 0 2), the only one: the solver's path.
const char kStateInstance[] = R"({"locations": [[0, 0], [1, 0], [3, 0]],
    "flows": [[0, 5, 2], [5, 0, 1], [2, 1, 0]]})";

PreparedProblemPtr PrepareState(int state) {
  return testing::Prepare(absl::StrCat(R"({"id": "s", "environment": {"name": "qap",
      "instance": )", kStateInstance, R"(, "state": )", state, "}}").c_str());
}

std::string Place(int facility, int location) {
  return absl::StrCat(R"({"answer": [{"facility": )", facility, R"(, "location": )", location,
                      "}]}");
}

TEST_F(QapTest, ActionsByHand) {
  const PreparedProblemPtr empty = PrepareState(0);
  ASSERT_NE(empty, nullptr);
  Check("qap", *empty,
        {{Place(0, 1).c_str(), 1, true, true},  // 1 0 2: 12, 1 2 0: 15.
         {Place(0, 0).c_str(), std::pow(12.0 / 13.0, 5), false, true},  // 13, 19.
         {Place(0, 2).c_str(), std::pow(12.0 / 17.0, 5), false, true},  // 20, 17.
         // Facility 1 before facility 0; no location 3; no facility 3.
         {Place(1, 0).c_str(), -0.5, false, true},
         {Place(0, 3).c_str(), -0.5, false, true},
         {Place(3, 0).c_str(), -0.5, false, true},
         {Place(0, -1).c_str(), -0.5, false, true},
         // A grid cell (seed 003's CF-EU) is not our location's form.
         {R"({"answer": [{"facility": 0, "location": [1, 0]}]})", -1, false, false}});
  const PreparedProblemPtr after_0 = PrepareState(1);
  ASSERT_NE(after_0, nullptr);
  EXPECT_EQ(after_0->task().DefaultReference(*after_0),
            "{\"answer\": [\n  {\"facility\": 1, \"location\": 0}\n]}");
  const std::string prompt = after_0->task().DefaultPrompt(*after_0);
  EXPECT_TRUE(
      absl::StrContains(prompt, "oldest first:\n{\"facility\": 0, \"location\": 1}\n"))
      << prompt;
  EXPECT_TRUE(absl::StartsWith(prompt, "There are 3 facilities and 3 locations")) << prompt;
  EXPECT_FALSE(absl::StrContains(prompt, "Output Format")) << prompt;
  Check("qap", *after_0,
        {{Place(1, 0).c_str(), 1, true, true},
         // 1 2 0: the only completion, 15 (as the whole answer is worth).
         {Place(1, 2).c_str(), std::pow(12.0 / 15.0, 5), false, true},
         {Place(1, 1).c_str(), -0.5, false, true},   // Location 1 is taken.
         {Place(0, 0).c_str(), -0.5, false, true},   // Facility 0 again.
         {Place(2, 0).c_str(), -0.5, false, true}});  // Facility 2 before 1.
  const PreparedProblemPtr whole = testing::PrepareInstance("qap", kStateInstance);
  ASSERT_NE(whole, nullptr);
  Check("qap", *whole, {{"<answer>1 2 0</answer>", std::pow(12.0 / 15.0, 5), false, true}});
  const PreparedProblemPtr last = PrepareState(2);
  ASSERT_NE(last, nullptr);
  Check("qap", *last,
        {{Place(2, 2).c_str(), 1, true, true},
         {Place(2, 1).c_str(), -0.5, false, true}});
}

// Generated levels 0..3: the solver's path builds the optimum, every prefix
// feasible with the optimum as its best completion.
TEST(QapInstanceTest, OptimalPath) {
  testing::CheckOptimalPaths(
      "qap", {"facility", "location"}, [](const std::vector<environments::JsonAction>& path) {
        std::vector<int64_t> locations;
        for (const environments::JsonAction& a : path) locations.push_back(a[1]);
        return absl::StrCat("<answer>", absl::StrJoin(locations, " "), "</answer>");
      });
}

TEST(QapInstanceTest, RejectsBadInstances) {
  const std::string line = R"([[0, 0], [1, 0], [2, 0]])";
  const std::string flows = R"([[0, 1, 2], [1, 0, 3], [2, 3, 0]])";
  for (const std::string& instance : {
           R"({"flows": )" + flows + "}",      // No locations.
           R"({"locations": )" + line + "}",  // No flows.
           R"({"locations": )" + line + R"(, "flows": )" + flows +
               R"(, "x": 1})",
           std::string(R"({"locations": [[0, 0]], "flows": [[0]]})"),  // 1.
           Instance(10, 1),  // 10 facilities: at most 9.
           // A location with three coordinates, a negative one, one over 10^4.
           R"({"locations": [[0, 0], [1, 0], [2, 0, 0]], "flows": )" + flows +
               "}",
           R"({"locations": [[0, 0], [1, 0], [-2, 0]], "flows": )" + flows +
               "}",
           R"({"locations": [[0, 0], [1, 0], [10001, 0]], "flows": )" + flows +
               "}",
           // The same point twice.
           R"({"locations": [[0, 0], [1, 0], [0, 0]], "flows": )" + flows +
               "}",
           // Flows: too few rows, a short row, not symmetric, a non-zero
           // diagonal, negative, over 10^4, not an integer.
           R"({"locations": )" + line + R"(, "flows": [[0, 1, 2], [1, 0, 3]]})",
           R"({"locations": )" + line +
               R"(, "flows": [[0, 1, 2], [1, 0], [2, 3, 0]]})",
           R"({"locations": )" + line +
               R"(, "flows": [[0, 1, 2], [1, 0, 3], [2, 4, 0]]})",
           R"({"locations": )" + line +
               R"(, "flows": [[0, 1, 2], [1, 5, 3], [2, 3, 0]]})",
           R"({"locations": )" + line +
               R"(, "flows": [[0, -1, 2], [-1, 0, 3], [2, 3, 0]]})",
           Instance(3, 10001),
           R"({"locations": )" + line +
               R"(, "flows": [[0, 1.5, 2], [1.5, 0, 3], [2, 3, 0]]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("qap", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  // The largest: 9 facilities, flows 10^4, coordinates up to 10^4 (and all
  // placements cost the same, the search's worst case for its first
  // bound); zero flows.
  EXPECT_TRUE(testing::PrepareInstanceStatus("qap", Instance(9, 10000)).ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus("qap", Instance(2, 0)).ok());
}

// Level d: N = d + 3 facilities on distinct cells of a g x g grid,
// g = 3 + d/2; two clusters of ceil(N/2) and floor(N/2) facilities, flow 10
// within a cluster and 1 across.
TEST(QapInstanceTest, GeneratedSizes) {
  const TaskType* task = testing::TestCatalog().tasks.Find("qap");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 6);
  for (int d = 0; d <= 6; ++d) {
    const int n = d + 3, g = 3 + d / 2;
    for (uint64_t seed = 0; seed < 4; ++seed) {
      auto problem = task->Generate(d, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const auto& fields = problem->environment().instance().fields();
      const auto& locations = fields.at("locations").list_value().values();
      ASSERT_EQ(locations.size(), n);
      std::set<std::pair<double, double>> cells;
      for (const auto& location : locations) {
        ASSERT_EQ(location.list_value().values_size(), 2);
        const double x = location.list_value().values(0).number_value();
        const double y = location.list_value().values(1).number_value();
        EXPECT_GE(x, 0);
        EXPECT_LT(x, g);
        EXPECT_GE(y, 0);
        EXPECT_LT(y, g);
        cells.insert({x, y});
      }
      EXPECT_EQ(cells.size(), static_cast<size_t>(n));  // Distinct.
      const auto& rows = fields.at("flows").list_value().values();
      ASSERT_EQ(rows.size(), n);
      auto flow = [&rows](int i, int j) {
        return rows[i].list_value().values(j).number_value();
      };
      // Facility 0's cluster: itself and every facility it sends 10 to.
      std::set<int> first = {0};
      for (int j = 1; j < n; ++j) {
        if (flow(0, j) == 10) first.insert(j);
      }
      const size_t a = first.size(), b = static_cast<size_t>(n) - a;
      EXPECT_TRUE((a == static_cast<size_t>((n + 1) / 2) && b == static_cast<size_t>(n / 2)) ||
                  (a == static_cast<size_t>(n / 2) && b == static_cast<size_t>((n + 1) / 2)))
          << d << " " << seed << ": " << a;
      for (int i = 0; i < n; ++i) {
        ASSERT_EQ(rows[i].list_value().values_size(), n);
        for (int j = 0; j < n; ++j) {
          const bool same = first.count(i) == first.count(j);
          EXPECT_EQ(flow(i, j), i == j ? 0 : same ? 10 : 1) << i << " " << j;
        }
      }
    }
  }
}

}  // namespace
}  // namespace qap_test_cc
}  // namespace referee

// TSP on the VAST ladder (optimization.h), minimising: -1 unparseable,
// `infeasible` (-0.5) for a repeated or unknown city, too many values or
// (the `tsp` verifier) too few, else (optimum / length)^beta;
// `best_completion` grades the shortest tour extending the path. Every
// expectation is worked out by hand below.
#include <cmath>
#include <cstdint>
#include <string>
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
inline namespace tsp_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;

class TspTest : public testing::VerifierTableTest {};

// Distances:
//        0  1  2  3
//   0    0  1  4  3
//   1    1  0  2  5
//   2    4  2  0  3
//   3    3  5  3  0
// Four cities have three tours (up to start and direction):
//   0-1-2-3-0: 1+2+3+3 = 9   0-1-3-2-0: 1+5+3+4 = 13
//   0-2-1-3-0: 4+2+5+3 = 14
// The optimum is 9.
const char kProblem[] = R"({"id": "t", "environment": {"name": "tsp",
    "instance": {"n": 4, "distances": [[0, 1, 4, 3], [1, 0, 2, 5],
                                       [4, 2, 0, 3], [3, 5, 3, 0]]}}})";

TEST_F(TspTest, Ladder) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("tsp", *problem,
        {{"<answer>0 1 2 3</answer>", 1, true, true},
         {"<answer>3 2 1 0</answer>", 1, true, true},  // Reversed.
         {"<answer>2 3 0 1</answer>", 1, true, true},  // Another start.
         {"\\boxed{1 2 3 0}", 1, true, true},
         {"<answer>0 1 3 2</answer>", std::pow(9.0 / 13.0, 5), false, true},
         {"<answer>2 0 3 1</answer>", std::pow(9.0 / 14.0, 5), false, true},
         {"<answer>0 1 2</answer>", -0.5, false, true},  // City 3 missing.
         {"<answer></answer>", -0.5, false, true},
         {"<answer>0 1 1 2</answer>", -0.5, false, true},  // City 1 twice.
         {"<answer>0 1 2 4</answer>", -0.5, false, true},  // No city 4.
         {"<answer>0 1 2 -3</answer>", -0.5, false, true},
         {"<answer>0 1 2 3 0</answer>", -0.5, false, true},  // 0 repeated.
         {"<answer>0 1 2 99999999999999999999</answer>", -0.5, false, true},
         {"<answer>0 -> 1 -> 2 -> 3</answer>", -1, false, false},
         {"<answer>0,1,2,3</answer>", -1, false, false},
         {"0 1 2 3", -1, false, false}});  // No tag.
  Check("tsp", *problem,
        {{"<answer>0 1 3 2</answer>", 9.0 / 13.0, false, true},
         {"<answer>0 1 2</answer>", -0.2, false, true}},
        R"({"beta": 1, "infeasible": -0.2})");
}

TEST_F(TspTest, BestCompletion) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("best_completion", *problem,
        {{"<answer>0 1 2 3</answer>", 1, true, true},
         {"<answer></answer>", 1, true, true},   // Everything open: 9.
         {"<answer>2</answer>", 1, true, true},  // Any start closes to 9.
         // 0-1 (1), then 1-2-3-0 = 2+3+3 = 8 or 1-3-2-0 = 5+3+4 = 12: 9.
         {"<answer>0 1</answer>", 1, true, true},
         // 0-2 (4), then 2-1-3-0 = 2+5+3 = 10 or 2-3-1-0 = 3+5+1 = 9: 13.
         {"<answer>0 2</answer>", std::pow(9.0 / 13.0, 5), false, true},
         // 0-3 (3), then 3-1-2-0 = 5+2+4 = 11 or 3-2-1-0 = 3+2+1 = 6: 9.
         {"<answer>0 3</answer>", 1, true, true},
         // 1-3 (5), then 3-0-2-1 = 3+4+2 = 9 or 3-2-0-1 = 3+4+1 = 8: 13.
         {"<answer>1 3</answer>", std::pow(9.0 / 13.0, 5), false, true},
         {"<answer>0 2 1 3</answer>", std::pow(9.0 / 14.0, 5), false, true},
         {"<answer>0 0</answer>", -0.5, false, true},  // An infeasible path.
         {"<answer>7</answer>", -0.5, false, true},
         {"<answer>0 1 2 3 0</answer>", -0.5, false, true},
         {"I give up", -1, false, false}});
}

// Past the budget, the nearest-neighbour completion: sound, not optimal.
TEST_F(TspTest, BestCompletionOverBudgetIsNearestNeighbour) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("best_completion", *problem,
        {// The empty path is the optimum itself, at any budget.
         {"<answer></answer>", 1, true, true},
         // 0-2 (4); from 2 the nearest of {1, 3} is 1 (2), then 3 (5), back
         // to 0 (3): 14 (the exact completion is 13).
         {"<answer>0 2</answer>", std::pow(9.0 / 14.0, 5), false, true},
         // 1-3 (5); from 3, cities 0 and 2 are both 3 away: the lower, 0
         // (3), then 2 (4), back to 1 (2): 14 (exact: 13).
         {"<answer>1 3</answer>", std::pow(9.0 / 14.0, 5), false, true},
         // 0-1-2 (3); only 3 is left: 3 + 3 + 3 = 9.
         {"<answer>0 1 2</answer>", 1, true, true},
         {"<answer>0 1 2 3</answer>", 1, true, true}},
        R"({"budget": 1})");
  // Two cities left: 2^2·2^2 = 16 work units suffice for the exact search.
  Check("best_completion", *problem,
        {{"<answer>0 2</answer>", std::pow(9.0 / 13.0, 5), false, true}},
        R"({"budget": 16})");
}

TEST_F(TspTest, Prompt) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "p", "environment": {"name": "tsp", "instance":
          {"n": 3, "distances": [[0, 1, 2], [1, 0, 3], [2, 3, 0]]}}})");
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "There are 3 cities labeled from `0` to `2`. The distance between "
            "cities i and j is D[i][j] (the same in both directions); the "
            "distance matrix, row i listing D[i][0] ... D[i][2]:\n"
            "0 1 2\n"
            "1 0 3\n"
            "2 3 0\n"
            "\n"
            "Find a closed tour that visits every city exactly once and "
            "returns to the city it started from, with the smallest total "
            "distance.\n"
            "\n"
            "Output Format:\n"
            "Your final answer should be the 3 cities in visiting order, each "
            "exactly once (do not repeat the first city at the end), "
            "separated by **spaces**, inside <answer> </answer> tags.\n"
            "Example: <answer>0 2 1 3</answer>; for 4 cities, this means the "
            "tour 0 -> 2 -> 1 -> 3 -> 0.");
  // Three cities: every order is the same triangle, 1 + 3 + 2 = 6.
  Check("tsp", *problem,
        {{"<answer>2 1 0</answer>", 1, true, true},
         {"<answer>1 0 2</answer>", 1, true, true}});
}


// n x n, `d` off the diagonal.
std::string Uniform(int n, int64_t d) {
  std::string rows = "[";
  for (int i = 0; i < n; ++i) {
    rows += i ? ", [" : "[";
    for (int j = 0; j < n; ++j) {
      rows += (j ? ", " : "") + std::to_string(i == j ? 0 : d);
    }
    rows += "]";
  }
  return rows + "]";
}

// Seed 003's incremental form on kProblem: each {"city": c} is the tour's
// next city, the first its start. Held–Karp from city 0 closes at the
// lowest-labelled last city on ties (0-3-2-1 before 0-1-2-3, both 9), so
// the solver's path is 0, 3, 2, 1. A state's answer earns the shortest
// tour extending the path it reaches (V_B).
PreparedProblemPtr PrepareState(int state) {
  return testing::Prepare(absl::StrCat(R"({"id": "s", "environment": {"name": "tsp",
      "instance": {"n": 4, "distances": [[0, 1, 4, 3], [1, 0, 2, 5],
                                         [4, 2, 0, 3], [3, 5, 3, 0]]},
      "state": )", state, "}}").c_str());
}

std::string City(int c) { return absl::StrCat(R"({"answer": [{"city": )", c, "}]}"); }

TEST_F(TspTest, ActionsByHand) {
  const PreparedProblemPtr empty = PrepareState(0);
  ASSERT_NE(empty, nullptr);
  Check("tsp", *empty,
        {{City(0).c_str(), 1, true, true},
         {City(2).c_str(), 1, true, true},  // Any start closes to 9.
         {City(4).c_str(), -0.5, false, true},  // No city 4.
         {City(-1).c_str(), -0.5, false, true},
         {R"({"answer": [{"town": 0}]})", -1, false, false}});
  const PreparedProblemPtr at_0 = PrepareState(1);
  ASSERT_NE(at_0, nullptr);
  EXPECT_EQ(at_0->task().DefaultReference(*at_0), "{\"answer\": [\n  {\"city\": 3}\n]}");
  const std::string prompt = at_0->task().DefaultPrompt(*at_0);
  EXPECT_TRUE(absl::StrContains(prompt, "oldest first:\n{\"city\": 0}\n")) << prompt;
  EXPECT_TRUE(absl::StartsWith(prompt, "There are 4 cities labeled from `0` to `3`.")) << prompt;
  EXPECT_FALSE(absl::StrContains(prompt, "Output Format")) << prompt;
  // The same completions as BestCompletion's table: 0-1 and 0-3 close to
  // 9, 0-2 to 13.
  Check("tsp", *at_0,
        {{City(3).c_str(), 1, true, true},
         {City(1).c_str(), 1, true, true},
         {City(2).c_str(), std::pow(9.0 / 13.0, 5), false, true},
         {City(0).c_str(), -0.5, false, true}});  // City 0 again.
  const PreparedProblemPtr at_0_3 = PrepareState(2);
  ASSERT_NE(at_0_3, nullptr);
  // One city is left after the answer: its value is the tour's length.
  // 0-3-2-1-0: 3+3+2+1 = 9; 0-3-1-2-0: 3+5+2+4 = 14 (as "0 3 1 2" is worth).
  Check("tsp", *at_0_3,
        {{City(2).c_str(), 1, true, true},
         {City(1).c_str(), std::pow(9.0 / 14.0, 5), false, true},
         {City(3).c_str(), -0.5, false, true}});
  const PreparedProblemPtr whole = testing::Prepare(kProblem);
  ASSERT_NE(whole, nullptr);
  Check("tsp", *whole, {{"<answer>0 3 1 2</answer>", std::pow(9.0 / 14.0, 5), false, true}});
  const PreparedProblemPtr last = PrepareState(3);
  ASSERT_NE(last, nullptr);
  Check("tsp", *last,
        {{City(1).c_str(), 1, true, true},  // The tour 0 3 2 1: 9.
         {City(0).c_str(), -0.5, false, true}});
}

// Generated levels 0..3: the solver's path builds the optimum, every prefix
// feasible with the optimum as its best completion.
TEST(TspInstanceTest, OptimalPath) {
  testing::CheckOptimalPaths(
      "tsp", {"city"}, [](const std::vector<environments::JsonAction>& path) {
        std::vector<int64_t> cities;
        for (const environments::JsonAction& a : path) cities.push_back(a[0]);
        return absl::StrCat("<answer>", absl::StrJoin(cities, " "), "</answer>");
      });
}

TEST(TspInstanceTest, RejectsBadInstances) {
  for (const std::string& instance : {
           R"({"distances": )" + Uniform(3, 1) + "}",  // No n.
           std::string(R"({"n": 3})"),                  // No distances.
           R"({"n": 3, "distances": )" + Uniform(3, 1) + R"(, "x": 1})",
           R"({"n": 2, "distances": )" + Uniform(2, 1) + "}",    // n < 3.
           R"({"n": 14, "distances": )" + Uniform(14, 1) + "}",  // n > 13.
           R"({"n": 4, "distances": )" + Uniform(3, 1) + "}",    // 3 rows.
           std::string(R"({"n": 3, "distances": [[0, 1, 2], [1, 0, 3]]})"),
           std::string(R"({"n": 3, "distances": [[0, 1], [1, 0], [2, 3]]})"),
           // Not symmetric (D[1][0] = 5, D[0][1] = 1).
           std::string(
               R"({"n": 3, "distances": [[0, 1, 2], [5, 0, 3], [2, 3, 0]]})"),
           // A non-zero diagonal.
           std::string(
               R"({"n": 3, "distances": [[1, 1, 2], [1, 0, 3], [2, 3, 0]]})"),
           std::string(
               R"({"n": 3, "distances": [[0, -1, 2], [-1, 0, 3], [2, 3, 0]]})"),
           R"({"n": 3, "distances": )" + Uniform(3, 1000001) + "}",
           std::string(
               R"({"n": 3, "distances": [[0, 1.5, 2], [1.5, 0, 3], [2, 3, 0]]})"),
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("tsp", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  // The largest: 13 cities 10^6 apart (optimum 1.3·10^7), and all zero.
  EXPECT_TRUE(
      testing::PrepareInstanceStatus("tsp", R"({"n": 13, "distances": )" + Uniform(13, 1000000) + "}")
          .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus("tsp", R"({"n": 3, "distances": )" + Uniform(3, 0) + "}")
                  .ok());
}

// Level d: N = d + 4 cities, symmetric distances 1..10+5d, zero diagonal.
TEST(TspInstanceTest, GeneratedSizes) {
  const TaskType* task = testing::TestCatalog().tasks.Find("tsp");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 9);
  for (int d : {0, 1, 5, 9}) {
    for (uint64_t seed = 0; seed < 4; ++seed) {
      auto problem = task->Generate(d, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const auto& fields = problem->environment().instance().fields();
      EXPECT_EQ(fields.at("n").number_value(), d + 4);
      const auto& rows = fields.at("distances").list_value().values();
      ASSERT_EQ(rows.size(), d + 4);
      for (int i = 0; i < d + 4; ++i) {
        const auto& row = rows[i].list_value().values();
        ASSERT_EQ(row.size(), d + 4);
        for (int j = 0; j < d + 4; ++j) {
          const double value = row[j].number_value();
          EXPECT_EQ(value, rows[j].list_value().values(i).number_value());
          if (i == j) {
            EXPECT_EQ(value, 0);
          } else {
            EXPECT_GE(value, 1);
            EXPECT_LE(value, 10 + 5 * d);
          }
        }
      }
    }
  }
}

}  // namespace
}  // namespace tsp_test_cc
}  // namespace referee

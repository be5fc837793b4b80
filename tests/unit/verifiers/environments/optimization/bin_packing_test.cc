// Bin packing on the VAST ladder (optimization.h): -1 unparseable,
// `infeasible` (-0.5) for a repeated or unknown label, an overfull bin or
// (main verifier) an item left out, else (optimum / bins)^beta;
// `best_completion` keeps the listed bins and packs the rest as well as
// possible. Every expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/optimization/optimal_path.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace bin_packing_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;

class BinPackingTest : public testing::VerifierTableTest {};

// Sizes 4 3 3 2 2 (items 0..4), capacity 6. The total 14 needs at least
// ceil(14 / 6) = 3 bins, and {0 3} (6), {1 2} (6), {4} (2) uses 3: the
// optimum is 3.
const char kProblem[] = R"({"id": "b", "environment": {"name": "bin_packing",
    "instance": {"sizes": [4, 3, 3, 2, 2], "capacity": 6}}})";

TEST_F(BinPackingTest, Ladder) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("bin_packing", *problem,
        {{"<answer>\n0 3\n1 2\n4\n</answer>", 1, true, true},
         {"<answer>0 3\n1 2\n4</answer>", 1, true, true},
         {"<answer>\n\n 0  3 \n\n2 1\r\n4\n\n</answer>", 1, true, true},
         // {4}, {3 2} (5), {3 2} (5): also 3 bins.
         {"<answer>0\n1 3\n2 4</answer>", 1, true, true},
         {"<answer>0\n1\n2\n3 4</answer>", std::pow(3.0 / 4.0, 5), false, true},
         {"<answer>0\n1\n2\n3\n4</answer>", std::pow(3.0 / 5.0, 5), false,
          true},
         {"<answer>0 1\n2 3\n4</answer>", -0.5, false, true},  // 4 + 3 > 6.
         {"<answer>0 3 1 2 4</answer>", -0.5, false, true},   // One bin, 14.
         {"<answer>0 3\n1 2</answer>", -0.5, false, true},    // 4 left out.
         {"<answer></answer>", -0.5, false, true},            // Nothing packed.
         {"<answer>0 3\n1 2\n4 4</answer>", -0.5, false, true},  // Twice.
         {"<answer>0 3\n1 2\n4\n3</answer>", -0.5, false, true},  // Twice.
         {"<answer>0 3\n1 2\n5</answer>", -0.5, false, true},  // No item 5.
         {"<answer>0 3\n1 2\n-4</answer>", -0.5, false, true},
         {"<answer>0 3\n1 2\n99999999999999999999999</answer>", -0.5, false,
          true},
         {"<answer>0 3\n1 2\n4\n0 1 2 3 4 0 1 2 3 4</answer>", -0.5, false,
          true},  // 15 labels for 5 items.
         {"\\boxed{0 3}", -0.5, false, true},  // One bin: incomplete.
         {"<answer>0 3; 1 2; 4</answer>", -1, false, false},
         {"<answer>[0, 3]\n[1, 2]\n[4]</answer>", -1, false, false},
         {"<answer>bin 1: 0 3</answer>", -1, false, false},
         {"0 3\n1 2\n4", -1, false, false}});  // No tag.
  Check("bin_packing", *problem,
        {{"<answer>0\n1\n2\n3 4</answer>", 3.0 / 4.0, false, true},
         {"<answer>0 3\n1 2</answer>", -0.2, false, true}},
        R"({"beta": 1, "infeasible": -0.2})");
}

TEST_F(BinPackingTest, BestCompletion) {
  const PreparedProblemPtr problem = testing::Prepare(kProblem);
  ASSERT_NE(problem, nullptr);
  Check("best_completion", *problem,
        {{"<answer>0 3\n1 2\n4</answer>", 1, true, true},
         {"<answer></answer>", 1, true, true},  // Everything open: 3.
         // {0} has room 2: item 3 (or 4) joins it, {1 2}, {4}: 3 bins.
         {"<answer>0</answer>", 1, true, true},
         // Rooms 2, 3, 3: items 3 and 4 (size 2) fit in them: 3 bins.
         {"<answer>0\n1\n2</answer>", 1, true, true},
         // Four bins kept (rooms 3, 3, 4, 4); item 0 (4) fits the third:
         // still 4.
         {"<answer>1\n2\n3\n4</answer>", std::pow(3.0 / 4.0, 5), false, true},
         // A complete packing is its own completion.
         {"<answer>0\n1\n2\n3\n4</answer>", std::pow(3.0 / 5.0, 5), false,
          true},
         {"<answer>0 1</answer>", -0.5, false, true},  // Overfull prefix.
         {"<answer>0\n0</answer>", -0.5, false, true},
         {"I give up", -1, false, false}});
}

// Sizes 3 3 2 2 2 2, capacity 7: {0 2 3} and {1 4 5} (7 each) use 2 bins.
// First-fit decreasing puts 3 and 3 together (room 1), then 2 2 2 in a
// second bin (room 1) and the last 2 in a third: 3 bins.
TEST_F(BinPackingTest, BestCompletionOverBudgetIsFirstFitDecreasing) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "g", "environment": {"name": "bin_packing", "instance":
          {"sizes": [3, 3, 2, 2, 2, 2], "capacity": 7}}})");
  ASSERT_NE(problem, nullptr);
  Check("best_completion", *problem,
        {{"<answer></answer>", 1, true, true},  // 6·2^5 steps <= 10^6.
         {"<answer>0 2 3</answer>", 1, true, true}});
  Check("best_completion", *problem,
        {{"<answer></answer>", std::pow(2.0 / 3.0, 5), false, true},
         // {0 2 3} full; first-fit decreasing packs 3 2 2 in a new bin.
         {"<answer>0 2 3</answer>", 1, true, true}},
        R"({"budget": 1})");
}

TEST_F(BinPackingTest, Prompt) {
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "p", "environment": {"name": "bin_packing", "instance":
          {"sizes": [5, 2], "capacity": 6}}})");
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "You are given 2 items labeled from `0` to `1`. Item i has size "
            "S[i]:\n"
            "S[0]=5\n"
            "S[1]=2\n"
            "\n"
            "Put every item into exactly one bin. Each bin has capacity 6: "
            "the sizes of the items in a bin must add up to at most 6. Use "
            "as few bins as possible.\n"
            "\n"
            "Output Format:\n"
            "Your final answer should list the bins, one bin per line, each "
            "line giving the labels of the items in that bin separated by "
            "**spaces**, inside <answer> </answer> tags.\n"
            "Example:\n<answer>\n0 3\n1 2\n4\n</answer>\nThis means three "
            "bins: items 0 and 3, items 1 and 2, and item 4 alone (assuming "
            "5 items in total).");
}


// Seed 003's incremental form: {"item": i, "bin": b} puts item i into the
// bin labelled b (0..N-1; the packing lists the non-empty bins). Sizes
// 4 3 3 2, capacity 6: 12 needs 2 bins, and {1 2} {0 3} is the only
// packing into 2. The solver's DP adds items 2, 1, 3, 0 filling bins in
// order, so its bins are {1 2} then {0 3}, and its path is item 1 -> bin 0,
// 2 -> 0, 0 -> 1, 3 -> 1.
const char kStateInstance[] = R"({"sizes": [4, 3, 3, 2], "capacity": 6})";

PreparedProblemPtr PrepareState(int state) {
  return testing::Prepare(absl::StrCat(R"({"id": "s", "environment": {"name": "bin_packing",
      "instance": )", kStateInstance, R"(, "state": )", state, "}}").c_str());
}

std::string Put(int item, int bin) {
  return absl::StrCat(R"({"answer": [{"item": )", item, R"(, "bin": )", bin, "}]}");
}

TEST_F(BinPackingTest, ActionsByHand) {
  const PreparedProblemPtr empty = PrepareState(0);
  ASSERT_NE(empty, nullptr);
  Check("bin_packing", *empty,
        {{Put(0, 0).c_str(), 1, true, true},
         {Put(0, 3).c_str(), 1, true, true},  // Any label names a bin.
         {Put(0, 4).c_str(), -0.5, false, true},  // Labels 0..3 for 4 items.
         {Put(4, 0).c_str(), -0.5, false, true},  // No item 4.
         {Put(-1, 0).c_str(), -0.5, false, true},
         {R"({"answer": [{"item": 0}]})", -1, false, false}});
  const PreparedProblemPtr after_1 = PrepareState(1);
  ASSERT_NE(after_1, nullptr);
  EXPECT_EQ(after_1->task().DefaultReference(*after_1),
            "{\"answer\": [\n  {\"item\": 2, \"bin\": 0}\n]}");
  const std::string prompt = after_1->task().DefaultPrompt(*after_1);
  EXPECT_TRUE(absl::StrContains(prompt, "oldest first:\n{\"item\": 1, \"bin\": 0}\n"))
      << prompt;
  EXPECT_TRUE(absl::StartsWith(prompt, "You are given 4 items labeled from `0` to `3`.")) << prompt;
  EXPECT_FALSE(absl::StrContains(prompt, "Output Format")) << prompt;
  // Item 1 (3) is in bin 0.
  Check("bin_packing", *after_1,
        {{Put(2, 0).c_str(), 1, true, true},  // {1 2}: {0 3} follows.
         // Rooms 3 and 2: item 2 joins {1}, item 3 joins {0}.
         {Put(0, 1).c_str(), 1, true, true},
         // Rooms 3 and 4: item 0 joins {3}, item 2 joins {1}.
         {Put(3, 3).c_str(), 1, true, true},
         // {1 3} leaves room 1; items 0 (4) and 2 (3) need a bin each: 3.
         {Put(3, 0).c_str(), std::pow(2.0 / 3.0, 5), false, true},
         // Rooms 3 and 3: item 0 (4) fits neither: 3.
         {Put(2, 1).c_str(), std::pow(2.0 / 3.0, 5), false, true},
         {Put(0, 0).c_str(), -0.5, false, true},   // 3 + 4 > 6.
         {Put(1, 1).c_str(), -0.5, false, true}});  // Item 1 again.
  const PreparedProblemPtr after_3 = PrepareState(3);
  ASSERT_NE(after_3, nullptr);
  // {1 2} and {0} packed; item 3 is the last: the value is the bins used.
  Check("bin_packing", *after_3,
        {{Put(3, 1).c_str(), 1, true, true},  // {1 2} {0 3}: 2.
         {Put(3, 2).c_str(), std::pow(2.0 / 3.0, 5), false, true},  // {1 2} {0} {3}: 3.
         {Put(3, 0).c_str(), -0.5, false, true}});  // 6 + 2 > 6.
  const PreparedProblemPtr whole = testing::PrepareInstance("bin_packing", kStateInstance);
  ASSERT_NE(whole, nullptr);
  Check("bin_packing", *whole,
        {{"<answer>1 2\n0\n3</answer>", std::pow(2.0 / 3.0, 5), false, true}});
}

// Generated levels 0..3: the solver's path builds the optimum, every prefix
// feasible with the optimum as its best completion.
TEST(BinPackingInstanceTest, OptimalPath) {
  testing::CheckOptimalPaths(
      "bin_packing", {"item", "bin"}, [](const std::vector<environments::JsonAction>& path) {
        // Line b lists bin b's items.
        std::vector<std::string> lines(path.size());
        for (const environments::JsonAction& a : path) {
          absl::StrAppend(&lines[static_cast<size_t>(a[1])], a[0], " ");
        }
        std::string answer = "<answer>\n";
        for (const std::string& line : lines) absl::StrAppend(&answer, line, "\n");
        return answer + "</answer>";
      });
}

TEST(BinPackingInstanceTest, RejectsBadInstances) {
  auto ones = [](int n) {
    std::string s = "[";
    for (int i = 0; i < n; ++i) s += i ? ", 1" : "1";
    return s + "]";
  };
  for (const std::string& instance : {
           std::string(R"({"capacity": 5})"),
           std::string(R"({"sizes": [1]})"),
           std::string(R"({"sizes": [6], "capacity": 5})"),  // Never fits.
           std::string(R"({"sizes": [0], "capacity": 5})"),
           std::string(R"({"sizes": [1.5], "capacity": 5})"),
           std::string(R"({"sizes": [], "capacity": 5})"),
           std::string(R"({"sizes": [1], "capacity": 0})"),
           std::string(R"({"sizes": [1], "capacity": 1000001})"),
           std::string(R"({"sizes": [1], "capacity": 5, "x": 1})"),
           // 17 items: over the exact solver's 16.
           R"({"sizes": )" + ones(17) + R"(, "capacity": 5})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("bin_packing", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus("bin_packing", R"({"sizes": )" + ones(16) + R"(, "capacity": 1})")
                  .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus("bin_packing", R"({"sizes": [5], "capacity": 5})").ok());
}

// Level d: N = d + 4 items, C = 20 + 5d, sizes max(1, C/10)..6C/10.
TEST(BinPackingInstanceTest, GeneratedSizes) {
  const TaskType* task = testing::TestCatalog().tasks.Find("bin_packing");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 10);
  for (int d : {0, 1, 5, 10}) {
    for (uint64_t seed = 0; seed < 4; ++seed) {
      auto problem = task->Generate(d, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const auto& fields = problem->environment().instance().fields();
      const auto& sizes = fields.at("sizes").list_value().values();
      const int64_t capacity =
          static_cast<int64_t>(fields.at("capacity").number_value());
      ASSERT_EQ(sizes.size(), d + 4);
      EXPECT_EQ(capacity, 20 + 5 * d);
      for (const auto& s : sizes) {
        EXPECT_GE(s.number_value(), std::max<int64_t>(1, capacity / 10));
        EXPECT_LE(s.number_value(), capacity * 6 / 10);
      }
    }
  }
}

}  // namespace
}  // namespace bin_packing_test_cc
}  // namespace referee

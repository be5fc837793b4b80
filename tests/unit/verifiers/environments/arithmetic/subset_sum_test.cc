// The subset sum ladder: -1 unparseable, -0.5 a repeated or unknown index,
// 1 if the chosen numbers sum to the target, else 0; and the instance
// checks. Every expectation is worked out by hand below.
#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "engine/jsonl.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace subset_sum_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using referee::v1::Problem;
using testing::Case;

class SubsetSumTest : public testing::VerifierTableTest {};

TEST_F(SubsetSumTest, Ladder) {
  // Values 3 5 8 13 21, target 16: reached by {0, 3} (3 + 13, the stored
  // subset) and by {0, 1, 2} (3 + 5 + 8).
  CheckInstance("subset_sum", R"({"values": [3, 5, 8, 13, 21], "target": 16, "subset": [0, 3]})",
        {{"<answer>0 3</answer>", 1, true, true},
         {"<answer>\n 3\t0 \n</answer>", 1, true, true},  // Any order.
         {"<answer>0 1 2</answer>", 1, true, true},  // 3 + 5 + 8.
         {"\\boxed{3 0}", 1, true, true},  // The \boxed fallback.
         {"<answer>+0 03</answer>", 1, true, true},  // int() accepts these.
         // The reference with its last digit changed: 3 + 21 = 24.
         {"<answer>0 4</answer>", 0, false, true},
         {"<answer>3</answer>", 0, false, true},        // 13.
         {"<answer>0 1 2 3</answer>", 0, false, true},  // 29.
         {"<answer></answer>", 0, false, true},         // 0.
         {"<answer>0 0</answer>", -0.5, false, true},   // Repeated.
         {"<answer>3 0 3</answer>", -0.5, false, true},
         {"<answer>0 5</answer>", -0.5, false, true},   // No index 5.
         {"<answer>-1</answer>", -0.5, false, true},
         {"<answer>99999999999999999999999</answer>", -0.5, false, true},
         {"<answer>0 1 2 3 4 0</answer>", -0.5, false, true},  // 6 of 5.
         {"<answer>0, 3</answer>", -1, false, false},  // A comma.
         {"<answer>A[0] A[3]</answer>", -1, false, false},
         {"0 3", -1, false, false},  // No tag.
         {"<answer>0 3", -1, false, false}});  // Unclosed.
}

TEST_F(SubsetSumTest, Prompt) {
  const PreparedProblemPtr problem = testing::PrepareInstance(
      "subset_sum", R"({"values": [4, 9, 7], "target": 11, "subset": [2, 0]})");
  ASSERT_NE(problem, nullptr);
  EXPECT_EQ(problem->task().DefaultPrompt(*problem),
            "Here are 3 distinct positive integers, with positions 0 through "
            "2:\n"
            "A[0]=4 A[1]=9 A[2]=7\n"
            "\n"
            "Pick some of the positions, none of them more than once, so "
            "that the integers at the picked positions add up to precisely "
            "11.\n"
            "\n"
            "Answer with the picked positions on one line, in any order, "
            "spaces between them, enclosed in <answer> </answer> tags. For "
            "instance, <answer>0 2</answer> picks A[0] and A[2].");
  // Without a subset the problem is still valid (reachability is not
  // checked); answers score as usual.
  CheckInstance("subset_sum", R"({"values": [4, 9, 7], "target": 100})",
        {{"<answer>0 1 2</answer>", 0, false, true}});  // 20, not 100.
}


TEST(SubsetSumInstanceTest, RejectsBadInstances) {
  std::vector<int64_t> many;
  for (int64_t v = 1; v <= 101; ++v) many.push_back(v);  // 101 > 100 values.
  const std::string too_many = absl::StrCat(
      R"({"values": [)", absl::StrJoin(many, ", "), R"(], "target": 1})");
  for (const std::string& instance : std::vector<std::string>{
           R"({"values": [], "target": 1})",                 // No value.
           too_many,
           R"({"values": [0, 2], "target": 2})",             // 0.
           R"({"values": [1000000001], "target": 1})",       // > 10^9.
           R"({"values": [1, 2.5], "target": 1})",
           R"({"values": [4, 2, 4], "target": 6})",          // 4 twice.
           // Subsets: an unknown index, a repeat, too long, empty, a wrong
           // sum.
           R"({"values": [1, 2], "target": 2, "subset": [2]})",
           R"({"values": [1, 2], "target": 2, "subset": [-1]})",
           R"({"values": [1, 2], "target": 2, "subset": [1, 1]})",
           R"({"values": [1, 2], "target": 3, "subset": [0, 1, 0]})",
           R"({"values": [1, 2], "target": 2, "subset": []})",
           R"({"values": [1, 2], "target": 2, "subset": [0]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("subset_sum", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(
      testing::PrepareInstanceStatus("subset_sum", R"({"values": [1, 2, 5], "target": 6, "subset": [2, 0]})")
          .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus("subset_sum", R"({"values": [7], "target": 1})").ok());
}

// Level d has N = d + 4 distinct numbers in 1..10·N²; the stored subset is
// non-empty, increasing and sums to the target (Read checks the sum), and
// the reference lists it.
TEST(SubsetSumInstanceTest, GeneratedSizes) {
  const TaskType* task = testing::TestCatalog().tasks.Find("subset_sum");
  ASSERT_NE(task, nullptr);
  EXPECT_EQ(task->MaxDifficulty(), 96);
  for (int d : {0, 1, 5, 20, 96}) {
    for (uint64_t seed = 0; seed < 4; ++seed) {
      auto problem = task->Generate(d, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const auto& fields = problem->environment().instance().fields();
      const auto& values = fields.at("values").list_value();
      const int64_t n = values.values_size();
      EXPECT_EQ(n, d + 4);
      std::set<int64_t> distinct;
      for (const auto& v : values.values()) {
        const int64_t value = static_cast<int64_t>(v.number_value());
        EXPECT_GE(value, 1);
        EXPECT_LE(value, 10 * n * n);
        distinct.insert(value);
      }
      EXPECT_EQ(static_cast<int64_t>(distinct.size()), n);
      std::vector<int64_t> subset;
      for (const auto& i : fields.at("subset").list_value().values()) {
        subset.push_back(static_cast<int64_t>(i.number_value()));
      }
      ASSERT_FALSE(subset.empty());
      EXPECT_TRUE(std::is_sorted(subset.begin(), subset.end()));
      EXPECT_EQ(problem->reference_output(),
                "<answer>" + absl::StrJoin(subset, " ") + "</answer>");
      problem->set_id("g");
      EXPECT_TRUE(testing::TestCatalog().tasks.Prepare(*problem).ok());
    }
  }
}

}  // namespace
}  // namespace subset_sum_test_cc
}  // namespace referee

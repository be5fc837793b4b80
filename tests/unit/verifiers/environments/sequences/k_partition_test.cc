// KPartition (RLVE-Gym): split a multiset S into N/K tuples of K elements,
// each summing to T = sum(S) / (N/K); ladder -1 unparseable, -0.5 not N/K
// lines of K integers forming S, 0 a tuple off T, 1 a valid partition.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace k_partition_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class KPartitionTest : public testing::VerifierTableTest {};

// K = 2, S = {1, 5, 2, 4, 3, 3}: N/K = 3 pairs, sum 18, T = 6.
const char kInstance[] = R"({"k": 2, "values": [1, 5, 2, 4, 3, 3], "partition": [1, 5, 2, 4, 3, 3]})";

TEST_F(KPartitionTest, Ladder) {
  // The only partition into pairs summing to 6: {1, 5}, {2, 4}, {3, 3}
  // (1 needs 5, 2 needs 4, the two 3s remain). Any order of lines or of
  // the numbers in a line.
  //   "1 2 / 3 4 / 5 3": the multiset S, but 1 + 2 = 3 != 6 -> 0.
  //   Two lines, four lines, a line of 3 or 1 numbers -> -0.5.
  //   "1 5 / 2 4 / 2 4": not S (2, 4 twice, no 3s) -> -0.5.
  CheckInstance("k_partition", kInstance,
                {{"<answer>1 5\n2 4\n3 3</answer>", 1, true, true},
                 {"<answer>3 3\n4 2\n5 1</answer>", 1, true, true},
                 {"<answer>\n 1 5 \n\n2 4\r\n3 +3\n</answer>", 1, true, true},
                 {"\\boxed{2 4\n1 5\n3 3}", 1, true, true},
                 {"<answer>1 2\n3 4\n5 3</answer>", 0, false, true},
                 {"<answer>1 4\n2 3\n5 3</answer>", 0, false, true},
                 {"<answer>1 5\n2 4</answer>", -0.5, false, true},
                 {"<answer>1 5\n2 4\n3\n3</answer>", -0.5, false, true},
                 {"<answer>1 5 2\n4 3 3</answer>", -0.5, false, true},
                 {"<answer>1 5 2 4 3 3</answer>", -0.5, false, true},
                 {"<answer>1 5\n2 4 3\n3</answer>", -0.5, false, true},
                 {"<answer>1 5\n2 4\n2 4</answer>", -0.5, false, true},
                 {"<answer>1 5\n2 4\n3 99999999999999999999</answer>", -0.5, false, true},
                 {"<answer></answer>", -0.5, false, true},
                 {"<answer>1 5\n2 4\n3 three</answer>", -1, false, false},
                 {"<answer>1 5\n2 4\n3 3\nx</answer>", -1, false, false},
                 {"<answer>1,5\n2,4\n3,3</answer>", -1, false, false},
                 {"1 5\n2 4\n3 3", -1, false, false}});
}

// On small generated instances: the reference is a partition from the
// definition (tuples of K summing to T, together S), T lies in RLVE's
// range, and every way of writing S as N/K lines of K numbers is graded 1
// exactly when every line sums to T, else 0.
TEST_F(KPartitionTest, SmallInstancesFromTheDefinition) {
  for (const testing::Generated& g : testing::GenerateSmall("k_partition", 1, 8)) {
    const int64_t k = g.Int("k");
    std::vector<int64_t> values = g.Ints("values");
    const int64_t n = static_cast<int64_t>(values.size());
    ASSERT_EQ(n % k, 0) << g.Where();
    const int64_t groups = n / k;
    EXPECT_EQ(groups, 2 + g.level) << g.Where();
    const int64_t sum = std::accumulate(values.begin(), values.end(), int64_t{0});
    ASSERT_EQ(sum % groups, 0) << g.Where();
    const int64_t t = sum / groups;
    EXPECT_GE(t, std::max(k, n * k / 10)) << g.Where();
    EXPECT_LE(t, n * k) << g.Where();
    // The reference, line by line.
    std::istringstream lines(g.answer);
    std::vector<int64_t> flat;
    int64_t tuples = 0;
    for (std::string line; std::getline(lines, line);) {
      std::istringstream in(line);
      std::vector<int64_t> tuple;
      for (int64_t v; in >> v;) tuple.push_back(v);
      if (tuple.empty()) continue;
      ++tuples;
      EXPECT_EQ(static_cast<int64_t>(tuple.size()), k) << g.Where();
      EXPECT_EQ(std::accumulate(tuple.begin(), tuple.end(), int64_t{0}), t) << g.Where();
      for (int64_t v : tuple) EXPECT_GE(v, 1) << g.Where();
      flat.insert(flat.end(), tuple.begin(), tuple.end());
    }
    EXPECT_EQ(tuples, groups) << g.Where();
    std::sort(flat.begin(), flat.end());
    std::sort(values.begin(), values.end());
    EXPECT_EQ(flat, values) << g.Where();
    if (n > 6) continue;
    // Every arrangement of S (N <= 6: at most 720), cut into lines of K.
    std::vector<std::string> outputs;
    std::vector<Case> cases;
    outputs.reserve(720);
    do {
      std::string text;
      bool all = true;
      for (int64_t at = 0; at < n; at += k) {
        int64_t line_sum = 0;
        for (int64_t i = 0; i < k; ++i) {
          absl::StrAppend(&text, values[static_cast<size_t>(at + i)], i + 1 < k ? " " : "\n");
          line_sum += values[static_cast<size_t>(at + i)];
        }
        all = all && line_sum == t;
      }
      outputs.push_back(absl::StrCat("<answer>", text, "</answer>"));
      cases.push_back({outputs.back().c_str(), all ? 1.0 : 0.0, all, true});
    } while (std::next_permutation(values.begin(), values.end()));
    CheckInstance("k_partition",
                  absl::StrCat(R"({"k": )", k, R"(, "values": [)", absl::StrJoin(values, ", "), "]}"),
                  cases);
  }
}

TEST(KPartitionInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"k": 2, "values": [1, 2, 3]})",                 // 3 values, not pairs.
           R"({"k": 3, "values": [1, 2]})",                    // Fewer than K.
           R"({"k": 2, "values": [1, 2, 3, 5]})",              // Sum 11, 2 groups.
           // Not a rearrangement of the values.
           R"({"k": 2, "values": [1, 3, 2, 2], "partition": [1, 3, 1, 3]})",
           // A rearrangement, but 1 + 2 != 4.
           R"({"k": 2, "values": [1, 3, 2, 2], "partition": [1, 2, 3, 2]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("k_partition", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  "k_partition", R"({"k": 2, "values": [1, 3, 2, 2], "partition": [2, 2, 3, 1]})")
                  .ok());
  // Without a partition nothing promises one: sum 8, T = 4, yet no two of
  // 1, 1, 1, 5 make 4.
  EXPECT_TRUE(testing::PrepareInstanceStatus("k_partition", R"({"k": 2, "values": [1, 1, 1, 5]})")
                  .ok());
}

}  // namespace
}  // namespace k_partition_test_cc
}  // namespace referee

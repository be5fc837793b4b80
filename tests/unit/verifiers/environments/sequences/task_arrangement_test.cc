// TaskArrangement (RLVE-Gym): split N ordered tasks into consecutive
// batches with a startup time S each, minimizing the sum over tasks of
// (their batch's finish time) x F; ladder -1 unparseable or empty, -0.5
// ends outside 1..N, not increasing or not ending at N, else
// (optimum / cost)^beta, beta = 3. Every expectation is worked out by hand
// below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace task_arrangement_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class TaskArrangementTest : public testing::VerifierTableTest {};

// S = 2, T = (1, 2, 3), F = (3, 2, 1). The four divisions:
//   [3]:     one batch, done at 2 + 6 = 8: 8 * (3 + 2 + 1) = 48.
//   [1 3]:   done at 2 + 1 = 3: 3 * 3 = 9; then 3 + 2 + 5 = 10: 10 * 3 = 30;
//            total 39.
//   [2 3]:   2 + 3 = 5: 5 * 5 = 25; then 5 + 2 + 3 = 10: 10 * 1 = 10; 35.
//   [1 2 3]: 3: 3 * 3 = 9; 3 + 2 + 2 = 7: 7 * 2 = 14; 7 + 2 + 3 = 12:
//            12 * 1 = 12; 35.
// The optimum is 35, reached by two divisions.
const char kInstance[] = R"({"S": 2, "T": [1, 2, 3], "F": [3, 2, 1]})";

TEST_F(TaskArrangementTest, Ladder) {
  CheckInstance("task_arrangement", kInstance,
        {{"<answer>2 3</answer>", 1, true, true},
         {"<answer>1 2 3</answer>", 1, true, true},  // Either optimum.
         {"<answer>\n+1 02\t3 </answer>", 1, true, true},
         {"\\boxed{2 3}", 1, true, true},
         {"<answer>1 3</answer>", std::pow(35.0 / 39, 3), false, true},
         {"<answer>3</answer>", std::pow(35.0 / 48, 3), false, true},
         {"<answer>2 2 3</answer>", -0.5, false, true},  // Not increasing.
         {"<answer>3 2</answer>", -0.5, false, true},
         {"<answer>1 2</answer>", -0.5, false, true},  // Does not end at 3.
         {"<answer>0 3</answer>", -0.5, false, true},  // Outside 1..3.
         {"<answer>2 4</answer>", -0.5, false, true},
         {"<answer>-1 3</answer>", -0.5, false, true},
         {"<answer>1 2 3 3</answer>", -0.5, false, true},  // 4 > N ends.
         {"<answer>2 99999999999999999999999</answer>", -0.5, false, true},
         {"<answer></answer>", -1, false, false},  // RLVE: no ends.
         {"<answer>1, 3</answer>", -1, false, false},
         {"<answer>1 two 3</answer>", -1, false, false},
         {"2 3", -1, false, false}});
  CheckInstance("task_arrangement", kInstance,
        {{"<answer>3</answer>", 35.0 / 48, false, true}}, R"({"beta": 1})");
}

TEST(TaskArrangementInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"S": 1, "T": [1, 2, 3], "F": [1, 2]})",        // F shorter.
           R"({"S": 1, "T": [1, 2], "F": [1, 2, 3]})",        // F longer.
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("task_arrangement", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
}

// From the definition: run the batches one after another.
int64_t Cost(int64_t s, const std::vector<int64_t>& t, const std::vector<int64_t>& f,
             const std::vector<int64_t>& ends) {
  int64_t clock = 0, cost = 0, begin = 0;
  for (const int64_t end : ends) {
    clock += s;
    for (int64_t i = begin; i < end; ++i) clock += t[static_cast<size_t>(i)];
    for (int64_t i = begin; i < end; ++i) cost += clock * f[static_cast<size_t>(i)];
    begin = end;
  }
  return cost;
}

TEST(TaskArrangementBruteForceTest, ReferenceMatchesDivisionEnumeration) {
  // RLVE's controller: N = 4, 5, 6, 7, 8, 9, 10 at levels 0..6.
  for (const testing::Generated& g : testing::GenerateSmall("task_arrangement", 6, 10)) {
    const int64_t s = g.Int("S");
    const std::vector<int64_t> t = g.Ints("T"), f = g.Ints("F");
    const int64_t n = static_cast<int64_t>(t.size());
    ASSERT_EQ(n, 4 + g.level) << g.Where();
    ASSERT_EQ(f.size(), t.size()) << g.Where();
    EXPECT_GE(s, 0) << g.Where();
    EXPECT_LE(s, 3 * n) << g.Where();
    for (size_t i = 0; i < t.size(); ++i) {
      EXPECT_GE(std::min(t[i], f[i]), 1) << g.Where();
      EXPECT_LE(std::max(t[i], f[i]), n) << g.Where();
    }
    // Every division: bit i of the mask cuts after task i + 1.
    int64_t best = -1;
    for (uint32_t mask = 0; mask < (1u << (n - 1)); ++mask) {
      std::vector<int64_t> ends;
      for (int64_t i = 0; i + 1 < n; ++i) {
        if ((mask >> i) & 1) ends.push_back(i + 1);
      }
      ends.push_back(n);
      const int64_t cost = Cost(s, t, f, ends);
      if (best < 0 || cost < best) best = cost;
    }
    std::vector<int64_t> ends;
    for (const absl::string_view token : absl::StrSplit(g.answer, ' ', absl::SkipEmpty())) {
      int64_t end = 0;
      ASSERT_TRUE(absl::SimpleAtoi(token, &end)) << g.Where();
      ASSERT_TRUE(ends.empty() ? end >= 1 : end > ends.back()) << g.Where();
      ends.push_back(end);
    }
    ASSERT_FALSE(ends.empty()) << g.Where();
    EXPECT_EQ(ends.back(), n) << g.Where();
    EXPECT_EQ(Cost(s, t, f, ends), best) << g.Where();
  }
}

}  // namespace
}  // namespace task_arrangement_test_cc
}  // namespace referee

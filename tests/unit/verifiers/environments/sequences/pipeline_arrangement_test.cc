// PipelineArrangement (RLVE-Gym): order N products through machines A then
// B to finish earliest; ladder -1 unparseable, -0.5 not a permutation of
// 0..N-1, else (least finishing time / the order's)^5.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace pipeline_arrangement_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class PipelineArrangementTest : public testing::VerifierTableTest {};

TEST_F(PipelineArrangementTest, Ladder) {
  // A = 3 1 2, B = 2 3 1. Machine A is busy 3 + 1 + 2 = 6 in any order and
  // the last product then needs at least min B = 1 on B: 7 at best.
  //   1 0 2: A ends 1, 4, 6; B ends 1+3 = 4, max(4, 4)+2 = 6, max(6, 6)+1 = 7.
  //   1 2 0: A ends 1, 3, 6; B ends 4, max(4, 3)+1 = 5, max(5, 6)+2 = 8.
  //   0 1 2: A ends 3, 4, 6; B ends 5, max(5, 4)+3 = 8, max(8, 6)+1 = 9.
  //   2 0 1: A ends 2, 5, 6; B ends 3, max(3, 5)+2 = 7, max(7, 6)+3 = 10.
  CheckInstance("pipeline_arrangement", R"({"a": [3, 1, 2], "b": [2, 3, 1]})",
                {{"<answer>1 0 2</answer>", 1, true, true},
                 {"<answer> +1 00 2 </answer>", 1, true, true},
                 {"<answer>1 2 0</answer>", std::pow(7.0 / 8.0, 5), false, true},
                 {"<answer>0 1 2</answer>", std::pow(7.0 / 9.0, 5), false, true},
                 {"<answer>2 0 1</answer>", std::pow(0.7, 5), false, true},
                 {"<answer>1 0</answer>", -0.5, false, true},
                 {"<answer>1 0 2 0</answer>", -0.5, false, true},
                 {"<answer>1 1 2</answer>", -0.5, false, true},
                 {"<answer>1 0 3</answer>", -0.5, false, true},
                 {"<answer>-1 0 2</answer>", -0.5, false, true},
                 {"<answer></answer>", -0.5, false, true},
                 {"<answer>1, 0, 2</answer>", -1, false, false},
                 {"<answer>one</answer>", -1, false, false},
                 {"1 0 2", -1, false, false}});
  CheckInstance("pipeline_arrangement", R"({"a": [3, 1, 2], "b": [2, 3, 1]})",
                {{"<answer>2 0 1</answer>", 0.7, false, true}}, R"({"beta": 1})");
  // All times 1: every order finishes at 4 (A ends 1, 2, 3; B 2, 3, 4), so
  // every permutation is optimal, not only the stored one.
  CheckInstance("pipeline_arrangement", R"({"a": [1, 1, 1], "b": [1, 1, 1]})",
                {{"<answer>0 1 2</answer>", 1, true, true},
                 {"<answer>2 1 0</answer>", 1, true, true},
                 {"<answer>1 2 0</answer>", 1, true, true}});
}

int64_t Finishing(const std::vector<int64_t>& a, const std::vector<int64_t>& b,
                  const std::vector<int64_t>& order) {
  int64_t ta = 0, tb = 0;
  for (int64_t i : order) {
    ta += a[static_cast<size_t>(i)];
    tb = std::max(tb, ta) + b[static_cast<size_t>(i)];
  }
  return tb;
}

// Every order of the products (N <= 7 up to level 4): the reference's
// finishing time is the least.
TEST(PipelineArrangementBruteForceTest, ReferenceIsOptimal) {
  for (const testing::Generated& g : testing::GenerateSmall("pipeline_arrangement", 4, 25)) {
    const std::vector<int64_t> a = g.Ints("a"), b = g.Ints("b");
    ASSERT_LE(a.size(), 7u) << g.Where();
    std::vector<int64_t> order(a.size());
    std::iota(order.begin(), order.end(), int64_t{0});
    int64_t best = Finishing(a, b, order);
    while (std::next_permutation(order.begin(), order.end())) {
      best = std::min(best, Finishing(a, b, order));
    }
    std::vector<int64_t> reference;
    std::istringstream in(g.answer);
    for (int64_t v; in >> v;) reference.push_back(v);
    std::vector<int64_t> sorted = reference;
    std::sort(sorted.begin(), sorted.end());
    std::iota(order.begin(), order.end(), int64_t{0});
    ASSERT_EQ(sorted, order) << g.Where();
    EXPECT_EQ(Finishing(a, b, reference), best) << g.Where();
  }
}

TEST(PipelineArrangementInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"a": [1, 2], "b": [1]})",        // Not as many B times as A.
           R"({"a": [1, 2], "b": [1, 2, 3]})",
       }) {
    const absl::Status status =
        testing::PrepareInstanceStatus("pipeline_arrangement", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus("pipeline_arrangement", R"({"a": [5], "b": [7]})").ok());
}

}  // namespace
}  // namespace pipeline_arrangement_test_cc
}  // namespace referee

// LandAcquisition (RLVE-Gym): partition items, a set costing max W times
// max L; ladder -1 unparseable, -0.5 not a partition of 1..N into lines,
// else (optimum / cost)^beta, beta = 5.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace land_acquisition_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class LandAcquisitionTest : public testing::VerifierTableTest {};

TEST_F(LandAcquisitionTest, Ladder) {
  // Items (W, L): 1 = (1, 5), 2 = (2, 4), 3 = (5, 1), 4 = (2, 2). Item 4 is
  // dominated by item 2, so it rides free in 2's set. Costs:
  //   {1 2 4} {3}: 2*5 + 5*1 = 15     {1} {2 4} {3}: 5 + 8 + 5 = 18
  //   {1 2} {3 4}: 10 + 5*2 = 20       {1} {2} {3} {4}: 5 + 8 + 5 + 4 = 22
  //   {1 2 3 4}: 5*5 = 25              {1 2} {3} {4}: 10 + 5 + 4 = 19
  // and every other partition puts 3 with 1 or 2 (at least 5*4 = 20) or
  // keeps 1 and 2 apart at 5 + 8 + 5 = 18 or more: the optimum is 15.
  CheckInstance("land_acquisition", R"({"w": [1, 2, 5, 2], "l": [5, 4, 1, 2]})",
                {{"<answer>1 2 4\n3</answer>", 1, true, true},
                 {"<answer>3\n4 2 1</answer>", 1, true, true},
                 {"<answer>\n1 2 4\n\n 3 \n</answer>", 1, true, true},  // Blank lines.
                 {"<answer>1 2 4\r\n3</answer>", 1, true, true},        // CRLF.
                 {"<answer>1 2 4\r3</answer>", 1, true, true},          // A lone CR.
                 {"\\boxed{1 2 4\n3}", 1, true, true},
                 {"<answer>1\n2 4\n3</answer>", std::pow(15.0 / 18.0, 5), false, true},
                 {"<answer>1 2\n3\n4</answer>", std::pow(15.0 / 19.0, 5), false, true},
                 {"<answer>1 2\n3 4</answer>", std::pow(15.0 / 20.0, 5), false, true},
                 {"<answer>1\n2\n3\n4</answer>", std::pow(15.0 / 22.0, 5), false, true},
                 {"<answer>1 2 3 4</answer>", std::pow(15.0 / 25.0, 5), false, true},
                 {"<answer>1 2\n3</answer>", -0.5, false, true},        // 4 missing.
                 {"<answer>1 2 4\n3 3</answer>", -0.5, false, true},    // 3 twice.
                 {"<answer>1 2 4\n3\n2</answer>", -0.5, false, true},   // 2 twice.
                 {"<answer>1 2 4\n3 5</answer>", -0.5, false, true},    // No item 5.
                 {"<answer>0 1 2 4\n3</answer>", -0.5, false, true},    // Items from 1.
                 {"<answer>1 2 4\n-3</answer>", -0.5, false, true},
                 {"<answer></answer>", -0.5, false, true},
                 {"<answer>1,2,4\n3</answer>", -1, false, false},
                 {"<answer>1 2 4\nthree</answer>", -1, false, false},
                 {"1 2 4\n3", -1, false, false}});
  CheckInstance("land_acquisition", R"({"w": [1, 2, 5, 2], "l": [5, 4, 1, 2]})",
                {{"<answer>1 2\n3 4</answer>", 0.75, false, true}}, R"({"beta": 1})");
}

TEST(LandAcquisitionInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"w": [1, 2], "l": [3]})",        // Lengths differ.
           R"({"w": [1, 2], "l": [3, 4, 5]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("land_acquisition", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus("land_acquisition", R"({"w": [7], "l": [3]})").ok());
}

// Brute force from the definition: every set partition (restricted growth
// strings); and RLVE's draw rule: no naive partition (one set, singletons,
// one cut of the (W, L) order) is optimal.
TEST(LandAcquisitionBruteForceTest, ReferenceIsOptimal) {
  for (const testing::Generated& g : testing::GenerateSmall("land_acquisition", 4, 10)) {
    const std::vector<int64_t> w = g.Ints("w"), l = g.Ints("l");
    const size_t n = w.size();
    ASSERT_EQ(static_cast<int>(n), g.level + 4) << g.Where();
    ASSERT_EQ(l.size(), n) << g.Where();
    for (size_t i = 0; i < n; ++i) {
      ASSERT_TRUE(w[i] >= 1 && w[i] <= static_cast<int64_t>(n * n)) << g.Where();
      ASSERT_TRUE(l[i] >= 1 && l[i] <= static_cast<int64_t>(n * n)) << g.Where();
    }
    auto cost = [&](const std::vector<int>& label) {
      std::vector<int64_t> top_w(n, 0), top_l(n, 0);
      for (size_t i = 0; i < n; ++i) {
        top_w[label[i]] = std::max(top_w[label[i]], w[i]);
        top_l[label[i]] = std::max(top_l[label[i]], l[i]);
      }
      int64_t total = 0;
      for (size_t s = 0; s < n; ++s) total += top_w[s] * top_l[s];
      return total;
    };
    int64_t best = -1;
    std::vector<int> label(n, 0);
    while (true) {
      const int64_t c = cost(label);
      if (best < 0 || c < best) best = c;
      // Next restricted growth string: label[i] <= 1 + max(label[0..i-1]).
      size_t i = n;
      while (i-- > 1) {
        const int top = *std::max_element(label.begin(), label.begin() + static_cast<long>(i));
        if (label[i] <= top) break;
      }
      if (i == 0 || i >= n) break;
      ++label[i];
      std::fill(label.begin() + static_cast<long>(i) + 1, label.end(), 0);
    }
    // The naive partitions.
    std::vector<size_t> order(n);
    for (size_t i = 0; i < n; ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) {
      return w[a] != w[b] ? w[a] < w[b] : l[a] < l[b];
    });
    std::vector<int> naive(n, 0);
    int64_t naive_best = cost(naive);
    for (size_t i = 0; i < n; ++i) naive[i] = static_cast<int>(i);
    naive_best = std::min(naive_best, cost(naive));
    for (size_t cut = 1; cut < n; ++cut) {
      for (size_t k = 0; k < n; ++k) naive[order[k]] = k < cut ? 0 : 1;
      naive_best = std::min(naive_best, cost(naive));
    }
    EXPECT_LT(best, naive_best) << g.Where();
    // The reference: lines of 1-based items, a partition of optimal cost.
    std::istringstream lines(g.answer);
    std::vector<int> reference(n, -1);
    int set = 0;
    for (std::string line; std::getline(lines, line); ++set) {
      std::istringstream in(line);
      for (int64_t item; in >> item;) {
        ASSERT_TRUE(item >= 1 && item <= static_cast<int64_t>(n)) << g.Where() << g.answer;
        ASSERT_EQ(reference[item - 1], -1) << g.Where() << ": " << g.answer;
        reference[item - 1] = set;
      }
    }
    ASSERT_EQ(std::count(reference.begin(), reference.end(), -1), 0) << g.Where();
    ASSERT_LE(set, static_cast<int>(n)) << g.Where();
    EXPECT_EQ(cost(reference), best) << g.Where() << ": " << g.answer;
  }
}

}  // namespace
}  // namespace land_acquisition_test_cc
}  // namespace referee

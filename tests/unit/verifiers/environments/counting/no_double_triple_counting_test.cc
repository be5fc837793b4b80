// NoDoubleTripleCounting (RLVE-Gym): subsets of 1..N never holding x with
// 2x or with 3x; ladder -1 unparseable or <= 0, 1 exact, else
// (min/max)^beta with beta = 10.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace no_double_triple_counting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr const char* kEnv = "no_double_triple_counting";

class NoDoubleTripleCountingTest : public testing::VerifierTableTest {};

TEST_F(NoDoubleTripleCountingTest, Ladder) {
  // N = 6: the conflicts 1-2, 1-3, 2-4, 2-6, 3-6 link 1, 2, 3, 4, 6; 5 is
  // alone (2 ways). As the grid 1 3 / 2 6 / 4 (rows x2, columns x3): row
  // {1, 3} holds {}, {1} or {3}; row {2, 6} {}, {2} or {6}; the two rows
  // together avoid 1-2 and 3-6: 7 pairs, 2 of them with 2 (which then
  // excludes 4), 5 without (4 in or out): 2 + 5 * 2 = 12. Total 24.
  const std::string instance = R"({"n": 6})";
  CheckInstance(kEnv, instance,
                {{"<answer>24</answer>", 1, true, true},
                 {"<answer> +24 </answer>", 1, true, true},
                 {"\\boxed{24}", 1, true, true},
                 {"<answer>25</answer>", std::pow(24.0 / 25.0, 10), false, true},
                 {"<answer>12</answer>", std::pow(0.5, 10), false, true},
                 {"<answer>48</answer>", std::pow(0.5, 10), false, true},
                 {"<answer>100000000000000000000</answer>", 0, false, true},  // (24/10^20)^10.
                 {"<answer>0</answer>", -1, false, true},  // RLVE: <= 0 is wrong_format.
                 {"<answer>-24</answer>", -1, false, true},
                 {"<answer>24.0</answer>", -1, false, false},
                 {"<answer>24 25</answer>", -1, false, false},
                 {"<answer>twenty-four</answer>", -1, false, false},
                 {"<answer></answer>", -1, false, false},
                 {"24", -1, false, false}});
  // beta = 1: 48 -> 1/2, 30 -> 4/5.
  CheckInstance(kEnv, instance,
                {{"<answer>48</answer>", 0.5, false, true},
                 {"<answer>30</answer>", 0.8, false, true},
                 {"<answer>24</answer>", 1, true, true}},
                R"({"beta": 1})");
}

TEST_F(NoDoubleTripleCountingTest, SmallValuesByHand) {
  // N = 3: 2 - 1 - 3 is a path, 5 independent sets. N = 4: the path
  // 3 - 1 - 2 - 4, 8 sets. N = 5: 8 times 2 for 5 alone = 16.
  for (const auto& [n, count] : std::vector<std::pair<int, const char*>>{
           {3, "5"}, {4, "8"}, {5, "16"}}) {
    CheckInstance(kEnv, absl::StrCat(R"({"n": )", n, "}"),
                  {{absl::StrCat("<answer>", count, "</answer>").c_str(), 1, true, true}});
  }
}

TEST(NoDoubleTripleCountingInstanceTest, RejectsBadInstances) {
  for (const char* instance : {R"({"n": 2})", R"({"n": 1235})", R"({"n": 4.5})", R"({})",
                               R"({"n": 4, "m": 1})"}) {
    const absl::Status status = testing::PrepareInstanceStatus(kEnv, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kEnv, R"({"n": 3})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(kEnv, R"({"n": 1234})").ok());
}

bool Conflict(int64_t a, int64_t b) {
  return a == 2 * b || b == 2 * a || a == 3 * b || b == 3 * a;
}

// Every subset of 1..n, checked pair by pair.
uint64_t CountAllSubsets(int64_t n) {
  uint64_t count = 0;
  for (uint32_t subset = 0; subset < (1u << n); ++subset) {
    bool ok = true;
    for (int64_t x = 1; x <= n && ok; ++x) {
      if (!(subset >> (x - 1) & 1)) continue;
      for (const int64_t y : {2 * x, 3 * x}) {
        if (y <= n && (subset >> (y - 1) & 1)) ok = false;
      }
    }
    count += ok;
  }
  return count;
}

std::string Text(unsigned __int128 v) {
  std::string s;
  do {
    s.insert(s.begin(), static_cast<char>('0' + static_cast<int>(v % 10)));
    v /= 10;
  } while (v != 0);
  return s;
}

// The connected components of the conflict graph (found by a flood fill,
// not by the 2^a 3^b structure), each counted by enumerating its subsets.
std::string CountByComponents(int64_t n) {
  std::vector<int> component(static_cast<size_t>(n + 1), -1);
  unsigned __int128 product = 1;
  for (int64_t start = 1; start <= n; ++start) {
    if (component[static_cast<size_t>(start)] >= 0) continue;
    std::vector<int64_t> members = {start};
    component[static_cast<size_t>(start)] = static_cast<int>(start);
    for (size_t i = 0; i < members.size(); ++i) {
      const int64_t x = members[i];
      for (int64_t y = 1; y <= n; ++y) {
        if (component[static_cast<size_t>(y)] < 0 && Conflict(x, y)) {
          component[static_cast<size_t>(y)] = static_cast<int>(start);
          members.push_back(y);
        }
      }
    }
    EXPECT_LE(members.size(), 24u);
    std::vector<uint32_t> conflicts(members.size(), 0);
    for (size_t i = 0; i < members.size(); ++i) {
      for (size_t j = 0; j < members.size(); ++j) {
        if (Conflict(members[i], members[j])) conflicts[i] |= 1u << j;
      }
    }
    uint64_t ways = 0;
    for (uint32_t subset = 0; subset < (1u << members.size()); ++subset) {
      bool ok = true;
      for (size_t i = 0; i < members.size() && ok; ++i) {
        if ((subset >> i & 1) && (conflicts[i] & subset)) ok = false;
      }
      ways += ok;
    }
    product *= ways;
  }
  return Text(product);
}

TEST(NoDoubleTripleCountingBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 1, 20)) {
    const int64_t n = g.Int("n");
    ASSERT_GE(n, 3) << g.Where();
    ASSERT_LE(n, 15) << g.Where();
    EXPECT_EQ(g.answer, std::to_string(CountAllSubsets(n))) << g.Where();
  }
  for (int64_t n = 3; n <= 18; ++n) {
    EXPECT_EQ(CountByComponents(n), std::to_string(CountAllSubsets(n))) << n;
  }
}

TEST_F(NoDoubleTripleCountingTest, PastSixtyFourBitsMatchesComponents) {
  // n = 100 (the component of 1 has 20 members) and 110: counts past 2^64,
  // below 2^128.
  for (const int n : {100, 110}) {
    const std::string count = CountByComponents(n);
    EXPECT_GT(count.size(), 20u);
    CheckInstance(kEnv, absl::StrCat(R"({"n": )", n, "}"),
                  {{absl::StrCat("<answer>", count, "</answer>").c_str(), 1, true, true}});
  }
}

}  // namespace
}  // namespace no_double_triple_counting_test_cc
}  // namespace referee

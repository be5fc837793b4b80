// MinimalCyclicShift (RLVE-Gym): the least rotation of a binary string;
// ladder -1 no answer, not binary or not N characters, else
// (matching positions / N)^10.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace minimal_cyclic_shift_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class MinimalCyclicShiftTest : public testing::VerifierTableTest {};

TEST_F(MinimalCyclicShiftTest, Ladder) {
  // S = 10100: its rotations are 10100, 01001, 10010, 00101, 01010; the
  // least is 00101.
  const PreparedProblemPtr problem = testing::Prepare(
      R"({"id": "m", "environment": {"name": "minimal_cyclic_shift",
          "instance": {"s": [1, 0, 1, 0, 0]}}})");
  ASSERT_NE(problem, nullptr);
  Check("minimal_cyclic_shift", *problem,
        {{"<answer>00101</answer>", 1, true, true},
         {"<answer>\n 00101 \n</answer>", 1, true, true},
         {"\\boxed{00101}", 1, true, true},
         // 00110 vs 00101: positions 1, 2, 3 agree, 4 and 5 do not: (3/5)^10.
         {"<answer>00110</answer>", std::pow(0.6, 10), false, true},
         // 01001 (another rotation) vs 00101: positions 1, 4, 5 agree.
         {"<answer>01001</answer>", std::pow(0.6, 10), false, true},
         {"<answer>11010</answer>", 0, false, true},  // No position agrees.
         {"<answer>0010</answer>", -1, false, true},  // Wrong length.
         {"<answer>001010</answer>", -1, false, true},
         {"<answer></answer>", -1, false, true},
         {"<answer>00102</answer>", -1, false, false},  // Not binary.
         {"<answer>0 0 1 0 1</answer>", -1, false, false},
         {"00101", -1, false, false}});
  Check("minimal_cyclic_shift", *problem,
        {{"<answer>00110</answer>", 0.6, false, true}}, R"({"beta": 1})");
}

TEST(MinimalCyclicShiftBruteForceTest, ReferenceMatchesEnumeration) {
  for (const testing::Generated& g :
       testing::GenerateSmall("minimal_cyclic_shift", 4, 20)) {
    std::string s;
    for (const int64_t b : g.Ints("s")) s.push_back(static_cast<char>('0' + b));
    std::string least = s;
    for (size_t k = 1; k < s.size(); ++k) {
      least = std::min(least, s.substr(k) + s.substr(0, k));
    }
    EXPECT_EQ(g.answer, least) << g.Where();
  }
}

TEST_F(MinimalCyclicShiftTest, ExplicitEdgeCases) {
  // All-equal strings and a length of 1 against every rotation.
  for (const char* s : {"0", "1", "11111", "0000", "10", "0110110", "1101011010"}) {
    const std::string str = s;
    std::string bits, least = str;
    for (const char c : str) absl::StrAppend(&bits, bits.empty() ? "" : ", ", c - '0');
    for (size_t k = 1; k < str.size(); ++k) {
      least = std::min(least, str.substr(k) + str.substr(0, k));
    }
    const PreparedProblemPtr problem = testing::Prepare(absl::StrCat(
        R"({"id": "m", "environment": {"name": "minimal_cyclic_shift", "instance": {"s": [)",
        bits, "]}}}").c_str());
    ASSERT_NE(problem, nullptr) << s;
    const std::string answer = absl::StrCat("<answer>", least, "</answer>");
    Check("minimal_cyclic_shift", *problem, {{answer.c_str(), 1, true, true}});
  }
}

TEST(MinimalCyclicShiftInstanceTest, BadInstancesAreRejected) {
  EXPECT_FALSE(testing::PrepareInstanceStatus("minimal_cyclic_shift", R"({"s": []})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("minimal_cyclic_shift", R"({"s": [0, 2]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("minimal_cyclic_shift", R"({"s": "0101"})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("minimal_cyclic_shift", R"({"t": [0, 1]})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus("minimal_cyclic_shift", R"({"s": [0, 1], "n": 2})").ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus("minimal_cyclic_shift", R"({"s": [0, 1]})").ok());
}

}  // namespace
}  // namespace minimal_cyclic_shift_test_cc
}  // namespace referee

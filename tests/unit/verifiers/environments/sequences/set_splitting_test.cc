// SetSplitting (RLVE-Gym): split 0..N-1 into S1 and S2 so that every given
// subset meets both; ladder -1 unparseable, -0.5 an element out of range or
// repeated, else (subsets meeting both / M)^10.
#include <cmath>
#include <cstddef>
#include <cstdint>
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
inline namespace set_splitting_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class SetSplittingTest : public testing::VerifierTableTest {};

// N = 4, subsets {0, 1} {1, 2} {2, 3} {0, 3} {0, 1, 2}.
const char kInstance[] =
    R"({"n": 4, "sizes": [2, 2, 2, 2, 3], "elements": [0, 1, 1, 2, 2, 3, 0, 3, 0, 1, 2],
        "s1": [0, 2]})";

TEST_F(SetSplittingTest, Ladder) {
  // The four pairs form the cycle 0-1-2-3-0: only S1 = {0, 2} or {1, 3}
  // cut them all, and both cut {0, 1, 2} too.
  //   S1 = {0}: {0, 1} and {0, 3} and {0, 1, 2} cut; {1, 2}, {2, 3} all in
  //   S2: 3 of 5. S1 = {0, 1}: {1, 2}, {0, 3}, {0, 1, 2} cut; {0, 1} all in
  //   S1, {2, 3} all in S2: 3 of 5. S1 empty or everything: nothing cut.
  const double three_fifths = std::pow(0.6, 10);
  CheckInstance("set_splitting", kInstance,
                {{"<answer>0 2</answer>", 1, true, true},
                 {"<answer>1 3</answer>", 1, true, true},
                 {"<answer>\n3  +1\n</answer>", 1, true, true},
                 {"\\boxed{2 0}", 1, true, true},
                 {"<answer>0</answer>", three_fifths, false, true},
                 {"<answer>0 1</answer>", three_fifths, false, true},
                 {"<answer></answer>", 0, false, true},
                 {"<answer>0 1 2 3</answer>", 0, false, true},
                 {"<answer>0 0</answer>", -0.5, false, true},
                 {"<answer>0 4</answer>", -0.5, false, true},
                 {"<answer>-1 2</answer>", -0.5, false, true},
                 {"<answer>0 1 2 3 0</answer>", -0.5, false, true},
                 {"<answer>99999999999999999999</answer>", -0.5, false, true},
                 {"<answer>0, 2</answer>", -1, false, false},
                 {"<answer>zero two</answer>", -1, false, false},
                 {"0 2", -1, false, false}});
  CheckInstance("set_splitting", kInstance, {{"<answer>0</answer>", 0.6, false, true}},
                R"({"beta": 1})");
}

// Every S1 of a small generated instance, graded from the definition: the
// reference is a valid split, and the verifier agrees with a direct count.
TEST_F(SetSplittingTest, EveryAnswerOfSmallInstances) {
  for (const testing::Generated& g : testing::GenerateSmall("set_splitting", 4, 6)) {
    const int64_t n = g.Int("n");
    const std::vector<int64_t> sizes = g.Ints("sizes"), elements = g.Ints("elements");
    ASSERT_LE(n, 7) << g.Where();
    std::vector<std::vector<int64_t>> sets;
    size_t at = 0;
    for (int64_t size : sizes) {
      sets.emplace_back(elements.begin() + static_cast<std::ptrdiff_t>(at),
                        elements.begin() + static_cast<std::ptrdiff_t>(at + static_cast<size_t>(size)));
      at += static_cast<size_t>(size);
    }
    ASSERT_EQ(at, elements.size()) << g.Where();
    auto cut = [&](uint32_t mask) {
      int64_t count = 0;
      for (const auto& set : sets) {
        bool in = false, out = false;
        for (int64_t v : set) ((mask >> v) & 1 ? in : out) = true;
        count += in && out;
      }
      return count;
    };
    uint32_t reference = 0;
    std::istringstream in(g.answer);
    for (int64_t v; in >> v;) reference |= 1u << v;
    EXPECT_EQ(cut(reference), static_cast<int64_t>(sets.size())) << g.Where();
    std::vector<std::string> outputs;
    std::vector<Case> cases;
    outputs.reserve(size_t{1} << n);
    for (uint32_t mask = 0; mask < (1u << n); ++mask) {
      std::vector<int64_t> members;
      for (int64_t v = 0; v < n; ++v) {
        if ((mask >> v) & 1) members.push_back(v);
      }
      outputs.push_back(absl::StrCat("<answer>", absl::StrJoin(members, " "), "</answer>"));
      const int64_t c = cut(mask), m = static_cast<int64_t>(sets.size());
      cases.push_back({outputs.back().c_str(),
                       c == m ? 1.0 : std::pow(static_cast<double>(c) / m, 10), c == m, true});
    }
    const std::string json = absl::StrCat(R"({"n": )", n, R"(, "sizes": [)", absl::StrJoin(sizes, ", "),
                                          R"(], "elements": [)", absl::StrJoin(elements, ", "), "]}");
    CheckInstance("set_splitting", json, cases);
  }
}

TEST(SetSplittingInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"n": 3, "sizes": [2, 2], "elements": [0, 1, 1]})",            // Too few.
           R"({"n": 3, "sizes": [2, 2], "elements": [0, 1, 1, 2, 0]})",      // Too many.
           R"({"n": 3, "sizes": [2, 2], "elements": [0, 0, 1, 2]})",         // 0 twice.
           R"({"n": 3, "sizes": [4], "elements": [0, 1, 2, 0]})",            // Size > n.
           R"({"n": 3, "sizes": [2], "elements": [0, 3]})",                  // No element 3.
           // S1 = {0, 1} leaves {0, 1} on one side.
           R"({"n": 3, "sizes": [2, 2], "elements": [0, 1, 1, 2], "s1": [0, 1]})",
           R"({"n": 3, "sizes": [2], "elements": [0, 1], "s1": [0, 0]})",    // Repeated.
           R"({"n": 3, "sizes": [2], "elements": [0, 1], "s1": [0, 1, 2, 0]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("set_splitting", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  "set_splitting", R"({"n": 3, "sizes": [2, 2], "elements": [0, 1, 1, 2], "s1": [1]})")
                  .ok());
  // Without s1 nothing promises a split: a one-element subset is allowed.
  EXPECT_TRUE(testing::PrepareInstanceStatus("set_splitting",
                                             R"({"n": 2, "sizes": [1], "elements": [0]})")
                  .ok());
}

}  // namespace
}  // namespace set_splitting_test_cc
}  // namespace referee

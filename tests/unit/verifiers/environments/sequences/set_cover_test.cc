// SetCover (RLVE-Gym): choose sets covering every item exactly once;
// ladder -1 unparseable, -0.5 an index out of range or two chosen sets
// sharing an item, else (items covered / N)^10.
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
inline namespace set_cover_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class SetCoverTest : public testing::VerifierTableTest {};

// N = 4; set 0 = {0, 1}, 1 = {2, 3}, 2 = {1, 2}, 3 = {0}, 4 = {3}.
const char kInstance[] =
    R"({"n": 4, "sizes": [2, 2, 2, 1, 1], "elements": [0, 1, 2, 3, 1, 2, 0, 3],
        "cover": [0, 1]})";

TEST_F(SetCoverTest, Ladder) {
  // Exact covers: {0, 1} and {2, 3, 4} (item 0 lies only in sets 0 and 3;
  // with 0 chosen, items 2, 3 need set 1; with 3 chosen, item 1 needs set
  // 2, then item 3 needs set 4).
  //   {0}: items 0, 1 covered, 2 of 4 -> 0.5^10.
  //   {2, 3}: items 0, 1, 2 covered, 3 of 4 -> 0.75^10.
  //   {}: nothing covered -> 0.
  //   {0, 2} share item 1, {1, 4} share item 3 -> -0.5; index 5 or -1 does
  //   not exist -> -0.5.
  CheckInstance("set_cover", kInstance,
                {{"<answer>0 1</answer>", 1, true, true},
                 {"<answer>1 0</answer>", 1, true, true},
                 {"<answer>4 2 3</answer>", 1, true, true},
                 {"<answer>\n1  +0 1\n</answer>", 1, true, true},  // A repeat counts once.
                 {"\\boxed{2 3 4}", 1, true, true},
                 {"<answer>0</answer>", std::pow(0.5, 10), false, true},
                 {"<answer>2 3</answer>", std::pow(0.75, 10), false, true},
                 {"<answer>3 3 2</answer>", std::pow(0.75, 10), false, true},
                 {"<answer></answer>", 0, false, true},
                 {"<answer>0 2</answer>", -0.5, false, true},
                 {"<answer>0 1 4</answer>", -0.5, false, true},
                 {"<answer>0 1 5</answer>", -0.5, false, true},
                 {"<answer>-1 0 1</answer>", -0.5, false, true},
                 {"<answer>99999999999999999999</answer>", -0.5, false, true},
                 {"<answer>0, 1</answer>", -1, false, false},
                 {"<answer>zero one</answer>", -1, false, false},
                 {"0 1", -1, false, false}});
  CheckInstance("set_cover", kInstance, {{"<answer>2 3</answer>", 0.75, false, true}},
                R"({"beta": 1})");
}

// Every selection of a small generated instance, graded from the
// definition: the reference is an exact cover, and the verifier agrees with
// a direct count.
TEST_F(SetCoverTest, EverySelectionOfSmallInstances) {
  for (const testing::Generated& g : testing::GenerateSmall("set_cover", 2, 6)) {
    const int64_t n = g.Int("n");
    const std::vector<int64_t> sizes = g.Ints("sizes"), elements = g.Ints("elements");
    const int64_t m = static_cast<int64_t>(sizes.size());
    ASSERT_LE(m, 10) << g.Where();
    std::vector<uint32_t> sets;  // Item masks.
    size_t at = 0;
    for (int64_t size : sizes) {
      uint32_t mask = 0;
      for (int64_t k = 0; k < size; ++k) mask |= 1u << elements[at++];
      EXPECT_NE(mask, 0u) << g.Where();
      sets.push_back(mask);
    }
    ASSERT_EQ(at, elements.size()) << g.Where();
    // Covered items, or -1 when two chosen sets overlap.
    auto covered = [&](uint32_t chosen) {
      uint32_t seen = 0;
      for (int64_t j = 0; j < m; ++j) {
        if (!((chosen >> j) & 1)) continue;
        if (seen & sets[static_cast<size_t>(j)]) return -1;
        seen |= sets[static_cast<size_t>(j)];
      }
      return __builtin_popcount(seen);
    };
    uint32_t reference = 0;
    std::istringstream in(g.answer);
    for (int64_t j; in >> j;) reference |= 1u << j;
    EXPECT_EQ(covered(reference), n) << g.Where();
    std::vector<std::string> outputs;
    std::vector<Case> cases;
    outputs.reserve(size_t{1} << m);
    for (uint32_t chosen = 0; chosen < (1u << m); ++chosen) {
      std::vector<int64_t> members;
      for (int64_t j = 0; j < m; ++j) {
        if ((chosen >> j) & 1) members.push_back(j);
      }
      outputs.push_back(absl::StrCat("<answer>", absl::StrJoin(members, " "), "</answer>"));
      const int c = covered(chosen);
      const double score =
          c < 0 ? -0.5 : (c == n ? 1.0 : std::pow(static_cast<double>(c) / n, 10));
      cases.push_back({outputs.back().c_str(), score, c == n, true});
    }
    const std::string json = absl::StrCat(R"({"n": )", n, R"(, "sizes": [)", absl::StrJoin(sizes, ", "),
                                          R"(], "elements": [)", absl::StrJoin(elements, ", "), "]}");
    CheckInstance("set_cover", json, cases);
  }
}

TEST(SetCoverInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"n": 3, "sizes": [2, 2], "elements": [0, 1, 1]})",            // Too few.
           R"({"n": 3, "sizes": [2, 2], "elements": [0, 1, 1, 2, 0]})",      // Too many.
           R"({"n": 3, "sizes": [2, 2], "elements": [0, 0, 1, 2]})",         // 0 twice.
           R"({"n": 3, "sizes": [4], "elements": [0, 1, 2, 0]})",            // Size > n.
           R"({"n": 3, "sizes": [2], "elements": [0, 3]})",                  // No item 3.
           // Sets 0 and 1 share item 1.
           R"({"n": 3, "sizes": [2, 2], "elements": [0, 1, 1, 2], "cover": [0, 1]})",
           // Set 0 alone leaves item 2 uncovered.
           R"({"n": 3, "sizes": [2, 1], "elements": [0, 1, 2], "cover": [0]})",
           R"({"n": 3, "sizes": [2, 1], "elements": [0, 1, 2], "cover": [0, 1, 1]})",  // Repeat.
           R"({"n": 3, "sizes": [2, 1], "elements": [0, 1, 2], "cover": [0, 2]})",     // No set 2.
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("set_cover", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  "set_cover", R"({"n": 3, "sizes": [2, 1], "elements": [0, 1, 2], "cover": [1, 0]})")
                  .ok());
  // Without a cover nothing promises one: item 2 may lie in no set.
  EXPECT_TRUE(testing::PrepareInstanceStatus("set_cover", R"({"n": 3, "sizes": [1], "elements": [0]})")
                  .ok());
}

// The reference is listed so that changing its last digit never leaves an
// exact cover, even when a cover set has an identical copy outside the
// cover.
TEST_F(SetCoverTest, ReferenceSurvivesNoDigitChange) {
  // Sets 0 and 1 are both {0, 1}; cover {0}. Listing "0" alone, the change
  // 0 -> 1 would name the copy, still an exact cover; so the reference
  // repeats 0, and "0 0" -> "0 1" chooses two sets sharing both items.
  const PreparedProblemPtr copy = testing::PrepareInstance(
      "set_cover", R"({"n": 2, "sizes": [2, 2], "elements": [0, 1, 0, 1], "cover": [0]})");
  ASSERT_NE(copy, nullptr);
  EXPECT_EQ(copy->task().DefaultReference(*copy), "<answer>0 0</answer>");
  Check("set_cover", *copy,
        {{"<answer>0 0</answer>", 1, true, true}, {"<answer>0 1</answer>", -0.5, false, true}});
  // In kInstance the cover {0, 1} ends with 1 -> 2 = {1, 2}, not {2, 3}:
  // no repeat is needed ("0 2" shares item 1).
  const PreparedProblemPtr plain = testing::PrepareInstance("set_cover", kInstance);
  ASSERT_NE(plain, nullptr);
  EXPECT_EQ(plain->task().DefaultReference(*plain), "<answer>0 1</answer>");
}

}  // namespace
}  // namespace set_cover_test_cc
}  // namespace referee

// MinNonsubstring (RLVE-Gym): the shortest, then lexicographically
// smallest, a/b string not a substring of A; ladder -1 no answer, -0.5 for
// a character other than a and b, 1 for the answer, else 0. Every
// expectation is worked out by hand below.
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace min_nonsubstring_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kEnv[] = "min_nonsubstring";

class MinNonsubstringTest : public testing::VerifierTableTest {};

// A = aabab. Length 1: a and b both occur. Length 2, in order: aa (at 0),
// ab (at 1), ba (at 2) occur, bb does not: B = bb.
const char kInstance[] = R"({"a": [0, 0, 1, 0, 1]})";

TEST_F(MinNonsubstringTest, Ladder) {
  CheckInstance(kEnv, kInstance,
                {{"<answer>bb</answer>", 1, true, true},
                 {"<answer> bb \n</answer>", 1, true, true},  // Stripped.
                 {"<answer>\u00a0bb\u2003</answer>", 1, true, true},  // As str.strip().
                 {"\\boxed{bb}", 1, true, true},              // The \boxed fallback.
                 {"<answer>ab</answer>", 0, false, true},     // A substring.
                 {"<answer>bbb</answer>", 0, false, true},    // Absent, but longer.
                 {"<answer>abb</answer>", 0, false, true},
                 {"<answer>b</answer>", 0, false, true},
                 {"<answer></answer>", 0, false, true},         // Empty: a substring.
                 {"<answer>bc</answer>", -0.5, false, true},    // c.
                 {"<answer>b b</answer>", -0.5, false, true},   // A space inside.
                 {"<answer>BB</answer>", -0.5, false, true},
                 {"<answer>\"bb\"</answer>", -0.5, false, true},
                 {"bb", -1, false, false},  // No tag.
                 {"<answer>bb", -1, false, false}});
  // A = bbb: a is absent.
  CheckInstance(kEnv, R"({"a": [1, 1, 1]})",
                {{"<answer>a</answer>", 1, true, true}, {"<answer>aa</answer>", 0, false, true}});
  // A = aaabbbab: every length-2 string occurs (aa, ab, bb, ba); of length
  // 3 it holds aaa aab abb bbb bba bab, so aaa and aab occur and aba is the
  // first absent one.
  CheckInstance(kEnv, R"({"a": [0, 0, 0, 1, 1, 1, 0, 1]})",
                {{"<answer>aba</answer>", 1, true, true}, {"<answer>baa</answer>", 0, false, true}});
}

TEST(MinNonsubstringInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"a": [0, 2]})",  // Not a or b.
           R"({"a": [-1]})",
           R"({"a": []})",
           R"({})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kEnv, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kEnv, R"({"a": [1]})").ok());
}

// Brute force from the definition on generated instances (levels 0..20, N
// = 3..23): the a/b strings in order of length, then alphabetically; the
// first that std::string::find does not locate in A is the answer, and the
// reference must be it. Every a/b string of length up to 5 is scored: 1
// for the answer, 0 for any other.
TEST_F(MinNonsubstringTest, VerifierMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall(kEnv, 20, 4)) {
    std::string a;
    for (const int64_t letter : g.Ints("a")) a.push_back(letter == 0 ? 'a' : 'b');
    ASSERT_EQ(static_cast<int>(a.size()), 3 + g.level) << g.Where();
    std::vector<std::string> strings;
    std::string gold;
    for (int length = 1; length <= 6; ++length) {
      for (int mask = 0; mask < (1 << length); ++mask) {
        std::string s;
        for (int bit = length - 1; bit >= 0; --bit) s.push_back(((mask >> bit) & 1) ? 'b' : 'a');
        if (gold.empty() && a.find(s) == std::string::npos) gold = s;
        if (length <= 5) strings.push_back(s);
      }
    }
    EXPECT_EQ(g.answer, gold) << g.Where() << ": " << a;
    const PreparedProblemPtr problem = testing::PrepareGenerated(kEnv, g);
    ASSERT_NE(problem, nullptr);
    std::vector<std::string> outputs;
    std::vector<Case> cases;
    for (const std::string& s : strings) {
      outputs.push_back(absl::StrCat("<answer>", s, "</answer>"));
      cases.push_back({"", s == gold ? 1.0 : 0.0, s == gold, true});
    }
    for (size_t j = 0; j < cases.size(); ++j) cases[j].output = outputs[j].c_str();
    Check(kEnv, *problem, cases);
  }
}

}  // namespace
}  // namespace min_nonsubstring_test_cc
}  // namespace referee

// SecretCowCode (RLVE-Gym): the K-th character of the infinite string grown
// from S by t -> t + (t with its last character moved to the front);
// ladder -1 unparseable / not one character / a character not in S, 1 the
// K-th character, else 0.
#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace secret_cow_code_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "secret_cow_code";

class SecretCowCodeTest : public testing::VerifierTableTest {};

TEST_F(SecretCowCodeTest, Ladder) {
  // S = "abc": one step gives "abc" + "cab" = "abccab", a second
  // "abccab" + "babcca" = "abccabbabcca". Position 7 is 'b'.
  const char kAbc[] = R"({"s": [0, 1, 2], "k": 7})";
  CheckInstance(kName, kAbc,
                {{"<answer>b</answer>", 1, true, true},
                 {"<answer> b\n</answer>", 1, true, true},  // strip().
                 {"\\boxed{b}", 1, true, true},
                 {"<answer>a</answer>", 0, false, true},
                 {"<answer>c</answer>", 0, false, true},
                 {"<answer>d</answer>", -1, false, false},   // Not in S.
                 {"<answer>B</answer>", -1, false, false},   // Not in S.
                 {"<answer>bb</answer>", -1, false, false},  // Two characters.
                 {"<answer>b b</answer>", -1, false, false},
                 {"<answer>\xc3\xa9</answer>", -1, false, false},  // One code point, not in S.
                 {"<answer></answer>", -1, false, false},
                 {"b", -1, false, false}});
}

TEST_F(SecretCowCodeTest, HandDerivedValues) {
  // "abccabbabcca" (above): positions 4, 5, 8, 9, 12 are c, a, a, b, a.
  // The next step appends "a" + "abccabbabcc": position 13 is 'a' (the
  // last character moved to the front), 14 'a', 15 'b', 16 'c'.
  const struct { int64_t k; char letter; } kCases[] = {
      {4, 'c'}, {5, 'a'}, {8, 'a'}, {9, 'b'}, {12, 'a'},
      {13, 'a'}, {14, 'a'}, {15, 'b'}, {16, 'c'},
  };
  for (const auto& c : kCases) {
    CheckInstance(kName, absl::StrCat(R"({"s": [0, 1, 2], "k": )", c.k, "}"),
                  {{absl::StrCat("<answer>", std::string(1, c.letter), "</answer>").c_str(), 1,
                    true, true}});
  }
  // S = "xy", K = 2^52 + 2: stage j has length 2^(j+1); the first stage
  // reaching K is 2^53 long, with halves of 2^52. K = half + 2 is the
  // second character of the second half, the previous stage's first
  // character: the first character of every stage is S's 'x'.
  CheckInstance(kName, R"({"s": [23, 24], "k": 4503599627370498})",
                {{"<answer>x</answer>", 1, true, true},
                 {"<answer>y</answer>", 0, false, true},
                 {"<answer>z</answer>", -1, false, false}});
}

TEST(SecretCowCodeInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           R"({"s": [0], "k": 2})",               // One letter.
           R"({"s": [0, 1], "k": 2})",            // k <= |s|.
           R"({"s": [0, 1], "k": 9007199254740994})",  // Past 2^53.
           R"({"s": [0, 26], "k": 5})",           // Not a letter.
           R"({"s": [0, 1]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"s": [0, 1], "k": 3})").ok());
  EXPECT_TRUE(
      testing::PrepareInstanceStatus(kName, R"({"s": [0, 1], "k": 9007199254740992})").ok());
}

// The infinite string's first `length` characters, built step by step.
std::string Grown(std::string t, size_t length) {
  while (t.size() < length) t = t + t.back() + t.substr(0, t.size() - 1);
  return t;
}

TEST_F(SecretCowCodeTest, GeneratedMatchBuiltString) {
  // Levels 0..8: MAX_N 5, 6, 7, 8, 9, 10, 12, 14, 16; MAX_K = 8 * 2^d.
  const int64_t kMaxN[] = {5, 6, 7, 8, 9, 10, 12, 14, 16};
  for (const testing::Generated& g : testing::GenerateSmall(kName, 8, 10)) {
    const std::vector<int64_t> letters = g.Ints("s");
    const int64_t k = g.Int("k");
    ASSERT_GE(static_cast<int64_t>(letters.size()), 2) << g.Where();
    ASSERT_LE(static_cast<int64_t>(letters.size()), kMaxN[g.level]) << g.Where();
    ASSERT_GT(k, static_cast<int64_t>(letters.size())) << g.Where();
    ASSERT_LE(k, int64_t{8} << g.level) << g.Where();
    std::string s;
    for (const int64_t c : letters) s += static_cast<char>('a' + c);
    const char expected = Grown(s, static_cast<size_t>(k))[static_cast<size_t>(k - 1)];
    EXPECT_EQ(g.answer, std::string(1, expected)) << g.Where();
  }
}

TEST_F(SecretCowCodeTest, EveryPositionMatchesBuiltString) {
  // S = "abcde" and "zzq": every K up to 200 as an explicit instance; the
  // built string's letter earns 1, every other letter of S 0, and a letter
  // outside S -1.
  for (const std::string& s : {std::string("abcde"), std::string("zzq")}) {
    const std::string grown = Grown(s, 200);
    std::string list;
    for (const char c : s) absl::StrAppend(&list, list.empty() ? "" : ", ", c - 'a');
    for (size_t k = s.size() + 1; k <= 200; ++k) {
      std::vector<Case> cases;
      std::vector<std::string> outputs;
      for (char c = 'a'; c <= 'z'; ++c) {
        outputs.push_back(absl::StrCat("<answer>", std::string(1, c), "</answer>"));
      }
      for (char c = 'a'; c <= 'z'; ++c) {
        const std::string& out = outputs[static_cast<size_t>(c - 'a')];
        if (c == grown[k - 1]) {
          cases.push_back({out.c_str(), 1, true, true});
        } else if (s.find(c) != std::string::npos) {
          cases.push_back({out.c_str(), 0, false, true});
        } else {
          cases.push_back({out.c_str(), -1, false, false});
        }
      }
      CheckInstance(kName, absl::StrCat(R"({"s": [)", list, R"(], "k": )", k, "}"), cases);
    }
  }
}

}  // namespace
}  // namespace secret_cow_code_test_cc
}  // namespace referee

// PCPPermutation (RLVE-Gym): order N pairs (A[i], B[i]) of strings over
// {a, b} so that the A sides and the B sides concatenate to one string;
// ladder -1 unparseable, -0.5 not a permutation of 0..N-1, else (letters
// where the two concatenations agree / total letters)^beta, beta = 10 by
// default. Every expectation is worked out by hand below.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace pcp_permutation_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

class PcpPermutationTest : public testing::VerifierTableTest {};

// A = [aba, b, a], B = [b, ab, aa] (letters 0 = a, 1 = b; 5 letters a side).
// Every order, A's concatenation against B's:
//   2 0 1: a+aba+b = aabab, aa+b+ab = aabab — equal: the solution.
//   0 1 2: ababa vs babaa — only the last letter agrees: 1/5.
//   0 2 1: abaab vs baaab — letters 3, 4, 5 agree: 3/5.
//   1 0 2: babaa vs abbaa — letters 3, 4, 5 agree: 3/5.
//   1 2 0: baaba vs abaab — only letter 3 agrees: 1/5.
//   2 1 0: ababa vs aaabb — letters 1, 3, 4 agree: 3/5.
const char kInstance[] =
    R"({"n": 3, "a_lengths": [3, 1, 1], "a": [0, 1, 0, 1, 0],
        "b_lengths": [1, 2, 2], "b": [1, 0, 1, 0, 0], "permutation": [2, 0, 1]})";

TEST_F(PcpPermutationTest, Ladder) {
  CheckInstance("pcp_permutation", kInstance,
                {{"<answer>2 0 1</answer>", 1, true, true},
                 {"<answer>\n 2\t0  1 \n</answer>", 1, true, true},
                 {"\\boxed{2 0 1}", 1, true, true},  // The \boxed fallback.
                 {"<answer>+2 00 1</answer>", 1, true, true},  // int() accepts.
                 {"<answer>0 1 2</answer>", std::pow(0.2, 10), false, true},
                 {"<answer>0 2 1</answer>", std::pow(0.6, 10), false, true},
                 {"<answer>1 0 2</answer>", std::pow(0.6, 10), false, true},
                 {"<answer>1 2 0</answer>", std::pow(0.2, 10), false, true},
                 {"<answer>2 1 0</answer>", std::pow(0.6, 10), false, true},
                 {"<answer>2 0</answer>", -0.5, false, true},      // Too few.
                 {"<answer>2 0 1 1</answer>", -0.5, false, true},  // Too many.
                 {"<answer>2 0 0</answer>", -0.5, false, true},    // A repeat.
                 {"<answer>2 0 3</answer>", -0.5, false, true},    // No index 3.
                 {"<answer>-1 0 1</answer>", -0.5, false, true},
                 {"<answer>2 0 99999999999999999999999</answer>", -0.5, false, true},
                 {"<answer></answer>", -0.5, false, true},
                 {"<answer>2, 0, 1</answer>", -1, false, false},  // Commas.
                 {"<answer>2 0 one</answer>", -1, false, false},
                 {"2 0 1", -1, false, false},                      // No tag.
                 {"<answer>2 0 1", -1, false, false}});            // Unclosed.
  CheckInstance("pcp_permutation", kInstance,
                {{"<answer>0 2 1</answer>", 0.6, false, true}}, R"({"beta": 1})");
}

// A = [bb, a, a], B = [b, a, ab]: 2 0 1 gives abba on both sides (the
// stored solution) and 1 2 0 gives aabb on both sides: any solution earns
// full credit. 0 1 2 gives bbaa vs baab: letters 1 and 3 agree, 2/4.
TEST_F(PcpPermutationTest, AnySolutionIsCorrect) {
  CheckInstance("pcp_permutation",
                R"({"n": 3, "a_lengths": [2, 1, 1], "a": [1, 1, 0, 0],
                    "b_lengths": [1, 1, 2], "b": [1, 0, 0, 1], "permutation": [2, 0, 1]})",
                {{"<answer>2 0 1</answer>", 1, true, true},
                 {"<answer>1 2 0</answer>", 1, true, true},
                 {"<answer>0 1 2</answer>", std::pow(0.5, 10), false, true}});
}

TEST_F(PcpPermutationTest, BetaMustBePositive) {
  EXPECT_FALSE(ParamError("pcp_permutation", R"({"beta": 0})").ok());
  EXPECT_TRUE(ParamError("pcp_permutation", R"({"beta": 2})").ok());
}

TEST(PcpPermutationInstanceTest, RejectsBadInstances) {
  for (const char* instance : {
           // The sides differ in length (2 letters against 3).
           R"({"n": 2, "a_lengths": [1, 1], "a": [0, 1], "b_lengths": [1, 2],
               "b": [0, 1, 1], "permutation": [0, 1]})",
           // Not a permutation.
           R"({"n": 2, "a_lengths": [1, 1], "a": [0, 1], "b_lengths": [1, 1],
               "b": [0, 1], "permutation": [0, 0]})",
           // A = [a, b], B = [b, a]: 0 1 gives ab vs ba, not a solution
           // (nor is 1 0).
           R"({"n": 2, "a_lengths": [1, 1], "a": [0, 1], "b_lengths": [1, 1],
               "b": [1, 0], "permutation": [0, 1]})",
           // Counts that depend on n and on the lengths.
           R"({"n": 2, "a_lengths": [2], "a": [0, 1], "b_lengths": [1, 1],
               "b": [0, 1], "permutation": [0, 1]})",
           R"({"n": 2, "a_lengths": [1, 1], "a": [0, 1, 1], "b_lengths": [1, 1],
               "b": [0, 1], "permutation": [0, 1]})",
           R"({"n": 2, "a_lengths": [1, 1], "a": [0, 1], "b_lengths": [1, 1],
               "b": [0], "permutation": [0, 1]})",
           R"({"n": 2, "a_lengths": [1, 1], "a": [0, 1], "b_lengths": [1, 1],
               "b": [0, 1], "permutation": [0]})",
           R"({"n": 2, "a_lengths": [1, 1], "a": [0, 1], "b_lengths": [1, 1],
               "b": [0, 1], "permutation": [0, 2]})",
       }) {
    const absl::Status status = testing::PrepareInstanceStatus("pcp_permutation", instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  "pcp_permutation",
                  R"({"n": 2, "a_lengths": [1, 1], "a": [0, 1], "b_lengths": [1, 1],
                      "b": [0, 1], "permutation": [1, 0]})")
                  .ok());
}

// The strings of one side: `lengths` pieces of `letters`, as text.
std::vector<std::string> Pieces(const std::vector<int64_t>& lengths,
                                const std::vector<int64_t>& letters) {
  std::vector<std::string> out;
  size_t at = 0;
  for (const int64_t length : lengths) {
    std::string piece;
    for (int64_t k = 0; k < length; ++k) piece.push_back(letters.at(at++) == 0 ? 'a' : 'b');
    out.push_back(piece);
  }
  EXPECT_EQ(at, letters.size());
  return out;
}

// Brute force from the definition on small generated instances (N = 3 + d):
// every order of the N pairs is glued side by side; the verifier must give
// full credit exactly to the orders that make the two strings equal, and
// (agreeing letters / all letters)^10 to the others; the reference is one
// of the solutions. RLVE's generator: every piece non-empty, total length
// in N + 1..10 N.
TEST_F(PcpPermutationTest, VerifierMatchesEnumeration) {
  for (const testing::Generated& g : testing::GenerateSmall("pcp_permutation", 3, 6)) {
    const int64_t n = g.Int("n");
    ASSERT_EQ(n, 3 + g.level) << g.Where();
    const std::vector<int64_t> a_lengths = g.Ints("a_lengths"), a = g.Ints("a");
    const std::vector<int64_t> b_lengths = g.Ints("b_lengths"), b = g.Ints("b");
    const std::vector<std::string> as = Pieces(a_lengths, a), bs = Pieces(b_lengths, b);
    ASSERT_EQ(static_cast<int64_t>(as.size()), n) << g.Where();
    ASSERT_EQ(static_cast<int64_t>(bs.size()), n) << g.Where();
    for (int64_t i = 0; i < n; ++i) {
      EXPECT_FALSE(as[static_cast<size_t>(i)].empty()) << g.Where();
      EXPECT_FALSE(bs[static_cast<size_t>(i)].empty()) << g.Where();
    }
    const int64_t total = static_cast<int64_t>(a.size());
    EXPECT_GE(total, n + 1) << g.Where();
    EXPECT_LE(total, 10 * n) << g.Where();
    const std::string instance = absl::StrCat(
        R"({"n": )", n, R"(, "a_lengths": [)", absl::StrJoin(a_lengths, ", "),
        R"(], "a": [)", absl::StrJoin(a, ", "), R"(], "b_lengths": [)",
        absl::StrJoin(b_lengths, ", "), R"(], "b": [)", absl::StrJoin(b, ", "),
        R"(], "permutation": [)", absl::StrJoin(g.Ints("permutation"), ", "), "]}");
    std::vector<std::string> outputs;
    std::vector<double> scores;
    std::vector<int64_t> order(static_cast<size_t>(n));
    std::iota(order.begin(), order.end(), int64_t{0});
    bool reference_solves = false;
    do {
      std::string glued_a, glued_b;
      for (const int64_t i : order) {
        glued_a += as[static_cast<size_t>(i)];
        glued_b += bs[static_cast<size_t>(i)];
      }
      ASSERT_EQ(glued_a.size(), glued_b.size()) << g.Where();
      int64_t agree = 0;
      for (size_t k = 0; k < glued_a.size(); ++k) agree += glued_a[k] == glued_b[k] ? 1 : 0;
      const std::string text = absl::StrJoin(order, " ");
      outputs.push_back(absl::StrCat("<answer>", text, "</answer>"));
      scores.push_back(glued_a == glued_b
                           ? 1.0
                           : std::pow(static_cast<double>(agree) / static_cast<double>(total), 10));
      reference_solves = reference_solves || (text == g.answer && glued_a == glued_b);
    } while (std::next_permutation(order.begin(), order.end()));
    EXPECT_TRUE(reference_solves) << g.Where() << ": " << g.answer;
    std::vector<Case> cases;
    for (size_t k = 0; k < outputs.size(); ++k) {
      cases.push_back({outputs[k].c_str(), scores[k], scores[k] == 1.0, true});
    }
    CheckInstance("pcp_permutation", instance, cases);
  }
}

}  // namespace
}  // namespace pcp_permutation_test_cc
}  // namespace referee

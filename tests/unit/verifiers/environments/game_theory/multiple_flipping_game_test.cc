// MultipleFlippingGame (RLVE-Gym): does the first player win when players
// alternately pick a white cell x and flip x, 2x, ..., kx; ladder -1 no
// answer span, -0.5 neither `Yes` nor `No` after Python's strip(), 1 the
// right word, 0 the other one.
#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/generated.h"
#include "tests/unit/verifiers/verifier_table.h"

namespace referee {
inline namespace multiple_flipping_game_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "multiple_flipping_game";

class MultipleFlippingGameTest : public testing::VerifierTableTest {};

std::string Instance(int64_t n, const std::vector<int64_t>& white) {
  return absl::StrCat("{\"n\": ", n, ", \"white\": [", absl::StrJoin(white, ", "), "]}");
}

TEST_F(MultipleFlippingGameTest, Ladder) {
  // N = 4, white 1 and 2. Alice flips 2 and 4 (x = 2, k = 2), leaving
  // white 1 and 4, and answers every reply of Bob's: after {1} or {4}
  // (flipping one cell alone) she flips the other; after 1, 2 flipped
  // ({2, 4}) she flips 2 and 4; after 1, 2, 3 ({2, 3, 4}) she flips 2,
  // leaving 3 and 4, which can only be flipped one at a time (one each);
  // after 1..4 ({2, 3}) she flips 2 and 4, leaving 3 and 4 again. Yes.
  CheckInstance(kName, Instance(4, {1, 2}),
                {{"<answer>Yes</answer>", 1, true, true},
                 {"<answer> Yes\n</answer>", 1, true, true},
                 // Python's strip() also removes Unicode whitespace.
                 {"<answer>\xC2\xA0" "Yes\xE3\x80\x80</answer>", 1, true, true},
                 {"\\boxed{Yes}", 1, true, true},  // The \boxed fallback.
                 {"<answer>No</answer> no: <answer>Yes</answer>", 1, true, true},
                 {"<answer>No</answer>", 0, false, true},  // The other word.
                 // Anything but the two exact words: RLVE's invalid_answer.
                 {"<answer>yes</answer>", -0.5, false, true},
                 {"<answer>YES</answer>", -0.5, false, true},
                 {"<answer>Yes.</answer>", -0.5, false, true},
                 {"<answer>Yes, Alice wins</answer>", -0.5, false, true},
                 {"<answer>Alice</answer>", -0.5, false, true},
                 {"<answer></answer>", -0.5, false, true},
                 {"<answer>1</answer>", -0.5, false, true},
                 {"<answer>99999999999999999999999</answer>", -0.5, false, true},
                 // No span: RLVE's wrong_format.
                 {"Yes", -1, false, false},
                 {"<answer>Yes", -1, false, false},
                 {"", -1, false, false}});
}

TEST_F(MultipleFlippingGameTest, HandDerivedAnswers) {
  // One white cell: Alice flips it alone (k = 1) and Bob has no move.
  CheckInstance(kName, Instance(1, {1}), {{"<answer>Yes</answer>", 1, true, true}});
  CheckInstance(kName, Instance(9, {5}), {{"<answer>Yes</answer>", 1, true, true}});
  // N = 3, white 2 and 3: neither has a multiple in 1..3, so each move
  // flips one cell alone: two moves, Alice's and Bob's.
  CheckInstance(kName, Instance(3, {2, 3}),
                {{"<answer>No</answer>", 1, true, true},
                 {"<answer>Yes</answer>", 0, false, true}});
  // N = 2, white 1 and 2. Alice's moves: flip 1 ({2}: Bob flips it, she
  // loses), flip 1 and 2 ({}: Bob loses). Yes.
  CheckInstance(kName, Instance(2, {2, 1}), {{"<answer>Yes</answer>", 1, true, true}});
  // N = 4, white 3 and 4: again one flip each, two moves: No.
  CheckInstance(kName, Instance(4, {3, 4}), {{"<answer>No</answer>", 1, true, true}});
}

TEST(MultipleFlippingGameInstanceTest, RejectsBadInstances) {
  for (const char* instance :
       {R"({"n": 3, "white": [2, 2]})", R"({"n": 3, "white": []})",
        R"({"n": 3, "white": [4]})", R"({"n": 3, "white": [0, 1]})",
        R"({"n": 0, "white": [1]})", R"({"n": 1001, "white": [1]})",
        R"({"n": 2, "white": [1, 2, 1]})", R"({"white": [1]})",
        R"({"n": 3, "white": [1], "k": 1})"}) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  EXPECT_TRUE(testing::PrepareInstanceStatus(kName, R"({"n": 1000, "white": [1000, 1]})").ok());
}

// Brute force from the definition on bit masks (bit x - 1: cell x white):
// the player to move wins iff some white x and k in 1..N/x give a mask the
// opponent loses.
class Brute {
 public:
  explicit Brute(int n) : n_(n), memo_(size_t{1} << n, -1) {}
  bool MoverWins(uint32_t mask) {
    int8_t& known = memo_[mask];
    if (known >= 0) return known == 1;
    bool wins = false;
    for (int x = 1; x <= n_ && !wins; ++x) {
      if (!(mask >> (x - 1) & 1)) continue;
      uint32_t next = mask;
      for (int k = 1; k * x <= n_ && !wins; ++k) {
        next ^= uint32_t{1} << (k * x - 1);
        wins = !MoverWins(next);
      }
    }
    known = wins ? 1 : 0;
    return wins;
  }

 private:
  int n_;
  std::vector<int8_t> memo_;
};

uint32_t Mask(const std::vector<int64_t>& white) {
  uint32_t mask = 0;
  for (const int64_t x : white) mask |= uint32_t{1} << (x - 1);
  return mask;
}

void ExpectScores(const PreparedProblemPtr& problem, const std::string& right,
                  const std::string& where) {
  ASSERT_NE(problem, nullptr) << where;
  for (const std::string word : {"Yes", "No"}) {
    EXPECT_EQ(testing::ScoreWith(kName, *problem, "<answer>" + word + "</answer>").score,
              word == right ? 1.0 : 0.0)
        << where;
  }
}

TEST(MultipleFlippingGameBruteForceTest, ReferenceMatchesGameSearch) {
  std::vector<Brute> brutes;
  for (int n = 0; n <= 12; ++n) brutes.emplace_back(n);
  std::set<std::string> answers;
  // Levels 0..8: N = 3, 4, ..., 10, 12 (RLVE's int(1.1 N + 1)).
  const int64_t sizes[] = {3, 4, 5, 6, 7, 8, 9, 10, 12};
  for (const testing::Generated& g : testing::GenerateSmall(kName, 8, 40)) {
    const int64_t n = g.Int("n");
    ASSERT_EQ(n, sizes[g.level]) << g.Where();
    const std::vector<int64_t> white = g.Ints("white");
    ASSERT_FALSE(white.empty()) << g.Where();
    ASSERT_EQ(std::set<int64_t>(white.begin(), white.end()).size(), white.size())
        << g.Where();
    for (const int64_t x : white) {
      ASSERT_GE(x, 1) << g.Where();
      ASSERT_LE(x, n) << g.Where();
    }
    const std::string right =
        brutes[static_cast<size_t>(n)].MoverWins(Mask(white)) ? "Yes" : "No";
    EXPECT_EQ(g.answer, right) << g.Where();
    answers.insert(g.answer);
    ExpectScores(testing::PrepareGenerated(kName, g), right, g.Where());
  }
  // The answer is drawn first, each with odds 1/2: both appear in 360.
  EXPECT_EQ(answers.size(), 2u);
}

// Every non-empty set of white cells for N = 1..9.
TEST(MultipleFlippingGameBruteForceTest, EverySmallBoard) {
  int boards = 0;
  std::set<std::string> answers;
  for (int n = 1; n <= 9; ++n) {
    Brute brute(n);
    for (uint32_t mask = 1; mask < (uint32_t{1} << n); ++mask) {
      std::vector<int64_t> white;
      for (int x = 1; x <= n; ++x) {
        if (mask >> (x - 1) & 1) white.push_back(x);
      }
      const std::string right = brute.MoverWins(mask) ? "Yes" : "No";
      answers.insert(right);
      ExpectScores(testing::PrepareInstance(kName, Instance(n, white)), right,
                   Instance(n, white));
      ++boards;
    }
  }
  EXPECT_EQ(boards, 1013);  // The sum of 2^n - 1 for n = 1..9: 1022 - 9.
  EXPECT_EQ(answers.size(), 2u);
}

// Larger N, past game search: each cell's Sprague-Grundy value from the
// definition (mex over k of the XOR of the values of 2x..kx, cells from N
// down), and pairs of white cells won by Alice iff their values differ.
TEST(MultipleFlippingGameBruteForceTest, PairsAtLargerN) {
  for (const int64_t n : {37, 100, 962, 1000}) {
    std::vector<int64_t> value(static_cast<size_t>(n) + 1, 0);
    for (int64_t x = n; x >= 1; --x) {
      std::set<int64_t> reached = {0};
      int64_t v = 0;
      for (int64_t k = 2; k * x <= n; ++k) {
        v ^= value[static_cast<size_t>(k * x)];
        reached.insert(v);
      }
      while (reached.count(value[static_cast<size_t>(x)])) ++value[static_cast<size_t>(x)];
    }
    for (int64_t x = 1; x <= n; x += 3) {
      for (const int64_t y : {x + 1, 2 * x, n + 1 - x}) {
        if (y > n || y == x) continue;
        const std::string right =
            value[static_cast<size_t>(x)] != value[static_cast<size_t>(y)] ? "Yes" : "No";
        ExpectScores(testing::PrepareInstance(kName, Instance(n, {x, y})), right,
                     Instance(n, {x, y}));
      }
    }
  }
}

}  // namespace
}  // namespace multiple_flipping_game_test_cc
}  // namespace referee

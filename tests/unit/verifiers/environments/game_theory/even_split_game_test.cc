// StoneGame (RLVE-Gym), here even_split_game: who wins when players
// alternately split a heap of at least F stones into M >= 2 heaps as equal
// as possible; ladder -1 no answer span, -0.5 neither `Stan` nor `Ollie`
// after Python's strip(), 1 the winner, 0 the other name.
#include <algorithm>
#include <cstdint>
#include <map>
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
inline namespace even_split_game_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

using testing::Case;

constexpr char kName[] = "even_split_game";

class EvenSplitGameTest : public testing::VerifierTableTest {};

std::string Instance(const std::vector<int64_t>& stones, int64_t f) {
  return absl::StrCat("{\"stones\": [", absl::StrJoin(stones, ", "), "], \"f\": ", f, "}");
}

TEST_F(EvenSplitGameTest, Ladder) {
  // Heaps 2 and 3, F = 2. Stan splits 3 into 2 + 1, leaving 2, 2, 1: each
  // 2 has one move (into 1 + 1), Ollie takes one, Stan the other, and
  // Ollie is stuck. Stan wins.
  CheckInstance(kName, Instance({2, 3}, 2),
                {{"<answer>Stan</answer>", 1, true, true},
                 {"<answer> Stan\n</answer>", 1, true, true},
                 // Python's strip() also removes Unicode whitespace.
                 {"<answer>\xC2\xA0" "Stan\xE3\x80\x80</answer>", 1, true, true},
                 {"\\boxed{Stan}", 1, true, true},  // The \boxed fallback.
                 {"<answer>Ollie</answer> no: <answer>Stan</answer>", 1, true, true},
                 {"<answer>Ollie</answer>", 0, false, true},  // The loser.
                 // Anything but the two exact names: RLVE's invalid_answer.
                 {"<answer>stan</answer>", -0.5, false, true},
                 {"<answer>STAN</answer>", -0.5, false, true},
                 {"<answer>Stan wins</answer>", -0.5, false, true},
                 {"<answer>`Stan`</answer>", -0.5, false, true},
                 {"<answer>Stan.</answer>", -0.5, false, true},
                 {"<answer>Alice</answer>", -0.5, false, true},
                 {"<answer></answer>", -0.5, false, true},
                 {"<answer>1</answer>", -0.5, false, true},
                 {"<answer>99999999999999999999999</answer>", -0.5, false, true},
                 // No span: RLVE's wrong_format.
                 {"Stan", -1, false, false},
                 {"<answer>Stan", -1, false, false},
                 {"", -1, false, false}});
}

TEST_F(EvenSplitGameTest, HandDerivedWinners) {
  // Two equal heaps: Ollie copies Stan's split on the other heap.
  CheckInstance(kName, Instance({2, 2}, 2),
                {{"<answer>Ollie</answer>", 1, true, true},
                 {"<answer>Stan</answer>", 0, false, true}});
  // One heap: Stan splits it into single stones and Ollie is stuck.
  CheckInstance(kName, Instance({5}, 1), {{"<answer>Stan</answer>", 1, true, true}});
  // No heap reaches F (or 2): Stan cannot move.
  CheckInstance(kName, Instance({3}, 4), {{"<answer>Ollie</answer>", 1, true, true}});
  CheckInstance(kName, Instance({1, 1, 1}, 1), {{"<answer>Ollie</answer>", 1, true, true}});
  // F = 4: the 3 is dead; every split of a 4 leaves heaps below 4, so
  // each 4 is one move: two moves, Stan's and Ollie's.
  CheckInstance(kName, Instance({4, 4, 3}, 4), {{"<answer>Ollie</answer>", 1, true, true}});
  // 3 and 4, F = 2: every Stan move loses. 3 -> 2+1 (2, 1, 4): Ollie plays
  // 4 -> 2+1+1 and copies Stan from then on. 3 -> 1+1+1 (4): Ollie splits
  // 4 into ones. 4 -> 2+2 (3, 2, 2): Ollie plays 3 -> 1+1+1 and copies.
  // 4 -> 2+1+1 (3, 2, 1, 1): Ollie plays 3 -> 2+1 and copies. 4 ->
  // 1+1+1+1 (3): Ollie splits 3 into ones. Ollie wins.
  CheckInstance(kName, Instance({3, 4}, 2),
                {{"<answer>Ollie</answer>", 1, true, true},
                 {"<answer>Stan</answer>", 0, false, true}});
  // 4 and 2, F = 2: Stan plays 4 -> 2+1+1, leaving 2, 2 (and ones), and
  // copies Ollie. Stan wins.
  CheckInstance(kName, Instance({4, 2}, 2), {{"<answer>Stan</answer>", 1, true, true}});
}

TEST(EvenSplitGameInstanceTest, RejectsBadInstances) {
  for (const char* instance :
       {R"({"stones": [], "f": 1})", R"({"stones": [0, 3], "f": 1})",
        R"({"stones": [600000, 400001], "f": 1})",  // Total past 10^6.
        R"({"stones": [2, 3], "f": 0})", R"({"stones": [2, 3]})",
        R"({"stones": [2, 3], "f": 2, "n": 2})"}) {
    const absl::Status status = testing::PrepareInstanceStatus(kName, instance);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument)
        << instance << " -> " << status;
  }
  // The largest total, and an F above every heap.
  EXPECT_TRUE(
      testing::PrepareInstanceStatus(kName, R"({"stones": [600000, 400000], "f": 1000001})")
          .ok());
}

// Brute force from the definition: the player to move wins iff some split
// (a heap of x >= max(F, 2) stones into M = 2..x parts as equal as
// possible) leaves a position the opponent loses. Heaps below max(F, 2)
// never move again, so a state is the sorted list of the others.
class Brute {
 public:
  explicit Brute(int64_t f) : threshold_(std::max<int64_t>(f, 2)) {}

  bool MoverWins(const std::vector<int64_t>& stones) {
    std::vector<int64_t> live;
    for (const int64_t x : stones) {
      if (x >= threshold_) live.push_back(x);
    }
    std::sort(live.begin(), live.end());
    return Wins(live);
  }

 private:
  bool Wins(const std::vector<int64_t>& live) {
    if (auto it = memo_.find(live); it != memo_.end()) return it->second;
    bool wins = false;
    for (size_t i = 0; i < live.size() && !wins; ++i) {
      if (i > 0 && live[i] == live[i - 1]) continue;  // The same move.
      const int64_t x = live[i];
      for (int64_t m = 2; m <= x && !wins; ++m) {
        std::vector<int64_t> next;
        for (size_t k = 0; k < live.size(); ++k) {
          if (k != i) next.push_back(live[k]);
        }
        // The parts: x % m of x / m + 1 and the rest of x / m.
        for (int64_t part = 0; part < m; ++part) {
          const int64_t size = x / m + (part < x % m ? 1 : 0);
          if (size >= threshold_) next.push_back(size);
        }
        std::sort(next.begin(), next.end());
        wins = !Wins(next);
      }
    }
    memo_[live] = wins;
    return wins;
  }

  int64_t threshold_;
  std::map<std::vector<int64_t>, bool> memo_;
};

void ExpectScores(const PreparedProblemPtr& problem, const std::string& winner,
                  const std::string& where) {
  ASSERT_NE(problem, nullptr) << where;
  for (const std::string word : {"Stan", "Ollie"}) {
    EXPECT_EQ(testing::ScoreWith(kName, *problem, "<answer>" + word + "</answer>").score,
              word == winner ? 1.0 : 0.0)
        << where;
  }
}

// RLVE's MAX_SUM: 5, then int(1.2 x + 1), in double arithmetic as Python.
int64_t RlveMaxSum(int level) {
  int64_t x = 5;
  for (int d = 0; d < level; ++d) x = static_cast<int64_t>(static_cast<double>(x) * 1.2 + 1);
  return x;
}

void ExpectDrawnShape(const std::vector<int64_t>& stones, int64_t f, int level,
                      const std::string& where) {
  int64_t sum = 0;
  for (const int64_t x : stones) {
    ASSERT_GE(x, 1) << where;
    sum += x;
  }
  const int64_t n = static_cast<int64_t>(stones.size());
  EXPECT_GE(sum, 2) << where;
  EXPECT_LE(sum, RlveMaxSum(level)) << where;
  EXPECT_LE(n, std::min<int64_t>(sum / 2, 100)) << where;
  EXPECT_GE(f, 1) << where;
  EXPECT_LE(f, *std::max_element(stones.begin(), stones.end()) + 1) << where;
}

TEST(EvenSplitGameBruteForceTest, ReferenceMatchesGameSearch) {
  std::map<int64_t, Brute> brutes;  // One memo per F.
  std::set<std::string> winners;
  // Levels 0..8: heaps total at most 32.
  for (const testing::Generated& g : testing::GenerateSmall(kName, 8, 40)) {
    const std::vector<int64_t> stones = g.Ints("stones");
    const int64_t f = g.Int("f");
    ExpectDrawnShape(stones, f, g.level, g.Where());
    Brute& brute = brutes.try_emplace(f, f).first->second;
    const std::string winner = brute.MoverWins(stones) ? "Stan" : "Ollie";
    EXPECT_EQ(g.answer, winner) << g.Where();
    winners.insert(g.answer);
    ExpectScores(testing::PrepareGenerated(kName, g), winner, g.Where());
  }
  // The winner is drawn first, each with odds 1/2: both appear in 360.
  EXPECT_EQ(winners.size(), 2u);
}

TEST(EvenSplitGameBruteForceTest, HighLevelsKeepTheirShape) {
  const TaskType* task = testing::TestCatalog().tasks.Find(kName);
  ASSERT_NE(task, nullptr);
  for (const int level : {20, 40, 64}) {
    for (uint64_t seed = 0; seed < 3; ++seed) {
      auto problem = task->Generate(level, seed);
      ASSERT_TRUE(problem.ok()) << problem.status();
      const auto& fields = problem->environment().instance().fields();
      std::vector<int64_t> stones;
      for (const auto& v : fields.at("stones").list_value().values()) {
        stones.push_back(static_cast<int64_t>(v.number_value()));
      }
      ExpectDrawnShape(stones, static_cast<int64_t>(fields.at("f").number_value()), level,
                       absl::StrCat("level ", level, " seed ", seed));
    }
  }
  EXPECT_EQ(RlveMaxSum(8), 32);
  EXPECT_EQ(RlveMaxSum(64), 943124);
}

// Every multiset of heaps totalling at most 10, with every F from 1 to the
// largest heap + 1: the winner by game search earns 1, the other name 0.
TEST(EvenSplitGameBruteForceTest, EverySmallPosition) {
  std::map<int64_t, Brute> brutes;
  int positions = 0;
  std::set<std::string> winners;
  // Partitions as non-increasing lists, built part by part.
  std::vector<std::vector<int64_t>> partitions;
  std::vector<int64_t> current;
  auto extend = [&](auto&& self, int64_t left, int64_t largest) -> void {
    if (!current.empty()) partitions.push_back(current);
    for (int64_t part = std::min(left, largest); part >= 1; --part) {
      current.push_back(part);
      self(self, left - part, part);
      current.pop_back();
    }
  };
  extend(extend, 10, 10);
  for (const std::vector<int64_t>& stones : partitions) {
    for (int64_t f = 1; f <= stones.front() + 1; ++f) {
      Brute& brute = brutes.try_emplace(f, f).first->second;
      const std::string winner = brute.MoverWins(stones) ? "Stan" : "Ollie";
      winners.insert(winner);
      ExpectScores(testing::PrepareInstance(kName, Instance(stones, f)), winner,
                   Instance(stones, f));
      ++positions;
    }
  }
  EXPECT_EQ(partitions.size(), 138u);  // p(1) + ... + p(10).
  EXPECT_GT(positions, 138);
  EXPECT_EQ(winners.size(), 2u);
}

// Larger heaps, where game search is out of reach: the Sprague-Grundy
// value of one heap from every split M = 2..x (no blocks), and pairs of
// heaps won by Stan iff their values differ.
TEST(EvenSplitGameBruteForceTest, PairsOfLargerHeaps) {
  for (const int64_t f : {1, 2, 3, 7, 40}) {
    constexpr int64_t kTop = 300;
    std::vector<int64_t> value(kTop + 1, 0);
    for (int64_t x = std::max<int64_t>(f, 2); x <= kTop; ++x) {
      std::set<int64_t> reached;
      for (int64_t m = 2; m <= x; ++m) {
        int64_t v = 0;
        for (int64_t part = 0; part < m; ++part) v ^= value[x / m + (part < x % m ? 1 : 0)];
        reached.insert(v);
      }
      while (reached.count(value[x])) ++value[x];
    }
    for (int64_t x = 1; x <= kTop; x += 7) {
      for (const int64_t y : {x / 2 + 1, x + 1, x + 3, 2 * x}) {
        if (y > kTop) continue;
        const std::string winner = value[x] != value[y] ? "Stan" : "Ollie";
        ExpectScores(testing::PrepareInstance(kName, Instance({x, y}, f)), winner,
                     Instance({x, y}, f));
      }
    }
  }
}

}  // namespace
}  // namespace even_split_game_test_cc
}  // namespace referee

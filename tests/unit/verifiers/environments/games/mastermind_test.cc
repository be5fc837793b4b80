// mastermind: peg counts and the ladder worked by hand on explicit
// instances; the pegs against a direct count; the tabulated worst cases
// (and so the turn limits) recomputed from the reference strategy's
// decision tree; then the properties every game has (game_checks.h).
#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gtest/gtest.h"
#include "tests/test_catalog.h"
#include "tests/unit/verifiers/environments/games/game_checks.h"
#include "tests/sanitizers.h"

namespace referee {
inline namespace mastermind_test_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr char kName[] = "mastermind";

using Code = std::vector<int>;

// P = 4, C = 6: the reference needs at most 9 guesses, so the limit is 11
// and an illegal action costs 1/11.
constexpr char kSecret1123[] = R"({"positions": 4, "colours": 6, "secret": [1, 1, 2, 3]})";

TEST(MastermindTest, PegsOfAnEpisode) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kSecret1123);
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns = testing::PlayEpisode(
      *problem, {"1 2 3 4", "1122", "3,3,1,1", "1 1 1 1", "abc", "123", "1 2 3 7", "0000",
                 " 1 1 2 3 "});
  ASSERT_EQ(turns.size(), 9u);
  // 1 2 3 4 against 1 1 2 3: position 1 agrees; of the rest, 2 and 3 are
  // in the code elsewhere, 4 is not.
  EXPECT_EQ(turns[0].observation, "1 2 3 4: 1 black, 2 white.");
  EXPECT_EQ(turns[0].reward, 0);
  EXPECT_FALSE(turns[0].done);
  // Positions 1, 2, 3 agree; the guess's last 2 is not among the code's
  // remaining colours (3).
  EXPECT_EQ(turns[1].observation, "1 1 2 2: 3 black, 0 white.");
  // No position agrees; the guess's two 1s match the code's two 1s, its
  // two 3s the code's one 3.
  EXPECT_EQ(turns[2].observation, "3 3 1 1: 0 black, 3 white.");
  // Two 1s in place; the code has no further 1 for the other two.
  EXPECT_EQ(turns[3].observation, "1 1 1 1: 2 black, 0 white.");
  EXPECT_EQ(turns[4].observation, "Not a guess: reply with 4 digits from 1 to 6, like `1 2 3 4`.");
  EXPECT_DOUBLE_EQ(turns[4].reward, -1.0 / 11);
  EXPECT_EQ(turns[5].observation, "A guess has 4 digits; yours has 3.");
  EXPECT_DOUBLE_EQ(turns[5].reward, -1.0 / 11);
  EXPECT_EQ(turns[6].observation, "Colour 7 does not exist: colours are 1 to 6.");
  EXPECT_DOUBLE_EQ(turns[6].reward, -1.0 / 11);
  EXPECT_EQ(turns[7].observation, "Colour 0 does not exist: colours are 1 to 6.");
  EXPECT_FALSE(turns[7].done);
  EXPECT_EQ(turns[8].observation, "1 1 2 3: 4 black. That is the code: you win.");
  EXPECT_EQ(turns[8].reward, 1);
  EXPECT_TRUE(turns[8].done && turns[8].correct);
}

// P = 3, C = 4: at most 6 guesses, limit 8.
TEST(MastermindTest, TheEighthWrongGuessEndsTheEpisode) {
  PreparedProblemPtr problem =
      testing::GameInstance(kName, R"({"positions": 3, "colours": 4, "secret": [4, 4, 2]})");
  ASSERT_NE(problem, nullptr);
  const std::vector<TurnOutcome> turns = testing::PlayEpisode(
      *problem, {"111", "111", "111", "111", "111", "111", "111", "2 4 4", "442"});
  ASSERT_EQ(turns.size(), 8u);  // The ninth is never played.
  EXPECT_EQ(turns[0].observation, "1 1 1: 0 black, 0 white.");
  EXPECT_TRUE(turns[7].done);
  EXPECT_FALSE(turns[7].correct);
  // 2 4 4 against 4 4 2: the middle 4 in place; the guess's 2 and other 4
  // match the code's 2 and first 4 elsewhere.
  EXPECT_EQ(turns[7].observation,
            "2 4 4: 1 black, 2 white.\nNo turns left: the episode is over.");
}

TEST(MastermindTest, ScoreReadsTheActionsOfTheAnswer) {
  PreparedProblemPtr problem = testing::GameInstance(kName, kSecret1123);
  ASSERT_NE(problem, nullptr);
  auto score = [&](absl::string_view output) { return testing::ScoreAnswer(*problem, output); };
  EXPECT_EQ(score("<answer>1 1 2 3</answer>").score, 1);
  EXPECT_TRUE(score("<answer>1234\n1123</answer>").correct);
  EXPECT_DOUBLE_EQ(score("<answer>12\n1 1 2 3\n9999</answer>").score, 1 - 1.0 / 11);
  EXPECT_EQ(score("<answer>1 2 3 4\n1 1 2 2</answer>").score, 0);
  EXPECT_FALSE(score("<answer>1 1 2 4</answer>").correct);
  EXPECT_EQ(score("no answer").score, -1);
}

TEST(MastermindTest, InstancesAreChecked) {
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"positions": 1, "colours": 2, "secret": [2]})")
                  .ok());
  EXPECT_TRUE(testing::PrepareInstanceStatus(
                  kName, R"({"positions": 6, "colours": 8, "secret": [8, 8, 8, 8, 8, 8]})")
                  .ok());
  // A colour outside 1..C, a secret of the wrong length, sizes out of range,
  // a missing or unknown field.
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"positions": 3, "colours": 4, "secret": [1, 5, 1]})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"positions": 3, "colours": 4, "secret": [1, 0, 1]})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"positions": 3, "colours": 4, "secret": [1, 2]})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"positions": 7, "colours": 4, "secret": [1, 1, 1, 1, 1, 1, 1]})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"positions": 2, "colours": 9, "secret": [1, 1]})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"positions": 2, "colours": 1, "secret": [1, 1]})")
                   .ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(kName, R"({"positions": 2, "colours": 3})").ok());
  EXPECT_FALSE(testing::PrepareInstanceStatus(
                   kName, R"({"positions": 1, "colours": 2, "secret": [1], "hint": 1})")
                   .ok());
}

// Every code of `positions` digits 1..colours, in lexicographic order.
std::vector<Code> AllCodes(int positions, int colours) {
  std::vector<Code> codes;
  Code code(positions, 1);
  while (true) {
    codes.push_back(code);
    int i = positions - 1;
    while (i >= 0 && code[i] == colours) code[i--] = 1;
    if (i < 0) return codes;
    ++code[i];
  }
}

// Pegs by the definition: each guess peg is matched with at most one code
// peg, first the equal positions, then any equal colour left unmatched.
std::pair<int, int> CountPegs(const Code& guess, const Code& code) {
  std::vector<bool> guess_used(guess.size()), code_used(code.size());
  int black = 0, white = 0;
  for (size_t i = 0; i < guess.size(); ++i) {
    if (guess[i] == code[i]) {
      ++black;
      guess_used[i] = code_used[i] = true;
    }
  }
  for (size_t i = 0; i < guess.size(); ++i) {
    if (guess_used[i]) continue;
    for (size_t j = 0; j < code.size(); ++j) {
      if (!code_used[j] && code[j] == guess[i]) {
        ++white;
        code_used[j] = true;
        break;
      }
    }
  }
  return {black, white};
}

std::string Digits(const Code& code) {
  return absl::StrJoin(code, " ");
}

std::string InstanceOf(const Code& secret, int colours) {
  return absl::StrCat(R"({"positions": )", secret.size(), R"(, "colours": )", colours,
                      R"(, "secret": [)", absl::StrJoin(secret, ", "), "]}");
}

// Every (guess, secret) pair of P = 3, C = 4 and a sample of P = 5, C = 6:
// the game's pegs are the direct count's.
TEST(MastermindTest, PegsMatchADirectCount) {
  for (const auto& [positions, colours, step] : {std::tuple<int, int, int>{3, 4, 1},
                                                 std::tuple<int, int, int>{5, 6, 97}}) {
    const std::vector<Code> codes = AllCodes(positions, colours);
    for (size_t s = 0; s < codes.size(); s += step) {
      PreparedProblemPtr problem = testing::GameInstance(kName, InstanceOf(codes[s], colours));
      ASSERT_NE(problem, nullptr);
      for (size_t g = 0; g < codes.size(); g += step) {
        if (g == s) continue;  // A solving guess ends the episode.
        const auto [black, white] = CountPegs(codes[g], codes[s]);
        // A fresh session per guess: the limit must not end the loop.
        std::unique_ptr<Session> session = testing::StartEpisode(*problem);
        const TurnOutcome turn = session->Act(Digits(codes[g]), true);
        EXPECT_EQ(turn.observation,
                  absl::StrCat(Digits(codes[g]), ": ", black, " black, ", white, " white."))
            << "secret " << Digits(codes[s]);
      }
    }
  }
}

// Pegs as black * 16 + white, counted fast (the test above checks this
// count against the definition on small sizes).
int FastPegs(const Code& guess, const Code& code) {
  int black = 0, in_guess[10] = {0}, in_code[10] = {0};
  for (size_t i = 0; i < guess.size(); ++i) {
    if (guess[i] == code[i]) {
      ++black;
    } else {
      ++in_guess[guess[i]];
      ++in_code[code[i]];
    }
  }
  int white = 0;
  for (int c = 0; c < 10; ++c) white += std::min(in_guess[c], in_code[c]);
  return black * 16 + white;
}

// The reference strategy from the definition: the lexicographically first
// code consistent with every answer so far. Its decision tree, explored in
// full: each node guesses the first code of its candidate set and splits
// the set by the answer. The deepest leaf is the worst case.
int WorstGuesses(const std::vector<Code>& codes, const std::vector<int>& candidates, int depth) {
  const Code& guess = codes[candidates[0]];
  std::map<int, std::vector<int>> parts;
  const int solved = static_cast<int>(guess.size()) * 16;
  for (int c : candidates) {
    const int pegs = FastPegs(guess, codes[c]);
    if (pegs != solved) parts[pegs].push_back(c);
  }
  int worst = depth;
  for (const auto& [pegs, part] : parts) {
    worst = std::max(worst, WorstGuesses(codes, part, depth + 1));
  }
  return worst;
}

TEST(MastermindTest, FastPegsIsTheDirectCount) {
  const std::vector<Code> codes = AllCodes(4, 4);
  for (const Code& a : codes) {
    for (const Code& b : codes) {
      const auto [black, white] = CountPegs(a, b);
      ASSERT_EQ(FastPegs(a, b), black * 16 + white);
    }
  }
}

// The turn limit of every (P, C) an instance may have is the worst case
// over all secrets + 2.
TEST(MastermindTest, TurnLimitIsTheWorstCasePlusTwo) {
  for (int positions = 1; positions <= 6; ++positions) {
    for (int colours = 2; colours <= 8; ++colours) {
      // The two largest spaces (7^6, 8^6 codes) are the plain suite's:
      // they are most of this test's time under AddressSanitizer.
      if (testing::kUnderAddressSanitizer && std::pow(colours, positions) > 1e5) continue;
      const std::vector<Code> codes = AllCodes(positions, colours);
      std::vector<int> all(codes.size());
      for (size_t i = 0; i < all.size(); ++i) all[i] = static_cast<int>(i);
      const int worst = WorstGuesses(codes, all, 1);
      PreparedProblemPtr problem =
          testing::GameInstance(kName, InstanceOf(Code(positions, 1), colours));
      ASSERT_NE(problem, nullptr);
      EXPECT_EQ(testing::StartEpisode(*problem)->TurnLimit(), worst + 2)
          << "P " << positions << " C " << colours;
    }
  }
  // Levels 0..8: (3,4) (3,5) (4,4) (4,5) (4,6) (5,6) (5,7) (5,8) (6,8).
  const TaskType* task = testing::TestCatalog().tasks.Find(kName);
  ASSERT_NE(task, nullptr);
  const int expected[] = {8, 9, 9, 10, 11, 13, 14, 15, 16};
  for (int d = 0; d <= 8; ++d) EXPECT_EQ(task->MaxTurns(d), expected[d]) << d;
}

// The generated reference is that strategy, guess for guess.
TEST(MastermindTest, ReferenceGuessesTheFirstConsistentCode) {
  for (int level = 0; level <= 4; ++level) {
    for (uint64_t seed = 0; seed < 20; ++seed) {
      PreparedProblemPtr problem = testing::GameProblem(kName, level, seed);
      ASSERT_NE(problem, nullptr);
      const std::vector<std::string> actions = testing::ReferenceActions(*problem);
      ASSERT_FALSE(actions.empty());
      // The secret is the last guess; replay the strategy against it.
      Code secret;
      for (char c : actions.back()) {
        if (c != ' ') secret.push_back(c - '0');
      }
      const int colours = level == 0 ? 4 : level == 1 ? 5 : level == 2 ? 4 : level == 3 ? 5 : 6;
      std::vector<std::pair<Code, std::pair<int, int>>> answers;
      std::vector<std::string> expected;
      for (const Code& code : AllCodes(static_cast<int>(secret.size()), colours)) {
        bool consistent = true;
        for (const auto& [guess, pegs] : answers) {
          consistent = consistent && CountPegs(guess, code) == pegs;
        }
        if (!consistent) continue;
        expected.push_back(Digits(code));
        if (code == secret) break;
        answers.push_back({code, CountPegs(code, secret)});
      }
      EXPECT_EQ(actions, expected) << "level " << level << " seed " << seed;
    }
  }
}

std::string RandomGuess(tasks::Rng& rng) {
  const int length = static_cast<int>(rng.Uniform(3, 7));
  std::string guess;
  for (int i = 0; i < length; ++i) {
    if (i > 0 && rng.Chance(1, 2)) guess += ' ';
    guess += static_cast<char>('0' + rng.Uniform(1, 8));
  }
  return guess;
}

TEST(MastermindTest, ReferenceSolvesEveryLevel) {
  testing::ExpectReferenceSolves(kName, 8, 40);
}

TEST(MastermindTest, RandomPlayIsSafe) {
  testing::ExpectRandomPlayIsSafe(kName, 8, 10, RandomGuess);
}

TEST(MastermindTest, ReplayIsDeterministic) {
  testing::ExpectReplayIsDeterministic(kName, 8, 3, RandomGuess);
}

}  // namespace
}  // namespace mastermind_test_cc
}  // namespace referee

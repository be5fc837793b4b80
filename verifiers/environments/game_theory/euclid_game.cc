#include "verifiers/environments/game_theory/euclid_game.h"

#include <initializer_list>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace euclid_game_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 49;  // MAX_X_Y = 16 * 2^49 = 2^53.
constexpr int64_t kMaxValue = environments::kMaxJsonInteger;
// RLVE redraws (X, Y) until the chosen player wins; each draw misses with
// odds at most 0.66 (level 0), so 1024 draws all miss with odds < 10^-180.
constexpr int kMaxDraws = 1024;

struct EuclidGameInstance {
  int64_t x = 1;
  int64_t y = 1;
  bool stan_wins = false;  // Derived: the first player wins.
};

// Whether the player to move wins from (x, y), both >= 1. At (a, b) with
// a >= b, a >= 2b lets the mover choose between (a mod b, b) and
// (a mod b + b, b), one of which loses for the opponent (or is a zero);
// a = b empties a number at once; with b < a < 2b the only move is to
// (b, a - b), and the mover wins iff the opponent then loses. The sum
// falls at every step, like Euclid's algorithm: at most ~80 steps at 2^53.
bool FirstPlayerWins(int64_t x, int64_t y) {
  int64_t a = x > y ? x : y;
  int64_t b = x > y ? y : x;
  bool first_to_move = true;
  while (a / b == 1 && a != b) {
    const int64_t rest = a - b;  // 0 < rest < b.
    a = b;
    b = rest;
    first_to_move = !first_to_move;
  }
  return first_to_move;
}

class EuclidGameEnvironment final : public environments::LadderEnvironment<EuclidGameInstance> {
 public:
  EuclidGameEnvironment()
      : LadderEnvironment(
            {"euclid_game", "RLVE-Gym:EuclidGame", kMaxDifficulty,
             "Two players alternately subtract a positive multiple of one number of a pair from "
             "the other, never going below zero; whoever makes a number zero wins. Name the "
             "winner under optimal play: Stan (first) or Ollie.",
             /*difficulty_help=*/"MAX_X_Y = 16 * 2^d; the winner drawn with odds 1/2 each, then X "
             "and Y uniform in 1..MAX_X_Y redrawn until that player wins"},
            {"RLVE EuclidGame ladder: -1 no answer, -0.5 neither Stan nor Ollie (after strip), 1 "
             "the winner, 0 the other player."}) {}

 protected:
  EuclidGameInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_value = int64_t{16} << difficulty;
    const bool stan = rng.Chance(1, 2);
    EuclidGameInstance instance;
    for (int draw = 0; draw < kMaxDraws; ++draw) {
      instance.x = rng.Uniform(1, max_value);
      instance.y = rng.Uniform(1, max_value);
      if (FirstPlayerWins(instance.x, instance.y) == stan) return instance;
    }
    // Never reached in practice (see kMaxDraws): a fixed pair the chosen
    // player wins, so generation always ends.
    instance.x = stan ? 1 : 3;
    instance.y = stan ? 1 : 2;
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<EuclidGameInstance>& fields) const override {
    fields.Int("x", &EuclidGameInstance::x, 1, kMaxValue)
        .Int("y", &EuclidGameInstance::y, 1, kMaxValue);
  }
  absl::Status Finish(EuclidGameInstance& instance) const override {
    instance.stan_wins = FirstPlayerWins(instance.x, instance.y);
    return absl::OkStatus();
  }
  std::string Prompt(const EuclidGameInstance& instance) const override {
    return absl::StrCat(
        "Stan and Ollie play a game on two positive integers, ", instance.x,
        " and ", instance.y,
        ". They take turns, and Stan moves first. A move picks one of the two "
        "numbers and subtracts from it some positive multiple of the other "
        "number, as long as the result is not negative. The first player who "
        "turns one of the numbers into 0 wins.\n\n"
        "Assuming both players play perfectly, who wins?\n\n"
        "Put your final answer inside <answer> </answer> tags: exactly one "
        "word, Stan or Ollie (no quotes, nothing else).");
  }
  std::string Reference(const EuclidGameInstance& instance) const override {
    return environments::AnswerTagged(instance.stan_wins ? "Stan" : "Ollie");
  }

  absl::StatusOr<Verdict> Grade(const EuclidGameInstance& instance,
                                const VerifyInput& input) const override {
    return environments::GradeOneOfTwoWords(input.output, "Stan", "Ollie", instance.stan_wins);
  }
};

}  // namespace
}  // namespace euclid_game_cc

absl::Status RegisterEuclidGameEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<EuclidGameEnvironment>());
}

}  // namespace referee

#include "verifiers/environments/games/number_guessing.h"

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "verifiers/environments/games/game.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace number_guessing_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 30;
constexpr int64_t kMaxHigh = int64_t{1} << 40;

struct NumberGuessingInstance {
  int64_t high = 1;    // The secret is in 1..high.
  int64_t secret = 1;
};

// What the player knows: the secret lies in low..high.
struct NumberGuessingState {
  int64_t low = 1;
  int64_t high = 1;
};

// N = 2^(d+3): 8 at level 0, about 8.6 billion at the top.
int64_t HighAt(int difficulty) { return int64_t{1} << (difficulty + 3); }

// floor(log2 n) + 1: binary search's most guesses on 1..n.
int SearchDepth(int64_t n) {
  int depth = 0;
  for (; n > 0; n >>= 1) ++depth;
  return depth;
}

// "17" or "guess 17" (any case, any spacing); nullopt for anything else.
std::optional<int64_t> ParseGuess(absl::string_view action) {
  action = absl::StripAsciiWhitespace(action);
  if (absl::StartsWithIgnoreCase(action, "guess")) {
    action = absl::StripLeadingAsciiWhitespace(action.substr(5));
  }
  int64_t value = 0;
  if (action.empty() || action.size() > 20 || !absl::SimpleAtoi(action, &value)) {
    return std::nullopt;
  }
  return value;
}

class NumberGuessingEnvironment final
    : public environments::GameEnvironment<NumberGuessingInstance, NumberGuessingState> {
 public:
  NumberGuessingEnvironment()
      : GameEnvironment(
            {"number_guessing", "Referee", kMaxDifficulty,
             "Interactive: find a hidden integer in 1..N from higher/lower replies.",
             /*difficulty_help=*/"N = 2^(d+3); turn limit floor(log2 N) + 3"}) {}

 protected:
  NumberGuessingInstance Make(int difficulty, tasks::Rng& rng) const override {
    NumberGuessingInstance instance;
    instance.high = HighAt(difficulty);
    instance.secret = rng.Uniform(1, instance.high);
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<NumberGuessingInstance>& fields) const override {
    using I = NumberGuessingInstance;
    fields.Int("high", &I::high, 1, kMaxHigh)
        .Int("secret", &I::secret, 1, [](const I& x) { return x.high; });
  }

  std::string Prompt(const NumberGuessingInstance& instance) const override {
    return absl::StrCat(
        "I am thinking of an integer from 1 to ", instance.high,
        ". Find it. Each turn, guess one integer (reply with just the number, "
        "for example `", (instance.high + 1) / 2,
        "`); I will answer whether my number is higher, lower, or correct. "
        "You have ", TurnLimit(instance), " guesses.");
  }

  int TurnLimit(const NumberGuessingInstance& instance) const override {
    return SearchDepth(instance.high) + 2;
  }
  int TurnLimitAt(int difficulty) const override {
    return SearchDepth(HighAt(difficulty)) + 2;
  }

  NumberGuessingState Begin(const NumberGuessingInstance& instance) const override {
    return {1, instance.high};
  }

  TurnOutcome Play(const NumberGuessingInstance& instance, NumberGuessingState& state,
                   absl::string_view action, bool observe) const override {
    const std::optional<int64_t> guess = ParseGuess(action);
    if (!guess) {
      return environments::Illegal(
          TurnLimit(instance),
          observe ? absl::StrCat("Not a guess: reply with one integer from 1 to ",
                                 instance.high, ".")
                  : "");
    }
    if (*guess < 1 || *guess > instance.high) {
      return environments::Illegal(
          TurnLimit(instance),
          observe ? absl::StrCat(*guess, " is outside 1..", instance.high, ".") : "");
    }
    if (*guess == instance.secret) {
      return environments::Solved(observe ? absl::StrCat("Correct: it is ", *guess, ".")
                                          : "");
    }
    if (*guess < instance.secret) {
      state.low = std::max(state.low, *guess + 1);
      return environments::Continue(
          observe ? absl::StrCat("Higher: my number is greater than ", *guess, ".") : "");
    }
    state.high = std::min(state.high, *guess - 1);
    return environments::Continue(
        observe ? absl::StrCat("Lower: my number is less than ", *guess, ".") : "");
  }

  std::vector<std::string> ReferenceActions(
      const NumberGuessingInstance& instance) const override {
    // Binary search: at most floor(log2 N) + 1 guesses.
    std::vector<std::string> actions;
    int64_t low = 1, high = instance.high;
    while (true) {
      const int64_t mid = low + (high - low) / 2;
      actions.push_back(absl::StrCat(mid));
      if (mid == instance.secret) return actions;
      if (mid < instance.secret) {
        low = mid + 1;
      } else {
        high = mid - 1;
      }
    }
  }
};

}  // namespace
}  // namespace number_guessing_cc

absl::Status RegisterNumberGuessingEnvironment(Catalog& catalog,
                                               const TaskOptions& options) {
  return environments::RegisterGame(catalog,
                                    std::make_unique<NumberGuessingEnvironment>());
}

}  // namespace referee

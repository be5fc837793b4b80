#include "verifiers/environments/games/mastermind.h"

#include <array>

#include "absl/strings/ascii.h"
#include "verifiers/environments/games/game.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace mastermind_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 8;
constexpr int kMinPositions = 1;
constexpr int kMaxPositions = 6;
constexpr int kMinColours = 2;
constexpr int kMaxColours = 8;

// (P, C) of each level.
constexpr int kLevels[kMaxDifficulty + 1][2] = {
    {3, 4}, {3, 5}, {4, 4}, {4, 5}, {4, 6}, {5, 6}, {5, 7}, {5, 8}, {6, 8}};

// W(P, C): the most guesses the reference policy (the lexicographically
// first consistent code) needs over every secret, for P = 1..6 (rows) and
// C = 2..8 (columns). Found by exhaustive search of its decision tree;
// mastermind_test recomputes every entry.
constexpr int kWorstGuesses[kMaxPositions][kMaxColours - kMinColours + 1] = {
    {2, 3, 4, 5, 6, 7, 8},          // P = 1
    {3, 4, 5, 6, 7, 8, 9},          // P = 2
    {4, 5, 6, 7, 8, 9, 10},         // P = 3
    {5, 6, 7, 8, 9, 10, 11},        // P = 4
    {6, 7, 9, 10, 11, 12, 13},      // P = 5
    {7, 8, 10, 11, 12, 13, 14},     // P = 6
};

int LimitFor(int positions, int colours) {
  return kWorstGuesses[positions - 1][colours - kMinColours] + 2;
}

using Code = std::array<int, kMaxPositions>;

struct MastermindInstance {
  int positions = kMinPositions;
  int colours = kMinColours;
  std::vector<int64_t> secret_values;  // `positions` entries, each 1..colours.
  // Derived: secret_values as a code.
  Code secret{};  // The first `positions` entries, each 1..colours.
};

// Play reads only the instance: nothing to keep between guesses.
struct MastermindState {};

struct Pegs {
  int black = 0;
  int white = 0;
};

// Standard Mastermind feedback of `guess` against `code`.
Pegs Score(const Code& guess, const Code& code, int positions) {
  Pegs pegs;
  std::array<int, kMaxColours + 1> in_guess{}, in_code{};
  for (int i = 0; i < positions; ++i) {
    if (guess[i] == code[i]) {
      ++pegs.black;
    } else {
      ++in_guess[guess[i]];
      ++in_code[code[i]];
    }
  }
  for (int c = 1; c <= kMaxColours; ++c) pegs.white += std::min(in_guess[c], in_code[c]);
  return pegs;
}

std::string CodeText(const Code& code, int positions) {
  std::string text;
  for (int i = 0; i < positions; ++i) {
    if (i > 0) text += ' ';
    text += static_cast<char>('0' + code[i]);
  }
  return text;
}

// A legal guess to show: 1 2 3 ... cycling through the colours.
std::string ExampleText(const MastermindInstance& instance) {
  Code example{};
  for (int i = 0; i < instance.positions; ++i) example[i] = i % instance.colours + 1;
  return CodeText(example, instance.positions);
}

enum class ParseError { kNone, kNotAGuess, kLength, kColour };

struct ParsedGuess {
  ParseError error = ParseError::kNone;
  Code code{};
  int digits = 0;       // How many digits the action had.
  int bad_colour = -1;  // The first digit outside 1..C.
};

// Digits separated by optional spaces or commas; anything else is not a
// guess. Linear in the action, whatever its length.
ParsedGuess ParseGuess(absl::string_view action, int positions, int colours) {
  ParsedGuess parsed;
  action = absl::StripAsciiWhitespace(action);
  if (action.empty()) {
    parsed.error = ParseError::kNotAGuess;
    return parsed;
  }
  for (char c : action) {
    if (c == ' ' || c == ',' || c == '\t') continue;
    if (c < '0' || c > '9') {
      parsed.error = ParseError::kNotAGuess;
      return parsed;
    }
    const int digit = c - '0';
    if (parsed.digits < positions) parsed.code[parsed.digits] = digit;
    if ((digit < 1 || digit > colours) && parsed.bad_colour < 0) parsed.bad_colour = digit;
    ++parsed.digits;
  }
  if (parsed.digits != positions) {
    parsed.error = ParseError::kLength;
  } else if (parsed.bad_colour >= 0) {
    parsed.error = ParseError::kColour;
  }
  return parsed;
}

class MastermindEnvironment final
    : public environments::GameEnvironment<MastermindInstance, MastermindState> {
 public:
  MastermindEnvironment()
      : GameEnvironment(
            {"mastermind", "Referee", kMaxDifficulty,
             "Interactive: crack a hidden colour code from black/white peg feedback.",
             /*difficulty_help=*/"(positions, colours) = (3,4), (3,5), (4,4), (4,5), (4,6), "
             "(5,6), (5,7), (5,8), (6,8) at levels 0..8; turn limit = the reference's worst case "
             "+ 2 (8, 9, 9, 10, 11, 13, 14, 15, 16)"}) {}

 protected:
  MastermindInstance Make(int difficulty, tasks::Rng& rng) const override {
    MastermindInstance instance;
    instance.positions = kLevels[difficulty][0];
    instance.colours = kLevels[difficulty][1];
    for (int i = 0; i < instance.positions; ++i) {
      instance.secret_values.push_back(rng.Uniform(1, instance.colours));
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<MastermindInstance>& fields) const override {
    using I = MastermindInstance;
    fields.Int("positions", &I::positions, kMinPositions, kMaxPositions)
        .Int("colours", &I::colours, kMinColours, kMaxColours)
        .Ints("secret", &I::secret_values, kMaxPositions, 1, [](const I& x) { return x.colours; });
  }

  absl::Status Finish(MastermindInstance& instance) const override {
    if (static_cast<int64_t>(instance.secret_values.size()) != instance.positions) {
      return BadInstance("secret", absl::StrCat("has ", instance.secret_values.size(),
                                                " entries, not positions = ", instance.positions));
    }
    instance.secret = Code{};
    for (int i = 0; i < instance.positions; ++i) {
      instance.secret[i] = static_cast<int>(instance.secret_values[i]);
    }
    return absl::OkStatus();
  }

  std::string Prompt(const MastermindInstance& instance) const override {
    return absl::StrCat(
        "Let's play Mastermind. I have picked a secret code of ", instance.positions,
        " positions; each position holds one colour, numbered 1 to ", instance.colours,
        ", and a colour may appear more than once. Work out the code.\n\n"
        "Each turn, guess a whole code: reply with ", instance.positions,
        " digits from 1 to ", instance.colours, ", one per position, for example `",
        ExampleText(instance),
        "` (spaces or commas between the digits are optional). I answer with two counts:\n"
        "- black: positions where your colour is exactly right;\n"
        "- white: further colours that are in the code but in a different position "
        "(each colour of the code matched at most once, and never one already counted "
        "as black).\n"
        "When you get ", instance.positions, " black, you have won. You have ",
        TurnLimit(instance), " guesses.");
  }

  int TurnLimit(const MastermindInstance& instance) const override {
    return LimitFor(instance.positions, instance.colours);
  }
  int TurnLimitAt(int difficulty) const override {
    return LimitFor(kLevels[difficulty][0], kLevels[difficulty][1]);
  }

  MastermindState Begin(const MastermindInstance&) const override { return {}; }

  TurnOutcome Play(const MastermindInstance& instance, MastermindState&,
                   absl::string_view action, bool observe) const override {
    const int p = instance.positions;
    const ParsedGuess guess = ParseGuess(action, p, instance.colours);
    switch (guess.error) {
      case ParseError::kNone:
        break;
      case ParseError::kNotAGuess:
        return environments::Illegal(
            TurnLimit(instance),
            observe ? absl::StrCat("Not a guess: reply with ", p, " digits from 1 to ",
                                   instance.colours, ", like `", ExampleText(instance), "`.")
                    : "");
      case ParseError::kLength:
        return environments::Illegal(
            TurnLimit(instance),
            observe ? absl::StrCat("A guess has ", p, " digits; yours has ", guess.digits,
                                   ".")
                    : "");
      case ParseError::kColour:
        return environments::Illegal(
            TurnLimit(instance),
            observe ? absl::StrCat("Colour ", guess.bad_colour, " does not exist: colours are 1 to ",
                                   instance.colours, ".")
                    : "");
    }
    const Pegs pegs = Score(guess.code, instance.secret, p);
    if (pegs.black == p) {
      return environments::Solved(
          observe ? absl::StrCat(CodeText(guess.code, p), ": ", p,
                                 " black. That is the code: you win.")
                  : "");
    }
    return environments::Continue(
        observe ? absl::StrCat(CodeText(guess.code, p), ": ", pegs.black, " black, ",
                               pegs.white, " white.")
                : "");
  }

  std::vector<std::string> ReferenceActions(
      const MastermindInstance& instance) const override {
    // Codes in lexicographic order; the first one consistent with every
    // answer so far is the next guess. A code skipped stays inconsistent
    // (the answers only accumulate), so one pass over the codes suffices.
    const int p = instance.positions;
    struct Answered {
      Code guess;
      Pegs pegs;
    };
    std::vector<Answered> history;
    std::vector<std::string> actions;
    Code code{};
    for (int i = 0; i < p; ++i) code[i] = 1;
    while (true) {
      bool consistent = true;
      for (const Answered& a : history) {
        const Pegs pegs = Score(a.guess, code, p);
        if (pegs.black != a.pegs.black || pegs.white != a.pegs.white) {
          consistent = false;
          break;
        }
      }
      if (consistent) {
        actions.push_back(CodeText(code, p));
        const Pegs pegs = Score(code, instance.secret, p);
        if (pegs.black == p) return actions;
        history.push_back({code, pegs});
      }
      // The next code (the secret, consistent with everything, comes
      // before the odometer wraps).
      int i = p - 1;
      while (i >= 0 && code[i] == instance.colours) code[i--] = 1;
      if (i < 0) return actions;  // Unreachable: the secret is consistent.
      ++code[i];
    }
  }
};

}  // namespace
}  // namespace mastermind_cc

absl::Status RegisterMastermindEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterGame(catalog, std::make_unique<MastermindEnvironment>());
}

}  // namespace referee

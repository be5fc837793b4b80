#include "verifiers/environments/puzzles/quantum_lock_puzzle.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace quantum_lock_puzzle_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 98;
constexpr int64_t kMaxButtons = kMaxDifficulty + 2;
constexpr int64_t kMaxY = 1000000000000;  // |y_start|, |y_target| in explicit instances.
constexpr int64_t kMaxValue = 1000000;    // + and - values in explicit instances.
constexpr int64_t kMaxPresses = 1000;     // An explicit solution's length.
// Past this |Y| no answer can come back to |Y_target| <= kMaxY (header).
constexpr int64_t kLost = int64_t{1} << 61;
constexpr int64_t kPlus = 0, kMinus = 1, kTimes = 2;
constexpr int64_t kSteps[] = {2, 3, 4, 5, 6, 7, 8, 9, 10};  // RLVE's steps list.

struct QuantumLockPuzzleInstance {
  int64_t n = 0;
  int64_t y_start = 0;
  std::vector<std::vector<int64_t>> rules;  // n rows [op0, value0, op1, value1].
  int64_t y_target = 0;
  std::vector<int64_t> solution;  // Presses, or empty.
};

// Y after button `button`'s rule for bit x; |y| <= kLost and values <=
// kMaxValue keep it inside int64.
int64_t Apply(const QuantumLockPuzzleInstance& instance, int64_t button, int64_t x, int64_t y) {
  const std::vector<int64_t>& rule = instance.rules[static_cast<size_t>(button)];
  const int64_t op = rule[static_cast<size_t>(2 * x)], value = rule[static_cast<size_t>(2 * x + 1)];
  if (op == kPlus) return y + value;
  if (op == kMinus) return y - value;
  return y * value;
}

// Whether the presses (all in 0..n-1) end at y_target. Exact (header):
// once |Y| passes kLost the presses cannot come back.
bool Opens(const QuantumLockPuzzleInstance& instance, const std::vector<int64_t>& presses) {
  int64_t y = instance.y_start, x = 0;
  for (int64_t button : presses) {
    y = Apply(instance, button, x, y);
    if (y > kLost || y < -kLost) return false;
    x ^= 1;
  }
  return y == instance.y_target;
}

// The button whose last decimal digit is changed as the "corrupted
// reference" property changes it: +1, or 9 -> 0.
int64_t LastDigitChanged(int64_t button) {
  return button % 10 == 9 ? button - 9 : button + 1;
}

char OpChar(int64_t op) { return op == kPlus ? '+' : op == kMinus ? '-' : '*'; }

class QuantumLockPuzzleEnvironment final
    : public environments::LadderEnvironment<QuantumLockPuzzleInstance> {
 public:
  QuantumLockPuzzleEnvironment()
      : LadderEnvironment(
            {"quantum_lock_puzzle", "RLVE-Gym:QuantumLockPuzzle", kMaxDifficulty,
             "Press buttons whose effect on Y depends on a bit X flipped by every press, so "
             "that Y ends at the target value.",
             /*difficulty_help=*/"N = 2 + d buttons with +/- 1..N or x2/x3 rules; the target "
             "is reached by 2..11 random presses"},
            {"RLVE QuantumLockPuzzle ladder: -1 a token that is no integer, -0.5 a button out "
             "of range, 1 if Y ends at the target, else 0."}) {}

 protected:
  QuantumLockPuzzleInstance Make(int difficulty, tasks::Rng& rng) const override {
    for (;;) {
      QuantumLockPuzzleInstance instance;
      const int64_t n = instance.n = 2 + difficulty;
      instance.y_start = rng.Uniform(-n, n);
      for (int64_t button = 0; button < n; ++button) {
        std::vector<int64_t> rule;
        for (int x = 0; x < 2; ++x) {
          // RLVE's weights 0.4 : 0.4 : 0.2 for + - ×.
          const int64_t draw = rng.Uniform(0, 4);
          const int64_t op = draw < 2 ? kPlus : draw < 4 ? kMinus : kTimes;
          rule.push_back(op);
          rule.push_back(op == kTimes ? rng.Uniform(2, 3) : rng.Uniform(1, n));
        }
        instance.rules.push_back(std::move(rule));
      }
      const int64_t steps = kSteps[rng.Uniform(0, 8)] + rng.Uniform(0, 1);
      std::vector<int64_t> presses, seen = {instance.y_start};
      int64_t y = instance.y_start, x = 0, prefix = 0, before = 0;
      instance.y_target = instance.y_start;
      for (int64_t step = 0; step < steps; ++step) {
        const int64_t button = rng.Uniform(0, n - 1);
        presses.push_back(button);
        const int64_t next = Apply(instance, button, x, y);
        if (std::find(seen.begin(), seen.end(), next) == seen.end()) {
          seen.push_back(next);
          instance.y_target = next;
          prefix = step + 1;
          before = y;
        }
        y = next;
        x ^= 1;
      }
      if (prefix == 0) return instance;  // Y never left Y_start: the empty answer.
      presses.resize(static_cast<size_t>(prefix));
      // The last press: the largest button doing the same there whose
      // last digit changed does not (header).
      const int64_t last_x = (prefix - 1) % 2;
      for (int64_t c = n - 1; c >= 0; --c) {
        if (Apply(instance, c, last_x, before) != instance.y_target) continue;
        const int64_t changed = LastDigitChanged(c);
        if (changed < n && Apply(instance, changed, last_x, before) == instance.y_target) continue;
        presses.back() = c;
        instance.solution = std::move(presses);
        return instance;
      }
      // A whole decade of buttons ties: draw again (header).
    }
  }

  void DeclareFields(environments::InstanceFields<QuantumLockPuzzleInstance>& fields) const override {
    using I = QuantumLockPuzzleInstance;
    auto n = [](const I& x) { return x.n; };
    auto last_button = [](const I& x) { return x.n - 1; };
    fields.Int("n", &I::n, 2, kMaxButtons)
        .Int("y_start", &I::y_start, -kMaxY, kMaxY)
        .IntRows("rules", &I::rules, n, 4, 0, kMaxValue)
        .SizedBy(n)
        .Int("y_target", &I::y_target, -kMaxY, kMaxY)
        .Ints("solution", &I::solution, kMaxPresses, 0, last_button)
        .Optional();
  }
  absl::Status Finish(QuantumLockPuzzleInstance& instance) const override {
    for (const std::vector<int64_t>& rule : instance.rules) {
      for (size_t x = 0; x < 2; ++x) {
        const int64_t op = rule[2 * x], value = rule[2 * x + 1];
        if (op > kTimes) return BadInstance("rules", "has an operation other than 0, 1, 2");
        if (op != kTimes && value < 1) return BadInstance("rules", "adds or subtracts 0");
        if (op == kTimes && (value < 2 || value > 3)) {
          return BadInstance("rules", "multiplies by a value other than 2 or 3");
        }
      }
    }
    if (!instance.solution.empty() && !Opens(instance, instance.solution)) {
      return BadInstance("solution", "does not end at y_target");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const QuantumLockPuzzleInstance& instance) const override {
    auto rules = [&](size_t x) {
      std::string text;
      for (size_t b = 0; b < instance.rules.size(); ++b) {
        const std::vector<int64_t>& rule = instance.rules[b];
        absl::StrAppend(&text, "- button ", b, ": Y becomes Y ", std::string(1, OpChar(rule[2 * x])),
                        " ", rule[2 * x + 1], "\n");
      }
      return text;
    };
    return absl::StrCat(
        "A lock holds a bit X, which starts at 0, and an integer Y, which starts at ",
        instance.y_start, ". It has ", instance.n, " buttons, numbered 0 to ", instance.n - 1,
        ". Pressing any button first changes Y by that button's rule for the current value of "
        "X, then flips X (0 becomes 1, 1 becomes 0). You may press the buttons in any order and "
        "press a button as often as you like.\n\nThe rules while X is 0:\n",
        rules(0), "\nThe rules while X is 1:\n", rules(1),
        "\nFind a sequence of presses after which Y equals ", instance.y_target,
        ".\n\nPut your sequence inside <answer> </answer> tags: the numbers of the buttons "
        "pressed, in order, separated by spaces (for example 1 0 1 2), and nothing else.");
  }
  std::string Reference(const QuantumLockPuzzleInstance& instance) const override {
    if (!instance.solution.empty()) {
      return environments::AnswerTagged(absl::StrJoin(instance.solution, " "));
    }
    // Y is already at the target: pressing nothing opens the lock.
    if (instance.y_target == instance.y_start) return environments::AnswerTagged("");
    return "";
  }

  absl::StatusOr<Verdict> Grade(const QuantumLockPuzzleInstance& instance,
                                const VerifyInput& input) const override {
    // Every token is kept: RLVE judges each press's range, and the memory
    // stays linear in the output.
    const std::optional<parsing::IntegerTokens> tokens =
        environments::FinalIntegers(input.output, input.output.size());
    if (!tokens) return environments::Unparsed();
    for (int64_t button : tokens->values) {
      if (button < 0 || button >= instance.n) return environments::Invalid();
    }
    if (Opens(instance, tokens->values)) return Verdict{1.0, true, true};
    return Verdict{0.0, false, true};
  }
};

}  // namespace
}  // namespace quantum_lock_puzzle_cc

absl::Status RegisterQuantumLockPuzzleEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<QuantumLockPuzzleEnvironment>());
}

}  // namespace referee

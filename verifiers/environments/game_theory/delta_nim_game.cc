#include "verifiers/environments/game_theory/delta_nim_game.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace delta_nim_game_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 498;  // N = 500.
constexpr int64_t kMaxPiles = 1000;
constexpr int64_t kMaxStones = 1000000000;
// RLVE redraws Alice's last difference until the XOR is non-zero; each draw
// misses with odds at most 1/3 (N >= 2), so 1024 draws all miss with odds
// below 10^-488.
constexpr int kMaxDraws = 1024;

struct DeltaNimGameInstance {
  std::vector<int64_t> a;  // Non-decreasing.
  bool alice_wins = false;  // Derived: the first player wins.
};

// The XOR of the differences D[i] = a[i] - a[i-1] (a[-1] = 0) at the
// positions i with the parity of N - 1. Removing x stones from pile i moves
// x from D[i] to D[i+1] (off the row for the last pile), with x <= D[i]:
// Nim on a staircase whose positions N - 1, N - 3, ... are the odd steps
// (moving stones down from an even step is undone by the next player).
int64_t StaircaseXor(const std::vector<int64_t>& a) {
  const size_t n = a.size();
  int64_t x = 0;
  for (size_t i = (n - 1) % 2; i < n; i += 2) x ^= a[i] - (i == 0 ? 0 : a[i - 1]);
  return x;
}

class DeltaNimGameEnvironment final
    : public environments::LadderEnvironment<DeltaNimGameInstance> {
 public:
  DeltaNimGameEnvironment()
      : LadderEnvironment(
            {"delta_nim_game", "RLVE-Gym:DeltaNimGame", kMaxDifficulty,
             "Two players alternately remove stones from one pile of a non-decreasing row, "
             "keeping it non-decreasing; whoever cannot move loses. Name the winner under "
             "optimal play: Alice (first) or Bob.",
             /*difficulty_help=*/"N = 2 + d piles; the winner drawn with odds 1/2 each, the "
             "differences of neighbouring piles uniform in 0..N (the first in 1..N) and the last "
             "one fixing the winner"},
            {"RLVE DeltaNimGame ladder: -1 no answer, -0.5 neither Alice nor Bob (after strip), "
             "1 the winner, 0 the other player."}) {}

 protected:
  DeltaNimGameInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 2 + difficulty;
    const bool alice = rng.Chance(1, 2);
    std::vector<int64_t> d(n);
    int64_t x = 0;  // The XOR of the counted differences drawn so far.
    for (int64_t i = 0; i + 1 < n; ++i) {
      d[i] = rng.Uniform(i == 0 ? 1 : 0, n);
      if (i % 2 == (n - 1) % 2) x ^= d[i];
    }
    if (alice) {
      d[n - 1] = x == 0 ? 1 : 0;  // Only if every draw below misses.
      for (int draw = 0; draw < kMaxDraws; ++draw) {
        const int64_t last = rng.Uniform(0, n);
        if (last != x) {
          d[n - 1] = last;
          break;
        }
      }
    } else {
      d[n - 1] = x;
    }
    DeltaNimGameInstance instance;
    int64_t sum = 0;
    for (const int64_t step : d) instance.a.push_back(sum += step);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<DeltaNimGameInstance>& fields) const override {
    fields.Ints("a", &DeltaNimGameInstance::a, kMaxPiles, 0, kMaxStones);
  }
  absl::Status Finish(DeltaNimGameInstance& instance) const override {
    for (size_t i = 1; i < instance.a.size(); ++i) {
      if (instance.a[i] < instance.a[i - 1]) {
        return absl::InvalidArgumentError(absl::StrCat(
            "a must be non-decreasing: a[", i, "] = ", instance.a[i], " < a[", i - 1,
            "] = ", instance.a[i - 1]));
      }
    }
    instance.alice_wins = StaircaseXor(instance.a) != 0;
    return absl::OkStatus();
  }
  std::string Prompt(const DeltaNimGameInstance& instance) const override {
    const size_t n = instance.a.size();
    std::string piles;
    for (size_t i = 0; i < n; ++i) {
      absl::StrAppend(&piles, i == 0 ? "" : ", ", "A[", i, "] = ", instance.a[i]);
    }
    return absl::StrCat(
        "There are ", n, " piles of stones in a row, numbered 0 to ", n - 1,
        "; pile i holds A[i] stones: ", piles,
        ". The row is non-decreasing: A[0] <= A[1] <= ... <= A[", n - 1,
        "].\n\n"
        "Alice and Bob take turns, Alice first. On a turn, the player picks one "
        "pile and removes at least one of its stones (up to all of them), but "
        "only so that the row stays non-decreasing afterwards. A player who has "
        "no such move loses.\n\n"
        "Assuming both players play perfectly, who wins?\n\n"
        "Put your final answer inside <answer> </answer> tags: exactly one word, "
        "Alice or Bob (no quotes, nothing else).");
  }
  std::string Reference(const DeltaNimGameInstance& instance) const override {
    return environments::AnswerTagged(instance.alice_wins ? "Alice" : "Bob");
  }

  absl::StatusOr<Verdict> Grade(const DeltaNimGameInstance& instance,
                                const VerifyInput& input) const override {
    return environments::GradeOneOfTwoWords(input.output, "Alice", "Bob", instance.alice_wins);
  }
};

}  // namespace
}  // namespace delta_nim_game_cc

absl::Status RegisterDeltaNimGameEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<DeltaNimGameEnvironment>());
}

}  // namespace referee

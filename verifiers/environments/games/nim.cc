#include "verifiers/environments/games/nim.h"

#include <array>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "verifiers/environments/games/game.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace nim_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 10;
constexpr int kMaxHeaps = 12;
constexpr int kMaxHeapSize = 64;
constexpr size_t kMaxActionBytes = 64;

using Heaps = std::array<int, kMaxHeaps>;

struct NimInstance {
  std::vector<int64_t> heap_sizes;  // As written.
  // Derived from heap_sizes.
  int count = 1;  // K: heaps[0..K) are the heaps.
  Heaps heaps{};
};

struct NimState {
  Heaps heaps{};
};

int HeapsAt(int difficulty) { return 2 + difficulty / 2; }
int MaxSizeAt(int difficulty) { return 4 + 2 * difficulty; }

int NimSum(const Heaps& heaps, int count) {
  int x = 0;
  for (int i = 0; i < count; ++i) x ^= heaps[i];
  return x;
}

int Stones(const Heaps& heaps, int count) {
  int total = 0;
  for (int i = 0; i < count; ++i) total += heaps[i];
  return total;
}

struct Move {
  int heap = 0;   // 0-based.
  int count = 0;  // Stones taken.
};

// The rule both the opponent and the reference play (there are stones
// left): the winning move on the lowest heap that has one, else one stone
// from the lowest non-empty heap.
Move RuleMove(const Heaps& heaps, int count) {
  const int x = NimSum(heaps, count);
  if (x != 0) {
    for (int i = 0; i < count; ++i) {
      if ((heaps[i] ^ x) < heaps[i]) return {i, heaps[i] - (heaps[i] ^ x)};
    }
  }
  for (int i = 0; i < count; ++i) {
    if (heaps[i] > 0) return {i, 1};
  }
  return {0, 0};  // Unreachable: the caller checks there are stones.
}

std::string HeapsText(const Heaps& heaps, int count) {
  return absl::StrJoin(heaps.begin(), heaps.begin() + count, ", ");
}

std::string MoveText(const Move& move) {
  return absl::StrCat("take ", move.count, " from heap ", move.heap + 1);
}

// A parsed action, 1-based heap as written; nullopt when unparseable.
struct ParsedMove {
  int64_t heap = 0;
  int64_t count = 0;
};

// `take N [stone|stones] from heap H` (any case) or `H N`.
std::optional<ParsedMove> ParseMove(absl::string_view action) {
  action = absl::StripAsciiWhitespace(action);
  if (action.empty() || action.size() > kMaxActionBytes) return std::nullopt;
  const environments::ActionWords words(action, " \t");
  auto is = [&words](size_t k, absl::string_view word) {
    return absl::EqualsIgnoreCase(words[k], word);
  };
  ParsedMove move;
  if (words.size() == 2) {
    if (!absl::SimpleAtoi(words[0], &move.heap) || !absl::SimpleAtoi(words[1], &move.count)) {
      return std::nullopt;
    }
    return move;
  }
  size_t k = 0;
  if (words.size() < 5 || !is(k++, "take")) return std::nullopt;
  if (!absl::SimpleAtoi(words[k++], &move.count)) return std::nullopt;
  if (is(k, "stone") || is(k, "stones")) ++k;
  if (words.size() != k + 3 || !is(k, "from") || !is(k + 1, "heap") ||
      !absl::SimpleAtoi(words[k + 2], &move.heap)) {
    return std::nullopt;
  }
  return move;
}

class NimEnvironment final : public environments::GameEnvironment<NimInstance, NimState> {
 public:
  NimEnvironment()
      : GameEnvironment(
            {"nim", "Referee", kMaxDifficulty,
             "Interactive: win normal-play Nim (last stone wins) against an optimal opponent.",
             /*difficulty_help=*/"K = 2 + floor(d/2) heaps, sizes 1..4+2d with a non-zero "
             "nim-sum; turn limit ceil(stones/2) + 2"}) {}

 protected:
  NimInstance Make(int difficulty, tasks::Rng& rng) const override {
    NimInstance instance;
    instance.count = HeapsAt(difficulty);
    do {
      for (int i = 0; i < instance.count; ++i) {
        instance.heaps[i] = static_cast<int>(rng.Uniform(1, MaxSizeAt(difficulty)));
      }
    } while (NimSum(instance.heaps, instance.count) == 0);
    instance.heap_sizes.assign(instance.heaps.begin(), instance.heaps.begin() + instance.count);
    return instance;
  }

  void DeclareFields(environments::InstanceFields<NimInstance>& fields) const override {
    fields.Ints("heaps", &NimInstance::heap_sizes, kMaxHeaps, 0, kMaxHeapSize);
  }

  absl::Status Finish(NimInstance& instance) const override {
    instance.count = static_cast<int>(instance.heap_sizes.size());
    instance.heaps = Heaps{};
    for (int i = 0; i < instance.count; ++i) {
      instance.heaps[i] = static_cast<int>(instance.heap_sizes[i]);
    }
    if (NimSum(instance.heaps, instance.count) == 0) {
      return BadInstance("heaps", "the nim-sum is 0: the first player cannot force a win");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const NimInstance& instance) const override {
    int example = 0;
    while (instance.heaps[example] == 0) ++example;
    return absl::StrCat(
        "Let's play Nim. There are ", instance.count,
        " heaps of stones; their sizes, heap 1 first, are: ",
        HeapsText(instance.heaps, instance.count),
        ".\n\nWe take turns and you go first. On your turn, remove one or more stones "
        "from a single heap. Whoever removes the last stone wins. Write a move as `take N "
        "from heap H`, for example `take 1 from heap ",
        example + 1,
        "` (or just the two numbers `H N`, heap first). After each of your moves I make "
        "mine and show the heaps. You have ",
        TurnLimit(instance), " turns.");
  }

  int TurnLimit(const NimInstance& instance) const override {
    return (Stones(instance.heaps, instance.count) + 1) / 2 + 2;
  }
  int TurnLimitAt(int difficulty) const override {
    return (HeapsAt(difficulty) * MaxSizeAt(difficulty) + 1) / 2 + 2;
  }

  NimState Begin(const NimInstance& instance) const override { return {instance.heaps}; }

  TurnOutcome Play(const NimInstance& instance, NimState& state, absl::string_view action,
                   bool observe) const override {
    const int k = instance.count;
    const std::optional<ParsedMove> parsed = ParseMove(action);
    if (!parsed) {
      return environments::Illegal(
          TurnLimit(instance),
          observe ? "Not a move: write `take N from heap H` (or `H N`), for example "
                    "`take 1 from heap 1`."
                  : "");
    }
    if (parsed->heap < 1 || parsed->heap > k) {
      return environments::Illegal(
          TurnLimit(instance),
          observe ? absl::StrCat("There is no heap ", parsed->heap, ": the heaps are 1 to ",
                                 k, ".")
                  : "");
    }
    const int heap = static_cast<int>(parsed->heap) - 1;
    if (state.heaps[heap] == 0) {
      return environments::Illegal(
          TurnLimit(instance),
          observe ? absl::StrCat("Heap ", parsed->heap, " is empty.") : "");
    }
    if (parsed->count < 1 || parsed->count > state.heaps[heap]) {
      return environments::Illegal(
          TurnLimit(instance),
          observe ? absl::StrCat("Take from 1 to ", state.heaps[heap], " stones from heap ",
                                 parsed->heap, ", not ", parsed->count, ".")
                  : "");
    }
    state.heaps[heap] -= static_cast<int>(parsed->count);
    const std::string yours =
        observe ? absl::StrCat("You ", MoveText({heap, static_cast<int>(parsed->count)}), ". ")
                : "";
    if (Stones(state.heaps, k) == 0) {
      return environments::Solved(
          observe ? absl::StrCat(yours, "You took the last stone: you win.") : "");
    }
    const Move reply = RuleMove(state.heaps, k);
    state.heaps[reply.heap] -= reply.count;
    if (Stones(state.heaps, k) == 0) {
      return environments::Lost(
          observe ? absl::StrCat(yours, "I ", MoveText(reply),
                                 ", the last stone: I win.")
                  : "");
    }
    return environments::Continue(
        observe ? absl::StrCat(yours, "I ", MoveText(reply), ". Heaps now: ",
                               HeapsText(state.heaps, k), ".")
                : "");
  }

  std::vector<std::string> ReferenceActions(const NimInstance& instance) const override {
    std::vector<std::string> actions;
    Heaps heaps = instance.heaps;
    const int k = instance.count;
    while (Stones(heaps, k) > 0) {
      const Move mine = RuleMove(heaps, k);
      actions.push_back(MoveText(mine));
      heaps[mine.heap] -= mine.count;
      if (Stones(heaps, k) == 0) break;
      const Move reply = RuleMove(heaps, k);
      heaps[reply.heap] -= reply.count;
    }
    return actions;
  }
};

}  // namespace
}  // namespace nim_cc

absl::Status RegisterNimEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterGame(catalog, std::make_unique<NimEnvironment>());
}

}  // namespace referee

#include "verifiers/environments/game_theory/splitting_game.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace splitting_game_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 97;  // N = 100.
constexpr int64_t kMaxBottles = 100;
constexpr int64_t kMaxBeans = 1000000000;
// RLVE redraws every bottle until the drawn winner wins; see the header
// for the odds of a miss.
constexpr int kMaxDraws = 1 << 16;

struct SplittingGameInstance {
  std::vector<int64_t> p;
  bool alice_wins = false;  // Derived: the first player wins.
};

// g[r]: the Sprague-Grundy value of one bean with r bottles to its right.
// Moving it leaves two beans with a >= b bottles to their right, a < r,
// worth g[a] XOR g[b]; g[r] is the least value no move reaches. There are
// r(r+1)/2 moves, so the mex is at most that: larger values can be
// ignored.
std::vector<int64_t> GrundyValues(size_t n) {
  std::vector<int64_t> g(n, 0);
  for (size_t r = 1; r < n; ++r) {
    std::vector<bool> seen(r * (r + 1) / 2 + 1, false);
    for (size_t a = 0; a < r; ++a) {
      for (size_t b = 0; b <= a; ++b) {
        const size_t v = static_cast<size_t>(g[a] ^ g[b]);
        if (v < seen.size()) seen[v] = true;
      }
    }
    size_t mex = 0;
    while (seen[mex]) ++mex;  // seen has more entries than moves.
    g[r] = static_cast<int64_t>(mex);
  }
  return g;
}

// The XOR of the beans' values; two beans in one bottle cancel.
int64_t BeanXor(const std::vector<int64_t>& p, const std::vector<int64_t>& g) {
  const size_t n = p.size();
  int64_t x = 0;
  for (size_t i = 0; i < n; ++i) {
    if (p[i] % 2 == 1) x ^= g[n - 1 - i];
  }
  return x;
}

class SplittingGameEnvironment final
    : public environments::LadderEnvironment<SplittingGameInstance> {
 public:
  SplittingGameEnvironment()
      : LadderEnvironment(
            {"splitting_game", "RLVE-Gym:SplittingGame", kMaxDifficulty,
             "Two players alternately take a bean out of one bottle and put two beans into "
             "bottles further right; whoever cannot move loses. Name the winner under optimal "
             "play: Alice (first) or Bob.",
             /*difficulty_help=*/"N = 3 + d bottles; the winner drawn with odds 1/2 each, then "
             "every bottle uniform in 0..2N, redrawn until that player wins"},
            {"RLVE SplittingGame ladder: -1 no answer, -0.5 neither Alice nor Bob (after "
             "strip), 1 the winner, 0 the other player."}) {}

 protected:
  SplittingGameInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 3 + difficulty;
    const std::vector<int64_t> g = GrundyValues(static_cast<size_t>(n));
    const bool alice = rng.Chance(1, 2);
    SplittingGameInstance instance;
    instance.p.resize(n);
    for (int draw = 0; draw < kMaxDraws; ++draw) {
      for (int64_t& beans : instance.p) beans = rng.Uniform(0, 2 * n);
      if ((BeanXor(instance.p, g) != 0) == alice) return instance;
    }
    // Never reached in practice (see the header): a fixed row the drawn
    // player wins (g[n - 1] > 0 for n >= 2), so generation always ends.
    std::fill(instance.p.begin(), instance.p.end(), 0);
    if (alice) instance.p[0] = 1;
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<SplittingGameInstance>& fields) const override {
    fields.Ints("p", &SplittingGameInstance::p, kMaxBottles, 0, kMaxBeans);
  }
  absl::Status Finish(SplittingGameInstance& instance) const override {
    instance.alice_wins = BeanXor(instance.p, GrundyValues(instance.p.size())) != 0;
    return absl::OkStatus();
  }
  std::string Prompt(const SplittingGameInstance& instance) const override {
    const size_t n = instance.p.size();
    std::string bottles;
    for (size_t i = 0; i < n; ++i) {
      absl::StrAppend(&bottles, i == 0 ? "" : ", ", "P[", i, "] = ", instance.p[i]);
    }
    return absl::StrCat(
        "There are ", n, " bottles in a row, numbered 0 to ", n - 1,
        "; bottle i holds P[i] beans: ", bottles,
        ".\n\n"
        "Alice and Bob take turns, Alice first. On a turn, the player chooses "
        "three bottle numbers i, j, k with 0 <= i < j <= k <= ", n - 1,
        " such that bottle i holds at least one bean, takes one bean out of "
        "bottle i, and puts one bean into bottle j and one bean into bottle k "
        "(when j = k, both go into bottle j). A player who cannot move loses.\n\n"
        "Assuming both players play perfectly, who wins?\n\n"
        "Put your final answer inside <answer> </answer> tags: exactly one word, "
        "Alice or Bob (no quotes, nothing else).");
  }
  std::string Reference(const SplittingGameInstance& instance) const override {
    return environments::AnswerTagged(instance.alice_wins ? "Alice" : "Bob");
  }

  absl::StatusOr<Verdict> Grade(const SplittingGameInstance& instance,
                                const VerifyInput& input) const override {
    return environments::GradeOneOfTwoWords(input.output, "Alice", "Bob", instance.alice_wins);
  }
};

}  // namespace
}  // namespace splitting_game_cc

absl::Status RegisterSplittingGameEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<SplittingGameEnvironment>());
}

}  // namespace referee

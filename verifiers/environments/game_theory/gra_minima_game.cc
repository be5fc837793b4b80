#include "verifiers/environments/game_theory/gra_minima_game.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace gra_minima_game_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 50;  // N = 962.
constexpr int64_t kMaxNumbers = 1000;
constexpr int64_t kMaxValue = 1000000000;

struct GraMinimaGameInstance {
  std::vector<int64_t> a;  // In prompt order.
  std::string answer;      // Derived: Alice's score minus Bob's.
};

// The value of the game for the player to move. A move scoring m may as
// well remove every number >= m too (its score is the same and the
// opponent loses options), so with the numbers sorted increasingly the
// game on a[0..i] is worth f(i) = max over j <= i of a[j] - f(j-1) (take
// a[j..i], leave a[0..j-1]), f(-1) = 0; that is max(f(i-1), a[i] - f(i-1)).
// Values stay in [0, max a].
int64_t GameValue(std::vector<int64_t> numbers) {
  std::sort(numbers.begin(), numbers.end());
  int64_t value = 0;
  for (const int64_t a : numbers) value = std::max(value, a - value);
  return value;
}

class GraMinimaGameEnvironment final
    : public environments::IntegerAnswerEnvironment<GraMinimaGameInstance> {
 public:
  GraMinimaGameEnvironment()
      : IntegerAnswerEnvironment(
            {"gra_minima_game", "RLVE-Gym:GraMinimaGame", kMaxDifficulty,
             "Two players alternately remove a non-empty subset of the numbers left and score its "
             "minimum; find the first player's score minus the second's under optimal play.",
             /*difficulty_help=*/"N = 3, then floor(1.1 N) + 1 per level; each of the N numbers "
             "uniform in 1..2N"},
            environments::NumberLadder::kExact) {}

 protected:
  GraMinimaGameInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowthSize(difficulty);
    GraMinimaGameInstance instance;
    for (int64_t i = 0; i < n; ++i) instance.a.push_back(rng.Uniform(1, 2 * n));
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<GraMinimaGameInstance>& fields) const override {
    fields.Ints("a", &GraMinimaGameInstance::a, kMaxNumbers, 1, kMaxValue);
  }
  absl::Status Finish(GraMinimaGameInstance& instance) const override {
    instance.answer = absl::StrCat(GameValue(instance.a));
    return absl::OkStatus();
  }
  std::string Prompt(const GraMinimaGameInstance& instance) const override {
    return absl::StrCat(
        "Here are ", instance.a.size(), " numbers: ", absl::StrJoin(instance.a, " "),
        "\n\nAlice and Bob play a game with them, taking turns, Alice first. On "
        "a turn, the player removes any non-empty set of the numbers still in "
        "play and adds the smallest number of that set to their own score. "
        "The game is over when no numbers are left. Each player plays to make "
        "(their own score) - (the opponent's score) as large as possible.\n\n"
        "With both playing optimally, what is Alice's final score minus Bob's "
        "final score?\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> "
        "tags.");
  }
};

}  // namespace
}  // namespace gra_minima_game_cc

absl::Status RegisterGraMinimaGameEnvironment(Catalog& catalog,
                                              const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<GraMinimaGameEnvironment>());
}

}  // namespace referee

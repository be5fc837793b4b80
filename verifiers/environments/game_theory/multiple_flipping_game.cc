#include "verifiers/environments/game_theory/multiple_flipping_game.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace multiple_flipping_game_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 50;  // N = 962.
constexpr int64_t kMaxCells = 1000;
// RLVE redraws the white cells until the drawn answer is right; see the
// header for the odds of a miss.
constexpr int kMaxDraws = 2048;

struct MultipleFlippingGameInstance {
  int64_t n = 1;
  std::vector<int64_t> white;  // Distinct cells of 1..n.
  bool alice_wins = false;     // Derived: the first player wins.
};

// g[t] for t = 0..n: the value of a white cell with t multiples in 1..N
// (t = N / x). Flipping x, 2x, ..., kx leaves white cells ix (i = 2..k),
// worth g[t / 2] XOR ... XOR g[t / k]; k = 1 leaves nothing (0).
std::vector<int64_t> CellValues(int64_t n) {
  std::vector<int64_t> g(static_cast<size_t>(n) + 1, 0);
  std::vector<int64_t> seen;  // seen[v] == t: value v is reachable from t.
  for (int64_t t = 1; t <= n; ++t) {
    auto mark = [&](int64_t v) {
      if (v >= static_cast<int64_t>(seen.size())) seen.resize(static_cast<size_t>(v) + 1, 0);
      seen[static_cast<size_t>(v)] = t;
    };
    mark(0);
    int64_t prefix = 0;  // g[t / 2] XOR ... XOR g[t / (i - 1)].
    for (int64_t i = 2; i <= t;) {
      const int64_t q = t / i, last = t / q;  // The block of i with t / i = q.
      // k = i reaches prefix ^ g[q]; k = i + 1 reaches prefix again (already
      // reached at k = i - 1), and so on alternately through the block.
      mark(prefix ^ g[static_cast<size_t>(q)]);
      if ((last - i + 1) % 2 == 1) prefix ^= g[static_cast<size_t>(q)];
      i = last + 1;
    }
    int64_t mex = 0;
    while (mex < static_cast<int64_t>(seen.size()) && seen[static_cast<size_t>(mex)] == t) ++mex;
    g[static_cast<size_t>(t)] = mex;
  }
  return g;
}

int64_t WhiteXor(int64_t n, const std::vector<int64_t>& white,
                 const std::vector<int64_t>& g) {
  int64_t x = 0;
  for (const int64_t cell : white) x ^= g[static_cast<size_t>(n / cell)];
  return x;
}

class MultipleFlippingGameEnvironment final
    : public environments::LadderEnvironment<MultipleFlippingGameInstance> {
 public:
  MultipleFlippingGameEnvironment()
      : LadderEnvironment(
            {"multiple_flipping_game", "RLVE-Gym:MultipleFlippingGame", kMaxDifficulty,
             "Two players alternately pick a white cell x of 1..N and flip cells x, 2x, ..., "
             "kx; whoever finds no white cell loses. Say whether the first player wins: Yes "
             "or No.",
             /*difficulty_help=*/"N = 3, then int(1.1 N + 1) per level; the answer drawn "
             "with odds 1/2 each, then a count uniform in 1..N of distinct white cells, "
             "redrawn until the answer is right"},
            {"RLVE MultipleFlippingGame ladder: -1 no answer, -0.5 neither Yes nor No (after "
             "strip), 1 the right word, 0 the other."}) {}

 protected:
  MultipleFlippingGameInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowthSize(difficulty);
    const std::vector<int64_t> g = CellValues(n);
    const bool yes = rng.Chance(1, 2);
    MultipleFlippingGameInstance instance;
    instance.n = n;
    std::vector<int64_t> cells(static_cast<size_t>(n));
    for (int draw = 0; draw < kMaxDraws; ++draw) {
      const int64_t count = rng.Uniform(1, n);
      std::iota(cells.begin(), cells.end(), 1);
      for (int64_t i = 0; i < count; ++i) {  // The first count of a shuffle.
        std::swap(cells[static_cast<size_t>(i)],
                  cells[static_cast<size_t>(rng.Uniform(i, n - 1))]);
      }
      instance.white.assign(cells.begin(), cells.begin() + count);
      std::sort(instance.white.begin(), instance.white.end());
      if ((WhiteXor(n, instance.white, g) != 0) == yes) return instance;
    }
    // Never reached in practice (see the header): cells above N / 2 are
    // worth 1 (their only move flips them alone).
    instance.white = yes ? std::vector<int64_t>{n} : std::vector<int64_t>{n - 1, n};
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<MultipleFlippingGameInstance>& fields) const override {
    using I = MultipleFlippingGameInstance;
    fields.Int("n", &I::n, 1, kMaxCells)
        .Ints("white", &I::white, [](const I& x) { return x.n; }, 1,
              [](const I& x) { return x.n; });
  }
  absl::Status Finish(MultipleFlippingGameInstance& instance) const override {
    std::vector<int64_t> sorted = instance.white;
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) {
      return absl::InvalidArgumentError("white: a cell is listed twice");
    }
    instance.alice_wins = WhiteXor(instance.n, instance.white, CellValues(instance.n)) != 0;
    return absl::OkStatus();
  }
  std::string Prompt(const MultipleFlippingGameInstance& instance) const override {
    std::vector<int64_t> sorted = instance.white;
    std::sort(sorted.begin(), sorted.end());
    return absl::StrCat(
        "A row of ", instance.n, " cells is numbered 1 to ", instance.n,
        ". Each cell is white or black; the white cells are: ", absl::StrJoin(sorted, ", "),
        " (all the other cells are black).\n\n"
        "Alice and Bob take turns, Alice first. On a turn, the player chooses a white "
        "cell x and an integer k with 1 <= k <= floor(", instance.n,
        " / x), and flips the color of each of the cells x, 2x, 3x, ..., kx (white "
        "becomes black and black becomes white). A player who has no white cell to "
        "choose loses.\n\n"
        "Assuming both players play perfectly, does Alice (the first player) have a "
        "winning strategy?\n\n"
        "Put your final answer inside <answer> </answer> tags: exactly one word, "
        "Yes or No (no quotes, nothing else).");
  }
  std::string Reference(const MultipleFlippingGameInstance& instance) const override {
    return environments::AnswerTagged(instance.alice_wins ? "Yes" : "No");
  }

  absl::StatusOr<Verdict> Grade(const MultipleFlippingGameInstance& instance,
                                const VerifyInput& input) const override {
    return environments::GradeOneOfTwoWords(input.output, "Yes", "No", instance.alice_wins);
  }
};

}  // namespace
}  // namespace multiple_flipping_game_cc

absl::Status RegisterMultipleFlippingGameEnvironment(Catalog& catalog,
                                                     const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<MultipleFlippingGameEnvironment>());
}

}  // namespace referee

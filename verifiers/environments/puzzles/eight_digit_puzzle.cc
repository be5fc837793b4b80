#include "verifiers/environments/puzzles/eight_digit_puzzle.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/puzzles/puzzle_ladder.h"

namespace referee {
inline namespace eight_digit_puzzle_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 97;
constexpr int64_t kMaxSide = kMaxDifficulty + 3;
constexpr int64_t kMaxMoves = 10000;
// RLVE's steps_list: one is drawn per problem.
constexpr int64_t kSteps[] = {2, 3, 5, 10, 15, 20, 25, 30};
// Move codes 0..3 and their letters and offsets (row, column).
constexpr char kLetters[] = {'U', 'D', 'L', 'R'};
constexpr int64_t kRowStep[] = {-1, 1, 0, 0};
constexpr int64_t kColumnStep[] = {0, 0, -1, 1};

struct EightDigitPuzzleInstance {
  int64_t n = 0, m = 0;
  std::vector<int64_t> start, destination;  // n·m cells each, row by row.
  std::vector<int64_t> moves;               // Codes 0..3.
};

// Plays move codes on `cells` (an n × m permutation grid, the 0 at `zero`);
// false as soon as a move leaves the grid.
bool Play(std::vector<int64_t>& cells, int64_t n, int64_t m, int64_t zero,
          const std::vector<int64_t>& moves) {
  int64_t r = zero / m, c = zero % m;
  for (const int64_t move : moves) {
    const int64_t nr = r + kRowStep[move], nc = c + kColumnStep[move];
    if (nr < 0 || nr >= n || nc < 0 || nc >= m) return false;
    std::swap(cells[static_cast<size_t>(r * m + c)], cells[static_cast<size_t>(nr * m + nc)]);
    r = nr;
    c = nc;
  }
  return true;
}

int64_t ZeroAt(const std::vector<int64_t>& cells) {
  for (size_t i = 0; i < cells.size(); ++i) {
    if (cells[i] == 0) return static_cast<int64_t>(i);
  }
  return -1;
}

class EightDigitPuzzleEnvironment final
    : public environments::LadderEnvironment<EightDigitPuzzleInstance> {
 public:
  EightDigitPuzzleEnvironment()
      : LadderEnvironment(
            {"eight_digit_puzzle", "RLVE-Gym:EightDigitPuzzle", kMaxDifficulty,
             "Slide the 0 of an N x M grid holding 0..NM-1 (swap it with a neighbour: U, D, L, R) "
             "until the grid becomes the destination.",
             /*difficulty_help=*/"N, M uniform in 2..3 + d; the destination is 2, 3, 5, 10, 15, "
             "20, 25 or 30 random moves from a shuffled start"},
            {"RLVE EightDigitPuzzle ladder: -1 unparseable or a character other than U, D, L, R, "
             "-0.5 a move off the grid, else (cells equal to the target's / "
             "NM)^beta.", /*beta=*/10}) {}

 protected:
  EightDigitPuzzleInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t top = 3 + difficulty;
    EightDigitPuzzleInstance instance;
    const int64_t n = instance.n = rng.Uniform(2, top);
    const int64_t m = instance.m = rng.Uniform(2, top);
    instance.start.resize(static_cast<size_t>(n * m));
    std::iota(instance.start.begin(), instance.start.end(), int64_t{0});
    rng.Shuffle(instance.start);
    const int64_t steps =
        kSteps[rng.Uniform(0, static_cast<int64_t>(sizeof(kSteps) / sizeof(kSteps[0])) - 1)];
    int64_t weights[4];
    for (int64_t& w : weights) w = rng.Uniform(1, n * m);
    const int64_t zero = ZeroAt(instance.start);
    int64_t r = zero / m, c = zero % m;
    for (int64_t step = 0; step < steps; ++step) {
      // A weighted draw among the moves that stay on the grid (at least two
      // always do: n, m >= 2).
      int64_t total = 0;
      bool fits[4];
      for (int k = 0; k < 4; ++k) {
        const int64_t nr = r + kRowStep[k], nc = c + kColumnStep[k];
        fits[k] = nr >= 0 && nr < n && nc >= 0 && nc < m;
        if (fits[k]) total += weights[k];
      }
      int64_t pick = rng.Uniform(0, total - 1);
      int chosen = 0;
      for (int k = 0; k < 4; ++k) {
        if (!fits[k]) continue;
        if (pick < weights[k]) {
          chosen = k;
          break;
        }
        pick -= weights[k];
      }
      instance.moves.push_back(chosen);
      r += kRowStep[chosen];
      c += kColumnStep[chosen];
    }
    instance.destination = instance.start;
    Play(instance.destination, n, m, zero, instance.moves);
    return instance;
  }

  void DeclareFields(environments::InstanceFields<EightDigitPuzzleInstance>& fields)
      const override {
    using I = EightDigitPuzzleInstance;
    auto n = [](const I& x) { return x.n; };
    auto m = [](const I& x) { return x.m; };
    auto last = [](const I& x) { return x.n * x.m - 1; };
    fields.Int("n", &I::n, 2, kMaxSide)
        .Int("m", &I::m, 2, kMaxSide)
        .Grid("start", &I::start, n, m, 0, last)
        .Grid("destination", &I::destination, n, m, 0, last)
        .Ints("moves", &I::moves, kMaxMoves, 0, 3);
  }
  absl::Status Finish(EightDigitPuzzleInstance& instance) const override {
    const int64_t size = static_cast<int64_t>(instance.start.size());
    if (!environments::PermutationPositions(instance.start, size)) {
      return BadInstance("start", "a number repeats (need each of 0..nm-1 once)");
    }
    std::vector<int64_t> cells = instance.start;
    if (!Play(cells, instance.n, instance.m, ZeroAt(cells), instance.moves)) {
      return BadInstance("moves", "a move takes the 0 off the grid");
    }
    if (cells != instance.destination) {
      return BadInstance("destination", "is not where the moves take the start grid");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const EightDigitPuzzleInstance& instance) const override {
    return absl::StrCat(
        "A sliding puzzle on a grid of ", instance.n, " rows and ", instance.m,
        " columns: every number from 0 to ", instance.n * instance.m - 1,
        " sits in exactly one cell. One move swaps the 0 with the number next "
        "to it in one direction: U swaps it with the cell above, D with the "
        "cell below, L with the cell to its left, R with the cell to its "
        "right. The 0 may never leave the grid.\n\nStarting grid:\n",
        environments::BoardText(instance.start, instance.m), "\n\nTarget grid:\n",
        environments::BoardText(instance.destination, instance.m),
        "\n\nGive a sequence of moves that turns the starting grid into the "
        "target grid, written as one string of the letters U, D, L and R with "
        "nothing between them (for example, DDRU means down, down, right, "
        "up), inside <answer> </answer> tags.");
  }
  std::string Reference(const EightDigitPuzzleInstance& instance) const override {
    std::string letters;
    for (const int64_t move : instance.moves) letters.push_back(kLetters[move]);
    return environments::AnswerTagged(letters);
  }

  absl::StatusOr<Verdict> Grade(const EightDigitPuzzleInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const absl::string_view letters = parsing::TrimAsciiSpace(*answer);
    // Every character is checked first: an answer with a character other
    // than U, D, L, R is unparseable (-1) even where RLVE, scanning in
    // order, would stop earlier at a move off the grid (-0.5).
    std::vector<int> moves;
    moves.reserve(letters.size());
    for (const char letter : letters) {
      int move = -1;
      for (int k = 0; k < 4; ++k) {
        if (kLetters[k] == letter) move = k;
      }
      if (move < 0) return environments::Unparsed();
      moves.push_back(move);
    }
    std::vector<int64_t> cells = instance.start;
    const int64_t zero = ZeroAt(cells);
    int64_t r = zero / instance.m, c = zero % instance.m;
    for (const int move : moves) {
      const int64_t nr = r + kRowStep[move], nc = c + kColumnStep[move];
      if (nr < 0 || nr >= instance.n || nc < 0 || nc >= instance.m) {
        return environments::Invalid();
      }
      std::swap(cells[static_cast<size_t>(r * instance.m + c)],
                cells[static_cast<size_t>(nr * instance.m + nc)]);
      r = nr;
      c = nc;
    }
    int64_t hits = 0;
    for (size_t i = 0; i < cells.size(); ++i) hits += cells[i] == instance.destination[i];
    return environments::Graded(hits, instance.n * instance.m, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace eight_digit_puzzle_cc

absl::Status RegisterEightDigitPuzzleEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<EightDigitPuzzleEnvironment>());
}

}  // namespace referee

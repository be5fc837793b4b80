#include "verifiers/environments/puzzles/futoshiki_puzzle.h"

#include <map>

#include "verifiers/environments/member.h"
#include "verifiers/environments/puzzles/latin_squares.h"
#include "verifiers/environments/puzzles/puzzle_ladder.h"

namespace referee {
inline namespace futoshiki_puzzle_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 97;
constexpr int64_t kMaxN = kMaxDifficulty + 3;
constexpr int64_t kEmpty = -1;

struct FutoshikiPuzzleInstance {
  int64_t n = 0;
  std::vector<int64_t> grid;                      // n·n cells, row by row; -1 empty.
  std::vector<std::vector<int64_t>> inequalities;  // [r1, c1, r2, c2]: smaller first.
  std::vector<int64_t> solution;                  // n·n cells; or empty.
};

// How many inequalities the complete board `cells` satisfies.
int64_t Satisfied(const FutoshikiPuzzleInstance& instance, const std::vector<int64_t>& cells) {
  int64_t satisfied = 0;
  for (const std::vector<int64_t>& q : instance.inequalities) {
    satisfied += cells[static_cast<size_t>(q[0] * instance.n + q[1])] <
                         cells[static_cast<size_t>(q[2] * instance.n + q[3])]
                     ? 1
                     : 0;
  }
  return satisfied;
}

class FutoshikiPuzzleEnvironment final
    : public environments::LadderEnvironment<FutoshikiPuzzleInstance> {
 public:
  FutoshikiPuzzleEnvironment()
      : LadderEnvironment(
            {"futoshiki_puzzle", "RLVE-Gym:FutoshikiPuzzle", kMaxDifficulty,
             "Complete an N x N Latin square over 0..N-1 keeping the given numbers so that listed "
             "inequalities between cells hold.",
             /*difficulty_help=*/"N = 3 + d; a shifted Latin square, 1..2N random inequalities "
             "between cells of different numbers, 10%..90% of cells emptied"},
            {"RLVE FutoshikiPuzzle ladder: -1 unparseable or not N lines of N integers, -0.5 a "
             "row or column not a permutation of 0..N-1 or a given changed, else (inequalities "
             "satisfied / inequalities)^beta.", /*beta=*/5}) {}

 protected:
  FutoshikiPuzzleInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 3 + difficulty;
    FutoshikiPuzzleInstance instance;
    instance.n = n;
    instance.solution = environments::ShiftedLatinSquare(n, rng);
    const std::vector<int64_t>& cells = instance.solution;
    // The pairs of cells holding different numbers, smaller first: for
    // each pair of numbers u < w (in order), the N cells of u by the N
    // cells of w (each in row-major order), N³(N-1)/2 >= 2N in all, so
    // RLVE's min(all, 2N) is 2N. K distinct ones, uniformly: a partial
    // Fisher–Yates shuffle of the pair indices, its swaps kept in a map
    // (K draws, no rejection).
    const int64_t count = rng.Uniform(1, 2 * n);
    std::vector<std::vector<int64_t>> cells_of(static_cast<size_t>(n));
    for (int64_t cell = 0; cell < n * n; ++cell) {
      cells_of[static_cast<size_t>(cells[static_cast<size_t>(cell)])].push_back(cell);
    }
    std::vector<std::pair<int64_t, int64_t>> numbers;  // u < w.
    for (int64_t u = 0; u < n; ++u) {
      for (int64_t w = u + 1; w < n; ++w) numbers.push_back({u, w});
    }
    const int64_t per_numbers = n * n;
    const int64_t pairs = static_cast<int64_t>(numbers.size()) * per_numbers;
    std::map<int64_t, int64_t> swapped;  // Index -> the pair index now there.
    auto at = [&swapped](int64_t index) {
      const auto it = swapped.find(index);
      return it == swapped.end() ? index : it->second;
    };
    for (int64_t i = 0; i < count; ++i) {
      const int64_t j = rng.Uniform(i, pairs - 1);
      const int64_t pick = at(j);
      swapped[j] = at(i);
      const std::pair<int64_t, int64_t> uw = numbers[static_cast<size_t>(pick / per_numbers)];
      const int64_t within = pick % per_numbers;
      const int64_t a = cells_of[static_cast<size_t>(uw.first)][static_cast<size_t>(within / n)];
      const int64_t b = cells_of[static_cast<size_t>(uw.second)][static_cast<size_t>(within % n)];
      instance.inequalities.push_back({a / n, a % n, b / n, b % n});
    }
    const int64_t tenths = rng.Uniform(1, 9);
    const int64_t empty = std::max<int64_t>(1, n * n * tenths / 10);
    std::vector<int64_t> order(static_cast<size_t>(n * n));
    std::iota(order.begin(), order.end(), int64_t{0});
    rng.Shuffle(order);
    instance.grid = cells;
    for (int64_t i = 0; i < empty; ++i) {
      instance.grid[static_cast<size_t>(order[static_cast<size_t>(i)])] = kEmpty;
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<FutoshikiPuzzleInstance>& fields)
      const override {
    using I = FutoshikiPuzzleInstance;
    auto n = [](const I& x) { return x.n; };
    auto top = [](const I& x) { return x.n - 1; };
    fields.Int("n", &I::n, 2, kMaxN)
        .Grid("grid", &I::grid, n, n, kEmpty, top)
        .IntRows("inequalities", &I::inequalities, [](const I& x) { return x.n * x.n; }, 4, 0,
                 top)
        .Grid("solution", &I::solution, n, n, 0, top)
        .Optional();
  }
  absl::Status Finish(FutoshikiPuzzleInstance& instance) const override {
    if (instance.inequalities.empty()) {
      return BadInstance("inequalities", "must hold at least one inequality");
    }
    for (const std::vector<int64_t>& q : instance.inequalities) {
      if (q[0] == q[2] && q[1] == q[3]) {
        return BadInstance("inequalities", "compares a cell with itself");
      }
    }
    // Such a grid has no solution: nothing could earn credit.
    if (!environments::IsLatinSquare(instance.grid, instance.n, /*blanks_allowed=*/true)) {
      return BadInstance("grid", "a number repeats in a row or a column");
    }
    if (instance.solution.empty()) return absl::OkStatus();
    if (!environments::IsLatinSquare(instance.solution, instance.n)) {
      return BadInstance("solution", "a number repeats in a row or a column");
    }
    for (size_t i = 0; i < instance.grid.size(); ++i) {
      if (instance.grid[i] != kEmpty && instance.grid[i] != instance.solution[i]) {
        return BadInstance("solution", "changes a given number");
      }
    }
    if (Satisfied(instance, instance.solution) !=
        static_cast<int64_t>(instance.inequalities.size())) {
      return BadInstance("solution", "breaks an inequality");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const FutoshikiPuzzleInstance& instance) const override {
    const int64_t n = instance.n;
    std::string constraints;
    for (const std::vector<int64_t>& q : instance.inequalities) {
      absl::StrAppend(&constraints, "cell (", q[0], ", ", q[1], ") < cell (", q[2], ", ",
                      q[3], ")\n");
    }
    return absl::StrCat(
        "Fill in this ", n, " by ", n,
        " grid. Known cells show a number from 0 to ", n - 1,
        "; a cell shown as -1 is blank:\n", environments::BoardText(instance.grid, n),
        "\n\nWhen you are done, every row and every column must contain each "
        "of the numbers 0 to ", n - 1,
        " exactly once, and the known cells must keep their numbers. "
        "Writing cell (r, c) for row r and column c (both counted from 0, "
        "row 0 at the top), the filled grid must also satisfy each of these "
        "inequalities:\n",
        constraints,
        "\nPut the completed grid inside <answer> </answer> tags: ", n,
        " lines, top row first, each line giving the ", n,
        " numbers of its row from left to right, separated by spaces.");
  }
  std::string Reference(const FutoshikiPuzzleInstance& instance) const override {
    // Explicit instances need not carry a solution; generated ones always do.
    if (instance.solution.empty()) return "";
    return environments::AnswerTagged(environments::BoardText(instance.solution, instance.n));
  }

  absl::StatusOr<Verdict> Grade(const FutoshikiPuzzleInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const std::optional<std::vector<int64_t>> cells = environments::IntegerRows(*answer, instance.n, instance.n);
    if (!cells) return environments::Unparsed();
    // Every value in 0..n-1 and no repeat: each row and column is a
    // permutation (kHugeToken and negatives fail the range check).
    if (!environments::IsLatinSquare(*cells, instance.n)) return environments::Invalid();
    for (size_t i = 0; i < cells->size(); ++i) {
      if (instance.grid[i] != kEmpty && instance.grid[i] != (*cells)[i]) {
        return environments::Invalid();
      }
    }
    return environments::Graded(Satisfied(instance, *cells),
                                static_cast<int64_t>(instance.inequalities.size()),
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace futoshiki_puzzle_cc

absl::Status RegisterFutoshikiPuzzleEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<FutoshikiPuzzleEnvironment>());
}

}  // namespace referee

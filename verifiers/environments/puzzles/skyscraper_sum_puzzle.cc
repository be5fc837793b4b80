#include "verifiers/environments/puzzles/skyscraper_sum_puzzle.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/puzzles/latin_squares.h"
#include "verifiers/environments/puzzles/puzzle_ladder.h"

namespace referee {
inline namespace skyscraper_sum_puzzle_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 97;
constexpr int64_t kMaxN = kMaxDifficulty + 3;

struct SkyscraperSumPuzzleInstance {
  int64_t n = 0;
  std::vector<int64_t> left, right, top, bottom;  // n sums each.
  std::vector<int64_t> solution;                  // n·n cells, row by row; or empty.
};

// The four lists of visible-height sums of a complete n × n board (cells
// row by row): from the left and the right of each row, from the top and
// the bottom of each column.
struct Sums {
  std::vector<int64_t> left, right, top, bottom;
};

Sums SumsOf(const std::vector<int64_t>& cells, int64_t n) {
  // The heights seen along the n cells at[start], at[start + step], ...
  // (those taller than every one before them), added up.
  auto seen = [&cells, n](int64_t start, int64_t step) {
    int64_t sum = 0, tallest = -1;
    for (int64_t k = 0; k < n; ++k) {
      const int64_t h = cells[static_cast<size_t>(start + k * step)];
      if (h > tallest) {
        sum += h;
        tallest = h;
      }
    }
    return sum;
  };
  Sums sums;
  for (int64_t i = 0; i < n; ++i) {
    sums.left.push_back(seen(i * n, 1));
    sums.right.push_back(seen(i * n + n - 1, -1));
    sums.top.push_back(seen(i, n));
    sums.bottom.push_back(seen((n - 1) * n + i, -n));
  }
  return sums;
}

// How many of the 4n sums of `sums` equal the instance's clues.
int64_t Matching(const SkyscraperSumPuzzleInstance& instance, const Sums& sums) {
  int64_t hits = 0;
  for (size_t i = 0; i < static_cast<size_t>(instance.n); ++i) {
    hits += (sums.left[i] == instance.left[i]) + (sums.right[i] == instance.right[i]) +
            (sums.top[i] == instance.top[i]) + (sums.bottom[i] == instance.bottom[i]);
  }
  return hits;
}

class SkyscraperSumPuzzleEnvironment final
    : public environments::LadderEnvironment<SkyscraperSumPuzzleInstance> {
 public:
  SkyscraperSumPuzzleEnvironment()
      : LadderEnvironment(
            {"skyscraper_sum_puzzle", "RLVE-Gym:SkyscraperSumPuzzle", kMaxDifficulty,
             "Fill an N x N grid with building heights 0..N-1, a Latin square, so that the "
             "visible buildings' heights from each side add up to the given sums.",
             /*difficulty_help=*/"N = 3 + d; a shifted Latin square's 4N visible-height sums, "
             "all shown"},
            {"RLVE SkyscraperSumPuzzle ladder: -1 unparseable or not N lines of N integers, -0.5 "
             "a row or column not a permutation of 0..N-1, else (visible-height sums matching "
             "the clues / 4N)^beta.", /*beta=*/10}) {}

 protected:
  SkyscraperSumPuzzleInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 3 + difficulty;
    SkyscraperSumPuzzleInstance instance;
    instance.n = n;
    instance.solution = environments::ShiftedLatinSquare(n, rng);
    Sums sums = SumsOf(instance.solution, n);
    instance.left = std::move(sums.left);
    instance.right = std::move(sums.right);
    instance.top = std::move(sums.top);
    instance.bottom = std::move(sums.bottom);
    return instance;
  }

  void DeclareFields(environments::InstanceFields<SkyscraperSumPuzzleInstance>& fields)
      const override {
    using I = SkyscraperSumPuzzleInstance;
    auto n = [](const I& x) { return x.n; };
    auto least = [](const I& x) { return x.n - 1; };
    auto most = [](const I& x) { return x.n * (x.n - 1) / 2; };
    fields.Int("n", &I::n, 2, kMaxN)
        .Ints("left", &I::left, n, least, most)
        .SizedBy(n)
        .Ints("right", &I::right, n, least, most)
        .SizedBy(n)
        .Ints("top", &I::top, n, least, most)
        .SizedBy(n)
        .Ints("bottom", &I::bottom, n, least, most)
        .SizedBy(n)
        .Grid("solution", &I::solution, n, n, 0, [](const I& x) { return x.n - 1; })
        .Optional();
  }
  absl::Status Finish(SkyscraperSumPuzzleInstance& instance) const override {
    if (instance.solution.empty()) return absl::OkStatus();
    if (!environments::IsLatinSquare(instance.solution, instance.n)) {
      return BadInstance("solution", "a height repeats in a row or a column");
    }
    if (Matching(instance, SumsOf(instance.solution, instance.n)) != 4 * instance.n) {
      return BadInstance("solution", "does not show the given sums of visible heights");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const SkyscraperSumPuzzleInstance& instance) const override {
    const int64_t n = instance.n;
    return absl::StrCat(
        "Build a city on a ", n, " by ", n,
        " grid: every cell gets one building, whose height is a whole number from 0 to ", n - 1,
        ". Every row and every column must use each of the heights 0 to ", n - 1,
        " exactly once. Looking along a row or a column from one of its ends, you see a "
        "building exactly when no taller building stands between you and it.\n\n"
        "The heights of the buildings you see, added up:\n"
        "- from the left end of each row, rows listed top to bottom: ",
        absl::StrJoin(instance.left, " "),
        "\n- from the right end of each row, rows listed top to bottom: ",
        absl::StrJoin(instance.right, " "),
        "\n- from the top end of each column, columns listed left to right: ",
        absl::StrJoin(instance.top, " "),
        "\n- from the bottom end of each column, columns listed left to right: ",
        absl::StrJoin(instance.bottom, " "),
        "\n\nPut the heights inside <answer> </answer> tags: ", n,
        " lines, top row first, each line giving the ", n,
        " heights of its row from left to right, separated by spaces.");
  }
  std::string Reference(const SkyscraperSumPuzzleInstance& instance) const override {
    // Explicit instances need not carry a solution; generated ones always do.
    if (instance.solution.empty()) return "";
    return environments::AnswerTagged(environments::BoardText(instance.solution, instance.n));
  }

  absl::StatusOr<Verdict> Grade(const SkyscraperSumPuzzleInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const std::optional<std::vector<int64_t>> cells =
        environments::IntegerRows(*answer, instance.n, instance.n);
    if (!cells) return environments::Unparsed();
    if (!environments::IsLatinSquare(*cells, instance.n)) return environments::Invalid();
    return environments::Graded(Matching(instance, SumsOf(*cells, instance.n)), 4 * instance.n,
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace skyscraper_sum_puzzle_cc

absl::Status RegisterSkyscraperSumPuzzleEnvironment(Catalog& catalog,
                                                    const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<SkyscraperSumPuzzleEnvironment>());
}

}  // namespace referee

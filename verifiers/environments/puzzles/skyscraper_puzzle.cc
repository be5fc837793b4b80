#include "verifiers/environments/puzzles/skyscraper_puzzle.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/puzzles/latin_squares.h"
#include "verifiers/environments/puzzles/puzzle_ladder.h"

namespace referee {
inline namespace skyscraper_puzzle_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 97;
constexpr int64_t kMaxN = kMaxDifficulty + 3;

struct SkyscraperPuzzleInstance {
  int64_t n = 0;
  std::vector<int64_t> left, right, top, bottom;  // n counts each.
  std::vector<int64_t> solution;                  // n·n cells, row by row; or empty.
};

// The four lists of visibility counts of a complete n × n board (cells row
// by row): from the left and the right of each row, from the top and the
// bottom of each column.
struct Views {
  std::vector<int64_t> left, right, top, bottom;
};

Views ViewsOf(const std::vector<int64_t>& cells, int64_t n) {
  // Buildings seen along the n cells at[start], at[start + step], ...:
  // those taller than every one before them.
  auto seen = [&cells, n](int64_t start, int64_t step) {
    int64_t count = 0, tallest = -1;
    for (int64_t k = 0; k < n; ++k) {
      const int64_t h = cells[static_cast<size_t>(start + k * step)];
      if (h > tallest) {
        ++count;
        tallest = h;
      }
    }
    return count;
  };
  Views views;
  for (int64_t i = 0; i < n; ++i) {
    views.left.push_back(seen(i * n, 1));
    views.right.push_back(seen(i * n + n - 1, -1));
    views.top.push_back(seen(i, n));
    views.bottom.push_back(seen((n - 1) * n + i, -n));
  }
  return views;
}

// How many of the 4n counts of `views` equal the instance's clues.
int64_t Matching(const SkyscraperPuzzleInstance& instance, const Views& views) {
  int64_t hits = 0;
  for (size_t i = 0; i < static_cast<size_t>(instance.n); ++i) {
    hits += (views.left[i] == instance.left[i]) + (views.right[i] == instance.right[i]) +
            (views.top[i] == instance.top[i]) + (views.bottom[i] == instance.bottom[i]);
  }
  return hits;
}

class SkyscraperPuzzleEnvironment final
    : public environments::LadderEnvironment<SkyscraperPuzzleInstance> {
 public:
  SkyscraperPuzzleEnvironment()
      : LadderEnvironment(
            {"skyscraper_puzzle", "RLVE-Gym:SkyscraperPuzzle", kMaxDifficulty,
             "Fill an N x N grid with building heights 0..N-1, a Latin square, so that the given "
             "numbers of buildings are visible from each side.",
             /*difficulty_help=*/"N = 3 + d; a shifted Latin square's 4N visibility counts, all "
             "shown"},
            {"RLVE SkyscraperPuzzle ladder: -1 unparseable or not N lines of N integers, -0.5 a "
             "row or column not a permutation of 0..N-1, else (visibility counts matching the "
             "clues / 4N)^beta.", /*beta=*/10}) {}

 protected:
  SkyscraperPuzzleInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 3 + difficulty;
    SkyscraperPuzzleInstance instance;
    instance.n = n;
    instance.solution = environments::ShiftedLatinSquare(n, rng);
    Views views = ViewsOf(instance.solution, n);
    instance.left = std::move(views.left);
    instance.right = std::move(views.right);
    instance.top = std::move(views.top);
    instance.bottom = std::move(views.bottom);
    return instance;
  }

  void DeclareFields(environments::InstanceFields<SkyscraperPuzzleInstance>& fields)
      const override {
    using I = SkyscraperPuzzleInstance;
    auto n = [](const I& x) { return x.n; };
    fields.Int("n", &I::n, 2, kMaxN)
        .Ints("left", &I::left, n, 1, n)
        .SizedBy(n)
        .Ints("right", &I::right, n, 1, n)
        .SizedBy(n)
        .Ints("top", &I::top, n, 1, n)
        .SizedBy(n)
        .Ints("bottom", &I::bottom, n, 1, n)
        .SizedBy(n)
        .Grid("solution", &I::solution, n, n, 0, [](const I& x) { return x.n - 1; })
        .Optional();
  }
  absl::Status Finish(SkyscraperPuzzleInstance& instance) const override {
    if (instance.solution.empty()) return absl::OkStatus();
    if (!environments::IsLatinSquare(instance.solution, instance.n)) {
      return BadInstance("solution", "a height repeats in a row or a column");
    }
    if (Matching(instance, ViewsOf(instance.solution, instance.n)) != 4 * instance.n) {
      return BadInstance("solution", "does not show the given visibility counts");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const SkyscraperPuzzleInstance& instance) const override {
    const int64_t n = instance.n;
    return absl::StrCat(
        "Build a city on a ", n, " by ", n,
        " grid: every cell gets one building, whose height is a whole number "
        "from 0 to ", n - 1,
        ". Every row and every column must use each of the heights 0 to ", n - 1,
        " exactly once. Looking along a row or a column from one of its ends, "
        "you see a building exactly when no taller building stands between "
        "you and it.\n\n"
        "How many buildings can be seen:\n"
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
  std::string Reference(const SkyscraperPuzzleInstance& instance) const override {
    // Explicit instances need not carry a solution; generated ones always do.
    if (instance.solution.empty()) return "";
    return environments::AnswerTagged(environments::BoardText(instance.solution, instance.n));
  }

  absl::StatusOr<Verdict> Grade(const SkyscraperPuzzleInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const std::optional<std::vector<int64_t>> cells = environments::IntegerRows(*answer, instance.n, instance.n);
    if (!cells) return environments::Unparsed();
    if (!environments::IsLatinSquare(*cells, instance.n)) return environments::Invalid();
    return environments::Graded(Matching(instance, ViewsOf(*cells, instance.n)), 4 * instance.n,
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace skyscraper_puzzle_cc

absl::Status RegisterSkyscraperPuzzleEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<SkyscraperPuzzleEnvironment>());
}

}  // namespace referee

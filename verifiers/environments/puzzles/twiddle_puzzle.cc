#include "verifiers/environments/puzzles/twiddle_puzzle.h"

#include "verifiers/environments/answer_lines.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace twiddle_puzzle_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 17;
constexpr int64_t kMaxSide = kMaxDifficulty + 3;
constexpr int64_t kMaxMoves = 10000;          // Referee's cap on an answer (header).
constexpr int64_t kMaxSolutionMoves = 1000;   // An explicit solution's length.
constexpr int64_t kSteps[] = {2, 3, 4, 5, 6, 7, 8, 9, 10};  // RLVE's steps list.

struct TwiddlePuzzleInstance {
  int64_t n = 0, m = 0, k = 0;
  std::vector<int64_t> start, target;  // n·m cells each.
  std::vector<std::vector<int64_t>> solution;  // Moves [i, j], or empty.
};

// Turns the k × k square at (i, j) of the grid (rows of length m) a
// quarter turn counterclockwise: offset (x, y) goes to (k-1-y, x).
void Rotate(std::vector<int64_t>& grid, int64_t m, int64_t k, int64_t i, int64_t j,
            std::vector<int64_t>& scratch) {
  scratch.resize(static_cast<size_t>(k * k));
  for (int64_t x = 0; x < k; ++x) {
    for (int64_t y = 0; y < k; ++y) {
      scratch[static_cast<size_t>(x * k + y)] = grid[static_cast<size_t>((i + x) * m + j + y)];
    }
  }
  for (int64_t x = 0; x < k; ++x) {
    for (int64_t y = 0; y < k; ++y) {
      grid[static_cast<size_t>((i + k - 1 - y) * m + j + x)] =
          scratch[static_cast<size_t>(x * k + y)];
    }
  }
}

bool InRange(const TwiddlePuzzleInstance& instance, int64_t i, int64_t j) {
  return i >= 0 && i <= instance.n - instance.k && j >= 0 && j <= instance.m - instance.k;
}

bool IsPermutation(const std::vector<int64_t>& cells) {
  std::vector<char> seen(cells.size(), 0);
  for (int64_t v : cells) {
    if (v < 0 || v >= static_cast<int64_t>(cells.size()) || seen[static_cast<size_t>(v)]) {
      return false;
    }
    seen[static_cast<size_t>(v)] = 1;
  }
  return true;
}

std::string GridText(const std::vector<int64_t>& grid, int64_t m) {
  std::string text;
  for (size_t at = 0; at < grid.size(); ++at) {
    if (at > 0) text.push_back(at % static_cast<size_t>(m) == 0 ? '\n' : ' ');
    absl::StrAppend(&text, grid[at]);
  }
  return text;
}

class TwiddlePuzzleEnvironment final
    : public environments::LadderEnvironment<TwiddlePuzzleInstance> {
 public:
  TwiddlePuzzleEnvironment()
      : LadderEnvironment(
            {"twiddle_puzzle", "RLVE-Gym:TwiddlePuzzle", kMaxDifficulty,
             "Turn K x K squares of an N x M grid of distinct numbers a quarter turn "
             "counterclockwise until it equals the target grid.",
             /*difficulty_help=*/"N, M uniform in 2..3 + d, K in 2..min(N, M); the target is "
             "the start after 2..10 random moves"},
            {"RLVE TwiddlePuzzle ladder: -1 a line that is not two integers, -0.5 a corner out "
             "of range or more than 10000 moves, else (cells equal to the target / NM)^beta.",
             /*beta=*/5}) {}

 protected:
  TwiddlePuzzleInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t top = 3 + difficulty;
    TwiddlePuzzleInstance instance;
    const int64_t n = instance.n = rng.Uniform(2, top);
    const int64_t m = instance.m = rng.Uniform(2, top);
    const int64_t k = instance.k = rng.Uniform(2, std::min(n, m));
    instance.start.resize(static_cast<size_t>(n * m));
    std::iota(instance.start.begin(), instance.start.end(), int64_t{0});
    rng.Shuffle(instance.start);
    instance.target = instance.start;
    std::vector<int64_t> scratch;
    const int64_t steps = kSteps[rng.Uniform(0, 8)];
    for (int64_t step = 0; step < steps; ++step) {
      const int64_t i = rng.Uniform(0, n - k), j = rng.Uniform(0, m - k);
      instance.solution.push_back({i, j});
      Rotate(instance.target, m, k, i, j, scratch);
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<TwiddlePuzzleInstance>& fields) const override {
    using I = TwiddlePuzzleInstance;
    auto n = [](const I& x) { return x.n; };
    auto m = [](const I& x) { return x.m; };
    auto k_top = [](const I& x) { return std::min(x.n, x.m); };
    auto last = [](const I& x) { return x.n * x.m - 1; };
    fields.Int("n", &I::n, 2, kMaxSide)
        .Int("m", &I::m, 2, kMaxSide)
        .Int("k", &I::k, 2, k_top)
        .Grid("start", &I::start, n, m, 0, last)
        .Grid("target", &I::target, n, m, 0, last)
        .IntRows("solution", &I::solution, kMaxSolutionMoves, 2, 0, kMaxSide)
        .Optional();
  }
  absl::Status Finish(TwiddlePuzzleInstance& instance) const override {
    if (!IsPermutation(instance.start)) {
      return BadInstance("start", "is not a permutation of 0..nm-1");
    }
    if (!IsPermutation(instance.target)) {
      return BadInstance("target", "is not a permutation of 0..nm-1");
    }
    if (instance.solution.empty()) return absl::OkStatus();
    std::vector<int64_t> grid = instance.start, scratch;
    for (const std::vector<int64_t>& move : instance.solution) {
      if (!InRange(instance, move[0], move[1])) {
        return BadInstance("solution", "has a corner out of range");
      }
      Rotate(grid, instance.m, instance.k, move[0], move[1], scratch);
    }
    if (grid != instance.target) return BadInstance("solution", "does not reach the target");
    return absl::OkStatus();
  }

  std::string Prompt(const TwiddlePuzzleInstance& instance) const override {
    const int64_t k = instance.k;
    return absl::StrCat(
        "A grid of ", instance.n, " rows and ", instance.m, " columns holds each number from 0 "
        "to ", instance.n * instance.m - 1, " once. A move chooses a cell (i, j), row i and "
        "column j counted from 0 at the top left, with 0 <= i <= ", instance.n - k,
        " and 0 <= j <= ", instance.m - k, ", and turns the ", k, " x ", k,
        " square whose top-left cell is (i, j) by 90 degrees counterclockwise.\n\n"
        "The grid starts as:\n",
        GridText(instance.start, instance.m), "\n\nMake it equal to:\n",
        GridText(instance.target, instance.m),
        "\n\nPut your moves inside <answer> </answer> tags, in the order they are made, one "
        "per line, each written as i j (for example 0 1).");
  }
  std::string Reference(const TwiddlePuzzleInstance& instance) const override {
    // Explicit instances need not carry a solution; generated ones always do.
    if (instance.solution.empty()) return "";
    std::string text;
    for (const std::vector<int64_t>& move : instance.solution) {
      absl::StrAppend(&text, text.empty() ? "" : "\n", move[0], " ", move[1]);
    }
    return environments::AnswerTagged(text);
  }

  absl::StatusOr<Verdict> Grade(const TwiddlePuzzleInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    // Every line is read before any move is made (RLVE parses the whole
    // answer first): a malformed line anywhere is -1.
    std::vector<std::pair<int64_t, int64_t>> moves;
    bool out_of_range = false;
    int64_t count = 0;
    const bool parsed = environments::ForEachAnswerLine(*answer, [&](absl::string_view line) {
      const std::optional<parsing::IntegerTokens> tokens = parsing::ParseIntegerTokens(line, 2);
      if (!tokens || tokens->count != 2) return false;
      const int64_t i = tokens->values[0], j = tokens->values[1];
      if (!InRange(instance, i, j)) out_of_range = true;
      if (++count <= kMaxMoves) moves.push_back({i, j});
      return true;
    });
    if (!parsed) return environments::Unparsed();
    if (out_of_range || count > kMaxMoves) return environments::Invalid();
    std::vector<int64_t> grid = instance.start, scratch;
    for (const auto& [i, j] : moves) Rotate(grid, instance.m, instance.k, i, j, scratch);
    int64_t equal = 0;
    for (size_t at = 0; at < grid.size(); ++at) equal += grid[at] == instance.target[at];
    return environments::Graded(equal, static_cast<int64_t>(grid.size()),
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace twiddle_puzzle_cc

absl::Status RegisterTwiddlePuzzleEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<TwiddlePuzzleEnvironment>());
}

}  // namespace referee

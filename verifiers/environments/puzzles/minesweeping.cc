#include "verifiers/environments/puzzles/minesweeping.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace minesweeping_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 96;
constexpr int64_t kMaxSide = kMaxDifficulty + 4;
constexpr int64_t kNoClue = -1;
// RLVE's density list, in hundredths.
constexpr int64_t kDensityHundredths[] = {60, 70, 80, 90, 95};

struct MinesweepingInstance {
  int64_t n = 0, m = 0;
  std::vector<int64_t> grid;      // n·m cells: a clue 0..8 or kNoClue.
  std::vector<int64_t> solution;  // n·m cells, 1 a mine; or empty.
};

// The mines among the up to 8 neighbours of (i, j) in the n × m layout
// (1 a mine).
int64_t NeighbouringMines(const std::vector<int64_t>& mines, int64_t n, int64_t m, int64_t i,
                          int64_t j) {
  int64_t count = 0;
  for (int64_t a = std::max<int64_t>(0, i - 1); a <= std::min(n - 1, i + 1); ++a) {
    for (int64_t b = std::max<int64_t>(0, j - 1); b <= std::min(m - 1, j + 1); ++b) {
      if (a != i || b != j) count += mines[static_cast<size_t>(a * m + b)];
    }
  }
  return count;
}

// Whether the layout puts a mine on a clue cell.
bool MineOnClue(const MinesweepingInstance& instance, const std::vector<int64_t>& mines) {
  for (size_t k = 0; k < mines.size(); ++k) {
    if (instance.grid[k] != kNoClue && mines[k] == 1) return true;
  }
  return false;
}

// How many clues equal their count of neighbouring mines, and how many
// clues there are.
std::pair<int64_t, int64_t> CluesMet(const MinesweepingInstance& instance,
                                     const std::vector<int64_t>& mines) {
  int64_t met = 0, clues = 0;
  for (int64_t i = 0; i < instance.n; ++i) {
    for (int64_t j = 0; j < instance.m; ++j) {
      const int64_t clue = instance.grid[static_cast<size_t>(i * instance.m + j)];
      if (clue == kNoClue) continue;
      ++clues;
      met += NeighbouringMines(mines, instance.n, instance.m, i, j) == clue;
    }
  }
  return {met, clues};
}

std::string LayoutText(const std::vector<int64_t>& mines, int64_t m) {
  std::string text;
  for (size_t at = 0; at < mines.size(); ++at) {
    if (at > 0 && at % static_cast<size_t>(m) == 0) text.push_back('\n');
    text.push_back(mines[at] == 1 ? '*' : '.');
  }
  return text;
}

std::string GridText(const std::vector<int64_t>& grid, int64_t m) {
  std::string text;
  for (size_t at = 0; at < grid.size(); ++at) {
    if (at > 0) text.push_back(at % static_cast<size_t>(m) == 0 ? '\n' : ' ');
    absl::StrAppend(&text, grid[at]);
  }
  return text;
}

class MinesweepingEnvironment final
    : public environments::LadderEnvironment<MinesweepingInstance> {
 public:
  MinesweepingEnvironment()
      : LadderEnvironment(
            {"minesweeping", "RLVE-Gym:Minesweeping", kMaxDifficulty,
             "Mark the mines of an N x M grid so that every clue number equals the mines among "
             "its 8 neighbours and no clue cell is a mine.",
             /*difficulty_help=*/"N, M uniform in 2..4 + d; 40%..70% of the cells mines, "
             "60%..95% of the others showing their count"},
            {"RLVE Minesweeping ladder: -1 unparseable or not N lines of M characters * or ., "
             "-0.5 a mine on a clue cell, else (clues met / clues)^beta.", /*beta=*/10}) {}

 protected:
  MinesweepingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t top = 4 + difficulty;
    MinesweepingInstance instance;
    const int64_t n = instance.n = rng.Uniform(2, top);
    const int64_t m = instance.m = rng.Uniform(2, top);
    const int64_t cells = n * m;
    const int64_t drawn = rng.Uniform(4 * cells, 7 * cells - 1) / 10;
    const int64_t mines = std::max<int64_t>(1, std::min(drawn, cells - 1));
    std::vector<int64_t> order(static_cast<size_t>(cells));
    std::iota(order.begin(), order.end(), int64_t{0});
    rng.Shuffle(order);
    instance.solution.assign(static_cast<size_t>(cells), 0);
    for (int64_t k = 0; k < mines; ++k) instance.solution[static_cast<size_t>(order[static_cast<size_t>(k)])] = 1;
    std::vector<int64_t> free;
    for (int64_t at = 0; at < cells; ++at) {
      if (instance.solution[static_cast<size_t>(at)] == 0) free.push_back(at);
    }
    const int64_t hundredths = kDensityHundredths[rng.Uniform(0, 4)];
    const int64_t clues =
        std::max<int64_t>(1, static_cast<int64_t>(free.size()) * hundredths / 100);
    rng.Shuffle(free);
    instance.grid.assign(static_cast<size_t>(cells), kNoClue);
    for (int64_t k = 0; k < clues; ++k) {
      const int64_t at = free[static_cast<size_t>(k)];
      instance.grid[static_cast<size_t>(at)] =
          NeighbouringMines(instance.solution, n, m, at / m, at % m);
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<MinesweepingInstance>& fields) const override {
    using I = MinesweepingInstance;
    auto n = [](const I& x) { return x.n; };
    auto m = [](const I& x) { return x.m; };
    fields.Int("n", &I::n, 1, kMaxSide)
        .Int("m", &I::m, 1, kMaxSide)
        .Grid("grid", &I::grid, n, m, kNoClue, 8)
        .Grid("solution", &I::solution, n, m, 0, 1)
        .Optional();
  }
  absl::Status Finish(MinesweepingInstance& instance) const override {
    if (std::all_of(instance.grid.begin(), instance.grid.end(),
                    [](int64_t v) { return v == kNoClue; })) {
      return BadInstance("grid", "has no clue");
    }
    if (instance.solution.empty()) return absl::OkStatus();
    if (MineOnClue(instance, instance.solution)) {
      return BadInstance("solution", "puts a mine on a clue cell");
    }
    const auto [met, clues] = CluesMet(instance, instance.solution);
    if (met != clues) return BadInstance("solution", "does not meet every clue");
    return absl::OkStatus();
  }

  std::string Prompt(const MinesweepingInstance& instance) const override {
    return absl::StrCat(
        "Here is a grid of ", instance.n, " rows and ", instance.m,
        " columns, one line per row from the top, its entries separated by spaces; each entry "
        "is a clue from 0 to 8, or -1 where there is no clue:\n",
        GridText(instance.grid, instance.m),
        "\n\nDecide for every cell whether it holds a mine. A cell with a clue holds no mine, "
        "and its clue must equal the number of mines among its neighbouring cells (the up to 8 "
        "cells touching it horizontally, vertically or diagonally). Cells without a clue may "
        "hold a mine or not.\n\nPut your grid inside <answer> </answer> tags: ",
        instance.n, " lines, top row first, each with ", instance.m,
        " characters for its cells from left to right with nothing between them: * for a mine, "
        ". for no mine.");
  }
  std::string Reference(const MinesweepingInstance& instance) const override {
    // Explicit instances need not carry a solution; generated ones always do.
    if (instance.solution.empty()) return "";
    return environments::AnswerTagged(LayoutText(instance.solution, instance.m));
  }

  absl::StatusOr<Verdict> Grade(const MinesweepingInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const std::optional<std::vector<absl::string_view>> rows =
        environments::CharacterRows(*answer, instance.n, instance.m, "*.");
    if (!rows) return environments::Unparsed();
    std::vector<int64_t> mines;
    mines.reserve(static_cast<size_t>(instance.n * instance.m));
    for (absl::string_view row : *rows) {
      for (char c : row) mines.push_back(c == '*' ? 1 : 0);
    }
    if (MineOnClue(instance, mines)) return environments::Invalid();
    const auto [met, clues] = CluesMet(instance, mines);
    return environments::Graded(met, clues, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace minesweeping_cc

absl::Status RegisterMinesweepingEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<MinesweepingEnvironment>());
}

}  // namespace referee

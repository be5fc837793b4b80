#include "verifiers/environments/puzzles/light_up_puzzle.h"

#include "verifiers/environments/answer_lines.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace light_up_puzzle_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 97;
constexpr int64_t kMaxSide = kMaxDifficulty + 3;
constexpr int64_t kWhite = -2;
constexpr int64_t kBlack = -1;  // A black cell without a number.
// RLVE's density list, in hundredths.
constexpr int64_t kDensityHundredths[] = {50, 60, 70, 80, 90, 95};

struct LightUpPuzzleInstance {
  int64_t n = 0, m = 0;
  std::vector<int64_t> grid;      // n·m cells: kWhite, kBlack or a number 0..4.
  std::vector<int64_t> solution;  // n·m cells, 1 a bulb; or empty.
};

// Whether the bulbs (1 a bulb, on white cells only) light every white cell
// with no bulb lighting another: every maximal run of white cells in a row
// or a column holds at most one bulb, and every white cell lies in a row
// run or a column run holding one. O(NM).
bool LitWithoutConflict(const LightUpPuzzleInstance& instance, const std::vector<int64_t>& bulbs) {
  const int64_t n = instance.n, m = instance.m;
  std::vector<char> lit(static_cast<size_t>(n * m), 0);
  // One pass over the runs of line `line` (rows when by_row): cell (line,
  // k) or (k, line) for k in 0..length-1.
  auto scan = [&](int64_t line, int64_t length, bool by_row) {
    auto at = [&](int64_t k) { return static_cast<size_t>(by_row ? line * m + k : k * m + line); };
    int64_t start = 0;
    while (start < length) {
      if (instance.grid[at(start)] != kWhite) {
        ++start;
        continue;
      }
      int64_t end = start, count = 0;
      while (end < length && instance.grid[at(end)] == kWhite) count += bulbs[at(end++)];
      if (count > 1) return false;
      if (count == 1) {
        for (int64_t k = start; k < end; ++k) lit[at(k)] = 1;
      }
      start = end;
    }
    return true;
  };
  for (int64_t i = 0; i < n; ++i) {
    if (!scan(i, m, true)) return false;
  }
  for (int64_t j = 0; j < m; ++j) {
    if (!scan(j, n, false)) return false;
  }
  for (size_t k = 0; k < lit.size(); ++k) {
    if (instance.grid[k] == kWhite && !lit[k]) return false;
  }
  return true;
}

int64_t NeighbouringBulbs(const std::vector<int64_t>& bulbs, int64_t n, int64_t m, int64_t i,
                          int64_t j) {
  int64_t count = 0;
  if (i > 0) count += bulbs[static_cast<size_t>((i - 1) * m + j)];
  if (i + 1 < n) count += bulbs[static_cast<size_t>((i + 1) * m + j)];
  if (j > 0) count += bulbs[static_cast<size_t>(i * m + j - 1)];
  if (j + 1 < m) count += bulbs[static_cast<size_t>(i * m + j + 1)];
  return count;
}

// How many numbered cells see exactly their number of neighbouring bulbs,
// and how many numbered cells there are.
std::pair<int64_t, int64_t> NumbersMet(const LightUpPuzzleInstance& instance,
                                       const std::vector<int64_t>& bulbs) {
  int64_t met = 0, numbers = 0;
  for (int64_t i = 0; i < instance.n; ++i) {
    for (int64_t j = 0; j < instance.m; ++j) {
      const int64_t cell = instance.grid[static_cast<size_t>(i * instance.m + j)];
      if (cell < 0) continue;
      ++numbers;
      met += NeighbouringBulbs(bulbs, instance.n, instance.m, i, j) == cell;
    }
  }
  return {met, numbers};
}

char CellChar(int64_t cell) {
  if (cell == kWhite) return 'W';
  if (cell == kBlack) return 'B';
  return static_cast<char>('0' + cell);
}

// The grid as RLVE writes it, with `L` for the bulbs when given.
std::string GridText(const LightUpPuzzleInstance& instance, const std::vector<int64_t>* bulbs) {
  std::string text;
  for (size_t at = 0; at < instance.grid.size(); ++at) {
    if (at > 0 && at % static_cast<size_t>(instance.m) == 0) text.push_back('\n');
    text.push_back(bulbs != nullptr && (*bulbs)[at] == 1 ? 'L' : CellChar(instance.grid[at]));
  }
  return text;
}

class LightUpPuzzleEnvironment final
    : public environments::LadderEnvironment<LightUpPuzzleInstance> {
 public:
  LightUpPuzzleEnvironment()
      : LadderEnvironment(
            {"light_up_puzzle", "RLVE-Gym:LightUpPuzzle", kMaxDifficulty,
             "Place light bulbs on the white cells of an N x M Light Up (Akari) grid so that "
             "every white cell is lit, no bulb lights another, and every numbered black cell "
             "has that many bulbs beside it.",
             /*difficulty_help=*/"N, M uniform in 2..3 + d; 60%..95% of the cells black, "
             "50%..95% of those numbered"},
            {"RLVE LightUpPuzzle ladder: -1 unparseable or not N lines of M characters, -0.5 a "
             "W cell not W/L, a black cell changed, a bulb lighting a bulb or an unlit white "
             "cell, else (numbers met / numbers)^beta.",
             /*beta=*/10}) {}

 protected:
  LightUpPuzzleInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t top = 3 + difficulty;
    LightUpPuzzleInstance instance;
    const int64_t n = instance.n = rng.Uniform(2, top);
    const int64_t m = instance.m = rng.Uniform(2, top);
    const int64_t cells = n * m;
    const int64_t drawn = rng.Uniform(60 * cells, 95 * cells - 1) / 100;
    const int64_t blacks = std::max<int64_t>(1, std::min(drawn, cells - 1));
    std::vector<int64_t> order(static_cast<size_t>(cells));
    std::iota(order.begin(), order.end(), int64_t{0});
    rng.Shuffle(order);
    instance.grid.assign(static_cast<size_t>(cells), kWhite);
    for (int64_t k = 0; k < blacks; ++k) instance.grid[static_cast<size_t>(order[static_cast<size_t>(k)])] = kBlack;
    // Greedy bulbs: each white cell, in a random order, gets one unless lit.
    std::vector<int64_t> whites, black_cells;
    for (int64_t at = 0; at < cells; ++at) {
      (instance.grid[static_cast<size_t>(at)] == kWhite ? whites : black_cells).push_back(at);
    }
    rng.Shuffle(whites);
    instance.solution.assign(static_cast<size_t>(cells), 0);
    std::vector<char> lit(static_cast<size_t>(cells), 0);
    constexpr int64_t kSteps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    for (int64_t at : whites) {
      if (lit[static_cast<size_t>(at)]) continue;
      instance.solution[static_cast<size_t>(at)] = 1;
      lit[static_cast<size_t>(at)] = 1;
      for (const auto& step : kSteps) {
        int64_t i = at / m + step[0], j = at % m + step[1];
        while (i >= 0 && i < n && j >= 0 && j < m &&
               instance.grid[static_cast<size_t>(i * m + j)] == kWhite) {
          lit[static_cast<size_t>(i * m + j)] = 1;
          i += step[0];
          j += step[1];
        }
      }
    }
    const int64_t hundredths = kDensityHundredths[rng.Uniform(0, 5)];
    const int64_t numbered =
        std::max<int64_t>(1, static_cast<int64_t>(black_cells.size()) * hundredths / 100);
    rng.Shuffle(black_cells);
    for (int64_t k = 0; k < numbered; ++k) {
      const int64_t at = black_cells[static_cast<size_t>(k)];
      instance.grid[static_cast<size_t>(at)] =
          NeighbouringBulbs(instance.solution, n, m, at / m, at % m);
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<LightUpPuzzleInstance>& fields) const override {
    using I = LightUpPuzzleInstance;
    auto n = [](const I& x) { return x.n; };
    auto m = [](const I& x) { return x.m; };
    fields.Int("n", &I::n, 1, kMaxSide)
        .Int("m", &I::m, 1, kMaxSide)
        .Grid("grid", &I::grid, n, m, kWhite, 4)
        .Grid("solution", &I::solution, n, m, 0, 1)
        .Optional();
  }
  absl::Status Finish(LightUpPuzzleInstance& instance) const override {
    if (std::none_of(instance.grid.begin(), instance.grid.end(),
                     [](int64_t v) { return v >= 0; })) {
      return BadInstance("grid", "has no numbered cell");
    }
    if (instance.solution.empty()) return absl::OkStatus();
    for (size_t k = 0; k < instance.grid.size(); ++k) {
      if (instance.solution[k] == 1 && instance.grid[k] != kWhite) {
        return BadInstance("solution", "puts a bulb on a black cell");
      }
    }
    if (!LitWithoutConflict(instance, instance.solution)) {
      return BadInstance("solution", "leaves a white cell unlit or lets a bulb light another");
    }
    const auto [met, numbers] = NumbersMet(instance, instance.solution);
    if (met != numbers) return BadInstance("solution", "does not meet every number");
    return absl::OkStatus();
  }

  std::string Prompt(const LightUpPuzzleInstance& instance) const override {
    return absl::StrCat(
        "Here is a grid of ", instance.n, " rows and ", instance.m,
        " columns, one line per row from the top, one character per cell:\n",
        GridText(instance, nullptr),
        "\n\nA W is a white cell. A B or a digit from 0 to 4 is a black cell. Put light bulbs on "
        "some white cells. A bulb lights its own cell and, in each of the four directions (up, "
        "down, left, right), every cell up to the nearest black cell or the edge of the grid. "
        "The bulbs must satisfy three rules:\n"
        "1. Every white cell is lit by at least one bulb.\n"
        "2. No bulb is lit by another bulb: two bulbs in the same row or column need a black "
        "cell between them.\n"
        "3. A black cell with a digit has exactly that many bulbs among its up to 4 neighbours "
        "(above, below, left, right).\n\n"
        "Put your grid inside <answer> </answer> tags: ",
        instance.n, " lines, top row first, each with ", instance.m,
        " characters and nothing between them: the grid above with an L in place of the W of "
        "every cell holding a bulb, every other cell copied unchanged.");
  }
  std::string Reference(const LightUpPuzzleInstance& instance) const override {
    // Explicit instances need not carry a solution; generated ones always do.
    if (instance.solution.empty()) return "";
    return environments::AnswerTagged(GridText(instance, &instance.solution));
  }

  absl::StatusOr<Verdict> Grade(const LightUpPuzzleInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    // The cells, row by row: an ASCII character, or 0x80 for any character
    // past ASCII (one cell per UTF-8 lead byte, as Python counts a str).
    const size_t cells = static_cast<size_t>(instance.n * instance.m);
    std::string read;
    read.reserve(cells);
    int64_t lines = 0;
    bool shaped = environments::ForEachAnswerLine(*answer, [&](absl::string_view line) {
      if (++lines > instance.n) return false;
      int64_t length = 0;
      for (char c : line) {
        const unsigned char byte = static_cast<unsigned char>(c);
        if ((byte & 0xC0) == 0x80) continue;
        if (++length > instance.m) return false;
        read.push_back(byte < 0x80 ? c : static_cast<char>(0x80));
      }
      return length == instance.m;
    });
    if (!shaped || lines != instance.n) return environments::Unparsed();
    std::vector<int64_t> bulbs(cells, 0);
    for (size_t k = 0; k < cells; ++k) {
      const int64_t cell = instance.grid[k];
      if (cell == kWhite) {
        if (read[k] != 'W' && read[k] != 'L') return environments::Invalid();
        bulbs[k] = read[k] == 'L';
      } else if (read[k] != CellChar(cell)) {
        return environments::Invalid();
      }
    }
    if (!LitWithoutConflict(instance, bulbs)) return environments::Invalid();
    const auto [met, numbers] = NumbersMet(instance, bulbs);
    return environments::Graded(met, numbers, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace light_up_puzzle_cc

absl::Status RegisterLightUpPuzzleEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<LightUpPuzzleEnvironment>());
}

}  // namespace referee

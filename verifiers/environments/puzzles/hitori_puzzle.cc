#include "verifiers/environments/puzzles/hitori_puzzle.h"

#include "verifiers/environments/answer_lines.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace hitori_puzzle_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 26;
constexpr int64_t kMaxSide = kMaxDifficulty + 4;
constexpr int64_t kMaxNumber = 1000000000;

struct HitoriPuzzleInstance {
  int64_t n = 0, m = 0;
  std::vector<int64_t> grid;      // n·m numbers.
  std::vector<int64_t> solution;  // n·m cells, 1 blacked out; or empty.
};

// Whether two blacked-out cells touch.
bool BlacksTouch(const std::vector<int64_t>& black, int64_t n, int64_t m) {
  for (int64_t i = 0; i < n; ++i) {
    for (int64_t j = 0; j < m; ++j) {
      if (black[static_cast<size_t>(i * m + j)] == 0) continue;
      if (i + 1 < n && black[static_cast<size_t>((i + 1) * m + j)] == 1) return true;
      if (j + 1 < m && black[static_cast<size_t>(i * m + j + 1)] == 1) return true;
    }
  }
  return false;
}

// Whether the cells not blacked out form one region (and there is one).
// O(NM).
bool WhitesConnected(const std::vector<int64_t>& black, int64_t n, int64_t m) {
  const size_t cells = black.size();
  size_t first = 0;
  while (first < cells && black[first] == 1) ++first;
  if (first == cells) return false;
  std::vector<char> seen(cells, 0);
  std::vector<int64_t> stack = {static_cast<int64_t>(first)};
  seen[first] = 1;
  size_t reached = 1;
  while (!stack.empty()) {
    const int64_t at = stack.back();
    stack.pop_back();
    const int64_t i = at / m, j = at % m;
    const int64_t next[4][2] = {{i - 1, j}, {i + 1, j}, {i, j - 1}, {i, j + 1}};
    for (const auto& [a, b] : next) {
      if (a < 0 || a >= n || b < 0 || b >= m) continue;
      const size_t to = static_cast<size_t>(a * m + b);
      if (black[to] == 1 || seen[to]) continue;
      seen[to] = 1;
      ++reached;
      stack.push_back(static_cast<int64_t>(to));
    }
  }
  return reached == cells - static_cast<size_t>(std::count(black.begin(), black.end(), 1));
}

// The rows and columns whose remaining cells hold no repeated number.
int64_t LinesWithoutRepeats(const HitoriPuzzleInstance& instance,
                            const std::vector<int64_t>& black) {
  int64_t good = 0;
  std::vector<int64_t> values;
  auto check = [&](int64_t length, auto at) {
    values.clear();
    for (int64_t k = 0; k < length; ++k) {
      const size_t cell = at(k);
      if (black[cell] == 0) values.push_back(instance.grid[cell]);
    }
    std::sort(values.begin(), values.end());
    good += std::adjacent_find(values.begin(), values.end()) == values.end();
  };
  for (int64_t i = 0; i < instance.n; ++i) {
    check(instance.m, [&](int64_t k) { return static_cast<size_t>(i * instance.m + k); });
  }
  for (int64_t j = 0; j < instance.m; ++j) {
    check(instance.n, [&](int64_t k) { return static_cast<size_t>(k * instance.m + j); });
  }
  return good;
}

std::string LayoutText(const std::vector<int64_t>& black, int64_t m) {
  std::string text;
  for (size_t at = 0; at < black.size(); ++at) {
    if (at > 0 && at % static_cast<size_t>(m) == 0) text.push_back('\n');
    text.push_back(black[at] == 1 ? '*' : '.');
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

class HitoriPuzzleEnvironment final
    : public environments::LadderEnvironment<HitoriPuzzleInstance> {
 public:
  HitoriPuzzleEnvironment()
      : LadderEnvironment(
            {"hitori_puzzle", "RLVE-Gym:HitoriPuzzle", kMaxDifficulty,
             "Black out cells of an N x M number grid (Hitori) so that no number repeats in a "
             "row or column, no two blacked-out cells touch and the rest stay connected.",
             /*difficulty_help=*/"N, M uniform in 2..4 + d; RLVE's randomized generator"},
            {"RLVE HitoriPuzzle ladder: -1 unparseable or not N lines of M characters . or *, "
             "-0.5 touching black cells or disconnected remaining cells, else (rows and columns "
             "without repeats / (N + M))^beta.",
             /*beta=*/10}) {}

 protected:
  HitoriPuzzleInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t top = 4 + difficulty;
    HitoriPuzzleInstance instance;
    const int64_t n = instance.n = rng.Uniform(2, top);
    const int64_t m = instance.m = rng.Uniform(2, top);
    const int64_t cells = n * m;
    std::vector<int64_t> order(static_cast<size_t>(cells));
    std::iota(order.begin(), order.end(), int64_t{0});
    rng.Shuffle(order);
    constexpr int64_t kUnset = -1;
    instance.grid.assign(static_cast<size_t>(cells), kUnset);
    std::vector<int64_t>& black = instance.solution;
    black.assign(static_cast<size_t>(cells), 0);
    std::vector<int64_t> seen;  // The numbers of the numbered white cells in line.
    for (int64_t at : order) {
      const int64_t i = at / m, j = at % m;
      seen.clear();
      for (int64_t k = 0; k < m; ++k) {
        const size_t cell = static_cast<size_t>(i * m + k);
        if (black[cell] == 0 && instance.grid[cell] != kUnset) seen.push_back(instance.grid[cell]);
      }
      for (int64_t k = 0; k < n; ++k) {
        const size_t cell = static_cast<size_t>(k * m + j);
        if (black[cell] == 0 && instance.grid[cell] != kUnset) seen.push_back(instance.grid[cell]);
      }
      std::sort(seen.begin(), seen.end());
      seen.erase(std::unique(seen.begin(), seen.end()), seen.end());
      bool blacked = false;
      if (rng.Uniform(0, 1) == 1 && !seen.empty()) {  // "Black" tried first.
        const bool touches = (i > 0 && black[static_cast<size_t>(at - m)] == 1) ||
                             (i + 1 < n && black[static_cast<size_t>(at + m)] == 1) ||
                             (j > 0 && black[static_cast<size_t>(at - 1)] == 1) ||
                             (j + 1 < m && black[static_cast<size_t>(at + 1)] == 1);
        if (!touches) {
          black[static_cast<size_t>(at)] = 1;
          if (WhitesConnected(black, n, m)) {
            blacked = true;
            instance.grid[static_cast<size_t>(at)] =
                seen[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(seen.size()) - 1))];
          } else {
            black[static_cast<size_t>(at)] = 0;
          }
        }
      }
      if (!blacked) {
        int64_t number = 0;  // The smallest number not in `seen` (sorted).
        for (int64_t v : seen) {
          if (v == number) ++number;
        }
        instance.grid[static_cast<size_t>(at)] = number;
      }
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<HitoriPuzzleInstance>& fields) const override {
    using I = HitoriPuzzleInstance;
    auto n = [](const I& x) { return x.n; };
    auto m = [](const I& x) { return x.m; };
    fields.Int("n", &I::n, 2, kMaxSide)
        .Int("m", &I::m, 2, kMaxSide)
        .Grid("grid", &I::grid, n, m, 0, kMaxNumber)
        .Grid("solution", &I::solution, n, m, 0, 1)
        .Optional();
  }
  absl::Status Finish(HitoriPuzzleInstance& instance) const override {
    if (instance.solution.empty()) return absl::OkStatus();
    if (BlacksTouch(instance.solution, instance.n, instance.m)) {
      return BadInstance("solution", "has two touching blacked-out cells");
    }
    if (!WhitesConnected(instance.solution, instance.n, instance.m)) {
      return BadInstance("solution", "leaves the remaining cells disconnected");
    }
    if (LinesWithoutRepeats(instance, instance.solution) != instance.n + instance.m) {
      return BadInstance("solution", "leaves a repeated number in a row or column");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const HitoriPuzzleInstance& instance) const override {
    return absl::StrCat(
        "Here is a grid of ", instance.n, " rows and ", instance.m,
        " columns of integers, one line per row from the top, its entries separated by "
        "spaces:\n",
        GridText(instance.grid, instance.m),
        "\n\nBlack out some cells so that all three rules hold:\n"
        "1. Within each row and within each column, the cells not blacked out hold no number "
        "twice.\n"
        "2. No two blacked-out cells share a side.\n"
        "3. The cells not blacked out form a single region: any of them can be reached from any "
        "other through steps up, down, left or right between cells not blacked out.\n\n"
        "Put your grid inside <answer> </answer> tags: ",
        instance.n, " lines, top row first, each with ", instance.m,
        " characters for its cells from left to right with nothing between them: * for a "
        "blacked-out cell, . for a cell kept.");
  }
  std::string Reference(const HitoriPuzzleInstance& instance) const override {
    // Explicit instances need not carry a solution; generated ones always do.
    if (instance.solution.empty()) return "";
    return environments::AnswerTagged(LayoutText(instance.solution, instance.m));
  }

  absl::StatusOr<Verdict> Grade(const HitoriPuzzleInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const std::optional<std::vector<absl::string_view>> rows =
        environments::CharacterRows(*answer, instance.n, instance.m, ".*");
    if (!rows) return environments::Unparsed();
    std::vector<int64_t> black;
    black.reserve(static_cast<size_t>(instance.n * instance.m));
    for (absl::string_view row : *rows) {
      for (char c : row) black.push_back(c == '*' ? 1 : 0);
    }
    if (BlacksTouch(black, instance.n, instance.m) ||
        !WhitesConnected(black, instance.n, instance.m)) {
      return environments::Invalid();
    }
    return environments::Graded(LinesWithoutRepeats(instance, black), instance.n + instance.m,
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace hitori_puzzle_cc

absl::Status RegisterHitoriPuzzleEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog,
                                                 std::make_unique<HitoriPuzzleEnvironment>());
}

}  // namespace referee

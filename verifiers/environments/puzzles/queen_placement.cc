#include "verifiers/environments/puzzles/queen_placement.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace queen_placement_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 96;
constexpr int64_t kMaxN = kMaxDifficulty + 4;

struct QueenPlacementInstance {
  int64_t n = 0;
  std::vector<int64_t> grid;  // n·n cells, row by row; 1 a queen.
  int64_t k = 0;
  std::vector<int64_t> solution;  // n·n cells; or empty.
};

// The lines a queen at (r, c) holds: its row, column and both diagonals.
class Attacks {
 public:
  explicit Attacks(int64_t n)
      : n_(n),
        row_(static_cast<size_t>(n), 0),
        column_(static_cast<size_t>(n), 0),
        diagonal_(static_cast<size_t>(2 * n), 0),
        anti_(static_cast<size_t>(2 * n), 0) {}
  bool Attacked(int64_t r, int64_t c) const {
    return row_[static_cast<size_t>(r)] || column_[static_cast<size_t>(c)] ||
           diagonal_[static_cast<size_t>(r - c + n_)] || anti_[static_cast<size_t>(r + c)];
  }
  void Place(int64_t r, int64_t c) {
    row_[static_cast<size_t>(r)] = column_[static_cast<size_t>(c)] = 1;
    diagonal_[static_cast<size_t>(r - c + n_)] = anti_[static_cast<size_t>(r + c)] = 1;
  }

 private:
  int64_t n_;
  std::vector<char> row_, column_, diagonal_, anti_;
};

// Whether no two queens of `cells` (n·n, 1 = queen) attack each other.
bool Peaceful(const std::vector<int64_t>& cells, int64_t n) {
  Attacks attacks(n);
  for (int64_t r = 0; r < n; ++r) {
    for (int64_t c = 0; c < n; ++c) {
      if (cells[static_cast<size_t>(r * n + c)] == 0) continue;
      if (attacks.Attacked(r, c)) return false;
      attacks.Place(r, c);
    }
  }
  return true;
}

std::string QueensText(const std::vector<int64_t>& cells, int64_t n) {
  std::string text;
  for (int64_t r = 0; r < n; ++r) {
    if (r > 0) text.push_back('\n');
    for (int64_t c = 0; c < n; ++c) text.push_back(cells[static_cast<size_t>(r * n + c)] ? 'Q' : '.');
  }
  return text;
}

class QueenPlacementEnvironment final
    : public environments::LadderEnvironment<QueenPlacementInstance> {
 public:
  QueenPlacementEnvironment()
      : LadderEnvironment(
            {"queen_placement", "RLVE-Gym:QueenPlacement", kMaxDifficulty,
             "Add K queens to an N x N board holding some queens so that no two queens attack "
             "each other.",
             /*difficulty_help=*/"N = 4 + d; a random maximal set of non-attacking queens, then K "
             "in 1..max(1, queens/2) of them removed"},
            {"RLVE QueenPlacement ladder: -1 unparseable or not N lines of N characters from Q "
             "and ., then in row-major order -0.5 a given queen missing or 0 a queen attacking an "
             "earlier one, 0 not K new queens, 1 solved."}) {}

 protected:
  QueenPlacementInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 4 + difficulty;
    QueenPlacementInstance instance;
    instance.n = n;
    std::vector<int64_t> order(static_cast<size_t>(n * n));
    std::iota(order.begin(), order.end(), int64_t{0});
    rng.Shuffle(order);
    Attacks attacks(n);
    std::vector<int64_t> queens;
    instance.solution.assign(static_cast<size_t>(n * n), 0);
    for (const int64_t cell : order) {
      const int64_t r = cell / n, c = cell % n;
      if (attacks.Attacked(r, c)) continue;
      attacks.Place(r, c);
      queens.push_back(cell);
      instance.solution[static_cast<size_t>(cell)] = 1;
    }
    const int64_t count = static_cast<int64_t>(queens.size());
    instance.k = rng.Uniform(1, std::max<int64_t>(1, count / 2));
    instance.grid = instance.solution;
    for (int64_t i = 0; i < instance.k; ++i) {  // A partial Fisher–Yates shuffle.
      std::swap(queens[static_cast<size_t>(i)], queens[static_cast<size_t>(rng.Uniform(i, count - 1))]);
      instance.grid[static_cast<size_t>(queens[static_cast<size_t>(i)])] = 0;
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<QueenPlacementInstance>& fields) const override {
    using I = QueenPlacementInstance;
    auto n = [](const I& x) { return x.n; };
    fields.Int("n", &I::n, 1, kMaxN)
        .Grid("grid", &I::grid, n, n, 0, 1)
        .Int("k", &I::k, 1, n)
        .Grid("solution", &I::solution, n, n, 0, 1)
        .Optional();
  }
  absl::Status Finish(QueenPlacementInstance& instance) const override {
    // Attacking givens, or more queens than rows: nothing could earn credit.
    if (!Peaceful(instance.grid, instance.n)) {
      return BadInstance("grid", "two queens attack each other");
    }
    const int64_t given = std::count(instance.grid.begin(), instance.grid.end(), int64_t{1});
    if (given + instance.k > instance.n) {
      return BadInstance("k", "more queens than rows");
    }
    if (instance.solution.empty()) return absl::OkStatus();
    int64_t added = 0;
    for (size_t i = 0; i < instance.grid.size(); ++i) {
      if (instance.grid[i] == 1 && instance.solution[i] == 0) {
        return BadInstance("solution", "removes a queen of the grid");
      }
      added += instance.solution[i] - instance.grid[i];
    }
    if (added != instance.k) return BadInstance("solution", "does not add k queens");
    if (!Peaceful(instance.solution, instance.n)) {
      return BadInstance("solution", "two queens attack each other");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const QueenPlacementInstance& instance) const override {
    return absl::StrCat(
        "A chessboard of ", instance.n, " by ", instance.n,
        " squares is drawn below, one line per row: `Q` marks a queen, `.` "
        "an empty square.\n",
        QueensText(instance.grid, instance.n), "\n\nAdd exactly ", instance.k,
        instance.k == 1 ? " queen" : " queens",
        " on empty squares, keeping the queens already there, so that no two "
        "queens on the board attack each other: no two may be in the same "
        "row, the same column or the same diagonal (in either direction).\n\n"
        "Give the whole board afterwards inside <answer> </answer> tags: ",
        instance.n, " lines of ", instance.n,
        " characters (`Q` or `.`), top row first, drawn as above.");
  }
  std::string Reference(const QueenPlacementInstance& instance) const override {
    // Explicit instances need not carry a solution; generated ones always do.
    if (instance.solution.empty()) return "";
    return environments::AnswerTagged(QueensText(instance.solution, instance.n));
  }

  absl::StatusOr<Verdict> Grade(const QueenPlacementInstance& instance,
                                const VerifyInput& input) const override {
    const int64_t n = instance.n;
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const std::optional<std::vector<absl::string_view>> lines = environments::CharacterRows(*answer, n, n, "Q.");
    if (!lines) return environments::Unparsed();
    // RLVE's scan: a missing given and an attack, whichever comes first.
    Attacks attacks(n);
    int64_t added = 0;
    for (int64_t r = 0; r < n; ++r) {
      for (int64_t c = 0; c < n; ++c) {
        const bool queen = (*lines)[static_cast<size_t>(r)][static_cast<size_t>(c)] == 'Q';
        if (instance.grid[static_cast<size_t>(r * n + c)] == 1) {
          if (!queen) return environments::Invalid();
        } else {
          added += queen ? 1 : 0;
        }
        if (!queen) continue;
        if (attacks.Attacked(r, c)) return Verdict{0.0, false, true};
        attacks.Place(r, c);
      }
    }
    if (added != instance.k) return Verdict{0.0, false, true};
    return Verdict{1.0, true, true};
  }
};

}  // namespace
}  // namespace queen_placement_cc

absl::Status RegisterQueenPlacementEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<QueenPlacementEnvironment>());
}

}  // namespace referee

#include "verifiers/environments/puzzles/futoshiki.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/puzzles/puzzle_ladder.h"

namespace referee {
inline namespace futoshiki_cc {  // Unity builds: DEVELOPERS.md
namespace {

using Grid = std::vector<std::vector<int64_t>>;

constexpr int kMaxDifficulty = 6;
constexpr int kMinSide = 2;
constexpr int kMaxSide = 9;  // Cells are single digits.
// Generation's work caps (search nodes; see futoshiki.h).
constexpr int64_t kNodesPerCheck = 500;
constexpr int64_t kNodesPerPuzzle = 3000;
constexpr int kLatinAttempts = 20;

// Cell a holds a smaller number than cell b (cells row-major, r·n + c).
struct Less {
  int a = 0, b = 0;
};

struct FutoshikiInstance {
  int64_t n = 0;
  // As written: the grid (0 is an empty cell) and the solution (1..n),
  // row-major n x n.
  std::vector<int64_t> given_cells, solution_cells;
  Grid less;      // [r1, c1, r2, c2]: (r1, c1) < (r2, c2), prompt order.
  // Derived (Finish): the boards as rows, the inequalities on cell indices.
  Grid grid;      // n rows of n numbers; 0 is an empty cell.
  Grid solution;  // n rows of n numbers in 1..n.
  std::vector<Less> less_cells;
};

// Bit v-1 stands for the number v.
using Domain = uint16_t;

int HighBit(Domain d) { return 31 - __builtin_clz(d); }
int LowBit(Domain d) { return __builtin_ctz(d); }
bool IsSingle(Domain d) { return (d & (d - 1)) == 0; }

// Exhaustive search over bit-mask domains with propagation: row and column
// singles, hidden singles (a number with one place left in a line) and
// inequality bounds (a < b: a below b's largest, b above a's smallest).
class FutoshikiSolver {
 public:
  FutoshikiSolver(int n, const std::vector<Less>& less) : n_(n), less_(less) {}

  // Narrows `dom` (n·n domains) to a fixed point; false on a contradiction.
  bool Propagate(Domain* dom) const {
    const int n = n_;
    const Domain full = static_cast<Domain>((1u << n) - 1);
    bool changed = true;
    while (changed) {
      changed = false;
      for (int line = 0; line < 2 * n; ++line) {
        int cells[kMaxSide];
        for (int i = 0; i < n; ++i) {
          cells[i] = line < n ? line * n + i : i * n + (line - n);
        }
        Domain fixed = 0;
        for (int i = 0; i < n; ++i) {
          const Domain d = dom[cells[i]];
          if (IsSingle(d)) {
            if ((fixed & d) != 0) return false;
            fixed = static_cast<Domain>(fixed | d);
          }
        }
        Domain once = 0, twice = 0;
        for (int i = 0; i < n; ++i) {
          Domain& d = dom[cells[i]];
          if (!IsSingle(d)) {
            const Domain narrowed = static_cast<Domain>(d & ~fixed);
            if (narrowed != d) {
              d = narrowed;
              changed = true;
              if (d == 0) return false;
            }
          }
          twice = static_cast<Domain>(twice | (once & d));
          once = static_cast<Domain>(once | d);
        }
        if (once != full) return false;  // A number with no place.
        const Domain hidden = static_cast<Domain>(once & ~twice & ~fixed);
        if (hidden == 0) continue;
        for (int i = 0; i < n; ++i) {
          Domain& d = dom[cells[i]];
          const Domain only = static_cast<Domain>(d & hidden);
          if (only != 0 && only != d) {
            if (!IsSingle(only)) return false;  // Two numbers, one cell.
            d = only;
            changed = true;
          }
        }
      }
      for (const Less& l : less_) {
        Domain& a = dom[l.a];
        Domain& b = dom[l.b];
        const Domain below = static_cast<Domain>(a & ((1u << HighBit(b)) - 1));
        if (below != a) {
          a = below;
          changed = true;
          if (a == 0) return false;
        }
        const Domain above = static_cast<Domain>(b & ~((2u << LowBit(a)) - 1));
        if (above != b) {
          b = above;
          changed = true;
          if (b == 0) return false;
        }
      }
    }
    return true;
  }

  // Whether some completion of `start` exists: 1 yes, 0 no, -1 if `budget`
  // (search nodes) ran out first.
  int Satisfiable(const Domain* start, int64_t& budget) const {
    Domain dom[kMaxSide * kMaxSide];
    std::copy(start, start + n_ * n_, dom);
    return Search(dom, budget);
  }

  // A random completion of `dom` by one dive (random values, no
  // backtracking); false if it hits a contradiction.
  bool RandomDive(Domain* dom, tasks::Rng& rng) const {
    while (true) {
      if (!Propagate(dom)) return false;
      const int cell = Branch(dom);
      if (cell < 0) return true;
      Domain d = dom[cell];
      const int64_t skip =
          rng.Uniform(0, static_cast<int64_t>(__builtin_popcount(d)) - 1);
      for (int64_t i = 0; i < skip; ++i) d = static_cast<Domain>(d & (d - 1));
      dom[cell] = static_cast<Domain>(d & (0u - d));
    }
  }

 private:
  // The first cell with the fewest (> 1) candidates; -1 if all are fixed.
  int Branch(const Domain* dom) const {
    int best = -1, best_count = kMaxSide + 1;
    for (int i = 0; i < n_ * n_; ++i) {
      const int count = __builtin_popcount(dom[i]);
      if (count > 1 && count < best_count) {
        best = i;
        best_count = count;
      }
    }
    return best;
  }

  int Search(Domain* dom, int64_t& budget) const {
    if (--budget < 0) return -1;
    if (!Propagate(dom)) return 0;
    const int cell = Branch(dom);
    if (cell < 0) return 1;
    for (Domain rest = dom[cell]; rest != 0;
         rest = static_cast<Domain>(rest & (rest - 1))) {
      Domain copy[kMaxSide * kMaxSide];
      std::copy(dom, dom + n_ * n_, copy);
      copy[cell] = static_cast<Domain>(rest & (0u - rest));
      const int found = Search(copy, budget);
      if (found != 0) return found;
    }
    return 0;
  }

  const int n_;
  const std::vector<Less>& less_;
};

// A random Latin square (row-major, numbers 1..n).
std::vector<int> RandomLatinSquare(int n, tasks::Rng& rng) {
  const std::vector<Less> none;
  const FutoshikiSolver solver(n, none);
  const Domain full = static_cast<Domain>((1u << n) - 1);
  for (int attempt = 0; attempt < kLatinAttempts; ++attempt) {
    Domain dom[kMaxSide * kMaxSide];
    std::fill(dom, dom + n * n, full);
    if (solver.RandomDive(dom, rng)) {
      std::vector<int> square(static_cast<size_t>(n * n));
      for (int i = 0; i < n * n; ++i) square[static_cast<size_t>(i)] = LowBit(dom[i]) + 1;
      return square;
    }
  }
  // Practically never reached (dives fail well under 1% of the time): the
  // cyclic square with its rows, columns and numbers shuffled.
  std::vector<int> rows(static_cast<size_t>(n)), columns(rows.size()),
      labels(rows.size());
  std::iota(rows.begin(), rows.end(), 0);
  std::iota(columns.begin(), columns.end(), 0);
  std::iota(labels.begin(), labels.end(), 1);
  rng.Shuffle(rows);
  rng.Shuffle(columns);
  rng.Shuffle(labels);
  std::vector<int> square(static_cast<size_t>(n * n));
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      square[static_cast<size_t>(r * n + c)] = labels[static_cast<size_t>(
          (rows[static_cast<size_t>(r)] + columns[static_cast<size_t>(c)]) % n)];
    }
  }
  return square;
}

// Whether `cells` (n·n numbers in 1..n, row-major) is a Latin square that
// keeps the instance's given numbers and satisfies its inequalities.
bool IsSolved(int64_t n, const std::vector<int64_t>& given,
              const std::vector<Less>& less, const std::vector<int64_t>& cells) {
  const uint32_t full = (1u << n) - 1;
  for (int64_t line = 0; line < n; ++line) {
    uint32_t row = 0, column = 0;
    for (int64_t i = 0; i < n; ++i) {
      row |= 1u << (cells[static_cast<size_t>(line * n + i)] - 1);
      column |= 1u << (cells[static_cast<size_t>(i * n + line)] - 1);
    }
    if (row != full || column != full) return false;
  }
  for (size_t i = 0; i < cells.size(); ++i) {
    if (given[i] != 0 && given[i] != cells[i]) return false;
  }
  for (const Less& l : less) {
    if (cells[static_cast<size_t>(l.a)] >= cells[static_cast<size_t>(l.b)]) {
      return false;
    }
  }
  return true;
}

std::vector<int64_t> Flat(const Grid& grid) {
  std::vector<int64_t> out;
  for (const std::vector<int64_t>& row : grid) {
    out.insert(out.end(), row.begin(), row.end());
  }
  return out;
}

std::string GridText(const Grid& grid) {
  return absl::StrJoin(grid, "\n",
                       [](std::string* out, const std::vector<int64_t>& row) {
                         absl::StrAppend(out, absl::StrJoin(row, " "));
                       });
}


class FutoshikiEnvironment final
    : public environments::InstanceEnvironment<FutoshikiInstance>,
      public environments::BoardPuzzle {
 public:
  FutoshikiEnvironment()
      : InstanceEnvironment(
            {"futoshiki", "seed 004:Unequal", kMaxDifficulty,
             "Fill an N x N Latin square respecting given numbers and inequalities between "
             "adjacent cells (Tatham's Unequal).",
             /*difficulty_help=*/"N = d + 3 (3..9); clues removed while the solution stays "
             "unique"}) {}

 protected:
  FutoshikiInstance Make(int difficulty, tasks::Rng& rng) const override {
    // Levels outside 0..kMaxDifficulty never reach here through the
    // registry; clamped anyway, as the arrays hold at most 9 × 9 cells.
    const int n = std::min(std::max(difficulty, 0), kMaxDifficulty) + 3;
    const std::vector<int> square = RandomLatinSquare(n, rng);
    // Every adjacent pair, oriented smaller number first, in prompt order.
    std::vector<Less> pairs;
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        const int a = r * n + c;
        if (c + 1 < n) pairs.push_back({a, a + 1});
        if (r + 1 < n) pairs.push_back({a, a + n});
      }
    }
    for (Less& l : pairs) {
      if (square[static_cast<size_t>(l.a)] > square[static_cast<size_t>(l.b)]) {
        std::swap(l.a, l.b);
      }
    }
    // Clues 0..n·n-1 are the numbers, the rest the pairs.
    const int numbers = n * n;
    const int clues = numbers + static_cast<int>(pairs.size());
    std::vector<bool> keep(static_cast<size_t>(clues), true);
    std::vector<int> order(static_cast<size_t>(clues));
    std::iota(order.begin(), order.end(), 0);
    rng.Shuffle(order);
    int64_t budget = kNodesPerPuzzle;
    for (const int clue : order) {
      if (budget <= 0) break;
      // Unique without this clue iff no solution of the other clues breaks
      // it (the square satisfies them all).
      std::vector<Less> less;
      for (size_t i = 0; i < pairs.size(); ++i) {
        if (keep[static_cast<size_t>(numbers) + i] &&
            static_cast<int>(numbers + i) != clue) {
          less.push_back(pairs[i]);
        }
      }
      Domain dom[kMaxSide * kMaxSide];
      for (int i = 0; i < numbers; ++i) {
        const Domain value =
            static_cast<Domain>(1u << (square[static_cast<size_t>(i)] - 1));
        dom[i] = keep[static_cast<size_t>(i)]
                     ? value
                     : static_cast<Domain>((1u << n) - 1);
        if (i == clue) dom[i] = static_cast<Domain>(((1u << n) - 1) & ~value);
      }
      if (clue >= numbers) {
        const Less& l = pairs[static_cast<size_t>(clue - numbers)];
        less.push_back({l.b, l.a});
      }
      int64_t check = std::min(kNodesPerCheck, budget);
      const int64_t allowed = check;
      const int found = FutoshikiSolver(n, less).Satisfiable(dom, check);
      budget -= allowed - std::max<int64_t>(check, 0);
      if (found == 0) keep[static_cast<size_t>(clue)] = false;
    }

    FutoshikiInstance instance;
    instance.n = n;
    instance.grid.assign(static_cast<size_t>(n),
                         std::vector<int64_t>(static_cast<size_t>(n), 0));
    instance.solution = instance.grid;
    for (int i = 0; i < numbers; ++i) {
      const int64_t value = square[static_cast<size_t>(i)];
      instance.solution[static_cast<size_t>(i / n)][static_cast<size_t>(i % n)] =
          value;
      if (keep[static_cast<size_t>(i)]) {
        instance.grid[static_cast<size_t>(i / n)][static_cast<size_t>(i % n)] =
            value;
      }
    }
    for (size_t i = 0; i < pairs.size(); ++i) {
      if (!keep[static_cast<size_t>(numbers) + i]) continue;
      const Less& l = pairs[i];
      instance.less.push_back({l.a / n, l.a % n, l.b / n, l.b % n});
    }
    instance.given_cells = Flat(instance.grid);
    instance.solution_cells = Flat(instance.solution);
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<FutoshikiInstance>& fields) const override {
    using I = FutoshikiInstance;
    const auto n = [](const I& x) { return x.n; };
    fields.Int("n", &I::n, kMinSide, kMaxSide)
        .Grid("grid", &I::given_cells, n, n, 0, n)
        .IntRows("inequalities", &I::less,
                 [](const I& x) { return 2 * x.n * (x.n - 1); }, 4, 0,
                 [](const I& x) { return x.n - 1; })
        .Grid("solution", &I::solution_cells, n, n, 1, n);
  }

  absl::Status Finish(FutoshikiInstance& instance) const override {
    const int64_t n = instance.n;
    instance.grid = environments::BoardRows(instance.given_cells, n);
    instance.solution = environments::BoardRows(instance.solution_cells, n);
    instance.less_cells.clear();
    std::vector<bool> seen(static_cast<size_t>(n * n * n * n), false);
    for (size_t i = 0; i < instance.less.size(); ++i) {
      const std::vector<int64_t>& row = instance.less[i];
      const int64_t dr = row[0] - row[2], dc = row[1] - row[3];
      if (dr * dr + dc * dc != 1) {
        return environments::BadInstance(absl::StrCat("inequalities[", i, "]"),
                           "the cells are not adjacent");
      }
      const int a = static_cast<int>(row[0] * n + row[1]);
      const int b = static_cast<int>(row[2] * n + row[3]);
      const size_t pair = static_cast<size_t>(std::min(a, b) * n * n +
                                              std::max(a, b));
      if (seen[pair]) {
        return environments::BadInstance(absl::StrCat("inequalities[", i, "]"),
                           "a pair of cells twice");
      }
      seen[pair] = true;
      instance.less_cells.push_back({a, b});
    }
    if (!IsSolved(static_cast<int>(n), instance.given_cells, instance.less_cells,
                  instance.solution_cells)) {
      return environments::BadInstance("solution",
                         "not a Latin square keeping the given numbers and "
                         "satisfying the inequalities");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const FutoshikiInstance& instance) const override {
    const int64_t n = instance.n;
    std::string inequalities;
    if (instance.less.empty()) {
      inequalities = "(none)";
    } else {
      inequalities = absl::StrJoin(
          instance.less, "\n",
          [](std::string* out, const std::vector<int64_t>& l) {
            absl::StrAppend(out, "(", l[0], ",", l[1], ") < (", l[2], ",",
                            l[3], ")");
          });
    }
    return absl::StrCat(
        "Solve a Futoshiki puzzle (Simon Tatham's \"Unequal\") on a ", n,
        " x ", n, " grid. Fill every cell with a number from 1 to ", n,
        " so that:\n"
        "1. each **row** contains every number from 1 to ",
        n,
        " exactly once;\n"
        "2. each **column** contains every number from 1 to ",
        n,
        " exactly once;\n"
        "3. every given number stays, and every inequality below holds.\n\n"
        "Rows and columns are numbered from 0: (r,c) is the cell in row r "
        "(counted from the top) and column c (counted from the left). The "
        "grid, with 0 for an empty cell:\n",
        GridText(instance.grid),
        "\n\nInequalities between adjacent cells, \"(r1,c1) < (r2,c2)\" "
        "meaning the number in cell (r1,c1) is smaller than the number in "
        "cell (r2,c2):\n",
        inequalities,
        "\n\n**Output Format:**\n"
        "Your final answer should contain ",
        n, " lines, each with ", n,
        " numbers separated by spaces, inside <answer> </answer> tags: the "
        "completed grid row by row, the first number on the first line "
        "being cell (0,0).");
  }

  std::string Reference(const FutoshikiInstance& instance) const override {
    return environments::AnswerTagged(GridText(instance.solution));
  }

 public:
  std::optional<environments::BoardReading> ReadBoard(
      const PreparedProblem& problem, absl::string_view output) const override {
    const FutoshikiInstance& instance =
        problem.As<environments::PreparedInstance<FutoshikiInstance>>().instance();
    const size_t n = static_cast<size_t>(instance.n);
    const std::optional<std::vector<absl::string_view>> tokens =
        environments::AnswerBoard(output, n, n);
    if (!tokens) return std::nullopt;
    environments::BoardReading reading;
    reading.cells.resize(tokens->size());
    for (size_t i = 0; i < reading.cells.size(); ++i) {
      const absl::string_view token = (*tokens)[i];
      if (token.size() != 1 || token[0] < '1' ||
          token[0] > static_cast<char>('0' + instance.n)) {
        return std::nullopt;
      }
      reading.cells[i] = token[0] - '0';
    }
    reading.solution = &instance.solution_cells;
    reading.given = &instance.given_cells;
    reading.solved = IsSolved(instance.n, instance.given_cells,
                              instance.less_cells, reading.cells);
    return reading;
  }
};

}  // namespace
}  // namespace futoshiki_cc

absl::Status RegisterFutoshikiEnvironment(Catalog& catalog,
                                          const TaskOptions& options) {
  return RegisterEnvironment(
      catalog, std::make_unique<FutoshikiEnvironment>(),
      std::make_unique<environments::BoardLadderVerifier>(
          "futoshiki",
          "Puzzle ladder (seed 004): -1 unparseable or not N lines of N "
          "digits 1..N, 1 a valid solution, else c^power, c the weighted "
          "fraction of cells matching the solution.",
          "futoshiki"));
}

}  // namespace referee

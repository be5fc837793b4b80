#include "verifiers/environments/puzzles/kenken.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/puzzles/puzzle_ladder.h"

namespace referee {
inline namespace kenken_cc {  // Unity builds: DEVELOPERS.md
namespace {

using Grid = std::vector<std::vector<int64_t>>;

constexpr int kMaxDifficulty = 6;
constexpr int64_t kMaxSide = 9;       // Explicit instances: N <= 9.
constexpr int64_t kMaxCageCells = 8;  // Explicit instances: cages of <= 8.
// Spelled as UTF-8 bytes so the prompt is the same whatever the compiler's
// execution character set.
constexpr char kTimes[] = "\xC3\x97";  // U+00D7 MULTIPLICATION SIGN.

// Operation codes of the JSON instance.
enum Op : int64_t { kNone = 0, kAdd = 1, kSub = 2, kMul = 3, kDiv = 4 };

struct Cage {
  std::vector<int64_t> cells;  // r·N + c, ascending.
  int64_t target = 0;
  int64_t op = kNone;
};

struct KenkenInstance {
  int64_t n = 0;
  // As written: N·N cage indices (0-based), row-major, and each cage's
  // target and operation.
  std::vector<int64_t> cage_cells, targets, ops;
  std::vector<int64_t> solution;  // N·N values 1..N, row-major.
  // Derived (Finish; Make builds them first): the cage indices as rows and
  // the cages.
  Grid cage_of;                 // N rows of N cage indices (0-based).
  std::vector<Cage> cages;      // Derived from cage_of, targets, ops.
  // Derived (Finish): the board as the prompt shows it, N·N zeros (no
  // cell is given), for the ladder's weights.
  std::vector<int64_t> given;
};

// ---- Rules ----------------------------------------------------------------

// Whether `values` (the cage's cells' values, each 1..9) meet target and op.
bool CageHolds(const std::vector<int64_t>& values, int64_t op, int64_t target) {
  switch (op) {
    case kNone:
      return values.size() == 1 && values[0] == target;
    case kAdd: {
      int64_t sum = 0;
      for (int64_t v : values) sum += v;
      return sum == target;
    }
    case kMul: {
      int64_t product = 1;  // At most 9^8 < 2^31.
      for (int64_t v : values) product *= v;
      return product == target;
    }
    case kSub:
      return values.size() == 2 &&
             std::max(values[0], values[1]) - std::min(values[0], values[1]) ==
                 target;
    case kDiv: {
      if (values.size() != 2) return false;
      const int64_t hi = std::max(values[0], values[1]);
      const int64_t lo = std::min(values[0], values[1]);
      return lo > 0 && hi % lo == 0 && hi / lo == target;
    }
  }
  return false;
}

// `board` (N·N values) is a Latin square of 1..N meeting every cage.
bool Solves(const KenkenInstance& instance, const std::vector<int64_t>& board) {
  const int64_t n = instance.n;
  std::vector<uint32_t> rows(static_cast<size_t>(n)), columns(rows);
  for (int64_t r = 0; r < n; ++r) {
    for (int64_t c = 0; c < n; ++c) {
      const int64_t v = board[static_cast<size_t>(r * n + c)];
      if (v < 1 || v > n) return false;
      const uint32_t bit = uint32_t{1} << v;
      if ((rows[static_cast<size_t>(r)] & bit) ||
          (columns[static_cast<size_t>(c)] & bit)) {
        return false;
      }
      rows[static_cast<size_t>(r)] |= bit;
      columns[static_cast<size_t>(c)] |= bit;
    }
  }
  std::vector<int64_t> values;
  for (const Cage& cage : instance.cages) {
    values.clear();
    for (int64_t cell : cage.cells) {
      values.push_back(board[static_cast<size_t>(cell)]);
    }
    if (!CageHolds(values, cage.op, cage.target)) return false;
  }
  return true;
}

// ---- Solver (generation only) -----------------------------------------------

// Counts the solutions of a KenKen up to 2 by depth-first search over cages:
// each cage's value tuples are listed once (every assignment of 1..N to its
// cells meeting the target, no repeat in a row or column inside the cage);
// the search fills the open cage with the fewest tuples compatible with the
// rows and columns so far. `budget` bounds the tuple checks; past it the
// count is unknown.
class Solver {
 public:
  Solver(int64_t n, const std::vector<Cage>& cages, int64_t budget)
      : n_(n), cages_(cages), budget_(budget) {
    tuples_.resize(cages.size());
    for (size_t k = 0; k < cages.size(); ++k) {
      std::vector<int64_t> values(cages[k].cells.size());
      ListTuples(k, 0, values);
    }
  }

  // 0, 1 or 2 (= two or more); nullopt if the budget ran out first.
  std::optional<int> Count() {
    rows_.assign(static_cast<size_t>(n_), 0);
    columns_.assign(static_cast<size_t>(n_), 0);
    open_.assign(cages_.size(), true);
    board_.assign(static_cast<size_t>(n_ * n_), 0);
    solutions_ = 0;
    found_.clear();
    Search(cages_.size());
    if (work_ > budget_) return std::nullopt;
    return solutions_;
  }
  // The solutions found (two after Count() returned 2).
  const std::vector<std::vector<int64_t>>& Found() const { return found_; }
  int64_t work() const { return work_; }

 private:
  void ListTuples(size_t k, size_t i, std::vector<int64_t>& values) {
    const Cage& cage = cages_[k];
    if (i == values.size()) {
      ++work_;
      if (CageHolds(values, cage.op, cage.target)) {
        tuples_[k].insert(tuples_[k].end(), values.begin(), values.end());
      }
      return;
    }
    const int64_t cell = cage.cells[i];
    for (int64_t v = 1; v <= n_; ++v) {
      bool clash = false;
      for (size_t j = 0; j < i && !clash; ++j) {
        const int64_t other = cage.cells[j];
        clash = values[j] == v &&
                (other / n_ == cell / n_ || other % n_ == cell % n_);
      }
      if (clash) continue;
      values[i] = v;
      ListTuples(k, i + 1, values);
    }
  }

  bool Fits(size_t k, size_t t) const {
    const std::vector<int64_t>& cells = cages_[k].cells;
    const int64_t* values = &tuples_[k][t * cells.size()];
    for (size_t i = 0; i < cells.size(); ++i) {
      const uint32_t bit = uint32_t{1} << values[i];
      if ((rows_[static_cast<size_t>(cells[i] / n_)] & bit) ||
          (columns_[static_cast<size_t>(cells[i] % n_)] & bit)) {
        return false;
      }
    }
    return true;
  }

  void Set(size_t k, size_t t) {
    const std::vector<int64_t>& cells = cages_[k].cells;
    const int64_t* values = &tuples_[k][t * cells.size()];
    for (size_t i = 0; i < cells.size(); ++i) {
      const uint32_t bit = uint32_t{1} << values[i];
      rows_[static_cast<size_t>(cells[i] / n_)] ^= bit;
      columns_[static_cast<size_t>(cells[i] % n_)] ^= bit;
      board_[static_cast<size_t>(cells[i])] = values[i];
    }
  }

  void Search(size_t open) {
    if (solutions_ >= 2 || work_ > budget_) return;
    if (open == 0) {
      ++solutions_;
      found_.push_back(board_);
      return;
    }
    size_t best = cages_.size(), best_fits = 0;
    for (size_t k = 0; k < cages_.size(); ++k) {
      if (!open_[k]) continue;
      const size_t count = tuples_[k].size() / cages_[k].cells.size();
      size_t fits = 0;
      for (size_t t = 0; t < count && (best == cages_.size() || fits < best_fits);
           ++t) {
        ++work_;
        fits += Fits(k, t) ? 1 : 0;
      }
      if (best == cages_.size() || fits < best_fits) {
        best = k;
        best_fits = fits;
        if (fits <= 1) break;
      }
    }
    if (best_fits == 0) return;
    open_[best] = false;
    const size_t count = tuples_[best].size() / cages_[best].cells.size();
    for (size_t t = 0; t < count && solutions_ < 2 && work_ <= budget_; ++t) {
      ++work_;
      if (!Fits(best, t)) continue;
      Set(best, t);
      Search(open - 1);
      Set(best, t);
    }
    open_[best] = true;
  }

  const int64_t n_;
  const std::vector<Cage>& cages_;
  const int64_t budget_;
  int64_t work_ = 0;
  std::vector<std::vector<int64_t>> tuples_;
  std::vector<uint32_t> rows_, columns_;
  std::vector<bool> open_;
  std::vector<int64_t> board_;
  std::vector<std::vector<int64_t>> found_;
  int solutions_ = 0;
};

// ---- Generator ---------------------------------------------------------------

// Level d (0..6): N = 3 + d; every cage of two or more cells multiplies
// from N = 8 on (Tatham's "multiplication only" option; it keeps the
// uniqueness checks cheap at the largest sizes).
int64_t SideOf(int difficulty) {
  return 3 + std::min(std::max(difficulty, 0), kMaxDifficulty);
}
bool ProductsOnly(int64_t n) { return n >= 8; }

// Solver budget per uniqueness check (tuple checks): keeps one check well
// under a millisecond at N = 7.
constexpr int64_t kSolverBudget = 200000;
// Tuple checks per Make over all counts: past it, no more counting, only
// splits (cells become single-cell cages until every cage is one, which is
// unique without a count), so generation time stays bounded.
constexpr int64_t kPuzzleBudget = 2000000;

// Picks an operation for the cage's values and sets its target: a single
// cell has none; with `products` every larger cage multiplies (Tatham's
// "multiplication only" option); otherwise a pair divides when it can (half
// the time), else subtracts, adds or multiplies (a third each), and a
// larger cage adds or multiplies (half each).
void ChooseOp(Cage& cage, const std::vector<int64_t>& solution, bool products,
              tasks::Rng& rng) {
  std::vector<int64_t> values;
  for (int64_t cell : cage.cells) {
    values.push_back(solution[static_cast<size_t>(cell)]);
  }
  if (values.size() == 1) {
    cage.op = kNone;
    cage.target = values[0];
    return;
  }
  int64_t sum = 0, product = 1;
  for (int64_t v : values) {
    sum += v;
    product *= v;
  }
  if (products) {
    cage.op = kMul;
    cage.target = product;
    return;
  }
  if (values.size() == 2) {
    const int64_t hi = std::max(values[0], values[1]);
    const int64_t lo = std::min(values[0], values[1]);
    if (hi % lo == 0 && rng.Chance(1, 2)) {
      cage.op = kDiv;
      cage.target = hi / lo;
      return;
    }
    const int64_t pick = rng.Uniform(0, 2);
    cage.op = pick == 0 ? kSub : pick == 1 ? kAdd : kMul;
    cage.target = pick == 0 ? hi - lo : pick == 1 ? sum : product;
    return;
  }
  cage.op = rng.Chance(1, 2) ? kAdd : kMul;
  cage.target = cage.op == kAdd ? sum : product;
}

// Splits `cells` into orthogonally connected components (each ascending).
std::vector<std::vector<int64_t>> Components(const std::vector<int64_t>& cells,
                                             int64_t n) {
  std::vector<std::vector<int64_t>> out;
  std::vector<bool> done(cells.size(), false);
  for (size_t s = 0; s < cells.size(); ++s) {
    if (done[s]) continue;
    std::vector<int64_t> component = {cells[s]};
    done[s] = true;
    for (size_t i = 0; i < component.size(); ++i) {
      const int64_t a = component[i];
      for (size_t j = 0; j < cells.size(); ++j) {
        const int64_t b = cells[j];
        if (done[j]) continue;
        const bool adjacent = (a / n == b / n && (a - b == 1 || b - a == 1)) ||
                              (a % n == b % n && (a - b == n || b - a == n));
        if (adjacent) {
          done[j] = true;
          component.push_back(b);
        }
      }
    }
    std::sort(component.begin(), component.end());
    out.push_back(std::move(component));
  }
  return out;
}

// Cage indices numbered by first cell in row-major order; cage_of filled.
void Canonicalise(KenkenInstance& instance) {
  std::sort(instance.cages.begin(), instance.cages.end(),
            [](const Cage& a, const Cage& b) { return a.cells[0] < b.cells[0]; });
  const int64_t n = instance.n;
  instance.cage_of.assign(static_cast<size_t>(n),
                          std::vector<int64_t>(static_cast<size_t>(n)));
  for (size_t k = 0; k < instance.cages.size(); ++k) {
    for (int64_t cell : instance.cages[k].cells) {
      instance.cage_of[static_cast<size_t>(cell / n)]
                      [static_cast<size_t>(cell % n)] = static_cast<int64_t>(k);
    }
  }
}

KenkenInstance GenerateKenken(int difficulty, tasks::Rng& rng) {
  const int64_t n = SideOf(difficulty);
  const bool products = ProductsOnly(n);
  const size_t cells = static_cast<size_t>(n * n);
  KenkenInstance instance;
  instance.n = n;
  // A cyclic Latin square with rows, columns and symbols shuffled.
  std::vector<int64_t> rows(static_cast<size_t>(n)), columns(rows),
      symbols(rows);
  std::iota(rows.begin(), rows.end(), int64_t{0});
  std::iota(columns.begin(), columns.end(), int64_t{0});
  std::iota(symbols.begin(), symbols.end(), int64_t{1});
  rng.Shuffle(rows);
  rng.Shuffle(columns);
  rng.Shuffle(symbols);
  instance.solution.resize(cells);
  for (int64_t r = 0; r < n; ++r) {
    for (int64_t c = 0; c < n; ++c) {
      instance.solution[static_cast<size_t>(r * n + c)] = symbols[static_cast<
          size_t>((rows[static_cast<size_t>(r)] + columns[static_cast<size_t>(
                                                              c)]) %
                  n)];
    }
  }
  // Cages: cells in random order each start a cage (if still free) of a
  // size drawn from 1..4 (1 with odds 1/8, else 2..4 uniform) and grow it
  // by random free neighbours.
  std::vector<int64_t> owner(cells, -1);
  std::vector<int64_t> order(cells);
  std::iota(order.begin(), order.end(), int64_t{0});
  rng.Shuffle(order);
  for (int64_t start : order) {
    if (owner[static_cast<size_t>(start)] >= 0) continue;
    const int64_t size = rng.Chance(1, 8) ? 1 : rng.Uniform(2, 4);
    Cage cage;
    cage.cells.push_back(start);
    const int64_t id = static_cast<int64_t>(instance.cages.size());
    owner[static_cast<size_t>(start)] = id;
    while (static_cast<int64_t>(cage.cells.size()) < size) {
      std::vector<int64_t> free;
      for (int64_t a : cage.cells) {
        const int64_t r = a / n, c = a % n;
        const int64_t next[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
        for (const auto& rc : next) {
          if (rc[0] < 0 || rc[0] >= n || rc[1] < 0 || rc[1] >= n) continue;
          const int64_t b = rc[0] * n + rc[1];
          if (owner[static_cast<size_t>(b)] < 0 &&
              std::find(free.begin(), free.end(), b) == free.end()) {
            free.push_back(b);
          }
        }
      }
      if (free.empty()) break;
      const int64_t b = free[static_cast<size_t>(
          rng.Uniform(0, static_cast<int64_t>(free.size()) - 1))];
      owner[static_cast<size_t>(b)] = id;
      cage.cells.push_back(b);
    }
    std::sort(cage.cells.begin(), cage.cells.end());
    instance.cages.push_back(std::move(cage));
  }
  for (Cage& cage : instance.cages) ChooseOp(cage, instance.solution, products, rng);
  // Until the solution is unique: take a cell where a second solution
  // differs (or, if the solver's budget ran out, a random cell of the
  // largest cage) out of its cage as a single-cell cage, the rest of that
  // cage split into connected cages with fresh operations. Each round adds
  // a singleton; with every cell a singleton the solution is unique, so
  // this ends within N² rounds.
  int64_t redraws = 0;
  int64_t remaining = kPuzzleBudget;
  while (true) {
    const bool all_single = std::all_of(
        instance.cages.begin(), instance.cages.end(),
        [](const Cage& cage) { return cage.cells.size() == 1; });
    if (all_single) break;  // Every cell given: unique.
    std::optional<int> count;
    Solver solver(n, instance.cages, std::min(kSolverBudget, remaining));
    if (remaining > 0) {
      count = solver.Count();
      remaining -= solver.work();
    }
    if (count && *count == 1) break;
    int64_t cell = -1;
    if (count && *count == 2) {
      // Two different solutions: at least one is not ours.
      const std::vector<int64_t>& other =
          solver.Found()[0] != instance.solution ? solver.Found()[0]
                                                 : solver.Found()[1];
      std::vector<int64_t> differ;
      for (size_t i = 0; i < cells; ++i) {
        if (other[i] != instance.solution[i]) {
          differ.push_back(static_cast<int64_t>(i));
        }
      }
      cell = differ[static_cast<size_t>(
          rng.Uniform(0, static_cast<int64_t>(differ.size()) - 1))];
    } else {
      size_t largest = 0;
      for (size_t k = 1; k < instance.cages.size(); ++k) {
        if (instance.cages[k].cells.size() >
            instance.cages[largest].cells.size()) {
          largest = k;
        }
      }
      const std::vector<int64_t>& in = instance.cages[largest].cells;
      cell = in[static_cast<size_t>(
          rng.Uniform(0, static_cast<int64_t>(in.size()) - 1))];
    }
    size_t k = 0;
    while (std::find(instance.cages[k].cells.begin(),
                     instance.cages[k].cells.end(),
                     cell) == instance.cages[k].cells.end()) {
      ++k;
    }
    // First, up to N times in all, a new operation for a mixed-operation
    // cage holding a cell where a second solution differs.
    if (count && !products && redraws < n && instance.cages[k].cells.size() > 1) {
      ++redraws;
      ChooseOp(instance.cages[k], instance.solution, products, rng);
      continue;
    }
    std::vector<int64_t> rest;
    for (int64_t a : instance.cages[k].cells) {
      if (a != cell) rest.push_back(a);
    }
    instance.cages.erase(instance.cages.begin() + static_cast<ptrdiff_t>(k));
    Cage single;
    single.cells = {cell};
    ChooseOp(single, instance.solution, products, rng);
    instance.cages.push_back(single);
    for (std::vector<int64_t>& part : Components(rest, n)) {
      Cage cage;
      cage.cells = std::move(part);
      ChooseOp(cage, instance.solution, products, rng);
      instance.cages.push_back(std::move(cage));
    }
  }
  Canonicalise(instance);
  return instance;
}

// ---- Environment ---------------------------------------------------------------

const char* OpName(int64_t op) {
  switch (op) {
    case kAdd:
      return "+";
    case kSub:
      return "-";
    case kMul:
      return "*";
    case kDiv:
      return "/";
  }
  return "";
}


class KenkenEnvironment final
    : public environments::InstanceEnvironment<KenkenInstance>,
      public environments::BoardPuzzle {
 public:
  KenkenEnvironment()
      : InstanceEnvironment(
            {"kenken", "seed 004:Keen", kMaxDifficulty,
             "Fill an N x N KenKen: a Latin square whose cages meet their targets (Tatham's "
             "Keen).",
             /*difficulty_help=*/"N = 3 + d (3..9), cages of 1..4 cells (from N = 8 every cage of "
             "2+ cells multiplies), unique solution"}) {}

 protected:
  KenkenInstance Make(int difficulty, tasks::Rng& rng) const override {
    KenkenInstance instance = GenerateKenken(difficulty, rng);
    instance.cage_cells.clear();
    for (const std::vector<int64_t>& row : instance.cage_of) {
      instance.cage_cells.insert(instance.cage_cells.end(), row.begin(), row.end());
    }
    instance.targets.clear();
    instance.ops.clear();
    for (const Cage& cage : instance.cages) {
      instance.targets.push_back(cage.target);
      instance.ops.push_back(cage.op);
    }
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<KenkenInstance>& fields) const override {
    using I = KenkenInstance;
    const auto n = [](const I& x) { return x.n; };
    const auto cells = [](const I& x) { return x.n * x.n; };
    fields.Int("n", &I::n, 1, kMaxSide)
        .Grid("cages", &I::cage_cells, n, n, 0, [](const I& x) { return x.n * x.n - 1; })
        .Ints("targets", &I::targets, cells, 1, 43046721)  // 9^8.
        .Ints("ops", &I::ops, cells, kNone, kDiv)
        .Grid("solution", &I::solution, n, n, 1, n);
  }

  absl::Status Finish(KenkenInstance& instance) const override {
    const int64_t n = instance.n;
    if (instance.ops.size() != instance.targets.size()) {
      return absl::InvalidArgumentError(absl::StrCat(
          "environment.instance.ops: ", instance.ops.size(), " operations for ",
          instance.targets.size(), " targets"));
    }
    const size_t count = instance.targets.size();
    instance.given.assign(static_cast<size_t>(n * n), 0);
    instance.cages.assign(count, Cage());
    instance.cage_of.assign(static_cast<size_t>(n),
                            std::vector<int64_t>(static_cast<size_t>(n)));
    for (int64_t r = 0; r < n; ++r) {
      for (int64_t c = 0; c < n; ++c) {
        const int64_t k = instance.cage_cells[static_cast<size_t>(r * n + c)];
        if (k >= static_cast<int64_t>(count)) {
          return absl::InvalidArgumentError(absl::StrCat(
              "environment.instance.cages[", r, "][", c, "]: cage ", k,
              " has no target (", count, " targets)"));
        }
        instance.cage_of[static_cast<size_t>(r)][static_cast<size_t>(c)] = k;
        instance.cages[static_cast<size_t>(k)].cells.push_back(r * n + c);
      }
    }
    for (size_t k = 0; k < count; ++k) {
      Cage& cage = instance.cages[k];
      cage.target = instance.targets[k];
      cage.op = instance.ops[k];
      const size_t cells = cage.cells.size();
      if (cells == 0 || static_cast<int64_t>(cells) > kMaxCageCells) {
        return absl::InvalidArgumentError(absl::StrCat(
            "environment.instance.cages: cage ", k, " has ", cells,
            " cells, need 1..", kMaxCageCells));
      }
      if (Components(cage.cells, n).size() != 1) {
        return absl::InvalidArgumentError(absl::StrCat(
            "environment.instance.cages: cage ", k, " is not connected"));
      }
      const bool fits = cage.op == kNone   ? cells == 1
                        : cage.op == kSub || cage.op == kDiv ? cells == 2
                                                             : cells >= 2;
      if (!fits) {
        return absl::InvalidArgumentError(absl::StrCat(
            "environment.instance.ops[", k, "]: operation ", cage.op,
            " does not fit a cage of ", cells, " cells"));
      }
    }
    if (!Solves(instance, instance.solution)) {
      return absl::InvalidArgumentError(
          "environment.instance.solution: not a Latin square meeting every "
          "cage");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const KenkenInstance& instance) const override {
    const int64_t n = instance.n;
    std::string map;
    for (int64_t r = 0; r < n; ++r) {
      if (r > 0) map += "\n";
      for (int64_t c = 0; c < n; ++c) {
        if (c > 0) map += " ";
        absl::StrAppend(
            &map,
            instance.cage_of[static_cast<size_t>(r)][static_cast<size_t>(c)] +
                1);
      }
    }
    std::string list;
    for (size_t k = 0; k < instance.cages.size(); ++k) {
      const Cage& cage = instance.cages[k];
      absl::StrAppend(&list, "Cage ", k + 1, ": ", cage.target, OpName(cage.op),
                      "\n");
    }
    return absl::StrCat(
        "Solve a KenKen puzzle on a ", n, " ", kTimes, " ", n,
        " grid. Fill every cell with an integer from 1 to ", n,
        " so that each row and each column contains every integer from 1 "
        "to ",
        n,
        " exactly once. The grid is divided into cages; this map gives the "
        "cage number of every cell (cells with the same number form one "
        "cage):\n",
        map,
        "\n\nEach cage's numbers must give its target with its operation:\n",
        list,
        "\"+\": the cage's numbers add up to the target; \"*\": they "
        "multiply to the target; \"-\" (two cells): the larger minus the "
        "smaller equals the target; \"/\" (two cells): the larger divided by "
        "the smaller equals the target; no operation: a single cell that "
        "holds the target. Numbers may repeat inside a cage if they are in "
        "different rows and columns.\n\n"
        "**Output Format:** your final answer, inside <answer> </answer> "
        "tags, is the completed grid: ",
        n, " lines, each with ", n,
        " integers separated by spaces, the first number on the first line "
        "being the top-left cell.");
  }

  std::string Reference(const KenkenInstance& instance) const override {
    return environments::AnswerTagged(environments::BoardText(instance.solution, instance.n));
  }

 public:
  std::optional<environments::BoardReading> ReadBoard(
      const PreparedProblem& problem, absl::string_view output) const override {
    const KenkenInstance& instance =
        problem.As<environments::PreparedInstance<KenkenInstance>>().instance();
    const size_t side = static_cast<size_t>(instance.n);
    const std::optional<std::vector<absl::string_view>> board =
        environments::AnswerBoard(output, side, side);
    if (!board) return std::nullopt;
    // The alphabet: the one-character tokens "1".."N".
    environments::BoardReading reading;
    reading.cells.reserve(board->size());
    for (absl::string_view token : *board) {
      if (token.size() != 1 || token[0] < '1' ||
          token[0] - '0' > instance.n) {
        return std::nullopt;
      }
      reading.cells.push_back(token[0] - '0');
    }
    reading.solution = &instance.solution;
    reading.given = &instance.given;  // No givens shown: all 0.
    reading.solved = Solves(instance, reading.cells);
    return reading;
  }
};

}  // namespace
}  // namespace kenken_cc

absl::Status RegisterKenkenEnvironment(Catalog& catalog,
                                       const TaskOptions& options) {
  return RegisterEnvironment(
      catalog, std::make_unique<KenkenEnvironment>(),
      std::make_unique<environments::BoardLadderVerifier>(
          "kenken",
          "Puzzle ladder (seed 004): -1 unparseable or not N lines of N "
          "numbers 1..N, 1 a valid KenKen solution, else c^power with c the "
          "fraction of cells equal to the solution.",
          "kenken"));
}

}  // namespace referee

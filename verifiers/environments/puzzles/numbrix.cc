#include "verifiers/environments/puzzles/numbrix.h"

#include <cstdlib>

#include "verifiers/environments/member.h"
#include "verifiers/environments/puzzles/puzzle_ladder.h"

namespace referee {
inline namespace numbrix_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 29;
constexpr int64_t kMaxSide = kMaxDifficulty + 3;
constexpr int64_t kEmpty = -1;
constexpr int64_t kMovesPerCell = 10;

struct NumbrixInstance {
  int64_t n = 0;
  int64_t m = 0;
  std::vector<int64_t> grid;      // n·m cells, row by row; -1 blank.
  std::vector<int64_t> solution;  // n·m cells; or empty.
};

// Whether two cells (indices r·m + c) share a side.
bool Adjacent(int64_t a, int64_t b, int64_t m) {
  return std::llabs(a / m - b / m) + std::llabs(a % m - b % m) == 1;
}

// Where each number 0..n·m-1 stands in `cells`, or nullopt if a value is
// outside that range or repeats.
std::optional<std::vector<int64_t>> Locations(const std::vector<int64_t>& cells) {
  const int64_t size = static_cast<int64_t>(cells.size());
  std::vector<int64_t> at(cells.size(), -1);
  for (int64_t cell = 0; cell < size; ++cell) {
    const int64_t v = cells[static_cast<size_t>(cell)];
    if (v < 0 || v >= size || at[static_cast<size_t>(v)] != -1) return std::nullopt;
    at[static_cast<size_t>(v)] = cell;
  }
  return at;
}

// RLVE's path: 1 + how many x are not next to x + 1.
int64_t PathPieces(const std::vector<int64_t>& at, int64_t m) {
  int64_t pieces = 1;
  for (size_t v = 0; v + 1 < at.size(); ++v) pieces += Adjacent(at[v], at[v + 1], m) ? 0 : 1;
  return pieces;
}

class NumbrixEnvironment final : public environments::LadderEnvironment<NumbrixInstance> {
 public:
  NumbrixEnvironment()
      : LadderEnvironment(
            {"numbrix", "RLVE-Gym:Numbrix", kMaxDifficulty,
             "Fill an N x M grid with 0..N*M-1, keeping the given numbers, so that each number is "
             "next to the following one.",
             /*difficulty_help=*/"MAX = 3 + d; N and M in 2..MAX; a random Hamiltonian path "
             "(backbite moves), then 10%..90% of the cells blanked"},
            {"RLVE Numbrix ladder: -1 unparseable or not N lines of M integers, -0.5 a given "
             "changed or a number outside 0..N*M-1 or repeated, else (1/path)^beta, path = 1 + "
             "numbers not next to their successor.", /*beta=*/3}) {}

 protected:
  NumbrixInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_side = 3 + difficulty;
    NumbrixInstance instance;
    const int64_t n = instance.n = rng.Uniform(2, max_side);
    const int64_t m = instance.m = rng.Uniform(2, max_side);
    const int64_t size = n * m;
    // The snake: row r left to right when r is even, else right to left.
    std::vector<int64_t> path;
    for (int64_t r = 0; r < n; ++r) {
      for (int64_t k = 0; k < m; ++k) path.push_back(r * m + (r % 2 == 0 ? k : m - 1 - k));
    }
    std::vector<int64_t> position(static_cast<size_t>(size));
    for (int64_t i = 0; i < size; ++i) position[static_cast<size_t>(path[static_cast<size_t>(i)])] = i;
    const int64_t dr[] = {0, 0, 1, -1};
    const int64_t dc[] = {1, -1, 0, 0};
    for (int64_t move = 0; move < kMovesPerCell * size; ++move) {
      const bool at_front = rng.Uniform(0, 1) == 0;
      const int64_t end = at_front ? path.front() : path.back();
      std::vector<int64_t> neighbours;
      for (int k = 0; k < 4; ++k) {
        const int64_t r = end / m + dr[k], c = end % m + dc[k];
        if (r >= 0 && r < n && c >= 0 && c < m) neighbours.push_back(r * m + c);
      }
      const int64_t next =
          neighbours[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(neighbours.size()) - 1))];
      const int64_t i = position[static_cast<size_t>(next)];
      // Reverse path[lo..hi]: the end then stands next to `next`.
      int64_t lo = 0, hi = 0;
      if (at_front) {
        if (i == 1) continue;  // Already its successor.
        lo = 0;
        hi = i - 1;
      } else {
        if (i == size - 2) continue;
        lo = i + 1;
        hi = size - 1;
      }
      std::reverse(path.begin() + lo, path.begin() + hi + 1);
      for (int64_t k = lo; k <= hi; ++k) position[static_cast<size_t>(path[static_cast<size_t>(k)])] = k;
    }
    instance.solution.assign(static_cast<size_t>(size), 0);
    for (int64_t i = 0; i < size; ++i) instance.solution[static_cast<size_t>(path[static_cast<size_t>(i)])] = i;
    const int64_t tenths = rng.Uniform(1, 9);
    const int64_t blanks = std::max<int64_t>(1, size * tenths / 10);
    std::vector<int64_t> order(static_cast<size_t>(size));
    std::iota(order.begin(), order.end(), int64_t{0});
    instance.grid = instance.solution;
    for (int64_t k = 0; k < blanks; ++k) {
      const int64_t j = rng.Uniform(k, size - 1);
      std::swap(order[static_cast<size_t>(k)], order[static_cast<size_t>(j)]);
      instance.grid[static_cast<size_t>(order[static_cast<size_t>(k)])] = kEmpty;
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<NumbrixInstance>& fields) const override {
    using I = NumbrixInstance;
    auto n = [](const I& x) { return x.n; };
    auto m = [](const I& x) { return x.m; };
    auto top = [](const I& x) { return x.n * x.m - 1; };
    fields.Int("n", &I::n, 1, kMaxSide)
        .Int("m", &I::m, 1, kMaxSide)
        .Grid("grid", &I::grid, n, m, kEmpty, top)
        .Grid("solution", &I::solution, n, m, 0, top)
        .Optional();
  }
  absl::Status Finish(NumbrixInstance& instance) const override {
    // A repeated given leaves no solution: nothing could earn credit.
    std::vector<char> seen(instance.grid.size(), 0);
    for (const int64_t v : instance.grid) {
      if (v == kEmpty) continue;
      if (seen[static_cast<size_t>(v)]) return BadInstance("grid", "a number repeats");
      seen[static_cast<size_t>(v)] = 1;
    }
    if (instance.solution.empty()) return absl::OkStatus();
    const std::optional<std::vector<int64_t>> at = Locations(instance.solution);
    if (!at) return BadInstance("solution", "a number repeats");
    for (size_t i = 0; i < instance.grid.size(); ++i) {
      if (instance.grid[i] != kEmpty && instance.grid[i] != instance.solution[i]) {
        return BadInstance("solution", "changes a given number");
      }
    }
    if (PathPieces(*at, instance.m) != 1) {
      return BadInstance("solution", "a number is not next to the following one");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const NumbrixInstance& instance) const override {
    const int64_t top = instance.n * instance.m - 1;
    return absl::StrCat(
        "This grid has ", instance.n, " rows and ", instance.m,
        " columns. Some cells already hold a number; a blank cell is shown "
        "as -1:\n",
        environments::BoardText(instance.grid, instance.m),
        "\n\nFill every blank so that the grid contains each whole number "
        "from 0 to ", top,
        " exactly once, keeping the numbers already there, and so that for "
        "every number x below ", top,
        ", the cell holding x + 1 shares a side with the cell holding x (it "
        "is directly above, below, left or right of it).\n\n"
        "Put the completed grid inside <answer> </answer> tags: ", instance.n,
        " lines, top row first, each giving the ", instance.m,
        " numbers of its row from left to right, separated by spaces.");
  }
  std::string Reference(const NumbrixInstance& instance) const override {
    // Explicit instances need not carry a solution; generated ones always do.
    // Its last number's last digit changed, a number repeats or leaves
    // 0..N·M-1: never correct.
    if (instance.solution.empty()) return "";
    return environments::AnswerTagged(environments::BoardText(instance.solution, instance.m));
  }

  absl::StatusOr<Verdict> Grade(const NumbrixInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const std::optional<std::vector<int64_t>> cells = environments::IntegerRows(*answer, instance.n, instance.m);
    if (!cells) return environments::Unparsed();
    for (size_t i = 0; i < cells->size(); ++i) {
      if (instance.grid[i] != kEmpty && instance.grid[i] != (*cells)[i]) {
        return environments::Invalid();
      }
    }
    // Out of range (kHugeToken and negatives too) or repeated.
    const std::optional<std::vector<int64_t>> at = Locations(*cells);
    if (!at) return environments::Invalid();
    return environments::Graded(1, PathPieces(*at, instance.m), input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace numbrix_cc

absl::Status RegisterNumbrixEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog, std::make_unique<NumbrixEnvironment>());
}

}  // namespace referee

#include "verifiers/environments/counting/undamaged_submatrix_counting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace undamaged_submatrix_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 33;
constexpr int64_t kMaxSide = 200;  // Explicit instances: rows, columns.
// The density of 1s: p / 2^20 for p uniform in 0..2^20 - 1.
constexpr int64_t kDensitySteps = int64_t{1} << 20;

struct UndamagedSubmatrixCountingInstance {
  int64_t n = 0;
  int64_t m = 0;
  std::vector<int64_t> cells;  // Row by row: cell (r, c) at r * m + c.
  std::string answer;          // Derived: the count.
};

// The all-1 blocks of the grid. With h[c] the height of the run of 1s
// ending in the current row in column c, the blocks whose bottom-right
// corner is (r, c) number sum over l <= c of min(h[l..c]). The stack keeps
// (height, columns) groups of non-decreasing height, `open` being
// sum of height * columns over it: that sum for the current column.
int64_t CountAllOneBlocks(const UndamagedSubmatrixCountingInstance& x) {
  std::vector<int64_t> height(static_cast<size_t>(x.m), 0);
  std::vector<std::pair<int64_t, int64_t>> stack;
  int64_t total = 0;
  for (int64_t r = 0; r < x.n; ++r) {
    stack.clear();
    int64_t open = 0;
    for (int64_t c = 0; c < x.m; ++c) {
      int64_t& h = height[static_cast<size_t>(c)];
      h = x.cells[static_cast<size_t>(r * x.m + c)] == 1 ? h + 1 : 0;
      int64_t columns = 1;
      while (!stack.empty() && stack.back().first >= h) {
        open -= stack.back().first * stack.back().second;
        columns += stack.back().second;
        stack.pop_back();
      }
      stack.emplace_back(h, columns);
      open += h * columns;
      total += open;
    }
  }
  return total;
}

class UndamagedSubmatrixCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<UndamagedSubmatrixCountingInstance> {
 public:
  UndamagedSubmatrixCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"undamaged_submatrix_counting", "RLVE-Gym:UndamagedSubmatrixCounting", kMaxDifficulty,
             "Count the contiguous rectangular blocks of a 0/1 grid that hold only 1s.",
             /*difficulty_help=*/"MAX_N_M = 3, then floor(1.1 MAX_N_M) + 1 per level (12 at d = "
             "8); N, M uniform in 2..MAX_N_M, each cell 1 with a density uniform in [0, 1)"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  UndamagedSubmatrixCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_side = environments::RlveGrowthSize(difficulty);
    UndamagedSubmatrixCountingInstance instance;
    instance.n = rng.Uniform(2, max_side);
    instance.m = rng.Uniform(2, max_side);
    const int64_t density = rng.Uniform(0, kDensitySteps - 1);
    for (int64_t i = 0; i < instance.n * instance.m; ++i) {
      instance.cells.push_back(rng.Chance(density, kDensitySteps) ? 1 : 0);
    }
    return instance;
  }
  void DeclareFields(environments::InstanceFields<UndamagedSubmatrixCountingInstance>& fields)
      const override {
    using I = UndamagedSubmatrixCountingInstance;
    fields.Int("n", &I::n, 1, kMaxSide)
        .Int("m", &I::m, 1, kMaxSide)
        .Grid("matrix", &I::cells, [](const I& x) { return x.n; },
              [](const I& x) { return x.m; }, 0, 1);
  }
  absl::Status Finish(UndamagedSubmatrixCountingInstance& instance) const override {
    instance.answer = absl::StrCat(CountAllOneBlocks(instance));
    return absl::OkStatus();
  }
  std::string Prompt(const UndamagedSubmatrixCountingInstance& instance) const override {
    std::string grid;
    for (int64_t r = 0; r < instance.n; ++r) {
      for (int64_t c = 0; c < instance.m; ++c) {
        grid.push_back(
            instance.cells[static_cast<size_t>(r * instance.m + c)] == 1 ? '1' : '0');
      }
      grid.push_back('\n');
    }
    return absl::StrCat(
        "Below is a grid with ", instance.n, " rows and ", instance.m,
        " columns; every cell holds 0 or 1 (one row per line):\n", grid,
        "\nA block is a choice of consecutive rows and consecutive columns "
        "(at least one of each), i.e. a contiguous non-empty rectangle of "
        "cells; the whole grid is a block too. How many blocks contain no 0 "
        "at all? Blocks in different positions count separately, even when "
        "their contents look the same.\n\n"
        "Put your final answer (a single non-negative integer) inside "
        "<answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace undamaged_submatrix_counting_cc

absl::Status RegisterUndamagedSubmatrixCountingEnvironment(Catalog& catalog,
                                                           const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<UndamagedSubmatrixCountingEnvironment>());
}

}  // namespace referee

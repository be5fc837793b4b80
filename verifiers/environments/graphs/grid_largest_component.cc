#include "verifiers/environments/graphs/grid_largest_component.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace grid_largest_component_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 25;  // MAX = 93.
constexpr int64_t kMaxSide = 100;

struct GridLargestComponentInstance {
  int64_t n = 0;
  int64_t m = 0;
  std::vector<int64_t> grid;  // Row by row, 0 or 1.
  std::string answer;         // Derived: the largest component's size.
};

// The size of the largest 4-connected group of 1 cells (0 if none): a flood
// fill from each unvisited 1 cell by an explicit stack.
int64_t LargestComponent(int64_t n, int64_t m, const std::vector<int64_t>& grid) {
  std::vector<bool> seen(grid.size(), false);
  std::vector<int64_t> stack;
  int64_t largest = 0;
  for (int64_t start = 0; start < n * m; ++start) {
    if (grid[static_cast<size_t>(start)] != 1 || seen[static_cast<size_t>(start)]) continue;
    seen[static_cast<size_t>(start)] = true;
    stack.push_back(start);
    int64_t size = 0;
    while (!stack.empty()) {
      const int64_t cell = stack.back();
      stack.pop_back();
      ++size;
      const int64_t r = cell / m, c = cell % m;
      const int64_t neighbours[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
      for (const auto& [nr, nc] : neighbours) {
        if (nr < 0 || nr >= n || nc < 0 || nc >= m) continue;
        const size_t next = static_cast<size_t>(nr * m + nc);
        if (grid[next] == 1 && !seen[next]) {
          seen[next] = true;
          stack.push_back(nr * m + nc);
        }
      }
    }
    largest = std::max(largest, size);
  }
  return largest;
}

class GridLargestComponentEnvironment final
    : public environments::IntegerAnswerEnvironment<GridLargestComponentInstance> {
 public:
  GridLargestComponentEnvironment()
      : IntegerAnswerEnvironment(
            {"grid_largest_component", "RLVE-Gym:GridComponent", kMaxDifficulty,
             "Find the number of cells in the largest group of 1 cells of a 0/1 grid joined by "
             "steps up, down, left and right.",
             /*difficulty_help=*/"MAX = 4, then floor(1.1 MAX) + 1 per level (14 at d = 8; 93 at "
             "the top, d = 25); N, M uniform in 2..MAX; each cell 1 with odds p/1000, p uniform "
             "in 100..900"},
            environments::NumberLadder::kExact) {}

 protected:
  GridLargestComponentInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t side = environments::RlveGrowth(4, difficulty);
    GridLargestComponentInstance instance;
    instance.n = rng.Uniform(2, side);
    instance.m = rng.Uniform(2, side);
    const int64_t density = rng.Uniform(100, 900);  // Per mille.
    instance.grid.resize(static_cast<size_t>(instance.n * instance.m));
    for (int64_t& cell : instance.grid) cell = rng.Chance(density, 1000) ? 1 : 0;
    return instance;
  }

  void DeclareFields(
      environments::InstanceFields<GridLargestComponentInstance>& fields) const override {
    using I = GridLargestComponentInstance;
    fields.Int("n", &I::n, 1, kMaxSide)
        .Int("m", &I::m, 1, kMaxSide)
        .Grid("grid", &I::grid, [](const I& x) { return x.n; }, [](const I& x) { return x.m; },
              0, 1);
  }

  absl::Status Finish(GridLargestComponentInstance& instance) const override {
    instance.answer = absl::StrCat(LargestComponent(instance.n, instance.m, instance.grid));
    return absl::OkStatus();
  }

  std::string Prompt(const GridLargestComponentInstance& instance) const override {
    std::string grid;
    for (int64_t r = 0; r < instance.n; ++r) {
      for (int64_t c = 0; c < instance.m; ++c) {
        grid.push_back(instance.grid[static_cast<size_t>(r * instance.m + c)] == 1 ? '1' : '0');
      }
      grid.push_back('\n');
    }
    return absl::StrCat(
        "Below is a grid of ", instance.n, " rows and ", instance.m,
        " columns; every cell holds `0` or `1`:\n", grid,
        "\nTwo `1` cells belong to the same group when one can walk from one to the other "
        "through `1` cells only, each step going to the cell directly above, below, left or "
        "right. How many cells does the **largest** such group have? (If no cell holds `1`, "
        "the answer is 0.)\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace grid_largest_component_cc

absl::Status RegisterGridLargestComponentEnvironment(Catalog& catalog,
                                                     const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<GridLargestComponentEnvironment>());
}

}  // namespace referee

#include "verifiers/environments/graphs/grid_bfs.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace grid_bfs_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 25;  // MAX = 93.
constexpr int64_t kMaxSide = 100;
constexpr int64_t kOpen = 0, kSource = 1, kWall = 2;

struct GridBfsInstance {
  int64_t n = 0;
  int64_t m = 0;
  std::vector<int64_t> grid;  // Cell (r, c) at r * m + c: kOpen, kSource or kWall.
  // Derived (Finish): each cell's distance to the nearest source, -1 if
  // none is reachable (and for walls).
  std::vector<int64_t> distance;
};

// A breadth-first search from every source at once.
void Solve(GridBfsInstance& instance) {
  const int64_t n = instance.n, m = instance.m;
  instance.distance.assign(instance.grid.size(), -1);
  std::vector<int64_t> queue;
  for (int64_t at = 0; at < n * m; ++at) {
    if (instance.grid[static_cast<size_t>(at)] == kSource) {
      instance.distance[static_cast<size_t>(at)] = 0;
      queue.push_back(at);
    }
  }
  for (size_t i = 0; i < queue.size(); ++i) {
    const int64_t at = queue[i], r = at / m, c = at % m;
    const int64_t next[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
    for (const auto& [nr, nc] : next) {
      if (nr < 0 || nr >= n || nc < 0 || nc >= m) continue;
      const size_t to = static_cast<size_t>(nr * m + nc);
      if (instance.grid[to] == kWall || instance.distance[to] >= 0) continue;
      instance.distance[to] = instance.distance[static_cast<size_t>(at)] + 1;
      queue.push_back(static_cast<int64_t>(to));
    }
  }
}

class GridBfsEnvironment final : public environments::LadderEnvironment<GridBfsInstance> {
 public:
  GridBfsEnvironment()
      : LadderEnvironment(
            {"grid_bfs", "RLVE-Gym:GridBFS", kMaxDifficulty,
             "Give every cell of a grid of 0, 1 and X cells its distance to the nearest 1, moving "
             "up, down, left or right around the X walls, or -1 (RLVE GridBFS).",
             /*difficulty_help=*/"MAX = 4, then floor(1.1 MAX) + 1 per level (14 at d = 8; 93 at "
             "the top, d = 25); N, M uniform in 2..MAX; cells 0, 1, X in random proportions"},
            {"RLVE GridBFS ladder: -1 unparseable or not N lines of M integers, else (cells with "
             "the right distance / cells)^beta.", /*beta=*/10}) {}

 protected:
  GridBfsInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t side = environments::RlveGrowth(4, difficulty);
    GridBfsInstance instance;
    instance.n = rng.Uniform(2, side);
    instance.m = rng.Uniform(2, side);
    const int64_t cells = instance.n * instance.m;
    int64_t weights[3];
    for (int64_t& w : weights) w = rng.Uniform(1, cells);
    const int64_t total = weights[0] + weights[1] + weights[2];
    instance.grid.resize(static_cast<size_t>(cells));
    for (int64_t& cell : instance.grid) {
      const int64_t x = rng.Uniform(1, total);
      cell = x <= weights[0] ? kOpen : x <= weights[0] + weights[1] ? kSource : kWall;
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<GridBfsInstance>& fields) const override {
    using I = GridBfsInstance;
    fields.Int("n", &I::n, 1, kMaxSide)
        .Int("m", &I::m, 1, kMaxSide)
        .Grid("grid", &I::grid, [](const I& x) { return x.n; }, [](const I& x) { return x.m; },
              kOpen, kWall);
  }
  absl::Status Finish(GridBfsInstance& instance) const override {
    Solve(instance);
    return absl::OkStatus();
  }

  std::string Prompt(const GridBfsInstance& instance) const override {
    std::string grid;
    for (int64_t r = 0; r < instance.n; ++r) {
      for (int64_t c = 0; c < instance.m; ++c) {
        const int64_t cell = instance.grid[static_cast<size_t>(r * instance.m + c)];
        grid.push_back(cell == kOpen ? '0' : cell == kSource ? '1' : 'X');
      }
      grid.push_back('\n');
    }
    return absl::StrCat(
        "Below is a grid of ", instance.n, " rows and ", instance.m,
        " columns; every cell holds `0`, `1` or `X`:\n", grid,
        "\nA step moves from a cell to the cell directly above, below, left or right of it, "
        "and no step may enter or leave a cell holding `X`. For every cell, find the fewest "
        "steps needed to reach some cell holding `1` (so a `1` cell gets 0). A cell from which "
        "no `1` can be reached gets -1, and so does every `X` cell.\n\n"
        "Write the answer inside <answer> </answer> tags as ", instance.n, " lines of ",
        instance.m,
        " integers separated by spaces, line i giving the values of the cells of row i in "
        "order. For instance, the grid\n1X\n00\nhas the answer <answer>\n0 -1\n1 2\n</answer>.");
  }

  std::string Reference(const GridBfsInstance& instance) const override {
    std::vector<std::string> lines;
    for (int64_t r = 0; r < instance.n; ++r) {
      const auto row = instance.distance.begin() + static_cast<std::ptrdiff_t>(r * instance.m);
      lines.push_back(absl::StrJoin(row, row + static_cast<std::ptrdiff_t>(instance.m), " "));
    }
    return environments::AnswerTagged(absl::StrJoin(lines, "\n"));
  }

  absl::StatusOr<Verdict> Grade(const GridBfsInstance& instance,
                                const VerifyInput& input) const override {
    std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    // Every token an integer (nothing kept), before any line is judged.
    if (!answer || !parsing::ParseIntegerTokens(*answer, 0)) return environments::Unparsed();
    // Integers, but not N lines of M: RLVE's wrong format, parsed.
    const std::optional<std::vector<int64_t>> cells =
        environments::IntegerRows(*answer, instance.n, instance.m);
    if (!cells) return Verdict{environments::kUnparsedReward, false, true};
    int64_t hits = 0;
    for (size_t i = 0; i < cells->size(); ++i) hits += (*cells)[i] == instance.distance[i] ? 1 : 0;
    return environments::Graded(hits, instance.n * instance.m, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace grid_bfs_cc

absl::Status RegisterGridBfsEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog, std::make_unique<GridBfsEnvironment>());
}

}  // namespace referee

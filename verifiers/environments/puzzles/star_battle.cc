#include "verifiers/environments/puzzles/star_battle.h"

#include <cstdlib>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace star_battle_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 96;
constexpr int64_t kMaxSide = kMaxDifficulty + 4;
constexpr int kMaxDraws = 10000;
// RLVE's sparsity list, in tenths.
constexpr int64_t kSparsityTenths[] = {1, 3, 5, 6, 7, 8, 9};

struct StarBattleInstance {
  int64_t n = 0;
  int64_t m = 0;
  std::vector<int64_t> grid;      // n·m cells, row by row; 1 blocked.
  std::vector<int64_t> solution;  // n·m cells; 1 a star; or empty.
};

// Whether `stars` (n·m cells, 1 = star) puts one star in every row, at
// most one in every column, and no two stars in neighbouring cells
// (diagonals included).
bool StarsValid(const std::vector<int64_t>& stars, int64_t n, int64_t m) {
  std::vector<int64_t> column_of(static_cast<size_t>(n), -1);
  std::vector<char> column_used(static_cast<size_t>(m), 0);
  for (int64_t r = 0; r < n; ++r) {
    for (int64_t c = 0; c < m; ++c) {
      if (stars[static_cast<size_t>(r * m + c)] == 0) continue;
      if (column_of[static_cast<size_t>(r)] != -1) return false;  // Two in a row.
      if (column_used[static_cast<size_t>(c)]) return false;      // Two in a column.
      column_of[static_cast<size_t>(r)] = c;
      column_used[static_cast<size_t>(c)] = 1;
    }
    if (column_of[static_cast<size_t>(r)] == -1) return false;  // None in the row.
  }
  // One star per row: two touching stars are in the same row (excluded
  // above) or in successive rows with columns at most 1 apart.
  for (int64_t r = 0; r + 1 < n; ++r) {
    if (std::llabs(column_of[static_cast<size_t>(r)] - column_of[static_cast<size_t>(r + 1)]) <=
        1) {
      return false;
    }
  }
  return true;
}

std::string GridText(const std::vector<int64_t>& grid, const std::vector<int64_t>* stars,
                     int64_t n, int64_t m) {
  std::string text;
  for (int64_t r = 0; r < n; ++r) {
    if (r > 0) text.push_back('\n');
    for (int64_t c = 0; c < m; ++c) {
      const size_t at = static_cast<size_t>(r * m + c);
      text.push_back(grid[at] == 1 ? 'X' : (stars != nullptr && (*stars)[at] == 1 ? '*' : '.'));
    }
  }
  return text;
}

class StarBattleEnvironment final : public environments::LadderEnvironment<StarBattleInstance> {
 public:
  StarBattleEnvironment()
      : LadderEnvironment(
            {"star_battle", "RLVE-Gym:StarBattle", kMaxDifficulty,
             "Place one star in every row of a grid with blocked cells, at most one per column, "
             "no two stars touching.",
             /*difficulty_help=*/"MAX = 4 + d; N in 2..MAX rows, M in max(3, N)..MAX columns; a "
             "hidden solution, then 10%..90% of the other cells blocked"},
            {"RLVE StarBattle ladder: -1 unparseable or not N lines of M characters from X . *, "
             "-0.5 a blocked cell changed or an open one blocked, 0 a rule broken, 1 solved."}) {}

 protected:
  StarBattleInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_side = 4 + difficulty;
    StarBattleInstance instance;
    std::vector<int64_t> columns;
    bool found = false;
    for (int draw = 0; draw < kMaxDraws && !found; ++draw) {
      const int64_t n = rng.Uniform(2, max_side);
      const int64_t m = rng.Uniform(std::max<int64_t>(3, n), max_side);
      std::vector<int64_t> order(static_cast<size_t>(m));
      std::iota(order.begin(), order.end(), int64_t{0});
      // A partial Fisher–Yates shuffle: the first n places, uniform.
      for (int64_t i = 0; i < n; ++i) {
        std::swap(order[static_cast<size_t>(i)],
                  order[static_cast<size_t>(rng.Uniform(i, m - 1))]);
      }
      columns.assign(order.begin(), order.begin() + n);
      found = true;
      for (int64_t r = 0; r + 1 < n; ++r) {
        if (std::llabs(columns[static_cast<size_t>(r)] - columns[static_cast<size_t>(r + 1)]) <=
            1) {
          found = false;
        }
      }
      instance.n = n;
      instance.m = m;
    }
    if (!found) {  // Fallback (see the header): never reached in practice.
      instance.n = 2;
      instance.m = 3;
      columns = {0, 2};
    }
    const int64_t n = instance.n, m = instance.m;
    instance.grid.assign(static_cast<size_t>(n * m), 0);
    instance.solution.assign(static_cast<size_t>(n * m), 0);
    for (int64_t r = 0; r < n; ++r) {
      instance.solution[static_cast<size_t>(r * m + columns[static_cast<size_t>(r)])] = 1;
    }
    const int64_t tenths = kSparsityTenths[rng.Uniform(0, 6)];
    std::vector<int64_t> open;
    for (int64_t cell = 0; cell < n * m; ++cell) {
      if (instance.solution[static_cast<size_t>(cell)] == 0) open.push_back(cell);
    }
    const int64_t blocked =
        std::max<int64_t>(1, static_cast<int64_t>(open.size()) * tenths / 10);
    for (int64_t i = 0; i < blocked; ++i) {
      const int64_t j = rng.Uniform(i, static_cast<int64_t>(open.size()) - 1);
      std::swap(open[static_cast<size_t>(i)], open[static_cast<size_t>(j)]);
      instance.grid[static_cast<size_t>(open[static_cast<size_t>(i)])] = 1;
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<StarBattleInstance>& fields) const override {
    using I = StarBattleInstance;
    auto n = [](const I& x) { return x.n; };
    auto m = [](const I& x) { return x.m; };
    fields.Int("n", &I::n, 1, kMaxSide)
        .Int("m", &I::m, n, kMaxSide)
        .Grid("grid", &I::grid, n, m, 0, 1)
        .Grid("solution", &I::solution, n, m, 0, 1)
        .Optional();
  }
  absl::Status Finish(StarBattleInstance& instance) const override {
    if (instance.solution.empty()) return absl::OkStatus();
    for (size_t i = 0; i < instance.grid.size(); ++i) {
      if (instance.grid[i] == 1 && instance.solution[i] == 1) {
        return BadInstance("solution", "puts a star on a blocked cell");
      }
    }
    if (!StarsValid(instance.solution, instance.n, instance.m)) {
      return BadInstance("solution",
                         "needs one star per row, at most one per column, none touching");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const StarBattleInstance& instance) const override {
    return absl::StrCat(
        "Here is a grid of ", instance.n, " rows and ", instance.m,
        " columns. A `.` is an open cell and an `X` a blocked one:\n",
        GridText(instance.grid, nullptr, instance.n, instance.m),
        "\n\nTurn some open cells into stars (`*`) so that every row has "
        "exactly one star, no column has more than one star, and no two "
        "stars are neighbours: two cells sharing a side or a corner may not "
        "both be stars. Blocked cells stay `X`.\n\n"
        "Give the whole grid after placing the stars inside <answer> "
        "</answer> tags: ",
        instance.n, " lines of ", instance.m,
        " characters each (`X`, `.` or `*`), top row first, written like the "
        "grid above with nothing between the characters.");
  }
  std::string Reference(const StarBattleInstance& instance) const override {
    // Explicit instances need not carry a solution; generated ones always do.
    if (instance.solution.empty()) return "";
    return environments::AnswerTagged(
        GridText(instance.grid, &instance.solution, instance.n, instance.m));
  }

  absl::StatusOr<Verdict> Grade(const StarBattleInstance& instance,
                                const VerifyInput& input) const override {
    const int64_t n = instance.n, m = instance.m;
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const std::optional<std::vector<absl::string_view>> lines = environments::CharacterRows(*answer, n, m, "X.*");
    if (!lines) return environments::Unparsed();
    std::vector<int64_t> stars(static_cast<size_t>(n * m), 0);
    for (int64_t r = 0; r < n; ++r) {
      for (int64_t c = 0; c < m; ++c) {
        const char ch = (*lines)[static_cast<size_t>(r)][static_cast<size_t>(c)];
        stars[static_cast<size_t>(r * m + c)] = ch == '*' ? 1 : 0;
      }
    }
    for (int64_t r = 0; r < n; ++r) {
      for (int64_t c = 0; c < m; ++c) {
        const char ch = (*lines)[static_cast<size_t>(r)][static_cast<size_t>(c)];
        const bool blocked = instance.grid[static_cast<size_t>(r * m + c)] == 1;
        if (blocked != (ch == 'X')) return environments::Invalid();
      }
    }
    if (!StarsValid(stars, n, m)) return Verdict{0.0, false, true};
    return Verdict{1.0, true, true};
  }
};

}  // namespace
}  // namespace star_battle_cc

absl::Status RegisterStarBattleEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<StarBattleEnvironment>());
}

}  // namespace referee

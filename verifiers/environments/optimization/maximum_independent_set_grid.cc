#include "verifiers/environments/optimization/maximum_independent_set_grid.h"

#include "verifiers/environments/answer_lines.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace maximum_independent_set_grid_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 26;  // MAX = 93.
constexpr int64_t kMaxSide = 100;
constexpr int64_t kMaxValue = 1000000;

struct MaximumIndependentSetGridInstance {
  int64_t n = 0;
  int64_t m = 0;
  std::vector<int64_t> matrix;  // Row by row.
  // Derived (Finish): the optimum and an optimal selection (0/1 per cell).
  int64_t gold = 0;
  std::vector<int64_t> best;
};

// A flow network with residual capacities; edge e and e ^ 1 are a pair.
class FlowNetwork {
 public:
  explicit FlowNetwork(size_t vertices) : adjacent_(vertices) {}

  void AddEdge(size_t from, size_t to, int64_t capacity) {
    adjacent_[from].push_back(head_.size());
    head_.push_back(to);
    capacity_.push_back(capacity);
    adjacent_[to].push_back(head_.size());
    head_.push_back(from);
    capacity_.push_back(0);
  }

  // Dinic's algorithm: breadth-first levels, then blocking flows found by
  // an explicit path stack (no recursion).
  int64_t MaxFlow(size_t source, size_t sink) {
    int64_t flow = 0;
    while (Levels(source)[sink] >= 0) {
      std::vector<size_t> next(adjacent_.size(), 0);
      std::vector<size_t> path;  // Edges from the source to `at`.
      size_t at = source;
      while (true) {
        if (at == sink) {
          int64_t pushed = capacity_[path.front()];
          for (const size_t e : path) pushed = std::min(pushed, capacity_[e]);
          for (const size_t e : path) {
            capacity_[e] -= pushed;
            capacity_[e ^ 1] += pushed;
          }
          flow += pushed;
          // Back to the tail of the first saturated edge.
          size_t keep = 0;
          while (capacity_[path[keep]] > 0) ++keep;
          path.resize(keep);
          at = keep == 0 ? source : head_[path.back()];
          continue;
        }
        bool advanced = false;
        for (; next[at] < adjacent_[at].size(); ++next[at]) {
          const size_t e = adjacent_[at][next[at]];
          if (capacity_[e] > 0 && level_[head_[e]] == level_[at] + 1) {
            path.push_back(e);
            at = head_[e];
            advanced = true;
            break;
          }
        }
        if (advanced) continue;
        if (at == source) break;
        level_[at] = -1;  // A dead end for the rest of this phase.
        const size_t e = path.back();
        path.pop_back();
        at = head_[e ^ 1];
        ++next[at];
      }
    }
    return flow;
  }

  // Whether each vertex is reachable from `source` by edges with residual
  // capacity (after MaxFlow: the source side of a minimum cut).
  std::vector<bool> Reachable(size_t source) {
    const std::vector<int64_t>& level = Levels(source);
    std::vector<bool> out(level.size());
    for (size_t v = 0; v < level.size(); ++v) out[v] = level[v] >= 0;
    return out;
  }

 private:
  const std::vector<int64_t>& Levels(size_t source) {
    level_.assign(adjacent_.size(), -1);
    std::vector<size_t> queue = {source};
    level_[source] = 0;
    for (size_t i = 0; i < queue.size(); ++i) {
      const size_t u = queue[i];
      for (const size_t e : adjacent_[u]) {
        if (capacity_[e] > 0 && level_[head_[e]] < 0) {
          level_[head_[e]] = level_[u] + 1;
          queue.push_back(head_[e]);
        }
      }
    }
    return level_;
  }

  std::vector<std::vector<size_t>> adjacent_;
  std::vector<size_t> head_;
  std::vector<int64_t> capacity_;
  std::vector<int64_t> level_;
};

// The optimum and an optimal selection, by the minimum cut described in
// the header. Cell r * m + c is vertex r * m + c; the source and the sink
// follow the cells.
void SolveMaximumIndependentSet(MaximumIndependentSetGridInstance& instance) {
  const int64_t n = instance.n, m = instance.m;
  const size_t cells = static_cast<size_t>(n * m);
  const size_t source = cells, sink = cells + 1;
  int64_t total = 0;  // At most 10^4 · 10^6: no overflow.
  for (const int64_t v : instance.matrix) total += v;
  const int64_t unbounded = total + 1;  // Above any cut.
  FlowNetwork network(cells + 2);
  for (int64_t r = 0; r < n; ++r) {
    for (int64_t c = 0; c < m; ++c) {
      const size_t cell = static_cast<size_t>(r * m + c);
      if ((r + c) % 2 == 0) {
        network.AddEdge(cell, sink, instance.matrix[cell]);
        continue;
      }
      network.AddEdge(source, cell, instance.matrix[cell]);
      const int64_t neighbours[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
      for (const auto& [nr, nc] : neighbours) {
        if (nr >= 0 && nr < n && nc >= 0 && nc < m) {
          network.AddEdge(cell, static_cast<size_t>(nr * m + nc), unbounded);
        }
      }
    }
  }
  instance.gold = total - network.MaxFlow(source, sink);
  const std::vector<bool> reached = network.Reachable(source);
  instance.best.assign(cells, 0);
  for (int64_t r = 0; r < n; ++r) {
    for (int64_t c = 0; c < m; ++c) {
      const size_t cell = static_cast<size_t>(r * m + c);
      // Odd cells kept by the cut are the reachable ones, even cells the
      // unreachable ones (the others form the minimum vertex cover).
      instance.best[cell] = ((r + c) % 2 == 1) == reached[cell] ? 1 : 0;
    }
  }
}

class MaximumIndependentSetGridEnvironment final
    : public environments::LadderEnvironment<MaximumIndependentSetGridInstance> {
 public:
  MaximumIndependentSetGridEnvironment()
      : LadderEnvironment(
            {"maximum_independent_set_grid", "RLVE-Gym:MaximumIndependentSetGrid",
             kMaxDifficulty,
             "Select cells of a matrix of positive integers, no two sharing a side, with the "
             "largest total value.",
             /*difficulty_help=*/"MAX = 3, then int(1.1 MAX + 1) per level (12 at d = 8, 93 at "
             "the top, d = 26); N, M uniform in 2..MAX; cells uniform in 1..max(N, M)"},
            {"RLVE MaximumIndependentSetGrid ladder: -1 unparseable (not N lines of M 0/1 "
             "characters), -0.5 two selected cells sharing a side, else (selected total / "
             "optimum)^beta.", /*beta=*/3}) {}

 protected:
  MaximumIndependentSetGridInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t side = environments::RlveGrowth(3, difficulty);
    MaximumIndependentSetGridInstance instance;
    instance.n = rng.Uniform(2, side);
    instance.m = rng.Uniform(2, side);
    const int64_t top = std::max(instance.n, instance.m);
    instance.matrix.resize(static_cast<size_t>(instance.n * instance.m));
    for (int64_t& cell : instance.matrix) cell = rng.Uniform(1, top);
    return instance;
  }

  void DeclareFields(environments::InstanceFields<MaximumIndependentSetGridInstance>& fields)
      const override {
    using I = MaximumIndependentSetGridInstance;
    fields.Int("n", &I::n, 1, kMaxSide)
        .Int("m", &I::m, 1, kMaxSide)
        .Grid("matrix", &I::matrix, [](const I& x) { return x.n; },
              [](const I& x) { return x.m; }, 1, kMaxValue);
  }

  absl::Status Finish(MaximumIndependentSetGridInstance& instance) const override {
    SolveMaximumIndependentSet(instance);
    return absl::OkStatus();
  }

  std::string Prompt(const MaximumIndependentSetGridInstance& instance) const override {
    std::string matrix;
    for (int64_t r = 0; r < instance.n; ++r) {
      for (int64_t c = 0; c < instance.m; ++c) {
        absl::StrAppend(&matrix, c == 0 ? "" : " ",
                        instance.matrix[static_cast<size_t>(r * instance.m + c)]);
      }
      matrix.push_back('\n');
    }
    return absl::StrCat(
        "Here is a matrix with ", instance.n, " rows and ", instance.m,
        " columns, one row per line:\n", matrix,
        "\nChoose some of its cells so that **no two chosen cells are next to each other** "
        "(sharing a side: directly above, below, left or right; diagonal neighbours are "
        "allowed), making the sum of the chosen values as **large** as possible.\n\n"
        "Inside <answer> </answer> tags, write ",
        instance.n, " lines of ", instance.m,
        " characters each, with no spaces: `1` for a chosen cell, `0` for any other, the "
        "lines in the order of the matrix's rows.");
  }

  std::string Reference(const MaximumIndependentSetGridInstance& instance) const override {
    std::string grid;
    for (size_t cell = 0; cell < instance.best.size(); ++cell) {
      if (cell > 0 && cell % static_cast<size_t>(instance.m) == 0) grid.push_back('\n');
      grid.push_back(instance.best[cell] == 1 ? '1' : '0');
    }
    return environments::AnswerTagged(grid);
  }

  absl::StatusOr<Verdict> Grade(const MaximumIndependentSetGridInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> answer = parsing::FinalAnswer(input.output);
    if (!answer) return environments::Unparsed();
    const std::optional<std::vector<int64_t>> chosen =
        environments::BinaryRows(*answer, instance.n, instance.m);
    if (!chosen) return environments::Unparsed();
    const int64_t n = instance.n, m = instance.m;
    int64_t value = 0;  // At most 10^4 · 10^6: no overflow.
    for (int64_t r = 0; r < n; ++r) {
      for (int64_t c = 0; c < m; ++c) {
        const size_t cell = static_cast<size_t>(r * m + c);
        if ((*chosen)[cell] != 1) continue;
        // A side shared with the cell to the right or below (each pair once).
        if ((c + 1 < m && (*chosen)[cell + 1] == 1) ||
            (r + 1 < n && (*chosen)[cell + static_cast<size_t>(m)] == 1)) {
          return environments::Invalid();
        }
        value += instance.matrix[cell];
      }
    }
    // (value / gold)^beta; full credit, and correct, iff value == gold
    // (never above: gold is the optimum).
    return environments::Graded(value, instance.gold, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace maximum_independent_set_grid_cc

absl::Status RegisterMaximumIndependentSetGridEnvironment(Catalog& catalog,
                                                          const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<MaximumIndependentSetGridEnvironment>());
}

}  // namespace referee

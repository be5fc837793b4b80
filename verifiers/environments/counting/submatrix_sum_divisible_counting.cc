#include "verifiers/environments/counting/submatrix_sum_divisible_counting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace submatrix_sum_divisible_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 77;
constexpr int64_t kStartSide = 3;     // RLVE's MAX_N_M before any update.
constexpr int64_t kMaxSide = 100;     // Explicit instances: rows, columns.
constexpr int64_t kMaxK = 10000;      // Explicit instances (generated: N*M).

struct SubmatrixSumDivisibleCountingInstance {
  int64_t n = 0;
  int64_t m = 0;
  int64_t k = 2;
  std::vector<int64_t> cells;  // Row by row: cell (r, c) at r * m + c.
  std::string answer;          // Derived: the count.
};

// For every range of rows top..bottom: column[c] is that range's sum in
// column c modulo K, and a block of columns c1..c2 is divisible iff the
// prefix sums of `column` before c1 and through c2 agree modulo K, so the
// blocks are the pairs of equal prefixes (the empty prefix included).
// `seen` counts the prefixes met so far and is cleared by the same sweep.
int64_t CountDivisibleBlocks(const SubmatrixSumDivisibleCountingInstance& x) {
  const size_t m = static_cast<size_t>(x.m);
  std::vector<int64_t> column(m), prefixes(m);
  std::vector<int64_t> seen(static_cast<size_t>(x.k), 0);
  int64_t total = 0;
  for (int64_t top = 0; top < x.n; ++top) {
    std::fill(column.begin(), column.end(), 0);
    for (int64_t bottom = top; bottom < x.n; ++bottom) {
      for (size_t c = 0; c < m; ++c) {
        column[c] = (column[c] + x.cells[static_cast<size_t>(bottom) * m + c]) % x.k;
      }
      seen[0] = 1;
      int64_t prefix = 0;
      for (size_t c = 0; c < m; ++c) {
        prefix = (prefix + column[c]) % x.k;
        prefixes[c] = prefix;
        total += seen[static_cast<size_t>(prefix)]++;
      }
      seen[0] = 0;
      for (const int64_t p : prefixes) seen[static_cast<size_t>(p)] = 0;
    }
  }
  return total;
}

class SubmatrixSumDivisibleCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<SubmatrixSumDivisibleCountingInstance> {
 public:
  SubmatrixSumDivisibleCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"submatrix_sum_divisible_counting",
             "RLVE-Gym:SubmatrixSumDivisibleCounting", kMaxDifficulty,
             "Count the contiguous rectangular blocks of an integer grid whose sum is divisible "
             "by K.",
             /*difficulty_help=*/"MAX_N_M = 3 + d; N, M uniform in 2..MAX_N_M, K uniform in "
             "2..N*M, entries uniform in 0..K-1"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  SubmatrixSumDivisibleCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_side = kStartSide + difficulty;
    SubmatrixSumDivisibleCountingInstance instance;
    instance.n = rng.Uniform(2, max_side);
    instance.m = rng.Uniform(2, max_side);
    instance.k = rng.Uniform(2, instance.n * instance.m);
    for (int64_t i = 0; i < instance.n * instance.m; ++i) {
      instance.cells.push_back(rng.Uniform(0, instance.k - 1));
    }
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<SubmatrixSumDivisibleCountingInstance>& fields) const override {
    using I = SubmatrixSumDivisibleCountingInstance;
    fields.Int("n", &I::n, 1, kMaxSide)
        .Int("m", &I::m, 1, kMaxSide)
        .Int("k", &I::k, 2, kMaxK)
        .Grid("matrix", &I::cells, [](const I& x) { return x.n; },
              [](const I& x) { return x.m; }, 0, [](const I& x) { return x.k - 1; });
  }
  absl::Status Finish(SubmatrixSumDivisibleCountingInstance& instance) const override {
    instance.answer = absl::StrCat(CountDivisibleBlocks(instance));
    return absl::OkStatus();
  }
  std::string Prompt(const SubmatrixSumDivisibleCountingInstance& instance) const override {
    std::string grid;
    for (int64_t r = 0; r < instance.n; ++r) {
      for (int64_t c = 0; c < instance.m; ++c) {
        absl::StrAppend(&grid, c == 0 ? "" : " ",
                        instance.cells[static_cast<size_t>(r * instance.m + c)]);
      }
      grid.push_back('\n');
    }
    return absl::StrCat(
        "Below is a grid of integers with ", instance.n, " rows and ", instance.m,
        " columns (one row per line, entries separated by spaces):\n", grid,
        "\nA block is a choice of consecutive rows and consecutive columns "
        "(at least one of each), i.e. a contiguous non-empty rectangle of "
        "entries; the whole grid is a block too. How many blocks have a sum "
        "of entries divisible by ", instance.k,
        "? Blocks in different positions count separately, even when their "
        "contents look the same.\n\n"
        "Put your final answer (a single non-negative integer) inside "
        "<answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace submatrix_sum_divisible_counting_cc

absl::Status RegisterSubmatrixSumDivisibleCountingEnvironment(Catalog& catalog,
                                                              const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<SubmatrixSumDivisibleCountingEnvironment>());
}

}  // namespace referee

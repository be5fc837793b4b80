// The linear assignment problem, shared by `assignment` (its optimum) and
// `qap` (the Gilmore–Lawler bound at every search node): the Hungarian
// algorithm with integer potentials (Kuhn–Munkres in the O(n^3) form of
// Jonker–Volgenant's shortest augmenting paths).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_HUNGARIAN_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_HUNGARIAN_H_

#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

namespace referee {
namespace environments {

// A least-cost perfect matching of the n x n matrix `cost(row, column)`
// (entries >= 0 and small enough that n of them sum inside int64): the
// column of each row. n = 0 gives an empty matching.
// A template so the cost lookup inlines: QAP calls it at every node.
template <typename Cost>
std::vector<int64_t> MinCostAssignment(size_t n, const Cost& cost) {
  constexpr int64_t kInf = std::numeric_limits<int64_t>::max() / 4;
  // 1-based rows and columns; column 0 is the virtual start.
  std::vector<int64_t> u(n + 1, 0), v(n + 1, 0);
  std::vector<size_t> row_of(n + 1, 0), way(n + 1, 0);
  for (size_t i = 1; i <= n; ++i) {
    row_of[0] = i;
    size_t j0 = 0;
    std::vector<int64_t> min_slack(n + 1, kInf);
    std::vector<bool> used(n + 1, false);
    do {
      used[j0] = true;
      const size_t i0 = row_of[j0];
      int64_t delta = kInf;
      size_t j1 = 0;
      for (size_t j = 1; j <= n; ++j) {
        if (used[j]) continue;
        const int64_t slack = cost(i0 - 1, j - 1) - u[i0] - v[j];
        if (slack < min_slack[j]) {
          min_slack[j] = slack;
          way[j] = j0;
        }
        if (min_slack[j] < delta) {
          delta = min_slack[j];
          j1 = j;
        }
      }
      for (size_t j = 0; j <= n; ++j) {
        if (used[j]) {
          u[row_of[j]] += delta;
          v[j] -= delta;
        } else {
          min_slack[j] -= delta;
        }
      }
      j0 = j1;
    } while (row_of[j0] != 0);
    do {
      const size_t j1 = way[j0];
      row_of[j0] = row_of[j1];
      j0 = j1;
    } while (j0 != 0);
  }
  std::vector<int64_t> column(n, 0);
  for (size_t j = 1; j <= n; ++j) {
    column[row_of[j] - 1] = static_cast<int64_t>(j - 1);
  }
  return column;
}

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_HUNGARIAN_H_

#include "verifiers/environments/puzzles/latin_squares.h"

#include <cstddef>
#include <numeric>

namespace referee {
namespace environments {

std::vector<int64_t> ShiftedLatinSquare(int64_t n, tasks::Rng& rng) {
  std::vector<int64_t> p(static_cast<size_t>(n)), q(static_cast<size_t>(n));
  std::iota(p.begin(), p.end(), int64_t{0});
  std::iota(q.begin(), q.end(), int64_t{0});
  rng.Shuffle(p);
  rng.Shuffle(q);
  std::vector<int64_t> cells;
  cells.reserve(static_cast<size_t>(n * n));
  for (const int64_t row : p) {
    for (const int64_t column : q) cells.push_back((row + column) % n);
  }
  return cells;
}

bool IsLatinSquare(const std::vector<int64_t>& cells, int64_t n, bool blanks_allowed) {
  const size_t side = static_cast<size_t>(n);
  std::vector<char> in_row(side * side, 0), in_column(side * side, 0);
  for (size_t r = 0; r < side; ++r) {
    for (size_t c = 0; c < side; ++c) {
      const int64_t v = cells[r * side + c];
      if (v == -1 && blanks_allowed) continue;
      if (v < 0 || v >= n) return false;
      char& row_seen = in_row[r * side + static_cast<size_t>(v)];
      char& column_seen = in_column[c * side + static_cast<size_t>(v)];
      if (row_seen || column_seen) return false;
      row_seen = column_seen = 1;
    }
  }
  return true;
}

}  // namespace environments
}  // namespace referee

#include "verifiers/environments/puzzles/galaxies_solver.h"

#include <algorithm>
#include <utility>

#include "absl/numeric/bits.h"

namespace referee {
namespace galaxies {

// The cells (row-major) a centre touches: one, two or four.
std::vector<size_t> CoreCells(int64_t columns, const Centre& g) {
  std::vector<size_t> cells;
  for (int64_t r = (g.y - 1) / 2; r <= g.y / 2; ++r) {
    for (int64_t c = (g.x - 1) / 2; c <= g.x / 2; ++c) {
      cells.push_back(static_cast<size_t>(r * columns + c));
    }
  }
  return cells;
}

// The cell `cell` turns onto under the half turn about `g`, -1 off the grid.
int64_t MirrorCell(int64_t rows, int64_t columns, const Centre& g,
                   int64_t cell) {
  const int64_t r = g.y - 1 - cell / columns, c = g.x - 1 - cell % columns;
  return r < 0 || r >= rows || c < 0 || c >= columns ? -1 : r * columns + c;
}

int SolutionCounter::Count(int64_t cap, int64_t& nodes,
                           std::vector<std::vector<int64_t>>* found) {
  cap_ = cap;
  found_ = found;
  std::vector<Mask> options(geo_.cells, 0);
  for (size_t cell = 0; cell < geo_.cells; ++cell) {
    for (size_t g = 0; g < geo_.galaxies; ++g) {
      if (geo_.mirror[g * geo_.cells + cell] >= 0) options[cell] |= Mask{1} << g;
    }
  }
  bool feasible = true;
  for (size_t g = 0; g < geo_.galaxies; ++g) {
    for (size_t cell : geo_.cores[g]) {
      options[cell] &= Mask{1} << g;
      feasible = feasible && options[cell] != 0;
    }
  }
  if (feasible) Search(std::move(options));
  nodes = nodes_;
  return capped_ ? -1 : count_;
}


bool SolutionCounter::Propagate(std::vector<Mask>& options) {
  const size_t n = geo_.cells;
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t cell = 0; cell < n; ++cell) {
      Mask keep = options[cell];
      for (Mask rest = keep; rest != 0; rest &= rest - 1) {
        const size_t g = static_cast<size_t>(absl::countr_zero(rest));
        const int64_t m = geo_.mirror[g * n + cell];
        if (m < 0 || (options[static_cast<size_t>(m)] >> g & 1) == 0) {
          keep &= ~(Mask{1} << g);
        }
      }
      if (keep == 0) return false;
      changed = changed || keep != options[cell];
      options[cell] = keep;
      if ((keep & (keep - 1)) != 0) continue;  // Not pinned yet.
      const size_t g = static_cast<size_t>(absl::countr_zero(keep));
      Mask& mirror = options[static_cast<size_t>(geo_.mirror[g * n + cell])];
      if (mirror != keep) {
        mirror = keep;  // Kept g above, so it may join g.
        changed = true;
      }
    }
    for (size_t g = 0; g < geo_.galaxies; ++g) {
      const Mask bit = Mask{1} << g;
      std::fill(seen_.begin(), seen_.end(), false);
      size_t head = 0, tail = 0;
      for (size_t cell : geo_.cores[g]) {
        seen_[cell] = true;
        queue_[tail++] = cell;
      }
      while (head < tail) {
        ForNeighbours(geo_.rows, geo_.columns, queue_[head++], [&](size_t next) {
          if (!seen_[next] && (options[next] & bit) != 0) {
            seen_[next] = true;
            queue_[tail++] = next;
          }
        });
      }
      for (size_t cell = 0; cell < n; ++cell) {
        if (seen_[cell] || (options[cell] & bit) == 0) continue;
        options[cell] &= ~bit;
        if (options[cell] == 0) return false;
        changed = true;
      }
    }
  }
  return true;
}


void SolutionCounter::Search(std::vector<Mask> options) {
  if (count_ >= 2 || capped_) return;
  if (++nodes_ > cap_) {
    capped_ = true;
    return;
  }
  if (!Propagate(options)) return;
  size_t best = geo_.cells;
  int fewest = 65;
  for (size_t cell = 0; cell < geo_.cells; ++cell) {
    const int choices = absl::popcount(options[cell]);
    if (choices > 1 && choices < fewest) {
      fewest = choices;
      best = cell;
    }
  }
  if (best == geo_.cells) {
    ++count_;
    if (found_ != nullptr) {
      std::vector<int64_t> labels;
      for (Mask m : options) labels.push_back(absl::countr_zero(m) + 1);
      found_->push_back(std::move(labels));
    }
    return;
  }
  for (Mask rest = options[best]; rest != 0; rest &= rest - 1) {
    std::vector<Mask> next = options;
    next[best] = rest & (~rest + 1);
    Search(std::move(next));
    if (count_ >= 2 || capped_) return;
  }
}

}  // namespace galaxies
}  // namespace referee

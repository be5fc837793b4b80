#include "verifiers/environments/geometry/lattice_points.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "verifiers/environments/exact_math.h"
#include "verifiers/environments/instance_io.h"

namespace referee {
inline namespace lattice_points_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kRejectionDraws = 64;
constexpr int kRestarts = 8;

// The cells of the (side + 1)^2 grid, cell x * width + y, marked once they
// are taken or on a line through two points drawn so far.
class Cells {
 public:
  explicit Cells(int64_t side)
      : side_(side), width_(side + 1), marked_(static_cast<size_t>(width_ * width_), 0),
        free_(width_ * width_) {}

  bool Inside(int64_t x, int64_t y) const {
    return x >= 0 && x <= side_ && y >= 0 && y <= side_;
  }
  void Mark(int64_t x, int64_t y) {
    char& cell = marked_[static_cast<size_t>(x * width_ + y)];
    if (cell == 0) {
      cell = 1;
      --free_;
    }
  }
  // Every lattice point of the grid on the line through p and (x, y).
  void MarkLine(const std::vector<int64_t>& p, int64_t x, int64_t y) {
    int64_t dx = x - p[0], dy = y - p[1];
    const int64_t g = environments::Gcd(dx, dy);  // > 0: the points differ.
    dx /= g;
    dy /= g;
    for (int64_t cx = p[0], cy = p[1]; Inside(cx, cy); cx += dx, cy += dy) Mark(cx, cy);
    for (int64_t cx = p[0] - dx, cy = p[1] - dy; Inside(cx, cy); cx -= dx, cy -= dy) {
      Mark(cx, cy);
    }
  }
  // A uniform unmarked cell: x then y drawn until one is unmarked (as
  // RLVE), at most kRejectionDraws times, then the k-th unmarked cell for
  // a uniform k. nullopt if every cell is marked.
  std::optional<std::pair<int64_t, int64_t>> Draw(tasks::Rng& rng) const {
    if (free_ == 0) return std::nullopt;
    for (int i = 0; i < kRejectionDraws; ++i) {
      const int64_t x = rng.Uniform(0, side_);
      const int64_t y = rng.Uniform(0, side_);
      if (marked_[static_cast<size_t>(x * width_ + y)] == 0) return std::make_pair(x, y);
    }
    int64_t k = rng.Uniform(0, free_ - 1);
    for (size_t cell = 0; cell < marked_.size(); ++cell) {
      if (marked_[cell] == 0 && k-- == 0) {
        const int64_t at = static_cast<int64_t>(cell);
        return std::make_pair(at / width_, at % width_);
      }
    }
    return std::nullopt;  // Unreachable: free_ counts the unmarked cells.
  }

 private:
  const int64_t side_;
  const int64_t width_;
  std::vector<char> marked_;
  int64_t free_;
};

}  // namespace
}  // namespace lattice_points_cc

namespace environments {

__int128 LatticeCross(const std::vector<int64_t>& o, const std::vector<int64_t>& a,
                      const std::vector<int64_t>& b) {
  return static_cast<__int128>(a[0] - o[0]) * (b[1] - o[1]) -
         static_cast<__int128>(a[1] - o[1]) * (b[0] - o[0]);
}

std::vector<std::vector<int64_t>> GeneralPositionPoints(int64_t n, int64_t side,
                                                        tasks::Rng& rng) {
  std::vector<std::vector<int64_t>> points;
  for (int attempt = 0; attempt <= kRestarts; ++attempt) {
    Cells cells(side);
    points.clear();
    while (static_cast<int64_t>(points.size()) < n) {
      const std::optional<std::pair<int64_t, int64_t>> cell = cells.Draw(rng);
      if (!cell) break;  // Stuck: restart.
      const int64_t x = cell->first, y = cell->second;
      for (const std::vector<int64_t>& p : points) cells.MarkLine(p, x, y);
      cells.Mark(x, y);
      points.push_back({x, y});
    }
    if (static_cast<int64_t>(points.size()) == n) break;
  }
  return points;
}

absl::Status CheckGeneralPosition(absl::string_view field,
                                  const std::vector<std::vector<int64_t>>& points) {
  std::vector<std::pair<int64_t, int64_t>> directions;
  for (size_t i = 0; i < points.size(); ++i) {
    directions.clear();
    for (size_t j = 0; j < points.size(); ++j) {
      if (j == i) continue;
      int64_t dx = points[j][0] - points[i][0], dy = points[j][1] - points[i][1];
      if (dx == 0 && dy == 0) {
        return BadInstance(field, absl::StrCat("points ", i, " and ", j, " coincide"));
      }
      const int64_t g = Gcd(dx, dy);
      dx /= g;
      dy /= g;
      // One direction per line through point i: (dx, dy) and (-dx, -dy)
      // alike.
      if (dx < 0 || (dx == 0 && dy < 0)) {
        dx = -dx;
        dy = -dy;
      }
      directions.emplace_back(dx, dy);
    }
    std::sort(directions.begin(), directions.end());
    if (std::adjacent_find(directions.begin(), directions.end()) != directions.end()) {
      return BadInstance(field, absl::StrCat("three points lie on one line (through point ",
                                             i, ")"));
    }
  }
  return absl::OkStatus();
}

std::vector<std::vector<int64_t>> ConvexHullVertices(
    std::vector<std::vector<int64_t>> points) {
  std::sort(points.begin(), points.end());
  if (points.size() < 3) return points;
  // The lower chain left to right, then the upper chain right to left;
  // each drops its last point, the first of the other chain.
  std::vector<std::vector<int64_t>> hull;
  for (int pass = 0; pass < 2; ++pass) {
    const size_t start = hull.size();
    for (size_t k = 0; k < points.size(); ++k) {
      const std::vector<int64_t>& p = points[pass == 0 ? k : points.size() - 1 - k];
      while (hull.size() >= start + 2 &&
             LatticeCross(hull[hull.size() - 2], hull.back(), p) <= 0) {
        hull.pop_back();
      }
      hull.push_back(p);
    }
    hull.pop_back();
  }
  return hull;
}

__int128 TwicePolygonArea(const std::vector<std::vector<int64_t>>& polygon) {
  __int128 sum = 0;
  for (size_t i = 0; i < polygon.size(); ++i) {
    const std::vector<int64_t>& a = polygon[i];
    const std::vector<int64_t>& b = polygon[(i + 1) % polygon.size()];
    sum += static_cast<__int128>(a[0]) * b[1] - static_cast<__int128>(b[0]) * a[1];
  }
  return sum < 0 ? -sum : sum;
}

}  // namespace environments
}  // namespace referee

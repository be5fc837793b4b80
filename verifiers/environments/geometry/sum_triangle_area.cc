#include "verifiers/environments/geometry/sum_triangle_area.h"

#include <set>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace sum_triangle_area_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 496;  // N = 500.
constexpr int64_t kMaxPoints = 500;
constexpr int64_t kMaxCoordinate = 100000;

struct SumTriangleAreaInstance {
  std::vector<std::vector<int64_t>> points;  // [x, y], in prompt order.
  std::string answer;                        // Derived: the doubled-area sum.
};

// The sum over all triples of twice their triangle's area. Each triple is
// counted once, at its (x, y)-least point p: the directions u, v from p to
// the other two lie in the half-plane x > 0 or (x = 0, y > 0), where
// "u turns counterclockwise to v" (cross(u, v) > 0) is a strict weak order
// (equal directions tie). Sorted that way, |cross(u, v)| = cross(u, v) for
// u before v, and summing cross(prefix, v) over the sorted list adds every
// pair once. Magnitudes (|coordinates| <= 10^5, N <= 500): differences
// <= 2 * 10^5, prefix sums <= 10^8, each product <= 2 * 10^13, the total
// < 8.4 * 10^17.
int64_t SumOfDoubledAreas(std::vector<std::vector<int64_t>> points) {
  std::sort(points.begin(), points.end());
  int64_t total = 0;
  std::vector<std::pair<int64_t, int64_t>> directions;
  for (size_t i = 0; i < points.size(); ++i) {
    directions.clear();
    for (size_t j = i + 1; j < points.size(); ++j) {
      directions.emplace_back(points[j][0] - points[i][0], points[j][1] - points[i][1]);
    }
    std::sort(directions.begin(), directions.end(),
              [](const std::pair<int64_t, int64_t>& u, const std::pair<int64_t, int64_t>& v) {
                return u.first * v.second - u.second * v.first > 0;
              });
    int64_t sx = 0;
    int64_t sy = 0;
    for (const auto& [x, y] : directions) {
      total += sx * y - sy * x;  // cross(prefix, v) = sum of cross(u, v) >= 0.
      sx += x;
      sy += y;
    }
  }
  return total;
}

class SumTriangleAreaEnvironment final
    : public environments::IntegerAnswerEnvironment<SumTriangleAreaInstance> {
 public:
  SumTriangleAreaEnvironment()
      : IntegerAnswerEnvironment(
            {"sum_triangle_area", "RLVE-Gym:SumTriangleArea", kMaxDifficulty,
             "Sum twice the area of every triangle formed by three of N distinct lattice "
             "points.",
             /*difficulty_help=*/"N = 4 + d distinct points drawn uniformly from the lattice "
             "points of [0, N]^2"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  SumTriangleAreaInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 4 + difficulty;
    SumTriangleAreaInstance instance;
    // A uniform sample without replacement, in draw order: redraw a repeat
    // (N points among (N + 1)^2 cells: few redraws).
    std::set<std::pair<int64_t, int64_t>> taken;
    while (static_cast<int64_t>(instance.points.size()) < n) {
      const int64_t x = rng.Uniform(0, n);
      const int64_t y = rng.Uniform(0, n);
      if (taken.emplace(x, y).second) instance.points.push_back({x, y});
    }
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<SumTriangleAreaInstance>& fields) const override {
    fields.IntRows("points", &SumTriangleAreaInstance::points, kMaxPoints, 2, -kMaxCoordinate,
                   kMaxCoordinate);
  }
  absl::Status Finish(SumTriangleAreaInstance& instance) const override {
    if (instance.points.size() < 3) return BadInstance("points", "fewer than 3 points");
    std::vector<std::vector<int64_t>> sorted = instance.points;
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) {
      return BadInstance("points", "a point is repeated");
    }
    instance.answer = absl::StrCat(SumOfDoubledAreas(std::move(sorted)));
    return absl::OkStatus();
  }
  std::string Prompt(const SumTriangleAreaInstance& instance) const override {
    std::string listed;
    for (const std::vector<int64_t>& p : instance.points) {
      absl::StrAppend(&listed, "(", p[0], ", ", p[1], ")\n");
    }
    return absl::StrCat(
        "Here are ", instance.points.size(), " distinct points in the plane:\n", listed,
        "\nEvery choice of three different points among them forms a triangle (when the "
        "three lie on one line, its area is 0). Add up the areas of all these triangles, "
        "then double the sum. The result is an integer, because twice the area of a "
        "triangle with integer coordinates is an integer.\n\n"
        "Put your final answer (a single integer: twice the total area) inside <answer> "
        "</answer> tags.");
  }
};

}  // namespace
}  // namespace sum_triangle_area_cc

absl::Status RegisterSumTriangleAreaEnvironment(Catalog& catalog,
                                                const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<SumTriangleAreaEnvironment>());
}

}  // namespace referee

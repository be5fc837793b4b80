#include "verifiers/environments/geometry/laser_rays.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace laser_rays_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 298;  // N = 300.
constexpr int64_t kMaxSegments = 1000;
constexpr int64_t kMaxCoordinate = 1000000;

using Rows = std::vector<std::vector<int64_t>>;

struct LaserRaysInstance {
  Rows segments;  // [x1, y1, x2, y2], all coordinates >= 1.
  int64_t k = 1;
  std::string answer;  // Derived: the most segments crossed.
};

// best[k] for k = 0..max_rays: the most segments at most k rays cross, no
// segment crossed twice. Coordinates <= 10^6 keep cross products < 10^13.
std::vector<int64_t> BestPerRayCount(const Rows& segments, int64_t max_rays) {
  const size_t n = segments.size();
  // Endpoint j of segment i is index i (first) or n + i (second).
  std::vector<std::pair<int64_t, int64_t>> point(2 * n);
  for (size_t i = 0; i < n; ++i) {
    point[i] = {segments[i][0], segments[i][1]};
    point[n + i] = {segments[i][2], segments[i][3]};
  }
  const auto cross = [&](size_t a, size_t b) {
    return point[a].first * point[b].second - point[a].second * point[b].first;
  };
  std::vector<size_t> order(2 * n);
  for (size_t j = 0; j < order.size(); ++j) order[j] = j;
  // In the open first quadrant, a comes before b (smaller angle) iff
  // cross(a, b) > 0: a strict weak order whose ties are the collinear.
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return cross(a, b) > 0; });
  std::vector<int64_t> rank(2 * n);  // 1..top.
  int64_t top = 0;
  for (size_t j = 0; j < order.size(); ++j) {
    if (j == 0 || cross(order[j - 1], order[j]) != 0) ++top;
    rank[order[j]] = top;
  }
  // cover[i]: segments whose interval holds i; least_start[i]: the least
  // start among intervals ending at or after i (when it is <= i, the least
  // start among the intervals holding i).
  std::vector<int64_t> cover(static_cast<size_t>(top) + 2, 0);
  std::vector<int64_t> least_start(static_cast<size_t>(top) + 2, top + 1);
  for (size_t i = 0; i < n; ++i) {
    const int64_t a = std::min(rank[i], rank[n + i]);
    const int64_t b = std::max(rank[i], rank[n + i]);
    ++cover[static_cast<size_t>(a)];
    --cover[static_cast<size_t>(b) + 1];
    least_start[static_cast<size_t>(b)] = std::min(least_start[static_cast<size_t>(b)], a);
  }
  for (int64_t i = 1; i <= top; ++i) cover[static_cast<size_t>(i)] += cover[static_cast<size_t>(i - 1)];
  for (int64_t i = top - 1; i >= 1; --i) {
    least_start[static_cast<size_t>(i)] =
        std::min(least_start[static_cast<size_t>(i)], least_start[static_cast<size_t>(i + 1)]);
  }
  std::vector<int64_t> best = {0};
  std::vector<int64_t> previous(static_cast<size_t>(top) + 1, 0);  // k - 1 rays.
  std::vector<int64_t> current(static_cast<size_t>(top) + 1, 0);
  for (int64_t k = 1; k <= max_rays; ++k) {
    for (int64_t i = 1; i <= top; ++i) {
      const size_t at = static_cast<size_t>(i);
      const int64_t before = std::min(least_start[at], i) - 1;  // The last direction allowed.
      current[at] = std::max(current[at - 1], previous[static_cast<size_t>(before)] + cover[at]);
    }
    best.push_back(current[static_cast<size_t>(top)]);
    previous.swap(current);
  }
  return best;
}

class LaserRaysEnvironment final
    : public environments::IntegerAnswerEnvironment<LaserRaysInstance> {
 public:
  LaserRaysEnvironment()
      : IntegerAnswerEnvironment(
            {"laser_rays", "RLVE-Gym:LASLaser", kMaxDifficulty,
             "Shoot at most K rays from the origin so that no segment is crossed twice; the most "
             "segments crossed.",
             /*difficulty_help=*/"N = 2 + d segments, endpoints uniform in [1, 2N]^2; K uniform "
             "among the ray counts at which the answer grows"},
            environments::NumberLadder::kExact) {}

 protected:
  LaserRaysInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 2 + difficulty;
    LaserRaysInstance instance;
    for (int64_t i = 0; i < n; ++i) {
      std::vector<int64_t> segment;
      for (int c = 0; c < 4; ++c) segment.push_back(rng.Uniform(1, 2 * n));
      instance.segments.push_back(std::move(segment));
    }
    // RLVE's K: the ray counts whose answer beats every smaller count's,
    // up to the first that crosses all N segments.
    const std::vector<int64_t> best = BestPerRayCount(instance.segments, n);
    std::vector<int64_t> growing;
    for (int64_t k = 1; k <= n; ++k) {
      if (growing.empty() || best[static_cast<size_t>(k)] > best[static_cast<size_t>(growing.back())]) {
        growing.push_back(k);
      }
      if (best[static_cast<size_t>(growing.back())] == n) break;
    }
    instance.k = growing[static_cast<size_t>(rng.Uniform(0, static_cast<int64_t>(growing.size()) - 1))];
    return instance;
  }
  void DeclareFields(environments::InstanceFields<LaserRaysInstance>& fields) const override {
    fields.IntRows("segments", &LaserRaysInstance::segments, kMaxSegments, 4, 1, kMaxCoordinate)
        .Int("k", &LaserRaysInstance::k, 1,
             [](const LaserRaysInstance& x) { return static_cast<int64_t>(x.segments.size()); });
  }
  absl::Status Finish(LaserRaysInstance& instance) const override {
    const std::vector<int64_t> best = BestPerRayCount(instance.segments, instance.k);
    instance.answer = absl::StrCat(best.back());
    return absl::OkStatus();
  }
  std::string Prompt(const LaserRaysInstance& instance) const override {
    std::string segments;
    for (const std::vector<int64_t>& s : instance.segments) {
      absl::StrAppend(&segments, "(", s[0], ", ", s[1], ") - (", s[2], ", ", s[3], ")\n");
    }
    return absl::StrCat(
        "These ", instance.segments.size(), " line segments lie in the plane, each given by "
        "its two endpoints:\n", segments,
        "\nFrom the origin (0, 0) you may shoot at most ", instance.k, " rays, each in any "
        "direction you like. A ray crosses a segment if they have at least one point in common. "
        "No segment may be crossed by more than one of your rays.\n\n"
        "What is the largest total number of segments your rays can cross?\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace laser_rays_cc

absl::Status RegisterLaserRaysEnvironment(Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<LaserRaysEnvironment>());
}

}  // namespace referee

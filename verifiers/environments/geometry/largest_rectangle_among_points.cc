#include "verifiers/environments/geometry/largest_rectangle_among_points.h"

#include <array>
#include <map>
#include <tuple>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace largest_rectangle_among_points_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 35;  // N = 274.
constexpr int64_t kMaxPoints = 300;
constexpr int64_t kMaxCoordinate = 1000000000;

struct LargestRectangleAmongPointsInstance {
  std::vector<std::vector<int64_t>> points;  // [x, y]; point i is row i.
  int64_t optimum = 0;                        // Derived: the largest area.
  std::vector<int64_t> rectangle;             // Derived: 4 indices of one.
};

using Point = std::vector<int64_t>;

// (a - o) x (b - o) and (a - o) . (b - o), exact: differences fit 31 bits
// plus a sign, so each product fits 63 bits and the sum 128.
__int128 Cross(const Point& o, const Point& a, const Point& b) {
  return static_cast<__int128>(a[0] - o[0]) * (b[1] - o[1]) -
         static_cast<__int128>(a[1] - o[1]) * (b[0] - o[0]);
}
__int128 Dot(const Point& o, const Point& a, const Point& b) {
  return static_cast<__int128>(a[0] - o[0]) * (b[0] - o[0]) +
         static_cast<__int128>(a[1] - o[1]) * (b[1] - o[1]);
}

// The area of the rectangle whose corners are p[0..3] in any order, or
// nullopt if they are not the corners of a rectangle of positive area.
// p[0] is a corner; one of the others, `opp`, is the opposite corner and
// the other two, b and d, its neighbours: p[0] + opp = b + d (a
// parallelogram), (b - p[0]) . (d - p[0]) = 0 (a right angle), and b, d
// differ from p[0] (positive area). RLVE tests the same with opp the
// farthest of the three from p[0]: a rectangle's diagonal is strictly
// longer than its sides, so the two tests accept the same quadruples.
std::optional<int64_t> RectangleArea(const std::array<Point, 4>& p) {
  for (int opp = 1; opp <= 3; ++opp) {
    const Point& b = p[opp == 1 ? 2 : 1];
    const Point& d = p[opp == 3 ? 2 : 3];
    const Point& c = p[static_cast<size_t>(opp)];
    if (p[0][0] + c[0] != b[0] + d[0] || p[0][1] + c[1] != b[1] + d[1]) continue;
    if (b == p[0] || d == p[0] || Dot(p[0], b, d) != 0) continue;
    const __int128 cross = Cross(p[0], b, d);
    return static_cast<int64_t>(cross < 0 ? -cross : cross);  // <= 8 * 10^18.
  }
  return std::nullopt;
}

// v with its last decimal digit moved as the registry-wide corruption test
// moves it (9 -> 0, else + 1).
int64_t LastDigitChanged(int64_t v) { return v % 10 == 9 ? v - 9 : v + 1; }

// Sets instance.optimum (0 if there is no rectangle) and instance.rectangle.
void SolveLargestRectangle(LargestRectangleAmongPointsInstance& instance) {
  const std::vector<Point>& p = instance.points;
  // One index per distinct coordinate pair: a rectangle of positive area
  // has four distinct corners, and repeats would make groups quadratic.
  std::vector<int32_t> distinct;
  {
    std::map<std::pair<int64_t, int64_t>, int32_t> first;
    for (size_t i = 0; i < p.size(); ++i) {
      if (first.emplace(std::make_pair(p[i][0], p[i][1]), static_cast<int32_t>(i)).second) {
        distinct.push_back(static_cast<int32_t>(i));
      }
    }
  }
  struct Diagonal {
    __int128 length2;  // Squared length.
    int64_t sx, sy;    // Twice the midpoint.
    int32_t a, b;
  };
  std::vector<Diagonal> diagonals;
  diagonals.reserve(distinct.size() * (distinct.size() - 1) / 2);
  for (size_t u = 0; u < distinct.size(); ++u) {
    for (size_t v = u + 1; v < distinct.size(); ++v) {
      const Point& a = p[static_cast<size_t>(distinct[u])];
      const Point& b = p[static_cast<size_t>(distinct[v])];
      diagonals.push_back({Dot(a, b, b), a[0] + b[0], a[1] + b[1], distinct[u], distinct[v]});
    }
  }
  std::sort(diagonals.begin(), diagonals.end(), [](const Diagonal& x, const Diagonal& y) {
    return std::tie(x.length2, x.sx, x.sy, x.a, x.b) < std::tie(y.length2, y.sx, y.sy, y.a, y.b);
  });
  // Within a group the diagonals share a midpoint and a length; distinct
  // points make distinct diagonals, whose endpoints are then the corners
  // of a rectangle of positive area. A group has at most N / 2 diagonals
  // (one per endpoint's partner), so the work is O(N^3) at worst.
  int64_t best = 0;
  std::array<int32_t, 4> corners{};
  for (size_t i = 0; i < diagonals.size();) {
    size_t j = i;
    while (j < diagonals.size() && diagonals[j].length2 == diagonals[i].length2 &&
           diagonals[j].sx == diagonals[i].sx && diagonals[j].sy == diagonals[i].sy) {
      ++j;
    }
    for (size_t x = i; x < j; ++x) {
      for (size_t y = x + 1; y < j; ++y) {
        const Diagonal& d = diagonals[x];
        const Diagonal& e = diagonals[y];
        const __int128 cross = Cross(p[static_cast<size_t>(d.a)], p[static_cast<size_t>(d.b)],
                                     p[static_cast<size_t>(e.a)]);
        const int64_t area = static_cast<int64_t>(cross < 0 ? -cross : cross);
        if (area > best) {
          best = area;
          corners = {d.a, e.a, d.b, e.b};  // Around the rectangle.
        }
      }
    }
    i = j;
  }
  instance.optimum = best;
  instance.rectangle.assign(corners.begin(), corners.end());
  if (best == 0) return;
  // Put last a corner whose index with its last digit changed names no
  // point at the same coordinates (out of range, or another point): the
  // other three corners fix the fourth, so the reference with its last
  // digit changed is then never a rectangle. (Generated points repeat
  // rarely; if every corner had such a twin, the order is kept.)
  const int64_t n = static_cast<int64_t>(p.size());
  auto robust = [&](int64_t index) {
    const int64_t other = LastDigitChanged(index);
    return other < 0 || other >= n ||
           p[static_cast<size_t>(other)] != p[static_cast<size_t>(index)];
  };
  const auto last = std::find_if(instance.rectangle.begin(), instance.rectangle.end(), robust);
  if (last != instance.rectangle.end()) {
    std::rotate(last, last + 1, instance.rectangle.end());
  }
}

class LargestRectangleAmongPointsEnvironment final
    : public environments::LadderEnvironment<LargestRectangleAmongPointsInstance> {
 public:
  LargestRectangleAmongPointsEnvironment()
      : LadderEnvironment(
            {"largest_rectangle_among_points",
             "RLVE-Gym:LargestRectangle_AmongPoints", kMaxDifficulty,
             "Choose four of N lattice points that are the corners of a rectangle (any "
             "orientation) of the largest area.",
             /*difficulty_help=*/"N = RlveGrowth(5, d) points (16 at d = 8): a square with "
             "corners in about [-N, N]^2 and N - 4 points uniform in [-N, N]^2"},
            {"RLVE LargestRectangle_AmongPoints ladder: -1 unparseable or not four integers, "
             "-0.5 an index outside 0..N-1 or not the corners of a rectangle of positive area, "
             "else (area / optimum)^beta.", /*beta=*/5}) {}

 protected:
  LargestRectangleAmongPointsInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowth(5, difficulty);
    // Python's random.randint(-N // 2, N // 2): -N // 2 rounds down.
    const int64_t lo = -((n + 1) / 2);
    const int64_t hi = n / 2;
    LargestRectangleAmongPointsInstance instance;
    const int64_t x = rng.Uniform(lo, hi);
    const int64_t y = rng.Uniform(lo, hi);
    int64_t dx = 0;
    int64_t dy = 0;
    while (dx == 0 && dy == 0) {
      dx = rng.Uniform(lo, hi);
      dy = rng.Uniform(lo, hi);
    }
    instance.points = {{x, y}, {x + dx, y + dy}, {x - dy, y + dx}, {x + dx - dy, y + dy + dx}};
    for (int64_t i = 4; i < n; ++i) {
      const int64_t px = rng.Uniform(-n, n);
      const int64_t py = rng.Uniform(-n, n);
      instance.points.push_back({px, py});
    }
    rng.Shuffle(instance.points);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<LargestRectangleAmongPointsInstance>& fields) const override {
    fields.IntRows("points", &LargestRectangleAmongPointsInstance::points, kMaxPoints, 2,
                   -kMaxCoordinate, kMaxCoordinate);
  }
  absl::Status Finish(LargestRectangleAmongPointsInstance& instance) const override {
    if (instance.points.size() < 4) return BadInstance("points", "fewer than 4 points");
    SolveLargestRectangle(instance);
    if (instance.optimum == 0) {
      return BadInstance("points", "no four points are the corners of a rectangle");
    }
    return absl::OkStatus();
  }
  std::string Prompt(const LargestRectangleAmongPointsInstance& instance) const override {
    const size_t n = instance.points.size();
    std::string listed;
    for (size_t i = 0; i < n; ++i) {
      absl::StrAppend(&listed, "Point ", i, ": (", instance.points[i][0], ", ",
                      instance.points[i][1], ")\n");
    }
    return absl::StrCat(
        "Here are ", n, " points in the plane with integer coordinates, "
        "numbered 0 to ", n - 1, ":\n", listed,
        "\nChoose four different points among them that are the four corners "
        "of a rectangle. The rectangle may be tilted: its sides need not be "
        "parallel to the axes. Make the area of the rectangle as large as "
        "possible; if several rectangles have the largest area, any one of "
        "them is accepted.\n\n"
        "Put the numbers of the four chosen points, separated by spaces and "
        "in any order, inside <answer> </answer> tags, e.g. "
        "<answer>0 3 1 2</answer>.");
  }
  std::string Reference(const LargestRectangleAmongPointsInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.rectangle, " "));
  }

  absl::StatusOr<Verdict> Grade(const LargestRectangleAmongPointsInstance& instance,
                                const VerifyInput& input) const override {
    const int64_t n = static_cast<int64_t>(instance.points.size());
    const std::optional<parsing::IntegerTokens> indices =
        environments::FinalIntegers(input.output, 4);
    // RLVE: anything but exactly four integers is wrong_format.
    if (!indices || indices->count != 4) return environments::Unparsed();
    std::array<Point, 4> corners;
    for (size_t i = 0; i < 4; ++i) {
      const int64_t index = indices->values[i];
      if (index < 0 || index >= n) return environments::Invalid();  // kHugeToken too.
      corners[i] = instance.points[static_cast<size_t>(index)];
    }
    const std::optional<int64_t> area = RectangleArea(corners);
    if (!area) return environments::Invalid();
    // area <= optimum (the reference tries every rectangle); Graded keeps
    // anything short of it below full credit.
    return environments::Graded(*area, instance.optimum, input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace largest_rectangle_among_points_cc

absl::Status RegisterLargestRectangleAmongPointsEnvironment(Catalog& catalog,
                                                            const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<LargestRectangleAmongPointsEnvironment>());
}

}  // namespace referee

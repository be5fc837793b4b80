#include "verifiers/environments/geometry/largest_convex_polygon.h"

#include "verifiers/environments/geometry/lattice_points.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace largest_convex_polygon_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 95;  // N = 100.
constexpr int64_t kMaxPoints = 100;
constexpr int64_t kMaxCoordinate = 1000000000;
// RLVE's unsuccessful_solution: not a convex polygon's vertex set.
constexpr double kNotConvexReward = -0.2;

struct LargestConvexPolygonInstance {
  std::vector<std::vector<int64_t>> points;  // [x, y]; point i + 1 is row i.
  int64_t optimum = 0;                        // Derived: the most vertices.
  std::vector<int64_t> polygon;               // Derived: labels of one optimum.
};

// A directed edge between two points and its direction.
struct Edge {
  int32_t from = 0;
  int32_t to = 0;
  int64_t dx = 0;
  int64_t dy = 0;
};

// Directions counterclockwise from the positive x axis: the upper half
// plane (angles in [0, 180)) first, then by the sign of the cross product
// (consistent within a half plane); ties (parallel edges pointing the same
// way) by the endpoints, so the order is total and the same on every build.
bool AngleLess(const Edge& a, const Edge& b) {
  const bool upper_a = a.dy > 0 || (a.dy == 0 && a.dx > 0);
  const bool upper_b = b.dy > 0 || (b.dy == 0 && b.dx > 0);
  if (upper_a != upper_b) return upper_a;
  const __int128 cross =
      static_cast<__int128>(a.dx) * b.dy - static_cast<__int128>(a.dy) * b.dx;
  if (cross != 0) return cross > 0;
  return std::make_pair(a.from, a.to) < std::make_pair(b.from, b.to);
}

// The most vertices of a convex polygon through `start` whose edge leaving
// `start` comes first in `edges` (sorted by AngleLess), and, if `chain` is
// given, its vertices. A convex polygon's edges, taken counterclockwise
// from that vertex, turn left by less than a full turn in all, so they come
// in `edges`' order; so the longest path of edges taken in that order from
// `start` back to `start` is the answer. Conversely such a closed path turns
// through one full turn exactly, never twice (two closed loops would each
// need directions spanning more than a half turn), and with no three points
// on a line never takes two parallel edges in a row: it is a convex polygon.
// O(edges).
int64_t LongestClosedChain(size_t n, const std::vector<Edge>& edges, int32_t start,
                           std::vector<int64_t>* chain) {
  std::vector<int32_t> length(n, -1);
  length[static_cast<size_t>(start)] = 0;
  // For the chain: record r = (vertex, the record of the path it extends);
  // last[v] the record of v's current best path (-1: the start itself).
  std::vector<std::pair<int32_t, int32_t>> records;
  std::vector<int32_t> last(n, -1);
  for (const Edge& e : edges) {
    const int32_t from = length[static_cast<size_t>(e.from)];
    if (from < 0 || from + 1 <= length[static_cast<size_t>(e.to)]) continue;
    length[static_cast<size_t>(e.to)] = from + 1;
    if (chain != nullptr) {
      records.emplace_back(e.to, last[static_cast<size_t>(e.from)]);
      last[static_cast<size_t>(e.to)] = static_cast<int32_t>(records.size()) - 1;
    }
  }
  if (chain != nullptr) {
    chain->clear();
    for (int32_t r = last[static_cast<size_t>(start)]; r >= 0;
         r = records[static_cast<size_t>(r)].second) {
      chain->push_back(records[static_cast<size_t>(r)].first);
    }
    std::reverse(chain->begin(), chain->end());  // Counterclockwise, `start` last.
  }
  return length[static_cast<size_t>(start)];
}

// v with its last decimal digit moved as the registry-wide corruption test
// moves it (9 -> 0, else + 1).
int64_t LastDigitChanged(int64_t v) { return v % 10 == 9 ? v - 9 : v + 1; }

// Sets instance.optimum and instance.polygon (labels 1..N, counterclockwise
// but for the last one, see below). Requires >= 3 points in general
// position (then some triangle exists: optimum >= 3).
void SolveLargestConvexPolygon(LargestConvexPolygonInstance& instance) {
  const size_t n = instance.points.size();
  std::vector<Edge> edges;
  edges.reserve(n * (n - 1));
  for (size_t u = 0; u < n; ++u) {
    for (size_t v = 0; v < n; ++v) {
      if (u == v) continue;
      edges.push_back({static_cast<int32_t>(u), static_cast<int32_t>(v),
                       instance.points[v][0] - instance.points[u][0],
                       instance.points[v][1] - instance.points[u][1]});
    }
  }
  std::sort(edges.begin(), edges.end(), AngleLess);
  int64_t best = 0;
  int32_t best_start = 0;
  for (size_t start = 0; start < n; ++start) {
    const int64_t length = LongestClosedChain(n, edges, static_cast<int32_t>(start), nullptr);
    if (length > best) {
      best = length;
      best_start = static_cast<int32_t>(start);
    }
  }
  std::vector<int64_t> chain;
  LongestClosedChain(n, edges, best_start, &chain);
  instance.optimum = best;
  instance.polygon.clear();
  std::vector<char> in(n + 1, 0);
  for (const int64_t v : chain) {
    instance.polygon.push_back(v + 1);
    in[static_cast<size_t>(v + 1)] = 1;
  }
  // Another largest polygon may differ from this one in one point. Print
  // last a label whose last-digit change gives no full-credit answer (a
  // repeat, a label out of range, or a set not in convex position), so the
  // reference with its last digit changed is never full credit.
  auto robust = [&](int64_t label) {
    const int64_t other = LastDigitChanged(label);
    if (other < 1 || other > static_cast<int64_t>(n) || in[static_cast<size_t>(other)] != 0) {
      return true;
    }
    std::vector<std::vector<int64_t>> swapped;
    for (const int64_t kept : instance.polygon) {
      swapped.push_back(instance.points[static_cast<size_t>((kept == label ? other : kept) - 1)]);
    }
    return environments::ConvexHullVertices(swapped).size() != swapped.size();
  };
  const auto last = std::find_if(instance.polygon.begin(), instance.polygon.end(), robust);
  if (last != instance.polygon.end()) std::rotate(last, last + 1, instance.polygon.end());
}

class LargestConvexPolygonEnvironment final
    : public environments::LadderEnvironment<LargestConvexPolygonInstance> {
 public:
  LargestConvexPolygonEnvironment()
      : LadderEnvironment(
            {"largest_convex_polygon", "RLVE-Gym:LargestConvexPolygon", kMaxDifficulty,
             "Choose as many of N lattice points in general position as possible that are the "
             "vertices of a convex polygon.",
             /*difficulty_help=*/"N = 5 + d points with coordinates in 0..N, distinct, no three "
             "on one line"},
            {"RLVE LargestConvexPolygon ladder: -1 unparseable, -0.5 a label outside 1..N or "
             "repeated, -0.2 fewer than 3 points or not in convex position, else (chosen / "
             "optimum)^beta.", /*beta=*/5}) {}

 protected:
  LargestConvexPolygonInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = 5 + difficulty;
    LargestConvexPolygonInstance instance;
    instance.points = environments::GeneralPositionPoints(n, n, rng);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<LargestConvexPolygonInstance>& fields) const override {
    fields.IntRows("points", &LargestConvexPolygonInstance::points, kMaxPoints, 2,
                   -kMaxCoordinate, kMaxCoordinate);
  }
  absl::Status Finish(LargestConvexPolygonInstance& instance) const override {
    if (instance.points.size() < 3) return BadInstance("points", "fewer than 3 points");
    if (absl::Status s = environments::CheckGeneralPosition("points", instance.points);
        !s.ok()) {
      return s;
    }
    SolveLargestConvexPolygon(instance);
    return absl::OkStatus();
  }
  std::string Prompt(const LargestConvexPolygonInstance& instance) const override {
    const size_t n = instance.points.size();
    std::string listed;
    for (size_t i = 0; i < n; ++i) {
      absl::StrAppend(&listed, i + 1, ": (", instance.points[i][0], ", ",
                      instance.points[i][1], ")\n");
    }
    return absl::StrCat(
        "There are ", n, " points in the plane, numbered 1 to ", n,
        ". Their coordinates are integers, no two of them coincide, and no "
        "three of them lie on a common straight line:\n",
        listed,
        "\nPick as many of these points as you can such that the picked points "
        "are exactly the corners of a convex polygon: every picked point must "
        "be a corner of the convex hull of the picked points (none may lie "
        "inside the hull of the others). At least 3 points must be picked. "
        "If several largest choices exist, any one of them is accepted.\n\n"
        "Put the numbers of the picked points, separated by spaces and in any "
        "order, inside <answer> </answer> tags, e.g. <answer>1 4 2</answer>.");
  }
  std::string Reference(const LargestConvexPolygonInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.polygon, " "));
  }

  absl::StatusOr<Verdict> Grade(const LargestConvexPolygonInstance& instance,
                                const VerifyInput& input) const override {
    const size_t n = instance.points.size();
    // N + 1 values suffice: more than N labels must repeat one.
    const std::optional<parsing::IntegerTokens> labels =
        environments::FinalIntegers(input.output, n + 1);
    if (!labels) return environments::Unparsed();
    if (labels->count > n) return environments::Invalid();
    std::vector<char> seen(n, 0);
    std::vector<std::vector<int64_t>> chosen;
    for (const int64_t label : labels->values) {
      // Range first: negatives and kHugeToken must not index `seen`.
      if (label < 1 || label > static_cast<int64_t>(n) ||
          seen[static_cast<size_t>(label - 1)] != 0) {
        return environments::Invalid();
      }
      seen[static_cast<size_t>(label - 1)] = 1;
      chosen.push_back(instance.points[static_cast<size_t>(label - 1)]);
    }
    // Convex position: every chosen point is a vertex of their hull (the
    // hull drops points inside it and, though the instance has none, points
    // on its edges).
    if (chosen.size() < 3 ||
        environments::ConvexHullVertices(chosen).size() != chosen.size()) {
      return Verdict{kNotConvexReward, false, true};
    }
    // chosen <= optimum (the reference is exact); Graded keeps anything
    // short of the optimum below full credit.
    return environments::Graded(static_cast<int64_t>(chosen.size()), instance.optimum,
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace largest_convex_polygon_cc

absl::Status RegisterLargestConvexPolygonEnvironment(Catalog& catalog,
                                                     const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<LargestConvexPolygonEnvironment>());
}

}  // namespace referee

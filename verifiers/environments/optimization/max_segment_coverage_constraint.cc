#include "verifiers/environments/optimization/max_segment_coverage_constraint.h"

#include <set>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace max_segment_coverage_constraint_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 97;  // N = 100.
constexpr int64_t kMaxSegments = 200;
constexpr int64_t kMaxCoordinate = 400;
constexpr int64_t kCoordinateMultiple = 2;  // RLVE's coordinate_multiple.
constexpr int kMaxDraws = 100;  // Redraws of a draw whose reference a corruption keeps optimal.

using Rows = std::vector<std::vector<int64_t>>;

struct MaxSegmentCoverageConstraintInstance {
  int64_t n = 0;
  Rows segments;     // [l, r]
  Rows constraints;  // [p, x]
  // Derived (Finish): the optimum and an optimal selection, listed so that
  // changing the last digit of its last index gives no optimal selection
  // (when some listing does; generated instances always have one).
  int64_t gold = 0;
  std::vector<int64_t> best;
  bool fragile = false;
};

// Whether the segments marked in `chosen` meet every constraint.
bool Satisfies(const MaxSegmentCoverageConstraintInstance& instance,
               const std::vector<bool>& chosen) {
  std::vector<int64_t> cover(static_cast<size_t>(kMaxCoordinate) + 2, 0);
  for (size_t i = 0; i < chosen.size(); ++i) {
    if (!chosen[i]) continue;
    ++cover[static_cast<size_t>(instance.segments[i][0])];
    --cover[static_cast<size_t>(instance.segments[i][1]) + 1];
  }
  for (size_t p = 1; p < cover.size(); ++p) cover[p] += cover[p - 1];
  for (const std::vector<int64_t>& c : instance.constraints) {
    if (cover[static_cast<size_t>(c[0])] > c[1]) return false;
  }
  return true;
}

// The item a last-digit change turns x into: 9 -> 0, else + 1.
int64_t LastDigitChanged(int64_t x) {
  const int64_t digit = x % 10;
  return x - digit + (digit == 9 ? 0 : digit + 1);
}

// The sweep of the header, then the listing against the digit change.
void Solve(MaxSegmentCoverageConstraintInstance& instance) {
  const size_t n = static_cast<size_t>(instance.n);
  std::vector<size_t> by_left(n);
  std::iota(by_left.begin(), by_left.end(), size_t{0});
  std::stable_sort(by_left.begin(), by_left.end(), [&](size_t a, size_t b) {
    return instance.segments[a][0] < instance.segments[b][0];
  });
  Rows points = instance.constraints;
  std::stable_sort(points.begin(), points.end(),
                   [](const std::vector<int64_t>& a, const std::vector<int64_t>& b) {
                     return a[0] < b[0];
                   });
  std::vector<bool> chosen(n, true);
  std::set<std::pair<int64_t, size_t>> active;  // (r, index) of the kept, started ones.
  size_t next = 0;
  for (const std::vector<int64_t>& point : points) {
    const int64_t p = point[0], x = point[1];
    for (; next < n && instance.segments[by_left[next]][0] <= p; ++next) {
      active.insert({instance.segments[by_left[next]][1], by_left[next]});
    }
    while (!active.empty() && active.begin()->first < p) active.erase(active.begin());
    while (static_cast<int64_t>(active.size()) > x) {
      chosen[std::prev(active.end())->second] = false;
      active.erase(std::prev(active.end()));
    }
  }
  instance.best.clear();
  for (size_t i = 0; i < n; ++i) {
    if (chosen[i]) instance.best.push_back(static_cast<int64_t>(i));
  }
  instance.gold = static_cast<int64_t>(instance.best.size());
  instance.fragile = false;
  // x is safe last when x' is past n - 1, already selected, or breaks a
  // constraint in place of x (the same count otherwise: an optimum).
  for (size_t at = instance.best.size(); at-- > 0;) {
    const int64_t x = instance.best[at];
    const int64_t changed = LastDigitChanged(x);
    bool safe = changed >= instance.n || chosen[static_cast<size_t>(changed)];
    if (!safe) {
      std::vector<bool> swapped = chosen;
      swapped[static_cast<size_t>(x)] = false;
      swapped[static_cast<size_t>(changed)] = true;
      safe = !Satisfies(instance, swapped);
    }
    if (safe) {
      std::swap(instance.best[at], instance.best.back());
      instance.fragile = true;
      return;
    }
  }
}

class MaxSegmentCoverageConstraintEnvironment final
    : public environments::LadderEnvironment<MaxSegmentCoverageConstraintInstance> {
 public:
  MaxSegmentCoverageConstraintEnvironment()
      : LadderEnvironment(
            {"max_segment_coverage_constraint", "RLVE-Gym:MaxSegmentCoverageConstraint",
             kMaxDifficulty,
             "Select as many segments of a line as possible while each constrained point is "
             "covered by at most its limit of selected segments.",
             /*difficulty_help=*/"N = 3 + d (100 at the top, d = 97); l uniform in 0..2N, r in "
             "l..2N; a random subset of the covered points, each limit uniform in 1..its "
             "coverage"},
            {"RLVE MaxSegmentCoverageConstraint ladder: -1 unparseable, -0.5 a repeated or "
             "unknown segment or a broken constraint, else (selected / optimum)^beta.",
             /*beta=*/5}) {}

 protected:
  MaxSegmentCoverageConstraintInstance Make(int difficulty, tasks::Rng& rng) const override {
    MaxSegmentCoverageConstraintInstance instance;
    const int64_t n = instance.n = 3 + difficulty;
    const int64_t top = n * kCoordinateMultiple;
    for (int draw = 0; draw < kMaxDraws; ++draw) {
      instance.segments.clear();
      std::vector<int64_t> cover(static_cast<size_t>(top) + 2, 0);
      for (int64_t i = 0; i < n; ++i) {
        const int64_t l = rng.Uniform(0, top);
        const int64_t r = rng.Uniform(l, top);
        instance.segments.push_back({l, r});
        ++cover[static_cast<size_t>(l)];
        --cover[static_cast<size_t>(r) + 1];
      }
      std::vector<int64_t> covered;
      for (int64_t p = 0; p <= top; ++p) {
        if (p > 0) cover[static_cast<size_t>(p)] += cover[static_cast<size_t>(p) - 1];
        if (cover[static_cast<size_t>(p)] > 0) covered.push_back(p);
      }
      // A uniform subset of a uniform size, in random order.
      rng.Shuffle(covered);
      covered.resize(static_cast<size_t>(rng.Uniform(1, static_cast<int64_t>(covered.size()))));
      instance.constraints.clear();
      for (const int64_t p : covered) {
        instance.constraints.push_back({p, rng.Uniform(1, cover[static_cast<size_t>(p)])});
      }
      rng.Shuffle(instance.constraints);
      Solve(instance);
      if (instance.fragile) break;
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<MaxSegmentCoverageConstraintInstance>& fields)
      const override {
    using I = MaxSegmentCoverageConstraintInstance;
    auto n = [](const I& x) { return x.n; };
    fields.Int("n", &I::n, 1, kMaxSegments)
        .IntRows("segments", &I::segments, n, 2, 0, kMaxCoordinate)
        .SizedBy(n)
        .IntRows("constraints", &I::constraints, kMaxCoordinate + 1, 2, 0, kMaxCoordinate);
  }

  absl::Status Finish(MaxSegmentCoverageConstraintInstance& instance) const override {
    for (const std::vector<int64_t>& s : instance.segments) {
      if (s[0] > s[1]) return BadInstance("segments", "a segment with l > r");
    }
    for (const std::vector<int64_t>& c : instance.constraints) {
      if (c[1] < 1) return BadInstance("constraints", "a limit below 1");
    }
    Solve(instance);
    return absl::OkStatus();
  }

  std::string Prompt(const MaxSegmentCoverageConstraintInstance& instance) const override {
    std::string segments, constraints;
    for (int64_t i = 0; i < instance.n; ++i) {
      const std::vector<int64_t>& s = instance.segments[static_cast<size_t>(i)];
      absl::StrAppend(&segments, "Segment ", i, ": [", s[0], ", ", s[1], "]\n");
    }
    for (const std::vector<int64_t>& c : instance.constraints) {
      absl::StrAppend(&constraints, "point ", c[0], ": at most ", c[1], "\n");
    }
    return absl::StrCat(
        "Here are ", instance.n, " segments of the number line, numbered 0 to ", instance.n - 1,
        "; segment [l, r] covers every point from l to r, both ends included:\n", segments,
        "\nSome points carry a limit: the number of **selected** segments covering the point "
        "must not exceed it.\n",
        constraints,
        "\nSelect as **many** segments as possible (each at most once) so that every limit "
        "holds.\n\n"
        "Write the numbers of the selected segments, in any order, inside <answer> </answer> "
        "tags on one line, separated by spaces; for example <answer>0 ",
        instance.n - 1, "</answer> selects segments 0 and ", instance.n - 1, ".");
  }

  std::string Reference(const MaxSegmentCoverageConstraintInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.best, " "));
  }

  absl::StatusOr<Verdict> Grade(const MaxSegmentCoverageConstraintInstance& instance,
                                const VerifyInput& input) const override {
    const auto answer = environments::FinalIntegers(input.output, static_cast<size_t>(instance.n));
    if (!answer) return environments::Unparsed();
    // More than N values must repeat one or leave 0..N-1.
    if (answer->count > static_cast<size_t>(instance.n)) return environments::Invalid();
    std::vector<bool> chosen(static_cast<size_t>(instance.n), false);
    for (const int64_t i : answer->values) {
      // Range first: negatives and kHugeToken must not index.
      if (i < 0 || i >= instance.n || chosen[static_cast<size_t>(i)]) {
        return environments::Invalid();
      }
      chosen[static_cast<size_t>(i)] = true;
    }
    if (!Satisfies(instance, chosen)) return environments::Invalid();
    // (selected / gold)^beta; full credit, and correct, iff it is gold
    // (never above: gold is the optimum).
    return environments::Graded(static_cast<int64_t>(answer->count), instance.gold,
                                input.params.Number("beta"));
  }
};

}  // namespace
}  // namespace max_segment_coverage_constraint_cc

absl::Status RegisterMaxSegmentCoverageConstraintEnvironment(Catalog& catalog,
                                                             const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<MaxSegmentCoverageConstraintEnvironment>());
}

}  // namespace referee

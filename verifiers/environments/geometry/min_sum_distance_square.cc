#include "verifiers/environments/geometry/min_sum_distance_square.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace min_sum_distance_square_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 51;  // M = 962.
constexpr int64_t kMaxPoints = 1000;
constexpr int64_t kMaxCoordinate = 1000000;
constexpr int64_t kExactLimit = int64_t{1} << 40;  // |X'| with exact costs.
constexpr double kDefaultBeta = 5;

using I128 = __int128;

struct MinSumDistanceSquareInstance {
  int64_t n = 2;
  std::vector<int64_t> x;      // Coordinates, in point order.
  std::vector<int64_t> group;  // The group of each point.
  // Derived.
  std::vector<std::vector<int64_t>> groups;  // Each group's points, in point order.
  int64_t best = 0;  // The sweep's X'.
  I128 gold = 0;     // cost(best).
};

// sum over groups of min (X' - N x)^2, exact for |X'| <= 2^40 (|X' - N x|
// < 2^41, squares < 2^82, at most 1000 of them).
I128 ExactCost(const MinSumDistanceSquareInstance& instance, int64_t x_prime) {
  I128 total = 0;
  for (const std::vector<int64_t>& points : instance.groups) {
    I128 least = -1;
    for (const int64_t p : points) {
      const I128 d = static_cast<I128>(x_prime) - static_cast<I128>(instance.n) * p;
      if (least < 0 || d * d < least) least = d * d;
    }
    total += least;
  }
  return total;
}

long double ApproximateCost(const MinSumDistanceSquareInstance& instance, int64_t x_prime) {
  long double total = 0;
  for (const std::vector<int64_t>& points : instance.groups) {
    long double least = -1;
    for (const int64_t p : points) {
      const long double d = static_cast<long double>(x_prime) -
                            static_cast<long double>(instance.n) * static_cast<long double>(p);
      if (least < 0 || d * d < least) least = d * d;
    }
    total += least;
  }
  return total;
}

// RLVE's sweep (see the header); the first least value wins.
int64_t SweepBest(const MinSumDistanceSquareInstance& instance) {
  I128 squares = 0;
  I128 sum = 0;
  std::vector<std::pair<int64_t, int64_t>> events;
  for (std::vector<int64_t> points : instance.groups) {
    std::sort(points.begin(), points.end());
    squares += static_cast<I128>(points[0]) * points[0];
    sum += points[0];
    for (size_t j = 1; j < points.size(); ++j) events.push_back({points[j - 1], points[j]});
  }
  std::stable_sort(events.begin(), events.end(), [](const auto& u, const auto& v) {
    return u.first + u.second < v.first + v.second;
  });
  const I128 n = instance.n;
  I128 best_value = n * squares - sum * sum;
  I128 best_sum = sum;
  for (const auto& [a, b] : events) {
    squares += static_cast<I128>(b) * b - static_cast<I128>(a) * a;
    sum += b - a;
    const I128 value = n * squares - sum * sum;
    if (value < best_value) {
      best_value = value;
      best_sum = sum;
    }
  }
  return static_cast<int64_t>(best_sum);  // |sum| <= 1000 * 10^6.
}

class MinSumDistanceSquareEnvironment final
    : public environments::LadderEnvironment<MinSumDistanceSquareInstance> {
 public:
  MinSumDistanceSquareEnvironment()
      : LadderEnvironment(
            {"min_sum_distance_square", "RLVE-Gym:MinSumDistanceSquare", kMaxDifficulty,
             "Choose X = X'/N on a line minimising the sum over N groups of the squared distance "
             "to the group's nearest point; answer X'.",
             /*difficulty_help=*/"M = 2, then floor(1.1 M) + 1 per level (10 at d = 8); M "
             "coordinates uniform in [-M, M]; N uniform in 2..M groups, each non-empty"},
            {"RLVE MinSumDistanceSquare ladder: -1 not one integer; 1 an optimal X'; else "
             "(gold cost / cost)^beta.",
             kDefaultBeta}) {}

 protected:
  MinSumDistanceSquareInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t m = environments::RlveGrowth(2, difficulty);
    MinSumDistanceSquareInstance instance;
    for (int64_t i = 0; i < m; ++i) instance.x.push_back(rng.Uniform(-m, m));
    instance.n = rng.Uniform(2, m);
    for (int64_t i = 0; i < m; ++i) {
      instance.group.push_back(i < instance.n ? i : rng.Uniform(0, instance.n - 1));
    }
    rng.Shuffle(instance.group);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<MinSumDistanceSquareInstance>& fields) const override {
    using I = MinSumDistanceSquareInstance;
    fields.Int("n", &I::n, 2, kMaxPoints)
        .Ints("x", &I::x, kMaxPoints, -kMaxCoordinate, kMaxCoordinate)
        .Ints("group", &I::group, kMaxPoints, 0, [](const I& x) { return x.n - 1; })
        .SizedBy([](const I& x) { return static_cast<int64_t>(x.x.size()); });
  }
  absl::Status Finish(MinSumDistanceSquareInstance& instance) const override {
    instance.groups.assign(static_cast<size_t>(instance.n), {});
    for (size_t i = 0; i < instance.x.size(); ++i) {
      instance.groups[static_cast<size_t>(instance.group[i])].push_back(instance.x[i]);
    }
    for (const std::vector<int64_t>& points : instance.groups) {
      if (points.empty()) return absl::InvalidArgumentError("group: every group needs a point");
    }
    instance.best = SweepBest(instance);
    instance.gold = ExactCost(instance, instance.best);
    return absl::OkStatus();
  }
  std::string Prompt(const MinSumDistanceSquareInstance& instance) const override {
    std::string groups;
    for (size_t i = 0; i < instance.groups.size(); ++i) {
      absl::StrAppend(&groups, "Group ", i, ": ", absl::StrJoin(instance.groups[i], " "), "\n");
    }
    return absl::StrCat(
        "Points on the x-axis are split into ", instance.n, " groups (numbered from 0); their "
        "x-coordinates are:\n", groups,
        "\nPick a point X on the x-axis. For each group, take the distance from X to the "
        "nearest point of that group, and square it; the cost of X is the sum of these ",
        instance.n, " squares. Find an X of least cost.\n\n"
        "Some optimal X can be written as X' / ", instance.n, " with X' an integer. Give that "
        "integer X'.\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> tags.");
  }
  std::string Reference(const MinSumDistanceSquareInstance& instance) const override {
    return environments::AnswerTagged(absl::StrCat(instance.best));
  }

  absl::StatusOr<Verdict> Grade(const MinSumDistanceSquareInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<parsing::IntegerTokens> tokens = environments::FinalIntegers(input.output, 1);
    if (!tokens || tokens->count != 1) return environments::Unparsed();
    const double beta = input.params.Number("beta");
    const int64_t x_prime = tokens->values[0];
    if (x_prime == parsing::kHugeToken) return Verdict{0.0, false, true};
    if (x_prime >= -kExactLimit && x_prime <= kExactLimit) {
      const I128 cost = ExactCost(instance, x_prime);
      if (cost == instance.gold) return Verdict{1.0, true, true};
      return Verdict{environments::PartialCredit(
                         static_cast<double>(static_cast<long double>(instance.gold) /
                                             static_cast<long double>(cost)),
                         beta),
                     false, true};
    }
    const long double cost = ApproximateCost(instance, x_prime);
    return Verdict{environments::PartialCredit(
                       static_cast<double>(static_cast<long double>(instance.gold) / cost), beta),
                   false, true};
  }
};

}  // namespace
}  // namespace min_sum_distance_square_cc

absl::Status RegisterMinSumDistanceSquareEnvironment(Catalog& catalog,
                                                     const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<MinSumDistanceSquareEnvironment>());
}

}  // namespace referee

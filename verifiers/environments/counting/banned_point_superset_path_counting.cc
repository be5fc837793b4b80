#include "verifiers/environments/counting/banned_point_superset_path_counting.h"

#include <array>
#include <set>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace banned_point_superset_path_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 43;
constexpr int64_t kStartMaxCoordinate = 1;  // RLVE's MAX_N_M_R before any update.
constexpr int64_t kStartMaxObstacles = 10;  // RLVE's MAX_O before any update.
constexpr int64_t kGeneratedMaxMod = 10000;  // RLVE's max_MOD.
constexpr int64_t kMaxCoordinate = int64_t{1} << 20;  // Explicit instances.
constexpr int64_t kMaxObstacles = 2000;
constexpr int64_t kMaxMod = 1000000000;  // 10^9: products stay below 2^63.

using Point = std::array<int64_t, 3>;

struct BannedPointSupersetPathCountingInstance {
  int64_t n = 0;
  int64_t m = 0;
  int64_t r = 0;
  std::vector<std::vector<int64_t>> obstacles;  // Rows [x, y, z].
  int64_t mod = 2;
  std::string answer;  // Derived: the count modulo `mod`.
};

int Bits(int64_t x) { return __builtin_popcountll(static_cast<unsigned long long>(x)); }

bool Below(const Point& low, const Point& high) {  // Sub-mask in every coordinate.
  for (size_t c = 0; c < 3; ++c) {
    if ((low[c] & high[c]) != low[c]) return false;
  }
  return true;
}

// Walks from (0, 0, 0) to (N, M, R) avoiding the obstacles, mod `mod`.
// Between comparable points p <= q the walks are those of the product of
// three Boolean lattices with a, b, c atoms (the bits q adds per
// coordinate): F(a, b, c) = sum over the last step — it completes one
// coordinate from a sub-mask of i < a of its bits, C(a, i) choices — of
// F(i, b, c), likewise for the others; F(0, 0, 0) = 1.
std::string CountWalks(const BannedPointSupersetPathCountingInstance& instance) {
  const int64_t mod = instance.mod;
  const Point target = {instance.n, instance.m, instance.r};
  const int a_max = Bits(instance.n), b_max = Bits(instance.m), c_max = Bits(instance.r);
  const int top = std::max({a_max, b_max, c_max});
  std::vector<std::vector<int64_t>> choose(static_cast<size_t>(top) + 1,
                                           std::vector<int64_t>(static_cast<size_t>(top) + 1, 0));
  for (size_t i = 0; i <= static_cast<size_t>(top); ++i) {
    choose[i][0] = 1 % mod;
    for (size_t j = 1; j <= i; ++j) choose[i][j] = (choose[i - 1][j - 1] + choose[i - 1][j]) % mod;
  }
  const size_t nb = static_cast<size_t>(b_max) + 1, nc = static_cast<size_t>(c_max) + 1;
  std::vector<int64_t> walks((static_cast<size_t>(a_max) + 1) * nb * nc, 0);
  auto at = [&](size_t a, size_t b, size_t c) -> int64_t& { return walks[(a * nb + b) * nc + c]; };
  for (size_t a = 0; a <= static_cast<size_t>(a_max); ++a) {
    for (size_t b = 0; b < nb; ++b) {
      for (size_t c = 0; c < nc; ++c) {
        if (a == 0 && b == 0 && c == 0) {
          at(a, b, c) = 1 % mod;
          continue;
        }
        int64_t sum = 0;
        for (size_t i = 0; i < a; ++i) sum = (sum + at(i, b, c) * choose[a][i]) % mod;
        for (size_t j = 0; j < b; ++j) sum = (sum + at(a, j, c) * choose[b][j]) % mod;
        for (size_t k = 0; k < c; ++k) sum = (sum + at(a, b, k) * choose[c][k]) % mod;
        at(a, b, c) = sum;
      }
    }
  }
  auto between = [&](const Point& p, const Point& q) {  // p below q.
    return at(static_cast<size_t>(Bits(p[0] ^ q[0])), static_cast<size_t>(Bits(p[1] ^ q[1])),
              static_cast<size_t>(Bits(p[2] ^ q[2])));
  };
  // Lexicographic order puts every sub-mask point before the points above it.
  std::vector<Point> points;
  for (const std::vector<int64_t>& row : instance.obstacles) points.push_back({row[0], row[1], row[2]});
  std::sort(points.begin(), points.end());
  const Point origin = {0, 0, 0};
  // first[i]: the walks from the origin whose first obstacle is points[i].
  std::vector<int64_t> first(points.size(), 0);
  int64_t answer = between(origin, target);
  for (size_t i = 0; i < points.size(); ++i) {
    int64_t ways = between(origin, points[i]);
    for (size_t j = 0; j < i; ++j) {
      if (first[j] != 0 && Below(points[j], points[i])) {
        ways = (ways + mod - first[j] * between(points[j], points[i]) % mod) % mod;
      }
    }
    first[i] = ways;
    answer = (answer + mod - ways * between(points[i], target) % mod) % mod;
  }
  return absl::StrCat(answer);
}

// A random sub-mask of `x` as RLVE draws one: a size uniform in 0..(bits
// of x), then that many distinct bits of x chosen uniformly.
int64_t RandomSubMask(int64_t x, tasks::Rng& rng) {
  std::vector<int64_t> bits;
  for (int64_t bit = 1; bit <= x; bit <<= 1) {
    if (x & bit) bits.push_back(bit);
  }
  const int64_t size = rng.Uniform(0, static_cast<int64_t>(bits.size()));
  int64_t mask = 0;
  for (int64_t i = 0; i < size; ++i) {
    const int64_t j = rng.Uniform(i, static_cast<int64_t>(bits.size()) - 1);
    std::swap(bits[static_cast<size_t>(i)], bits[static_cast<size_t>(j)]);
    mask |= bits[static_cast<size_t>(i)];
  }
  return mask;
}

class BannedPointSupersetPathCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<BannedPointSupersetPathCountingInstance> {
 public:
  BannedPointSupersetPathCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"banned_point_superset_path_counting",
             "RLVE-Gym:BannedPointSupersetPathCounting", kMaxDifficulty,
             "Count the walks from (0, 0, 0) to (N, M, R) that add bits to one coordinate per "
             "step and avoid banned points, modulo MOD.",
             /*difficulty_help=*/"MAX_N_M_R = 1 and MAX_O = 10, each floor(1.1 x) + 1 per level "
             "(9 and 29 at d = 8); N, M, R uniform in 0..MAX_N_M_R with >= 2 one bits in all; O "
             "uniform in 1..min(MAX_O, 2^bits - 2) banned random sub-mask points; MOD uniform in "
             "2..10^4"},
            environments::NumberLadder::kExact) {}

 protected:
  BannedPointSupersetPathCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_coordinate = environments::RlveGrowth(kStartMaxCoordinate, difficulty);
    BannedPointSupersetPathCountingInstance instance;
    int bits = 0;
    do {
      instance.n = rng.Uniform(0, max_coordinate);
      instance.m = rng.Uniform(0, max_coordinate);
      instance.r = rng.Uniform(0, max_coordinate);
      bits = Bits(instance.n) + Bits(instance.m) + Bits(instance.r);
    } while (bits < 2);
    int64_t max_obstacles = environments::RlveGrowth(kStartMaxObstacles, difficulty);
    if (bits < 62) max_obstacles = std::min(max_obstacles, (int64_t{1} << bits) - 2);
    const int64_t count = rng.Uniform(1, max_obstacles);
    // Distinct points by rejection, as RLVE draws them: at most 2^bits - 2
    // are wanted, every sub-mask point has a positive chance, so this ends.
    const Point target = {instance.n, instance.m, instance.r};
    std::set<Point> seen;
    while (static_cast<int64_t>(instance.obstacles.size()) < count) {
      const int64_t x = RandomSubMask(instance.n, rng);
      const int64_t y = RandomSubMask(instance.m, rng);
      const int64_t z = RandomSubMask(instance.r, rng);
      const Point p = {x, y, z};
      if ((x == 0 && y == 0 && z == 0) || p == target || !seen.insert(p).second) continue;
      instance.obstacles.push_back({x, y, z});
    }
    rng.Shuffle(instance.obstacles);
    instance.mod = rng.Uniform(2, kGeneratedMaxMod);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<BannedPointSupersetPathCountingInstance>& fields) const override {
    using I = BannedPointSupersetPathCountingInstance;
    fields.Int("n", &I::n, 0, kMaxCoordinate)
        .Int("m", &I::m, 0, kMaxCoordinate)
        .Int("r", &I::r, 0, kMaxCoordinate)
        .IntRows("obstacles", &I::obstacles, kMaxObstacles, 3, 0, kMaxCoordinate)
        .Int("mod", &I::mod, 2, kMaxMod);
  }
  absl::Status Finish(BannedPointSupersetPathCountingInstance& instance) const override {
    const Point origin = {0, 0, 0};
    const Point target = {instance.n, instance.m, instance.r};
    if (target == origin) return environments::BadInstance("n", "the target is (0, 0, 0)");
    std::set<Point> seen;
    for (size_t i = 0; i < instance.obstacles.size(); ++i) {
      const std::vector<int64_t>& row = instance.obstacles[i];
      const Point p = {row[0], row[1], row[2]};
      const std::string field = absl::StrCat("obstacles[", i, "]");
      if (!Below(p, target)) {
        return environments::BadInstance(field, "not a sub-mask of (n, m, r)");
      }
      if (p == origin || p == target) {
        return environments::BadInstance(field, "an end of the walk");
      }
      if (!seen.insert(p).second) return environments::BadInstance(field, "a repeated point");
    }
    instance.answer = CountWalks(instance);
    return absl::OkStatus();
  }
  std::string Prompt(const BannedPointSupersetPathCountingInstance& instance) const override {
    std::string banned;
    for (const std::vector<int64_t>& row : instance.obstacles) {
      absl::StrAppend(&banned, "(", row[0], ", ", row[1], ", ", row[2], ")\n");
    }
    if (banned.empty()) banned = "(none)\n";
    return absl::StrCat(
        "A token moves through points (x, y, z) of non-negative integers. It "
        "starts at (0, 0, 0) and must end at (", instance.n, ", ", instance.m, ", ",
        instance.r,
        "). In one step it changes exactly one coordinate to a different value "
        "that keeps every 1 bit of the old value: x may become any x' != x with "
        "(x AND x') = x (bitwise AND), and the same for y or for z, the other two "
        "coordinates staying as they are.\n\n"
        "The token may never stand on any of these points:\n", banned,
        "\nHow many different step sequences take the token from (0, 0, 0) to (",
        instance.n, ", ", instance.m, ", ", instance.r,
        ") without touching a forbidden point? Give the count modulo ", instance.mod,
        ".\n\nPut your final answer (a single integer) inside <answer> </answer> tags.");
  }
  std::optional<environments::AnswerRange> Range(
      const BannedPointSupersetPathCountingInstance& instance) const override {
    return environments::AnswerRange{0, instance.mod - 1};
  }
};

}  // namespace
}  // namespace banned_point_superset_path_counting_cc

absl::Status RegisterBannedPointSupersetPathCountingEnvironment(Catalog& catalog,
                                                                const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<BannedPointSupersetPathCountingEnvironment>());
}

}  // namespace referee

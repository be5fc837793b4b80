#include "verifiers/environments/sequences/wyr_leveling_ground.h"

#include <cstdlib>
#include <functional>
#include <queue>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace wyr_leveling_ground_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 70;
constexpr int64_t kMaxEntries = 20000;
constexpr int64_t kMaxValue = 1000000000;  // |h|, a and b up to 10^9.
constexpr int64_t kBiasSteps = int64_t{1} << 20;

struct WyrLevelingGroundInstance {
  int64_t a = 1;
  int64_t b = 2;
  std::vector<int64_t> h;
  std::string answer;  // Derived: the least number of operations.
};

// u, v with p u + q v = 1, for coprime p, q >= 1 (|u| <= q, |v| <= p).
std::pair<int64_t, int64_t> Bezout(int64_t p, int64_t q) {
  int64_t r0 = p, r1 = q, u0 = 1, u1 = 0, v0 = 0, v1 = 1;
  while (r1 != 0) {
    const int64_t t = r0 / r1;
    r0 -= t * r1;
    std::swap(r0, r1);
    u0 -= t * u1;
    std::swap(u0, u1);
    v0 -= t * v1;
    std::swap(v0, v1);
  }
  return {u0, v0};
}

int64_t FloorDiv(int64_t n, int64_t d) {  // d > 0.
  return n / d - ((n % d != 0 && n < 0) ? 1 : 0);
}

// The least number of operations, for a != b with gcd(a, b) dividing every
// h (checked by Finish).
//
// Difference array: C[0] = H[0], C[i] = H[i] - H[i-1], C[N] = -H[N-1] (sum
// 0). Adding t to H[l..r] adds t to C[l] and -t to C[r+1], 0 <= l < r+1 <=
// N. So the operations amount to integers x[i], y[i] (net units of A and of
// B at position i) with A x[i] + B y[i] = -C[i], sum x = sum y = 0, and an
// operation moves one unit of A (or B) between two positions: at least
// (sum |x| + sum |y|) / 2 operations, and that many suffice (pair each
// positive unit with a negative one). Signs aside, minimise
// sum (|x[i]| + |y[i]|) with A x[i] + B y[i] = C[i] and sum x = 0.
//
// With g = gcd, A' = A/g, B' = B/g, the solutions at i are x = x0 + k B',
// y = y0 - k A'; f_i(k) = |x| + |y| is convex. Each i first takes its
// least f_i (the minimum is where the steeper term vanishes: at the
// integers next to x = 0 or to y = 0, so four candidates); then sum x, a
// multiple of B', is brought to 0 by unit shifts k -> k -+ 1, each time at
// the i whose next shift costs least (a min-heap): optimal for a sum of
// convex functions under one linear constraint. At the unconstrained
// minima |y[i]| < A' when A' > B' (else |x[i]| < B'), and A x + B y sums
// to 0, so fewer than N + 1 shifts are needed. O(N log N); every value
// stays below 10^14.
absl::StatusOr<int64_t> LeastOperations(int64_t a, int64_t b, const std::vector<int64_t>& h) {
  const int64_t g = environments::Gcd(a, b);
  const int64_t ap = a / g, bp = b / g;
  const int64_t u = Bezout(ap, bp).first;
  const size_t positions = h.size() + 1;
  std::vector<int64_t> xs(positions), ys(positions);
  int64_t total = 0, sum_x = 0;
  for (size_t i = 0; i < positions; ++i) {
    const int64_t c = ((i < h.size() ? h[i] : 0) - (i > 0 ? h[i - 1] : 0)) / g;
    // x0 = c u mod B' in [0, B'); then A' x0 < 10^18.
    const __int128 product = static_cast<__int128>(c) * (u % bp);
    int64_t x0 = static_cast<int64_t>(product % bp);
    if (x0 < 0) x0 += bp;
    const int64_t y0 = (c - ap * x0) / bp;
    // Shifts k from (x0, y0): 0 and -1 put x next to 0; k1 and k1 + 1 put
    // y next to 0.
    const int64_t k1 = FloorDiv(y0, ap);
    int64_t best_x = x0, best_y = y0;
    for (const int64_t k : {int64_t{-1}, k1, k1 + 1}) {
      const int64_t x = x0 + k * bp, y = y0 - k * ap;
      if (std::llabs(x) + std::llabs(y) < std::llabs(best_x) + std::llabs(best_y)) {
        best_x = x;
        best_y = y;
      }
    }
    xs[i] = best_x;
    ys[i] = best_y;
    total += std::llabs(best_x) + std::llabs(best_y);
    sum_x += best_x;
  }
  // sum_x = 0 mod B' (sum C = 0); shift x down (sum_x > 0) or up.
  const int64_t step = sum_x > 0 ? 1 : -1;
  const int64_t shifts = std::llabs(sum_x) / bp;
  if (shifts > static_cast<int64_t>(positions)) {
    return absl::InternalError("wyr_leveling_ground: too many shifts");
  }
  auto extra = [&](size_t i) {
    return std::llabs(xs[i] - step * bp) + std::llabs(ys[i] + step * ap) -
           std::llabs(xs[i]) - std::llabs(ys[i]);
  };
  using Item = std::pair<int64_t, size_t>;  // (extra cost, position).
  std::priority_queue<Item, std::vector<Item>, std::greater<Item>> heap;
  for (size_t i = 0; i < positions; ++i) heap.push({extra(i), i});
  for (int64_t s = 0; s < shifts; ++s) {
    const auto [cost, i] = heap.top();
    heap.pop();
    total += cost;
    xs[i] -= step * bp;
    ys[i] += step * ap;
    heap.push({extra(i), i});
  }
  return total / 2;
}

class WyrLevelingGroundEnvironment final
    : public environments::IntegerAnswerEnvironment<WyrLevelingGroundInstance> {
 public:
  WyrLevelingGroundEnvironment()
      : IntegerAnswerEnvironment(
            {"wyr_leveling_ground", "RLVE-Gym:WYRLevelingGround", kMaxDifficulty,
             "Bring every entry of an array to zero with the fewest operations, each adding +-A "
             "or +-B to a block of consecutive entries.",
             /*difficulty_help=*/"N = 2, then floor(1.1 N) + 1 per level; A != B uniform in "
             "1..2N; H[i] = a A + b B with a, b uniform in 0..2N, each negated with a bias "
             "uniform in {0, 2^-20, ..., 1}"},
            environments::NumberLadder::kExact) {}

 protected:
  WyrLevelingGroundInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowth(2, difficulty);
    const int64_t top = 2 * n;
    WyrLevelingGroundInstance instance;
    do {
      instance.a = rng.Uniform(1, top);
      instance.b = rng.Uniform(1, top);
    } while (instance.a == instance.b);
    const int64_t bias_a = rng.Uniform(0, kBiasSteps);
    const int64_t bias_b = rng.Uniform(0, kBiasSteps);
    for (int64_t i = 0; i < n; ++i) {
      int64_t ca = rng.Uniform(0, top);
      int64_t cb = rng.Uniform(0, top);
      if (rng.Chance(bias_a, kBiasSteps)) ca = -ca;
      if (rng.Chance(bias_b, kBiasSteps)) cb = -cb;
      instance.h.push_back(ca * instance.a + cb * instance.b);
    }
    return instance;
  }
  void DeclareFields(environments::InstanceFields<WyrLevelingGroundInstance>& fields)
      const override {
    using I = WyrLevelingGroundInstance;
    fields.Int("a", &I::a, 1, kMaxValue)
        .Int("b", &I::b, 1, kMaxValue)
        .Ints("h", &I::h, kMaxEntries, -kMaxValue, kMaxValue);
  }
  absl::Status Finish(WyrLevelingGroundInstance& instance) const override {
    if (instance.a == instance.b) return BadInstance("b", "must differ from a");
    const int64_t g = environments::Gcd(instance.a, instance.b);
    for (const int64_t v : instance.h) {
      if (v % g != 0) {
        return BadInstance("h", absl::StrCat(v, " is not a multiple of gcd(a, b) = ", g));
      }
    }
    const absl::StatusOr<int64_t> least = LeastOperations(instance.a, instance.b, instance.h);
    if (!least.ok()) return least.status();
    instance.answer = absl::StrCat(*least);
    return absl::OkStatus();
  }
  std::string Prompt(const WyrLevelingGroundInstance& instance) const override {
    const size_t n = instance.h.size();
    std::string listed;
    for (size_t i = 0; i < n; ++i) {
      absl::StrAppend(&listed, i == 0 ? "" : " ", "H[", i, "]=", instance.h[i]);
    }
    return absl::StrCat(
        "Here is an array H of ", n, " integers (indices 0 to ", n - 1, "): ", listed,
        "\n\nIn one operation you choose a non-empty block of consecutive "
        "positions of H and apply one of these four changes to every entry "
        "of the block: add ", instance.a, ", subtract ", instance.a, ", add ",
        instance.b, ", or subtract ", instance.b,
        ".\n\nWhat is the least number of operations that makes every entry "
        "of H equal to 0?\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> "
        "tags.");
  }
};

}  // namespace
}  // namespace wyr_leveling_ground_cc

absl::Status RegisterWyrLevelingGroundEnvironment(Catalog& catalog,
                                                  const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<WyrLevelingGroundEnvironment>());
}

}  // namespace referee

#include "verifiers/environments/geometry/grid_triangle_counting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace grid_triangle_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 30;  // MAX_N_M = 810325.
constexpr int64_t kMaxSide = 1000000;

struct GridTriangleCountingInstance {
  int64_t n = 1;
  int64_t m = 1;
  std::string answer;  // Derived: the count of non-degenerate triangles.
};

using U128 = unsigned __int128;

// C(x, 3) for x >= 0.
U128 Choose3(U128 x) { return x < 3 ? 0 : x * (x - 1) * (x - 2) / 6; }

// Euler's phi of 0..limit (phi[0] unused), by a linear sieve.
std::vector<int32_t> PhiUpTo(int64_t limit) {
  std::vector<int32_t> phi(static_cast<size_t>(limit + 1), 0);
  std::vector<int32_t> primes;
  if (limit >= 1) phi[1] = 1;
  for (int64_t i = 2; i <= limit; ++i) {
    if (phi[static_cast<size_t>(i)] == 0) {  // Not yet reached: a prime.
      phi[static_cast<size_t>(i)] = static_cast<int32_t>(i - 1);
      primes.push_back(static_cast<int32_t>(i));
    }
    for (const int32_t p : primes) {
      const int64_t ip = i * p;
      if (ip > limit) break;
      if (i % p == 0) {
        phi[static_cast<size_t>(ip)] = phi[static_cast<size_t>(i)] * p;
        break;
      }
      phi[static_cast<size_t>(ip)] = phi[static_cast<size_t>(i)] * (p - 1);
    }
  }
  return phi;
}

// sum over k >= 1 with k g <= side of (side + 1 - k g): the places of a
// run of length k g along a side of `side` unit steps.
U128 Places(int64_t side, int64_t g) {
  const U128 q = static_cast<U128>(side / g);
  // q (side + 1) - g q (q + 1) / 2.
  return q * static_cast<U128>(side + 1) - static_cast<U128>(g) * (q * (q + 1) / 2);
}

// The non-degenerate triangles on the (n + 1) x (m + 1) lattice points.
U128 GridTriangles(int64_t n, int64_t m) {
  const U128 points = static_cast<U128>(n + 1) * static_cast<U128>(m + 1);
  U128 collinear = static_cast<U128>(m + 1) * Choose3(static_cast<U128>(n + 1)) +
                   static_cast<U128>(n + 1) * Choose3(static_cast<U128>(m + 1));
  const int64_t limit = std::min(n, m);
  const std::vector<int32_t> phi = PhiUpTo(limit);
  U128 slanted = 0;
  for (int64_t g = 2; g <= limit; ++g) {
    slanted += static_cast<U128>(phi[static_cast<size_t>(g)]) * Places(n, g) * Places(m, g);
  }
  collinear += 2 * slanted;
  return Choose3(points) - collinear;
}

class GridTriangleCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<GridTriangleCountingInstance> {
 public:
  GridTriangleCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"grid_triangle_counting", "RLVE-Gym:GridTriangleCounting", kMaxDifficulty,
             "Count the non-degenerate triangles whose vertices are lattice points of an N x M "
             "grid rectangle.",
             /*difficulty_help=*/"MAX_N_M = 5, then floor(1.5 MAX_N_M) per level; N then M "
             "uniform in 1..MAX_N_M"},
            environments::NumberLadder::kMinOverMaxPositive) {}

 protected:
  GridTriangleCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_side = environments::RlveScaled(5, difficulty);
    GridTriangleCountingInstance instance;
    instance.n = rng.Uniform(1, max_side);
    instance.m = rng.Uniform(1, max_side);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<GridTriangleCountingInstance>& fields) const override {
    fields.Int("n", &GridTriangleCountingInstance::n, 1, kMaxSide)
        .Int("m", &GridTriangleCountingInstance::m, 1, kMaxSide);
  }
  absl::Status Finish(GridTriangleCountingInstance& instance) const override {
    instance.answer = environments::U128Text(GridTriangles(instance.n, instance.m));
    return absl::OkStatus();
  }
  std::string Prompt(const GridTriangleCountingInstance& instance) const override {
    return absl::StrCat(
        "Consider every point (x, y) with integer coordinates such that 0 <= x <= ",
        instance.n, " and 0 <= y <= ", instance.m,
        ". Choose three distinct points among them as the corners of a "
        "triangle. How many such triangles are non-degenerate, that is, have "
        "their three corners not on one straight line? (A triangle is its set "
        "of three corners: the order does not matter.)\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> "
        "tags, e.g. <answer>17</answer>.");
  }
};

}  // namespace
}  // namespace grid_triangle_counting_cc

absl::Status RegisterGridTriangleCountingEnvironment(Catalog& catalog,
                                                     const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<GridTriangleCountingEnvironment>());
}

}  // namespace referee

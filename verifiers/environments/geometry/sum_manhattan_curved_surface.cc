#include "verifiers/environments/geometry/sum_manhattan_curved_surface.h"

#include "verifiers/environments/exact_math.h"
#include "verifiers/environments/member.h"

namespace referee {
inline namespace sum_manhattan_curved_surface_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 30;  // MAX_A_B = 810325.
constexpr int64_t kMaxValue = 1000000;

using U128 = unsigned __int128;

struct SumManhattanCurvedSurfaceInstance {
  int64_t a = 1;
  int64_t b = 1;
  std::string answer;  // Derived: P(a) + ... + P(b).
};

// 1 + ... + x and 1^2 + ... + x^2, for 0 <= x <= 10^6.
U128 Sum1(int64_t x) { return static_cast<U128>(x) * static_cast<U128>(x + 1) / 2; }
U128 Sum2(int64_t x) {
  return static_cast<U128>(x) * static_cast<U128>(x + 1) * static_cast<U128>(2 * x + 1) / 6;
}

// Over the positive pairs (b, c) with b c <= q: how many, the sum of b + c
// and the sum of (b + c)^2. The pairs with b in l..r (one block of equal
// floor(q / b) = e) contribute e (r - l + 1) pairs; sum of b + c:
// e sum(b) + (r - l + 1) sum_{c<=e} c; sum of (b + c)^2:
// e sum(b^2) + (r - l + 1) sum_{c<=e} c^2 + 2 sum(b) sum_{c<=e} c.
struct PairSums {
  U128 count = 0;
  U128 sum = 0;
  U128 squares = 0;
};

PairSums PairsUpTo(int64_t q) {
  PairSums out;
  for (int64_t l = 1; l <= q;) {
    const int64_t e = q / l;
    const int64_t r = q / e;
    const U128 width = static_cast<U128>(r - l + 1);
    const U128 b1 = Sum1(r) - Sum1(l - 1);
    const U128 b2 = Sum2(r) - Sum2(l - 1);
    const U128 c1 = Sum1(e);
    out.count += width * static_cast<U128>(e);
    out.sum += b1 * static_cast<U128>(e) + width * c1;
    out.squares += b2 * static_cast<U128>(e) + width * Sum2(e) + 2 * b1 * c1;
    l = r + 1;
  }
  return out;
}

// S(n): the sum of (a + b + c)^2 over positive a b c <= n, grouped by
// q = floor(n / a): a^2 count + 2 a sum(b + c) + sum((b + c)^2).
U128 CubeSum(int64_t n) {
  U128 total = 0;
  for (int64_t l = 1; l <= n;) {
    const int64_t q = n / l;
    const int64_t r = n / q;
    const PairSums pairs = PairsUpTo(q);
    total += (Sum2(r) - Sum2(l - 1)) * pairs.count + 2 * (Sum1(r) - Sum1(l - 1)) * pairs.sum +
             static_cast<U128>(r - l + 1) * pairs.squares;
    l = r + 1;
  }
  return total;
}

class SumManhattanCurvedSurfaceEnvironment final
    : public environments::IntegerAnswerEnvironment<SumManhattanCurvedSurfaceInstance> {
 public:
  SumManhattanCurvedSurfaceEnvironment()
      : IntegerAnswerEnvironment(
            {"sum_manhattan_curved_surface", "RLVE-Gym:SumManhattan_CurvedSurface",
             kMaxDifficulty,
             "Sum, over k from A to B, the squared Manhattan norms (|x| + |y| + |z|)^2 of the "
             "integer points on the surface x y z = k.",
             /*difficulty_help=*/"MAX_A_B = 5, then floor(1.5 MAX_A_B) per level (109 at d = "
             "8); A uniform in 1..MAX_A_B, B uniform in A..MAX_A_B"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  SumManhattanCurvedSurfaceInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_value = environments::RlveScaled(5, difficulty);
    SumManhattanCurvedSurfaceInstance instance;
    instance.a = rng.Uniform(1, max_value);
    instance.b = rng.Uniform(instance.a, max_value);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<SumManhattanCurvedSurfaceInstance>& fields) const override {
    fields.Int("a", &SumManhattanCurvedSurfaceInstance::a, 1, kMaxValue)
        .Int("b", &SumManhattanCurvedSurfaceInstance::b,
             [](const SumManhattanCurvedSurfaceInstance& x) { return x.a; }, kMaxValue);
  }
  absl::Status Finish(SumManhattanCurvedSurfaceInstance& instance) const override {
    instance.answer =
        environments::U128Text(4 * (CubeSum(instance.b) - CubeSum(instance.a - 1)));
    return absl::OkStatus();
  }
  std::string Prompt(const SumManhattanCurvedSurfaceInstance& instance) const override {
    return absl::StrCat(
        "For an integer k, let P(k) be the sum of (|x| + |y| + |z|)^2 over all triples of "
        "integers (x, y, z), negative ones included, with x * y * z = k (the integer points "
        "of the surface xyz = k). For example, P(1) = 36: the triples are (1, 1, 1), "
        "(1, -1, -1), (-1, 1, -1) and (-1, -1, 1), each contributing 3^2 = 9.\n\n",
        instance.a == instance.b
            ? absl::StrCat("Compute P(", instance.a, ").")
            : absl::StrCat("Compute the sum of P(k) over every integer k from ", instance.a,
                           " to ", instance.b, " inclusive."),
        "\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace sum_manhattan_curved_surface_cc

absl::Status RegisterSumManhattanCurvedSurfaceEnvironment(Catalog& catalog,
                                                          const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<SumManhattanCurvedSurfaceEnvironment>());
}

}  // namespace referee

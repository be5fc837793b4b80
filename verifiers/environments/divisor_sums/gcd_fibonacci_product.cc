#include "verifiers/environments/divisor_sums/gcd_fibonacci_product.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace gcd_fibonacci_product_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 25;  // MAX_N_M = 106,710.
constexpr int64_t kMaxNM = 106710;
constexpr int64_t kModuli[] = {666623333, 998244353, 1000000007};  // RLVE's MODs.

struct GcdFibonacciProductInstance {
  int64_t n = 1;
  int64_t m = 1;
  int64_t mod = 1000000007;
  std::string answer;  // Derived: the product modulo `mod`, in decimal.
};

// The product of f(gcd(i, j)) mod `mod` (a prime). Every f(d) appears
// c(d) times, c(d) the pairs with gcd d: the (n / d)(m / d) pairs of
// multiples of d less those whose gcd is a larger multiple kd.
std::string GcdFibonacciProduct(int64_t n, int64_t m, int64_t mod) {
  const int64_t limit = std::min(n, m);
  std::vector<int64_t> pairs(static_cast<size_t>(limit) + 1, 0);
  for (int64_t d = limit; d >= 1; --d) {
    int64_t c = (n / d) * (m / d);  // <= 1.2 * 10^10.
    for (int64_t multiple = 2 * d; multiple <= limit; multiple += d) {
      c -= pairs[static_cast<size_t>(multiple)];
    }
    pairs[static_cast<size_t>(d)] = c;
  }
  const uint64_t p = static_cast<uint64_t>(mod);
  uint64_t product = 1 % p;
  uint64_t previous = 0, fib = 1;  // f(d - 1), f(d) modulo p.
  for (int64_t d = 1; d <= limit; ++d) {
    const uint64_t count = static_cast<uint64_t>(pairs[static_cast<size_t>(d)]);
    if (count > 0) {
      // f(d) = 0 modulo p makes the product 0; otherwise Fermat applies.
      product = fib == 0 ? 0
                         : environments::MulMod(
                               product, environments::PowMod(fib, count % (p - 1), p), p);
    }
    const uint64_t next = (previous + fib) % p;
    previous = fib;
    fib = next;
  }
  return absl::StrCat(product);
}

class GcdFibonacciProductEnvironment final
    : public environments::IntegerAnswerEnvironment<GcdFibonacciProductInstance> {
 public:
  GcdFibonacciProductEnvironment()
      : IntegerAnswerEnvironment(
            {"gcd_fibonacci_product", "RLVE-Gym:GCDFibonacciProduct", kMaxDifficulty,
             "The product of Fibonacci(gcd(i, j)) over all pairs 1 <= i <= N, 1 <= j <= M, "
             "modulo a prime MOD.",
             /*difficulty_help=*/"MAX_N_M = 5, then floor(1.5 MAX_N_M) per level; N and M "
             "uniform in 3..MAX_N_M, MOD uniform among 666623333, 998244353 and 10^9 + 7"},
            environments::NumberLadder::kExact) {}

 protected:
  GcdFibonacciProductInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_nm = environments::RlveScaled(5, difficulty);
    GcdFibonacciProductInstance instance;
    instance.n = rng.Uniform(3, max_nm);
    instance.m = rng.Uniform(3, max_nm);
    instance.mod = kModuli[rng.Uniform(0, 2)];
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<GcdFibonacciProductInstance>& fields) const override {
    using I = GcdFibonacciProductInstance;
    fields.Int("n", &I::n, 1, kMaxNM)
        .Int("m", &I::m, 1, kMaxNM)
        .Int("mod", &I::mod, kModuli[0], kModuli[2]);
  }
  absl::Status Finish(GcdFibonacciProductInstance& instance) const override {
    if (std::find(std::begin(kModuli), std::end(kModuli), instance.mod) == std::end(kModuli)) {
      return absl::InvalidArgumentError(absl::StrCat(
          "mod: ", instance.mod, " is not one of 666623333, 998244353, 1000000007"));
    }
    instance.answer = GcdFibonacciProduct(instance.n, instance.m, instance.mod);
    return absl::OkStatus();
  }
  std::string Prompt(const GcdFibonacciProductInstance& instance) const override {
    return absl::StrCat(
        "Let f be the Fibonacci sequence: f(0) = 0, f(1) = 1 and f(k) = f(k - 1) + "
        "f(k - 2) for k >= 2. For every pair of integers (i, j) with 1 <= i <= ",
        instance.n, " and 1 <= j <= ", instance.m,
        ", take f(gcd(i, j)), where gcd is the greatest common divisor, and multiply all "
        "of these values together. What is the product modulo ", instance.mod,
        "?\n\n"
        "Put your final answer (a single integer in the range 0 to ", instance.mod - 1,
        ") inside <answer> </answer> tags.");
  }
  std::optional<environments::AnswerRange> Range(
      const GcdFibonacciProductInstance& instance) const override {
    return environments::AnswerRange{0, instance.mod - 1};
  }
};

}  // namespace
}  // namespace gcd_fibonacci_product_cc

absl::Status RegisterGcdFibonacciProductEnvironment(Catalog& catalog,
                                                    const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<GcdFibonacciProductEnvironment>());
}

}  // namespace referee

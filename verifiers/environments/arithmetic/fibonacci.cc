#include "verifiers/environments/arithmetic/fibonacci.h"

#include <array>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace fibonacci_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 51;
constexpr int64_t kDefaultMod = 10000;  // RLVE's modulo.
constexpr int64_t kMaxMod = 1000000000;

struct FibonacciInstance {
  int64_t n = 1;
  int64_t a1 = 0, a2 = 0, p = 1, q = 1;
  int64_t mod = kDefaultMod;
  std::string answer;  // Derived: A[n] mod `mod`.
};

using Matrix = std::array<std::array<uint64_t, 2>, 2>;

// Entries < mod <= 10^9: products and pairs of them fit 64 bits.
Matrix Multiply(const Matrix& a, const Matrix& b, uint64_t mod) {
  Matrix c{};
  for (int i = 0; i < 2; ++i) {
    for (int j = 0; j < 2; ++j) {
      c[i][j] = (a[i][0] * b[0][j] % mod + a[i][1] * b[1][j] % mod) % mod;
    }
  }
  return c;
}

// (A[n], A[n-1]) = [[P, Q], [1, 0]]^(n-2) (A[2], A[1]).
std::string Term(const FibonacciInstance& instance) {
  const uint64_t mod = static_cast<uint64_t>(instance.mod);
  const uint64_t a1 = static_cast<uint64_t>(instance.a1) % mod;
  const uint64_t a2 = static_cast<uint64_t>(instance.a2) % mod;
  if (instance.n == 1) return absl::StrCat(a1);
  if (instance.n == 2) return absl::StrCat(a2);
  Matrix power{{{1 % mod, 0}, {0, 1 % mod}}};
  Matrix base{{{static_cast<uint64_t>(instance.p) % mod, static_cast<uint64_t>(instance.q) % mod},
               {1 % mod, 0}}};
  for (int64_t e = instance.n - 2; e > 0; e >>= 1) {
    if (e & 1) power = Multiply(power, base, mod);
    base = Multiply(base, base, mod);
  }
  return absl::StrCat((power[0][0] * a2 % mod + power[0][1] * a1 % mod) % mod);
}

class FibonacciEnvironment final
    : public environments::IntegerAnswerEnvironment<FibonacciInstance> {
 public:
  FibonacciEnvironment()
      : IntegerAnswerEnvironment(
            {"fibonacci", "RLVE-Gym:Fibonacci", kMaxDifficulty,
             "The N-th term of A[n] = P A[n-1] + Q A[n-2] modulo 10000.",
             /*difficulty_help=*/"MAX_N = 3*2^d, N uniform in 3..MAX_N; A[1], A[2] in 0..9999, P, "
             "Q in 1..9999; modulo 10000"},
            environments::NumberLadder::kExact) {}

 protected:
  FibonacciInstance Make(int difficulty, tasks::Rng& rng) const override {
    FibonacciInstance instance;
    instance.n = rng.Uniform(3, int64_t{3} << difficulty);
    instance.a1 = rng.Uniform(0, kDefaultMod - 1);
    instance.a2 = rng.Uniform(0, kDefaultMod - 1);
    instance.p = rng.Uniform(1, kDefaultMod - 1);
    instance.q = rng.Uniform(1, kDefaultMod - 1);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<FibonacciInstance>& fields) const override {
    using I = FibonacciInstance;
    // a1, a2, p, q must also be below `mod` (declared after them): Finish.
    fields.Int("n", &I::n, 1, environments::kMaxJsonInteger)
        .Int("a1", &I::a1, 0, kMaxMod - 1)
        .Int("a2", &I::a2, 0, kMaxMod - 1)
        .Int("p", &I::p, 0, kMaxMod - 1)
        .Int("q", &I::q, 0, kMaxMod - 1)
        .Int("mod", &I::mod, 2, kMaxMod)
        .Optional();
  }
  absl::Status Finish(FibonacciInstance& instance) const override {
    for (auto [name, value] : {std::pair<const char*, int64_t>{"a1", instance.a1},
                               {"a2", instance.a2}, {"p", instance.p}, {"q", instance.q}}) {
      if (value >= instance.mod) {
        return environments::BadInstance(
            name, absl::StrCat("is ", value, ", outside 0..", instance.mod - 1));
      }
    }
    instance.answer = Term(instance);
    return absl::OkStatus();
  }
  std::string Prompt(const FibonacciInstance& instance) const override {
    return absl::StrCat(
        "A sequence starts with A[1] = ", instance.a1, " and A[2] = ", instance.a2,
        ", and every later term is A[n] = ", instance.p, " * A[n-1] + ", instance.q,
        " * A[n-2] (n >= 3). What is A[", instance.n, "] modulo ", instance.mod,
        "?\n\nPut your final answer (a single integer) inside <answer> "
        "</answer> tags.");
  }
};

}  // namespace
}  // namespace fibonacci_cc

absl::Status RegisterFibonacciEnvironment(Catalog& catalog,
                                          const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<FibonacciEnvironment>());
}

}  // namespace referee

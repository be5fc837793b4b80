#include "verifiers/environments/counting/heap_counting.h"

#include "verifiers/environments/member.h"
#include "verifiers/environments/sieves.h"

namespace referee {
inline namespace heap_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::MulMod;
using environments::PowMod;

constexpr int kMaxDifficulty = 91;  // MAX_N = 93861.
constexpr int64_t kMaxN = 100000;
constexpr int64_t kMaxPrime = 1000000000;

struct HeapCountingInstance {
  int64_t n = 3;
  int64_t p = 2;
  std::string answer;  // Derived: the number of heaps mod p.
};

// RLVE's MAX_N after `difficulty` updates: 10, then floor(1.1 x) + 1
// (exact in integers: 1.1 in binary is slightly above 1.1).
int64_t MaxN(int difficulty) {
  return environments::RlveGrowth(10, difficulty);
}

bool IsPrime(int64_t x) {
  if (x < 2) return false;
  for (int64_t d = 2; d * d <= x; ++d) {
    if (x % d == 0) return false;
  }
  return true;
}

// Heap labellings of the complete binary tree on nodes 1..n (children 2i,
// 2i+1), mod the prime p: h(i) = C(size(i) - 1, size(2i)) h(2i) h(2i+1),
// the binomial by Lucas' theorem (p may be at most n).
std::string CountHeaps(int64_t n, int64_t p) {
  const uint64_t mod = static_cast<uint64_t>(p);
  const int64_t limit = std::min(n, p - 1);
  std::vector<uint64_t> fact(static_cast<size_t>(limit + 1), 1);
  for (int64_t i = 1; i <= limit; ++i) {
    fact[static_cast<size_t>(i)] =
        MulMod(fact[static_cast<size_t>(i - 1)], static_cast<uint64_t>(i), mod);
  }
  // C(a, b) mod p for 0 <= a, b < p (a <= n), by Fermat's inverse.
  auto small = [&](int64_t a, int64_t b) -> uint64_t {
    if (b > a) return 0;
    const uint64_t below = MulMod(fact[static_cast<size_t>(b)],
                                  fact[static_cast<size_t>(a - b)], mod);
    return MulMod(fact[static_cast<size_t>(a)], PowMod(below, mod - 2, mod), mod);
  };
  auto lucas = [&](int64_t a, int64_t b) -> uint64_t {
    uint64_t result = 1 % mod;
    while (b > 0 && result != 0) {
      result = MulMod(result, small(a % p, b % p), mod);
      a /= p;
      b /= p;
    }
    return result;
  };
  std::vector<int64_t> size(static_cast<size_t>(n + 1), 1);
  for (int64_t i = n; i >= 2; --i) size[static_cast<size_t>(i / 2)] += size[static_cast<size_t>(i)];
  std::vector<uint64_t> heaps(static_cast<size_t>(n + 1), 1 % mod);
  for (int64_t i = n; i >= 1; --i) {
    const int64_t left = 2 * i, right = 2 * i + 1;
    uint64_t value = lucas(size[static_cast<size_t>(i)] - 1,
                           left <= n ? size[static_cast<size_t>(left)] : 0);
    if (left <= n) value = MulMod(value, heaps[static_cast<size_t>(left)], mod);
    if (right <= n) value = MulMod(value, heaps[static_cast<size_t>(right)], mod);
    heaps[static_cast<size_t>(i)] = value;
  }
  return absl::StrCat(heaps[1]);
}

class HeapCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<HeapCountingInstance> {
 public:
  HeapCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"heap_counting", "RLVE-Gym:HeapCounting", kMaxDifficulty,
             "Count the permutations P of 1..N with P[i] > P[i/2] (heap order), modulo a prime P.",
             /*difficulty_help=*/"MAX_N = 10, then floor(1.1 MAX_N) + 1 per level; N uniform in "
             "3..MAX_N, P a uniform prime in 2..5N"},
            environments::NumberLadder::kExact) {}

 protected:
  HeapCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    HeapCountingInstance instance;
    instance.n = rng.Uniform(3, MaxN(difficulty));
    const int64_t top = 5 * instance.n;
    const std::vector<int64_t> primes = environments::PrimesUpTo(top);
    instance.p = primes[static_cast<size_t>(
        rng.Uniform(0, static_cast<int64_t>(primes.size()) - 1))];
    return instance;
  }
  void DeclareFields(environments::InstanceFields<HeapCountingInstance>& fields) const override {
    fields.Int("n", &HeapCountingInstance::n, 1, kMaxN)
        .Int("p", &HeapCountingInstance::p, 2, kMaxPrime);
  }
  absl::Status Finish(HeapCountingInstance& instance) const override {
    if (!IsPrime(instance.p)) return environments::BadInstance("p", "must be a prime");
    instance.answer = CountHeaps(instance.n, instance.p);
    return absl::OkStatus();
  }
  std::string Prompt(const HeapCountingInstance& instance) const override {
    return absl::StrCat(
        "How many permutations P[1], P[2], ..., P[", instance.n,
        "] of the numbers 1 to ", instance.n, " satisfy P[i] > P[floor(i / 2)] "
        "for every i from 2 to ", instance.n, "? Give the count modulo ",
        instance.p, " (a prime number).\n\nPut your final answer (a single "
        "integer) inside <answer> </answer> tags.");
  }
  std::optional<environments::AnswerRange> Range(
      const HeapCountingInstance& instance) const override {
    return environments::AnswerRange{0, instance.p - 1};
  }
};

}  // namespace
}  // namespace heap_counting_cc

absl::Status RegisterHeapCountingEnvironment(Catalog& catalog,
                                             const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<HeapCountingEnvironment>());
}

}  // namespace referee

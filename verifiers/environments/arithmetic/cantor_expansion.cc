#include "verifiers/environments/arithmetic/cantor_expansion.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace cantor_expansion_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 997;
constexpr size_t kMaxValues = 20000;
constexpr int64_t kMaxMod = 1000000000;
constexpr int64_t kGeneratedMaxMod = 100000;  // RLVE's max_MOD.

struct CantorExpansionInstance {
  std::vector<int64_t> values;
  int64_t mod = 2;
  std::string answer;  // Derived: the rank modulo `mod`.
};

// x^-1 mod m for gcd(x, m) = 1 (extended Euclid).
uint64_t InverseMod(uint64_t x, uint64_t m) {
  int64_t old_r = static_cast<int64_t>(x % m), r = static_cast<int64_t>(m);
  int64_t old_s = 1, s = 0;
  while (r != 0) {
    const int64_t q = old_r / r;
    std::swap(old_r, r);
    r -= q * old_r;
    std::swap(old_s, s);
    s -= q * old_s;
  }
  const int64_t mm = static_cast<int64_t>(m);
  return static_cast<uint64_t>(((old_s % mm) + mm) % mm);
}

// a·b mod m for m <= 10^9 (the product fits 64 bits).
uint64_t Mul(uint64_t a, uint64_t b, uint64_t m) { return a * b % m; }
uint64_t Pow(uint64_t base, uint64_t e, uint64_t m) {
  uint64_t result = 1 % m;
  for (base %= m; e > 0; e >>= 1, base = Mul(base, base, m)) {
    if (e & 1) result = Mul(result, base, m);
  }
  return result;
}

// A product of integers modulo `mod` (<= 10^9), kept as a unit (coprime to mod) and
// the exponents of mod's primes, so that division by any positive factor
// of the product is exact.
class FactoredProduct {
 public:
  explicit FactoredProduct(uint64_t mod) : mod_(mod) {
    uint64_t rest = mod;
    for (uint64_t p = 2; p * p <= rest; ++p) {
      if (rest % p != 0) continue;
      primes_.push_back(p);
      while (rest % p == 0) rest /= p;
    }
    if (rest > 1) primes_.push_back(rest);
    exponents_.assign(primes_.size(), 0);
    unit_ = 1 % mod;
  }
  void Multiply(uint64_t x) { unit_ = Mul(unit_, Split(x, +1), mod_); }
  void Divide(uint64_t x) {
    unit_ = Mul(unit_, InverseMod(Split(x, -1), mod_), mod_);
  }
  uint64_t Value() const {
    uint64_t v = unit_;
    for (size_t i = 0; i < primes_.size(); ++i) {
      if (exponents_[i] > 0) {
        v = Mul(v, Pow(primes_[i], static_cast<uint64_t>(exponents_[i]), mod_), mod_);
      }
    }
    return v;
  }

 private:
  // x without mod's primes (reduced mod `mod`), their exponents added with
  // `sign`.
  uint64_t Split(uint64_t x, int sign) {
    for (size_t i = 0; i < primes_.size(); ++i) {
      while (x % primes_[i] == 0) {
        x /= primes_[i];
        exponents_[i] += sign;
      }
    }
    return x % mod_;
  }
  uint64_t mod_;
  uint64_t unit_;
  std::vector<uint64_t> primes_;
  std::vector<int64_t> exponents_;
};

// The number of distinct permutations of `values` (each in 1..n) that are
// lexicographically smaller, modulo `mod`: position i contributes
// (L - 1)! · w / prod(count_v!) over the suffix from i (length L), w the
// number of suffix entries smaller than values[i].
std::string CantorRank(const std::vector<int64_t>& values, int64_t mod) {
  const size_t n = values.size();
  std::vector<int64_t> fenwick(n + 1, 0), count(n + 1, 0);
  FactoredProduct x(static_cast<uint64_t>(mod));  // (L - 1)! / prod(count!).
  uint64_t rank = 0;
  for (size_t i = n; i-- > 0;) {
    const size_t v = static_cast<size_t>(values[i]);
    int64_t w = 0;
    for (size_t j = v - 1; j > 0; j -= j & (~j + 1)) w += fenwick[j];
    for (size_t j = v; j <= n; j += j & (~j + 1)) ++fenwick[j];
    const size_t length = n - i;
    if (length > 1) x.Multiply(length - 1);
    x.Divide(static_cast<uint64_t>(++count[v]));
    if (w > 0) {
      x.Multiply(static_cast<uint64_t>(w));
      rank = (rank + x.Value()) % static_cast<uint64_t>(mod);
      x.Divide(static_cast<uint64_t>(w));
    }
  }
  return absl::StrCat(rank);
}

class CantorExpansionEnvironment final
    : public environments::IntegerAnswerEnvironment<CantorExpansionInstance> {
 public:
  CantorExpansionEnvironment()
      : IntegerAnswerEnvironment(
            {"cantor_expansion", "RLVE-Gym:CantorExpansion", kMaxDifficulty,
             "Count the distinct rearrangements of a sequence that are lexicographically smaller "
             "than it, modulo MOD.",
             /*difficulty_help=*/"N = d + 3 values uniform in 1..M, M uniform in 2..N; MOD "
             "uniform in 2..10^5"},
            environments::NumberLadder::kExact) {}

 protected:
  CantorExpansionInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = difficulty + 3;
    const int64_t m = rng.Uniform(2, n);
    CantorExpansionInstance instance;
    for (int64_t i = 0; i < n; ++i) instance.values.push_back(rng.Uniform(1, m));
    instance.mod = rng.Uniform(2, kGeneratedMaxMod);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<CantorExpansionInstance>& fields) const override {
    fields.Ints("values", &CantorExpansionInstance::values, static_cast<int64_t>(kMaxValues), 1,
                static_cast<int64_t>(kMaxValues))
        .Int("mod", &CantorExpansionInstance::mod, 2, kMaxMod);
  }
  absl::Status Finish(CantorExpansionInstance& instance) const override {
    for (int64_t v : instance.values) {
      if (v > static_cast<int64_t>(instance.values.size())) {
        return environments::BadInstance("values", "each value must be at most their count");
      }
    }
    instance.answer = CantorRank(instance.values, instance.mod);
    return absl::OkStatus();
  }
  std::string Prompt(const CantorExpansionInstance& instance) const override {
    return absl::StrCat(
        "Here is a sequence of integers: ", absl::StrJoin(instance.values, ", "),
        "\n\nConsider all the different sequences that can be formed by "
        "rearranging these same numbers (two rearrangements that differ only "
        "by swapping equal numbers count as one). How many of them come "
        "strictly before the given sequence in lexicographic order? Give the "
        "count modulo ", instance.mod,
        ".\n\nPut your final answer (a single integer) inside <answer> "
        "</answer> tags.");
  }
  std::optional<environments::AnswerRange> Range(
      const CantorExpansionInstance& instance) const override {
    return environments::AnswerRange{0, instance.mod - 1};
  }
};

}  // namespace
}  // namespace cantor_expansion_cc

absl::Status RegisterCantorExpansionEnvironment(Catalog& catalog,
                                                const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<CantorExpansionEnvironment>());
}

}  // namespace referee

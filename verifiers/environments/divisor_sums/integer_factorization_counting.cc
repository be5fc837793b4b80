#include "verifiers/environments/divisor_sums/integer_factorization_counting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace integer_factorization_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 44;
constexpr int64_t kMaxN = 1000000000;

// RLVE's controller: MAX_N = 16, then int(1.5 MAX_N) per update.
int64_t MaxN(int difficulty) {
  return environments::RlveScaled(16, difficulty);
}

struct IntegerFactorizationCountingInstance {
  int64_t n = 1;
  std::string answer;  // Derived: the count, in decimal.
};

// The number of sets of at least two distinct integers > 1 whose product is
// n. Divisor index = the mixed-radix number of its exponent vector (digit i
// in 0..e_i), so for x | t the index of t / x is index(t) - index(x).
// ways[t] counts sets of distinct divisors > 1 with product t; it is at
// most the number of factorizations of t, itself at most t: int64 fits.
std::string CountFactorizations(int64_t n) {
  std::vector<int64_t> exponents;
  int64_t rest = n;
  for (int64_t p = 2; p * p <= rest; ++p) {
    if (rest % p != 0) continue;
    int64_t e = 0;
    while (rest % p == 0) {
      rest /= p;
      ++e;
    }
    exponents.push_back(e);
  }
  if (rest > 1) exponents.push_back(1);
  size_t count = 1;
  for (const int64_t e : exponents) count *= static_cast<size_t>(e + 1);
  // digits[index * k + i]: the exponent of the i-th prime in divisor index.
  const size_t k = exponents.size();
  std::vector<int64_t> digits(count * k, 0);
  for (size_t index = 0; index < count; ++index) {
    size_t value = index;
    for (size_t i = 0; i < k; ++i) {
      const size_t radix = static_cast<size_t>(exponents[i] + 1);
      digits[index * k + i] = static_cast<int64_t>(value % radix);
      value /= radix;
    }
  }
  std::vector<int64_t> ways(count, 0);
  ways[0] = 1;  // The empty product, 1.
  for (size_t x = 1; x < count; ++x) {
    // Descending t: ways[t - x] (t - x < t) still excludes divisor x.
    for (size_t t = count; t-- > x;) {
      bool divides = true;
      for (size_t i = 0; i < k && divides; ++i) {
        divides = digits[x * k + i] <= digits[t * k + i];
      }
      if (divides) ways[t] += ways[t - x];
    }
  }
  return absl::StrCat(ways[count - 1] - 1);
}

class IntegerFactorizationCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<
          IntegerFactorizationCountingInstance> {
 public:
  IntegerFactorizationCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"integer_factorization_counting",
             "RLVE-Gym:IntegerFactorizationCounting", kMaxDifficulty,
             "Count the ways to write N as a product of at least two distinct integers greater "
             "than 1, order ignored.",
             /*difficulty_help=*/"MAX_N = 16, then floor(1.5 MAX_N) per level; N uniform in "
             "4..MAX_N"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  IntegerFactorizationCountingInstance Make(int difficulty,
                                            tasks::Rng& rng) const override {
    IntegerFactorizationCountingInstance instance;
    instance.n = rng.Uniform(4, MaxN(difficulty));
    return instance;
  }
  void DeclareFields(environments::InstanceFields<IntegerFactorizationCountingInstance>& fields)
      const override {
    fields.Int("n", &IntegerFactorizationCountingInstance::n, 1, kMaxN);
  }
  absl::Status Finish(IntegerFactorizationCountingInstance& instance) const override {
    instance.answer = CountFactorizations(instance.n);
    return absl::OkStatus();
  }
  std::string Prompt(
      const IntegerFactorizationCountingInstance& instance) const override {
    return absl::StrCat(
        "In how many ways can ", instance.n,
        " be written as a product of two or more pairwise DISTINCT integers, "
        "each greater than 1? The order of the factors does not matter, and "
        "the number on its own (a single factor) does not count. For "
        "instance, 24 can be written as 2 × 12, 3 × 8, 4 × 6 and 2 × 3 × 4 "
        "(but not 2 × 2 × 6, whose factors repeat), so 24 has 4 such "
        "ways.\n\n"
        "Put your final answer (a single integer, the number of ways) inside "
        "<answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace integer_factorization_counting_cc

absl::Status RegisterIntegerFactorizationCountingEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<IntegerFactorizationCountingEnvironment>());
}

}  // namespace referee

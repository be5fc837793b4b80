#include "verifiers/environments/number_theory/fibonacci_containing_counting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace fibonacci_containing_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 79;
constexpr int64_t kMaxK = 1000000000000000;  // 10^15.
constexpr int64_t kPhrasings = 3;

struct FibonacciContainingCountingInstance {
  int64_t k = 2;
  int64_t phrasing = 0;  // Which wording the prompt uses (0..2).
  std::string answer;  // Derived.
};

// The inverse of b modulo a (coprime, a >= 1), in [0, a).
int64_t InverseMod(int64_t b, int64_t a) {
  int64_t r0 = b % a, r1 = a, s0 = 1, s1 = 0;
  while (r1 != 0) {
    const int64_t q = r0 / r1;
    int64_t t = r0 - q * r1; r0 = r1; r1 = t;
    t = s0 - q * s1; s0 = s1; s1 = t;
  }
  return ((s0 % a) + a) % a;
}

// Sum over consecutive Fibonacci pairs (p, q) = (F(i-1), F(i)) with
// p + q <= K of #{a, b >= 1 : p a + q b = K}. gcd(p, q) = 1, so b runs over
// b0, b0 + p, ... with b0 in [1, p] the residue K q^-1 mod p, while
// q b < K. The total is below 2K.
std::string Count(int64_t k) {
  int64_t total = 0;
  for (int64_t p = 1, q = 1; p + q <= k;) {
    const uint64_t residue = environments::MulMod(
        static_cast<uint64_t>(k % p), static_cast<uint64_t>(InverseMod(q, p)),
        static_cast<uint64_t>(p));
    const __int128 b0 = residue == 0 ? p : static_cast<__int128>(residue);
    const __int128 rest = static_cast<__int128>(k) - static_cast<__int128>(q) * b0;
    if (rest > 0) {
      total += static_cast<int64_t>((rest - 1) / (static_cast<__int128>(p) * q) + 1);
    }
    const int64_t next = p + q;
    p = q;
    q = next;
  }
  return absl::StrCat(total);
}

class FibonacciContainingCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<FibonacciContainingCountingInstance> {
 public:
  FibonacciContainingCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"fibonacci_containing_counting",
             "RLVE-Gym:FibonacciContainingCounting", kMaxDifficulty,
             "Count the starting pairs (a, b) whose Fibonacci-like sequence reaches K.",
             /*difficulty_help=*/"MAX_K = 10, then floor(1.5 MAX_K) per level; K uniform in "
             "2..MAX_K"},
            environments::NumberLadder::kMinOverMax) {}

 protected:
  FibonacciContainingCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_k = environments::RlveScaled(10, difficulty);
    FibonacciContainingCountingInstance instance;
    instance.k = rng.Uniform(2, max_k);
    instance.phrasing = rng.Uniform(0, kPhrasings - 1);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<FibonacciContainingCountingInstance>& fields)
      const override {
    fields.Int("k", &FibonacciContainingCountingInstance::k, 2, kMaxK)
        .Int("phrasing", &FibonacciContainingCountingInstance::phrasing, 0, kPhrasings - 1)
        .Optional();
  }
  absl::Status Finish(FibonacciContainingCountingInstance& instance) const override {
    instance.answer = Count(instance.k);
    return absl::OkStatus();
  }
  std::string Prompt(const FibonacciContainingCountingInstance& instance) const override {
    std::string question;
    switch (instance.phrasing) {
      case 1:
        question = absl::StrCat(
            "A sequence starts with two positive integers f(0) = a and f(1) = "
            "b, and every later term is the sum of the two terms before it. "
            "Count the ordered pairs (a, b) for which ", instance.k,
            " occurs among f(2), f(3), f(4), ...");
        break;
      case 2:
        question = absl::StrCat(
            "Call a pair (a, b) of positive integers good if the recurrence "
            "f(0) = a, f(1) = b, f(n) = f(n-1) + f(n-2) produces the value ",
            instance.k, " at some index n >= 2. How many good pairs are there?");
        break;
      default:
        question = absl::StrCat(
            "Pick two positive integers a and b and build the sequence f(0) = "
            "a, f(1) = b, f(n) = f(n-1) + f(n-2) for n >= 2. For how many "
            "pairs (a, b) does the value ", instance.k,
            " appear as f(n) for some n >= 2?");
        break;
    }
    return absl::StrCat(
        question,
        "\n\nPut your final answer (a single integer, the number of pairs) "
        "inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace fibonacci_containing_counting_cc

absl::Status RegisterFibonacciContainingCountingEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<FibonacciContainingCountingEnvironment>());
}

}  // namespace referee

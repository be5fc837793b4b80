#include "verifiers/environments/number_theory/minimum_fibonacci_representation.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace minimum_fibonacci_representation_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 84;  // MAX_K = 8827965027544416 < 2^53.
constexpr int64_t kMaxK = environments::kMaxJsonInteger;

struct MinimumFibonacciRepresentationInstance {
  int64_t k = 1;
  std::string answer;  // Derived: the fewest signed Fibonacci terms.
};

// The greedy: n is replaced by min(next - n, n - previous), where previous
// <= n < next are consecutive Fibonacci numbers (1, 2, 3, 5, ...), one
// term per step. The numbers stay below 2^54 (next < 2 n for n >= 1), far
// inside 64 bits.
int64_t FewestTerms(int64_t k) {
  int64_t terms = 0;
  for (int64_t n = k; n > 0; ++terms) {
    int64_t previous = 1;
    int64_t next = 2;
    while (next <= n) {
      const int64_t sum = previous + next;
      previous = next;
      next = sum;
    }
    n = std::min(next - n, n - previous);
  }
  return terms;
}

class MinimumFibonacciRepresentationEnvironment final
    : public environments::IntegerAnswerEnvironment<MinimumFibonacciRepresentationInstance> {
 public:
  MinimumFibonacciRepresentationEnvironment()
      : IntegerAnswerEnvironment(
            {"minimum_fibonacci_representation", "RLVE-Gym:MinimumFibonacciRepresentation",
             kMaxDifficulty,
             "The fewest Fibonacci numbers (1, 2, 3, 5, 8, ..., repeats allowed), each added or "
             "subtracted, that total K.",
             /*difficulty_help=*/"MAX_K = 15, then floor(1.5 MAX_K) per level (366 at d = 8); "
             "K uniform in 4..MAX_K"},
            environments::NumberLadder::kExact) {}

 protected:
  MinimumFibonacciRepresentationInstance Make(int difficulty, tasks::Rng& rng) const override {
    MinimumFibonacciRepresentationInstance instance;
    instance.k = rng.Uniform(4, environments::RlveScaled(15, difficulty));
    return instance;
  }
  void DeclareFields(environments::InstanceFields<MinimumFibonacciRepresentationInstance>& fields)
      const override {
    fields.Int("k", &MinimumFibonacciRepresentationInstance::k, 1, kMaxK);
  }
  absl::Status Finish(MinimumFibonacciRepresentationInstance& instance) const override {
    instance.answer = absl::StrCat(FewestTerms(instance.k));
    return absl::OkStatus();
  }
  std::string Prompt(const MinimumFibonacciRepresentationInstance& instance) const override {
    return absl::StrCat(
        "Take the Fibonacci numbers 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, ... (each is the "
        "sum of the two before it). A positive integer can be written as a sum of terms, each "
        "a Fibonacci number with a plus or a minus sign; the same Fibonacci number may appear "
        "more than once. For instance 12 = 13 - 1 takes 2 terms, 16 = 8 + 8 takes 2 terms, and "
        "27 = 21 + 5 + 1 takes 3 terms.\n\n"
        "What is the smallest number of terms needed to write ", instance.k, " this way?\n\n"
        "Put your final answer (a single integer) inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace minimum_fibonacci_representation_cc

absl::Status RegisterMinimumFibonacciRepresentationEnvironment(Catalog& catalog,
                                                               const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<MinimumFibonacciRepresentationEnvironment>());
}

}  // namespace referee

#include "verifiers/environments/counting/number_partition_counting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace number_partition_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 12;  // MAX_N = 1234.
constexpr int64_t kMaxN = 1400;     // p(1400) < 2^128 <= p(1500).

struct NumberPartitionCountingInstance {
  int64_t n = 1;
  int64_t k = 1;
  std::string answer;  // Derived: partitions of n into exactly k parts.
};

// RLVE's MAX_N after `difficulty` updates: 10, then floor(1.5 MAX_N).
int64_t MaxN(int difficulty) {
  return environments::RlveScaled(10, difficulty);
}

// Partitions of n into exactly k parts = partitions of n - k into parts of
// size at most k (take one from every part): a coin-change table over
// 0..n-k. Every entry is at most p(n) < 2^128 (n <= kMaxN), so the sums
// cannot overflow.
std::string CountPartitions(int64_t n, int64_t k) {
  const int64_t rest = n - k;
  std::vector<unsigned __int128> ways(static_cast<size_t>(rest + 1), 0);
  ways[0] = 1;
  for (int64_t part = 1; part <= k && part <= rest; ++part) {
    for (int64_t s = part; s <= rest; ++s) {
      ways[static_cast<size_t>(s)] += ways[static_cast<size_t>(s - part)];
    }
  }
  return environments::U128Text(ways[static_cast<size_t>(rest)]);
}

class NumberPartitionCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<NumberPartitionCountingInstance> {
 public:
  NumberPartitionCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"number_partition_counting", "RLVE-Gym:NumberPartitionCounting", kMaxDifficulty,
             "Count the partitions of N into exactly K positive parts (order does not matter).",
             /*difficulty_help=*/"MAX_N = 10, then floor(1.5 MAX_N) per level; N uniform in "
             "1..MAX_N, K uniform in 1..N"},
            environments::NumberLadder::kMinOverMaxPositive) {}

 protected:
  NumberPartitionCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    NumberPartitionCountingInstance instance;
    instance.n = rng.Uniform(1, MaxN(difficulty));
    instance.k = rng.Uniform(1, instance.n);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<NumberPartitionCountingInstance>& fields) const override {
    using I = NumberPartitionCountingInstance;
    fields.Int("n", &I::n, 1, kMaxN).Int("k", &I::k, 1, [](const I& x) { return x.n; });
  }
  absl::Status Finish(NumberPartitionCountingInstance& instance) const override {
    instance.answer = CountPartitions(instance.n, instance.k);
    return absl::OkStatus();
  }
  std::string Prompt(const NumberPartitionCountingInstance& instance) const override {
    return absl::StrCat(
        "In how many ways can the integer ", instance.n,
        " be written as a sum of exactly ", instance.k,
        " positive integers? The order of the summands does not matter: "
        "1 + 1 + 5 and 5 + 1 + 1 are the same way, so count multisets of ",
        instance.k, " positive integers whose sum is ", instance.n,
        ".\n\nPut your final answer (a single integer) inside <answer> "
        "</answer> tags.");
  }
};

}  // namespace
}  // namespace number_partition_counting_cc

absl::Status RegisterNumberPartitionCountingEnvironment(Catalog& catalog,
                                                        const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<NumberPartitionCountingEnvironment>());
}

}  // namespace referee

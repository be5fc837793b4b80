#include "verifiers/environments/divisor_sums/coprime_set_pair_counting.h"

#include <map>

#include "verifiers/environments/member.h"

namespace referee {
inline namespace coprime_set_pair_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 19;  // N = 76.
constexpr int64_t kMaxElements = 80;  // 3^80 < 2^127.
constexpr int64_t kMaxValue = 100;

struct CoprimeSetPairCountingInstance {
  std::vector<int64_t> set;  // In the order shown.
  std::string answer;        // Derived: the count, in decimal.
};

using Count = unsigned __int128;

std::string PairCount(const std::vector<int64_t>& values) {
  const int64_t largest = *std::max_element(values.begin(), values.end());
  std::vector<int64_t> small;  // Primes p with p * p <= largest.
  for (int64_t p = 2; p * p <= largest; ++p) {
    bool prime = true;
    for (int64_t q = 2; q * q <= p; ++q) prime = prime && p % q != 0;
    if (prime) small.push_back(p);
  }
  const size_t k = small.size();
  // Each value: the mask of its small primes and its large prime (1: none).
  std::map<int64_t, std::vector<uint32_t>> groups;  // Large prime -> masks.
  std::vector<uint32_t> loose;                      // No large prime.
  for (int64_t x : values) {
    uint32_t mask = 0;
    for (size_t i = 0; i < k; ++i) {
      if (x % small[i] != 0) continue;
      mask |= 1u << i;
      while (x % small[i] == 0) x /= small[i];
    }
    if (x == 1) {
      loose.push_back(mask);
    } else {
      groups[x].push_back(mask);  // x is prime: its square exceeds largest.
    }
  }
  // States: the small primes S uses and those T uses (disjoint), indexed
  // s * 2^k + t; only disjoint pairs are ever reached.
  const size_t side = size_t{1} << k;
  std::vector<Count> f(side * side, 0);
  f[0] = 1;
  // One element that may join S (to_s), T (to_t) or neither.
  auto take = [side](const std::vector<Count>& from, uint32_t mask, bool to_s, bool to_t) {
    std::vector<Count> to = from;  // Neither.
    for (size_t s = 0; s < side; ++s) {
      for (size_t t = 0; t < side; ++t) {
        const Count ways = from[s * side + t];
        if (ways == 0) continue;
        if (to_s && (mask & t) == 0) to[(s | mask) * side + t] += ways;
        if (to_t && (mask & s) == 0) to[s * side + (t | mask)] += ways;
      }
    }
    return to;
  };
  for (const uint32_t mask : loose) f = take(f, mask, true, true);
  for (const auto& [prime, masks] : groups) {
    std::vector<Count> only_s = f, only_t = f;
    for (const uint32_t mask : masks) {
      only_s = take(only_s, mask, true, false);
      only_t = take(only_t, mask, false, true);
    }
    for (size_t i = 0; i < f.size(); ++i) f[i] = only_s[i] + only_t[i] - f[i];
  }
  Count total = 0;
  for (const Count ways : f) total += ways;
  return environments::U128Text(total);
}

class CoprimeSetPairCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<CoprimeSetPairCountingInstance> {
 public:
  CoprimeSetPairCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"coprime_set_pair_counting", "RLVE-Gym:TwoSet_AllCoprime_Counting",
             kMaxDifficulty,
             "Count the ordered pairs of disjoint subsets (S, T) of a set of integers with every "
             "element of S coprime to every element of T.",
             /*difficulty_help=*/"N = 8, then int(1.1 N + 1) per level; a set of size uniform "
             "in 2..N-1 of distinct integers from 2..N"},
            environments::NumberLadder::kMinOverMaxPositive) {}

 protected:
  CoprimeSetPairCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowth(8, difficulty);
    const int64_t size = rng.Uniform(2, n - 1);
    std::vector<int64_t> pool;
    for (int64_t v = 2; v <= n; ++v) pool.push_back(v);
    for (int64_t i = 0; i < size; ++i) {  // The first `size` of a shuffle.
      std::swap(pool[static_cast<size_t>(i)],
                pool[static_cast<size_t>(rng.Uniform(i, static_cast<int64_t>(pool.size()) - 1))]);
    }
    CoprimeSetPairCountingInstance instance;
    instance.set.assign(pool.begin(), pool.begin() + size);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<CoprimeSetPairCountingInstance>& fields) const override {
    fields.Ints("set", &CoprimeSetPairCountingInstance::set, kMaxElements, 2, kMaxValue);
  }
  absl::Status Finish(CoprimeSetPairCountingInstance& instance) const override {
    std::vector<int64_t> sorted = instance.set;
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) {
      return absl::InvalidArgumentError("set: a value is listed twice");
    }
    instance.answer = PairCount(instance.set);
    return absl::OkStatus();
  }
  std::string Prompt(const CoprimeSetPairCountingInstance& instance) const override {
    return absl::StrCat(
        "Here is a set of integers: ", absl::StrJoin(instance.set, " "),
        "\n\nCount the ordered pairs (S, T) of subsets of this set such that S and T have "
        "no element in common and every element of S is coprime to every element of T "
        "(gcd(x, y) = 1 for all x in S and y in T). S and T may be empty, and (S, T) and "
        "(T, S) are different pairs when S and T differ.\n\n"
        "Put your final answer (a single integer, the number of pairs) inside <answer> "
        "</answer> tags.");
  }
};

}  // namespace
}  // namespace coprime_set_pair_counting_cc

absl::Status RegisterCoprimeSetPairCountingEnvironment(Catalog& catalog,
                                                       const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<CoprimeSetPairCountingEnvironment>());
}

}  // namespace referee

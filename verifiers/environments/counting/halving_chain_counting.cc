#include "verifiers/environments/counting/halving_chain_counting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace halving_chain_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 25;  // MAX_N = 399403.
constexpr int64_t kMaxN = 400000;   // f(400000) < 2^121.

struct HalvingChainCountingInstance {
  int64_t n = 1;
  std::string answer;  // Derived: the number of sequences.
};

// RLVE's MAX_N after `difficulty` updates: 16, then floor(1.5 x).
int64_t MaxN(int difficulty) {
  return environments::RlveScaled(16, difficulty);
}

// f(x) = 1 + f(1) + ... + f(floor(x/2)) (stop at x, or append any
// y <= x/2 and continue from y). With S(k) = f(1) + ... + f(k):
// S(k) = S(k-1) + 1 + S(floor(k/2)) and f(n) = 1 + S(floor(n/2)). Every
// S(k) for k <= n/2 is below f(n) < 2^121 (n <= kMaxN): no overflow.
std::string CountChains(int64_t n) {
  const int64_t half = n / 2;
  std::vector<unsigned __int128> sums(static_cast<size_t>(half + 1), 0);
  for (int64_t k = 1; k <= half; ++k) {
    sums[static_cast<size_t>(k)] =
        sums[static_cast<size_t>(k - 1)] + 1 + sums[static_cast<size_t>(k / 2)];
  }
  return environments::U128Text(sums[static_cast<size_t>(half)] + 1);
}

class HalvingChainCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<HalvingChainCountingInstance> {
 public:
  HalvingChainCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"halving_chain_counting", "RLVE-Gym:HalvingChainCounting", kMaxDifficulty,
             "Count the sequences starting at N in which every next element is a positive integer "
             "at most half the previous one.",
             /*difficulty_help=*/"MAX_N = 16, then floor(1.5 MAX_N) per level; N uniform in "
             "1..MAX_N"},
            environments::NumberLadder::kMinOverMaxPositive) {}

 protected:
  HalvingChainCountingInstance Make(int difficulty, tasks::Rng& rng) const override {
    HalvingChainCountingInstance instance;
    instance.n = rng.Uniform(1, MaxN(difficulty));
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<HalvingChainCountingInstance>& fields) const override {
    fields.Int("n", &HalvingChainCountingInstance::n, 1, kMaxN);
  }
  absl::Status Finish(HalvingChainCountingInstance& instance) const override {
    instance.answer = CountChains(instance.n);
    return absl::OkStatus();
  }
  std::string Prompt(const HalvingChainCountingInstance& instance) const override {
    return absl::StrCat(
        "Sequences are built by these rules:\n"
        "1. The one-element sequence (", instance.n, ") is valid.\n"
        "2. Appending a positive integer to a valid sequence gives a valid "
        "sequence, provided the new integer is at most half of the current "
        "last element (x <= last / 2).\n"
        "How many different valid sequences are there?\n\nPut your final "
        "answer (a single integer) inside <answer> </answer> tags.");
  }
};

}  // namespace
}  // namespace halving_chain_counting_cc

absl::Status RegisterHalvingChainCountingEnvironment(Catalog& catalog,
                                                     const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<HalvingChainCountingEnvironment>());
}

}  // namespace referee

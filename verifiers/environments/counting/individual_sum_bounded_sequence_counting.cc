#include "verifiers/environments/counting/individual_sum_bounded_sequence_counting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace individual_sum_bounded_sequence_counting_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::kMaxJsonInteger;
using environments::MulMod;
using environments::PowMod;

constexpr int kMaxDifficulty = 51;  // MAX_N = 2^53.
constexpr int64_t kGeneratedMaxMod = 1000000000;  // RLVE's max_MOD.

struct IndividualSumBoundedSequenceCountingInstance {
  int64_t n = 2;
  int64_t k = 2;
  int64_t m = 1;
  int64_t mod = 2;
  std::string answer;  // Derived: the count mod `mod`.
};

// N M^(K-1) - (K-1) M^(K-2) M(M+1)/2 mod `mod`: summing N - s over the
// M^(K-1) choices of X[2..K], whose sums s add up to
// (K-1) M^(K-2) (1 + ... + M).
std::string CountSequences(int64_t n, int64_t k, int64_t m, int64_t mod) {
  const uint64_t md = static_cast<uint64_t>(mod);
  const uint64_t mm = static_cast<uint64_t>(m) % md;
  const uint64_t all = MulMod(static_cast<uint64_t>(n) % md,
                              PowMod(mm, static_cast<uint64_t>(k - 1), md), md);
  const uint64_t triangle = static_cast<uint64_t>(
      (static_cast<unsigned __int128>(m) * static_cast<unsigned __int128>(m + 1) / 2) % md);
  const uint64_t sums = MulMod(
      MulMod(static_cast<uint64_t>(k - 1) % md, triangle, md),
      PowMod(mm, static_cast<uint64_t>(k - 2), md), md);
  return absl::StrCat((all + md - sums) % md);
}

int FloorLog2(int64_t x) { return 63 - __builtin_clzll(static_cast<uint64_t>(x)); }

class IndividualSumBoundedSequenceCountingEnvironment final
    : public environments::IntegerAnswerEnvironment<
          IndividualSumBoundedSequenceCountingInstance> {
 public:
  IndividualSumBoundedSequenceCountingEnvironment()
      : IntegerAnswerEnvironment(
            {"individual_sum_bounded_sequence_counting",
             "RLVE-Gym:IndividualSumBounded_SequenceCounting", kMaxDifficulty,
             "Count the sequences X[1..K] with X[1] >= 1, X[2..K] in 1..M and sum at most N, "
             "modulo MOD.",
             /*difficulty_help=*/"MAX_N = 4 * 2^level; N uniform in 2..MAX_N, K log-uniform in "
             "2..N-1 (an octave, then uniform in it), M uniform in 1..(N-1)/(K-1), MOD uniform in "
             "2..10^9"},
            environments::NumberLadder::kExact) {}

 protected:
  IndividualSumBoundedSequenceCountingInstance Make(int difficulty,
                                                    tasks::Rng& rng) const override {
    IndividualSumBoundedSequenceCountingInstance instance;
    instance.n = rng.Uniform(2, int64_t{4} << difficulty);
    if (instance.n == 2) {
      instance.k = 2;  // RLVE: u in [1, 1].
    } else {
      const int octave = static_cast<int>(rng.Uniform(1, FloorLog2(instance.n - 1)));
      const int64_t low = int64_t{1} << octave;
      instance.k = rng.Uniform(low, std::min(2 * low - 1, instance.n - 1));
    }
    instance.m = rng.Uniform(1, (instance.n - 1) / (instance.k - 1));
    instance.mod = rng.Uniform(2, kGeneratedMaxMod);
    return instance;
  }
  void DeclareFields(environments::InstanceFields<IndividualSumBoundedSequenceCountingInstance>&
                         fields) const override {
    using I = IndividualSumBoundedSequenceCountingInstance;
    fields.Int("n", &I::n, 2, kMaxJsonInteger)
        .Int("k", &I::k, 2, [](const I& x) { return x.n; })
        .Int("m", &I::m, 1, [](const I& x) { return (x.n - 1) / (x.k - 1); })
        .Int("mod", &I::mod, 2, kMaxJsonInteger);
  }
  absl::Status Finish(IndividualSumBoundedSequenceCountingInstance& instance) const override {
    instance.answer = CountSequences(instance.n, instance.k, instance.m, instance.mod);
    return absl::OkStatus();
  }
  std::string Prompt(
      const IndividualSumBoundedSequenceCountingInstance& instance) const override {
    return absl::StrCat(
        "How many integer sequences X[1], X[2], ..., X[", instance.k,
        "] satisfy all of the following?\n"
        "- X[1] >= 1;\n"
        "- 1 <= X[i] <= ", instance.m, " for every i from 2 to ", instance.k,
        ";\n"
        "- X[1] + X[2] + ... + X[", instance.k, "] <= ", instance.n,
        ".\nGive the count modulo ", instance.mod,
        ".\n\nPut your final answer (a single integer) inside <answer> "
        "</answer> tags.");
  }
  std::optional<environments::AnswerRange> Range(
      const IndividualSumBoundedSequenceCountingInstance& instance) const override {
    return environments::AnswerRange{0, instance.mod - 1};
  }
};

}  // namespace
}  // namespace individual_sum_bounded_sequence_counting_cc

absl::Status RegisterIndividualSumBoundedSequenceCountingEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterIntegerAnswerEnvironment(
      catalog, std::make_unique<IndividualSumBoundedSequenceCountingEnvironment>());
}

}  // namespace referee

#include "verifiers/environments/sequences/subset_sum_sequence.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace subset_sum_sequence_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BigNat;

constexpr int kMaxDifficulty = 51;  // MAX_N = 3·2^51 < 2^53.
constexpr int64_t kMaxN = environments::kMaxJsonInteger;  // 2^53.
constexpr int64_t kMaxK = 1000;

struct SubsetSumSequenceInstance {
  int64_t n = 1;
  int64_t k = 2;
  std::string term;  // Derived: the N-th term, in decimal.
};

// N's binary digits read in base K: the N-th sum of distinct powers of K
// (the sums in increasing order correspond to the subsets of powers in
// binary order, as sum_{i < j} K^i < K^j for K >= 2).
std::string NthTerm(int64_t n, int64_t k) {
  BigNat term, power(1);
  for (uint64_t bits = static_cast<uint64_t>(n); bits != 0; bits >>= 1) {
    if (bits & 1) term += power;
    power *= static_cast<uint32_t>(k);
  }
  return term.Text();
}

// Whether the positive decimal `digits` has only 0s and 1s in base k.
// Quadratic in the length: called only on answers of a few hundred digits.
bool ZeroOneDigits(absl::string_view digits, int64_t k) {
  BigNat value;
  for (size_t at = 0; at < digits.size(); at += 9) {
    const size_t take = std::min<size_t>(9, digits.size() - at);
    uint32_t chunk = 0, scale = 1;
    for (size_t i = 0; i < take; ++i) {
      chunk = chunk * 10 + static_cast<uint32_t>(digits[at + i] - '0');
      scale *= 10;
    }
    value *= scale;
    value += BigNat(chunk);
  }
  while (!value.IsZero()) {
    uint32_t digit = 0;
    value = value.DivSmall(static_cast<uint32_t>(k), &digit);
    if (digit > 1) return false;
  }
  return true;
}

// Decimal comparison of canonical non-negative integers.
bool DecimalLess(absl::string_view a, absl::string_view b) {
  return a.size() != b.size() ? a.size() < b.size() : a < b;
}

class SubsetSumSequenceEnvironment final
    : public environments::LadderEnvironment<SubsetSumSequenceInstance> {
 public:
  SubsetSumSequenceEnvironment()
      : LadderEnvironment(
            {"subset_sum_sequence", "RLVE-Gym:SubsetSumSequence", kMaxDifficulty,
             "The N-th smallest sum of distinct powers of K (N in binary, read in base K).",
             /*difficulty_help=*/"MAX_N = 3 * 2^d, MAX_K = min(MAX_N, d + 2); N uniform in "
             "1..MAX_N, K uniform in 2..MAX_K"},
            {"RLVE's (min/max)^beta: -1 unparseable or not positive, 0 if the base-K digits are "
             "not all 0 or 1, else (min(answer, term) / max(answer, term))^beta.", /*beta=*/2}) {}

 protected:
  SubsetSumSequenceInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t max_n = int64_t{3} << difficulty;
    const int64_t max_k = std::min<int64_t>(max_n, difficulty + 2);
    SubsetSumSequenceInstance instance;
    instance.n = rng.Uniform(1, max_n);
    instance.k = rng.Uniform(2, max_k);
    return instance;
  }
  void DeclareFields(
      environments::InstanceFields<SubsetSumSequenceInstance>& fields) const override {
    fields.Int("n", &SubsetSumSequenceInstance::n, 1, kMaxN)
        .Int("k", &SubsetSumSequenceInstance::k, 2, kMaxK);
  }
  absl::Status Finish(SubsetSumSequenceInstance& instance) const override {
    instance.term = NthTerm(instance.n, instance.k);
    return absl::OkStatus();
  }
  std::string Prompt(const SubsetSumSequenceInstance& instance) const override {
    const int64_t k = instance.k;
    return absl::StrCat(
        "Take every positive integer that can be written as a sum of one or "
        "more distinct powers of ", k, " (the powers are 1, ", k, ", ", k * k,
        ", ...; each may be used at most once), and list these integers from "
        "the smallest up. The list begins ",
        1, ", ", k, ", ", k + 1, ", ", k * k,
        ", ...\n\nCounting from 1 for the first entry, what is entry number ",
        instance.n,
        " of this list? Give it in decimal.\n\nPut your final answer, a single "
        "decimal integer, inside <answer> </answer> tags, for example <answer>",
        k, "</answer>.");
  }
  std::string Reference(const SubsetSumSequenceInstance& instance) const override {
    return environments::AnswerTagged(instance.term);
  }

  absl::StatusOr<Verdict> Grade(const SubsetSumSequenceInstance& instance,
                                const VerifyInput& input) const override {
    const std::optional<absl::string_view> span = parsing::FinalAnswer(input.output);
    if (!span) return environments::Unparsed();
    const std::optional<std::string> answer = parsing::CanonicalInteger(*span);
    if (!answer) return environments::Unparsed();
    if ((*answer)[0] == '-' || *answer == "0") {
      return Verdict{environments::kUnparsedReward, false, true};  // RLVE's wrong_format.
    }
    if (*answer == instance.term) return Verdict{1.0, true, true};
    const bool below = DecimalLess(*answer, instance.term);
    const long double ratio = below ? environments::DecimalRatio(*answer, instance.term)
                                    : environments::DecimalRatio(instance.term, *answer);
    const double credit = environments::PartialCredit(
        static_cast<double>(std::min<long double>(ratio, 1)), input.params.Number("beta"));
    // A credit of 0 is also what an invalid answer earns: no need to look at
    // the digits of an answer that long.
    if (credit == 0) return Verdict{0.0, false, true};
    if (!ZeroOneDigits(*answer, instance.k)) return Verdict{0.0, false, true};
    return Verdict{credit, false, true};
  }
};

}  // namespace
}  // namespace subset_sum_sequence_cc

absl::Status RegisterSubsetSumSequenceEnvironment(Catalog& catalog,
                                                  const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<SubsetSumSequenceEnvironment>());
}

}  // namespace referee

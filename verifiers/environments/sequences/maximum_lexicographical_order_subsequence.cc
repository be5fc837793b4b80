#include "verifiers/environments/sequences/maximum_lexicographical_order_subsequence.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace maximum_lexicographical_order_subsequence_cc {  // Unity builds: DEVELOPERS.md
namespace {

using environments::BadInstance;

constexpr int kMaxDifficulty = 70;  // N = 6504.
constexpr size_t kMaxValues = 20000;

struct MaximumLexicographicalOrderSubsequenceInstance {
  std::vector<int64_t> a;
  int64_t k = 0;
  // Derived: the lexicographically largest subsequence of length K.
  std::vector<int64_t> gold;
};

class MaximumLexicographicalOrderSubsequenceEnvironment final
    : public environments::LadderEnvironment<MaximumLexicographicalOrderSubsequenceInstance> {
 public:
  MaximumLexicographicalOrderSubsequenceEnvironment()
      : LadderEnvironment(
            {"maximum_lexicographical_order_subsequence",
             "RLVE-Gym:MaximumLexicographicalOrderSubsequence", kMaxDifficulty,
             "Write the lexicographically largest subsequence of length K of an array.",
             /*difficulty_help=*/"N = 3, then floor(1.1 N) + 1 per level (3, 4, ..., 10, 12, "
             "...); K in 2..N-1; A[i] in 1..N"},
            {"RLVE MaximumLexicographicalOrderSubsequence ladder: -1 unparseable, -0.5 unless "
             "K integers forming a subsequence of A, else (positions equal to the largest "
             "subsequence / K)^beta.",
             /*beta=*/5}) {}

 protected:
  MaximumLexicographicalOrderSubsequenceInstance Make(int difficulty,
                                                      tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowth(3, difficulty);
    MaximumLexicographicalOrderSubsequenceInstance instance;
    instance.k = rng.Uniform(2, n - 1);
    for (int64_t i = 0; i < n; ++i) instance.a.push_back(rng.Uniform(1, n));
    return instance;
  }
  void DeclareFields(environments::InstanceFields<MaximumLexicographicalOrderSubsequenceInstance>&
                         fields) const override {
    using I = MaximumLexicographicalOrderSubsequenceInstance;
    fields.Ints("a", &I::a, kMaxValues, 1, environments::kMaxJsonInteger)
        .Int("k", &I::k, 1, [](const I& x) { return static_cast<int64_t>(x.a.size()); });
  }
  absl::Status Finish(MaximumLexicographicalOrderSubsequenceInstance& instance) const override {
    const size_t n = instance.a.size(), k = static_cast<size_t>(instance.k);
    if (k < 1 || k > n) return BadInstance("k", "must be in 1..N");
    // A stack kept non-increasing: a smaller top gives way to a larger value
    // while enough values remain after it to still reach K.
    instance.gold.clear();
    for (size_t i = 0; i < n; ++i) {
      while (!instance.gold.empty() && instance.gold.back() < instance.a[i] &&
             instance.gold.size() - 1 + (n - i) >= k) {
        instance.gold.pop_back();
      }
      if (instance.gold.size() < k) instance.gold.push_back(instance.a[i]);
    }
    return absl::OkStatus();
  }
  std::string Prompt(const MaximumLexicographicalOrderSubsequenceInstance& instance) const override {
    const size_t n = instance.a.size();
    std::string values;
    for (size_t i = 0; i < n; ++i) {
      absl::StrAppend(&values, i > 0 ? " " : "", "A[", i, "]=", instance.a[i]);
    }
    return absl::StrCat(
        "An array A of ", n, " integers, indexed from 0:\n", values, "\n\nChoose ", instance.k,
        " of its entries at increasing indices 0 <= i1 < i2 < ... < i", instance.k, " <= ", n - 1,
        " (a subsequence, not necessarily contiguous) so that the values A[i1], A[i2], ..., A[i",
        instance.k, "] form the lexicographically largest possible sequence: compared entry by "
        "entry, the first difference decides.\n\n"
        "Write those ", instance.k, " values (not the indices), in order and separated by "
        "spaces, inside <answer> </answer> tags, as in <answer>7 7 3</answer>.");
  }
  absl::StatusOr<Verdict> Grade(const MaximumLexicographicalOrderSubsequenceInstance& instance,
                                const VerifyInput& input) const override {
    const size_t k = static_cast<size_t>(instance.k);
    const std::optional<parsing::IntegerTokens> answer =
        environments::FinalIntegers(input.output, k + 1);
    if (!answer) return environments::Unparsed();
    if (answer->count != k) return environments::Invalid();
    // A subsequence iff greedy matching, each value at its earliest place
    // after the last, finds them all.
    size_t i = 0;
    for (const int64_t value : answer->values) {
      while (i < instance.a.size() && instance.a[i] != value) ++i;
      if (i == instance.a.size()) return environments::Invalid();
      ++i;
    }
    return environments::Graded(environments::MatchingPositions(answer->values, instance.gold),
                                instance.k, input.params.Number("beta"));
  }
  std::string Reference(const MaximumLexicographicalOrderSubsequenceInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.gold, " "));
  }
};

}  // namespace
}  // namespace maximum_lexicographical_order_subsequence_cc

absl::Status RegisterMaximumLexicographicalOrderSubsequenceEnvironment(
    Catalog& catalog, const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(
      catalog, std::make_unique<MaximumLexicographicalOrderSubsequenceEnvironment>());
}

}  // namespace referee

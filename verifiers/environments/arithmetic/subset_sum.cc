#include "verifiers/environments/arithmetic/subset_sum.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace subset_sum_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 96;
constexpr int64_t kMaxItems = 100;
constexpr int64_t kMaxValue = 1000000000;         // 10^9.
constexpr int64_t kMaxTarget = kMaxItems * kMaxValue;  // 10^11.

struct SubsetSumInstance {
  std::vector<int64_t> values;  // Distinct, positive.
  int64_t target = 0;
  std::vector<int64_t> subset;  // Indices summing to target; or empty.
};

// The sum of values[i] over `indices` if they are distinct indices into
// `values`; nullopt otherwise. At most 100 values of at most 10^9: no
// overflow.
std::optional<int64_t> SubsetTotal(const std::vector<int64_t>& values,
                                   const std::vector<int64_t>& indices) {
  const int64_t n = static_cast<int64_t>(values.size());
  if (indices.size() > values.size()) return std::nullopt;
  std::vector<bool> chosen(values.size(), false);
  int64_t total = 0;
  for (const int64_t i : indices) {
    // Range first: negatives and kHugeToken must not index `chosen`.
    if (i < 0 || i >= n || chosen[static_cast<size_t>(i)]) return std::nullopt;
    chosen[static_cast<size_t>(i)] = true;
    total += values[static_cast<size_t>(i)];
  }
  return total;
}

absl::Status BadInstance(absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(
      absl::StrCat("environment.instance.", field, ": ", what));
}

class SubsetSumEnvironment final : public environments::LadderEnvironment<SubsetSumInstance> {
 public:
  SubsetSumEnvironment()
      : LadderEnvironment(
            {"subset_sum", "RLVE-Gym:SubsetSum", kMaxDifficulty,
             "Choose some of N distinct positive integers summing exactly to a target (a planted "
             "subset reaches it).",
             /*difficulty_help=*/"N = d + 4 distinct numbers in 1..10 N^2; the target is the sum "
             "of a hidden random non-empty subset"},
            {"Subset sum ladder: -1 unparseable, -0.5 a repeated or unknown index, 1 if the "
             "chosen numbers sum to the target, else 0."}) {}

 protected:
  SubsetSumInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = difficulty + 4;
    const int64_t top = 10 * n * n;
    SubsetSumInstance instance;
    // Rejection against the drawn ones: n <= top / 40, so few redraws.
    std::vector<bool> used(static_cast<size_t>(top + 1), false);
    while (static_cast<int64_t>(instance.values.size()) < n) {
      const int64_t value = rng.Uniform(1, top);
      if (used[static_cast<size_t>(value)]) continue;
      used[static_cast<size_t>(value)] = true;
      instance.values.push_back(value);
    }
    for (int64_t i = 0; i < n; ++i) {
      if (rng.Chance(1, 2)) instance.subset.push_back(i);
    }
    if (instance.subset.empty()) instance.subset.push_back(rng.Uniform(0, n - 1));
    for (const int64_t i : instance.subset) {
      instance.target += instance.values[static_cast<size_t>(i)];
    }
    return instance;
  }

  void DeclareFields(environments::InstanceFields<SubsetSumInstance>& fields) const override {
    using I = SubsetSumInstance;
    auto count = [](const I& x) { return static_cast<int64_t>(x.values.size()); };
    fields.Ints("values", &I::values, kMaxItems, 1, kMaxValue)
        .Int("target", &I::target, 1, kMaxTarget)
        .Ints("subset", &I::subset, count, 0, [count](const I& x) { return count(x) - 1; })
        .Optional();
  }

  absl::Status Finish(SubsetSumInstance& instance) const override {
    std::vector<int64_t> sorted = instance.values;
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) {
      return BadInstance("values", "a number twice");
    }
    if (!instance.subset.empty()) {
      const std::optional<int64_t> total = SubsetTotal(instance.values, instance.subset);
      if (!total) return BadInstance("subset", "an index twice");
      if (*total != instance.target) return BadInstance("subset", "does not sum to the target");
    }
    return absl::OkStatus();
  }

  std::string Prompt(const SubsetSumInstance& instance) const override {
    std::vector<std::string> items;
    for (size_t i = 0; i < instance.values.size(); ++i) {
      items.push_back(absl::StrCat("A[", i, "]=", instance.values[i]));
    }
    return absl::StrCat(
        "Here are ", instance.values.size(),
        " distinct positive integers, with positions 0 through ",
        instance.values.size() - 1, ":\n", absl::StrJoin(items, " "),
        "\n\nPick some of the positions, none of them more than once, so "
        "that the integers at the picked positions add up to precisely ",
        instance.target, ".\n\n"
        "Answer with the picked positions on one line, in any order, spaces "
        "between them, enclosed in <answer> </answer> tags. For instance, "
        "<answer>0 2</answer> picks A[0] and A[2].");
  }

  std::string Reference(const SubsetSumInstance& instance) const override {
    // Explicit instances need not name a subset; generated ones always do.
    if (instance.subset.empty()) return "";
    std::vector<int64_t> subset = instance.subset;
    std::sort(subset.begin(), subset.end());
    return environments::AnswerTagged(absl::StrJoin(subset, " "));
  }

  absl::StatusOr<Verdict> Grade(const SubsetSumInstance& instance,
                                const VerifyInput& input) const override {
    const size_t n = instance.values.size();
    const auto answer = environments::FinalIntegers(input.output, n);
    if (!answer) return environments::Unparsed();
    if (answer->count > n) return environments::Invalid();  // A repeat.
    const std::optional<int64_t> total =
        SubsetTotal(instance.values, answer->values);
    if (!total) return environments::Invalid();
    if (*total == instance.target) return Verdict{1.0, true, true};
    return Verdict{0.0, false, true};
  }
};

}  // namespace
}  // namespace subset_sum_cc

absl::Status RegisterSubsetSumEnvironment(Catalog& catalog,
                                          const TaskOptions& options) {
  return environments::RegisterLadderEnvironment(catalog, std::make_unique<SubsetSumEnvironment>());
}

}  // namespace referee

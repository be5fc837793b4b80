#include "verifiers/environments/sequences/sorting.h"

#include "verifiers/environments/member.h"

namespace referee {
inline namespace sorting_cc {  // Unity builds: DEVELOPERS.md
namespace {

constexpr int kMaxDifficulty = 70;
constexpr size_t kMaxValues = 20000;

struct SortingInstance {
  std::vector<int64_t> values;
  std::vector<int64_t> sorted;  // Derived: the answer.
};

class SortingEnvironment final
    : public environments::SequenceAnswerEnvironment<SortingInstance> {
 public:
  double DefaultBeta() const override { return 10; }
  SortingEnvironment()
      : SequenceAnswerEnvironment(
            {"sorting", "RLVE-Gym:Sorting", kMaxDifficulty,
             "Sort a list of integers in ascending order (RLVE case study).",
             /*difficulty_help=*/"N = 3, then floor(1.1 N) + 1 per level (3, 4, ..., 10, 12, 14, "
             "...); values in 0..5N"}) {}

 protected:
  SortingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowthSize(difficulty);
    SortingInstance instance;
    for (int64_t i = 0; i < n; ++i) {
      instance.values.push_back(rng.Uniform(0, 5 * n));
    }
    return instance;
  }
  void DeclareFields(environments::InstanceFields<SortingInstance>& fields) const override {
    constexpr int64_t kMax = environments::kMaxJsonInteger;
    fields.Ints("values", &SortingInstance::values, kMaxValues, -kMax, kMax);
  }
  absl::Status Finish(SortingInstance& instance) const override {
    instance.sorted = instance.values;
    std::sort(instance.sorted.begin(), instance.sorted.end());
    return absl::OkStatus();
  }
  std::string Prompt(const SortingInstance& instance) const override {
    return absl::StrCat(
        "Arrange these integers from smallest to largest (repeated values "
        "stay, each as often as it occurs):\n",
        absl::StrJoin(instance.values, " "),
        "\n\nWrite the reordered list on one line, its numbers divided by "
        "single spaces, and wrap it in <answer> </answer> tags, as in "
        "<answer>1 2 3 4 5</answer>");
  }
  // RLVE's mean([gold=answer])^beta: positions equal to the sorted list.
  size_t AnswerLength(const SortingInstance& instance) const override {
    return instance.sorted.size();
  }
  std::optional<environments::SequenceGrade> Grade(
      const SortingInstance& instance,
      const std::vector<int64_t>& answer) const override {
    return environments::SequenceGrade{
        environments::MatchingPositions(answer, instance.sorted),
        static_cast<int64_t>(instance.sorted.size())};
  }
  std::string Reference(const SortingInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.sorted, " "));
  }
};

}  // namespace
}  // namespace sorting_cc

absl::Status RegisterSortingEnvironment(Catalog& catalog,
                                        const TaskOptions& options) {
  return environments::RegisterSequenceAnswerEnvironment(
      catalog, std::make_unique<SortingEnvironment>());
}

}  // namespace referee

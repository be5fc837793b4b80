#include "verifiers/environments/sequences/sorting.h"

#include <algorithm>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "verifiers/environments/environment.h"
#include "verifiers/environments/rlve_ladder.h"

namespace referee {
namespace {

using environments::InstanceReader;

constexpr int kMaxDifficulty = 70;
constexpr size_t kMaxValues = 20000;

struct SortingInstance {
  std::vector<int64_t> values;
  std::vector<int64_t> sorted;  // Derived: the answer.
};

class SortingEnvironment final
    : public environments::InstanceEnvironment<SortingInstance> {
 public:
  absl::string_view Name() const override { return "sorting"; }
  absl::string_view Source() const override { return "RLVE-Gym:Sorting"; }
  absl::string_view Description() const override {
    return "Sort a list of integers in ascending order (RLVE case study).";
  }
  absl::string_view DifficultyHelp() const override {
    return "N = 3, then floor(1.1 N) + 1 per level (3, 4, ..., 10, 12, 14, "
           "...); values in 0..5N";
  }
  int MaxDifficulty() const override { return kMaxDifficulty; }

 protected:
  SortingInstance Make(int difficulty, tasks::Rng& rng) const override {
    const int64_t n = environments::RlveGrowthSize(difficulty);
    SortingInstance instance;
    for (int64_t i = 0; i < n; ++i) {
      instance.values.push_back(rng.Uniform(0, 5 * n));
    }
    instance.sorted = instance.values;
    std::sort(instance.sorted.begin(), instance.sorted.end());
    return instance;
  }
  void Write(const SortingInstance& instance,
             google::protobuf::Struct& out) const override {
    environments::SetInts(out, "values", instance.values);
  }
  absl::StatusOr<SortingInstance> Read(const InstanceReader& in) const override {
    if (absl::Status s = in.OnlyFields({"values"}); !s.ok()) return s;
    SortingInstance instance;
    absl::StatusOr<std::vector<int64_t>> values =
        in.Ints("values", kMaxValues, -environments::kMaxJsonInteger,
                environments::kMaxJsonInteger);
    if (!values.ok()) return values.status();
    instance.values = *std::move(values);
    instance.sorted = instance.values;
    std::sort(instance.sorted.begin(), instance.sorted.end());
    return instance;
  }
  std::string Prompt(const SortingInstance& instance) const override {
    return absl::StrCat(
        "You are given the following list of numbers:\n",
        absl::StrJoin(instance.values, " "),
        "\nPlease sort them in **ascending order**.\n\n"
        "Your final answer should be a single line containing the sorted "
        "numbers, separated by **spaces**, inside <answer> </answer> tags. "
        "For example: <answer>1 2 3 4 5</answer>");
  }
  std::string Reference(const SortingInstance& instance) const override {
    return environments::AnswerTagged(absl::StrJoin(instance.sorted, " "));
  }
};

class SortingVerifier final : public Verifier {
 public:
  ScoreBounds Bounds(const ParamValues&) const override {
    return environments::kLadderBounds;
  }
  absl::string_view Name() const override { return "sorting"; }
  absl::string_view Description() const override {
    return "RLVE Sorting ladder: -1 unparseable, -0.5 wrong count, else "
           "(positions matching the sorted list / N)^beta.";
  }
  std::vector<absl::string_view> Tasks() const override { return {"sorting"}; }
  std::vector<ParamSpec> Params() const override {
    return {environments::BetaParam(10)};
  }
  absl::Status ValidateParams(const ParamValues& params) const override {
    return environments::ValidateBeta(params);
  }
  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override {
    const std::vector<int64_t>& sorted =
        input.prepared.As<environments::PreparedInstance<SortingInstance>>()
            .instance()
            .sorted;
    const auto answer = environments::FinalIntegers(input.output, sorted.size());
    if (!answer) return environments::Unparsed();
    if (answer->count != sorted.size()) return environments::Invalid();
    int64_t matching = 0;
    for (size_t i = 0; i < sorted.size(); ++i) {
      matching += answer->values[i] == sorted[i] ? 1 : 0;
    }
    return environments::Graded(matching, static_cast<int64_t>(sorted.size()),
                                input.params.Number("beta"));
  }
};

}  // namespace

absl::Status RegisterSortingEnvironment(Catalog& catalog,
                                        const TaskOptions& options) {
  return RegisterEnvironment(catalog, std::make_unique<SortingEnvironment>(),
                             std::make_unique<SortingVerifier>());
}

}  // namespace referee

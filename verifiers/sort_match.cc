#include "verifiers/sort_match.h"

#include <memory>

#include "verifiers/parsing/sorting.h"
#include "verifiers/environments/legacy/truth/activity_truth.h"

namespace referee {
namespace {

class SortMatchVerifier final : public Verifier {
 public:
  ScoreBounds Bounds(const ParamValues&) const override { return {0, 1}; }
  absl::string_view Name() const override { return "sort_match"; }
  absl::string_view Description() const override {
    return "1 iff the sorting preface equals the IDs sorted by (end, id) "
           "(seed 000 r_sort, App. B).";
  }
  std::vector<absl::string_view> Tasks() const override {
    return {"activity"};
  }

  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override {
    const referee::v1::Activity& activity = input.problem().activity();
    const auto preface = parsing::ExtractSortingPreface(
        input.output, activity.intervals_size());
    Verdict verdict;
    verdict.parsed = preface.has_value();
    verdict.correct =
        preface &&
        *preface == input.prepared.As<tasks::PreparedActivity>().sorted_by_end();
    verdict.score = verdict.correct ? 1 : 0;
    return verdict;
  }
};

}  // namespace

absl::Status RegisterSortMatchVerifier(VerifierRegistry& registry) {
  return registry.Register(std::make_unique<SortMatchVerifier>());
}

}  // namespace referee

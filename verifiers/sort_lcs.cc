#include "verifiers/sort_lcs.h"

#include <algorithm>
#include <memory>

#include "verifiers/parsing/ids.h"
#include "verifiers/parsing/sorting.h"
#include "verifiers/parsing/tags.h"
#include "verifiers/environments/legacy/truth/activity_truth.h"

namespace referee {
namespace {

// Longest run of entries whose sorted positions go up by exactly one.
size_t LongestSortedRun(const std::vector<int32_t>& candidate,
                        const std::vector<int32_t>& position) {
  size_t best = 0, run = 0;
  for (size_t t = 0; t < candidate.size(); ++t) {
    run = (t > 0 && position[candidate[t]] == position[candidate[t - 1]] + 1)
              ? run + 1
              : 1;
    best = std::max(best, run);
  }
  return best;
}

class SortLcsVerifier final : public Verifier {
 public:
  ScoreBounds Bounds(const ParamValues&) const override { return {0, 1}; }
  absl::string_view Name() const override { return "sort_lcs"; }
  absl::string_view Description() const override {
    return "Longest correctly sorted contiguous block over the extracted ID "
           "lists, divided by n (seed 000 App. C; diagnostic).";
  }
  std::vector<absl::string_view> Tasks() const override {
    return {"activity"};
  }

  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override {
    const auto& activity = input.prepared.As<tasks::PreparedActivity>();
    const int32_t n = input.problem().activity().intervals_size();
    const std::vector<int32_t>& position = activity.position();

    size_t best = 0;
    bool any = false;
    auto consider = [&](const std::vector<int32_t>& candidate) {
      if (candidate.empty()) return;
      any = true;
      best = std::max(best, LongestSortedRun(candidate, position));
    };
    if (auto preface = parsing::ExtractSortingPreface(input.output, n)) {
      consider(*preface);
    }
    absl::string_view rest = input.output;
    while (auto ids = parsing::NextIdsBlock(rest)) {
      if (auto list = parsing::ParseIdList(*ids)) {
        consider(parsing::NormalizeIds(*list, n));
      }
    }
    consider(parsing::NormalizeIds(parsing::IdTokens(input.output), n));
    consider(parsing::NormalizeIds(parsing::LongestCommaRun(input.output), n));

    Verdict verdict;
    verdict.parsed = any;
    verdict.score = n == 0 ? 0 : static_cast<double>(best) / n;
    verdict.correct = n > 0 && best == static_cast<size_t>(n);
    return verdict;
  }
};

}  // namespace

absl::Status RegisterSortLcsVerifier(VerifierRegistry& registry) {
  return registry.Register(std::make_unique<SortLcsVerifier>());
}

}  // namespace referee

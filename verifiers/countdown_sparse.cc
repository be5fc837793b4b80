#include "verifiers/countdown_sparse.h"

#include <algorithm>
#include <cmath>
#include <memory>

#include "verifiers/countdown_answer.h"

namespace referee {
namespace {

class CountdownSparseVerifier final : public Verifier {
 public:
  absl::string_view Name() const override { return "countdown_sparse"; }
  absl::string_view Description() const override {
    return "1 if the <answer> expression is correct, format_score if an "
           "<answer> span is present, else 0 (seed 002 Eq. 4).";
  }
  std::vector<absl::string_view> Tasks() const override {
    return {"countdown"};
  }
  std::vector<ParamSpec> Params() const override {
    return {{"format_score", ParamSpec::Type::kNumber, 0.1,
             "reward for a present but incorrect answer"}};
  }
  // A span without the right answer earns format_score (possibly below 0).
  ScoreBounds Bounds(const ParamValues& params) const override {
    return {std::min(0.0, params.Number("format_score")), 1.0};
  }
  absl::Status ValidateParams(const ParamValues& params) const override {
    // At 1 or more a wrong answer would tie or beat a correct one.
    if (!(params.Number("format_score") < 1) ||
        !std::isfinite(params.Number("format_score"))) {
      return absl::InvalidArgumentError(
          "format_score: must be a finite number < 1 (a wrong answer must "
          "score below a correct one)");
    }
    return absl::OkStatus();
  }

  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override {
    const CountdownAnswer answer =
        ReadCountdownAnswer(input.problem().countdown(), input.output);
    Verdict verdict;
    verdict.parsed = answer.ans;
    verdict.correct = answer.correct;
    verdict.score = answer.correct ? 1.0
                    : answer.ans   ? input.params.Number("format_score")
                                   : 0.0;
    return verdict;
  }
};

}  // namespace

absl::Status RegisterCountdownSparseVerifier(VerifierRegistry& registry) {
  return registry.Register(std::make_unique<CountdownSparseVerifier>());
}

}  // namespace referee

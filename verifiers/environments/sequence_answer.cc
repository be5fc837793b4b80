#include "verifiers/environments/sequence_answer.h"

#include <string>
#include <utility>

#include "absl/strings/str_cat.h"
#include "verifiers/environments/rlve_ladder.h"

namespace referee {
namespace environments {
namespace {

class SequenceAnswerVerifier final : public Verifier {
 public:
  SequenceAnswerVerifier(std::string name, double default_beta)
      : name_(std::move(name)), default_beta_(default_beta) {}

  absl::string_view Name() const override { return name_; }
  absl::string_view Description() const override {
    return "RLVE sequence ladder: -1 unparseable, -0.5 wrong count or not a "
           "valid candidate, else (right / all)^beta.";
  }
  std::vector<absl::string_view> Tasks() const override { return {name_}; }
  ScoreBounds Bounds(const ParamValues&) const override { return kLadderBounds; }
  std::vector<ParamSpec> Params() const override {
    return {BetaParam(default_beta_)};
  }
  absl::Status ValidateParams(const ParamValues& params) const override {
    return ValidateBeta(params);
  }
  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override {
    const auto* answered =
        dynamic_cast<const SequenceAnswered*>(&input.prepared.task());
    if (answered == nullptr) {
      return absl::InternalError(absl::StrCat(
          input.prepared.task().Name(), " has no sequence answer"));
    }
    const size_t length = answered->AnswerLengthOf(input.prepared);
    // Keeps at most `length` values: memory stays bounded for any output.
    const auto answer = FinalIntegers(input.output, length);
    if (!answer) return Unparsed();
    if (answer->count != length) return Invalid();
    const std::optional<SequenceGrade> grade =
        answered->GradeOf(input.prepared, answer->values);
    if (!grade) return Invalid();
    return Graded(grade->hits, grade->total, input.params.Number("beta"));
  }

 private:
  const std::string name_;
  const double default_beta_;
};

}  // namespace

int64_t MatchingPositions(const std::vector<int64_t>& answer,
                          const std::vector<int64_t>& gold) {
  int64_t matching = 0;
  for (size_t i = 0; i < answer.size() && i < gold.size(); ++i) {
    matching += answer[i] == gold[i] ? 1 : 0;
  }
  return matching;
}

absl::Status RegisterSequenceAnswerEnvironment(
    Catalog& catalog, std::unique_ptr<TaskType> environment) {
  const auto* answered =
      dynamic_cast<const SequenceAnswered*>(environment.get());
  if (answered == nullptr) {
    return absl::InternalError(absl::StrCat(
        environment->Name(), " does not derive from SequenceAnswerEnvironment"));
  }
  auto verifier = std::make_unique<SequenceAnswerVerifier>(
      std::string(environment->Name()), answered->DefaultBeta());
  return RegisterEnvironment(catalog, std::move(environment), std::move(verifier));
}

}  // namespace environments
}  // namespace referee

#include "verifiers/environments/ladder_verifier.h"

#include <memory>
#include <vector>

namespace referee {
namespace environments {
namespace {

// Holds a reference to its environment: the catalog owns both, and
// registers them together.
class LadderVerifier final : public Verifier {
 public:
  LadderVerifier(absl::string_view name, const LadderGraded& graded)
      : name_(name), graded_(graded) {}

  ScoreBounds Bounds(const ParamValues&) const override { return kLadderBounds; }
  absl::string_view Name() const override { return name_; }
  absl::string_view Description() const override { return graded_.ladder().description; }
  std::vector<absl::string_view> Tasks() const override { return {name_}; }
  std::vector<ParamSpec> Params() const override {
    const std::optional<double>& beta = graded_.ladder().beta;
    if (!beta) return {};
    return {BetaParam(*beta)};
  }
  absl::Status ValidateParams(const ParamValues& params) const override {
    return graded_.ladder().beta ? ValidateBeta(params) : absl::OkStatus();
  }
  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override {
    return graded_.GradePrepared(input);
  }

 private:
  const absl::string_view name_;
  const LadderGraded& graded_;
};

}  // namespace

std::unique_ptr<Verifier> MakeLadderVerifier(absl::string_view name,
                                             const LadderGraded& graded) {
  return std::make_unique<LadderVerifier>(name, graded);
}

}  // namespace environments
}  // namespace referee

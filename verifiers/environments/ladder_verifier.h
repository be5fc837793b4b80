// The verifier of one environment on RLVE's reward ladder (rlve_ladder.h):
// a member's own scoring rule without the Verifier boilerplate each member
// used to repeat. It is named as its task, scores within kLadderBounds,
// takes RLVE's exponent as the `beta` parameter when it has one, and hands
// Grade() the prepared instance.
//
//   class SetCoverVerifier final : public environments::LadderVerifier<SetCoverInstance> {
//    public:
//     SetCoverVerifier() : LadderVerifier("set_cover", "RLVE's ladder: ...", /*beta=*/10) {}
//
//    protected:
//     absl::StatusOr<Verdict> Grade(const SetCoverInstance& instance,
//                                   const VerifyInput& input) const override { ... }
//   };
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_LADDER_VERIFIER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_LADDER_VERIFIER_H_

#include <optional>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "verifiers/environments/environment.h"
#include "verifiers/environments/rlve_ladder.h"
#include "verifiers/verifier.h"

namespace referee {
namespace environments {

template <typename Instance>
class LadderVerifier : public Verifier {
 public:
  // `name` and `description` are string literals (kept as views);
  // `default_beta`: RLVE's exponent, a `beta` parameter, or none.
  LadderVerifier(absl::string_view name, absl::string_view description,
                 std::optional<double> default_beta = std::nullopt)
      : name_(name), description_(description), default_beta_(default_beta) {}

  ScoreBounds Bounds(const ParamValues&) const final { return kLadderBounds; }
  absl::string_view Name() const final { return name_; }
  absl::string_view Description() const final { return description_; }
  std::vector<absl::string_view> Tasks() const final { return {name_}; }
  std::vector<ParamSpec> Params() const final {
    if (!default_beta_) return {};
    return {BetaParam(*default_beta_)};
  }
  absl::Status ValidateParams(const ParamValues& params) const final {
    return default_beta_ ? ValidateBeta(params) : absl::OkStatus();
  }
  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const final {
    return Grade(input.prepared.As<PreparedInstance<Instance>>().instance(), input);
  }

 protected:
  // The verdict for input.output (parameters: input.params).
  virtual absl::StatusOr<Verdict> Grade(const Instance& instance,
                                        const VerifyInput& input) const = 0;

 private:
  const absl::string_view name_;
  const absl::string_view description_;
  const std::optional<double> default_beta_;
};

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_LADDER_VERIFIER_H_

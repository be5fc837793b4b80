// A member whose own scoring rule sits on RLVE's reward ladder
// (rlve_ladder.h): the environment grades its answers itself, and
// RegisterLadderEnvironment registers the verifier that calls it. The
// verifier is named as its task, scores within kLadderBounds, takes RLVE's
// exponent as the `beta` parameter when the ladder has one, and hands
// Grade() the prepared instance.
//
//   class SetCoverEnvironment final : public environments::LadderEnvironment<SetCoverInstance> {
//    public:
//     SetCoverEnvironment()
//         : LadderEnvironment({"set_cover", "RLVE-Gym:SetCover", kMaxDifficulty, "..."},
//                             {"RLVE's ladder: ...", /*beta=*/10}) {}
//
//    protected:
//     ... Make, DeclareFields, Prompt, Reference ...
//     absl::StatusOr<Verdict> Grade(const SetCoverInstance& instance,
//                                   const VerifyInput& input) const override { ... }
//   };
//
//   absl::Status RegisterSetCoverEnvironment(Catalog& catalog, const TaskOptions&) {
//     return environments::RegisterLadderEnvironment(catalog,
//                                                    std::make_unique<SetCoverEnvironment>());
//   }
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_LADDER_VERIFIER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_LADDER_VERIFIER_H_

#include <memory>
#include <optional>
#include <utility>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "verifiers/environments/catalog.h"
#include "verifiers/environments/environment.h"
#include "verifiers/environments/rlve_ladder.h"
#include "verifiers/verifier.h"

namespace referee {
namespace environments {

// What the verifier says of its ladder: `description` (a string literal)
// for `referee verifiers`; `beta`: RLVE's exponent, the default of a
// `beta` parameter, or none.
struct Ladder {
  absl::string_view description;
  std::optional<double> beta = std::nullopt;
};

// What the verifier calls (LadderEnvironment below implements it).
class LadderGraded {
 public:
  virtual ~LadderGraded() = default;
  virtual const Ladder& ladder() const = 0;
  // The verdict for input.output on input.prepared.
  virtual absl::StatusOr<Verdict> GradePrepared(const VerifyInput& input) const = 0;
};

template <typename Instance>
class LadderEnvironment : public InstanceEnvironment<Instance>, public LadderGraded {
 public:
  LadderEnvironment(const About& about, const Ladder& ladder)
      : InstanceEnvironment<Instance>(about), ladder_(ladder) {}

  const Ladder& ladder() const final { return ladder_; }
  absl::StatusOr<Verdict> GradePrepared(const VerifyInput& input) const final {
    return Grade(input.prepared.As<PreparedInstance<Instance>>().instance(), input);
  }

 protected:
  // The verdict for input.output (parameters: input.params).
  virtual absl::StatusOr<Verdict> Grade(const Instance& instance,
                                        const VerifyInput& input) const = 0;

 private:
  const Ladder ladder_;
};

// The verifier of a LadderEnvironment, named `name` (its task's name).
std::unique_ptr<Verifier> MakeLadderVerifier(absl::string_view name,
                                             const LadderGraded& graded);

// Registers `environment` (a LadderEnvironment) and its verifier.
template <typename Environment>
absl::Status RegisterLadderEnvironment(Catalog& catalog,
                                       std::unique_ptr<Environment> environment) {
  std::unique_ptr<Verifier> verifier = MakeLadderVerifier(environment->Name(), *environment);
  return RegisterEnvironment(catalog, std::move(environment), std::move(verifier));
}

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_LADDER_VERIFIER_H_

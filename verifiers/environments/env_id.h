// Prompt ids that name generated problems (DESIGN §8):
// `env/<name>/<difficulty>/<seed>`, decimal integers in canonical form (no
// sign, no leading zeros), e.g. `env/sorting/3/17`. Any replica
// regenerates the problem from the id alone. An optimisation environment's
// problem at a state (DESIGN §8 "States") adds `@<k>`: the state after the
// first k actions of the solver's path, e.g. `env/role_assignment/2/17@1`. Ids starting `env/` are
// reserved: the store refuses them.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_ENV_ID_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_ENV_ID_H_

#include <cstdint>
#include <optional>
#include <string>

#include "absl/strings/string_view.h"
#include "proto/referee/v1/referee.pb.h"

namespace referee {

inline constexpr absl::string_view kEnvIdPrefix = "env/";

struct EnvId {
  absl::string_view name;  // A view into the parsed id.
  int32_t difficulty = 0;
  uint64_t seed = 0;
  std::optional<int32_t> state;  // k of `@k`; none for the whole problem.
};

inline bool IsEnvId(absl::string_view id) {
  return id.substr(0, kEnvIdPrefix.size()) == kEnvIdPrefix;
}

// nullopt unless `id` is exactly env/NAME/D/S or env/NAME/D/S@K with a
// non-empty NAME (no '/'), 0 <= D < 2^31, S < 2^64 and 0 <= K < 2^31 in
// canonical decimal.
std::optional<EnvId> ParseEnvId(absl::string_view id);

std::string FormatEnvId(absl::string_view name, int32_t difficulty,
                        uint64_t seed);
std::string FormatEnvId(const EnvId& env);

// The problem an env id stands for: the id and an EnvironmentInstance
// without an explicit instance (TaskRegistry::Prepare generates it).
referee::v1::Problem EnvIdProblem(absl::string_view id, const EnvId& env);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_ENV_ID_H_

#include "verifiers/environments/rlve_ladder.h"

namespace referee {
namespace environments {

absl::Status ValidateBeta(const ParamValues& params) {
  const double beta = params.Number("beta");
  if (!(beta > 0) || !std::isfinite(beta)) {
    return absl::InvalidArgumentError("beta: must be a finite number > 0");
  }
  return absl::OkStatus();
}

}  // namespace environments
}  // namespace referee

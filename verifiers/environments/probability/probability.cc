#include "verifiers/environments/probability/probability.h"

namespace referee {

absl::Status RegisterProbabilityEnvironments(Catalog& catalog, const TaskOptions& options) {
  return RegisterFamily(catalog, "probability", options, {
  });
}

}  // namespace referee

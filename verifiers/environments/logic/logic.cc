#include "verifiers/environments/logic/logic.h"

#include "verifiers/environments/logic/sat.h"

namespace referee {

absl::Status RegisterLogicEnvironments(Catalog& catalog, const TaskOptions& options) {
  return RegisterFamily(catalog, "logic", options, {
      RegisterSatEnvironment,
  });
}

}  // namespace referee

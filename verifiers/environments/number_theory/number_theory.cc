#include "verifiers/environments/number_theory/number_theory.h"

#include "verifiers/environments/number_theory/catalan_number_mod.h"

namespace referee {

absl::Status RegisterNumberTheoryEnvironments(Catalog& catalog,
                                              const TaskOptions& options) {
  return RegisterFamily(catalog, "number_theory", options, {
      RegisterCatalanNumberModEnvironment,
  });
}

}  // namespace referee

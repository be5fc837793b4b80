#include "verifiers/environments/divisor_sums/divisor_sums.h"

namespace referee {

absl::Status RegisterDivisorSumsEnvironments(Catalog& catalog, const TaskOptions& options) {
  return RegisterFamily(catalog, "divisor_sums", options, {
  });
}

}  // namespace referee

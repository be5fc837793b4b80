#include "verifiers/environments/sequences/sequences.h"

#include "verifiers/environments/sequences/sorting.h"

namespace referee {

absl::Status RegisterSequenceEnvironments(Catalog& catalog, const TaskOptions& options) {
  return RegisterFamily(catalog, "sequences", options, {
      RegisterSortingEnvironment,
  });
}

}  // namespace referee

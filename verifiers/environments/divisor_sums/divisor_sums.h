// The `divisor_sums` family.
// Sums over divisors, gcds and lcms, and counts of integers with arithmetic properties (RLVE-Gym's Sum... and Gcd... problems).
//
// Adding a member: its file pair in this folder, one line in divisor_sums.cc,
// its table test in tests/unit/verifiers/environments/divisor_sums/ and its row in
// docs/ENVIRONMENTS.md (DEVELOPERS.md, "Adding an environment").
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_DIVISOR_SUMS_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_DIVISOR_SUMS_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

// Registers every member of the family, in the order listed in the .cc.
absl::Status RegisterDivisorSumsEnvironments(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_DIVISOR_SUMS_DIVISOR_SUMS_H_

// The `arithmetic` family.
// Environments on numbers: exact products, GCD and LCM, the integer
// minimum of a polynomial, subset sums.
//
// Adding a member: its file pair in this folder, one line in arithmetic.cc,
// its table test in tests/unit/verifiers/environments/arithmetic/ and its row in
// docs/ENVIRONMENTS.md (DEVELOPERS.md, "Adding an environment").
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_ARITHMETIC_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_ARITHMETIC_H_

#include "absl/status/status.h"
#include "verifiers/environments/catalog.h"

namespace referee {

// Registers every member of the family, in the order listed in the .cc.
absl::Status RegisterArithmeticEnvironments(Catalog& catalog, const TaskOptions& options);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_ARITHMETIC_ARITHMETIC_H_

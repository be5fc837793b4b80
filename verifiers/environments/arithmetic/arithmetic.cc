#include "verifiers/environments/arithmetic/arithmetic.h"

#include "verifiers/environments/arithmetic/gcd_lcm.h"
#include "verifiers/environments/arithmetic/multiplication.h"
#include "verifiers/environments/arithmetic/polynomial_minimum.h"
#include "verifiers/environments/arithmetic/subset_sum.h"

namespace referee {

absl::Status RegisterArithmeticEnvironments(Catalog& catalog, const TaskOptions& options) {
  return RegisterFamily(catalog, "arithmetic", options, {
      RegisterMultiplicationEnvironment,
      RegisterGcdLcmEnvironment,
      RegisterPolynomialMinimumEnvironment,
      RegisterSubsetSumEnvironment,
  });
}

}  // namespace referee

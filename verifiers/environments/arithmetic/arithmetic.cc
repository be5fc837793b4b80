#include "verifiers/environments/arithmetic/arithmetic.h"

#include "verifiers/environments/arithmetic/addition_table.h"
#include "verifiers/environments/arithmetic/cantor_expansion.h"
#include "verifiers/environments/arithmetic/countdown_close.h"
#include "verifiers/environments/arithmetic/countdown_equal.h"
#include "verifiers/environments/arithmetic/division.h"
#include "verifiers/environments/arithmetic/fibonacci.h"
#include "verifiers/environments/arithmetic/gaussian_elimination.h"
#include "verifiers/environments/arithmetic/gcd_lcm.h"
#include "verifiers/environments/arithmetic/matrix_binary_exponentiation.h"
#include "verifiers/environments/arithmetic/max_multiplication_fixed_sum.h"
#include "verifiers/environments/arithmetic/max_xor_set.h"
#include "verifiers/environments/arithmetic/multiplication.h"
#include "verifiers/environments/arithmetic/negative_base.h"
#include "verifiers/environments/arithmetic/polynomial_interpolation.h"
#include "verifiers/environments/arithmetic/polynomial_factorization.h"
#include "verifiers/environments/arithmetic/polynomial_minimum.h"
#include "verifiers/environments/arithmetic/polynomial_remainder.h"
#include "verifiers/environments/arithmetic/power_cycle.h"
#include "verifiers/environments/arithmetic/recursive_function.h"
#include "verifiers/environments/arithmetic/subset_sum.h"

namespace referee {

absl::Status RegisterArithmeticEnvironments(Catalog& catalog, const TaskOptions& options) {
  return RegisterFamily(catalog, "arithmetic", options, {
      RegisterMultiplicationEnvironment,
      RegisterGcdLcmEnvironment,
      RegisterPolynomialMinimumEnvironment,
      RegisterSubsetSumEnvironment,
      RegisterDivisionEnvironment,
      RegisterCantorExpansionEnvironment,
      RegisterNegativeBaseEnvironment,
      RegisterPolynomialRemainderEnvironment,
      RegisterPolynomialInterpolationEnvironment,
      RegisterGaussianEliminationEnvironment,
      RegisterFibonacciEnvironment,
      RegisterMatrixBinaryExponentiationEnvironment,
      RegisterPowerCycleEnvironment,
      RegisterRecursiveFunctionEnvironment,
      RegisterMaxMultiplicationFixedSumEnvironment,
      RegisterAdditionTableEnvironment,
      RegisterMaxXorSetEnvironment,
      RegisterCountdownCloseEnvironment,
      RegisterCountdownEqualEnvironment,
      RegisterPolynomialFactorizationEnvironment,
  });
}

}  // namespace referee

#include "verifiers/environments/number_theory/number_theory.h"

#include "verifiers/environments/number_theory/bezout_identity.h"
#include "verifiers/environments/number_theory/catalan_number_mod.h"
#include "verifiers/environments/number_theory/congruent_equation.h"
#include "verifiers/environments/number_theory/crt.h"
#include "verifiers/environments/number_theory/discrete_logarithm.h"
#include "verifiers/environments/number_theory/factorial_trailing_zero_count.h"
#include "verifiers/environments/number_theory/fibonacci_containing_counting.h"
#include "verifiers/environments/number_theory/gcd_lcm_counting.h"
#include "verifiers/environments/number_theory/lamp_changing.h"
#include "verifiers/environments/number_theory/lcm.h"
#include "verifiers/environments/number_theory/min_no_solution_linear_diophantine_equation.h"
#include "verifiers/environments/number_theory/next_palindromic.h"
#include "verifiers/environments/number_theory/prefix_concatenation.h"
#include "verifiers/environments/number_theory/self_power_sequence_mod.h"
#include "verifiers/environments/number_theory/smallest_binary_multiple.h"
#include "verifiers/environments/number_theory/stirling_second.h"
#include "verifiers/environments/number_theory/sum_divisor_num.h"
#include "verifiers/environments/number_theory/sum_phi_interval.h"
#include "verifiers/environments/number_theory/minimum_fibonacci_representation.h"
#include "verifiers/environments/number_theory/pan_solar_panels.h"
#include "verifiers/environments/number_theory/delta_min_popcount.h"
#include "verifiers/environments/number_theory/secret_cow_code.h"
#include "verifiers/environments/number_theory/sum_pseudo_euclidean.h"
#include "verifiers/environments/number_theory/power_nest.h"

namespace referee {

absl::Status RegisterNumberTheoryEnvironments(Catalog& catalog,
                                              const TaskOptions& options) {
  return RegisterFamily(catalog, "number_theory", options, {
      RegisterCatalanNumberModEnvironment,
      RegisterCrtEnvironment,
      RegisterDiscreteLogarithmEnvironment,
      RegisterBezoutIdentityEnvironment,
      RegisterStirlingSecondEnvironment,
      RegisterSumPhiIntervalEnvironment,
      RegisterGcdLcmCountingEnvironment,
      RegisterFactorialTrailingZeroCountEnvironment,
      RegisterCongruentEquationEnvironment,
      RegisterSelfPowerSequenceModEnvironment,
      RegisterSumDivisorNumEnvironment,
      RegisterLcmEnvironment,
      RegisterMinNoSolutionLinearDiophantineEquationEnvironment,
      RegisterFibonacciContainingCountingEnvironment,
      RegisterLampChangingEnvironment,
      RegisterSmallestBinaryMultipleEnvironment,
      RegisterNextPalindromicEnvironment,
      RegisterPrefixConcatenationEnvironment,
      RegisterMinimumFibonacciRepresentationEnvironment,
      RegisterPanSolarPanelsEnvironment,
      RegisterDeltaMinPopcountEnvironment,
      RegisterSecretCowCodeEnvironment,
      RegisterSumPseudoEuclideanEnvironment,
      RegisterPowerNestEnvironment,
  });
}

}  // namespace referee

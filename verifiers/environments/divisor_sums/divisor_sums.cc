#include "verifiers/environments/divisor_sums/divisor_sums.h"

#include "verifiers/environments/divisor_sums/sum_gcd.h"
#include "verifiers/environments/divisor_sums/sum_lcm.h"
#include "verifiers/environments/divisor_sums/sum_mod.h"
#include "verifiers/environments/divisor_sums/sum_gcd_with_individual.h"
#include "verifiers/environments/divisor_sums/gcd_one_counting.h"
#include "verifiers/environments/divisor_sums/gcd_prime_counting.h"
#include "verifiers/environments/divisor_sums/integer_factorization_counting.h"
#include "verifiers/environments/divisor_sums/sum_xor_divisor_num.h"
#include "verifiers/environments/divisor_sums/sum_product_divisor_num.h"
#include "verifiers/environments/divisor_sums/add_multiple_divisible_counting.h"
#include "verifiers/environments/divisor_sums/gcd_fibonacci_product.h"
#include "verifiers/environments/divisor_sums/coprime_set_pair_counting.h"

namespace referee {

absl::Status RegisterDivisorSumsEnvironments(Catalog& catalog, const TaskOptions& options) {
  return RegisterFamily(catalog, "divisor_sums", options, {
      RegisterSumGcdEnvironment,
      RegisterSumLcmEnvironment,
      RegisterSumModEnvironment,
      RegisterSumGcdWithIndividualEnvironment,
      RegisterGcdOneCountingEnvironment,
      RegisterGcdPrimeCountingEnvironment,
      RegisterIntegerFactorizationCountingEnvironment,
      RegisterSumXorDivisorNumEnvironment,
      RegisterSumProductDivisorNumEnvironment,
      RegisterAddMultipleDivisibleCountingEnvironment,
      RegisterGcdFibonacciProductEnvironment,
      RegisterCoprimeSetPairCountingEnvironment,
  });
}

}  // namespace referee

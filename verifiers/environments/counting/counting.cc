#include "verifiers/environments/counting/counting.h"

#include "verifiers/environments/counting/decreasing_digit_counting.h"
#include "verifiers/environments/counting/derangement_extension.h"
#include "verifiers/environments/counting/expression_adding_parenthese_counting.h"
#include "verifiers/environments/counting/halving_chain_counting.h"
#include "verifiers/environments/counting/heap_counting.h"
#include "verifiers/environments/counting/individual_sum_bounded_sequence_counting.h"
#include "verifiers/environments/counting/inversion_pair_k_counting.h"
#include "verifiers/environments/counting/no_adjacent_girl_counting.h"
#include "verifiers/environments/counting/number_partition_counting.h"
#include "verifiers/environments/counting/palindrome_partition_counting.h"
#include "verifiers/environments/counting/same_adjacency_counting.h"
#include "verifiers/environments/counting/submatrix_sum_divisible_counting.h"
#include "verifiers/environments/counting/undamaged_submatrix_counting.h"

namespace referee {

absl::Status RegisterCountingEnvironments(Catalog& catalog, const TaskOptions& options) {
  return RegisterFamily(catalog, "counting", options, {
      RegisterDerangementExtensionEnvironment,
      RegisterInversionPairKCountingEnvironment,
      RegisterNumberPartitionCountingEnvironment,
      RegisterNoAdjacentGirlCountingEnvironment,
      RegisterDecreasingDigitCountingEnvironment,
      RegisterHeapCountingEnvironment,
      RegisterSameAdjacencyCountingEnvironment,
      RegisterHalvingChainCountingEnvironment,
      RegisterExpressionAddingParentheseCountingEnvironment,
      RegisterIndividualSumBoundedSequenceCountingEnvironment,
      RegisterUndamagedSubmatrixCountingEnvironment,
      RegisterSubmatrixSumDivisibleCountingEnvironment,
      RegisterPalindromePartitionCountingEnvironment,
  });
}

}  // namespace referee

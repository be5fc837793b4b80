#include "verifiers/environments/counting/counting.h"

#include "verifiers/environments/counting/banned_point_superset_path_counting.h"
#include "verifiers/environments/counting/canon.h"
#include "verifiers/environments/counting/circulating_decimal_counting.h"
#include "verifiers/environments/counting/clique_independent_set_partitioning_counting.h"
#include "verifiers/environments/counting/decreasing_digit_counting.h"
#include "verifiers/environments/counting/derangement_extension.h"
#include "verifiers/environments/counting/expression_adding_parenthese_counting.h"
#include "verifiers/environments/counting/fixed_mod_k_selection_counting.h"
#include "verifiers/environments/counting/halving_chain_counting.h"
#include "verifiers/environments/counting/heap_counting.h"
#include "verifiers/environments/counting/individual_sum_bounded_sequence_counting.h"
#include "verifiers/environments/counting/inversion_pair_k_counting.h"
#include "verifiers/environments/counting/landform_generation_counting.h"
#include "verifiers/environments/counting/no_adjacent_girl_counting.h"
#include "verifiers/environments/counting/number_partition_counting.h"
#include "verifiers/environments/counting/palindrome_partition_counting.h"
#include "verifiers/environments/counting/pythagorean_graph_independent_set_counting.h"
#include "verifiers/environments/counting/same_adjacency_counting.h"
#include "verifiers/environments/counting/submatrix_sum_divisible_counting.h"
#include "verifiers/environments/counting/undamaged_submatrix_counting.h"
#include "verifiers/environments/counting/zero_prefix_subset_counting.h"
#include "verifiers/environments/counting/no_double_triple_counting.h"
#include "verifiers/environments/counting/royal_lock_counting.h"
#include "verifiers/environments/counting/bounded_mean_subarray_counting.h"

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
      RegisterCanonEnvironment,
      RegisterLandformGenerationCountingEnvironment,
      RegisterPythagoreanGraphIndependentSetCountingEnvironment,
      RegisterBannedPointSupersetPathCountingEnvironment,
      RegisterCirculatingDecimalCountingEnvironment,
      RegisterCliqueIndependentSetPartitioningCountingEnvironment,
      RegisterFixedModKSelectionCountingEnvironment,
      RegisterZeroPrefixSubsetCountingEnvironment,
      RegisterNoDoubleTripleCountingEnvironment,
      RegisterRoyalLockCountingEnvironment,
      RegisterBoundedMeanSubarrayCountingEnvironment,
  });
}

}  // namespace referee

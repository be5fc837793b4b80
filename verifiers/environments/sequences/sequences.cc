#include "verifiers/environments/sequences/sequences.h"

#include "verifiers/environments/sequences/baj_bytecomputer.h"
#include "verifiers/environments/sequences/bounded_subarray_counting.h"
#include "verifiers/environments/sequences/cow_dance_show.h"
#include "verifiers/environments/sequences/digit_lis_counting.h"
#include "verifiers/environments/sequences/double_stack_sorting.h"
#include "verifiers/environments/sequences/inversion_pair.h"
#include "verifiers/environments/sequences/josephus.h"
#include "verifiers/environments/sequences/k_partition.h"
#include "verifiers/environments/sequences/land_acquisition.h"
#include "verifiers/environments/sequences/making_grade.h"
#include "verifiers/environments/sequences/minimum_dominating_interval.h"
#include "verifiers/environments/sequences/monotonic_stack.h"
#include "verifiers/environments/sequences/palindromic_substring_number_counting.h"
#include "verifiers/environments/sequences/pipeline_arrangement.h"
#include "verifiers/environments/sequences/set_cover.h"
#include "verifiers/environments/sequences/set_splitting.h"
#include "verifiers/environments/sequences/sliding_window.h"
#include "verifiers/environments/sequences/sorting.h"
#include "verifiers/environments/sequences/spiral_matrix.h"
#include "verifiers/environments/sequences/subarray_xor_sum.h"
#include "verifiers/environments/sequences/subsequence_reversal_lnds.h"
#include "verifiers/environments/sequences/subset_sum_sequence.h"
#include "verifiers/environments/sequences/task_arrangement.h"
#include "verifiers/environments/sequences/wyr_leveling_ground.h"
#include "verifiers/environments/sequences/range_four_sequence_construction.h"
#include "verifiers/environments/sequences/min_xor_pair.h"
#include "verifiers/environments/sequences/matrix_pooling.h"
#include "verifiers/environments/sequences/prefix_sum_mod_distinct_permutation.h"
#include "verifiers/environments/sequences/weighted_lis.h"
#include "verifiers/environments/sequences/max_non_adjacent_k_element_sum.h"
#include "verifiers/environments/sequences/maximum_lexicographical_order_subsequence.h"
#include "verifiers/environments/sequences/single_stack_sorting.h"
#include "verifiers/environments/sequences/prefix_product_mod_distinct_permutation.h"
#include "verifiers/environments/sequences/longest_max_diff_bounded_interval.h"

namespace referee {

absl::Status RegisterSequenceEnvironments(Catalog& catalog, const TaskOptions& options) {
  return RegisterFamily(catalog, "sequences", options, {
      RegisterSortingEnvironment,
      RegisterInversionPairEnvironment,
      RegisterPalindromicSubstringNumberCountingEnvironment,
      RegisterJosephusEnvironment,
      RegisterSlidingWindowEnvironment,
      RegisterBoundedSubarrayCountingEnvironment,
      RegisterSubarrayXorSumEnvironment,
      RegisterMonotonicStackEnvironment,
      RegisterDigitLisCountingEnvironment,
      RegisterSpiralMatrixEnvironment,
      RegisterSubsequenceReversalLndsEnvironment,
      RegisterWyrLevelingGroundEnvironment,
      RegisterCowDanceShowEnvironment,
      RegisterMakingGradeEnvironment,
      RegisterBajBytecomputerEnvironment,
      RegisterDoubleStackSortingEnvironment,
      RegisterPipelineArrangementEnvironment,
      RegisterSetSplittingEnvironment,
      RegisterSubsetSumSequenceEnvironment,
      RegisterMinimumDominatingIntervalEnvironment,
      RegisterLandAcquisitionEnvironment,
      RegisterTaskArrangementEnvironment,
      RegisterSetCoverEnvironment,
      RegisterKPartitionEnvironment,
      RegisterRangeFourSequenceConstructionEnvironment,
      RegisterMinXorPairEnvironment,
      RegisterMatrixPoolingEnvironment,
      RegisterPrefixSumModDistinctPermutationEnvironment,
      RegisterWeightedLisEnvironment,
      RegisterMaxNonAdjacentKElementSumEnvironment,
      RegisterMaximumLexicographicalOrderSubsequenceEnvironment,
      RegisterSingleStackSortingEnvironment,
      RegisterPrefixProductModDistinctPermutationEnvironment,
      RegisterLongestMaxDiffBoundedIntervalEnvironment,
  });
}

}  // namespace referee

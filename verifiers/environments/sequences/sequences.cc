#include "verifiers/environments/sequences/sequences.h"

#include "verifiers/environments/sequences/anti_palindromic_substring_counting.h"
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
#include "verifiers/environments/sequences/minimal_cyclic_shift.h"
#include "verifiers/environments/sequences/minimum_dominating_interval.h"
#include "verifiers/environments/sequences/monotonic_stack.h"
#include "verifiers/environments/sequences/palindromic_substring_number_counting.h"
#include "verifiers/environments/sequences/pcp_permutation.h"
#include "verifiers/environments/sequences/pipeline_arrangement.h"
#include "verifiers/environments/sequences/set_cover.h"
#include "verifiers/environments/sequences/set_splitting.h"
#include "verifiers/environments/sequences/shared_substring_counting.h"
#include "verifiers/environments/sequences/sliding_window.h"
#include "verifiers/environments/sequences/sorting.h"
#include "verifiers/environments/sequences/spiral_matrix.h"
#include "verifiers/environments/sequences/subarray_xor_sum.h"
#include "verifiers/environments/sequences/subsequence_reversal_lnds.h"
#include "verifiers/environments/sequences/subset_sum_sequence.h"
#include "verifiers/environments/sequences/task_arrangement.h"
#include "verifiers/environments/sequences/three_string_common_subsequence_counting.h"
#include "verifiers/environments/sequences/wyr_leveling_ground.h"

namespace referee {

absl::Status RegisterSequenceEnvironments(Catalog& catalog, const TaskOptions& options) {
  return RegisterFamily(catalog, "sequences", options, {
      RegisterSortingEnvironment,
      RegisterInversionPairEnvironment,
      RegisterMinimalCyclicShiftEnvironment,
      RegisterPalindromicSubstringNumberCountingEnvironment,
      RegisterJosephusEnvironment,
      RegisterSlidingWindowEnvironment,
      RegisterBoundedSubarrayCountingEnvironment,
      RegisterSubarrayXorSumEnvironment,
      RegisterMonotonicStackEnvironment,
      RegisterThreeStringCommonSubsequenceCountingEnvironment,
      RegisterAntiPalindromicSubstringCountingEnvironment,
      RegisterDigitLisCountingEnvironment,
      RegisterSharedSubstringCountingEnvironment,
      RegisterPcpPermutationEnvironment,
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
  });
}

}  // namespace referee

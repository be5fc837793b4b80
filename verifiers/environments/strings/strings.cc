#include "verifiers/environments/strings/strings.h"

#include "verifiers/environments/strings/minimal_cyclic_shift.h"
#include "verifiers/environments/strings/three_string_common_subsequence_counting.h"
#include "verifiers/environments/strings/anti_palindromic_substring_counting.h"
#include "verifiers/environments/strings/shared_substring_counting.h"
#include "verifiers/environments/strings/pcp_permutation.h"
#include "verifiers/environments/strings/binary_alternation.h"
#include "verifiers/environments/strings/shortest_unicolor_substring.h"
#include "verifiers/environments/strings/min_nonsubstring.h"
#include "verifiers/environments/strings/ab_program_simulation.h"

namespace referee {

absl::Status RegisterStringEnvironments(Catalog& catalog, const TaskOptions& options) {
  return RegisterFamily(catalog, "strings", options, {
      RegisterMinimalCyclicShiftEnvironment,
      RegisterThreeStringCommonSubsequenceCountingEnvironment,
      RegisterAntiPalindromicSubstringCountingEnvironment,
      RegisterSharedSubstringCountingEnvironment,
      RegisterPcpPermutationEnvironment,
      RegisterBinaryAlternationEnvironment,
      RegisterShortestUnicolorSubstringEnvironment,
      RegisterMinNonsubstringEnvironment,
      RegisterAbProgramSimulationEnvironment,
  });
}

}  // namespace referee

// Longest strictly increasing subsequence: ground truth and generator
// (seed 000 §2.1, App. A.2). IDs are 1-based positions in `values`.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_TRUTH_LIS_TRUTH_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_TRUTH_LIS_TRUTH_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "proto/referee/v1/referee.pb.h"
#include "verifiers/environments/random.h"

namespace referee {
namespace tasks {

// Most values an LIS problem may have.
inline constexpr int kMaxLisValues = 4096;

struct LisAnalysis {
  int32_t length = 0;  // L
  uint64_t count = 0;  // Number of LIS by index sequence (saturating).
  // One LIS by patience sorting with predecessor links, in row order.
  std::vector<int32_t> patience;
};

// Length and count by the DP of App. A.2 (in O(n log n)), and the
// patience-sorting reconstruction. `lis` must have 1..kMaxLisValues values.
LisAnalysis AnalyzeLis(const referee::v1::Lis& lis);

// Checks the LIS is unique and fills `solution`/`answer` when absent;
// rejects a given solution or answer that is not the optimum.
absl::Status PrepareLis(referee::v1::Lis& lis);

struct LisGeneratorOptions {
  int min_rows = 5;
  int max_rows = 16;
  int64_t min_value = 1;
  int64_t max_value = 1000;
  bool hint = false;
};

// One instance with a unique LIS of length >= 2 (App. A.2, Alg. 4), its
// Fig. 6 prompt, `difficulty` = rows, and ground truth filled.
referee::v1::Problem GenerateLis(Rng& rng, const LisGeneratorOptions& options);

// The Fig. 6 prompt for `lis`.
std::string LisPrompt(const referee::v1::Lis& lis, bool hint);

}  // namespace tasks
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_TRUTH_LIS_TRUTH_H_

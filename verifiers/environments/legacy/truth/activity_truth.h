// Activity scheduling ground truth and generator (seed 000 §2.1, App. A.1).
// Intervals are half-open [start, end) minutes; IDs are 1-based positions.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_TRUTH_ACTIVITY_TRUTH_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_TRUTH_ACTIVITY_TRUTH_H_

#include <cstdint>
#include <vector>

#include "absl/status/status.h"
#include "proto/referee/v1/referee.pb.h"
#include "verifiers/prepared_problem.h"
#include "verifiers/environments/random.h"

namespace referee {
namespace tasks {

// Most rows an Activity problem may have (bounds work at load).
inline constexpr int kMaxActivityRows = 100000;

struct ActivityAnalysis {
  int32_t optimum = 0;  // k*: size of a maximum schedule.
  // Number of maximum schedules by the DP of App. A.1 (saturates at
  // UINT64_MAX).
  uint64_t count = 0;
  // The greedy earliest-finish schedule with (end, start, id) tie-breaks,
  // reported by (end, id). Equals the unique optimum when count == 1.
  std::vector<int32_t> greedy;
  // The DP's backtracked optimum when count == 1, reported by (end, id).
  std::vector<int32_t> unique_optimum;
};

// Counts optimal schedules and reconstructs the optimum. The intervals
// must be valid (ValidateActivity).
ActivityAnalysis AnalyzeActivity(const referee::v1::Activity& activity);

// Every start < end, both >= 0, and 1..kMaxActivityRows rows.
absl::Status ValidateActivity(const referee::v1::Activity& activity);

// All IDs sorted by (end, id): the order the greedy scan visits and the
// order `sort_match` expects.
std::vector<int32_t> SortedByEnd(const referee::v1::Activity& activity);

// A prepared Activity problem with its sorted order computed once, not per
// rollout (a 10^5-row problem re-sorted for each of 8,192 rollouts cost 14
// CPU-seconds): what sort_match and sort_lcs compare against.
class PreparedActivity final : public PreparedProblem {
 public:
  PreparedActivity(const TaskType& task, referee::v1::Problem problem);

  // IDs by (end, id) (SortedByEnd).
  const std::vector<int32_t>& sorted_by_end() const { return sorted_by_end_; }
  // position()[id] is that ID's index in sorted_by_end() (index 0 unused).
  const std::vector<int32_t>& position() const { return position_; }

 private:
  std::vector<int32_t> sorted_by_end_;
  std::vector<int32_t> position_;
};

// Checks the optimum is unique and fills `solution`/`answer` when absent;
// rejects a given solution or answer that is not the optimum.
absl::Status PrepareActivity(referee::v1::Activity& activity);

struct ActivityGeneratorOptions {
  int min_rows = 5;
  int max_rows = 16;
  int max_start = 540;     // S_max: starts in 0..S_max minutes.
  int min_duration = 10;   // D_min
  int max_duration = 120;  // D_max
  bool hint = false;       // Append the paper's hint line to the prompt.
};

// One instance with a unique optimum (App. A, Alg. 2), its Fig. 6 prompt,
// `difficulty` = rows, and ground truth filled. Retries until unique.
referee::v1::Problem GenerateActivity(Rng& rng,
                                      const ActivityGeneratorOptions& options);

// The Fig. 6 prompt for `activity` (HH:MM times).
std::string ActivityPrompt(const referee::v1::Activity& activity, bool hint);

}  // namespace tasks
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_TRUTH_ACTIVITY_TRUTH_H_

// Datasets for `referee generate` (DESIGN §5): deterministic for a seed,
// every instance distinct, ids "<task>-<seed>-<index>".
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_TRUTH_DATASETS_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_TRUTH_DATASETS_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "proto/referee/v1/referee.pb.h"

namespace referee {
namespace tasks {

struct DatasetOptions {
  std::string task;      // "activity", "lis" or "countdown".
  int count = 0;         // Instances to generate, >= 1.
  uint64_t seed = 0;     // Same seed, same dataset.
  int min_size = 5;      // Rows per instance, at least 2 ...
  int max_size = 16;     // ... and at most 64.
  bool hint = false;     // Append the paper's hint to each prompt.
  std::string numbers = "3..6";  // Countdown: "N" or "MIN..MAX" numbers.
  bool reference = false;  // Keep reference_output (Countdown's solution).
};

// InvalidArgument names the option at fault.
absl::StatusOr<std::vector<referee::v1::Problem>> GenerateDataset(
    const DatasetOptions& options);

}  // namespace tasks
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_TRUTH_DATASETS_H_

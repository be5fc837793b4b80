// Countdown problems (seed 002): validation and the dataset generator.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_TRUTH_COUNTDOWN_TRUTH_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_TRUTH_COUNTDOWN_TRUTH_H_

#include <string>

#include "absl/status/status.h"
#include "proto/referee/v1/referee.pb.h"
#include "verifiers/environments/random.h"

namespace referee {
namespace tasks {

// 1..6 numbers, each >= 0 (the grammar has no negative literals).
absl::Status ValidateCountdown(const referee::v1::Countdown& countdown);

struct CountdownGeneratorOptions {
  int min_numbers = 3;
  int max_numbers = 6;
  int64_t max_number = 100;  // Numbers uniform in 1..max_number.
  int64_t max_target = 1000;  // Targets are integers in 1..max_target.
};

// Numbers and a target reached by a random tree over all of them (so a
// solution using every number exists), the seed's prompt, and
// `difficulty` = how many numbers, and `reference_output` = that tree in
// <answer> tags.
referee::v1::Problem GenerateCountdown(Rng& rng,
                                       const CountdownGeneratorOptions& options);

// The prompt in seed 002's style (TinyZero's Countdown template).
std::string CountdownPrompt(const referee::v1::Countdown& countdown);

}  // namespace tasks
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_TRUTH_COUNTDOWN_TRUTH_H_

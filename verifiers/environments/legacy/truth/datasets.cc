#include "verifiers/environments/legacy/truth/datasets.h"

#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "verifiers/environments/legacy/truth/activity_truth.h"
#include "verifiers/environments/legacy/truth/countdown_truth.h"
#include "verifiers/environments/legacy/truth/countdown_solver.h"
#include "verifiers/environments/legacy/truth/lis_truth.h"
#include "verifiers/environments/random.h"

namespace referee {
namespace tasks {

absl::StatusOr<std::vector<referee::v1::Problem>> GenerateDataset(
    const DatasetOptions& options) {
  if (options.task != "activity" && options.task != "lis" &&
      options.task != "countdown") {
    return absl::InvalidArgumentError(absl::StrCat(
        "--task: '", options.task, "' (generators: activity, lis, countdown)"));
  }
  CountdownGeneratorOptions countdown;
  if (options.task == "countdown") {
    std::pair<absl::string_view, absl::string_view> range =
        absl::StrSplit(options.numbers, absl::MaxSplits("..", 1));
    if (range.second.empty()) range.second = range.first;
    if (!absl::SimpleAtoi(range.first, &countdown.min_numbers) ||
        !absl::SimpleAtoi(range.second, &countdown.max_numbers) ||
        countdown.min_numbers < 2 ||
        countdown.max_numbers > kMaxCountdownNumbers ||
        countdown.min_numbers > countdown.max_numbers) {
      return absl::InvalidArgumentError(absl::StrCat(
          "--numbers: '", options.numbers, "' (N or MIN..MAX within 2..",
          kMaxCountdownNumbers, ")"));
    }
  }
  if (options.count < 1) {
    return absl::InvalidArgumentError("--count: must be >= 1");
  }
  // Below 2 rows an LIS of length >= 2 cannot exist; 64 keeps prompts sane.
  if (options.task != "countdown" &&
      (options.min_size < 2 || options.max_size > 64 ||
       options.min_size > options.max_size)) {
    return absl::InvalidArgumentError(
        "--min_size/--max_size: need 2 <= min_size <= max_size <= 64");
  }
  Rng rng(options.seed);
  std::vector<referee::v1::Problem> problems;
  absl::flat_hash_set<std::string> seen;
  // Small sizes have few distinct instances: give up rather than loop
  // forever when the space is exhausted.
  const int64_t max_attempts = 1000 + 100LL * options.count;
  for (int64_t attempt = 0;
       attempt < max_attempts && static_cast<int>(problems.size()) < options.count;
       ++attempt) {
    referee::v1::Problem problem;
    if (options.task == "countdown") {
      problem = GenerateCountdown(rng, countdown);
    } else if (options.task == "activity") {
      ActivityGeneratorOptions activity;
      activity.min_rows = options.min_size;
      activity.max_rows = options.max_size;
      activity.hint = options.hint;
      problem = GenerateActivity(rng, activity);
    } else {
      LisGeneratorOptions lis;
      lis.min_rows = options.min_size;
      lis.max_rows = options.max_size;
      lis.hint = options.hint;
      problem = GenerateLis(rng, lis);
    }
    // Distinct by task data (the prompt only adds formatting and the hint).
    std::string key = problem.has_activity() ? problem.activity().SerializeAsString()
                      : problem.has_lis()    ? problem.lis().SerializeAsString()
                                             : problem.countdown().SerializeAsString();
    if (!seen.insert(std::move(key)).second) continue;
    if (!options.reference) problem.clear_reference_output();
    problem.set_id(absl::StrFormat("%s-%d-%05d", options.task, options.seed,
                                   problems.size()));
    problems.push_back(std::move(problem));
  }
  if (static_cast<int>(problems.size()) < options.count) {
    return absl::InvalidArgumentError(absl::StrCat(
        "--count: only ", problems.size(), " distinct instances found for "
        "these sizes"));
  }
  return problems;
}

}  // namespace tasks
}  // namespace referee

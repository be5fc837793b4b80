// Checks a task message's given ground truth against the computed optimum
// and fills in what it omits. Shared by Activity and LIS, whose messages
// both carry `repeated int32 solution` and `int32 answer`.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_TRUTH_GROUND_TRUTH_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_TRUTH_GROUND_TRUTH_H_

#include <algorithm>
#include <cstdint>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/string_view.h"

namespace referee {
namespace tasks {

// `task` names the message in errors ("activity", "lis"). An unset answer
// (0) or an empty solution is filled; a different one is InvalidArgument.
template <typename TaskMessage>
absl::Status SetGroundTruth(absl::string_view task,
                            const std::vector<int32_t>& optimum,
                            TaskMessage& message) {
  const auto& given = message.solution();
  if (!given.empty() &&
      !std::equal(given.begin(), given.end(), optimum.begin(), optimum.end())) {
    return absl::InvalidArgumentError(absl::StrCat(
        task, ".solution: [", absl::StrJoin(given, ","),
        "] is not the optimum [", absl::StrJoin(optimum, ","), "]"));
  }
  const int32_t size = static_cast<int32_t>(optimum.size());
  if (message.answer() != 0 && message.answer() != size) {
    return absl::InvalidArgumentError(absl::StrCat(
        task, ".answer: ", message.answer(), " is not the optimum size ", size));
  }
  message.mutable_solution()->Assign(optimum.begin(), optimum.end());
  message.set_answer(size);
  return absl::OkStatus();
}

}  // namespace tasks
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_TRUTH_GROUND_TRUTH_H_

#include "verifiers/tasks/prepare.h"

#include "absl/strings/str_cat.h"
#include "verifiers/tasks/activity.h"
#include "verifiers/tasks/countdown.h"
#include "verifiers/tasks/lis.h"

namespace referee {
namespace tasks {
namespace {

using referee::v1::Problem;

// The checks that never change the problem.
absl::Status CheckShape(const Problem& problem) {
  switch (problem.task_case()) {
    case Problem::TASK_NOT_SET:
      return absl::InvalidArgumentError(
          "no task (set one of activity, lis, countdown, answer)");
    case Problem::kAnswer:
      if (problem.answer().answer().empty()) {
        return absl::InvalidArgumentError("empty answer.answer");
      }
      break;
    case Problem::kCountdown:
      return ValidateCountdown(problem.countdown());
    case Problem::kActivity:
    case Problem::kLis:
      break;
  }
  return absl::OkStatus();
}

absl::Status NameProblem(const Problem& problem, const absl::Status& status) {
  if (status.ok()) return status;
  return absl::Status(status.code(), absl::StrCat("problem ", problem.id(),
                                                  ": ", status.message()));
}

}  // namespace

bool MayFillGroundTruth(const Problem& problem) {
  return problem.task_case() == Problem::kActivity ||
         problem.task_case() == Problem::kLis;
}

absl::Status PrepareProblem(Problem& problem) {
  if (problem.id().empty()) {
    return absl::InvalidArgumentError("problem has an empty id");
  }
  absl::Status status = CheckShape(problem);
  if (status.ok() && problem.has_activity()) {
    status = PrepareActivity(*problem.mutable_activity());
  } else if (status.ok() && problem.has_lis()) {
    status = PrepareLis(*problem.mutable_lis());
  }
  return NameProblem(problem, status);
}

absl::Status ValidateProblem(const Problem& problem) {
  if (!MayFillGroundTruth(problem)) {
    if (problem.id().empty()) {
      return absl::InvalidArgumentError("problem has an empty id");
    }
    return NameProblem(problem, CheckShape(problem));
  }
  // The full check fills in ground truth: run it on a copy of what it reads
  // (not the prompt).
  Problem copy;
  copy.set_id(problem.id());
  if (problem.has_activity()) *copy.mutable_activity() = problem.activity();
  if (problem.has_lis()) *copy.mutable_lis() = problem.lis();
  return PrepareProblem(copy);
}

}  // namespace tasks
}  // namespace referee

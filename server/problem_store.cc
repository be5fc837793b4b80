#include "server/problem_store.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "server/jsonl.h"

namespace referee {

using referee::v1::Problem;

absl::Status ValidateProblem(const Problem& problem) {
  if (problem.id().empty()) {
    return absl::InvalidArgumentError("problem has an empty id");
  }
  auto bad = [&](absl::string_view why) {
    return absl::InvalidArgumentError(
        absl::StrCat("problem ", problem.id(), ": ", why));
  };
  switch (problem.task_case()) {
    case Problem::TASK_NOT_SET:
      return bad("no task (set one of activity, lis, countdown, answer)");
    case Problem::kAnswer:
      if (problem.answer().answer().empty()) return bad("empty answer.answer");
      break;
    case Problem::kCountdown:
      if (problem.countdown().numbers().empty()) {
        return bad("countdown.numbers is empty");
      }
      break;
    case Problem::kActivity:
      if (problem.activity().intervals().empty()) {
        return bad("activity.intervals is empty");
      }
      break;
    case Problem::kLis:
      if (problem.lis().values().empty()) return bad("lis.values is empty");
      break;
  }
  return absl::OkStatus();
}

absl::Status ProblemStore::Put(std::vector<Problem> problems) {
  for (const Problem& problem : problems) {
    absl::Status status = ValidateProblem(problem);
    if (!status.ok()) return status;
  }
  std::vector<ProblemPtr> shared;
  shared.reserve(problems.size());
  for (Problem& problem : problems) {
    shared.push_back(std::make_shared<const Problem>(std::move(problem)));
  }
  absl::MutexLock lock(&mu_);
  for (ProblemPtr& problem : shared) {
    problems_.insert_or_assign(problem->id(), std::move(problem));
  }
  return absl::OkStatus();
}

absl::Status ProblemStore::LoadJsonl(const std::string& path) {
  std::vector<Problem> problems;
  absl::Status status =
      ForEachJsonlLine(path, [&](absl::string_view line, int) {
        Problem problem;
        absl::Status parsed = ParseJsonMessage(line, &problem);
        if (parsed.ok()) parsed = ValidateProblem(problem);
        if (parsed.ok()) problems.push_back(std::move(problem));
        return parsed;
      });
  if (!status.ok()) return status;
  return Put(std::move(problems));
}

std::vector<ProblemPtr> ProblemStore::FindAll(
    const std::vector<absl::string_view>& ids) const {
  std::vector<ProblemPtr> found(ids.size());
  absl::ReaderMutexLock lock(&mu_);
  for (size_t i = 0; i < ids.size(); ++i) {
    auto it = problems_.find(ids[i]);
    if (it != problems_.end()) found[i] = it->second;
  }
  return found;
}

ProblemPtr ProblemStore::Find(absl::string_view id) const {
  absl::ReaderMutexLock lock(&mu_);
  auto it = problems_.find(id);
  return it == problems_.end() ? nullptr : it->second;
}

size_t ProblemStore::size() const {
  absl::ReaderMutexLock lock(&mu_);
  return problems_.size();
}

}  // namespace referee

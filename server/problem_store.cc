#include "server/problem_store.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "server/jsonl.h"
#include "verifiers/environments/env_id.h"

namespace referee {

using referee::v1::Problem;

absl::StatusOr<PreparedProblemPtr> ProblemStore::Prepare(Problem problem) const {
  if (IsEnvId(problem.id())) {
    return absl::InvalidArgumentError(absl::StrCat(
        "problem ", problem.id(), ": ids starting 'env/' are reserved for "
        "generated environment problems"));
  }
  return tasks_.Prepare(std::move(problem));
}

absl::Status ProblemStore::Put(std::vector<Problem> problems) {
  std::vector<PreparedProblemPtr> prepared;
  prepared.reserve(problems.size());
  for (Problem& problem : problems) {
    absl::StatusOr<PreparedProblemPtr> one = Prepare(std::move(problem));
    if (!one.ok()) return one.status();
    prepared.push_back(*std::move(one));
  }
  Insert(std::move(prepared));
  return absl::OkStatus();
}

void ProblemStore::Insert(std::vector<PreparedProblemPtr> problems) {
  absl::MutexLock lock(&mu_);
  for (PreparedProblemPtr& problem : problems) {
    problems_.insert_or_assign(problem->problem().id(), std::move(problem));
  }
}

absl::Status ProblemStore::LoadJsonl(const std::string& path) {
  std::vector<PreparedProblemPtr> problems;
  absl::Status status =
      ForEachJsonlLine(path, [&](absl::string_view line, int) {
        Problem problem;
        absl::Status parsed = ParseJsonMessage(line, &problem);
        if (!parsed.ok()) return parsed;
        absl::StatusOr<PreparedProblemPtr> prepared = Prepare(std::move(problem));
        if (!prepared.ok()) return prepared.status();
        problems.push_back(*std::move(prepared));
        return absl::OkStatus();
      });
  if (!status.ok()) return status;
  Insert(std::move(problems));
  return absl::OkStatus();
}

std::vector<PreparedProblemPtr> ProblemStore::FindAll(
    const std::vector<absl::string_view>& ids) const {
  std::vector<PreparedProblemPtr> found(ids.size());
  absl::ReaderMutexLock lock(&mu_);
  for (size_t i = 0; i < ids.size(); ++i) {
    auto it = problems_.find(ids[i]);
    if (it != problems_.end()) found[i] = it->second;
  }
  return found;
}

PreparedProblemPtr ProblemStore::Find(absl::string_view id) const {
  absl::ReaderMutexLock lock(&mu_);
  auto it = problems_.find(id);
  return it == problems_.end() ? nullptr : it->second;
}

size_t ProblemStore::size() const {
  absl::ReaderMutexLock lock(&mu_);
  return problems_.size();
}

}  // namespace referee

#include "server/problem_store.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "server/jsonl.h"
#include "verifiers/tasks/prepare.h"

namespace referee {

using referee::v1::Problem;

absl::Status ProblemStore::Put(std::vector<Problem> problems) {
  for (Problem& problem : problems) {
    absl::Status status = tasks::PrepareProblem(problem);
    if (!status.ok()) return status;
  }
  Insert(std::move(problems));
  return absl::OkStatus();
}

void ProblemStore::Insert(std::vector<Problem> problems) {
  std::vector<ProblemPtr> shared;
  shared.reserve(problems.size());
  for (Problem& problem : problems) {
    shared.push_back(std::make_shared<const Problem>(std::move(problem)));
  }
  absl::MutexLock lock(&mu_);
  for (ProblemPtr& problem : shared) {
    problems_.insert_or_assign(problem->id(), std::move(problem));
  }
}

absl::Status ProblemStore::LoadJsonl(const std::string& path) {
  std::vector<Problem> problems;
  absl::Status status =
      ForEachJsonlLine(path, [&](absl::string_view line, int) {
        Problem problem;
        absl::Status parsed = ParseJsonMessage(line, &problem);
        if (parsed.ok()) parsed = tasks::PrepareProblem(problem);
        if (parsed.ok()) problems.push_back(std::move(problem));
        return parsed;
      });
  if (!status.ok()) return status;
  Insert(std::move(problems));
  return absl::OkStatus();
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

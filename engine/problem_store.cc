#include "engine/problem_store.h"

#include <utility>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "engine/jsonl.h"
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

absl::Status ProblemStore::Put(std::vector<Problem> problems, bool replace) {
  std::vector<PreparedProblemPtr> prepared;
  std::vector<std::string> where;
  prepared.reserve(problems.size());
  // Stop preparing as soon as the request cannot fit, instead of building
  // all of it first (prepared problems take several times their wire
  // size). Without replace the store only grows, so what it holds now
  // counts; with replace, what is replaced may free room, so only the
  // request itself is held against the limit here. Insert decides exactly.
  size_t floor_bytes = 0, limit = 0;
  {
    absl::MutexLock lock(&mu_);
    if (!replace) floor_bytes = bytes_;
    limit = max_bytes_;
  }
  size_t new_bytes = 0;
  absl::flat_hash_map<std::string, size_t> first;
  for (size_t i = 0; i < problems.size(); ++i) {
    where.push_back(absl::StrCat("problems[", i, "]"));
    auto [it, fresh] = first.emplace(problems[i].id(), i);
    if (!fresh) {
      return absl::InvalidArgumentError(
          absl::StrCat(where.back(), ": duplicate id '", problems[i].id(),
                       "' (also problems[", it->second, "])"));
    }
    absl::StatusOr<PreparedProblemPtr> one = Prepare(std::move(problems[i]));
    if (!one.ok()) return one.status();
    new_bytes += (*one)->ApproximateBytes();
    if (floor_bytes + new_bytes > limit) {
      return OverLimit(floor_bytes + new_bytes, limit);
    }
    prepared.push_back(*std::move(one));
  }
  return Insert(std::move(prepared), where, replace);
}

absl::Status ProblemStore::OverLimit(size_t bytes, size_t limit) {
  return absl::ResourceExhaustedError(absl::StrCat(
      "the problem store would hold at least ~", bytes >> 20, " MiB, over its ",
      limit >> 20, " MiB limit (--max_store_mb); nothing stored"));
}

absl::Status ProblemStore::Insert(std::vector<PreparedProblemPtr> problems,
                                  const std::vector<std::string>& where,
                                  bool replace) {
  absl::MutexLock lock(&mu_);
  if (!replace) {
    for (size_t i = 0; i < problems.size(); ++i) {
      if (problems_.contains(problems[i]->problem().id())) {
        return absl::AlreadyExistsError(absl::StrCat(
            where[i], ": id '", problems[i]->problem().id(),
            "' is already stored (set replace to overwrite it)"));
      }
    }
  }
  // The bytes after this insert: new problems add, replaced ones swap.
  size_t after = bytes_;
  for (const PreparedProblemPtr& problem : problems) {
    after += problem->ApproximateBytes();
    auto old = problems_.find(problem->problem().id());
    if (old != problems_.end()) after -= old->second->ApproximateBytes();
  }
  if (after > max_bytes_) return OverLimit(after, max_bytes_);
  bytes_ = after;
  for (PreparedProblemPtr& problem : problems) {
    problems_.insert_or_assign(problem->problem().id(), std::move(problem));
  }
  return absl::OkStatus();
}

absl::Status ProblemStore::LoadJsonl(const std::string& path,
                                     int max_json_depth) {
  std::vector<PreparedProblemPtr> problems;
  std::vector<std::string> where;
  absl::flat_hash_map<std::string, int> first_line;
  absl::Status status =
      ForEachJsonlLine(path, [&](absl::string_view line, int number) {
        Problem problem;
        absl::Status parsed = ParseJsonMessage(line, &problem, max_json_depth);
        if (!parsed.ok()) return parsed;
        auto [it, fresh] = first_line.emplace(problem.id(), number);
        if (!fresh) {
          return absl::InvalidArgumentError(
              absl::StrCat("duplicate id '", problem.id(), "' (also line ",
                           it->second, ")"));
        }
        absl::StatusOr<PreparedProblemPtr> prepared = Prepare(std::move(problem));
        if (!prepared.ok()) return prepared.status();
        problems.push_back(*std::move(prepared));
        where.push_back(absl::StrCat(path, ":", number));
        return absl::OkStatus();
      });
  if (!status.ok()) return status;
  return Insert(std::move(problems), where, /*replace=*/false);
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

void ProblemStore::set_max_bytes(size_t max_bytes) {
  absl::MutexLock lock(&mu_);
  max_bytes_ = max_bytes;
}

size_t ProblemStore::bytes() const {
  absl::ReaderMutexLock lock(&mu_);
  return bytes_;
}

size_t ProblemStore::size() const {
  absl::ReaderMutexLock lock(&mu_);
  return problems_.size();
}

}  // namespace referee

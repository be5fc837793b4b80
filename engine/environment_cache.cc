#include "engine/environment_cache.h"

#include <optional>
#include <string>

#include "absl/strings/str_cat.h"
#include "verifiers/environments/env_id.h"

namespace referee {

EnvironmentCache::EnvironmentCache(const TaskRegistry& tasks, size_t max_bytes,
                                   EngineMetrics* metrics)
    : tasks_(tasks), metrics_(metrics), lru_("environment", max_bytes) {}

absl::StatusOr<PreparedProblemPtr> EnvironmentCache::Get(absl::string_view id) {
  if (PreparedProblemPtr cached = lru_.Find(id)) return cached;
  const std::optional<EnvId> env = ParseEnvId(id);
  if (!env) {
    return absl::InvalidArgumentError(
        "not env/<name>/<difficulty>/<seed>[@<state>] with canonical decimal integers");
  }
  // Generated outside any lock; two threads may generate the same id once
  // each, and the second insert is dropped.
  absl::StatusOr<PreparedProblemPtr> prepared =
      tasks_.Prepare(EnvIdProblem(id, *env));
  if (!prepared.ok()) return prepared.status();
  if (metrics_ != nullptr) {
    metrics_->RecordGenerated((*prepared)->task().Name(), 1);
  }
  lru_.Insert(id, *prepared, (*prepared)->ApproximateBytes());
  return prepared;
}

absl::StatusOr<PreparedProblemPtr> EnvironmentCache::GenerateShown(absl::string_view id,
                                                                  ShownText& shown) {
  const std::optional<EnvId> env = ParseEnvId(id);
  if (!env) {
    return absl::InvalidArgumentError(
        "not env/<name>/<difficulty>/<seed>[@<state>] with canonical decimal integers");
  }
  const TaskType* task = tasks_.Find(env->name);
  if (task == nullptr || !task->Generates() || env->difficulty > task->MaxDifficulty()) {
    return absl::InvalidArgumentError(
        absl::StrCat("no environment level ", env->name, "/", env->difficulty));
  }
  absl::StatusOr<PreparedProblemPtr> prepared =
      env->state ? task->PrepareState(EnvIdProblem(id, *env), &shown)
                 : task->GeneratePrepared(std::string(id), env->difficulty, env->seed, &shown);
  if (!prepared.ok()) return prepared.status();
  if (metrics_ != nullptr) metrics_->RecordGenerated(task->Name(), 1);
  lru_.Insert(id, *prepared, (*prepared)->ApproximateBytes());
  return prepared;
}

PreparedProblemPtr EnvironmentCache::Find(absl::string_view id) {
  return lru_.Find(id, /*count_miss=*/false);
}

}  // namespace referee

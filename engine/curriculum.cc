#include "engine/curriculum.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "google/protobuf/io/coded_stream.h"
#include "verifiers/environments/env_id.h"
#include "verifiers/environments/random.h"

namespace referee {
namespace {

using referee::v1::Curriculum;
using referee::v1::EnvironmentLevel;

struct Settings {
  double threshold;
  int32_t window;
  int64_t min_attempts;
};

Settings SettingsOf(const Curriculum& curriculum) {
  return {curriculum.accuracy_threshold() == 0
              ? kDefaultAccuracyThreshold
              : curriculum.accuracy_threshold(),
          curriculum.window() == 0 ? kDefaultWindow : curriculum.window(),
          curriculum.min_attempts() == 0 ? kDefaultMinAttempts
                                         : curriculum.min_attempts()};
}

}  // namespace

absl::Status ValidateCurriculum(const Curriculum& curriculum,
                                const TaskRegistry& tasks,
                                absl::string_view field) {
  if (curriculum.environments_size() == 0) {
    return absl::InvalidArgumentError(absl::StrCat(
        field, ".environments: empty (environments: ", tasks.Names(true), ")"));
  }
  const double threshold = curriculum.accuracy_threshold();
  if (!(threshold >= 0 && threshold <= 1)) {
    return absl::InvalidArgumentError(
        absl::StrCat(field, ".accuracy_threshold: must be in [0, 1]"));
  }
  if (curriculum.window() < 0) {
    return absl::InvalidArgumentError(
        absl::StrCat(field, ".window: must be >= 0"));
  }
  if (curriculum.min_attempts() < 0) {
    return absl::InvalidArgumentError(
        absl::StrCat(field, ".min_attempts: must be >= 0"));
  }
  absl::flat_hash_map<absl::string_view, int> seen;
  for (int i = 0; i < curriculum.environments_size(); ++i) {
    const EnvironmentLevel& level = curriculum.environments(i);
    const std::string at = absl::StrCat(field, ".environments[", i, "]");
    const TaskType* task = tasks.Find(level.name());
    if (task == nullptr || !task->Generates()) {
      return absl::InvalidArgumentError(absl::StrCat(
          at, ".name: unknown environment '", level.name(),
          "' (environments: ", tasks.Names(true), ")"));
    }
    if (!seen.emplace(level.name(), i).second) {
      return absl::InvalidArgumentError(
          absl::StrCat(at, ".name: '", level.name(), "' listed twice"));
    }
    if (level.high() < 0) {
      return absl::InvalidArgumentError(absl::StrCat(at, ".high: must be >= 0"));
    }
    if (level.states() && !task->PosesStates()) {
      return absl::InvalidArgumentError(absl::StrCat(
          at, ".states: ", level.name(),
          " poses no states (only optimisation environments do)"));
    }
    if (level.attempts() < 0 || level.correct() < 0 ||
        level.correct() > level.attempts()) {
      return absl::InvalidArgumentError(absl::StrCat(
          at, ": need 0 <= correct <= attempts"));
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<std::vector<std::string>> PlanSample(
    const referee::v1::SampleRequest& request, const TaskRegistry& tasks) {
  const Curriculum& curriculum = request.curriculum();
  absl::Status valid = ValidateCurriculum(curriculum, tasks, "curriculum");
  if (!valid.ok()) return valid;
  if (request.count() < 1 || request.count() > kMaxSampleCount) {
    return absl::InvalidArgumentError(
        absl::StrCat("count: must be in 1..", kMaxSampleCount));
  }
  const Settings settings = SettingsOf(curriculum);
  tasks::Rng rng(request.seed());
  std::vector<std::string> ids;
  ids.reserve(static_cast<size_t>(request.count()));
  for (int i = 0; i < request.count(); ++i) {
    const EnvironmentLevel& level = curriculum.environments(static_cast<int>(
        rng.Uniform(0, curriculum.environments_size() - 1)));
    const int64_t high = level.high();
    const int64_t low = std::max<int64_t>(0, high - settings.window + 1);
    const int64_t drawn = rng.Uniform(low, high);
    const uint64_t seed = rng.Next();
    const int max = tasks.Find(level.name())->MaxDifficulty();
    std::string id =
        FormatEnvId(level.name(), static_cast<int>(std::min<int64_t>(drawn, max)), seed);
    // The state is drawn now and resolved when generated (the path's
    // length needs the instance): see kStateDrawMarker.
    if (level.states()) absl::StrAppend(&id, kStateDrawMarker, rng.Next());
    ids.push_back(std::move(id));
  }
  return ids;
}

namespace {

// A planned state `env/<name>/<d>/<seed>@?<draw>` as the id of the state
// it names, `@<draw mod L>` with L the number of states of the problem
// (the solver's path length); the whole problem's id when it has none.
absl::StatusOr<std::string> ResolveStateDraw(const std::string& planned,
                                             const TaskRegistry& tasks) {
  const size_t at = absl::string_view(planned).find(kStateDrawMarker);
  if (at == std::string::npos) return planned;
  const std::string whole = planned.substr(0, at);
  const std::optional<EnvId> env = ParseEnvId(whole);
  uint64_t draw = 0;
  const TaskType* task = env ? tasks.Find(env->name) : nullptr;
  if (task == nullptr ||
      !absl::SimpleAtoi(absl::string_view(planned).substr(at + kStateDrawMarker.size()), &draw)) {
    return absl::InternalError(absl::StrCat("bad planned state ", planned));
  }
  absl::StatusOr<int64_t> states = task->StateCount(env->difficulty, env->seed);
  if (!states.ok()) return states.status();
  if (*states <= 0) return whole;
  return absl::StrCat(whole, "@", draw % static_cast<uint64_t>(*states));
}

// Problem `id` as Sample returns it, generated (and cached) through `cache`
// into `*out`: the cached problem without its text (a few small fields),
// then the text moved in.
absl::Status SampledProblem(const std::string& planned, EnvironmentCache& cache,
                            referee::v1::Problem* out) {
  absl::StatusOr<std::string> resolved = ResolveStateDraw(planned, cache.tasks());
  if (!resolved.ok()) {
    return absl::InternalError(
        absl::StrCat("generating ", planned, ": ", resolved.status().message()));
  }
  const std::string& id = *resolved;
  ShownText shown;
  absl::StatusOr<PreparedProblemPtr> problem = cache.GenerateShown(id, shown);
  if (!problem.ok()) {
    return absl::InternalError(
        absl::StrCat("generating ", id, ": ", problem.status().message()));
  }
  *out = (*problem)->problem();
  *out->mutable_prompt() = std::move(shown.prompt);
  *out->mutable_reference_output() = std::move(shown.reference_output);
  return absl::OkStatus();
}

}  // namespace

absl::Status FillSample(const std::vector<std::string>& ids, size_t begin,
                        size_t end, EnvironmentCache& cache,
                        referee::v1::SampleResponse& response) {
  for (size_t i = begin; i < end; ++i) {
    absl::Status status =
        SampledProblem(ids[i], cache, response.mutable_problems(static_cast<int>(i)));
    if (!status.ok()) return status;
  }
  return absl::OkStatus();
}

absl::Status AppendSampleWire(const std::vector<std::string>& ids, size_t begin,
                              size_t end, EnvironmentCache& cache, std::string* wire) {
  // SampleResponse.problems is field 1, length-delimited.
  constexpr uint8_t kProblemsTag = (1 << 3) | 2;
  referee::v1::Problem problem;  // Reused: its small strings keep their capacity.
  for (size_t i = begin; i < end; ++i) {
    absl::Status status = SampledProblem(ids[i], cache, &problem);
    if (!status.ok()) return status;
    const size_t size = problem.ByteSizeLong();
    if (size > static_cast<size_t>(INT32_MAX)) {
      return absl::InternalError(absl::StrCat("problem ", ids[i], " is over 2 GB"));
    }
    uint8_t header[1 + 5];
    header[0] = kProblemsTag;
    uint8_t* header_end = google::protobuf::io::CodedOutputStream::WriteVarint32ToArray(
        static_cast<uint32_t>(size), header + 1);
    wire->append(reinterpret_cast<const char*>(header), header_end - header);
    const size_t at = wire->size();
    wire->resize(at + size);
    problem.SerializeWithCachedSizesToArray(reinterpret_cast<uint8_t*>(&(*wire)[at]));
  }
  return absl::OkStatus();
}

absl::StatusOr<referee::v1::SampleResponse> SampleProblems(
    const referee::v1::SampleRequest& request, const TaskRegistry& tasks,
    EnvironmentCache& cache) {
  absl::StatusOr<std::vector<std::string>> ids = PlanSample(request, tasks);
  if (!ids.ok()) return ids.status();
  referee::v1::SampleResponse response;
  response.mutable_problems()->Reserve(static_cast<int>(ids->size()));
  for (size_t i = 0; i < ids->size(); ++i) response.add_problems();
  absl::Status filled = FillSample(*ids, 0, ids->size(), cache, response);
  if (!filled.ok()) return filled;
  return response;
}

absl::StatusOr<Curriculum> UpdateCurriculum(
    const referee::v1::UpdateCurriculumRequest& request,
    const TaskRegistry& tasks) {
  absl::Status valid =
      ValidateCurriculum(request.curriculum(), tasks, "curriculum");
  if (!valid.ok()) return valid;
  Curriculum curriculum = request.curriculum();
  const Settings settings = SettingsOf(curriculum);
  absl::flat_hash_map<std::string, EnvironmentLevel*> by_name;
  for (EnvironmentLevel& level : *curriculum.mutable_environments()) {
    by_name[level.name()] = &level;
  }
  for (const referee::v1::Outcome& outcome : request.outcomes()) {
    const std::optional<EnvId> env = ParseEnvId(outcome.prompt_id());
    if (!env) continue;
    auto it = by_name.find(env->name);
    if (it == by_name.end()) continue;
    EnvironmentLevel& level = *it->second;
    if (env->difficulty != level.high()) continue;
    level.set_attempts(level.attempts() + 1);
    if (outcome.correct()) level.set_correct(level.correct() + 1);
    if (level.attempts() >= settings.min_attempts) {
      const double accuracy = static_cast<double>(level.correct()) /
                              static_cast<double>(level.attempts());
      if (accuracy >= settings.threshold &&
          level.high() < tasks.Find(level.name())->MaxDifficulty()) {
        level.set_high(level.high() + 1);
      }
      level.set_attempts(0);
      level.set_correct(0);
    }
  }
  return curriculum;
}

}  // namespace referee

// RLVE's adaptive difficulty (seed 001 §2.2; DESIGN §8), as pure functions
// of the trainer's Curriculum message: the server keeps no state, so any
// replica answers and a restart loses nothing.
//
// Each environment has a window [max(0, high - window + 1), high]. Sample
// picks, per problem, an environment of the curriculum uniformly, then a
// level uniformly from its window, then a 64-bit seed, all from one PRNG
// seeded by the request's seed. UpdateCurriculum folds outcomes in order:
// an outcome counts only if its id is env/<name>/<high>/... for its
// environment's current `high`; once attempts >= min_attempts, `high`
// rises by one if correct / attempts >= accuracy_threshold, and both
// counters reset to 0 after every such check.
//
// Where DESIGN is silent: `high` never rises past the environment's
// MaxDifficulty() (a level this build cannot generate), and Sample clamps
// levels to it as well.
#ifndef REFEREE_ENGINE_CURRICULUM_H_
#define REFEREE_ENGINE_CURRICULUM_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "proto/referee/v1/referee.pb.h"
#include "engine/environment_cache.h"
#include "verifiers/task_registry.h"

namespace referee {

// Defaults for the curriculum's zero fields (proto3 cannot tell unset).
inline constexpr double kDefaultAccuracyThreshold = 0.9;
inline constexpr int32_t kDefaultWindow = 4;
inline constexpr int64_t kDefaultMinAttempts = 128;  // 8 prompts x 16.
// The most problems one Sample call returns.
inline constexpr int32_t kMaxSampleCount = 65536;

// Checks a curriculum: at least one environment, each a registered
// environment (a task type that generates) named once, high >= 0,
// 0 <= correct <= attempts; threshold in [0, 1] (0: default), window and
// min_attempts >= 0 (0: default). InvalidArgument names the field under
// `field` (e.g. "curriculum.environments[1].name: unknown environment").
absl::Status ValidateCurriculum(const referee::v1::Curriculum& curriculum,
                                const TaskRegistry& tasks,
                                absl::string_view field);

// `request.count` problems (ids, prompts, ground truth, reference outputs)
// through `cache`, so scoring them on this replica does not regenerate.
absl::StatusOr<referee::v1::SampleResponse> SampleProblems(
    const referee::v1::SampleRequest& request, const TaskRegistry& tasks,
    EnvironmentCache& cache);

// In a planned id, what follows the whole problem's id when the entry asks
// for states (`states: true`): `@?<draw>`, a 64-bit draw that becomes the
// state `@<draw mod L>` (L: the solver's path length) when the problem is
// generated, since L needs the instance. Planned ids never leave the
// server: Sample's problems carry the resolved ones.
inline constexpr absl::string_view kStateDrawMarker = "@?";

// SampleProblems in two steps, so the server can generate on its pool:
// the ids drawn (cheap), then problems [begin, end) of a response already
// holding ids.size() problems, filled from `cache` (safe on disjoint
// ranges in parallel).
absl::StatusOr<std::vector<std::string>> PlanSample(
    const referee::v1::SampleRequest& request, const TaskRegistry& tasks);
absl::Status FillSample(const std::vector<std::string>& ids, size_t begin,
                        size_t end, EnvironmentCache& cache,
                        referee::v1::SampleResponse& response);

// FillSample's problems [begin, end) appended to `*wire` as the bytes of
// SampleResponse's repeated `problems` field: the pieces of consecutive
// ranges, concatenated, are a SampleResponse. The server writes Sample's
// answer this way, in pieces on its pool, and hands the pieces to gRPC
// (no SampleResponse built, copied or destroyed).
absl::Status AppendSampleWire(const std::vector<std::string>& ids, size_t begin,
                              size_t end, EnvironmentCache& cache, std::string* wire);

// The curriculum after folding `request.outcomes` in order. The
// configuration fields come back as given.
absl::StatusOr<referee::v1::Curriculum> UpdateCurriculum(
    const referee::v1::UpdateCurriculumRequest& request,
    const TaskRegistry& tasks);

}  // namespace referee

#endif  // REFEREE_ENGINE_CURRICULUM_H_

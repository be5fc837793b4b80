// Batch scoring, shared by the server and `referee score --local`.
//
// A batch goes through three steps so the server can spread the middle one
// over its pool: Prepare() checks the request and resolves problems and
// specs (whole-request errors are INVALID_ARGUMENT naming the field);
// ScoreRange() scores a slice of rollouts straight into the response (safe
// on disjoint slices in parallel); Finish() adds group statistics, fills
// per-rollout results where needed and records metrics.
#ifndef REFEREE_SERVER_SCORER_H_
#define REFEREE_SERVER_SCORER_H_

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "proto/referee/v1/referee.pb.h"
#include "server/environment_cache.h"
#include "server/metrics.h"
#include "server/novelty.h"
#include "server/groups.h"
#include "server/problem_store.h"
#include "server/spec.h"
#include "verifiers/environments/catalog.h"

namespace referee {

struct ScorerOptions {
  size_t max_batch = 65536;               // More rollouts: INVALID_ARGUMENT.
  size_t max_output_bytes = 1 << 20;      // Longer outputs: OUTPUT_TOO_LARGE.
  std::string default_spec;               // --default_spec overrides.
  // Bound of the cache of problems generated from env/... ids.
  size_t environment_cache_bytes = size_t{256} << 20;
};

// What happened to one rollout, kept until Finish().
struct RolloutOutcome {
  double reward = 0;  // Σ weight·score, then the novelty bonus.
  bool correct = false;
  bool parsed = false;
  referee::v1::ErrorCode error = referee::v1::OK;
  std::string error_message;  // Set only with an error.
};

// One request in flight. Holds views into the request, which must outlive it.
struct Batch {
  const referee::v1::ScoreRequest* request = nullptr;
  referee::v1::ScoreResponse* response = nullptr;
  std::optional<CompiledSpec> request_spec;  // Set when spec.terms is given.
  std::vector<const PreparedProblem*> problems;  // Null: unknown id.
  // Keeps the problems of the store, the environment cache and the
  // request's inline ones alive while the batch runs.
  std::vector<PreparedProblemPtr> pinned;
  // Why an id named no problem, by rollout index (only env/... ids have a
  // reason beyond "unknown").
  absl::flat_hash_map<size_t, std::string> unknown_reasons;
  std::vector<RolloutOutcome> outcomes;
  // verdicts[i * verdict_stride + t]: term t of rollout i, for metrics.
  std::vector<Verdict> verdicts;
  size_t verdict_stride = 0;
  double error_reward = 0;
  std::optional<NoveltyOptions> novelty;  // Set when spec.novelty.enabled.
  referee::v1::Advantage advantage;       // kind NONE: no advantages.
};

class Scorer {
 public:
  // All references must outlive the Scorer. `metrics` may be null.
  static absl::StatusOr<std::unique_ptr<Scorer>> Create(
      const Catalog& catalog, const ProblemStore& store,
      ServerMetrics* metrics, const ScorerOptions& options);

  absl::StatusOr<std::unique_ptr<Batch>> Prepare(
      const referee::v1::ScoreRequest& request,
      referee::v1::ScoreResponse* response) const;
  void ScoreRange(Batch& batch, size_t begin, size_t end) const;
  void Finish(Batch& batch) const;

  // Prepare, ScoreRange over everything, Finish, on the calling thread.
  absl::Status ScoreAll(const referee::v1::ScoreRequest& request,
                        referee::v1::ScoreResponse* response) const;

  const Catalog& catalog() const { return catalog_; }
  const DefaultSpecs& defaults() const { return defaults_; }
  // Generated problems by env/... id (also used by Sample).
  EnvironmentCache& environments() const { return environments_; }

 private:
  Scorer(const Catalog& catalog, const ProblemStore& store,
         ServerMetrics* metrics, const ScorerOptions& options,
         DefaultSpecs defaults)
      : catalog_(catalog),
        store_(store),
        metrics_(metrics),
        options_(options),
        defaults_(std::move(defaults)),
        environments_(catalog.tasks, options.environment_cache_bytes, metrics) {}

  // Resolves every rollout's problem: inline, then store or generated.
  absl::Status ResolveProblems(Batch& batch) const;

  // Scores rollout i; returns its outcome and fills verdicts.
  RolloutOutcome ScoreOne(Batch& batch, size_t i) const;
  // Novelty bonuses and advantages per group; returns each rollout's bonus
  // (empty without novelty).
  std::vector<double> ShapeGroups(Batch& batch, const Groups& groups) const;
  void RecordMetrics(const Batch& batch, const std::vector<double>& bonuses) const;

  const Catalog& catalog_;
  const ProblemStore& store_;
  ServerMetrics* const metrics_;
  const ScorerOptions options_;
  const DefaultSpecs defaults_;
  mutable EnvironmentCache environments_;
};

}  // namespace referee

#endif  // REFEREE_SERVER_SCORER_H_

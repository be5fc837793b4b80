// The problem store (DESIGN §5): problems by prompt id, loaded from JSONL
// files at start, added to by PutProblems, read by every batch.
#ifndef REFEREE_ENGINE_PROBLEM_STORE_H_
#define REFEREE_ENGINE_PROBLEM_STORE_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "absl/base/thread_annotations.h"
#include "absl/container/flat_hash_map.h"
#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "absl/synchronization/mutex.h"
#include "proto/referee/v1/referee.pb.h"
#include "engine/jsonl.h"
#include "verifiers/prepared_problem.h"
#include "verifiers/task_registry.h"

namespace referee {

class ProblemStore {
 public:
  // `tasks` prepares every problem stored; it must outlive the store.
  explicit ProblemStore(const TaskRegistry& tasks) : tasks_(tasks) {}

  // Bounds the memory of what is stored (PreparedProblem::ApproximateBytes
  // summed): a Put or file that would pass it is ResourceExhausted and
  // stores nothing. Unlimited until set.
  void set_max_bytes(size_t max_bytes) ABSL_LOCKS_EXCLUDED(mu_);

  // Prepares all of `problems` first (TaskRegistry::Prepare: checks, and
  // fills in omitted ground truth) and stores none if one is bad. Never
  // overwrites silently (DESIGN §10): two problems with one id are
  // InvalidArgument ("problems[3]: duplicate id 'x' (also problems[1])"),
  // an id already stored is AlreadyExists unless `replace`. Ids starting
  // `env/` are reserved for generated problems: InvalidArgument.
  absl::Status Put(std::vector<referee::v1::Problem> problems,
                   bool replace = false) ABSL_LOCKS_EXCLUDED(mu_);

  // Loads a JSONL file of Problems; errors read "FILE:LINE: reason". An id
  // seen before (in this file, another file or the demo data) is an error.
  absl::Status LoadJsonl(const std::string& path,
                         int max_json_depth = kDefaultMaxJsonDepth)
      ABSL_LOCKS_EXCLUDED(mu_);

  // Looks up every id of `ids` under one lock: result[i] is the problem of
  // ids[i], or null if unknown. The pointers stay valid after a
  // replacement, so a batch keeps scoring against the problems it started
  // with.
  std::vector<PreparedProblemPtr> FindAll(const std::vector<absl::string_view>& ids)
      const ABSL_LOCKS_EXCLUDED(mu_);

  // The problem called `id`, or null.
  PreparedProblemPtr Find(absl::string_view id) const ABSL_LOCKS_EXCLUDED(mu_);

  size_t size() const ABSL_LOCKS_EXCLUDED(mu_);
  size_t bytes() const ABSL_LOCKS_EXCLUDED(mu_);

 private:
  // Checks the id and prepares one problem.
  absl::StatusOr<PreparedProblemPtr> Prepare(referee::v1::Problem problem) const;
  // Stores all or none; AlreadyExists (naming the id) without `replace`
  // when one is stored already. `where[i]` names problems[i] in errors.
  // ResourceExhausted: `bytes` would pass `limit`.
  static absl::Status OverLimit(size_t bytes, size_t limit);
  absl::Status Insert(std::vector<PreparedProblemPtr> problems,
                      const std::vector<std::string>& where, bool replace)
      ABSL_LOCKS_EXCLUDED(mu_);

  const TaskRegistry& tasks_;
  mutable absl::Mutex mu_;
  absl::flat_hash_map<std::string, PreparedProblemPtr> problems_
      ABSL_GUARDED_BY(mu_);
  size_t bytes_ ABSL_GUARDED_BY(mu_) = 0;
  size_t max_bytes_ ABSL_GUARDED_BY(mu_) = SIZE_MAX;
};

}  // namespace referee

#endif  // REFEREE_ENGINE_PROBLEM_STORE_H_

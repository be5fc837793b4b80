// Reward specs (DESIGN §3 RewardSpec): the request's terms, checked once per
// request and resolved to verifier pointers and parameter values, plus the
// server's per-task defaults used when a request gives no terms.
#ifndef REFEREE_ENGINE_SPEC_H_
#define REFEREE_ENGINE_SPEC_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "proto/referee/v1/referee.pb.h"
#include "verifiers/environments/catalog.h"

namespace referee {

// One weighted verifier with its resolved parameters.
struct CompiledTerm {
  const Verifier* verifier = nullptr;
  double weight = 1;
  ParamValues params;
  std::string mode;  // verifier->MetricMode(params).
  // accepts[t]: the verifier scores task type index t (TaskType::index()).
  std::vector<bool> accepts;

  bool Accepts(const TaskType& task) const { return accepts[task.index()]; }
};

// reward = Σ weight · score; `correct`/`parsed` come from terms[correct_from].
struct CompiledSpec {
  std::vector<CompiledTerm> terms;
  size_t correct_from = 0;
  // The lowest and the highest reward the terms can give together: Σ of
  // each term's weighted floor and full credit (swapped for a negative
  // weight). bounds.floor is the default error_reward (DESIGN §3).
  ScoreBounds bounds;

  // The reward to send for a rollout, given whether it is `correct`.
  // Rewards travel as float: a reward that is not correct and would round
  // to the spec's full credit (or above) is lowered to the largest float
  // below it, so a wrong answer never ties the right one on the wire
  // (e.g. 0.99999999996 -> 0.99999994f). A spec whose floor and full credit
  // are one float (all weights 0) has nothing to keep apart.
  double CapPartialCredit(double reward, bool correct) const;
};

// The most terms one spec may have (a size limit on requests).
inline constexpr int kMaxTerms = 16;

// Resolves spec.terms and spec.correct_from. InvalidArgument names the field
// ("spec.terms[1].verifier: unknown verifier 'foo'"). `spec.terms` must not be
// empty.
absl::StatusOr<CompiledSpec> CompileTerms(const referee::v1::RewardSpec& spec,
                                          const Catalog& catalog);

// The spec used for a rollout whose request gives no terms, by task type.
class DefaultSpecs {
 public:
  // Each task type's DefaultVerifiers() (DESIGN §3: activity/lis ->
  // ids_exact, countdown -> countdown_sparse, answer -> math_equiv; an
  // environment -> its own verifier), then `overrides`:
  // "task=verifier[+verifier...][,task=...]" (each verifier weight 1), which
  // must name known tasks and verifiers. Built-in defaults whose verifier is
  // not registered in this build are skipped.
  static absl::StatusOr<DefaultSpecs> Create(absl::string_view overrides,
                                             const Catalog& catalog);

  // The default for `task`, or null if none is available.
  const CompiledSpec* For(const TaskType& task) const {
    return by_task_[task.index()] ? &*by_task_[task.index()] : nullptr;
  }
  // The default's terms as a RewardSpec (for ListEnvironments).
  referee::v1::RewardSpec AsProto(const TaskType& task) const;
  // The most terms of any default spec.
  size_t max_terms() const;

 private:
  absl::Status Set(const TaskType& task, absl::string_view verifiers,
                   const Catalog& catalog, bool skip_unknown_verifiers);
  std::vector<std::optional<CompiledSpec>> by_task_;
};

}  // namespace referee

#endif  // REFEREE_ENGINE_SPEC_H_

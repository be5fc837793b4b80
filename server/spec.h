// Reward specs (DESIGN §3 RewardSpec): the request's terms, checked once per
// request and resolved to verifier pointers and parameter values, plus the
// server's per-task defaults used when a request gives no terms.
#ifndef REFEREE_SERVER_SPEC_H_
#define REFEREE_SERVER_SPEC_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "proto/referee/v1/referee.pb.h"
#include "verifiers/registry.h"

namespace referee {

// One weighted verifier with its resolved parameters.
struct CompiledTerm {
  const Verifier* verifier = nullptr;
  double weight = 1;
  ParamValues params;
  uint32_t task_mask = 0;  // Bit (1 << Task) for every task it accepts.

  bool Accepts(Task task) const { return (task_mask >> task) & 1u; }
};

// reward = Σ weight · score; `correct`/`parsed` come from terms[correct_from].
struct CompiledSpec {
  std::vector<CompiledTerm> terms;
  size_t correct_from = 0;
};

// The most terms one spec may have (a size limit on requests).
inline constexpr int kMaxTerms = 16;

// Resolves spec.terms and spec.correct_from. InvalidArgument names the field
// ("spec.terms[1].verifier: unknown verifier 'foo'"). `spec.terms` must not be
// empty.
absl::StatusOr<CompiledSpec> CompileTerms(const referee::v1::RewardSpec& spec,
                                          const VerifierRegistry& registry);

// The spec used for a rollout whose request gives no terms, by task.
class DefaultSpecs {
 public:
  // The DESIGN §3 built-ins: activity/lis -> ids_exact, countdown ->
  // countdown_sparse, answer -> answer_match.
  static constexpr absl::string_view kBuiltin =
      "activity=ids_exact,lis=ids_exact,countdown=countdown_sparse,"
      "answer=answer_match";

  // Parses "task=verifier[+verifier...][,task=...]" (each verifier weight
  // 1). Built-in entries whose verifier is not registered in this build are
  // skipped; entries given in `overrides` must name known tasks and
  // verifiers.
  static absl::StatusOr<DefaultSpecs> Create(absl::string_view overrides,
                                             const VerifierRegistry& registry);

  // The default for `task`, or null if none is available.
  const CompiledSpec* For(Task task) const;
  // The most terms of any default spec.
  size_t max_terms() const;

 private:
  absl::Status Set(absl::string_view entry, const VerifierRegistry& registry,
                   bool skip_unknown_verifiers);
  absl::flat_hash_map<int, CompiledSpec> by_task_;
};

// The task called `name` ("activity", ...), or TASK_NOT_SET.
Task TaskFromName(absl::string_view name);

}  // namespace referee

#endif  // REFEREE_SERVER_SPEC_H_

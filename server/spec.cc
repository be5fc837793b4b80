#include "server/spec.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "verifiers/parsing/text.h"
#include "verifiers/status_macros.h"

namespace referee {
namespace {

using referee::v1::Problem;

constexpr Task kAllTasks[] = {Problem::kActivity, Problem::kLis,
                              Problem::kCountdown, Problem::kAnswer};

absl::StatusOr<CompiledTerm> CompileTerm(const referee::v1::Term& term,
                                         const VerifierRegistry& registry,
                                         absl::string_view field) {
  CompiledTerm compiled;
  compiled.verifier = registry.Find(term.verifier());
  if (compiled.verifier == nullptr) {
    return absl::InvalidArgumentError(absl::StrCat(
        field, ".verifier: unknown verifier '", term.verifier(), "'"));
  }
  if (term.has_weight()) {
    if (!std::isfinite(term.weight())) {
      return absl::InvalidArgumentError(
          absl::StrCat(field, ".weight: must be finite"));
    }
    compiled.weight = term.weight();
  }
  REFEREE_ASSIGN_OR_RETURN(
      compiled.params,
      ParamValues::Resolve(compiled.verifier->Params(), term.params(),
                           absl::StrCat(field, ".params")));
  absl::Status valid = compiled.verifier->ValidateParams(compiled.params);
  if (!valid.ok()) {
    return absl::InvalidArgumentError(
        absl::StrCat(field, ".params.", valid.message()));
  }
  for (Task task : compiled.verifier->Tasks()) compiled.task_mask |= 1u << task;
  return compiled;
}

}  // namespace

Task TaskFromName(absl::string_view name) {
  for (Task task : kAllTasks) {
    if (TaskName(task) == name) return task;
  }
  return Problem::TASK_NOT_SET;
}

absl::StatusOr<CompiledSpec> CompileTerms(const referee::v1::RewardSpec& spec,
                                          const VerifierRegistry& registry) {
  if (spec.terms_size() > kMaxTerms) {
    return absl::InvalidArgumentError(absl::StrCat(
        "spec.terms: ", spec.terms_size(), " terms, at most ", kMaxTerms));
  }
  CompiledSpec compiled;
  for (int i = 0; i < spec.terms_size(); ++i) {
    REFEREE_ASSIGN_OR_RETURN(
        CompiledTerm term,
        CompileTerm(spec.terms(i), registry, absl::StrCat("spec.terms[", i, "]")));
    compiled.terms.push_back(std::move(term));
  }
  if (!spec.correct_from().empty()) {
    bool found = false;
    for (size_t i = 0; i < compiled.terms.size() && !found; ++i) {
      if (compiled.terms[i].verifier->Name() == spec.correct_from()) {
        compiled.correct_from = i;
        found = true;
      }
    }
    if (!found) {
      return absl::InvalidArgumentError(
          absl::StrCat("spec.correct_from: '", spec.correct_from(),
                       "' is not the verifier of any term"));
    }
  }
  return compiled;
}

absl::StatusOr<DefaultSpecs> DefaultSpecs::Create(
    absl::string_view overrides, const VerifierRegistry& registry) {
  DefaultSpecs specs;
  for (absl::string_view entry : absl::StrSplit(kBuiltin, ',')) {
    REFEREE_RETURN_IF_ERROR(specs.Set(entry, registry, true));
  }
  for (absl::string_view entry :
       absl::StrSplit(overrides, ',', absl::SkipWhitespace())) {
    REFEREE_RETURN_IF_ERROR(specs.Set(entry, registry, false));
  }
  return specs;
}

absl::Status DefaultSpecs::Set(absl::string_view entry,
                               const VerifierRegistry& registry,
                               bool skip_unknown_verifiers) {
  entry = parsing::TrimAsciiSpace(entry);
  std::pair<absl::string_view, absl::string_view> kv =
      absl::StrSplit(entry, absl::MaxSplits('=', 1));
  const Task task = TaskFromName(kv.first);
  if (task == Problem::TASK_NOT_SET || kv.second.empty()) {
    return absl::InvalidArgumentError(absl::StrCat(
        "--default_spec: '", entry,
        "' is not task=verifier (tasks: activity, lis, countdown, answer)"));
  }
  referee::v1::RewardSpec spec;
  for (absl::string_view name : absl::StrSplit(kv.second, '+')) {
    if (skip_unknown_verifiers && registry.Find(name) == nullptr) {
      return absl::OkStatus();
    }
    spec.add_terms()->set_verifier(std::string(name));
  }
  absl::StatusOr<CompiledSpec> compiled = CompileTerms(spec, registry);
  if (!compiled.ok()) {
    return absl::InvalidArgumentError(
        absl::StrCat("--default_spec: ", compiled.status().message()));
  }
  for (const CompiledTerm& term : compiled->terms) {
    if (!term.Accepts(task)) {
      return absl::InvalidArgumentError(
          absl::StrCat("--default_spec: verifier ", term.verifier->Name(),
                       " does not score task ", TaskName(task)));
    }
  }
  by_task_[task] = *std::move(compiled);
  return absl::OkStatus();
}

const CompiledSpec* DefaultSpecs::For(Task task) const {
  auto it = by_task_.find(task);
  return it == by_task_.end() ? nullptr : &it->second;
}

size_t DefaultSpecs::max_terms() const {
  size_t most = 0;
  for (const auto& [task, spec] : by_task_) {
    most = std::max(most, spec.terms.size());
  }
  return most;
}

}  // namespace referee

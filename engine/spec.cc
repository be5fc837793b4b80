#include "engine/spec.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "verifiers/parsing/text.h"
#include "verifiers/status_macros.h"

namespace referee {
namespace {

absl::StatusOr<CompiledTerm> CompileTerm(const referee::v1::Term& term,
                                         const Catalog& catalog,
                                         absl::string_view field) {
  CompiledTerm compiled;
  compiled.verifier = catalog.verifiers.Find(term.verifier());
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
  compiled.mode = compiled.verifier->MetricMode(compiled.params);
  compiled.accepts.assign(catalog.tasks.size(), false);
  for (absl::string_view name : compiled.verifier->Tasks()) {
    if (const TaskType* task = catalog.tasks.Find(name)) {
      compiled.accepts[task->index()] = true;
    }
  }
  return compiled;
}

// The bounds of Σ weight · score over the terms.
ScoreBounds SpecBounds(const std::vector<CompiledTerm>& terms) {
  ScoreBounds bounds{0, 0};
  for (const CompiledTerm& term : terms) {
    const ScoreBounds own = term.verifier->Bounds(term.params);
    const double low = term.weight * own.floor;
    const double high = term.weight * own.full_credit;
    bounds.floor += std::min(low, high);
    bounds.full_credit += std::max(low, high);
  }
  return bounds;
}

}  // namespace

double CompiledSpec::CapPartialCredit(double reward, bool correct) const {
  if (correct) return reward;
  const float full = static_cast<float>(bounds.full_credit);
  if (!(full > static_cast<float>(bounds.floor))) return reward;
  if (static_cast<float>(reward) < full) return reward;
  return std::nextafter(full, -std::numeric_limits<float>::infinity());
}

absl::StatusOr<CompiledSpec> CompileTerms(const referee::v1::RewardSpec& spec,
                                          const Catalog& catalog) {
  if (spec.terms_size() > kMaxTerms) {
    return absl::InvalidArgumentError(absl::StrCat(
        "spec.terms: ", spec.terms_size(), " terms, at most ", kMaxTerms));
  }
  CompiledSpec compiled;
  for (int i = 0; i < spec.terms_size(); ++i) {
    REFEREE_ASSIGN_OR_RETURN(
        CompiledTerm term,
        CompileTerm(spec.terms(i), catalog, absl::StrCat("spec.terms[", i, "]")));
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
  compiled.bounds = SpecBounds(compiled.terms);
  return compiled;
}

absl::StatusOr<DefaultSpecs> DefaultSpecs::Create(absl::string_view overrides,
                                                  const Catalog& catalog) {
  DefaultSpecs specs;
  specs.by_task_.resize(catalog.tasks.size());
  for (const TaskType* task : catalog.tasks.All()) {
    REFEREE_RETURN_IF_ERROR(specs.Set(
        *task, absl::StrJoin(task->DefaultVerifiers(), "+"), catalog, true));
  }
  for (absl::string_view entry :
       absl::StrSplit(overrides, ',', absl::SkipWhitespace())) {
    entry = parsing::TrimAsciiSpace(entry);
    std::pair<absl::string_view, absl::string_view> kv =
        absl::StrSplit(entry, absl::MaxSplits('=', 1));
    const TaskType* task = catalog.tasks.Find(kv.first);
    if (task == nullptr || kv.second.empty()) {
      return absl::InvalidArgumentError(absl::StrCat(
          "--default_spec: '", entry, "' is not task=verifier (tasks: ",
          catalog.tasks.Names(), ")"));
    }
    REFEREE_RETURN_IF_ERROR(specs.Set(*task, kv.second, catalog, false));
  }
  return specs;
}

absl::Status DefaultSpecs::Set(const TaskType& task,
                               absl::string_view verifiers,
                               const Catalog& catalog,
                               bool skip_unknown_verifiers) {
  referee::v1::RewardSpec spec;
  for (absl::string_view name : absl::StrSplit(verifiers, '+')) {
    if (skip_unknown_verifiers && catalog.verifiers.Find(name) == nullptr) {
      return absl::OkStatus();
    }
    spec.add_terms()->set_verifier(std::string(name));
  }
  absl::StatusOr<CompiledSpec> compiled = CompileTerms(spec, catalog);
  if (!compiled.ok()) {
    return absl::InvalidArgumentError(
        absl::StrCat("--default_spec: ", compiled.status().message()));
  }
  for (const CompiledTerm& term : compiled->terms) {
    if (!term.Accepts(task)) {
      return absl::InvalidArgumentError(
          absl::StrCat("--default_spec: verifier ", term.verifier->Name(),
                       " does not score task ", task.Name()));
    }
  }
  by_task_[task.index()] = *std::move(compiled);
  return absl::OkStatus();
}

referee::v1::RewardSpec DefaultSpecs::AsProto(const TaskType& task) const {
  referee::v1::RewardSpec spec;
  if (const CompiledSpec* compiled = For(task)) {
    for (const CompiledTerm& term : compiled->terms) {
      referee::v1::Term& out = *spec.add_terms();
      out.set_verifier(std::string(term.verifier->Name()));
      out.set_weight(term.weight);
    }
  }
  return spec;
}

size_t DefaultSpecs::max_terms() const {
  size_t most = 0;
  for (const std::optional<CompiledSpec>& spec : by_task_) {
    if (spec) most = std::max(most, spec->terms.size());
  }
  return most;
}

}  // namespace referee

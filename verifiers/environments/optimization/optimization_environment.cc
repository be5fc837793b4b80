#include "verifiers/environments/optimization/optimization_environment.h"

#include <cmath>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "verifiers/status_macros.h"

namespace referee {
namespace environments {
inline namespace optimization_environment_cc {  // Unity builds: DEVELOPERS.md
namespace {

// One class for both ladders: the environment's own verifier (named after
// it, one task) and `best_completion` (every optimisation environment).
class OptimizationVerifier final : public Verifier {
 public:
  ScoreBounds Bounds(const ParamValues&) const override {
    return environments::kLadderBounds;
  }
  OptimizationVerifier(std::string name, std::vector<std::string> tasks,
                       bool from_partial)
      : name_(std::move(name)),
        tasks_(std::move(tasks)),
        from_partial_(from_partial) {}

  absl::string_view Name() const override { return name_; }
  absl::string_view Description() const override {
    return from_partial_
               ? "VAST best completion (seed 003 Def. 1.6): the answer read "
                 "as a partial solution, graded by the best value a "
                 "completion of it attains (q^beta against the optimum; "
                 "infeasible prefixes get the penalty)."
               : "VAST ladder (seed 003): -1 unparseable, `infeasible` (-0.5) "
                 "for a broken constraint or an incomplete solution, else "
                 "q^beta with q the value relative to the exact optimum.";
  }
  std::vector<absl::string_view> Tasks() const override {
    return {tasks_.begin(), tasks_.end()};
  }
  std::vector<ParamSpec> Params() const override {
    std::vector<ParamSpec> params = {
        BetaParam(kDefaultOptimizationBeta),
        {"infeasible", ParamSpec::Type::kNumber, kInvalidReward,
         "reward of an infeasible or incomplete solution, in [-1, 0]"}};
    // The environment's own verifier searches completions too: a state's
    // answer (DESIGN §8 "States") earns the best completion it reaches.
    params.push_back({"budget", ParamSpec::Type::kNumber,
                      static_cast<double>(kDefaultCompletionBudget),
                      from_partial_ ? "work units of the completion search per rollout, "
                                      "1..1e9 (past it, the best completion found)"
                                    : "work units of the completion search when the problem "
                                      "is a state, 1..1e9 (past it, the best completion found)"});
    return params;
  }
  absl::Status ValidateParams(const ParamValues& params) const override {
    REFEREE_RETURN_IF_ERROR(ValidateBeta(params));
    const double infeasible = params.Number("infeasible");
    if (!(infeasible >= -1 && infeasible <= 0)) {
      return absl::InvalidArgumentError("infeasible: must be in [-1, 0]");
    }
    const double budget = params.Number("budget");
    if (!(budget >= 1 && budget <= 1e9) || budget != std::floor(budget)) {
      return absl::InvalidArgumentError("budget: must be an integer in 1..1e9");
    }
    return absl::OkStatus();
  }
  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override {
    const auto* optimization =
        dynamic_cast<const Optimization*>(&input.prepared.task());
    if (optimization == nullptr) {
      return absl::InternalError(absl::StrCat(
          input.prepared.task().Name(), " is not an optimisation task"));
    }
    return optimization->Grade(input.prepared, input.output, input.params,
                               from_partial_);
  }

 private:
  const std::string name_;
  const std::vector<std::string> tasks_;
  const bool from_partial_;
};

}  // namespace
}  // namespace optimization_environment_cc

Verdict GradeAgainstOptimum(Goal goal, int64_t value, int64_t optimum,
                            double beta) {
  const bool reached =
      goal == Goal::kMaximize ? value >= optimum : value <= optimum;
  if (reached) return {1.0, true, true};
  // Not reached: optimum > value >= 0 (maximising) or value > optimum >= 0.
  const double q = goal == Goal::kMaximize
                       ? static_cast<double>(value) / static_cast<double>(optimum)
                       : static_cast<double>(optimum) / static_cast<double>(value);
  return {PartialCredit(q, beta), false, true};
}

inline namespace optimization_environment_cc {
namespace {

// How a field's value is shown in the answer template.
absl::string_view Placeholder(FieldKind kind) {
  switch (kind) {
    case FieldKind::kInteger: return "<integer>";
    case FieldKind::kLetter: return "\"<letter>\"";
    case FieldKind::kPair: return "[<integer>, <integer>]";
  }
  return "";
}

}  // namespace
}  // namespace optimization_environment_cc

std::string ActionShape(const std::vector<ActionField>& fields) {
  std::string shape = "{";
  for (size_t f = 0; f < fields.size(); ++f) {
    absl::StrAppend(&shape, f == 0 ? "" : ", ", "\"", fields[f].name, "\": ",
                    Placeholder(fields[f].kind));
  }
  return shape + "}";
}

double ActionKey(absl::string_view canonical) {
  uint64_t hash = 14695981039346656037ull;  // FNV-1a 64.
  for (const char c : canonical) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 1099511628211ull;
  }
  return static_cast<double>(hash >> 12);
}

std::string StatePrompt(absl::string_view statement, const std::vector<ActionField>& fields,
                        absl::string_view note, const std::vector<JsonAction>& taken) {
  const std::string shape = ActionShape(fields);
  std::string state;
  for (const JsonAction& action : taken) absl::StrAppend(&state, WriteJsonAction(fields, action), "\n");
  if (state.empty()) state = "(none yet)\n";
  return absl::StrCat(
      statement,
      "\n\nThe answer is built one action at a time; one action is a JSON object ", shape,
      ".", note.empty() ? "" : " ", note,
      "\nActions already taken (the current state), oldest first:\n", state,
      "\nPropose the next action only. Answer with exactly one action in this JSON format:\n"
      "{\"answer\": [", shape, "]}");
}

absl::Status RegisterOptimizationEnvironment(
    Catalog& catalog, std::unique_ptr<TaskType> environment) {
  if (dynamic_cast<const Optimization*>(environment.get()) == nullptr) {
    return absl::InternalError(absl::StrCat(
        environment->Name(), " does not derive from OptimizationEnvironment"));
  }
  std::string name(environment->Name());
  return RegisterEnvironment(catalog, std::move(environment),
                             std::make_unique<OptimizationVerifier>(
                                 name, std::vector<std::string>{name},
                                 /*from_partial=*/false));
}

absl::Status RegisterBestCompletionVerifier(Catalog& catalog) {
  std::vector<std::string> tasks;
  for (const TaskType* task : catalog.tasks.All()) {
    if (dynamic_cast<const Optimization*>(task) != nullptr) {
      tasks.emplace_back(task->Name());
    }
  }
  return catalog.verifiers.Register(std::make_unique<OptimizationVerifier>(
      "best_completion", std::move(tasks), /*from_partial=*/true));
}

}  // namespace environments
}  // namespace referee

// VAST optimisation environments (seed 003 §2, App. B–C). Each one exposes
// the two procedures that make a task auto-verifiable:
//   - a feasibility checker that works on partial solutions: a prefix that
//     breaks a constraint never becomes feasible by adding to it (prefix
//     soundness), and
//   - an outcome evaluator giving the objective of a complete solution,
// plus the exact optimum (from a solver cheap at the documented sizes) and a
// budgeted completion solver (Def. 1.6): the best value some completion of a
// feasible partial solution attains, exact when the budget suffices, never
// better than a real completion.
//
// The VAST ladder, shared by every optimisation environment's verifier
// (named after the environment) and by `best_completion`:
//   -1          unparseable (no final answer, or not the answer's format);
//   infeasible  a constraint broken, or (environment verifier only) the
//               solution incomplete: the `infeasible` parameter, -0.5 by
//               default (seed 003's fixed penalty r_cmin);
//   q^beta      otherwise, with q = value / optimum when maximising and
//               optimum / value when minimising (objectives are >= 0; a
//               zero optimum reached gives q = 1), beta = 5 by default.
// `correct` only when the value equals the optimum. `best_completion` grades
// the best completion of the answer read as a partial solution instead of
// the answer itself: the partial-state value νGRPO (seed 003 §3.1) ranks
// candidates by. Put it in a RewardSpec term (weight 0 keeps it a
// diagnostic) and it appears in each result's `components`.
//
// A new optimisation environment derives from
// OptimizationEnvironment<Instance, Solution> and registers with
// RegisterOptimizationEnvironment; `best_completion` picks it up by itself.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_OPTIMIZATION_ENVIRONMENT_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_OPTIMIZATION_ENVIRONMENT_H_

#include <cstdint>
#include <memory>
#include <optional>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "verifiers/environments/catalog.h"
#include "verifiers/environments/environment.h"
#include "verifiers/environments/rlve_ladder.h"
#include "verifiers/parsing/final_answer.h"
#include "verifiers/verifier.h"

namespace referee {
namespace environments {

enum class Goal { kMinimize, kMaximize };

// Work units of `best_completion` by default: about a millisecond of
// search per rollout.
inline constexpr int64_t kDefaultCompletionBudget = 1'000'000;

// What the two verifiers reach through the prepared problem's task type.
class Optimization {
 public:
  virtual ~Optimization() = default;
  // The VAST ladder on `output`: the answer itself when `from_partial` is
  // false, its best completion when true (params: beta, infeasible, and
  // budget when from_partial).
  virtual Verdict Grade(const PreparedProblem& problem,
                        absl::string_view output, const ParamValues& params,
                        bool from_partial) const = 0;
};

// q^beta for `value` against `optimum` (both >= 0; see the header comment).
Verdict GradeAgainstOptimum(Goal goal, int64_t value, int64_t optimum,
                            double beta);

template <typename Instance, typename Solution>
class OptimizationEnvironment : public InstanceEnvironment<Instance>,
                                public Optimization {
 public:
  using InstanceEnvironment<Instance>::InstanceEnvironment;

  Verdict Grade(const PreparedProblem& problem, absl::string_view output,
                const ParamValues& params, bool from_partial) const final {
    const Instance& instance = problem.As<PreparedInstance<Instance>>().instance();
    const std::optional<absl::string_view> answer = AnswerSpan(output);
    if (!answer) return Unparsed();
    const std::optional<Solution> solution = ParseSolution(instance, *answer);
    if (!solution) return Unparsed();
    const Verdict infeasible{params.Number("infeasible"), false, true};
    if (!Feasible(instance, *solution)) return infeasible;
    int64_t value;
    if (from_partial) {
      value = BestCompletion(instance, *solution,
                             static_cast<int64_t>(params.Number("budget")));
    } else {
      if (!Complete(instance, *solution)) return infeasible;
      value = Evaluate(instance, *solution);
    }
    return GradeAgainstOptimum(goal(), value, Optimum(instance),
                               params.Number("beta"));
  }

 protected:
  virtual Goal goal() const = 0;
  // Where the answer is in the output: the final answer span by default;
  // seed 003's JSON actions (json_actions.h) are read from the whole output.
  virtual std::optional<absl::string_view> AnswerSpan(absl::string_view output) const {
    return parsing::FinalAnswer(output);
  }
  // The answer's content as a solution, possibly partial; nullopt if it is
  // not in the prompt's format. Linear in the answer, bounded memory.
  virtual std::optional<Solution> ParseSolution(
      const Instance& instance, absl::string_view answer) const = 0;
  // The feasibility checker, on partial and complete solutions alike.
  virtual bool Feasible(const Instance& instance,
                        const Solution& solution) const = 0;
  // Whether a feasible solution is complete (a terminal state).
  virtual bool Complete(const Instance& instance,
                        const Solution& solution) const = 0;
  // The outcome evaluator, on complete feasible solutions.
  virtual int64_t Evaluate(const Instance& instance,
                           const Solution& solution) const = 0;
  // The best value of a completion of a feasible partial solution, spending
  // about `budget` work units at most: exact when the budget suffices,
  // else the value of the best completion found (a greedy one at worst).
  virtual int64_t BestCompletion(const Instance& instance,
                                 const Solution& solution,
                                 int64_t budget) const = 0;
  // The exact optimum, computed when the instance was made or read.
  virtual int64_t Optimum(const Instance& instance) const = 0;
};

// Registers `environment` with its VAST-ladder verifier (named after it).
absl::Status RegisterOptimizationEnvironment(
    Catalog& catalog, std::unique_ptr<TaskType> environment);

// Registers `best_completion` for every optimisation environment already in
// the catalog: once, after them all.
absl::Status RegisterBestCompletionVerifier(Catalog& catalog);

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_OPTIMIZATION_ENVIRONMENT_H_

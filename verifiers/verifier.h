// The verifier interface (DESIGN §1, §4). A verifier is a pure, thread-safe
// function (problem, output, params) -> Verdict.
#ifndef REFEREE_VERIFIERS_VERIFIER_H_
#define REFEREE_VERIFIERS_VERIFIER_H_

#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "absl/strings/string_view.h"
#include "proto/referee/v1/referee.pb.h"
#include "proto/referee/v1/sandbox.pb.h"
#include "verifiers/params.h"
#include "verifiers/prepared_problem.h"

namespace referee {

// What a verifier says about one output.
struct Verdict {
  double score = 0;      // The verifier's reward, usually in [0, 1].
  bool correct = false;  // Full credit on the verifier's own criterion.
  bool parsed = false;   // The answer could be extracted.
};

// The scores a verifier can give under one set of params (DESIGN §3):
// every Verdict::score lies in [floor, full_credit]; `correct` is full
// credit on the verifier's own criterion (answer_format: the answer, whose
// score may still lack the format part). The
// scorer builds on it: a spec's default error_reward is the weighted sum of
// its terms' floors (an error never out-earns a wrong answer), and a reward
// that is not `correct` is capped below the spec's full credit after the
// conversion to float (a wrong answer never ties the right one).
struct ScoreBounds {
  double floor = 0;
  double full_credit = 1;
};

// Everything Verify() may read. Views only: nothing is copied per rollout.
struct VerifyInput {
  const PreparedProblem& prepared;  // Its task type is one of Tasks().
  absl::string_view output;         // The model's output text.
  const ParamValues& params;        // Validated by ValidateParams().

  // The problem with its ground truth.
  const referee::v1::Problem& problem() const { return prepared.problem(); }
};

// Scores one output. Verify() runs concurrently on pool threads: hold only
// state fixed at construction ("thread-safe and logically immutable").
class ProgramVerifier;

class Verifier {
 public:
  virtual ~Verifier() = default;

  // Registry key, Term.verifier and the `verifier` metrics label.
  virtual absl::string_view Name() const = 0;
  // One line for ListVerifiers and `referee verifiers`.
  virtual absl::string_view Description() const = 0;
  // Names of the task types this verifier can score (TaskType::Name());
  // others get TASK_MISMATCH.
  virtual std::vector<absl::string_view> Tasks() const = 0;
  // The parameters Term.params may set, with defaults. Unknown names and
  // wrong types are rejected before ValidateParams() sees them.
  virtual std::vector<ParamSpec> Params() const { return {}; }
  // Metrics: the name of the way `params` makes this verifier read answers
  // (math_equiv: its extraction or compat mode), a `mode` label of
  // referee_mode_parse_failures_total and referee_mode_budget_exceeded_total.
  // Empty (the default): the verifier has one way, and no such series.
  virtual std::string MetricMode(const ParamValues& params) const { return {}; }
  // Every MetricMode() value, so that those series exist from the start.
  virtual std::vector<std::string> MetricModes() const { return {}; }
  // The range of Verify()'s scores under `params` (already validated).
  // Declared by every verifier; the registry-wide property test holds each
  // verifier to it.
  virtual ScoreBounds Bounds(const ParamValues& params) const = 0;
  // Range checks across parameters, once per request. Return
  // InvalidArgument naming the parameter (e.g. "gamma must be >= 0").
  virtual absl::Status ValidateParams(const ParamValues& params) const {
    return absl::OkStatus();
  }
  // A wrong or unparseable answer is a Verdict with score 0, never an error.
  // Errors mean cut-short work (ResourceExhausted: BUDGET_EXCEEDED) or an
  // internal fault.
  virtual absl::StatusOr<Verdict> Verify(const VerifyInput& input) const = 0;

  // True iff Tasks() contains `task`.
  bool Accepts(absl::string_view task) const;

  // Non-null for a verifier whose verdict needs programs run (code_tests):
  // the scorer then asks it for runs and judges their results instead of
  // calling Verify() (engine/code_runner.h).
  virtual const ProgramVerifier* AsProgramVerifier() const { return nullptr; }
};

// Counts a verdict reports beside its score (ScoreResult.components with
// `details`), e.g. {"code_tests.passed", 3}.
using VerdictCounts = std::vector<std::pair<std::string, double>>;

// A verifier that judges programs (DESIGN §12). Neither method runs
// anything: the scorer hands Runs() to the server's sandbox and Judge()
// reads what came back. Verify() is what scoring without a sandbox gets.
class ProgramVerifier : public Verifier {
 public:
  const ProgramVerifier* AsProgramVerifier() const final { return this; }
  // The runs that decide the verdict on `input`; none when its output holds
  // no program (Judge() then sees no results: unparsed, never an error).
  virtual std::vector<v1::sandbox::Run> Runs(const VerifyInput& input) const = 0;
  // The verdict from the results of Runs(input), in order. An error when
  // a run could not be made (the sandbox failed, the call was cancelled):
  // that is the rollout's error, never a reward.
  virtual absl::StatusOr<Verdict> Judge(const VerifyInput& input,
                                        absl::Span<const v1::sandbox::Result> results,
                                        VerdictCounts* counts) const = 0;
};

}  // namespace referee

#endif  // REFEREE_VERIFIERS_VERIFIER_H_

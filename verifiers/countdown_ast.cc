#include "verifiers/countdown_ast.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

#include "absl/strings/str_cat.h"

#include "verifiers/countdown_answer.h"
#include "verifiers/environments/legacy/truth/countdown_solver.h"

namespace referee {
namespace {

class CountdownAstVerifier final : public Verifier {
 public:
  absl::string_view Name() const override { return "countdown_ast"; }
  absl::string_view Description() const override {
    return "lambda_c if correct, else lambda_p for an <answer> span plus "
           "lambda_a*exp(-d/tau) for a valid expression at tree distance d "
           "from the nearest solution (seed 002 Eq. 8).";
  }
  std::vector<absl::string_view> Tasks() const override {
    return {"countdown"};
  }
  std::vector<ParamSpec> Params() const override {
    return {{"lambda_c", ParamSpec::Type::kNumber, 1.0, "reward when correct"},
            {"lambda_p", ParamSpec::Type::kNumber, 0.1,
             "reward for an <answer> span when not correct"},
            {"lambda_a", ParamSpec::Type::kNumber, 0.5,
             "weight of the distance credit; < lambda_c - lambda_p"},
            {"tau", ParamSpec::Type::kNumber, 2.0,
             "distance temperature, > 0"}};
  }
  // Not correct: 0 without a span, lambda_p with one, plus
  // lambda_a * exp(-d/tau), a factor in [0, 1), for a valid expression.
  ScoreBounds Bounds(const ParamValues& params) const override {
    const double lambda_p = params.Number("lambda_p");
    return {std::min({0.0, lambda_p, lambda_p + params.Number("lambda_a")}),
            params.Number("lambda_c")};
  }
  absl::Status ValidateParams(const ParamValues& params) const override {
    for (const char* name : {"lambda_c", "lambda_p", "lambda_a", "tau"}) {
      if (!std::isfinite(params.Number(name))) {
        return absl::InvalidArgumentError(
            absl::StrCat(name, ": must be finite"));
      }
    }
    if (!(params.Number("tau") > 0)) {
      return absl::InvalidArgumentError("tau: must be > 0");
    }
    if (!(params.Number("lambda_a") <
          params.Number("lambda_c") - params.Number("lambda_p"))) {
      return absl::InvalidArgumentError(
          "lambda_a: must be < lambda_c - lambda_p (a near miss must score "
          "below a correct answer)");
    }
    if (!(params.Number("lambda_c") > std::max(0.0, params.Number("lambda_p")))) {
      return absl::InvalidArgumentError(
          "lambda_c: must be > 0 and > lambda_p (a wrong answer must score "
          "below a correct one)");
    }
    return absl::OkStatus();
  }

  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override {
    const referee::v1::Countdown& countdown = input.problem().countdown();
    const CountdownAnswer answer = ReadCountdownAnswer(countdown, input.output);
    Verdict verdict;
    verdict.parsed = answer.ans;
    verdict.correct = answer.correct;
    if (answer.correct) {
      verdict.score = input.params.Number("lambda_c");
      return verdict;
    }
    double score = answer.ans ? input.params.Number("lambda_p") : 0.0;
    if (answer.valid) {
      const auto solver =
          input.prepared.As<tasks::PreparedCountdown>().Solver();
      absl::StatusOr<int> distance = solver->Distance(*answer.expression);
      if (!distance.ok()) return distance.status();
      if (*distance != tasks::kNoSolution) {
        score += input.params.Number("lambda_a") *
                 std::exp(-*distance / input.params.Number("tau"));
      }
    }
    verdict.score = score;
    return verdict;
  }
};

}  // namespace

absl::Status RegisterCountdownAstVerifier(VerifierRegistry& registry) {
  return registry.Register(std::make_unique<CountdownAstVerifier>());
}

}  // namespace referee

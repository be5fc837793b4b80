#include "verifiers/answer_format.h"

#include <memory>

#include "verifiers/sequence_task.h"

namespace referee {
namespace {

constexpr absl::string_view kOpenThink = "<think>";
constexpr absl::string_view kCloseThink = "</think>";

// Some `<think>` with a later `</think>`: the first opener before the last
// closer (the two tags cannot overlap).
bool HasClosedThink(absl::string_view output, bool think_in_prompt) {
  const size_t close = output.rfind(kCloseThink);
  if (close == absl::string_view::npos) return false;
  if (think_in_prompt) return true;
  const size_t open = output.find(kOpenThink);
  return open != absl::string_view::npos && open < close;
}

class AnswerFormatVerifier final : public Verifier {
 public:
  ScoreBounds Bounds(const ParamValues&) const override { return {0, 1}; }
  absl::string_view Name() const override { return "answer_format"; }
  absl::string_view Description() const override {
    return "(1-lambda)*answer_exact + lambda*fmt, fmt = closed "
           "<think>...</think> and parseable \\answer{} and \\ids{} (seed 000 "
           "r_ans+fmt).";
  }
  std::vector<absl::string_view> Tasks() const override { return SequenceTasks(); }
  std::vector<ParamSpec> Params() const override {
    return {{"lambda", ParamSpec::Type::kNumber, 0.1,
             "weight of the format indicator, in [0, 1]"},
            {"think_in_prompt", ParamSpec::Type::kBool, 0,
             "the chat template opens <think> in the prompt: only </think> "
             "is required"}};
  }
  absl::Status ValidateParams(const ParamValues& params) const override {
    const double lambda = params.Number("lambda");
    if (!(lambda >= 0 && lambda <= 1)) {
      return absl::InvalidArgumentError("lambda: must be in [0, 1]");
    }
    return absl::OkStatus();
  }

  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override {
    const double lambda = input.params.Number("lambda");
    const std::optional<int64_t> answer = ParsedAnswer(input.output);
    const bool fmt =
        answer && ParsedIds(input.output) &&
        HasClosedThink(input.output, input.params.Flag("think_in_prompt"));
    Verdict verdict;
    verdict.parsed = answer.has_value();
    verdict.correct = answer && *answer == TruthOf(input.problem()).answer;
    verdict.score = (1 - lambda) * (verdict.correct ? 1 : 0) +
                    lambda * (fmt ? 1 : 0);
    return verdict;
  }
};

}  // namespace

absl::Status RegisterAnswerFormatVerifier(VerifierRegistry& registry) {
  return registry.Register(std::make_unique<AnswerFormatVerifier>());
}

}  // namespace referee

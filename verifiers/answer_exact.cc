#include "verifiers/answer_exact.h"

#include <memory>

#include "verifiers/sequence_task.h"

namespace referee {
namespace {

class AnswerExactVerifier final : public Verifier {
 public:
  ScoreBounds Bounds(const ParamValues&) const override { return {0, 1}; }
  absl::string_view Name() const override { return "answer_exact"; }
  absl::string_view Description() const override {
    return "1 iff the last \\answer{N} equals the optimum's size (seed 000 "
           "r_ans).";
  }
  std::vector<absl::string_view> Tasks() const override { return SequenceTasks(); }

  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override {
    Verdict verdict;
    const std::optional<int64_t> answer = ParsedAnswer(input.output);
    verdict.parsed = answer.has_value();
    verdict.correct = answer && *answer == TruthOf(input.problem()).answer;
    verdict.score = verdict.correct ? 1 : 0;
    return verdict;
  }
};

}  // namespace

absl::Status RegisterAnswerExactVerifier(VerifierRegistry& registry) {
  return registry.Register(std::make_unique<AnswerExactVerifier>());
}

}  // namespace referee

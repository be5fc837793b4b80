#include "verifiers/math_equiv.h"

#include <memory>
#include <optional>
#include <string>

#include "verifiers/parsing/math_answer.h"
#include "verifiers/parsing/math_number.h"

namespace referee {
namespace {

using parsing::MathExtraction;

// The choices of `extract`, in ParseMathExtraction's names.
const std::vector<std::string>& ExtractChoices() {
  static const auto* choices = new std::vector<std::string>{
      "auto", "boxed", "answer_line", "gsm8k", "answer_tag"};
  return *choices;
}

class MathEquivVerifier final : public Verifier {
 public:
  absl::string_view Name() const override { return "math_equiv"; }
  absl::string_view Description() const override {
    return "Final math answer (\\boxed{}, Answer:, ####, <answer>) equal to "
           "the reference by value: exact rationals in any notation, units "
           "and LaTeX wrappers ignored, hedges wrong.";
  }
  std::vector<absl::string_view> Tasks() const override { return {"answer"}; }
  std::vector<ParamSpec> Params() const override {
    return {{"extract", ParamSpec::Type::kChoice, 0,
             "where the answer is (DESIGN §9)", ExtractChoices()}};
  }

  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override {
    Verdict verdict;
    const std::optional<MathExtraction> mode = parsing::ParseMathExtraction(
        ExtractChoices()[static_cast<size_t>(input.params.Choice("extract"))]);
    const std::optional<parsing::MathAnswer> answer =
        parsing::ExtractMathAnswer(input.output, mode.value_or(MathExtraction::kAuto));
    if (!answer) return verdict;
    verdict.parsed = true;
    const absl::string_view reference = input.problem().answer().answer();
    bool correct = MathAnswersEquivalent(answer->text, reference);
    for (absl::string_view rival : answer->same_line_boxes) {
      // Two different final answers: a hedge, whichever is right.
      if (!MathAnswersEquivalent(rival, answer->text)) correct = false;
    }
    verdict.correct = correct;
    verdict.score = correct ? 1.0 : 0.0;
    return verdict;
  }
};

}  // namespace

bool MathAnswersEquivalent(absl::string_view answer, absl::string_view reference) {
  parsing::MathMarks answer_marks, reference_marks;
  const std::string a = parsing::NormalizeMathText(answer, &answer_marks);
  const std::string b = parsing::NormalizeMathText(reference, &reference_marks);
  if (a.empty()) return false;
  const std::optional<parsing::MathRational> x = parsing::ParseMathNumber(a);
  const std::optional<parsing::MathRational> y = parsing::ParseMathNumber(b);
  if (x && y) {
    if (*x == *y) return true;
    // A percentage on one side: the same number, or its hundredth.
    if (answer_marks.percent != reference_marks.percent) {
      const parsing::MathRational& percent = answer_marks.percent ? *x : *y;
      const parsing::MathRational& plain = answer_marks.percent ? *y : *x;
      const std::optional<parsing::MathRational> hundredth =
          parsing::Product(percent, parsing::MathRational{1, 100});
      return hundredth.has_value() && *hundredth == plain;
    }
    return false;
  }
  if (x || y) return false;
  return a == b;
}

absl::Status RegisterMathEquivVerifier(VerifierRegistry& registry) {
  return registry.Register(std::make_unique<MathEquivVerifier>());
}

}  // namespace referee

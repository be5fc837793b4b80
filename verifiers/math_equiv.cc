#include "verifiers/math_equiv.h"

#include <cmath>
#include <memory>
#include <optional>
#include <string>

#include "absl/strings/escaping.h"
#include "absl/strings/str_cat.h"
#include "verifiers/environments/legacy/truth/answer_truth.h"
#include "verifiers/parsing/math_answer.h"
#include "verifiers/parsing/math_equivalence.h"
#include "verifiers/parsing/verl_compat.h"

namespace referee {
namespace {

using parsing::MathExtraction;
using parsing::VerlCompat;

// The choices of `extract` and `compat`, by index: a parameter's value is
// its index here, read per rollout without parsing a name.
constexpr MathExtraction kExtractions[] = {
    MathExtraction::kAuto, MathExtraction::kBoxed, MathExtraction::kAnswerLine,
    MathExtraction::kGsm8k, MathExtraction::kAnswerTag};
constexpr VerlCompat kCompats[] = {VerlCompat::kNone, VerlCompat::kGsm8k, VerlCompat::kMath,
                                   VerlCompat::kDapo};

const std::vector<std::string>& ExtractChoices() {
  static const auto* choices = [] {
    auto* names = new std::vector<std::string>;
    for (MathExtraction mode : kExtractions) {
      names->emplace_back(parsing::MathExtractionName(mode));
    }
    return names;
  }();
  return *choices;
}

const std::vector<std::string>& CompatChoices() {
  static const auto* choices =
      new std::vector<std::string>{"none", "verl_gsm8k", "verl_math", "verl_dapo"};
  return *choices;
}

Verdict FromVerl(const parsing::VerlVerdict& verl) {
  Verdict verdict;
  verdict.score = verl.score;
  verdict.correct = verl.correct;
  verdict.parsed = verl.parsed;
  return verdict;
}

class MathEquivVerifier final : public Verifier {
 public:
  absl::string_view Name() const override { return "math_equiv"; }
  absl::string_view Description() const override {
    return "Final math answer (\\boxed{}, Answer:, ####, <answer>) equal to "
           "the reference by value: exact rationals in any notation, sets, "
           "intervals, expressions; units and LaTeX wrappers ignored, hedges "
           "wrong; or verl's own rules (compat).";
  }
  std::vector<absl::string_view> Tasks() const override { return {"answer"}; }
  std::vector<ParamSpec> Params() const override {
    return {{"extract", ParamSpec::Type::kChoice, 0,
             "where the answer is (DESIGN §9)", ExtractChoices()},
            {"compat", ParamSpec::Type::kChoice, 0,
             "reproduce a verl reward exactly (extract unused)", CompatChoices()},
            {"min_digits", ParamSpec::Type::kNumber,
             static_cast<double>(parsing::MathEquivalenceOptions().min_digits),
             "a decimal answer with this many significant digits equals an exact "
             "value that rounds to it (integer, 0 to 30; 0: off)"}};
  }

  absl::Status ValidateParams(const ParamValues& params) const override {
    const double digits = params.Number("min_digits");
    if (!(digits >= 0 && digits <= parsing::kMaxMinDigits) || digits != std::floor(digits)) {
      return absl::InvalidArgumentError(
          absl::StrCat("min_digits: must be an integer from 0 to ", parsing::kMaxMinDigits));
    }
    return absl::OkStatus();
  }

  // verl's math_dapo gives -1 to a wrong answer; everything else 0.
  ScoreBounds Bounds(const ParamValues& params) const override {
    if (kCompats[params.Choice("compat")] == VerlCompat::kDapo) return {-1, 1};
    return {0, 1};
  }

  // A parse failure or budget hit is counted under the mode: the compat
  // function, else the extraction.
  std::string MetricMode(const ParamValues& params) const override {
    const size_t compat = static_cast<size_t>(params.Choice("compat"));
    if (compat != 0) return CompatChoices()[compat];
    return ExtractChoices()[static_cast<size_t>(params.Choice("extract"))];
  }
  std::vector<std::string> MetricModes() const override {
    std::vector<std::string> modes = ExtractChoices();
    modes.insert(modes.end(), CompatChoices().begin() + 1, CompatChoices().end());
    return modes;
  }

  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override {
    const absl::string_view written = input.problem().answer().answer();
    // verl's rewards compare the ground truth as written: so do their modes.
    switch (kCompats[input.params.Choice("compat")]) {
      case VerlCompat::kGsm8k: return FromVerl(parsing::VerlGsm8kScore(input.output, written));
      case VerlCompat::kMath: return FromVerl(parsing::VerlMathScore(input.output, written));
      case VerlCompat::kDapo: return FromVerl(parsing::VerlDapoScore(input.output, written));
      case VerlCompat::kNone: break;
    }
    // A reference written as datasets write it (`\boxed{5}`, a solution
    // text) is reduced to its answer like an output, once per problem
    // (parsing/math_reference.h). math_equiv takes only `answer` problems.
    const std::optional<absl::string_view>& read =
        input.prepared.As<tasks::PreparedAnswer>().math_reference();
    if (!read) {
      return absl::InvalidArgumentError(absl::StrCat(
          "math_equiv: no answer can be read from the reference \"",
          absl::CEscape(written.substr(0, 80)), written.size() > 80 ? "…" : "",
          "\" (a box never closed, or empty)"));
    }
    const absl::string_view reference = *read;
    Verdict verdict;
    const std::optional<parsing::MathAnswer> answer =
        parsing::ExtractMathAnswer(input.output, kExtractions[input.params.Choice("extract")]);
    if (!answer) return verdict;
    verdict.parsed = true;
    parsing::MathEquivalenceOptions options;
    options.min_digits = static_cast<int>(input.params.Number("min_digits"));
    bool over_budget = false;
    bool correct = parsing::MathAnswersEquivalent(answer->text, reference, options, &over_budget);
    if (!answer->same_line_boxes.empty() && !over_budget) {
      // One part per box (`\boxed{3}, \boxed{5}` for `3, 5`): the boxes
      // of the line together, in order, are the answer when they match.
      std::string joined;
      for (absl::string_view part : answer->same_line_boxes) absl::StrAppend(&joined, part, ",");
      absl::StrAppend(&joined, answer->text);
      bool joined_over_budget = false;
      if (parsing::MathAnswersEquivalent(joined, reference, options, &joined_over_budget)) {
        return Correct();
      }
      over_budget = joined_over_budget;
    }
    for (absl::string_view rival : answer->same_line_boxes) {
      // Two different final answers: a hedge, whichever is right.
      bool rival_over_budget = false;
      if (!parsing::MathAnswersEquivalent(rival, answer->text, options, &rival_over_budget)) {
        correct = false;
      }
      over_budget = over_budget || rival_over_budget;
    }
    if (over_budget) {
      return absl::ResourceExhaustedError(
          "math_equiv: comparing the answer took more than its work budget");
    }
    verdict.correct = correct;
    verdict.score = correct ? 1.0 : 0.0;
    return verdict;
  }

 private:
  static Verdict Correct() {
    Verdict verdict;
    verdict.parsed = verdict.correct = true;
    verdict.score = 1.0;
    return verdict;
  }
};

}  // namespace

absl::Status RegisterMathEquivVerifier(VerifierRegistry& registry) {
  return registry.Register(std::make_unique<MathEquivVerifier>());
}

}  // namespace referee

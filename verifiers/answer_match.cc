#include "verifiers/answer_match.h"

#include <memory>
#include <optional>

#include "verifiers/parsing/number.h"
#include "verifiers/parsing/tags.h"
#include "verifiers/parsing/text.h"

namespace referee {
namespace {

// Trim whitespace, strip every leading and trailing `$`, trim again.
absl::string_view Normalize(absl::string_view text) {
  text = parsing::TrimAsciiSpace(text);
  while (!text.empty() && text.front() == '$') text.remove_prefix(1);
  while (!text.empty() && text.back() == '$') text.remove_suffix(1);
  return parsing::TrimAsciiSpace(text);
}

// Equal after removing all ASCII whitespace, without building copies.
bool EqualIgnoringSpace(absl::string_view a, absl::string_view b) {
  size_t i = 0, j = 0;
  while (true) {
    while (i < a.size() && parsing::IsAsciiSpace(a[i])) ++i;
    while (j < b.size() && parsing::IsAsciiSpace(b[j])) ++j;
    if (i == a.size() || j == b.size()) return i == a.size() && j == b.size();
    if (a[i] != b[j]) return false;
    ++i;
    ++j;
  }
}

std::optional<absl::string_view> ExtractFinalAnswer(absl::string_view output) {
  if (auto boxed = parsing::LastBoxed(output)) return boxed;
  if (auto span = parsing::LastAnswerSpan(output)) return span;
  return parsing::LastAnswerTag(output);
}

class AnswerMatchVerifier final : public Verifier {
 public:
  ScoreBounds Bounds(const ParamValues&) const override { return {0, 1}; }
  absl::string_view Name() const override { return "answer_match"; }
  absl::string_view Description() const override {
    return "Last \\boxed{} (else <answer>, else \\answer{}) equals the "
           "reference: exact rationals for numbers, else text without "
           "whitespace.";
  }
  std::vector<absl::string_view> Tasks() const override {
    return {"answer"};
  }

  absl::StatusOr<Verdict> Verify(const VerifyInput& input) const override {
    Verdict verdict;
    const std::optional<absl::string_view> answer =
        ExtractFinalAnswer(input.output);
    if (!answer) return verdict;
    verdict.parsed = true;
    verdict.correct = AnswersMatch(*answer, input.problem().answer().answer());
    verdict.score = verdict.correct ? 1.0 : 0.0;
    return verdict;
  }
};

}  // namespace

bool AnswersMatch(absl::string_view candidate, absl::string_view reference) {
  candidate = Normalize(candidate);
  reference = Normalize(reference);
  // An empty answer never matches, not even an empty reference.
  if (candidate.empty()) return false;
  const auto a = parsing::ParseExactNumber(candidate);
  const auto b = parsing::ParseExactNumber(reference);
  if (a && b) {
    if (const std::optional<bool> equal = parsing::ExactNumbersEqual(*a, *b)) {
      return *equal;
    }
  }
  return EqualIgnoringSpace(candidate, reference);
}

absl::Status RegisterAnswerMatchVerifier(VerifierRegistry& registry) {
  return registry.Register(std::make_unique<AnswerMatchVerifier>());
}

}  // namespace referee

#include "verifiers/environments/rlve_ladder.h"

#include "verifiers/environments/answer_lines.h"

namespace referee {
namespace environments {

absl::Status ValidateBeta(const ParamValues& params) {
  const double beta = params.Number("beta");
  if (!(beta > 0) || !std::isfinite(beta)) {
    return absl::InvalidArgumentError("beta: must be a finite number > 0");
  }
  return absl::OkStatus();
}

int64_t RlveGrowth(int64_t start, int updates) {
  for (int u = 0; u < updates; ++u) start = start * 11 / 10 + 1;
  return start;
}

int64_t RlveScaled(int64_t start, int updates) {
  for (int u = 0; u < updates; ++u) start = start * 3 / 2;
  return start;
}

int64_t RlveGrowthSize(int difficulty) { return RlveGrowth(3, difficulty); }

std::optional<std::vector<int64_t>> PermutationPositions(
    const std::vector<int64_t>& values, int64_t n) {
  if (values.size() != static_cast<size_t>(n)) return std::nullopt;
  std::vector<int64_t> position(values.size(), -1);
  for (size_t i = 0; i < values.size(); ++i) {
    const int64_t v = values[i];
    // Range first: negatives and kHugeToken must not index `position`.
    if (v < 0 || v >= n || position[static_cast<size_t>(v)] >= 0) {
      return std::nullopt;
    }
    position[static_cast<size_t>(v)] = static_cast<int64_t>(i);
  }
  return position;
}

Verdict GradeOneOfTwoWords(absl::string_view output, absl::string_view yes_word,
                           absl::string_view no_word, bool yes_is_right) {
  const std::optional<absl::string_view> answer = parsing::FinalAnswer(output);
  if (!answer) return Unparsed();
  const absl::string_view word = PythonStrip(*answer);
  if (word != yes_word && word != no_word) return Invalid();
  return Graded((word == yes_word) == yes_is_right ? 1 : 0, 1, 1);
}

}  // namespace environments
}  // namespace referee

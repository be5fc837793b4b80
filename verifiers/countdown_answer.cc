#include "verifiers/countdown_answer.h"

#include <algorithm>
#include <vector>

#include "verifiers/parsing/tags.h"

namespace referee {

CountdownAnswer ReadCountdownAnswer(const referee::v1::Countdown& countdown,
                                    absl::string_view output) {
  CountdownAnswer answer;
  const std::optional<absl::string_view> span = parsing::LastAnswerSpan(output);
  if (!span) return answer;
  answer.ans = true;
  answer.expression = parsing::ParseExpression(*span);
  if (!answer.expression) return answer;
  // Leaves are compared by value, as multisets; a huge literal matches none.
  std::vector<int64_t> literals;
  for (const parsing::ExprNode& node : answer.expression->nodes) {
    if (node.op != 0) continue;
    if (node.huge || literals.size() == static_cast<size_t>(countdown.numbers_size())) {
      return answer;
    }
    literals.push_back(node.value);
  }
  std::vector<int64_t> numbers(countdown.numbers().begin(),
                               countdown.numbers().end());
  std::sort(literals.begin(), literals.end());
  std::sort(numbers.begin(), numbers.end());
  answer.valid = literals == numbers;
  if (!answer.valid) return answer;
  const std::optional<parsing::Rational> value =
      parsing::Evaluate(*answer.expression);
  answer.correct = value && *value == parsing::Rational::Integer(countdown.target());
  return answer;
}

}  // namespace referee

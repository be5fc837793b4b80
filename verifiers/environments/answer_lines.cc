#include "verifiers/environments/answer_lines.h"

#include "verifiers/parsing/final_answer.h"

namespace referee {
namespace environments {

std::optional<std::vector<int64_t>> IntegerRows(absl::string_view answer, int64_t rows,
                                                int64_t columns) {
  const size_t width = static_cast<size_t>(columns);
  std::vector<int64_t> cells;
  int64_t read = 0;
  const bool ok = ForEachAnswerLine(answer, [&](absl::string_view line) {
    if (read == rows) return false;  // Too many lines.
    const std::optional<parsing::IntegerTokens> tokens = parsing::ParseIntegerTokens(line, width);
    if (!tokens || tokens->count != width) return false;
    cells.insert(cells.end(), tokens->values.begin(), tokens->values.end());
    ++read;
    return true;
  });
  if (!ok || read != rows) return std::nullopt;
  return cells;
}

}  // namespace environments
}  // namespace referee

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

std::optional<std::vector<absl::string_view>> CharacterRows(absl::string_view answer,
                                                            int64_t rows, int64_t columns,
                                                            absl::string_view alphabet) {
  std::vector<absl::string_view> lines;
  const bool ok = ForEachAnswerLine(answer, [&](absl::string_view line) {
    if (static_cast<int64_t>(lines.size()) == rows) return false;  // Too many lines.
    if (static_cast<int64_t>(line.size()) != columns) return false;
    if (line.find_first_not_of(alphabet) != absl::string_view::npos) return false;
    lines.push_back(line);
    return true;
  });
  if (!ok || static_cast<int64_t>(lines.size()) != rows) return std::nullopt;
  return lines;
}

std::optional<std::vector<int64_t>> BinaryRows(absl::string_view answer, int64_t rows,
                                               int64_t columns) {
  const std::optional<std::vector<absl::string_view>> lines =
      CharacterRows(answer, rows, columns, "01");
  if (!lines) return std::nullopt;
  std::vector<int64_t> cells;
  cells.reserve(static_cast<size_t>(rows * columns));
  for (const absl::string_view line : *lines) {
    for (const char c : line) cells.push_back(c - '0');
  }
  return cells;
}

}  // namespace environments
}  // namespace referee

// An answer read line by line, as RLVE-Gym reads one (Python's
// str.splitlines(), then each line stripped, blank lines skipped). The
// ASCII breaks splitlines() knows are \n \r \v \f and \x1c \x1d \x1e
// ("\r\n" is one break there; splitting at each character gives the same
// non-blank lines). Linear time, no copies.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_ANSWER_LINES_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_ANSWER_LINES_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "absl/strings/string_view.h"
#include "verifiers/parsing/text.h"

namespace referee {
namespace environments {

// The ASCII characters at which Python's str.splitlines() breaks a line.
inline constexpr absl::string_view kPythonLineBreaks("\n\r\v\f\x1c\x1d\x1e", 7);

// Calls visit(line) for each non-blank line of `answer` (ASCII spaces
// trimmed), in order, while visit returns true; false iff a visit did.
template <typename Visit>
bool ForEachAnswerLine(absl::string_view answer, Visit visit) {
  while (!answer.empty()) {
    const size_t end = answer.find_first_of(kPythonLineBreaks);
    const absl::string_view line = parsing::TrimAsciiSpace(answer.substr(0, end));
    answer = end == absl::string_view::npos ? absl::string_view() : answer.substr(end + 1);
    if (!line.empty() && !visit(line)) return false;
  }
  return true;
}

// `text` as Python's str.strip() leaves it: every whitespace code point
// str.isspace() knows (ASCII and Unicode, as UTF-8) off both ends. Linear
// time, on any bytes.
absl::string_view PythonStrip(absl::string_view text);

// Exactly `rows` non-blank lines of exactly `columns` integers each, row by
// row (parsing::ParseIntegerTokens: an integer past int64 reads as
// kHugeToken); nullopt otherwise. Keeps at most rows·columns values.
std::optional<std::vector<int64_t>> IntegerRows(absl::string_view answer, int64_t rows,
                                                int64_t columns);

// Exactly `rows` non-blank lines of exactly `columns` characters each, every
// one of them in `alphabet` (a board written as `X.*` or `Q.` characters);
// nullopt otherwise. The lines point into `answer`.
std::optional<std::vector<absl::string_view>> CharacterRows(absl::string_view answer,
                                                            int64_t rows, int64_t columns,
                                                            absl::string_view alphabet);

// CharacterRows over the alphabet "01", as cells 0 and 1, row by row.
std::optional<std::vector<int64_t>> BinaryRows(absl::string_view answer, int64_t rows,
                                               int64_t columns);

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_ANSWER_LINES_H_

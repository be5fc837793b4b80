// libFuzzer target for the tag scanners, the code-block scanner (code_tests'
// program) and answer_match's comparison: no input may crash, read out of
// bounds, or return a view outside the input.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "absl/strings/string_view.h"
#include "verifiers/answer_match.h"
#include "verifiers/parsing/code_block.h"
#include "verifiers/parsing/number.h"
#include "verifiers/parsing/tags.h"

namespace {

void CheckInside(absl::string_view text,
                 const std::optional<absl::string_view>& view) {
  if (!view) return;
  if (view->data() < text.data() ||
      view->data() + view->size() > text.data() + text.size()) {
    std::abort();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 64 * 1024) return 0;
  const absl::string_view text(reinterpret_cast<const char*>(data), size);
  using namespace referee::parsing;
  CheckInside(text, LastAnswerTag(text));
  CheckInside(text, LastIdsTag(text));
  CheckInside(text, LastAnswerSpan(text));
  const auto boxed = LastBoxed(text);
  CheckInside(text, boxed);
  CheckInside(text, LastCodeBlock(text, "python3"));
  // A program is never blank.
  if (const auto program = LastCodeBlock(text, "python3");
      program && program->find_first_not_of(" \t\n\r\f\v") == absl::string_view::npos) {
    std::abort();
  }
  // Split the input in two and compare the halves both ways: equality of
  // answers must be symmetric.
  const absl::string_view a = text.substr(0, size / 2);
  const absl::string_view b = text.substr(size / 2);
  if (referee::AnswersMatch(a, b) != referee::AnswersMatch(b, a)) {
    if (!a.empty() && !b.empty()) std::abort();
  }
  const auto na = ParseExactNumber(a);
  const auto nb = ParseExactNumber(b);
  if (na && nb && ExactNumbersEqual(*na, *nb) != ExactNumbersEqual(*nb, *na)) {
    std::abort();
  }
  return 0;
}

// libFuzzer target for math answer extraction (verifiers/parsing/
// math_answer.h) and the number reader (math_number.h): no input may
// crash or hang, every answer is a non-empty,
// trimmed view inside the input, and auto agrees with the mode that found
// its answer.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "absl/strings/string_view.h"
#include "verifiers/parsing/math_answer.h"
#include "verifiers/parsing/math_number.h"
#include "verifiers/parsing/text.h"

namespace {

void CheckView(absl::string_view text, absl::string_view view) {
  if (view.empty() || view.data() < text.data() ||
      view.data() + view.size() > text.data() + text.size()) {
    std::abort();
  }
  if (referee::parsing::TrimAsciiSpace(view).size() != view.size()) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 64 * 1024) return 0;
  const absl::string_view text(reinterpret_cast<const char*>(data), size);
  using referee::parsing::MathExtraction;
  for (MathExtraction mode :
       {MathExtraction::kAuto, MathExtraction::kBoxed, MathExtraction::kAnswerLine,
        MathExtraction::kGsm8k, MathExtraction::kAnswerTag}) {
    const auto answer = referee::parsing::ExtractMathAnswer(text, mode);
    if (!answer) continue;
    CheckView(text, answer->text);
    for (absl::string_view other : answer->same_line_boxes) CheckView(text, other);
    if (answer->found_by == MathExtraction::kAuto) std::abort();
    if (mode == MathExtraction::kAuto &&
        answer->found_by != MathExtraction::kAnswerLine) {
      // What auto found, the mode that found it finds too (a `####` line is
      // the gsm8k mode's strict rule). Not for answer lines: `auto` reads
      // more than the answer_line mode's DAPO/Minerva rule (the sentence
      // "the answer is X", `**` dropped around the answer, an `Answer:`
      // after a box only when clearly marked; DESIGN §9).
      const auto direct = referee::parsing::ExtractMathAnswer(text, answer->found_by);
      if (!direct || direct->text != answer->text) std::abort();
    }
  }
  // The number reader on any text: no crash, a positive denominator, and
  // a value that normalizing again does not change.
  const std::string normalized = referee::parsing::NormalizeMathText(text);
  const auto value = referee::parsing::ParseMathNumber(normalized);
  if (value && value->den <= 0) std::abort();
  const auto again = referee::parsing::ParseMathNumber(
      referee::parsing::NormalizeMathText(normalized));
  if (value && (!again || !(*again == *value))) std::abort();
  (void)referee::parsing::ParseMathNumber(text);
  return 0;
}

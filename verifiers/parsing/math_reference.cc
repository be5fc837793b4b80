#include "verifiers/parsing/math_reference.h"

#include <algorithm>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/strip.h"
#include "absl/strings/str_cat.h"
#include "verifiers/parsing/math_answer.h"

namespace referee {
namespace parsing {
namespace {

// Whether `text` may hold a final-answer marker at all: most references
// ("5", "\frac{1}{2}") hold none, and skip the extraction.
bool MayHoldMarker(absl::string_view text) {
  for (absl::string_view word : {"\\boxed", "\\fbox", "nswer", "NSWER", "####"}) {
    if (absl::StrContains(text, word)) return true;
  }
  return false;
}

// A box or answer tag: a reference that has one must yield its answer.
bool HasBoxOrTag(absl::string_view text) {
  return absl::StrContains(text, "\\boxed") || absl::StrContains(text, "\\fbox") ||
         absl::StrContains(text, "<answer>");
}

}  // namespace

std::optional<absl::string_view> MathReferenceAnswer(absl::string_view reference,
                                                     std::string* storage) {
  const absl::string_view trimmed = absl::StripAsciiWhitespace(reference);
  if (!MayHoldMarker(trimmed)) return trimmed;
  const std::optional<MathAnswer> answer = ExtractMathAnswer(trimmed, MathExtraction::kAuto);
  if (!answer || answer->text.empty()) {
    if (!HasBoxOrTag(trimmed)) return trimmed;  // "answer" as a word, not a marker.
    if (answer) return std::nullopt;            // An empty box or tag.
    // A last box that never closes: in an output, a cut-off answer; in a
    // dataset's reference, a lost brace. Its content runs to the end.
    size_t box = absl::string_view::npos;
    for (absl::string_view command : {"boxed{", "fbox{"}) {
      const size_t at = trimmed.rfind(command);
      if (at != absl::string_view::npos && (box == absl::string_view::npos || at > box)) box = at;
    }
    if (box == absl::string_view::npos) return std::nullopt;
    absl::string_view rest = trimmed.substr(trimmed.find('{', box) + 1);
    int depth = 1;
    for (char c : rest) {
      depth += c == '{' ? 1 : c == '}' ? -1 : 0;
      if (depth == 0) return std::nullopt;  // It closes: an empty box.
    }
    absl::ConsumeSuffix(&rest, "$");
    rest = absl::StripAsciiWhitespace(rest);
    if (rest.empty()) return std::nullopt;
    return rest;
  }
  if (answer->same_line_boxes.empty()) return answer->text;
  // Several boxes on the final line of a reference are its parts (`\boxed{1}
  // papers and \boxed{2} bins`), as Math-Verify reads a gold: a dataset's
  // solution boxes its answer, never an attempt it then corrects.
  std::vector<absl::string_view> parts = answer->same_line_boxes;
  parts.push_back(answer->text);
  storage->clear();
  std::vector<absl::string_view> seen;
  for (absl::string_view part : parts) {
    if (part.empty() || std::find(seen.begin(), seen.end(), part) != seen.end()) continue;
    seen.push_back(part);
    absl::StrAppend(storage, storage->empty() ? "" : ", ", part);
  }
  return absl::string_view(*storage);
}

}  // namespace parsing
}  // namespace referee

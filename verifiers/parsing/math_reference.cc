#include "verifiers/parsing/math_reference.h"

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

// Whether only separators lie between two boxes' contents: `}, \boxed{`,
// `} and \boxed{`, `}$, $\boxed{`. Prose between them ("gives \boxed{4};
// correcting the sign, the answer is \boxed{6}") makes the last box the
// answer, as in an output.
bool OnlySeparators(absl::string_view gap) {
  while (!gap.empty()) {
    if (absl::ConsumePrefix(&gap, "\\boxed") || absl::ConsumePrefix(&gap, "\\fbox") ||
        absl::ConsumePrefix(&gap, "\\text") || absl::ConsumePrefix(&gap, "and")) {
      continue;
    }
    const char c = gap.front();
    if (c != '{' && c != '}' && c != '$' && c != ',' && c != ';' && c != '~' &&
        !absl::ascii_isspace(static_cast<unsigned char>(c))) {
      return false;
    }
    gap.remove_prefix(1);
  }
  return true;
}

// The boxes of the answer's line, in order, when they form a list.
bool BoxesFormAList(absl::string_view reference, const MathAnswer& answer) {
  std::vector<absl::string_view> parts = answer.same_line_boxes;
  parts.push_back(answer.text);
  for (size_t i = 0; i + 1 < parts.size(); ++i) {
    const char* end = parts[i].data() + parts[i].size();
    const char* next = parts[i + 1].data();
    if (end < reference.data() || next > reference.data() + reference.size() || next < end) {
      return false;
    }
    if (!OnlySeparators(absl::string_view(end, static_cast<size_t>(next - end)))) return false;
  }
  return true;
}

}  // namespace

std::optional<absl::string_view> MathReferenceAnswer(absl::string_view reference,
                                                     std::string* storage) {
  const absl::string_view trimmed = absl::StripAsciiWhitespace(reference);
  if (!MayHoldMarker(trimmed)) return trimmed;
  const std::optional<MathAnswer> answer = ExtractMathAnswer(trimmed, MathExtraction::kAuto);
  if (!answer || answer->text.empty()) {
    if (HasBoxOrTag(trimmed)) return std::nullopt;
    return trimmed;  // "answer" as a word, not a marker.
  }
  if (answer->same_line_boxes.empty() || !BoxesFormAList(trimmed, *answer)) {
    return answer->text;
  }
  storage->clear();
  for (absl::string_view part : answer->same_line_boxes) absl::StrAppend(storage, part, ", ");
  absl::StrAppend(storage, answer->text);
  return absl::string_view(*storage);
}

}  // namespace parsing
}  // namespace referee

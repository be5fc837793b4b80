#include "verifiers/parsing/math_answer.h"

#include <algorithm>
#include <cstring>
#include <vector>

#include "verifiers/parsing/tags.h"
#include "verifiers/parsing/text.h"

namespace referee {
namespace parsing {
namespace {

constexpr size_t kNpos = absl::string_view::npos;

// A closed box: the command starts at `start`, its content is [begin, end).
struct Box {
  size_t start;
  size_t begin;
  size_t end;
};

struct BoxScan {
  std::vector<Box> closed;    // In closing order.
  size_t last_open = kNpos;   // Start of the last box that never closed.
  bool too_deep = false;
};

// Length of `\boxed` or `\fbox` at text[i] when no letter follows (so
// `\boxedx` is another command), else 0.
size_t BoxCommandLength(absl::string_view text, size_t i) {
  // Most backslashes start other commands (`\cup`, `\frac`): one byte
  // tells, before any comparison.
  if (i + 1 >= text.size() || (text[i + 1] != 'b' && text[i + 1] != 'f')) return 0;
  for (absl::string_view name : {absl::string_view("\\boxed"), absl::string_view("\\fbox")}) {
    if (text.substr(i, name.size()) != name) continue;
    const size_t after = i + name.size();
    if (after < text.size() && IsAsciiLetter(text[after])) return 0;
    return name.size();
  }
  return 0;
}

// One pass over `text`, braces matched with an explicit stack. It starts at
// the first box command: braces before it can only pop plain groups, never
// close a box (unless that command is `\\boxed`, an escaped backslash, when
// it starts from the beginning).
BoxScan ScanBoxes(absl::string_view text) {
  BoxScan scan;
  struct Open {
    size_t brace;      // Position of `{`.
    size_t box_start;  // The box command's start, or kNpos for a plain group.
  };
  // The first box command: `\fbox` is looked for only before the first
  // `\boxed` (not through a megabyte after it).
  size_t first = text.find("\\boxed");
  const size_t fbox = text.substr(0, first).find("\\fbox");
  if (fbox != kNpos) first = fbox;
  if (first == kNpos) return scan;
  if (first > 0 && text[first - 1] == '\\') first = 0;
  std::vector<Open> stack;
  for (size_t i = first; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\\') {
      const size_t length = BoxCommandLength(text, i);
      if (length == 0) {
        ++i;  // An escaped character (`\{`, `\}`, `\\`) or another command.
        continue;
      }
      size_t j = i + length;
      while (j < text.size() && IsAsciiSpace(text[j])) ++j;
      if (j < text.size() && text[j] == '{') {
        if (stack.size() >= kMaxBraceDepth) {
          scan.too_deep = true;
          return scan;
        }
        stack.push_back({j, i});
        i = j;
        continue;
      }
      // `\boxed 5`: the token up to a space, `$` or a closing brace.
      size_t k = j;
      while (k < text.size() && !IsAsciiSpace(text[k]) && text[k] != '$' &&
             text[k] != '}') {
        ++k;
      }
      if (k == j) {
        scan.last_open = i;  // `\boxed` with nothing after it: cut off.
      } else {
        scan.closed.push_back({i, j, k});
      }
      i = k - 1;
      continue;
    }
    if (c == '{') {
      if (stack.size() >= kMaxBraceDepth) {
        scan.too_deep = true;
        return scan;
      }
      stack.push_back({i, kNpos});
    } else if (c == '}' && !stack.empty()) {
      const Open open = stack.back();
      stack.pop_back();
      if (open.box_start != kNpos) scan.closed.push_back({open.box_start, open.brace + 1, i});
    }
  }
  for (const Open& open : stack) {
    if (open.box_start != kNpos &&
        (scan.last_open == kNpos || open.box_start > scan.last_open)) {
      scan.last_open = open.box_start;
    }
  }
  return scan;
}

absl::string_view Content(absl::string_view text, const Box& box) {
  return TrimAsciiSpace(text.substr(box.begin, box.end - box.begin));
}

// nullopt: no usable box. `*found` says whether the text had a box at all
// (an unclosed last box counts: the answer was cut off).
std::optional<MathAnswer> FromBoxes(absl::string_view text, bool* found) {
  const BoxScan scan = ScanBoxes(text);
  *found = scan.too_deep;
  if (scan.too_deep) return std::nullopt;
  // Empty boxes (`put it in \boxed{}`) are format talk, not answers.
  const Box* last = nullptr;
  for (const Box& box : scan.closed) {
    if (Content(text, box).empty()) continue;
    if (last == nullptr || box.start > last->start) last = &box;
  }
  if (scan.last_open != kNpos && (last == nullptr || scan.last_open > last->start)) {
    *found = true;
    return std::nullopt;
  }
  if (last == nullptr) return std::nullopt;
  *found = true;
  MathAnswer answer;
  answer.text = Content(text, *last);
  answer.found_by = MathExtraction::kBoxed;
  // memrchr: absl's rfind(char) is a byte loop.
  const void* newline = memrchr(text.data(), '\n', last->start);
  const size_t line_start =
      newline == nullptr
          ? 0
          : static_cast<size_t>(static_cast<const char*>(newline) - text.data()) + 1;
  std::vector<const Box*> others;
  for (const Box& box : scan.closed) {
    if (&box == last || box.start < line_start) continue;
    if (box.begin <= last->start && last->end <= box.end) continue;  // Wraps it.
    if (Content(text, box).empty()) continue;
    others.push_back(&box);
  }
  std::sort(others.begin(), others.end(),
            [](const Box* a, const Box* b) { return a->start < b->start; });
  for (const Box* box : others) {
    if (answer.same_line_boxes.size() == kMaxSameLineBoxes) break;
    answer.same_line_boxes.push_back(Content(text, *box));
  }
  return answer;
}

// Drops Minerva's phrasing around a final answer (any case): a leading
// "The final answer is" and a trailing "I hope it is correct." and the
// period before it.
absl::string_view WithoutMinervaPhrasing(absl::string_view line) {
  static constexpr absl::string_view kLead = "the final answer is";
  static constexpr absl::string_view kTail = "i hope it is correct.";
  if (line.size() >= kTail.size() &&
      EqualsIgnoringAsciiCase(line.substr(line.size() - kTail.size()), kTail)) {
    line = TrimAsciiSpace(line.substr(0, line.size() - kTail.size()));
    if (!line.empty() && line.back() == '.') line.remove_suffix(1);
  }
  if (line.size() >= kLead.size() &&
      EqualsIgnoringAsciiCase(line.substr(0, kLead.size()), kLead) &&
      (line.size() == kLead.size() || IsAsciiSpace(line[kLead.size()]))) {
    line = TrimAsciiSpace(line.substr(kLead.size()));
  }
  return line;
}

// The line after the last `Answer:` (see the header), trimmed. Scans the
// colons from the end (memrchr): the first one preceded by `answer` (any
// case) and `[ \t*]*` with content after it is the last match.
std::optional<absl::string_view> LastAnswerLine(absl::string_view text) {
  static constexpr absl::string_view kWord = "answer";
  size_t end = text.size();
  while (end > 0) {
    const void* hit = memrchr(text.data(), ':', end);
    if (hit == nullptr) return std::nullopt;
    const size_t colon = static_cast<size_t>(static_cast<const char*>(hit) - text.data());
    end = colon;
    size_t word_end = colon;
    while (word_end > 0 && (text[word_end - 1] == ' ' || text[word_end - 1] == '\t' ||
                            text[word_end - 1] == '*')) {
      --word_end;
    }
    if (word_end < kWord.size()) continue;
    size_t k = 0;
    while (k < kWord.size() && AsciiLower(text[word_end - kWord.size() + k]) == kWord[k]) ++k;
    if (k < kWord.size()) continue;
    size_t content = colon + 1;
    while (content < text.size() && (IsAsciiSpace(text[content]) || text[content] == '*')) {
      ++content;
    }
    if (content == text.size()) continue;
    size_t line_end = text.find('\n', content);
    if (line_end == kNpos) line_end = text.size();
    const absl::string_view line =
        WithoutMinervaPhrasing(TrimAsciiSpace(text.substr(content, line_end - content)));
    if (line.empty()) continue;
    return line;
  }
  return std::nullopt;
}

// The rest of the line after the last `####`, if not blank.
std::optional<absl::string_view> Gsm8kMarkerLine(absl::string_view text) {
  const size_t marker = LastIndexOf(text, "####");
  if (marker == kNpos) return std::nullopt;
  const size_t begin = marker + 4;
  size_t end = text.find('\n', begin);
  if (end == kNpos) end = text.size();
  const absl::string_view line = TrimAsciiSpace(text.substr(begin, end - begin));
  if (line.empty()) return std::nullopt;
  return line;
}

// The last number: digits, `,`/`.` only between digits, an optional `-`.
std::optional<absl::string_view> LastNumber(absl::string_view text) {
  size_t end = text.size();
  while (end > 0 && !IsAsciiDigit(text[end - 1])) --end;
  if (end == 0) return std::nullopt;
  size_t begin = end - 1;
  // A number longer than this is no answer math_equiv compares (its
  // kMaxAnswerBytes is 4,096): stop there rather than walk back through a
  // megabyte of "1,1,1,…"; the tail found is still over that limit.
  constexpr size_t kLongestNumber = 8192;
  while (begin > 0 && end - begin <= kLongestNumber) {
    const char before = text[begin - 1];
    if (IsAsciiDigit(before)) {
      --begin;
    } else if ((before == ',' || before == '.') && begin >= 2 &&
               IsAsciiDigit(text[begin - 2])) {
      --begin;
    } else {
      break;
    }
  }
  if (begin > 0 && text[begin - 1] == '-') --begin;
  return text.substr(begin, end - begin);
}

std::optional<MathAnswer> Found(std::optional<absl::string_view> text,
                                MathExtraction by) {
  if (!text || TrimAsciiSpace(*text).empty()) return std::nullopt;
  MathAnswer answer;
  answer.text = TrimAsciiSpace(*text);
  answer.found_by = by;
  return answer;
}

}  // namespace

std::optional<MathExtraction> ParseMathExtraction(absl::string_view name) {
  for (MathExtraction mode :
       {MathExtraction::kAuto, MathExtraction::kBoxed, MathExtraction::kAnswerLine,
        MathExtraction::kGsm8k, MathExtraction::kAnswerTag}) {
    if (name == MathExtractionName(mode)) return mode;
  }
  return std::nullopt;
}

absl::string_view MathExtractionName(MathExtraction mode) {
  switch (mode) {
    case MathExtraction::kAuto: return "auto";
    case MathExtraction::kBoxed: return "boxed";
    case MathExtraction::kAnswerLine: return "answer_line";
    case MathExtraction::kGsm8k: return "gsm8k";
    case MathExtraction::kAnswerTag: return "answer_tag";
  }
  return "auto";
}

absl::string_view OutsideThinking(absl::string_view output) {
  static constexpr absl::string_view kClose = "</think>";
  const size_t close = LastIndexOf(output, kClose);
  if (close != kNpos) return output.substr(close + kClose.size());
  const size_t open = output.find("<think>");
  if (open != kNpos) return output.substr(0, open);
  return output;
}

std::optional<MathAnswer> ExtractMathAnswer(absl::string_view output,
                                            MathExtraction mode) {
  const absl::string_view text = OutsideThinking(output);
  bool had_box = false;
  switch (mode) {
    case MathExtraction::kBoxed:
      return FromBoxes(text, &had_box);
    case MathExtraction::kAnswerLine:
      return Found(LastAnswerLine(text), MathExtraction::kAnswerLine);
    case MathExtraction::kGsm8k:
      if (auto line = Gsm8kMarkerLine(text)) return Found(line, MathExtraction::kGsm8k);
      return Found(LastNumber(text), MathExtraction::kGsm8k);
    case MathExtraction::kAnswerTag:
      return Found(LastAnswerSpan(text), MathExtraction::kAnswerTag);
    case MathExtraction::kAuto:
      break;
  }
  std::optional<MathAnswer> boxed = FromBoxes(text, &had_box);
  if (had_box) return boxed;
  if (auto line = LastAnswerLine(text)) return Found(line, MathExtraction::kAnswerLine);
  if (auto marker = Gsm8kMarkerLine(text)) return Found(marker, MathExtraction::kGsm8k);
  return Found(LastAnswerSpan(text), MathExtraction::kAnswerTag);
}

}  // namespace parsing
}  // namespace referee

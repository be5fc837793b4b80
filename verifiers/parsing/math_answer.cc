#include "verifiers/parsing/math_answer.h"

#include <algorithm>
#include <cstring>
#include <vector>

#include "verifiers/parsing/math_answer_markers.h"
#include "verifiers/parsing/math_displays.h"
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
      // `\\boxed{…}`: an output escaped twice (JSON in JSON) still boxes;
      // its second backslash is looked at next.
      if (i + 2 < text.size() && text[i + 1] == '\\' &&
          (text[i + 2] == 'b' || text[i + 2] == 'f')) {
        continue;
      }
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
// `*end`, when given, is set to where the answer's box ends (its closing
// brace), or to the start of an unclosed last box.
std::optional<MathAnswer> FromBoxes(absl::string_view text, bool* found,
                                    size_t* end = nullptr) {
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
    if (end != nullptr) *end = scan.last_open;
    return std::nullopt;
  }
  if (last == nullptr) return std::nullopt;
  *found = true;
  if (end != nullptr) *end = last->end;
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

// Whether `text` holds a byte every marker but a box has: the `w` of
// answer, the `#` of `####`, the `<` of a tag. (A plain loop: the text is
// usually a few bytes after a box.)
bool MayHoldMarker(absl::string_view text) {
  for (const char c : text) {
    if (c == 'w' || c == 'W' || c == '#' || c == '<') return true;
  }
  return false;
}

// An `Answer:` line's answer: "The area is $5$." gives `$5$`, a sentence
// with one value ("Jane started 3 hours ago.") gives that value.
absl::string_view AnswerOfLine(absl::string_view line) {
  line = WithoutSentence(WithoutTurnTrailer(line));
  if (const std::optional<absl::string_view> value = ProseLineValue(line)) return *value;
  return line;
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
  // The last marker of each kind, by where it starts; the last of those
  // wins. A box counts from where it ends, so markers inside it (`\boxed{
  // \text{Answer: 5}}`) are not others. A last box that never closes is no
  // answer: the output was cut inside it.
  size_t box_end = kNpos;
  std::optional<MathAnswer> boxed = FromBoxes(text, &had_box, &box_end);
  if (had_box && !boxed) return std::nullopt;  // Unclosed or nested too deep.
  size_t best_at = box_end;
  std::optional<absl::string_view> other;  // A later marker's answer, if any.
  MathExtraction other_by = MathExtraction::kAnswerLine;
  auto consider = [&](std::optional<absl::string_view> found, size_t at,
                      MathExtraction by) {
    if (!found || at == kNpos || (best_at != kNpos && at < best_at)) return;
    // `ANSWER: **A**`; a `####` line and a tag are taken as their modes take them.
    const absl::string_view answer =
        by == MathExtraction::kAnswerLine ? WithoutEmphasis(*found) : TrimAsciiSpace(*found);
    if (answer.empty()) return;
    best_at = at;
    other = answer;
    other_by = by;
  };
  // Markers before the last box's end cannot win: not looked for.
  const size_t from = box_end == kNpos ? 0 : box_end;
  // Every later marker holds a `w`/`W` (answer), a `#` or a `<`: most
  // outputs end with their box (`$\boxed{5}$.`), and one look at what
  // follows it skips every search.
  if (boxed && !MayHoldMarker(text.substr(from))) return boxed;
  size_t line_at = kNpos;
  std::optional<absl::string_view> line = LastAnswerLine(text, &line_at, from);
  if (line) line = AnswerOfLine(*line);
  consider(line, line_at, MathExtraction::kAnswerLine);
  // The sentence "… answer is X" and `Answer $ 9 $` (no colon) start at
  // the same word: one walk over the `answer` words from the end finds the
  // later of the two (LastSentenceAnswer, LastAnswerDisplay). The walk
  // stops at the first either rule takes; a last `Answer` display that
  // never closes decides the display rule (no earlier one is tried) but
  // not the sentence rule.
  size_t word_at = kNpos;
  std::optional<absl::string_view> word_answer;
  bool display_tried = false;
  LastAnswerWord(text, from, [&](size_t at) {
    word_answer = SentenceAnswerAt(text, at);
    if (!word_answer && !display_tried) {
      if (const std::optional<size_t> opener = DisplayAfterAnswerWord(text, at)) {
        display_tried = true;
        const std::optional<MathDisplay> display = DisplayAt(text, *opener);
        if (display && !display->content.empty()) word_answer = display->content;
      }
    }
    if (word_answer) word_at = at;
    return word_answer.has_value();
  });
  consider(word_answer, word_at, MathExtraction::kAnswerLine);
  // A `####` line or a tag must start after the last box (`from`) to win:
  // only that part is searched.
  const absl::string_view after_box = text.substr(from);
  std::optional<absl::string_view> marker = Gsm8kMarkerLine(after_box);
  // `#### Verification` is a Markdown heading, not gsm8k's `#### 42`.
  if (marker && WordAt(*marker, 0).size() >= 2) marker.reset();
  consider(marker, marker ? from + LastIndexOf(after_box, "####") : kNpos,
           MathExtraction::kGsm8k);
  std::optional<absl::string_view> tag = LastAnswerSpan(after_box);
  consider(tag,
           tag ? static_cast<size_t>(tag->data() - text.data()) - strlen("<answer>") : kNpos,
           MathExtraction::kAnswerTag);
  // With no other marker, any `answer:` counts (as in answer_line).
  if (best_at == kNpos) {
    std::optional<absl::string_view> any_line = LastAnswerLine(text);
    if (any_line) any_line = AnswerOfLine(*any_line);
    consider(any_line, 0, MathExtraction::kAnswerLine);
  }
  if (other) return Found(other, other_by);
  if (boxed) return boxed;
  // An empty box (`put it in \boxed{}`) is no answer, but the output knew
  // the format: no guessing at its prose.
  if (text.find("\\boxed") != kNpos || text.find("\\fbox") != kNpos) return std::nullopt;
  // No marker at all: the value the output's last sentence ends on.
  return Found(UnmarkedFinalValue(text), MathExtraction::kAnswerLine);
}

}  // namespace parsing
}  // namespace referee

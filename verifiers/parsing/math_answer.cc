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

// The lowercase ASCII word starting at text[i] (letters only), at most 16
// bytes; empty when text[i] is not a letter.
absl::string_view WordAt(absl::string_view text, size_t i) {
  size_t j = i;
  while (j < text.size() && j - i < 16 && IsAsciiLetter(text[j])) ++j;
  if (j < text.size() && IsAsciiLetter(text[j])) return absl::string_view();
  return text.substr(i, j - i);
}

bool WordIn(absl::string_view word, std::initializer_list<absl::string_view> words) {
  for (absl::string_view w : words) {
    if (EqualsIgnoringAsciiCase(word, w)) return true;
  }
  return false;
}

// Whether the `answer` word at text[word] marks a final answer: written
// `Answer`/`ANSWER` or in bold (`**answer:**`), or only Markdown (`#`, `-`,
// `>`, `*`) and the words "final", "the", "correct", "my" before it on its
// line. `... **Answer:** 15` and `final answer: 5` are final answers, "let
// me check the answer: 2+3=5" is not.
bool AnswerStartsItsLine(absl::string_view text, size_t word) {
  if (text[word] == 'A' || (word > 0 && text[word - 1] == '*')) return true;
  if (word >= 6 && EqualsIgnoringAsciiCase(text.substr(word - 6, 6), "final ") &&
      (text[word - 6] == 'F' || (word > 6 && text[word - 7] == '*'))) {
    return true;
  }
  constexpr size_t kLongestPrefix = 40;
  size_t begin = word;
  while (begin > 0 && text[begin - 1] != '\n' && word - begin <= kLongestPrefix) --begin;
  if (begin > 0 && text[begin - 1] != '\n') return false;
  size_t i = begin;
  while (i < word) {
    const char c = text[i];
    if (IsAsciiSpace(c) || c == '*' || c == '#' || c == '_' || c == '>' || c == '-') {
      ++i;
      continue;
    }
    const absl::string_view w = WordAt(text, i);
    if (w.empty() || !WordIn(w, {"final", "the", "correct", "my"})) return false;
    i += w.size();
  }
  return true;
}

// The line after the last `Answer:` (see the header), trimmed. Scans the
// colons from the end (memrchr): the first one preceded by `answer` (any
// case) and `[ \t*]*` with content after it is the last match. `*marker`,
// when given, is set to where that `answer` word starts, and then only
// marked answers count (AnswerStartsItsLine). Colons before `from` are not
// looked at.
std::optional<absl::string_view> LastAnswerLine(absl::string_view text,
                                                size_t* marker = nullptr,
                                                size_t from = 0) {
  static constexpr absl::string_view kWord = "answer";
  size_t end = text.size();
  while (end > from) {
    const void* hit = memrchr(text.data() + from, ':', end - from);
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
    if (marker != nullptr && !AnswerStartsItsLine(text, word_end - kWord.size())) continue;
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
    if (marker != nullptr) *marker = word_end - kWord.size();
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

// Words that start a clause after an answer ("C since B fails"): the
// answer ends before them.
bool IsClauseWord(absl::string_view word) {
  return WordIn(word, {"since", "because", "as", "which", "but", "given", "hence",
                       "therefore", "thus", "so", "though", "although", "whereas",
                       "while", "for", "if", "when"});
}

// Where the answer of "the answer is X" ends (see SentenceAnswer): a line
// end, `</` (a closing tag), `.`/`!`/`?` before a space or the end, a
// `,`/`;` before a word of prose, or a clause word after a space; none of
// these count inside `$…$` or brackets.
size_t SentenceEnd(absl::string_view text, size_t begin) {
  bool in_math = false;
  size_t depth = 0;
  for (size_t i = begin; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\n' || c == '\r') return i;
    if (c == '<' && i + 1 < text.size() && text[i + 1] == '/') return i;
    if (c == '$') {
      in_math = !in_math;
      continue;
    }
    if (c == '(' || c == '[' || c == '{') {
      ++depth;
      continue;
    }
    if (c == ')' || c == ']' || c == '}') {
      if (depth > 0) --depth;
      continue;
    }
    if (in_math || depth > 0) continue;
    const bool space_after = i + 1 == text.size() || IsAsciiSpace(text[i + 1]);
    if ((c == '.' || c == '!' || c == '?') && space_after) return i;
    if ((c == ',' || c == ';') && space_after) {
      size_t j = i + 1;
      while (j < text.size() && (text[j] == ' ' || text[j] == '\t')) ++j;
      const absl::string_view word = WordAt(text, j);
      if (word.size() >= 2 && !WordIn(word, {"and", "or"})) return i;
      if (j == text.size()) return i;
    }
    if (IsAsciiSpace(c) && IsClauseWord(WordAt(text, i + 1))) return i;
  }
  return text.size();
}

// Strips markdown emphasis around an answer (`**C**`, `*5*`).
absl::string_view WithoutEmphasis(absl::string_view answer) {
  answer = TrimAsciiSpace(answer);
  while (!answer.empty() && (answer.front() == '*' || answer.front() == '_')) {
    answer.remove_prefix(1);
  }
  while (!answer.empty() && (answer.back() == '*' || answer.back() == '_')) {
    answer.remove_suffix(1);
  }
  return TrimAsciiSpace(answer);
}

// The last sentence "… answer is X" (any case: "the answer is", "the final
// answer is", "my answer is:"), X up to the end of its clause
// (SentenceEnd), `**` stripped. Talk about an answer ("the answer is
// correct", "the answer is not 4") is no marker; filler ("the answer is
// indeed 5") is skipped. `*marker` is set to where `answer` starts; one
// starting before `from` is not looked for.
std::optional<absl::string_view> LastSentenceAnswer(absl::string_view text,
                                                    size_t* marker, size_t from) {
  static constexpr absl::string_view kWord = "answer";
  // Case-insensitive search backwards by its rarest letter, `w` at offset 3
  // (memrchr); the last `w` and the last `W` not yet tried are kept, each looked
  // for again only once passed, so every byte is looked at a bounded
  // number of times.
  const char* const base = text.data();
  auto last_before = [&](char c, size_t limit) -> size_t {
    if (limit <= from + 3) return kNpos;
    const void* hit = memrchr(base + from + 3, c, limit - from - 3);
    return hit == nullptr ? kNpos : static_cast<size_t>(static_cast<const char*>(hit) - base);
  };
  size_t lower = last_before('w', text.size());
  size_t upper = last_before('W', text.size());
  while (true) {
    size_t w;
    if (lower != kNpos && (upper == kNpos || lower > upper)) {
      w = lower;
      lower = last_before('w', w);
    } else if (upper != kNpos) {
      w = upper;
      upper = last_before('W', w);
    } else {
      return std::nullopt;
    }
    const size_t at = w - 3;
    if (!EqualsIgnoringAsciiCase(text.substr(at, kWord.size()), kWord)) continue;
    if (at > 0 && IsAsciiLetter(text[at - 1])) continue;
    size_t i = at + kWord.size();
    if (i >= text.size() || !IsAsciiSpace(text[i])) continue;
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
    if (!EqualsIgnoringAsciiCase(WordAt(text, i), "is")) continue;
    i += 2;
    while (i < text.size() &&
           (text[i] == ' ' || text[i] == '\t' || text[i] == ':' || text[i] == '*')) {
      ++i;
    }
    // Filler words before the answer, a few at most.
    for (int k = 0; k < 3; ++k) {
      const absl::string_view word = WordAt(text, i);
      if (!WordIn(word, {"indeed", "actually", "clearly", "simply", "just", "then",
                         "therefore", "thus", "now", "still", "obviously"})) {
        break;
      }
      i += word.size();
      while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == ',')) ++i;
    }
    const absl::string_view first = WordAt(text, i);
    if (WordIn(first, {"correct", "incorrect", "wrong", "right", "not", "that", "because",
                       "given", "shown", "below", "above", "following", "likely",
                       "probably", "unclear", "ambiguous", "consistent", "valid",
                       "invalid", "reasonable", "plausible", "in", "at", "on", "to",
                       "an", "this", "what", "how", "whether", "different", "same",
                       "too", "close", "off", "still", "positive", "negative",
                       "asked", "required", "expected", "supposed", "either",
                       "neither", "always", "never"})) {
      continue;
    }
    // "the answer is a multiple of 3", "the answer is the number of ways":
    // prose (a lone `a` may be a choice).
    if ((first == "a" || EqualsIgnoringAsciiCase(first, "the")) &&
        i + first.size() + 1 < text.size() &&
        text[i + first.size()] == ' ' && IsAsciiLetter(text[i + first.size() + 1])) {
      continue;
    }
    // "the answer is verified/confirmed/obtained by ...".
    if (first.size() >= 5 && first.substr(first.size() - 2) == "ed") continue;
    const absl::string_view answer = WithoutEmphasis(text.substr(i, SentenceEnd(text, i) - i));
    if (answer.empty()) continue;
    *marker = at;
    return answer;
  }
  return std::nullopt;
}

// An answer line written as a sentence, "The area is $5$ square units.",
// gives what follows its last " is " up to the end of the clause
// (SentenceEnd); other lines are returned as they are.
absl::string_view WithoutSentence(absl::string_view line) {
  if (line.size() < 5 || !EqualsIgnoringAsciiCase(line.substr(0, 4), "the ") ||
      !IsAsciiLetter(line[4])) {
    return line;
  }
  const size_t is = LastIndexOf(line, " is ");
  if (is == kNpos) return line;
  const size_t begin = is + 4;
  const absl::string_view rest = line.substr(begin, SentenceEnd(line, begin) - begin);
  return TrimAsciiSpace(rest).empty() ? line : rest;
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
  size_t line_at = kNpos;
  std::optional<absl::string_view> line = LastAnswerLine(text, &line_at, from);
  if (line) line = WithoutSentence(*line);
  consider(line, line_at, MathExtraction::kAnswerLine);
  size_t sentence_at = kNpos;
  std::optional<absl::string_view> sentence = LastSentenceAnswer(text, &sentence_at, from);
  consider(sentence, sentence_at, MathExtraction::kAnswerLine);
  std::optional<absl::string_view> marker = Gsm8kMarkerLine(text);
  // `#### Verification` is a Markdown heading, not gsm8k's `#### 42`.
  if (marker && WordAt(*marker, 0).size() >= 2) marker.reset();
  consider(marker, marker ? LastIndexOf(text, "####") : kNpos, MathExtraction::kGsm8k);
  std::optional<absl::string_view> tag = LastAnswerSpan(text);
  consider(tag,
           tag ? static_cast<size_t>(tag->data() - text.data()) - strlen("<answer>") : kNpos,
           MathExtraction::kAnswerTag);
  // With no other marker, any `answer:` counts (as in answer_line).
  if (best_at == kNpos) {
    consider(LastAnswerLine(text), 0, MathExtraction::kAnswerLine);
  }
  if (!other) return boxed;
  return Found(other, other_by);
}

}  // namespace parsing
}  // namespace referee

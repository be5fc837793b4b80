#include "verifiers/parsing/math_displays.h"

#include <algorithm>
#include <initializer_list>

#include "verifiers/parsing/math_answer_markers.h"
#include "verifiers/parsing/text.h"

namespace referee {
namespace parsing {
namespace {

// Longer displays and lines are no answers math_equiv compares (its
// kMaxAnswerBytes is 4,096): scans stop there instead of walking a megabyte.
constexpr size_t kLongestDisplay = 4096;
constexpr size_t kLongestProseLine = 4096;
// An unmarked output is read from its last 8 KB only (from a line start in
// it): its last sentence is there, and a megabyte of prose costs no more.
constexpr size_t kUnmarkedWindow = 8192;

// One value found by ScanValues: text[begin, end).
struct Value {
  size_t begin;
  size_t end;
};

// What one forward pass over a text finds outside its math displays.
struct ValueScan {
  std::optional<Value> last;        // The last value (a display's content or a number).
  size_t values = 0;                // Values in the whole text.
  size_t prose_words = 0;           // Words of two or more letters (not commands).
  size_t math_signs = 0;            // ()[]{}^=+*<>|\ and commands.
  size_t sentence = 0;              // Where the last sentence starts.
  size_t sentence_values = 0;       // Values in the last sentence.
  bool sentence_hedged = false;     // An "or" between two of them.
  // A negation ("not", "never", "isn't", ...) just before the last value
  // (since the value before it) or after it, in its sentence: "it is not
  // 4", "4 is not right"; "not 10 but 12" leaves 12 alone.
  bool last_negated = false;
  size_t words_after_last = 0;      // Prose words after the last value.
};

// "not", "never", "cannot", "neither", "nor", and the `t` of "isn't".
bool IsNegation(absl::string_view text, size_t begin, size_t end) {
  const absl::string_view word = text.substr(begin, end - begin);
  if (word == "t" || word == "T") {
    return begin >= 2 && (text[begin - 1] == '\'' ) && AsciiLower(text[begin - 2]) == 'n';
  }
  for (absl::string_view negation : {"not", "never", "cannot", "neither", "nor"}) {
    if (EqualsIgnoringAsciiCase(word, negation)) return true;
  }
  return false;
}

// Where the number whose first digit is text[i] ends: digits with `,`/`.`
// between digits, then an optional `/digits`, then an optional `%`/`\%`.
size_t NumberEnd(absl::string_view text, size_t i) {
  const size_t n = text.size();
  auto digits = [&](size_t j) {
    while (j < n && IsAsciiDigit(text[j])) ++j;
    return j;
  };
  size_t end = digits(i);
  while (end + 1 < n && (text[end] == ',' || text[end] == '.') && IsAsciiDigit(text[end + 1])) {
    end = digits(end + 1);
  }
  if (end + 1 < n && text[end] == '/' && IsAsciiDigit(text[end + 1])) end = digits(end + 1);
  if (end < n && text[end] == '%') return end + 1;
  if (end + 1 < n && text[end] == '\\' && text[end + 1] == '%') return end + 2;
  return end;
}

bool IsSentenceEnd(absl::string_view text, size_t i) {
  const char c = text[i];
  if (c == '\n') return true;
  return (c == '.' || c == '!' || c == '?') && i + 1 < text.size() && IsAsciiSpace(text[i + 1]);
}

ValueScan ScanValues(absl::string_view text) {
  ValueScan scan;
  bool or_since_value = false;  // An "or" since the last value of the sentence.
  bool negation_since_value = false;
  auto add = [&](size_t begin, size_t end) {
    if (scan.sentence_values > 0 && or_since_value) scan.sentence_hedged = true;
    or_since_value = false;
    ++scan.values;
    ++scan.sentence_values;
    scan.words_after_last = 0;
    scan.last_negated = negation_since_value;
    negation_since_value = false;
    scan.last = Value{begin, end};
  };
  const size_t n = text.size();
  size_t i = 0;
  while (i < n) {
    const char c = text[i];
    const bool opens = c == '$' || (c == '\\' && i + 1 < n && (text[i + 1] == '(' || text[i + 1] == '['));
    if (opens) {
      if (const std::optional<MathDisplay> display = DisplayAt(text, i)) {
        if (!display->content.empty()) {
          const size_t begin = static_cast<size_t>(display->content.data() - text.data());
          add(begin, begin + display->content.size());
        }
        i = display->end;
        continue;
      }
      i += c == '$' ? 1 : 2;
      continue;
    }
    if (c == '\\') {  // A command (math outside a display) or an escaped sign.
      ++scan.math_signs;
      size_t j = i + 1;
      while (j < n && IsAsciiLetter(text[j])) ++j;
      i = j == i + 1 ? i + 2 : j;
      continue;
    }
    if (IsSentenceEnd(text, i)) {
      scan.sentence = i + 1;
      scan.sentence_values = 0;
      scan.sentence_hedged = false;
      or_since_value = false;
      negation_since_value = false;
      ++i;
      continue;
    }
    if (IsAsciiDigit(c)) {
      const char before = i > 0 ? text[i - 1] : ' ';
      if (IsAsciiLetter(before) || before == '_' || before == '^') {  // x2, a_3: names.
        while (i < n && IsAsciiDigit(text[i])) ++i;
        continue;
      }
      size_t begin = i;
      // `.4`, `-.5`: the point belongs to the number.
      if (before == '.' && (i < 2 || !IsAsciiDigit(text[i - 2]))) begin = i - 1;
      const char sign = begin > 0 ? text[begin - 1] : ' ';
      if (sign == '-' &&
          (begin < 2 || !(IsAsciiLetter(text[begin - 2]) || IsAsciiDigit(text[begin - 2])))) {
        --begin;  // `= -5`, not `3-5`.
      }
      const size_t end = NumberEnd(text, i);
      add(begin, end);
      i = end;
      continue;
    }
    if (IsAsciiLetter(c)) {
      size_t j = i;
      while (j < n && IsAsciiLetter(text[j])) ++j;
      if (j - i >= 2) {
        ++scan.prose_words;
        ++scan.words_after_last;
      }
      if (EqualsIgnoringAsciiCase(text.substr(i, j - i), "or")) or_since_value = true;
      if (IsNegation(text, i, j)) {
        negation_since_value = true;
        if (scan.sentence_values > 0) scan.last_negated = true;
      }
      i = j;
      continue;
    }
    switch (c) {
      case '(': case ')': case '[': case ']': case '{': case '}': case '^': case '=':
      case '+': case '*': case '<': case '>': case '|':
        ++scan.math_signs;
        break;
      default:
        break;
    }
    ++i;
  }
  return scan;
}

bool EndsWith(absl::string_view text, absl::string_view suffix) {
  return text.size() >= suffix.size() &&
         EqualsIgnoringAsciiCase(text.substr(text.size() - suffix.size()), suffix);
}

}  // namespace

absl::string_view WithoutTurnTrailer(absl::string_view text) {
  static constexpr absl::string_view kTrailers[] = {
      "<|im_start|>user", "<|im_start|>assistant", "<|im_start|>", "<|im_end|>",
      "<|endoftext|>",    "<|eot_id|>",            "<|end_of_text|>", "<|end|>",
      "</s>",             "<end_of_turn>",         "i hope it is correct."};
  text = TrimAsciiSpace(text);
  for (bool dropped = true; dropped;) {
    dropped = false;
    for (absl::string_view trailer : kTrailers) {
      if (EndsWith(text, trailer)) {
        text = TrimAsciiSpace(text.substr(0, text.size() - trailer.size()));
        dropped = true;
      }
    }
  }
  return text;
}

std::optional<MathDisplay> DisplayAt(absl::string_view text, size_t i) {
  const size_t n = text.size();
  absl::string_view close;
  size_t begin;
  if (text[i] == '$') {
    const bool twice = i + 1 < n && text[i + 1] == '$';
    close = twice ? "$$" : "$";
    begin = i + close.size();
  } else if (text[i] == '\\' && i + 1 < n && (text[i + 1] == '(' || text[i + 1] == '[')) {
    close = text[i + 1] == '(' ? "\\)" : "\\]";
    begin = i + 2;
  } else {
    return std::nullopt;
  }
  const size_t limit = std::min(n, begin + kLongestDisplay + close.size());
  for (size_t j = begin; j < limit; ++j) {
    if (text[j] == '\\' && (close[0] == '$' || j + 1 >= n || text[j + 1] != close[1])) {
      ++j;  // `\$`, `\\` and other escapes are content.
      continue;
    }
    if (text.substr(j, close.size()) == close) {
      return MathDisplay{TrimAsciiSpace(text.substr(begin, j - begin)), j + close.size()};
    }
  }
  return std::nullopt;
}

std::optional<size_t> DisplayAfterAnswerWord(absl::string_view text, size_t at) {
  size_t i = at + 6;  // After `answer`.
  if (i < text.size() && IsAsciiLetter(text[i])) return std::nullopt;  // "answered".
  if (!AnswerStartsItsLine(text, at)) return std::nullopt;
  while (i < text.size() && (IsAsciiSpace(text[i]) || text[i] == '*')) ++i;
  if (i == text.size() ||
      !(text[i] == '$' || (text[i] == '\\' && i + 1 < text.size() &&
                           (text[i + 1] == '(' || text[i + 1] == '[')))) {
    return std::nullopt;
  }
  return i;
}

std::optional<absl::string_view> LastAnswerDisplay(absl::string_view text, size_t* marker,
                                                   size_t from) {
  std::optional<absl::string_view> found;
  LastAnswerWord(text, from, [&](size_t at) {
    const std::optional<size_t> opener = DisplayAfterAnswerWord(text, at);
    if (!opener) return false;
    // Only the last such word is tried: its display decides.
    if (const std::optional<MathDisplay> display = DisplayAt(text, *opener)) {
      if (!display->content.empty()) {
        found = display->content;
        *marker = at;
      }
    }
    return true;
  });
  return found;
}

std::optional<absl::string_view> ProseLineValue(absl::string_view line) {
  line = TrimAsciiSpace(line);
  if (line.size() > kLongestProseLine) return std::nullopt;
  // `C. The triangle …`, `B) 12 …`, `(A) …`: a choice, not prose.
  if (line.size() >= 2 && line[0] >= 'A' && line[0] <= 'Z' &&
      (line[1] == '.' || line[1] == ')' || line[1] == ':')) {
    return std::nullopt;
  }
  if (line.size() >= 3 && line[0] == '(' && IsAsciiLetter(line[1]) && line[2] == ')') {
    return std::nullopt;
  }
  const ValueScan scan = ScanValues(line);
  if (scan.prose_words < 3 || scan.values != 1 || scan.math_signs > 0) return std::nullopt;
  return line.substr(scan.last->begin, scan.last->end - scan.last->begin);
}

std::optional<absl::string_view> UnmarkedFinalValue(absl::string_view text) {
  text = WithoutTurnTrailer(text);
  if (text.empty()) return std::nullopt;
  const bool whole = text.size() <= kUnmarkedWindow;
  if (!whole) {
    size_t start = text.find('\n', text.size() - kUnmarkedWindow);
    if (start == absl::string_view::npos) start = text.size() - kUnmarkedWindow;
    text = text.substr(start);
  }
  const ValueScan scan = ScanValues(text);
  // No prose at all (`\frac{10}{9}`, `1 000`, `x \ge 5`): the whole text.
  if (scan.prose_words == 0 && whole) return text;
  if (!scan.last || scan.last->begin < scan.sentence || scan.sentence_hedged ||
      scan.last_negated) {
    return std::nullopt;
  }
  // An output cut off mid-sentence ("so 3+4 = 7 and then we multiply by")
  // has not answered: prose after the value must end like a sentence.
  const char last = text.back();
  const bool ends_sentence = last == '.' || last == '!' || last == '$' || last == ')' ||
                             last == ']' || last == '}';
  if (scan.words_after_last >= 2 && !ends_sentence) return std::nullopt;
  return text.substr(scan.last->begin, scan.last->end - scan.last->begin);
}

}  // namespace parsing
}  // namespace referee

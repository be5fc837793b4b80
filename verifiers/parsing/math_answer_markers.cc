#include "verifiers/parsing/math_answer_markers.h"

#include <cstring>
#include <initializer_list>

#include "absl/functional/function_ref.h"
#include "verifiers/parsing/text.h"

namespace referee {
namespace parsing {
namespace {

constexpr size_t kNpos = absl::string_view::npos;

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

bool WordIn(absl::string_view word, std::initializer_list<absl::string_view> words) {
  for (absl::string_view w : words) {
    if (EqualsIgnoringAsciiCase(word, w)) return true;
  }
  return false;
}

}  // namespace

// The lowercase ASCII word starting at text[i] (letters only), at most 16
// bytes; empty when text[i] is not a letter.
absl::string_view WordAt(absl::string_view text, size_t i) {
  size_t j = i;
  while (j < text.size() && j - i < 16 && IsAsciiLetter(text[j])) ++j;
  if (j < text.size() && IsAsciiLetter(text[j])) return absl::string_view();
  return text.substr(i, j - i);
}

namespace {

// Words that start a clause after an answer ("C since B fails"): the
// answer ends before them.
bool IsClauseWord(absl::string_view word) {
  return WordIn(word, {"since", "because", "as", "which", "but", "given", "hence",
                       "therefore", "thus", "so", "though", "although", "whereas",
                       "while", "for", "if", "when"});
}

}  // namespace

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
                                                size_t* marker, size_t from) {
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

size_t LastAnswerWord(absl::string_view text, size_t from,
                      absl::FunctionRef<bool(size_t)> accept) {
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
      return kNpos;
    }
    const size_t at = w - 3;
    if (!EqualsIgnoringAsciiCase(text.substr(at, kWord.size()), kWord)) continue;
    if (at > 0 && IsAsciiLetter(text[at - 1])) continue;
    if (accept(at)) return at;
  }
}

// The last sentence "… answer is X" (any case: "the answer is", "the final
// answer is", "my answer is:"), X up to the end of its clause
// (SentenceEnd), `**` stripped. Talk about an answer ("the answer is
// correct", "the answer is not 4") is no marker; filler ("the answer is
// indeed 5") is skipped.
std::optional<absl::string_view> SentenceAnswerAt(absl::string_view text, size_t at) {
  static constexpr absl::string_view kWord = "answer";
  size_t i = at + kWord.size();
  if (i >= text.size() || !IsAsciiSpace(text[i])) return std::nullopt;
  while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
  if (!EqualsIgnoringAsciiCase(WordAt(text, i), "is")) return std::nullopt;
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
    return std::nullopt;
  }
  // "the answer is a multiple of 3", "the answer is the number of ways":
  // prose (a lone `a` may be a choice).
  if ((first == "a" || EqualsIgnoringAsciiCase(first, "the")) &&
      i + first.size() + 1 < text.size() &&
      text[i + first.size()] == ' ' && IsAsciiLetter(text[i + first.size() + 1])) {
    return std::nullopt;
  }
  // "the answer is verified/confirmed/obtained by ...".
  if (first.size() >= 5 && first.substr(first.size() - 2) == "ed") return std::nullopt;
  const absl::string_view answer = WithoutEmphasis(text.substr(i, SentenceEnd(text, i) - i));
  if (answer.empty()) return std::nullopt;
  return answer;
}

std::optional<absl::string_view> LastSentenceAnswer(absl::string_view text,
                                                    size_t* marker, size_t from) {
  std::optional<absl::string_view> found;
  LastAnswerWord(text, from, [&](size_t at) {
    found = SentenceAnswerAt(text, at);
    if (found) *marker = at;
    return found.has_value();
  });
  return found;
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

}  // namespace parsing
}  // namespace referee

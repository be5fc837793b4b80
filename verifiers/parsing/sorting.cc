#include "verifiers/parsing/sorting.h"

#include <cstddef>

#include "verifiers/parsing/ids.h"
#include "verifiers/parsing/text.h"

namespace referee {
namespace parsing {
namespace {

bool IsWordChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || IsAsciiDigit(c) ||
         c == '_';
}

// `lower` is lower case.
bool EqualsLower(absl::string_view word, absl::string_view lower) {
  return EqualsIgnoringAsciiCase(word, lower);
}

bool IsSpaceOrTab(char c) { return c == ' ' || c == '\t'; }

// Calls `visit(word, begin)` for every whole word (maximal run of
// [A-Za-z0-9_]) until it returns true; returns that word's begin, or npos.
template <typename Visit>
size_t FindWord(absl::string_view text, Visit visit) {
  size_t i = 0;
  while (i < text.size()) {
    if (!IsWordChar(text[i])) {
      ++i;
      continue;
    }
    size_t end = i;
    while (end < text.size() && IsWordChar(text[end])) ++end;
    if (visit(text.substr(i, end - i), end)) return i;
    i = end;
  }
  return absl::string_view::npos;
}

bool HasSortWord(absl::string_view paragraph) {
  return FindWord(paragraph, [](absl::string_view word, size_t) {
           return EqualsLower(word, "sort") || EqualsLower(word, "sorted") ||
                  EqualsLower(word, "sorting");
         }) != absl::string_view::npos;
}

// Where the first stop word starts, or the paragraph's end.
size_t StopWordPosition(absl::string_view paragraph) {
  static constexpr absl::string_view kStopWords[] = {
      "select", "greedy", "choose", "subset",   "largest",
      "so",     "thus",   "next",   "therefore"};
  const size_t pos = FindWord(paragraph, [&](absl::string_view word,
                                             size_t end) {
    for (absl::string_view stop : kStopWords) {
      if (EqualsLower(word, stop)) return true;
    }
    if (!EqualsLower(word, "final")) return false;
    // "final answer", any whitespace between the words.
    size_t next = end;
    while (next < paragraph.size() && IsAsciiSpace(paragraph[next])) ++next;
    if (next == end) return false;
    size_t word_end = next;
    while (word_end < paragraph.size() && IsWordChar(paragraph[word_end])) {
      ++word_end;
    }
    return EqualsLower(paragraph.substr(next, word_end - next), "answer");
  });
  return pos == absl::string_view::npos ? paragraph.size() : pos;
}

// Calls `visit(paragraph)` for each paragraph: maximal runs of lines that
// are not blank (empty or whitespace-only).
template <typename Visit>
void ForEachParagraph(absl::string_view text, Visit visit) {
  size_t begin = absl::string_view::npos;  // Start of the open paragraph.
  size_t end = 0;                          // End of its last non-blank line.
  size_t line = 0;
  while (line <= text.size()) {
    size_t line_end = text.find('\n', line);
    if (line_end == absl::string_view::npos) line_end = text.size();
    const bool blank =
        TrimAsciiSpace(text.substr(line, line_end - line)).empty();
    if (!blank) {
      if (begin == absl::string_view::npos) begin = line;
      end = line_end;
    } else if (begin != absl::string_view::npos) {
      if (visit(text.substr(begin, end - begin))) return;
      begin = absl::string_view::npos;
    }
    line = line_end + 1;
  }
  if (begin != absl::string_view::npos) visit(text.substr(begin, end - begin));
}

}  // namespace

std::vector<int32_t> NormalizeIds(const std::vector<int64_t>& ids, int32_t n) {
  std::vector<int32_t> kept;
  std::vector<bool> seen(static_cast<size_t>(n > 0 ? n : 0) + 1, false);
  for (int64_t id : ids) {
    if (id < 1 || id > n || seen[id]) continue;
    seen[id] = true;
    kept.push_back(static_cast<int32_t>(id));
  }
  return kept;
}

std::vector<int64_t> IdTokens(absl::string_view text) {
  std::vector<int64_t> ids;
  size_t i = 0;
  while (i + 1 < text.size()) {
    const bool starts_word = i == 0 || !IsWordChar(text[i - 1]);
    if (!starts_word || AsciiLower(text[i]) != 'i' || AsciiLower(text[i + 1]) != 'd') {
      ++i;
      continue;
    }
    size_t j = i + 2;
    while (j < text.size() && IsSpaceOrTab(text[j])) ++j;
    size_t digits_end = j;
    while (digits_end < text.size() && IsAsciiDigit(text[digits_end])) {
      ++digits_end;
    }
    if (digits_end == j) {
      i += 2;
      continue;
    }
    ids.push_back(DigitRunValue(text.substr(j, digits_end - j)));
    i = digits_end;
  }
  return ids;
}

std::vector<int64_t> LongestCommaRun(absl::string_view text) {
  std::vector<int64_t> best;
  std::vector<int64_t> run;
  size_t i = 0;
  while (i < text.size()) {
    if (!IsAsciiDigit(text[i])) {
      ++i;
      continue;
    }
    run.clear();
    size_t digits = i;
    while (true) {
      size_t end = digits;
      while (end < text.size() && IsAsciiDigit(text[end])) ++end;
      run.push_back(DigitRunValue(text.substr(digits, end - digits)));
      i = end;
      // Try to join the next integer: [ \t]* , [ \t]* digit.
      size_t k = end;
      while (k < text.size() && IsSpaceOrTab(text[k])) ++k;
      if (k >= text.size() || text[k] != ',') break;
      ++k;
      while (k < text.size() && IsSpaceOrTab(text[k])) ++k;
      if (k >= text.size() || !IsAsciiDigit(text[k])) break;
      digits = k;
    }
    if (run.size() >= 2 && run.size() > best.size()) best = run;
  }
  return best;
}

std::optional<std::vector<int32_t>> ExtractSortingPreface(
    absl::string_view text, int32_t n) {
  std::optional<std::vector<int32_t>> preface;
  if (n <= 0) return preface;
  ForEachParagraph(text, [&](absl::string_view paragraph) {
    if (!HasSortWord(paragraph)) return false;
    const absl::string_view cut =
        paragraph.substr(0, StopWordPosition(paragraph));
    std::vector<int32_t> ids = NormalizeIds(IdTokens(cut), n);
    if (ids.size() != static_cast<size_t>(n)) {
      ids = NormalizeIds(LongestCommaRun(cut), n);
    }
    // Valid and without repeats, n entries are a permutation of 1..n.
    if (ids.size() != static_cast<size_t>(n)) return false;
    preface = std::move(ids);
    return true;
  });
  return preface;
}

}  // namespace parsing
}  // namespace referee

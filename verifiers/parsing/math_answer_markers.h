// The written final-answer markers `auto` looks for besides boxes, `####`
// lines and `<answer>` tags (math_answer.h): `Answer:` lines, sentences
// "the answer is X", `Answer` before a math display, and the last stated
// value of an output with no marker at all. Linear time, no regex, views
// into the text; split from math_answer.cc to keep each file readable.
#ifndef REFEREE_VERIFIERS_PARSING_MATH_ANSWER_MARKERS_H_
#define REFEREE_VERIFIERS_PARSING_MATH_ANSWER_MARKERS_H_

#include <cstddef>
#include <optional>

#include "absl/functional/function_ref.h"
#include "absl/strings/string_view.h"

namespace referee {
namespace parsing {

// The lowercase ASCII word starting at text[i] (letters only), at most 16
// bytes; empty when text[i] is not a letter or the word is longer.
absl::string_view WordAt(absl::string_view text, size_t i);

// Whether the `answer` word at text[word] marks a final answer: written
// `Answer`/`ANSWER` or in bold (`**answer:**`), or only Markdown (`#`, `-`,
// `>`, `*`) and the words "final", "the", "correct", "my" before it on its
// line. `... **Answer:** 15` and `final answer: 5` are final answers, "let
// me check the answer: 2+3=5" is not.
bool AnswerStartsItsLine(absl::string_view text, size_t word);

// Visits the words `answer` (any case; no letter before it) starting at or
// after `from`, last first, until `accept(at)` returns true; returns that
// word's position, or npos. Each byte is looked at a bounded number of
// times (memrchr for its `w`/`W`).
size_t LastAnswerWord(absl::string_view text, size_t from,
                      absl::FunctionRef<bool(size_t)> accept);

// The line after the last `Answer:`, trimmed (math_answer.h, answer_line):
// the first colon from the end preceded by `answer` (any case) and
// `[ \t*]*` with content after it. `*marker`, when given, is set to where
// that `answer` word starts, and then only marked answers count (`Answer`,
// `ANSWER`, bold, or only Markdown and final/the/correct/my before it on its
// line). Colons before `from` are not looked at. Minerva's "The final
// answer is … I hope it is correct." is dropped.
std::optional<absl::string_view> LastAnswerLine(absl::string_view text,
                                                size_t* marker = nullptr,
                                                size_t from = 0);

// The last sentence "… answer is X", X up to the end of its clause
// (SentenceEnd), emphasis stripped; talk about an answer ("the answer is
// correct") is no marker. `*marker` is set to where `answer` starts; one
// starting before `from` is not looked for.
std::optional<absl::string_view> LastSentenceAnswer(absl::string_view text,
                                                    size_t* marker, size_t from);

// The same rule for the `answer` word at text[at] (LastAnswerWord's): its
// sentence's answer, or nullopt when the word starts none.
std::optional<absl::string_view> SentenceAnswerAt(absl::string_view text, size_t at);

// Where an answer starting at text[begin] ends: a line end, `</`, `.`/`!`/
// `?` before a space or the end, a `,`/`;` before a word of prose, or a
// clause word ("since", "because", ...); none inside `$…$` or brackets.
size_t SentenceEnd(absl::string_view text, size_t begin);

// Markdown emphasis (`**C**`, `*5*`, `_5_`) and spaces stripped.
absl::string_view WithoutEmphasis(absl::string_view answer);

// An answer line written as a sentence, "The area is $5$ square units.",
// gives what follows its last " is " up to the end of the clause; other
// lines are returned as they are.
absl::string_view WithoutSentence(absl::string_view line);

}  // namespace parsing
}  // namespace referee

#endif  // REFEREE_VERIFIERS_PARSING_MATH_ANSWER_MARKERS_H_

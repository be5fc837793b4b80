// Final answers written in prose around math displays (`$…$`, `$$…$$`,
// `\(…\)`, `\[…\]`), for `auto` extraction (math_answer.h, DESIGN §9):
//   - `Answer` followed by a display and no colon (`Answer $ 9 $`,
//     `Answer \[ 9 \]`);
//   - an answer line that is a sentence with one value in it ("Final
//     Answer: Jane started growing Sphere 3 hours ago." gives 3);
//   - an output with no final-answer marker at all: the value its last
//     sentence ends on ("Therefore the probability is 2/3." gives 2/3).
// A value is a math display or a plain number (`-1,000.5`, `2/3`, `40%`).
// Listed alternatives ("4 or 5") give no value: a hedge is not an answer.
// Linear time, no regex, views into the text.
#ifndef REFEREE_VERIFIERS_PARSING_MATH_DISPLAYS_H_
#define REFEREE_VERIFIERS_PARSING_MATH_DISPLAYS_H_

#include <cstddef>
#include <optional>

#include "absl/strings/string_view.h"

namespace referee {
namespace parsing {

// A closed math display: its content (trimmed) and one past its closer.
struct MathDisplay {
  absl::string_view content;
  size_t end;
};

// The display opening at text[i] (`$`, `$$`, `\(`, `\[`), up to its closer
// (`\$` and `\\` inside are not closers); nullopt when none opens there, it
// never closes, or its content is over 4,096 bytes (math_equiv compares no
// longer answer).
std::optional<MathDisplay> DisplayAt(absl::string_view text, size_t i);

// The display after the last marked `Answer` word (`Answer`/`ANSWER`, or the
// word alone on its line) that is followed, after spaces and line breaks,
// by a display instead of a colon. `*marker` is set to where the word
// starts; words before `from` are not looked at. Only the last such word is
// tried (its display must close), so the search is linear.
std::optional<absl::string_view> LastAnswerDisplay(absl::string_view text, size_t* marker,
                                                   size_t from);

// The same rule for the `answer` word at text[at] (LastAnswerWord's): where
// the display after it opens, or nullopt when the word is not a marked
// `Answer` followed by a display opener.
std::optional<size_t> DisplayAfterAnswerWord(absl::string_view text, size_t at);

// The one value of an answer line written as prose (three or more words of
// two or more letters outside displays), or nullopt: when the line is no
// prose, holds no value or more than one, or starts with a choice letter
// (`C. The triangle has 3 sides` stays a choice).
std::optional<absl::string_view> ProseLineValue(absl::string_view line);

// `text` without trailing end-of-turn tokens (a model that ran past its
// turn into `<|im_start|>user`, `<|im_end|>`, `</s>`, ...), Minerva's "I hope
// it is correct." and spaces.
absl::string_view WithoutTurnTrailer(absl::string_view text);

// The value an output with no final-answer marker ends on (read from its
// last 8 KB): the last value of its last sentence (after a trailing end-of-turn token such as
// `<|im_start|>user` and Minerva's "I hope it is correct." are dropped);
// nullopt when that sentence holds none, or lists alternatives ("or"). A
// text without a word of prose (`\frac{10}{9}`) is its own value.
std::optional<absl::string_view> UnmarkedFinalValue(absl::string_view text);

}  // namespace parsing
}  // namespace referee

#endif  // REFEREE_VERIFIERS_PARSING_MATH_DISPLAYS_H_

// Where a math output's final answer is (DESIGN §9, `math_equiv`'s
// `extract` parameter). This is only extraction: the text found is
// compared by the math equivalence layer.
//
// Every mode first drops the thinking: only the text after the last
// `</think>` is searched; an output whose `<think>` never closes has no
// answer outside it (a model cut off mid-thought has not answered), so only
// the text before that `<think>` is searched. Then:
//   boxed        the last `\boxed`/`\fbox` by start position: `\boxed{…}`
//                (braces balanced, `\{`/`\}` escaped, spaces allowed
//                before `{`), or `\boxed 5`/`\boxed5` (the token up to a
//                space or `$`). If the last box never closes there is no
//                answer (the output was cut inside it), even with earlier
//                boxes. Other boxes on the same line (not nested in it)
//                are returned too, so a grader can see `\boxed{42} or
//                \boxed{43}` as a hedge. Braces are followed from the first
//                box command on (what comes before cannot close a box).
//   answer_line  the last `Answer:` (any case, `*` and spaces allowed
//                before the colon, so `**Answer:**` and `**Answer**:`
//                count; "Final Answer:" too), the rest of its line; if the
//                colon ends the line, the next non-blank line (DAPO and
//                Minerva's `Answer\s*:\s*(.+)`). Minerva's own phrasing
//                around it is dropped: `Final Answer: The final answer is
//                $42$. I hope it is correct.` gives `$42$`.
//   gsm8k        the rest of the line after the last `####`; without one,
//                the last number in the text (verl's strict, then its
//                flexible rule): digits with an optional leading `-` and
//                `,`/`.` between digits.
//   answer_tag   the content of the last `<answer>…</answer>`.
//   auto         the LAST final-answer marker wins, whichever kind (by
//                where it starts; a box counts from where it ends, so a
//                marker inside it is part of it): a box (as `boxed`, with
//                its same-line boxes; a last box that never closes is no
//                answer at all), an `Answer:` (as `answer_line`, but only
//                a marked one: `Answer`/`ANSWER`, bold `**answer:**`/
//                `**final answer:**`, or only Markdown and the/final/
//                correct/my before it on its line, any `answer:` when there
//                is no other marker; a line "The area is X" gives X), the
//                sentence "… answer is X" (reported as kAnswerLine; X up to
//                the end of its clause: a line end, `</`, `.`/`!`/`?` before
//                a space, `,`/`;` before a word other than and/or, or a
//                clause word such as "since"/"because"; never inside `$…$`
//                or brackets; talk such as "the answer is correct/not …"
//                is no marker), a `####` line (strict only; not a `####
//                Heading`), or `<answer>…</answer>`. Emphasis (`**A**`)
//                around an `Answer:` or sentence answer is dropped.
// Linear time, no recursion, no regex; views into the output.
#ifndef REFEREE_VERIFIERS_PARSING_MATH_ANSWER_H_
#define REFEREE_VERIFIERS_PARSING_MATH_ANSWER_H_

#include <cstddef>
#include <optional>
#include <vector>

#include "absl/base/attributes.h"
#include "absl/strings/string_view.h"

namespace referee {
namespace parsing {

enum class MathExtraction { kAuto, kBoxed, kAnswerLine, kGsm8k, kAnswerTag };

// "auto", "boxed", "answer_line", "gsm8k", "answer_tag"; nullopt otherwise.
std::optional<MathExtraction> ParseMathExtraction(absl::string_view name);
absl::string_view MathExtractionName(MathExtraction mode);

// At most this many other boxes on the final answer's line are reported.
inline constexpr size_t kMaxSameLineBoxes = 4;
// Deeper brace nesting than this is not a math answer: no answer.
inline constexpr size_t kMaxBraceDepth = 256;

struct MathAnswer {
  absl::string_view text;    // Trimmed of ASCII whitespace.
  // The rule that found it; never kAuto. A sentence "the answer is X"
  // found by `auto` reports kAnswerLine.
  MathExtraction found_by;
  // Boxed only: the other boxes on the answer's line, trimmed, in order.
  std::vector<absl::string_view> same_line_boxes;
};

// The final answer of `output` by `mode`, or nullopt when there is none.
std::optional<MathAnswer> ExtractMathAnswer(
    absl::string_view output ABSL_ATTRIBUTE_LIFETIME_BOUND, MathExtraction mode);

// The part of `output` searched for answers (see above).
absl::string_view OutsideThinking(
    absl::string_view output ABSL_ATTRIBUTE_LIFETIME_BOUND);

}  // namespace parsing
}  // namespace referee

#endif  // REFEREE_VERIFIERS_PARSING_MATH_ANSWER_H_

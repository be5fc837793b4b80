// The answer a math reference holds (issue #35; DESIGN §9). Datasets store
// ground truth as they found it: "5", "$5$", "\boxed{5}", "\fbox{5}", or a
// whole solution ending in a boxed answer or a "#### 5" line. A reference
// is reduced to its answer by the rules that find an output's answer
// (`auto` extraction, parsing/math_answer.h):
//   - A reference with a final-answer marker (`\boxed{}`/`\fbox{}`, an
//     `Answer:` line, "the answer is X", a `####` line, `<answer>…</answer>`)
//     is the answer of its LAST marker, as for an output: in a solution text
//     the last marker is the final answer. Several boxes on that marker's
//     line are the answer's parts, joined in order without repeats
//     (`\boxed{3}, \boxed{5}` and `\boxed{1} papers and \boxed{2} bins` are
//     `3, 5` and `1, 2`), as Math-Verify reads a gold: a dataset's solution
//     boxes its answer, not an attempt it then corrects.
//   - A reference without one is itself. Math delimiters around it (`$…$`,
//     `$$…$$`, `\(…\)`, `\[…\]`) are read by the equivalence, as for any
//     answer.
//   - A last box that never closes holds what follows it to the end (in an
//     output that is a cut-off answer; in a dataset, a lost brace):
//     `\boxed{W(n) = 1` is `W(n) = 1`.
//   - A reference with a box or an answer tag from which no answer can be
//     read (`\boxed{` with nothing after it, an empty box or tag) has none:
//     nullopt, which math_equiv reports as the rollout's error, never as a
//     silent 0.
// Linear time: one scan for marker words, then at most one extraction.
#ifndef REFEREE_VERIFIERS_PARSING_MATH_REFERENCE_H_
#define REFEREE_VERIFIERS_PARSING_MATH_REFERENCE_H_

#include <optional>
#include <string>

#include "absl/base/attributes.h"
#include "absl/strings/string_view.h"

namespace referee {
namespace parsing {

// The answer `reference` holds: a view into `reference`, or into `*storage`
// when boxes are joined; nullopt when it has a marker but no answer.
std::optional<absl::string_view> MathReferenceAnswer(
    absl::string_view reference ABSL_ATTRIBUTE_LIFETIME_BOUND,
    std::string* storage ABSL_ATTRIBUTE_LIFETIME_BOUND);

}  // namespace parsing
}  // namespace referee

#endif  // REFEREE_VERIFIERS_PARSING_MATH_REFERENCE_H_

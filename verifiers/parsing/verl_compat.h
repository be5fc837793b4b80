// verl's own math rewards, reproduced verdict for verdict (`math_equiv`'s
// `compat` parameter; DESIGN §9), for runs that must match a published
// recipe. Each follows the function in verl/utils/reward_score/ (volcengine/
// verl, main of 2026-01) step by step, on Unicode code points as Python's
// str does, including its quirks:
//
//   verl_gsm8k  gsm8k.compute_score (method "strict"): the last 300 code
//               points; the last `#### ` followed by `-?[0-9.,]+`; commas
//               removed; equal to the ground truth as a string → 1.0, else
//               0.0 (no match: 0.0).
//   verl_math   math_reward.compute_score: last_boxed_only_string (the last
//               `\boxed ` up to a `$` wins over any `\boxed{`; else the last
//               `\boxed` or, without one, `\fbox`, to its balancing brace),
//               remove_boxed (an `\fbox` or `\boxedx` fails: 0.0), then
//               is_equiv: strip_string on both sides (its 18 rewrites:
//               `\dfrac`→`\frac`, units after `\text{ `, `\%`, ` .`→` 0.`,
//               `k=` prefixes, `\sqrt3`→`\sqrt{3}`, spaces, `\frac12`,
//               `0.5`→`\frac{1}{2}`, `a/b`→`\frac{a}{b}`) and string equality;
//               where strip_string raises in Python (a `\sqrt` or `\frac` at
//               the very end, two `\text{ ` units), the raw strings are
//               compared instead, as verl's except clause does. 1.0 / 0.0.
//   verl_dapo   math_dapo.compute_score: the last 300 code points; the last
//               match of `(?i)Answer\s*:\s*([^\n]+)` (else "[INVALID]");
//               normalize_final_answer on it and on the ground truth (the
//               Minerva substitutions and removals, `$…$`, `\text{}`,
//               `\textbf{}`, `\overline{}`, `\boxed{}` unwrapped, `\fracab`,
//               `\sqrta`, commas in digit strings); equal → score 1.0, else
//               -1.0.
//
// Python's `\s`, strip() and isspace() are its Unicode whitespace set and
// str.isdigit() its Unicode digit table (both checked against CPython
// 3.11 over every code point). Invalid UTF-8 bytes read as U+FFFD each;
// outputs reaching a verifier are valid UTF-8 (the scorer gives others
// INVALID_UTF8 first).
#ifndef REFEREE_VERIFIERS_PARSING_VERL_COMPAT_H_
#define REFEREE_VERIFIERS_PARSING_VERL_COMPAT_H_

#include <optional>
#include <string>

#include "absl/strings/string_view.h"

namespace referee {
namespace parsing {

enum class VerlCompat { kNone, kGsm8k, kMath, kDapo };

struct VerlVerdict {
  double score = 0;     // What verl's compute_score returns ("score" for DAPO).
  bool correct = false;  // score is the full reward (DAPO's "acc").
  bool parsed = false;   // verl found an answer to compare.
};

VerlVerdict VerlGsm8kScore(absl::string_view solution, absl::string_view ground_truth);
VerlVerdict VerlMathScore(absl::string_view solution, absl::string_view ground_truth);
VerlVerdict VerlDapoScore(absl::string_view solution, absl::string_view ground_truth);

// The rewrites, exposed for tests: strip_string (nullopt where Python
// raises) and normalize_final_answer.
std::optional<std::string> VerlStripString(absl::string_view text);
std::string VerlNormalizeFinalAnswer(absl::string_view text);

}  // namespace parsing
}  // namespace referee

#endif  // REFEREE_VERIFIERS_PARSING_VERL_COMPAT_H_

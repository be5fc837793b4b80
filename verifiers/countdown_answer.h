// What both Countdown verifiers read from an output (DESIGN §4 "Countdown"):
// the content of the last `<answer>` with a later `</answer>` (`ans`), its
// parse under the answer grammar, `valid` = it parses and its literals are
// exactly the problem's multiset of numbers, and `correct` = valid and its
// exact value equals the target (division by zero or overflow: not
// correct, still valid).
#ifndef REFEREE_VERIFIERS_COUNTDOWN_ANSWER_H_
#define REFEREE_VERIFIERS_COUNTDOWN_ANSWER_H_

#include <optional>

#include "absl/strings/string_view.h"
#include "proto/referee/v1/referee.pb.h"
#include "verifiers/parsing/arith.h"

namespace referee {

struct CountdownAnswer {
  bool ans = false;
  std::optional<parsing::Expression> expression;  // Set when it parses.
  bool valid = false;
  bool correct = false;
};

CountdownAnswer ReadCountdownAnswer(const referee::v1::Countdown& countdown,
                                    absl::string_view output);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_COUNTDOWN_ANSWER_H_

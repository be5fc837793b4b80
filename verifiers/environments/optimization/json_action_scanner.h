// A Step turn's answer read without building a JSON document. Nearly every
// turn is one action written plainly (`{"answer": [{"city": 3}]}`); the
// general reader (json_actions.h: a JsonDocument, its node and member
// vectors) cost most of a replayed turn. ScanJsonAction reads only that
// plain form and hands anything else back to the general reader, so the
// two never disagree: whatever it reads, ReadJsonActions reads the same
// (json_action_scanner_test checks it on generated and mutated answers).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_JSON_ACTION_SCANNER_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_JSON_ACTION_SCANNER_H_

#include <vector>

#include "absl/strings/string_view.h"
#include "verifiers/environments/optimization/json_actions.h"

namespace referee {
namespace environments {

// What ScanJsonAction found.
enum class ScannedAnswer {
  kNotPlain,   // Not the plain form: read the answer with ReadJsonActions.
  kNoAction,   // `[]`: no action (a Step's stop).
  kOneAction,  // One action, written to `action`.
};

// The answer's action when it is written plainly: after the last
// `"answer":` (as ParseAnswerJson finds it), an array of zero or one
// object whose keys are printable ASCII without escapes and whose values
// are integers (at most 18 digits, no fraction or exponent), such
// strings, or arrays of at most 8 such integers; whitespace between
// tokens but no comments; every field of `fields` present and of its
// kind. Anything else is kNotPlain. `action` is overwritten.
ScannedAnswer ScanJsonAction(absl::string_view output, const std::vector<ActionField>& fields,
                             JsonAction& action);

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_JSON_ACTION_SCANNER_H_

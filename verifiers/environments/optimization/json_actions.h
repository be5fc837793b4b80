// Seed 003's action format (its Appendix D): an answer is
//   {"answer": [ {"role": 2, "candidate": 0}, ... ]}
// anywhere in the output (parsing/json_value.h finds the last "answer"
// key). ReadJsonActions reads the actions whose fields are all integers;
// WriteJsonActions writes them back (the reference output).
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_JSON_ACTIONS_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_JSON_ACTIONS_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"

namespace referee {
namespace environments {

// One action's values, in the order of the field names asked for.
using JsonAction = std::vector<int64_t>;

// The actions of the answer in `output`, each the values of `fields` (all
// required, each an integer in int64; other keys are ignored, as a
// template's comments or a "reason" field may be there). nullopt
// (unparseable) if there is no answer, it is not an array of objects, or
// an action lacks a field or holds a non-integer in one. At most
// `max_actions` actions are read; `*more` (if given) says whether the
// answer holds more than that.
std::optional<std::vector<JsonAction>> ReadJsonActions(absl::string_view output,
                                                       const std::vector<absl::string_view>& fields,
                                                       size_t max_actions, bool* more = nullptr);

// `{"answer": [{"f0": v0, "f1": v1}, ...]}` on one line per action.
std::string WriteJsonActions(const std::vector<absl::string_view>& fields,
                             const std::vector<JsonAction>& actions);

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_JSON_ACTIONS_H_

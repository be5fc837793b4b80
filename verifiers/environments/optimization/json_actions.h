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

#include "absl/container/inlined_vector.h"
#include "absl/strings/string_view.h"

namespace referee {
namespace environments {

// One action's values, in the order of the fields asked for (a kPair
// field gives two values, a kLetter field one). Inline up to four values
// (every task's action when this was written): a Step replays each
// action on every call, and a heap block per action was a fifth of it.
using JsonAction = absl::InlinedVector<int64_t, 4>;

// How an action's field is written.
enum class FieldKind {
  kInteger,  // "job_index": 3
  kLetter,   // "piece_id": "B" (one capital letter; read as 0 for A .. 25 for Z)
  kPair,     // "anchor": [2, 0] (two integers; read as two values)
};

struct ActionField {
  absl::string_view name;
  FieldKind kind = FieldKind::kInteger;
};

// An action read, and whether the answer held more than asked for.
struct JsonActions {
  std::vector<JsonAction> actions;
  bool more = false;
};

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
// The same with fields of any kind: nullopt also when a kLetter field is
// not one capital letter or a kPair field not two integers.
std::optional<std::vector<JsonAction>> ReadJsonActions(absl::string_view output,
                                                       const std::vector<ActionField>& fields,
                                                       size_t max_actions, bool* more = nullptr);
// Both at once: nullopt when unparseable. A plain answer of one action is
// read by ScanJsonAction (json_action_scanner.h), to the same result.
std::optional<JsonActions> ReadJsonActionList(absl::string_view output,
                                              const std::vector<ActionField>& fields,
                                              size_t max_actions);

// `{"answer": [{"f0": v0, "f1": v1}, ...]}` on one line per action.
std::string WriteJsonActions(const std::vector<absl::string_view>& fields,
                             const std::vector<JsonAction>& actions);
std::string WriteJsonActions(const std::vector<ActionField>& fields,
                             const std::vector<JsonAction>& actions);
// One action as a JSON object: `{"f0": v0, "f1": v1}`.
std::string WriteJsonAction(const std::vector<ActionField>& fields, const JsonAction& action);
// The fields of plain integer actions.
std::vector<ActionField> IntegerFields(const std::vector<absl::string_view>& names);

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_OPTIMIZATION_JSON_ACTIONS_H_

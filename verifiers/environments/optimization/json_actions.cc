#include "verifiers/environments/optimization/json_actions.h"

#include "absl/strings/str_cat.h"
#include "verifiers/environments/optimization/json_action_scanner.h"
#include "verifiers/parsing/json_value.h"

namespace referee {
namespace environments {
inline namespace json_actions_cc {  // Unity builds: DEVELOPERS.md
namespace {

// Appends the value(s) of node `index` read as `kind`; false if it is not
// written that way.
bool ReadField(const parsing::JsonDocument& doc, size_t index, FieldKind kind,
               JsonAction& action) {
  const parsing::JsonDocument::Node& node = doc.nodes()[index];
  switch (kind) {
    case FieldKind::kInteger:
      if (!node.integer) return false;
      action.push_back(*node.integer);
      return true;
    case FieldKind::kLetter:
      if (node.kind != parsing::JsonKind::kString || node.text.size() != 1 ||
          node.text[0] < 'A' || node.text[0] > 'Z') {
        return false;
      }
      action.push_back(node.text[0] - 'A');
      return true;
    case FieldKind::kPair: {
      if (node.kind != parsing::JsonKind::kArray || node.count != 2) return false;
      for (const size_t member : doc.Members(index)) {
        if (!doc.nodes()[member].integer) return false;
        action.push_back(*doc.nodes()[member].integer);
      }
      return true;
    }
  }
  return false;
}

}  // namespace
}  // namespace json_actions_cc

std::vector<ActionField> IntegerFields(const std::vector<absl::string_view>& names) {
  std::vector<ActionField> fields;
  for (const absl::string_view name : names) fields.push_back({name, FieldKind::kInteger});
  return fields;
}

std::optional<std::vector<JsonAction>> ReadJsonActions(absl::string_view output,
                                                       const std::vector<ActionField>& fields,
                                                       size_t max_actions, bool* more) {
  const std::optional<parsing::JsonDocument> doc = parsing::ParseAnswerJson(output);
  if (!doc || doc->root().kind != parsing::JsonKind::kArray) return std::nullopt;
  std::vector<JsonAction> actions;
  const std::vector<size_t> members = doc->Members(doc->root_index());
  for (size_t i = 0; i < members.size() && actions.size() < max_actions; ++i) {
    JsonAction action;
    for (const ActionField& field : fields) {
      const std::optional<size_t> value = doc->Find(members[i], field.name);
      if (!value || !ReadField(*doc, *value, field.kind, action)) return std::nullopt;
    }
    actions.push_back(std::move(action));
  }
  if (more != nullptr) *more = members.size() > max_actions;
  return actions;
}

std::optional<std::vector<JsonAction>> ReadJsonActions(absl::string_view output,
                                                       const std::vector<absl::string_view>& fields,
                                                       size_t max_actions, bool* more) {
  return ReadJsonActions(output, IntegerFields(fields), max_actions, more);
}

std::optional<JsonActions> ReadJsonActionList(absl::string_view output,
                                              const std::vector<ActionField>& fields,
                                              size_t max_actions) {
  JsonActions read;
  // A Step turn's plain one-action answer, without a document.
  if (max_actions >= 1) {
    JsonAction action;
    switch (ScanJsonAction(output, fields, action)) {
      case ScannedAnswer::kOneAction:
        read.actions.push_back(std::move(action));
        return read;
      case ScannedAnswer::kNoAction:
        return read;
      case ScannedAnswer::kNotPlain:
        break;
    }
  }
  std::optional<std::vector<JsonAction>> actions =
      ReadJsonActions(output, fields, max_actions, &read.more);
  if (!actions) return std::nullopt;
  read.actions = *std::move(actions);
  return read;
}

std::string WriteJsonAction(const std::vector<ActionField>& fields, const JsonAction& action) {
  std::string out = "{";
  size_t at = 0;
  for (size_t f = 0; f < fields.size(); ++f) {
    absl::StrAppend(&out, f == 0 ? "" : ", ", "\"", fields[f].name, "\": ");
    switch (fields[f].kind) {
      case FieldKind::kInteger:
        absl::StrAppend(&out, action[at++]);
        break;
      case FieldKind::kLetter:
        absl::StrAppend(&out, "\"", std::string(1, static_cast<char>('A' + action[at++])), "\"");
        break;
      case FieldKind::kPair:
        absl::StrAppend(&out, "[", action[at], ", ", action[at + 1], "]");
        at += 2;
        break;
    }
  }
  return out + "}";
}

std::string WriteJsonActions(const std::vector<ActionField>& fields,
                             const std::vector<JsonAction>& actions) {
  std::string out = "{\"answer\": [";
  for (size_t i = 0; i < actions.size(); ++i) {
    absl::StrAppend(&out, i == 0 ? "\n  " : ",\n  ", WriteJsonAction(fields, actions[i]));
  }
  absl::StrAppend(&out, actions.empty() ? "]}" : "\n]}");
  return out;
}

std::string WriteJsonActions(const std::vector<absl::string_view>& fields,
                             const std::vector<JsonAction>& actions) {
  return WriteJsonActions(IntegerFields(fields), actions);
}

}  // namespace environments
}  // namespace referee

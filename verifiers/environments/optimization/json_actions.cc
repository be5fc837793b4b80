#include "verifiers/environments/optimization/json_actions.h"

#include "absl/strings/str_cat.h"
#include "verifiers/parsing/json_value.h"

namespace referee {
namespace environments {

std::optional<std::vector<JsonAction>> ReadJsonActions(absl::string_view output,
                                                       const std::vector<absl::string_view>& fields,
                                                       size_t max_actions, bool* more) {
  const std::optional<parsing::JsonDocument> doc = parsing::ParseAnswerJson(output);
  if (!doc || doc->root().kind != parsing::JsonKind::kArray) return std::nullopt;
  std::vector<JsonAction> actions;
  const std::vector<size_t> members = doc->Members(doc->root_index());
  for (size_t i = 0; i < members.size() && actions.size() < max_actions; ++i) {
    JsonAction action;
    for (const absl::string_view field : fields) {
      const std::optional<size_t> value = doc->Find(members[i], field);
      if (!value || !doc->nodes()[*value].integer) return std::nullopt;
      action.push_back(*doc->nodes()[*value].integer);
    }
    actions.push_back(std::move(action));
  }
  if (more != nullptr) *more = members.size() > max_actions;
  return actions;
}

std::string WriteJsonActions(const std::vector<absl::string_view>& fields,
                             const std::vector<JsonAction>& actions) {
  std::string out = "{\"answer\": [";
  for (size_t i = 0; i < actions.size(); ++i) {
    absl::StrAppend(&out, i == 0 ? "\n  {" : ",\n  {");
    for (size_t f = 0; f < fields.size(); ++f) {
      absl::StrAppend(&out, f == 0 ? "" : ", ", "\"", fields[f], "\": ", actions[i][f]);
    }
    absl::StrAppend(&out, "}");
  }
  absl::StrAppend(&out, actions.empty() ? "]}" : "\n]}");
  return out;
}

}  // namespace environments
}  // namespace referee

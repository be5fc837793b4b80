#include "verifiers/params.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace referee {

absl::StatusOr<ParamValues> ParamValues::Resolve(
    const std::vector<ParamSpec>& specs,
    const google::protobuf::Struct& given, absl::string_view field) {
  ParamValues values;
  for (const ParamSpec& spec : specs) {
    values.entries_.push_back({spec.name, spec.default_value});
  }
  for (const auto& [name, value] : given.fields()) {
    Entry* entry = nullptr;
    const ParamSpec* spec = nullptr;
    for (size_t i = 0; i < specs.size(); ++i) {
      if (specs[i].name == name) {
        spec = &specs[i];
        entry = &values.entries_[i];
      }
    }
    if (spec == nullptr) {
      return absl::InvalidArgumentError(
          absl::StrCat(field, ".", name, ": unknown parameter"));
    }
    if (spec->type == ParamSpec::Type::kNumber) {
      if (!value.has_number_value()) {
        return absl::InvalidArgumentError(
            absl::StrCat(field, ".", name, ": must be a number"));
      }
      entry->value = value.number_value();
    } else if (spec->type == ParamSpec::Type::kChoice) {
      size_t index = spec->choices.size();
      if (value.has_string_value()) {
        for (size_t i = 0; i < spec->choices.size(); ++i) {
          if (spec->choices[i] == value.string_value()) index = i;
        }
      }
      if (index == spec->choices.size()) {
        return absl::InvalidArgumentError(absl::StrCat(
            field, ".", name, ": must be one of \"",
            absl::StrJoin(spec->choices, "\", \""), "\""));
      }
      entry->value = static_cast<double>(index);
    } else {
      if (!value.has_bool_value()) {
        return absl::InvalidArgumentError(
            absl::StrCat(field, ".", name, ": must be true or false"));
      }
      entry->value = value.bool_value() ? 1 : 0;
    }
  }
  return values;
}

std::string ParamSpec::TypeName() const {
  switch (type) {
    case Type::kNumber: return "number";
    case Type::kBool: return "bool";
    case Type::kChoice: return absl::StrCat("one of ", absl::StrJoin(choices, ", "));
  }
  return "number";
}

std::string ParamSpec::DefaultText() const {
  switch (type) {
    case Type::kNumber: return absl::StrCat(default_value);
    case Type::kBool: return default_value != 0 ? "true" : "false";
    case Type::kChoice: {
      const size_t index = static_cast<size_t>(default_value);
      return index < choices.size() ? choices[index] : "";
    }
  }
  return "";
}

double ParamValues::Number(absl::string_view name) const {
  for (const Entry& entry : entries_) {
    if (entry.name == name) return entry.value;
  }
  return 0;
}

}  // namespace referee

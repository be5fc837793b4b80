#include "verifiers/params.h"

#include "absl/strings/str_cat.h"

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

double ParamValues::Number(absl::string_view name) const {
  for (const Entry& entry : entries_) {
    if (entry.name == name) return entry.value;
  }
  return 0;
}

}  // namespace referee

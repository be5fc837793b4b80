#include "verifiers/environments/instance_io.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace referee {
namespace environments {
namespace {

using google::protobuf::ListValue;
using google::protobuf::Struct;
using google::protobuf::Value;

std::string FieldPath(absl::string_view name) {
  return absl::StrCat("environment.instance.", name);
}

// The integer in `value` if it is an integral number in [lo, hi].
absl::StatusOr<int64_t> IntegerIn(const Value& value, int64_t lo, int64_t hi,
                                  const std::string& what) {
  if (value.kind_case() != Value::kNumberValue) {
    return absl::InvalidArgumentError(absl::StrCat(what, " is not a number"));
  }
  const double number = value.number_value();
  if (!std::isfinite(number) || number != std::floor(number) ||
      std::fabs(number) > static_cast<double>(kMaxJsonInteger)) {
    return absl::InvalidArgumentError(
        absl::StrCat(what, " is not an integer (at most 2^53 in size)"));
  }
  const int64_t integer = static_cast<int64_t>(number);
  if (integer < lo || integer > hi) {
    return absl::InvalidArgumentError(
        absl::StrCat(what, " is ", integer, ", outside ", lo, "..", hi));
  }
  return integer;
}

absl::StatusOr<std::vector<int64_t>> IntegerList(const Value& value,
                                                 size_t min_count,
                                                 size_t max_count, int64_t lo,
                                                 int64_t hi,
                                                 const std::string& what) {
  if (value.kind_case() != Value::kListValue) {
    return absl::InvalidArgumentError(absl::StrCat(what, ": not a list"));
  }
  const ListValue& list = value.list_value();
  const size_t n = static_cast<size_t>(list.values_size());
  if (n < min_count || n > max_count) {
    return absl::InvalidArgumentError(absl::StrCat(
        what, ": ", n, " elements, need ", min_count, "..", max_count));
  }
  std::vector<int64_t> out;
  out.reserve(n);
  for (size_t i = 0; i < n; ++i) {
    absl::StatusOr<int64_t> element = IntegerIn(
        list.values(static_cast<int>(i)), lo, hi,
        absl::StrCat(what, ": element ", i));
    if (!element.ok()) return element.status();
    out.push_back(*element);
  }
  return out;
}

}  // namespace

absl::Status InstanceReader::OnlyFields(
    std::initializer_list<absl::string_view> known) const {
  return OnlyFields(std::vector<absl::string_view>(known));
}

absl::Status InstanceReader::OnlyFields(const std::vector<std::string>& known) const {
  return OnlyFields(std::vector<absl::string_view>(known.begin(), known.end()));
}

absl::Status InstanceReader::OnlyFields(const std::vector<absl::string_view>& known) const {
  for (const auto& [name, value] : instance_.fields()) {
    bool found = false;
    for (absl::string_view k : known) found = found || k == name;
    if (!found) {
      return absl::InvalidArgumentError(
          absl::StrCat(FieldPath(name), ": unknown field"));
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<const Value*> InstanceReader::Field(absl::string_view name) const {
  auto it = instance_.fields().find(std::string(name));
  if (it == instance_.fields().end()) {
    return absl::InvalidArgumentError(
        absl::StrCat(FieldPath(name), ": missing"));
  }
  return &it->second;
}

absl::StatusOr<int64_t> InstanceReader::Int(absl::string_view name, int64_t lo,
                                            int64_t hi) const {
  absl::StatusOr<const Value*> value = Field(name);
  if (!value.ok()) return value.status();
  return IntegerIn(**value, lo, hi, FieldPath(name));
}

absl::StatusOr<std::vector<int64_t>> InstanceReader::Ints(
    absl::string_view name, size_t max_count, int64_t lo, int64_t hi) const {
  absl::StatusOr<const Value*> value = Field(name);
  if (!value.ok()) return value.status();
  return IntegerList(**value, 1, max_count, lo, hi, FieldPath(name));
}

absl::StatusOr<std::string> InstanceReader::Digits(absl::string_view name,
                                                  size_t max_digits) const {
  absl::StatusOr<const Value*> value = Field(name);
  if (!value.ok()) return value.status();
  const std::string path = FieldPath(name);
  if ((*value)->kind_case() != Value::kStringValue) {
    return absl::InvalidArgumentError(
        absl::StrCat(path, ": not a string of digits"));
  }
  absl::string_view digits = (*value)->string_value();
  if (digits.empty() || digits.size() > max_digits) {
    return absl::InvalidArgumentError(
        absl::StrCat(path, ": need 1..", max_digits, " digits"));
  }
  for (char c : digits) {
    if (c < '0' || c > '9') {
      return absl::InvalidArgumentError(
          absl::StrCat(path, ": not a string of digits"));
    }
  }
  while (digits.size() > 1 && digits.front() == '0') digits.remove_prefix(1);
  return std::string(digits);
}

absl::StatusOr<std::vector<std::vector<int64_t>>> InstanceReader::IntRows(
    absl::string_view name, size_t max_rows, size_t width, int64_t lo,
    int64_t hi) const {
  absl::StatusOr<const Value*> value = Field(name);
  if (!value.ok()) return value.status();
  const std::string path = FieldPath(name);
  if ((*value)->kind_case() != Value::kListValue) {
    return absl::InvalidArgumentError(absl::StrCat(path, ": not a list"));
  }
  const ListValue& rows = (*value)->list_value();
  if (static_cast<size_t>(rows.values_size()) > max_rows) {
    return absl::InvalidArgumentError(absl::StrCat(
        path, ": ", rows.values_size(), " rows, at most ", max_rows));
  }
  std::vector<std::vector<int64_t>> out;
  for (int i = 0; i < rows.values_size(); ++i) {
    absl::StatusOr<std::vector<int64_t>> row = IntegerList(
        rows.values(i), width, width, lo, hi, absl::StrCat(path, "[", i, "]"));
    if (!row.ok()) return row.status();
    out.push_back(*std::move(row));
  }
  return out;
}

void SetInt(Struct& instance, absl::string_view name, int64_t value) {
  (*instance.mutable_fields())[std::string(name)].set_number_value(
      static_cast<double>(value));
}

void SetInts(Struct& instance, absl::string_view name,
             const std::vector<int64_t>& values) {
  ListValue* list =
      (*instance.mutable_fields())[std::string(name)].mutable_list_value();
  for (int64_t v : values) list->add_values()->set_number_value(static_cast<double>(v));
}

void SetText(Struct& instance, absl::string_view name, absl::string_view text) {
  (*instance.mutable_fields())[std::string(name)].set_string_value(
      std::string(text));
}

void SetIntRows(Struct& instance, absl::string_view name,
                const std::vector<std::vector<int64_t>>& rows) {
  ListValue* list =
      (*instance.mutable_fields())[std::string(name)].mutable_list_value();
  for (const std::vector<int64_t>& row : rows) {
    ListValue* inner = list->add_values()->mutable_list_value();
    for (int64_t v : row) inner->add_values()->set_number_value(static_cast<double>(v));
  }
}

void StructInstanceWriter::Int(absl::string_view name, int64_t value) {
  SetInt(out_, name, value);
}
void StructInstanceWriter::Ints(absl::string_view name, const std::vector<int64_t>& values) {
  SetInts(out_, name, values);
}
void StructInstanceWriter::Text(absl::string_view name, absl::string_view text) {
  SetText(out_, name, text);
}
void StructInstanceWriter::IntRows(absl::string_view name,
                                   const std::vector<std::vector<int64_t>>& rows) {
  SetIntRows(out_, name, rows);
}

absl::Status BadInstance(absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(
      absl::StrCat("environment.instance.", field, ": ", what));
}

absl::StatusOr<std::vector<std::vector<int64_t>>>
InstanceReader::UndirectedEdges(absl::string_view name, int64_t n) const {
  absl::StatusOr<std::vector<std::vector<int64_t>>> edges =
      IntRows(name, static_cast<size_t>(n * (n - 1) / 2), 2, 0, n - 1);
  if (!edges.ok()) return edges.status();
  std::vector<bool> adjacent(static_cast<size_t>(n * n), false);
  for (size_t i = 0; i < edges->size(); ++i) {
    const int64_t u = (*edges)[i][0], v = (*edges)[i][1];
    if (u == v) {
      return BadInstance(absl::StrCat(name, "[", i, "]"), "a self-loop");
    }
    const size_t at = static_cast<size_t>(std::min(u, v) * n + std::max(u, v));
    if (adjacent[at]) {
      return BadInstance(absl::StrCat(name, "[", i, "]"), "a repeated edge");
    }
    adjacent[at] = true;
  }
  return edges;
}

std::string EdgeTuples(const std::vector<std::vector<int64_t>>& edges) {
  return absl::StrJoin(edges, "\n",
                       [](std::string* out, const std::vector<int64_t>& edge) {
                         absl::StrAppend(out, "(", edge[0], ", ", edge[1], ")");
                       });
}

}  // namespace environments
}  // namespace referee

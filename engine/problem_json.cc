#include "engine/problem_json.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "engine/jsonl.h"
#include "google/protobuf/struct.pb.h"

namespace referee {
namespace {

using google::protobuf::ListValue;
using google::protobuf::Struct;
using google::protobuf::Value;

// Deeper instances go through protobuf (its printer has no such limit; this
// writer recurses).
constexpr int kMaxDepth = 32;
// Integral doubles below this print as integers in protobuf's printer (its
// 15-digit form switches to exponents at 1e15).
constexpr double kLargestPlainInteger = 1e15;

// Whether protobuf's printer writes code point `cp` as it is (checked for
// every code point here by problem_json_test): Latin, Greek and the other
// alphabets up to U+1FFF but for a few format characters (soft hyphen,
// Arabic and Syriac marks, Khmer vowels), general punctuation (`— … •`)
// and the symbol blocks U+2100 to U+2BFF (arrows, mathematical operators
// `≡ ≤ ×`, shapes). Outside these
// (zero-width and direction marks, line separators, private use, ...)
// the line goes through protobuf.
bool PrintedAsIs(uint32_t cp) {
  if (cp >= 0xA0 && cp < 0x2000) {
    return cp != 0xAD && !(cp >= 0x600 && cp <= 0x605) && cp != 0x61C && cp != 0x6DD &&
           cp != 0x70F && cp != 0x8E2 && cp != 0x180E && !(cp >= 0x17B4 && cp <= 0x17B5);
  }
  // General punctuation: dashes, quotes, bullets, the ellipsis, primes —
  // not the zero-width, direction and separator characters around them.
  if ((cp >= 0x2010 && cp <= 0x2027) || (cp >= 0x2030 && cp <= 0x205E)) return true;
  return cp >= 0x2100 && cp < 0x2C00;
}

// The code point of the 2- or 3-byte UTF-8 sequence at text[i] (its length
// in `*length`), or 0 when it is not one (invalid, overlong, or 4 bytes).
uint32_t DecodeUtf8(absl::string_view text, size_t i, size_t* length) {
  const unsigned char b0 = static_cast<unsigned char>(text[i]);
  auto continuation = [&](size_t k) {
    return k < text.size() && (static_cast<unsigned char>(text[k]) & 0xC0) == 0x80;
  };
  if (b0 >= 0xC2 && b0 <= 0xDF && continuation(i + 1)) {
    *length = 2;
    return (uint32_t{b0} & 0x1F) << 6 | (static_cast<unsigned char>(text[i + 1]) & 0x3F);
  }
  if (b0 >= 0xE0 && b0 <= 0xEF && continuation(i + 1) && continuation(i + 2)) {
    const uint32_t cp = (uint32_t{b0} & 0x0F) << 12 |
                        (static_cast<uint32_t>(static_cast<unsigned char>(text[i + 1])) & 0x3F)
                            << 6 |
                        (static_cast<unsigned char>(text[i + 2]) & 0x3F);
    if (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    *length = 3;
    return cp;
  }
  return 0;
}

// Printable ASCII that needs no escape.
inline bool IsPlain(unsigned char u) {
  return u >= 0x20 && u < 0x7f && u != '"' && u != '\\' && u != '<' && u != '>';
}

// Appends `text` quoted, escaped as protobuf's JSON printer escapes it:
// `"` and `\`, the control characters (`\b \f \n \r \t`, others \u00XX),
// `<` and `>` as \u003c and \u003e, DEL as \u007f; other characters as
// they are when PrintedAsIs. False on anything else (the caller then
// uses protobuf's printer).
bool AppendString(absl::string_view text, std::string* out) {
  static constexpr char kHex[] = "0123456789abcdef";
  out->reserve(out->size() + text.size() + 2);
  out->push_back('"');
  for (size_t i = 0; i < text.size(); ++i) {
    // A run of characters written as they are goes in at once (prompts
    // are kilobytes of plain text).
    size_t run = i;
    while (run < text.size() && IsPlain(static_cast<unsigned char>(text[run]))) ++run;
    if (run > i) {
      out->append(text.data() + i, run - i);
      i = run;
      if (i == text.size()) break;
    }
    const char c = text[i];
    const unsigned char u = static_cast<unsigned char>(c);
    if (u >= 0x80) {
      size_t length = 0;
      const uint32_t cp = DecodeUtf8(text, i, &length);
      if (cp == 0 || !PrintedAsIs(cp)) return false;
      out->append(text.data() + i, length);
      i += length - 1;
      continue;
    }
    switch (c) {
      case '"': out->append("\\\""); continue;
      case '\\': out->append("\\\\"); continue;
      case '\b': out->append("\\b"); continue;
      case '\f': out->append("\\f"); continue;
      case '\n': out->append("\\n"); continue;
      case '\r': out->append("\\r"); continue;
      case '\t': out->append("\\t"); continue;
      default: break;
    }
    if (u < 0x20 || c == '<' || c == '>' || u == 0x7f) {
      out->append("\\u00");
      out->push_back(kHex[u >> 4]);
      out->push_back(kHex[u & 0xf]);
      continue;
    }
    out->push_back(c);
  }
  out->push_back('"');
  return true;
}

// A Struct's number as protobuf's printer writes it (SimpleDtoa: 15
// significant digits when they read back as the same double, else 17;
// `1e+15`, `3746903178662779`, `0.5`). Environments write counts, ids and
// weights: integers below 10^15 take the fast path. False for NaN and the
// infinities, which protobuf writes as strings.
bool AppendNumber(double number, std::string* out) {
  if (std::fabs(number) < kLargestPlainInteger && number == std::trunc(number) &&
      !(number == 0 && std::signbit(number))) {  // -0 prints as "-0".
    absl::StrAppend(out, static_cast<int64_t>(number));
    return true;
  }
  if (!std::isfinite(number)) return false;
  char buffer[32];
  std::snprintf(buffer, sizeof(buffer), "%.15g", number);
  if (std::strtod(buffer, nullptr) != number) {
    std::snprintf(buffer, sizeof(buffer), "%.17g", number);
  }
  out->append(buffer);
  return true;
}

bool AppendValue(const Value& value, int depth, std::string* out);

bool AppendStruct(const Struct& object, int depth, std::string* out) {
  if (depth > kMaxDepth) return false;
  std::vector<const std::string*> keys;
  keys.reserve(object.fields().size());
  for (const auto& [key, unused] : object.fields()) keys.push_back(&key);
  std::sort(keys.begin(), keys.end(),
            [](const std::string* a, const std::string* b) { return *a < *b; });
  out->push_back('{');
  bool first = true;
  for (const std::string* key : keys) {
    if (!first) out->push_back(',');
    first = false;
    if (!AppendString(*key, out)) return false;
    out->push_back(':');
    if (!AppendValue(object.fields().at(*key), depth + 1, out)) return false;
  }
  out->push_back('}');
  return true;
}

bool AppendList(const ListValue& list, int depth, std::string* out) {
  if (depth > kMaxDepth) return false;
  out->push_back('[');
  bool first = true;
  for (const Value& value : list.values()) {
    if (!first) out->push_back(',');
    first = false;
    if (!AppendValue(value, depth + 1, out)) return false;
  }
  out->push_back(']');
  return true;
}

bool AppendValue(const Value& value, int depth, std::string* out) {
  switch (value.kind_case()) {
    case Value::kNullValue: out->append("null"); return true;
    case Value::kBoolValue: out->append(value.bool_value() ? "true" : "false"); return true;
    case Value::kStringValue: return AppendString(value.string_value(), out);
    case Value::kStructValue: return AppendStruct(value.struct_value(), depth, out);
    case Value::kListValue: return AppendList(value.list_value(), depth, out);
    case Value::kNumberValue: return AppendNumber(value.number_value(), out);
    case Value::KIND_NOT_SET: return false;
  }
  return false;
}

// The direct writer; false (with `*out` partly written) when the problem
// needs protobuf's printer. The instance is `instance`'s when given.
bool AppendDirect(const referee::v1::Problem& problem, const JsonInstanceWriter* instance,
                  std::string* out) {
  if (problem.task_case() != referee::v1::Problem::kEnvironment) return false;
  const referee::v1::EnvironmentInstance& env = problem.environment();
  // Field order and names as protobuf prints them: declaration order,
  // lowerCamelCase, 64-bit integers quoted, every primitive printed.
  out->append("{\"id\":");
  if (!AppendString(problem.id(), out)) return false;
  out->append(",\"prompt\":");
  if (!AppendString(problem.prompt(), out)) return false;
  absl::StrAppend(out, ",\"difficulty\":", problem.difficulty(), ",\"environment\":{\"name\":");
  if (!AppendString(env.name(), out)) return false;
  absl::StrAppend(out, ",\"difficulty\":", env.difficulty(), ",\"seed\":\"", env.seed(), "\"");
  if (instance != nullptr) {
    out->append(",\"instance\":");
    if (!instance->AppendTo(out)) return false;
  } else if (env.has_instance()) {
    out->append(",\"instance\":");
    if (!AppendStruct(env.instance(), 0, out)) return false;
  }
  out->append("},\"referenceOutput\":");
  if (!AppendString(problem.reference_output(), out)) return false;
  out->push_back('}');
  return true;
}

}  // namespace

void JsonInstanceWriter::Clear() {
  used_ = 0;
  direct_ = true;
}

std::string& JsonInstanceWriter::Begin(absl::string_view name) {
  if (used_ == fields_.size()) fields_.emplace_back();
  Field& field = fields_[used_++];
  field.name.assign(name.data(), name.size());
  field.json.clear();
  return field.json;
}

void JsonInstanceWriter::Int(absl::string_view name, int64_t value) {
  // Through double, as SetInt stores it in a Struct.
  direct_ = AppendNumber(static_cast<double>(value), &Begin(name)) && direct_;
}

void JsonInstanceWriter::Ints(absl::string_view name, const std::vector<int64_t>& values) {
  std::string& json = Begin(name);
  json.push_back('[');
  for (size_t i = 0; i < values.size(); ++i) {
    if (i > 0) json.push_back(',');
    direct_ = AppendNumber(static_cast<double>(values[i]), &json) && direct_;
  }
  json.push_back(']');
}

void JsonInstanceWriter::Text(absl::string_view name, absl::string_view text) {
  direct_ = AppendString(text, &Begin(name)) && direct_;
}

void JsonInstanceWriter::IntRows(absl::string_view name,
                                 const std::vector<std::vector<int64_t>>& rows) {
  std::string& json = Begin(name);
  json.push_back('[');
  for (size_t r = 0; r < rows.size(); ++r) {
    if (r > 0) json.push_back(',');
    json.push_back('[');
    for (size_t i = 0; i < rows[r].size(); ++i) {
      if (i > 0) json.push_back(',');
      direct_ = AppendNumber(static_cast<double>(rows[r][i]), &json) && direct_;
    }
    json.push_back(']');
  }
  json.push_back(']');
}

bool JsonInstanceWriter::AppendTo(std::string* out) const {
  if (!direct_) return false;
  // A handful of fields: sort their positions by name, as AppendStruct
  // sorts a Struct's keys.
  std::vector<const Field*> sorted;
  sorted.reserve(used_);
  for (size_t i = 0; i < used_; ++i) sorted.push_back(&fields_[i]);
  std::sort(sorted.begin(), sorted.end(),
            [](const Field* a, const Field* b) { return a->name < b->name; });
  const size_t start = out->size();
  out->push_back('{');
  for (size_t i = 0; i < sorted.size(); ++i) {
    if (i > 0) out->push_back(',');
    if (!AppendString(sorted[i]->name, out)) {
      out->resize(start);
      return false;
    }
    out->push_back(':');
    out->append(sorted[i]->json);
  }
  out->push_back('}');
  return true;
}

bool AppendProblemJsonDirect(const referee::v1::Problem& problem, std::string* out) {
  const size_t start = out->size();
  if (AppendDirect(problem, nullptr, out)) return true;
  out->resize(start);
  return false;
}

bool AppendProblemJsonDirect(const referee::v1::Problem& problem,
                             const JsonInstanceWriter& instance, std::string* out) {
  const size_t start = out->size();
  if (AppendDirect(problem, &instance, out)) return true;
  out->resize(start);
  return false;
}

absl::Status AppendGeneratedProblemJsonLine(const TaskType& task, int difficulty,
                                            uint64_t seed, const std::string& id,
                                            bool reference, JsonInstanceWriter& scratch,
                                            std::string* out) {
  auto name = [&](referee::v1::Problem& problem) {
    problem.set_id(id);
    if (!reference) problem.clear_reference_output();
  };
  scratch.Clear();
  absl::StatusOr<referee::v1::Problem> problem =
      task.GenerateInstanceTo(difficulty, seed, scratch);
  if (problem.ok()) {
    name(*problem);
    if (AppendProblemJsonDirect(*problem, scratch, out)) return absl::OkStatus();
  } else if (!absl::IsUnimplemented(problem.status())) {
    return problem.status();
  }
  // Legacy tasks, and lines only protobuf's printer writes: the Struct way.
  problem = task.Generate(difficulty, seed);
  if (!problem.ok()) return problem.status();
  name(*problem);
  AppendProblemJsonLine(*problem, out);
  return absl::OkStatus();
}

void AppendProblemJsonLine(const referee::v1::Problem& problem, std::string* out) {
  if (!AppendProblemJsonDirect(problem, out)) out->append(PrintJsonLine(problem));
}

}  // namespace referee

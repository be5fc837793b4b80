#include "client/result_json.h"

#include <algorithm>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "google/protobuf/struct.pb.h"
#include "google/protobuf/util/json_util.h"
#include "engine/json_numbers.h"

namespace referee {
namespace {

// `text` as a JSON string literal, escaped by protobuf's own printer.
std::string Quoted(const std::string& text) {
  google::protobuf::Value value;
  value.set_string_value(text);
  std::string out;
  if (!google::protobuf::util::MessageToJsonString(value, &out).ok()) {
    return "\"\"";  // Not UTF-8: cannot come from a parsed proto3 string.
  }
  return out;
}

}  // namespace

std::string RolloutResultJsonLine(const referee::v1::RolloutResult& result,
                                  std::optional<float> advantage) {
  std::vector<std::pair<std::string, double>> components(
      result.components().begin(), result.components().end());
  std::sort(components.begin(), components.end());
  std::string line = absl::StrCat(
      "{\"reward\":", ShortestFloat(result.reward()),
      ",\"correct\":", result.correct() ? "true" : "false",
      ",\"parsed\":", result.parsed() ? "true" : "false", ",\"components\":{");
  for (size_t i = 0; i < components.size(); ++i) {
    absl::StrAppend(&line, i == 0 ? "" : ",", Quoted(components[i].first), ":",
                    ShortestDouble(components[i].second));
  }
  absl::StrAppend(&line, "},\"error\":\"",
                  referee::v1::ErrorCode_Name(result.error()),
                  "\",\"errorMessage\":", Quoted(result.error_message()));
  if (advantage) absl::StrAppend(&line, ",\"advantage\":", ShortestFloat(*advantage));
  line += "}";
  return line;
}

}  // namespace referee

#include "server/jsonl.h"

#include <fstream>
#include <iostream>

#include "absl/strings/str_cat.h"
#include "google/protobuf/util/json_util.h"
#include "verifiers/parsing/text.h"

namespace referee {

absl::Status ParseJsonMessage(absl::string_view json,
                              google::protobuf::Message* message) {
  google::protobuf::util::JsonParseOptions options;
  options.ignore_unknown_fields = false;
  const auto status = google::protobuf::util::JsonStringToMessage(
      google::protobuf::StringPiece(json.data(), json.size()), message,
      options);
  if (status.ok()) return absl::OkStatus();
  return absl::InvalidArgumentError(std::string(status.message()));
}

std::string PrintJsonLine(const google::protobuf::Message& message) {
  google::protobuf::util::JsonPrintOptions options;
  options.always_print_primitive_fields = true;
  std::string out;
  // Printing a valid message cannot fail.
  (void)google::protobuf::util::MessageToJsonString(message, &out, options);
  return out;
}

absl::Status ForEachJsonlLine(
    const std::string& path,
    const std::function<absl::Status(absl::string_view, int)>& parse_line) {
  std::ifstream file;
  if (path != "-") {
    file.open(path);
    if (!file) return absl::NotFoundError(absl::StrCat(path, ": cannot open"));
  }
  std::istream& in = path == "-" ? std::cin : file;
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (parsing::TrimAsciiSpace(line).empty()) continue;
    absl::Status status = parse_line(line, number);
    if (!status.ok()) {
      return absl::Status(status.code(), absl::StrCat(path, ":", number, ": ",
                                                      status.message()));
    }
  }
  if (in.bad()) return absl::DataLossError(absl::StrCat(path, ": read error"));
  return absl::OkStatus();
}

}  // namespace referee

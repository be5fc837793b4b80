// JSONL data files (DESIGN §5): one proto3-JSON message per line. Parsers
// accept both `prompt_id` and `promptId`; unknown fields are an error, so a
// typo in a dataset is caught at load instead of silently scoring 0.
#ifndef REFEREE_ENGINE_JSONL_H_
#define REFEREE_ENGINE_JSONL_H_

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "google/protobuf/message.h"

namespace referee {

// Deepest nesting of JSON arrays and objects accepted. Protobuf's JSON
// parser costs depth² on nested arrays (a 16 KB body of `[[[[...` took
// 1.4 s): the depth is checked first by a linear scan. Problems nest 5
// deep at most (an environment instance's rows).
inline constexpr int kDefaultMaxJsonDepth = 32;

// InvalidArgument when `json` nests arrays/objects deeper than `max_depth`.
// Linear; brackets inside strings (escapes included) do not count. Says
// nothing else about validity: the parser does that.
absl::Status CheckJsonDepth(absl::string_view json, int max_depth);

// Parses one proto3-JSON object into `message`, after CheckJsonDepth. The
// error is the parser's. referee.proto's `bytes` fields (Rollout.output:
// bytes on the wire so invalid UTF-8 fails one rollout, not a request) are
// text in JSON, as in every Referee JSON format, not proto3 JSON's base64.
absl::Status ParseJsonMessage(absl::string_view json,
                              google::protobuf::Message* message,
                              int max_depth = kDefaultMaxJsonDepth);

// Prints `message` as one line of proto3 JSON with every field, zeros
// included (the CLI's output format); `bytes` fields as text, as above.
std::string PrintJsonLine(const google::protobuf::Message& message);

// Reads every non-blank line of `path` ("-" is stdin) as a T. Errors read
// "FILE:LINE: reason".
template <typename T>
absl::StatusOr<std::vector<T>> ReadJsonlFile(const std::string& path);

// Implementation detail of ReadJsonlFile: calls `parse_line(line, number)`
// for every non-blank line.
absl::Status ForEachJsonlLine(
    const std::string& path,
    const std::function<absl::Status(absl::string_view, int)>& parse_line);

template <typename T>
absl::StatusOr<std::vector<T>> ReadJsonlFile(const std::string& path) {
  std::vector<T> messages;
  absl::Status status =
      ForEachJsonlLine(path, [&](absl::string_view line, int) {
        T message;
        absl::Status parsed = ParseJsonMessage(line, &message);
        if (parsed.ok()) messages.push_back(std::move(message));
        return parsed;
      });
  if (!status.ok()) return status;
  return messages;
}

}  // namespace referee

#endif  // REFEREE_ENGINE_JSONL_H_

// One environment problem as a line of proto3 JSON, written directly
// (issue #27): `referee generate` and `sample` spent ~80 µs a problem in
// protobuf's JSON printer, ~40 times the generator's own time. The output
// is what PrintJsonLine (engine/jsonl.h) prints — the same fields, names,
// zeros and escapes — except that an instance's keys come sorted (protobuf
// prints a Struct's map in no fixed order). Anything this writer does not
// handle (legacy tasks, answers, text outside the characters it writes as
// is, numbers that are not finite) goes through PrintJsonLine, so the output is
// always a valid line of the documented format.
#ifndef REFEREE_ENGINE_PROBLEM_JSON_H_
#define REFEREE_ENGINE_PROBLEM_JSON_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "proto/referee/v1/referee.pb.h"
#include "verifiers/environments/instance_io.h"
#include "verifiers/task_type.h"

namespace referee {

// An environment's instance written straight to JSON by its Write() (no
// Struct built): the bytes AppendProblemJsonLine writes for the Struct
// Generate() gives — keys sorted, integers as protobuf prints the doubles
// a Struct holds. Reused across problems (Clear() keeps its buffers).
class JsonInstanceWriter final : public environments::InstanceWriter {
 public:
  void Int(absl::string_view name, int64_t value) override;
  void Ints(absl::string_view name, const std::vector<int64_t>& values) override;
  void Text(absl::string_view name, absl::string_view text) override;
  void IntRows(absl::string_view name,
               const std::vector<std::vector<int64_t>>& rows) override;

  // Forgets what was written.
  void Clear();
  // Appends the instance as a JSON object; false, with `*out` unchanged,
  // when a value needs protobuf's printer (text outside what
  // AppendProblemJsonDirect writes as is).
  bool AppendTo(std::string* out) const;

 private:
  struct Field {
    std::string name;
    std::string json;  // The value, written.
  };
  // Starts field `name`: its value goes to the returned buffer.
  std::string& Begin(absl::string_view name);

  std::vector<Field> fields_;  // The first used_ are this instance's.
  size_t used_ = 0;
  bool direct_ = true;  // Every value could be written here.
};

// Appends `problem` as one line of JSON (no newline) to `*out`.
void AppendProblemJsonLine(const referee::v1::Problem& problem, std::string* out);

// The direct writer alone: false, with `*out` unchanged, when the problem
// needs protobuf's printer.
bool AppendProblemJsonDirect(const referee::v1::Problem& problem, std::string* out);

// The same for a problem whose instance is in `instance` rather than in
// `problem` (GenerateInstanceTo's).
bool AppendProblemJsonDirect(const referee::v1::Problem& problem,
                             const JsonInstanceWriter& instance, std::string* out);

// Appends generated problem `id` (`task` at (difficulty, seed)) as one
// line of JSON, without its reference output unless `reference`: its
// instance written by `scratch` when the direct writer can write the whole
// line, else through Generate() and AppendProblemJsonLine. The bytes are
// the same either way. Errors are Generate()'s.
absl::Status AppendGeneratedProblemJsonLine(const TaskType& task, int difficulty,
                                            uint64_t seed, const std::string& id,
                                            bool reference, JsonInstanceWriter& scratch,
                                            std::string* out);

}  // namespace referee

#endif  // REFEREE_ENGINE_PROBLEM_JSON_H_

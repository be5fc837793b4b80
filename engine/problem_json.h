// One environment problem as a line of proto3 JSON, written directly
// (issue #27): `referee generate` and `sample` spent ~80 µs a problem in
// protobuf's JSON printer, ~40 times the generator's own time. The output
// is what PrintJsonLine (engine/jsonl.h) prints — the same fields, names,
// zeros and escapes — except that an instance's keys come sorted (protobuf
// prints a Struct's map in no fixed order). Anything this writer does not
// handle (legacy tasks, answers, text outside printable ASCII, numbers
// past 10^15 or not finite) goes through PrintJsonLine, so the output is
// always a valid line of the documented format.
#ifndef REFEREE_ENGINE_PROBLEM_JSON_H_
#define REFEREE_ENGINE_PROBLEM_JSON_H_

#include <string>

#include "proto/referee/v1/referee.pb.h"

namespace referee {

// Appends `problem` as one line of JSON (no newline) to `*out`.
void AppendProblemJsonLine(const referee::v1::Problem& problem, std::string* out);

// The direct writer alone: false, with `*out` unchanged, when the problem
// needs protobuf's printer.
bool AppendProblemJsonDirect(const referee::v1::Problem& problem, std::string* out);

}  // namespace referee

#endif  // REFEREE_ENGINE_PROBLEM_JSON_H_

// What the Activity and LIS verifiers share (seed 000 §2.2): the ground
// truth of a prepared problem, and the parsed answer a^(y) and ID sequence
// s^(y) of an output (the *last* `\answer{}` and `\ids{}`, no fallback).
#ifndef REFEREE_VERIFIERS_SEQUENCE_TASK_H_
#define REFEREE_VERIFIERS_SEQUENCE_TASK_H_

#include <cstdint>
#include <optional>
#include <vector>

#include "absl/strings/string_view.h"
#include "google/protobuf/repeated_field.h"
#include "proto/referee/v1/referee.pb.h"
#include "verifiers/verifier.h"

namespace referee {

// The tasks the sequence verifiers score.
std::vector<absl::string_view> SequenceTasks();

// Ground truth of a prepared Activity or LIS problem.
struct SequenceTruth {
  const google::protobuf::RepeatedField<int32_t>& solution;  // s*
  int32_t answer;                                            // a*
};
SequenceTruth TruthOf(const referee::v1::Problem& problem);

// a^(y): the integer in the last `\answer{}`, or nullopt if there is none or
// it does not parse.
std::optional<int64_t> ParsedAnswer(absl::string_view output);

// s^(y): the list in the last `\ids{}`, or nullopt if there is none or it
// does not parse (an empty list parses).
std::optional<std::vector<int64_t>> ParsedIds(absl::string_view output);

// True iff `ids` equals `solution` element by element.
bool SameSequence(const std::vector<int64_t>& ids,
                  const google::protobuf::RepeatedField<int32_t>& solution);

}  // namespace referee

#endif  // REFEREE_VERIFIERS_SEQUENCE_TASK_H_

#include "verifiers/sequence_task.h"

#include <algorithm>

#include "verifiers/parsing/ids.h"
#include "verifiers/parsing/tags.h"

namespace referee {

std::vector<absl::string_view> SequenceTasks() { return {"activity", "lis"}; }

SequenceTruth TruthOf(const referee::v1::Problem& problem) {
  if (problem.has_lis()) {
    return {problem.lis().solution(), problem.lis().answer()};
  }
  return {problem.activity().solution(), problem.activity().answer()};
}

std::optional<int64_t> ParsedAnswer(absl::string_view output) {
  const std::optional<absl::string_view> content = parsing::LastAnswerTag(output);
  if (!content) return std::nullopt;
  return parsing::ParseAnswerInteger(*content);
}

std::optional<std::vector<int64_t>> ParsedIds(absl::string_view output) {
  const std::optional<absl::string_view> content = parsing::LastIdsTag(output);
  if (!content) return std::nullopt;
  return parsing::ParseIdList(*content);
}

bool SameSequence(const std::vector<int64_t>& ids,
                  const google::protobuf::RepeatedField<int32_t>& solution) {
  return std::equal(ids.begin(), ids.end(), solution.begin(), solution.end());
}

}  // namespace referee

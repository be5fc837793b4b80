// The reference output of an Activity or LIS problem: a closed <think>
// block, `\answer{k}` and `\ids{...}`, so every sequence verifier (and, with
// the Activity sorting preface, sort_match and sort_lcs) gives full credit.
#ifndef REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_SEQUENCE_REFERENCE_H_
#define REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_SEQUENCE_REFERENCE_H_

#include <cstdint>
#include <string>
#include <vector>

#include "google/protobuf/repeated_field.h"

namespace referee {
namespace environments {

// `sorted_ids` (may be empty) becomes the preface "Sorted by end time:
// ID a, ID b, ..." inside the think block.
std::string SequenceReference(
    const google::protobuf::RepeatedField<int32_t>& solution, int32_t answer,
    const std::vector<int32_t>& sorted_ids);

}  // namespace environments
}  // namespace referee

#endif  // REFEREE_VERIFIERS_ENVIRONMENTS_LEGACY_SEQUENCE_REFERENCE_H_

// The line `referee score` prints per rollout (DESIGN §6).
#ifndef REFEREE_CLIENT_RESULT_JSON_H_
#define REFEREE_CLIENT_RESULT_JSON_H_

#include <optional>
#include <string>

#include "proto/referee/v1/referee.pb.h"

namespace referee {

// The proto3 JSON of `result` with every field, zeros included, in field
// order ({"reward":…,"correct":…,"parsed":…,"components":{…},"error":…,
// "errorMessage":…}), components sorted by name, plus "advantage" when
// given. Every number is the shortest decimal that reads back to the value
// sent (engine/json_numbers.h): protobuf's printer would give nine digits
// for a float, and printf six.
std::string RolloutResultJsonLine(const referee::v1::RolloutResult& result,
                                  std::optional<float> advantage);

}  // namespace referee

#endif  // REFEREE_CLIENT_RESULT_JSON_H_

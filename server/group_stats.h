// Group statistics (DESIGN §3 GroupStats): the rollouts of one group_id
// (default: prompt_id) inside one request, as GRPO/RLOO trainers group them.
#ifndef REFEREE_SERVER_GROUP_STATS_H_
#define REFEREE_SERVER_GROUP_STATS_H_

#include <vector>

#include "google/protobuf/repeated_ptr_field.h"
#include "proto/referee/v1/referee.pb.h"

namespace referee {

struct RolloutOutcome;

// How many groups a batch had, and how many of them were uniform.
struct GroupSummary {
  double groups = 0;
  double uniform = 0;
};

// Appends one GroupStats per group to `out`, in first-seen order: size, mean
// and population std of the final rewards, rollouts marked correct, and
// `uniform` when every reward is equal (no learning signal).
GroupSummary ComputeGroupStats(
    const referee::v1::ScoreRequest& request,
    const std::vector<RolloutOutcome>& outcomes,
    google::protobuf::RepeatedPtrField<referee::v1::GroupStats>* out);

}  // namespace referee

#endif  // REFEREE_SERVER_GROUP_STATS_H_

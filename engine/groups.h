// Groups (DESIGN §1): the rollouts of one group_id (default: prompt_id)
// inside one request, as GRPO/RLOO trainers form them, and what is computed
// per group: novelty shaping, advantages and GroupStats.
#ifndef REFEREE_ENGINE_GROUPS_H_
#define REFEREE_ENGINE_GROUPS_H_

#include <cstdint>
#include <vector>

#include "absl/functional/function_ref.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "google/protobuf/repeated_ptr_field.h"
#include "proto/referee/v1/referee.pb.h"
#include "engine/rollout_view.h"

namespace referee {

struct Groups {
  std::vector<absl::string_view> ids;  // Per group, first-seen order.
  // Group g's item indices, ascending: members[offsets[g], offsets[g + 1]).
  // Two flat arrays, not a vector per group: a batch of 1,024 rollouts in
  // groups of 8 would otherwise allocate 128 vectors per request.
  std::vector<uint32_t> members;
  std::vector<uint32_t> offsets;  // ids.size() + 1 entries.

  size_t size() const { return ids.size(); }
  absl::Span<const uint32_t> Members(size_t g) const {
    return absl::MakeConstSpan(members.data() + offsets[g],
                               offsets[g + 1] - offsets[g]);
  }
};

// Groups `count` items by `key(i)`.
Groups GroupItems(size_t count, absl::FunctionRef<absl::string_view(size_t)> key);

// Groups a request's rollouts by group_id, or prompt_id when it is empty.
Groups GroupRollouts(absl::Span<const RolloutView> rollouts);

// How many groups a batch had, and how many of them were uniform.
struct GroupSummary {
  double groups = 0;
  double uniform = 0;
};

// Appends one GroupStats per group to `out`: size, mean and population std
// of `rewards`, how many are `correct`, and `uniform` when every reward is
// equal (no learning signal).
GroupSummary AppendGroupStats(
    const Groups& groups, absl::Span<const float> rewards,
    absl::Span<const bool> correct,
    google::protobuf::RepeatedPtrField<referee::v1::GroupStats>* out);

}  // namespace referee

#endif  // REFEREE_ENGINE_GROUPS_H_

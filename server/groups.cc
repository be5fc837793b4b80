#include "server/groups.h"

#include <cmath>
#include <string>

#include "absl/container/flat_hash_map.h"

namespace referee {

Groups GroupItems(size_t count,
                  absl::FunctionRef<absl::string_view(size_t)> key) {
  Groups groups;
  absl::flat_hash_map<absl::string_view, uint32_t> index;
  absl::string_view previous_id;
  uint32_t previous_group = 0;
  for (size_t i = 0; i < count; ++i) {
    const absl::string_view id = key(i);
    // Trainers send a group's rollouts together: the same id as the last
    // rollout needs no hash look-up.
    if (i > 0 && id == previous_id) {
      groups.members[previous_group].push_back(static_cast<uint32_t>(i));
      continue;
    }
    auto [it, inserted] =
        index.try_emplace(id, static_cast<uint32_t>(groups.ids.size()));
    if (inserted) {
      groups.ids.push_back(id);
      groups.members.emplace_back();
    }
    groups.members[it->second].push_back(static_cast<uint32_t>(i));
    previous_id = id;
    previous_group = it->second;
  }
  return groups;
}

Groups GroupRollouts(const referee::v1::ScoreRequest& request) {
  return GroupItems(request.rollouts_size(), [&](size_t i) {
    const referee::v1::Rollout& rollout = request.rollouts(static_cast<int>(i));
    return rollout.group_id().empty() ? absl::string_view(rollout.prompt_id())
                                      : absl::string_view(rollout.group_id());
  });
}

GroupSummary AppendGroupStats(
    const Groups& groups, absl::Span<const float> rewards,
    absl::Span<const bool> correct,
    google::protobuf::RepeatedPtrField<referee::v1::GroupStats>* out) {
  GroupSummary summary;
  out->Reserve(static_cast<int>(groups.ids.size()));
  for (size_t g = 0; g < groups.ids.size(); ++g) {
    const std::vector<uint32_t>& members = groups.members[g];
    double sum = 0;
    int32_t correct_count = 0;
    bool uniform = true;
    for (uint32_t i : members) {
      sum += rewards[i];
      correct_count += correct[i] ? 1 : 0;
      uniform = uniform && rewards[i] == rewards[members.front()];
    }
    const double mean = sum / members.size();
    // Two passes: no cancellation from a sum of squares.
    double squared_deviations = 0;
    for (uint32_t i : members) {
      squared_deviations += (rewards[i] - mean) * (rewards[i] - mean);
    }
    referee::v1::GroupStats& stats = *out->Add();
    stats.set_group_id(std::string(groups.ids[g]));
    stats.set_size(static_cast<int32_t>(members.size()));
    stats.set_mean(mean);
    stats.set_std(std::sqrt(squared_deviations / members.size()));
    stats.set_correct(correct_count);
    stats.set_uniform(uniform);
    summary.groups += 1;
    summary.uniform += uniform ? 1 : 0;
  }
  return summary;
}

}  // namespace referee

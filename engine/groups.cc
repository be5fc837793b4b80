#include "engine/groups.h"

#include <cmath>
#include <string>

#include "absl/container/flat_hash_map.h"

namespace referee {

Groups GroupItems(size_t count,
                  absl::FunctionRef<absl::string_view(size_t)> key) {
  Groups groups;
  // Pass 1: each item's group, and each group's size.
  std::vector<uint32_t> group_of(count);
  std::vector<uint32_t> sizes;
  absl::flat_hash_map<absl::string_view, uint32_t> index;
  absl::string_view previous_id;
  uint32_t previous_group = 0;
  for (size_t i = 0; i < count; ++i) {
    const absl::string_view id = key(i);
    // Trainers send a group's rollouts together: the same id as the last
    // rollout needs no hash look-up.
    if (i == 0 || id != previous_id) {
      auto [it, inserted] =
          index.try_emplace(id, static_cast<uint32_t>(groups.ids.size()));
      if (inserted) {
        groups.ids.push_back(id);
        sizes.push_back(0);
      }
      previous_id = id;
      previous_group = it->second;
    }
    group_of[i] = previous_group;
    ++sizes[previous_group];
  }
  // Pass 2: offsets from the sizes, then the items in order.
  groups.offsets.assign(groups.ids.size() + 1, 0);
  for (size_t g = 0; g < sizes.size(); ++g) {
    groups.offsets[g + 1] = groups.offsets[g] + sizes[g];
  }
  groups.members.resize(count);
  std::vector<uint32_t> next(groups.offsets.begin(), groups.offsets.end() - 1);
  for (size_t i = 0; i < count; ++i) {
    groups.members[next[group_of[i]]++] = static_cast<uint32_t>(i);
  }
  return groups;
}

Groups GroupRollouts(absl::Span<const RolloutView> rollouts) {
  return GroupItems(rollouts.size(),
                    [&](size_t i) { return rollouts[i].group(); });
}

GroupSummary AppendGroupStats(
    const Groups& groups, absl::Span<const float> rewards,
    absl::Span<const bool> correct,
    google::protobuf::RepeatedPtrField<referee::v1::GroupStats>* out) {
  GroupSummary summary;
  out->Reserve(static_cast<int>(groups.size()));
  for (size_t g = 0; g < groups.size(); ++g) {
    const absl::Span<const uint32_t> members = groups.Members(g);
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

#include "server/group_stats.h"

#include <cmath>
#include <cstdint>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/string_view.h"
#include "server/scorer.h"

namespace referee {
namespace {

absl::string_view GroupOf(const referee::v1::Rollout& rollout) {
  return rollout.group_id().empty() ? absl::string_view(rollout.prompt_id())
                                    : absl::string_view(rollout.group_id());
}

struct Accumulator {
  int32_t size = 0;
  int32_t correct = 0;
  double sum = 0;
  double squared_deviations = 0;
  float first = 0;
  bool uniform = true;
};

}  // namespace

GroupSummary ComputeGroupStats(
    const referee::v1::ScoreRequest& request,
    const std::vector<RolloutOutcome>& outcomes,
    google::protobuf::RepeatedPtrField<referee::v1::GroupStats>* out) {
  absl::flat_hash_map<absl::string_view, uint32_t> index;
  std::vector<Accumulator> groups;
  std::vector<uint32_t> group_of(outcomes.size());
  for (size_t i = 0; i < outcomes.size(); ++i) {
    auto [it, inserted] = index.try_emplace(
        GroupOf(request.rollouts(static_cast<int>(i))), groups.size());
    if (inserted) {
      groups.emplace_back();
      groups.back().first = outcomes[i].reward;
    }
    Accumulator& group = groups[it->second];
    group_of[i] = it->second;
    group.size += 1;
    group.correct += outcomes[i].correct ? 1 : 0;
    group.sum += outcomes[i].reward;
    group.uniform = group.uniform && outcomes[i].reward == group.first;
  }
  // A second pass for the deviations: exact enough without the
  // cancellation of the sum-of-squares formula.
  for (size_t i = 0; i < outcomes.size(); ++i) {
    Accumulator& group = groups[group_of[i]];
    const double deviation = outcomes[i].reward - group.sum / group.size;
    group.squared_deviations += deviation * deviation;
  }
  GroupSummary summary;
  out->Reserve(static_cast<int>(groups.size()));
  std::vector<absl::string_view> names(groups.size());
  for (const auto& [name, i] : index) names[i] = name;
  for (size_t g = 0; g < groups.size(); ++g) {
    const Accumulator& group = groups[g];
    referee::v1::GroupStats& stats = *out->Add();
    stats.set_group_id(std::string(names[g]));
    stats.set_size(group.size);
    stats.set_mean(group.sum / group.size);
    stats.set_std(std::sqrt(group.squared_deviations / group.size));
    stats.set_correct(group.correct);
    stats.set_uniform(group.uniform);
    summary.groups += 1;
    summary.uniform += group.uniform ? 1 : 0;
  }
  return summary;
}

}  // namespace referee

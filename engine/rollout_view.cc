#include "engine/rollout_view.h"

namespace referee {

std::vector<RolloutView> ViewRollouts(const referee::v1::ScoreRequest& request) {
  std::vector<RolloutView> views(static_cast<size_t>(request.rollouts_size()));
  for (int i = 0; i < request.rollouts_size(); ++i) {
    const referee::v1::Rollout& rollout = request.rollouts(i);
    RolloutView& view = views[static_cast<size_t>(i)];
    view.prompt_id = rollout.prompt_id();
    view.output = rollout.output();
    view.group_id = rollout.group_id();
    view.ref_logprobs = absl::MakeConstSpan(rollout.ref_logprobs().data(),
                                            rollout.ref_logprobs().size());
    view.has_novelty_score = rollout.has_novelty_score();
    view.novelty_score = rollout.novelty_score();
  }
  return views;
}

}  // namespace referee

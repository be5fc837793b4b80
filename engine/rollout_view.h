// One rollout of a Score request as the scorer reads it: views, not copies.
//
// A Score request's rollouts reach the scorer two ways: parsed by protobuf
// (ScoreStream, HTTP, `referee score --local`), or read straight from the
// received bytes by server/score_request_wire.h (unary Score), which leaves
// the 1 KB outputs where gRPC put them instead of copying each into a heap
// string. Both end up as RolloutViews, so the scorer has one code path.
#ifndef REFEREE_ENGINE_ROLLOUT_VIEW_H_
#define REFEREE_ENGINE_ROLLOUT_VIEW_H_

#include <vector>

#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "proto/referee/v1/referee.pb.h"

namespace referee {

// The fields of referee.v1.Rollout; whatever they view must outlive this.
struct RolloutView {
  absl::string_view prompt_id;
  absl::string_view output;
  absl::string_view group_id;
  absl::Span<const float> ref_logprobs;
  bool has_novelty_score = false;
  double novelty_score = 0;

  // The group this rollout belongs to: group_id, or prompt_id when empty.
  absl::string_view group() const {
    return group_id.empty() ? prompt_id : group_id;
  }
};

// Views of `request`'s rollouts, valid while `request` lives unchanged.
std::vector<RolloutView> ViewRollouts(const referee::v1::ScoreRequest& request);

}  // namespace referee

#endif  // REFEREE_ENGINE_ROLLOUT_VIEW_H_

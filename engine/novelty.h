// Novelty shaping (seed 004 §5 and App. N, as DESIGN §4 pins it).
//
// Per rollout, s = the mean of the top-k largest token NLLs (−log-prob) under
// the frozen reference model (all tokens if fewer than k; 0 if none), or a
// given novelty_score. Per group, over the rollouts whose correct_from term
// is correct: with fewer than 2, or a population std below 1e-6, no bonus;
// else z = clip((s − μ)/σ, −z_clip, z_clip) and correct rollouts get α·z.
#ifndef REFEREE_ENGINE_NOVELTY_H_
#define REFEREE_ENGINE_NOVELTY_H_

#include <optional>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "google/protobuf/repeated_field.h"
#include "proto/referee/v1/referee.pb.h"

namespace referee {

struct NoveltyOptions {
  double alpha = 0.1;
  int top_k = 100;
  double z_clip = 2;
};

// Zero fields mean the defaults. InvalidArgument names `field`.top_k for a
// negative top_k, `field`.z_clip for a negative clip, and any non-finite
// value.
absl::StatusOr<NoveltyOptions> ResolveNovelty(const referee::v1::Novelty& novelty,
                                              absl::string_view field);

// InvalidArgument naming `field` when a log-prob or the given score is NaN
// or infinite (one such value would make its whole group's rewards NaN).
absl::Status CheckNoveltyInputs(
    absl::Span<const float> ref_logprobs,
    const std::optional<double>& given, absl::string_view field);

// s for one rollout: `given` if set, else the top-k mean NLL of
// `ref_logprobs`.
double NoveltyScore(absl::Span<const float> ref_logprobs,
                    const std::optional<double>& given, int top_k);

// Writes each item's bonus (0 for incorrect ones) for one group.
void GroupNoveltyBonuses(absl::Span<const double> scores,
                         absl::Span<const bool> correct,
                         const NoveltyOptions& options,
                         absl::Span<double> bonuses);

// The Shape RPC: novelty shaping on base rewards the trainer already has
// (for trainers that get reference log-probs after the reward step). Items
// are grouped by group_id; shaping applies whether or not
// `novelty.enabled` is set (asking for Shape is asking for it).
// InvalidArgument for no items or bad novelty options.
absl::Status ShapeItems(const referee::v1::ShapeRequest& request,
                        referee::v1::ShapeResponse* response);

}  // namespace referee

#endif  // REFEREE_ENGINE_NOVELTY_H_

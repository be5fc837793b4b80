// Group advantages (DESIGN §4 "Advantages"), from a group's final rewards.
// A group of one gets 0.
//   GRPO     (r − mean) / (std + ε), sample std (ddof 1, as verl and TRL),
//            ε = 1e-6 unless given
//   DR_GRPO  r − mean
//   RLOO     r − mean of the others
//   RANK     seed 003 νGRPO: rank rewards descending and map rank k of G to
//            1 − 2(k−1)/(G−1); tied rewards share the mean of their targets
#ifndef REFEREE_ENGINE_ADVANTAGES_H_
#define REFEREE_ENGINE_ADVANTAGES_H_

#include "absl/types/span.h"
#include "proto/referee/v1/referee.pb.h"

namespace referee {

// Writes advantages[i] for rewards[i] of one group. `epsilon` 0 means 1e-6.
void GroupAdvantages(referee::v1::Advantage::Kind kind, double epsilon,
                     absl::Span<const double> rewards,
                     absl::Span<double> advantages);

}  // namespace referee

#endif  // REFEREE_ENGINE_ADVANTAGES_H_

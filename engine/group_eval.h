// Evaluation from groups (DESIGN §8 "Evaluation"; issue #38): when a spec
// names k's (`RewardSpec.eval_k`), each group's GroupStats carries
//   pass@k  the unbiased estimator 1 − C(n−c, k)/C(n, k) over all n
//           rollouts of the group, c of them correct (seeds 000, 003, 004);
//   avg@k   the fraction of the group's first k rollouts that are correct;
//   maj@k   1 if the majority answer among the group's first k rollouts is
//           correct (self-consistency, seed 000 §4): answers are the
//           final answers `math_equiv`'s `auto` extraction finds (an
//           `<answer>` span, `\boxed{}`, an `Answer:` line, `#### N`, …)
//           with whitespace runs collapsed; a rollout without one does not
//           vote; ties go to the numerically smallest answer when every
//           tied answer is a number, else to the lexicographically
//           smallest (seed 000 App. A); no vote at all: 0.
// "First k" is request order within the group. A k larger than the group
// is left out of the maps and named in `eval_note`.
#ifndef REFEREE_ENGINE_GROUP_EVAL_H_
#define REFEREE_ENGINE_GROUP_EVAL_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "proto/referee/v1/referee.pb.h"

namespace referee {

// The largest k a spec may ask for.
inline constexpr int32_t kMaxEvalK = 1 << 16;

// The spec's k's, sorted and without repeats; InvalidArgument naming
// `spec.eval_k` for a k outside 1..kMaxEvalK.
absl::StatusOr<std::vector<int32_t>> ResolveEvalK(const referee::v1::RewardSpec& spec);

// 1 − C(n−c, k)/C(n, k) for 0 ≤ c ≤ n and 1 ≤ k ≤ n, computed as a product
// (no overflow, no cancellation): 1 when n − c < k.
double PassAtK(int64_t n, int64_t c, int64_t k);

// The answer a rollout votes for in maj@k (see above); empty: no vote.
std::string VoteKey(absl::string_view output);

// The index into `keys` of the majority answer (ties as above); -1 when
// every key is empty. `keys` are VoteKey()s.
int64_t MajorityIndex(absl::Span<const std::string> keys);

// Fills `stats`' pass_at_k, avg_at_k, maj_at_k and eval_note for one group
// whose rollouts, in request order, have outputs `outputs` and correctness
// `correct` (the same size). `ks` as ResolveEvalK returns them.
void AddGroupEval(absl::Span<const int32_t> ks, absl::Span<const absl::string_view> outputs,
                  absl::Span<const bool> correct, referee::v1::GroupStats& stats);

}  // namespace referee

#endif  // REFEREE_ENGINE_GROUP_EVAL_H_

// Step (DESIGN §11): plays one more turn of each episode. The server keeps
// no session: an episode is its problem and the actions so far, and every
// Step replays them from the start (Session, verifiers/session.h), so any
// replica answers any turn and two replicas answer alike.
//
// Per episode (results[i] for episodes[i]):
//   - no actions: the opening observation (the problem's prompt), reward 0;
//   - an interactive environment: the actions replayed in order; the last
//     one's observation and reward, `done`, the return (the sum of every
//     action's reward) and `correct` (ended in the best outcome);
//   - a single-turn problem: one action, scored as Score scores it under
//     the request's spec (reward, correct, components), and done;
//   - errors, for that episode only: UNKNOWN_PROMPT; INVALID_ARGUMENT for
//     an action after the episode ended or more actions than its limit;
//     OUTPUT_TOO_LARGE for an action over the scorer's max_output_bytes;
//     INVALID_UTF8. An errored episode's reward and return are the lowest
//     it can get, so an error never out-earns a wrong move: -1 for a game
//     (and an unknown id); for a single-turn problem, what Score gives an
//     error under the request's spec (its error_reward, else its floor).
//     A single-turn Step is a Score of one rollout: it counts in the
//     scoring metrics too.
// A request with no episodes or more than the scorer's max_batch is
// InvalidArgument as a whole.
#ifndef REFEREE_ENGINE_STEPPER_H_
#define REFEREE_ENGINE_STEPPER_H_

#include <functional>

#include "absl/functional/any_invocable.h"
#include "absl/status/status.h"
#include "engine/scorer.h"
#include "engine/thread_pool.h"
#include "proto/referee/v1/referee.pb.h"

namespace referee {

// Checks the request as a whole; the per-episode rules are StepRange's.
absl::Status ValidateStepRequest(const Scorer& scorer,
                                 const referee::v1::StepRequest& request);

// Plays episodes [begin, end) into `response` (sized by the caller: one
// result per episode).
void StepRange(const Scorer& scorer, const referee::v1::StepRequest& request,
               size_t begin, size_t end, referee::v1::StepResponse* response);

// Validate, then StepRange over everything on the calling thread.
absl::Status StepAll(const Scorer& scorer, const referee::v1::StepRequest& request,
                     referee::v1::StepResponse* response);

// Validate, then StepRange on the pool in slices (engine/batch_runner.h);
// `done(status)` runs once: OK, or CANCELLED when `cancelled` said so. A
// non-OK return means `done` never runs. `request` and `response` must
// live until `done` runs.
absl::Status StepOnPool(const Scorer& scorer, ThreadPool& pool,
                        const referee::v1::StepRequest& request,
                        referee::v1::StepResponse* response,
                        std::function<bool()> cancelled,
                        absl::AnyInvocable<void(absl::Status) &&> done);

}  // namespace referee

#endif  // REFEREE_ENGINE_STEPPER_H_

// What every problem must satisfy before it is scored, and the ground truth
// a problem may omit (DESIGN §3, §5): Activity and LIS problems without
// `solution`/`answer` get the canonical optimum computed; a non-unique
// optimum or a wrong given solution is an error naming the problem's id.
#ifndef REFEREE_VERIFIERS_TASKS_PREPARE_H_
#define REFEREE_VERIFIERS_TASKS_PREPARE_H_

#include "absl/status/status.h"
#include "proto/referee/v1/referee.pb.h"

namespace referee {
namespace tasks {

// True for tasks whose ground truth PrepareProblem may fill in.
bool MayFillGroundTruth(const referee::v1::Problem& problem);

// Checks `problem` (id, exactly one task, the task's data) and fills the
// ground truth it omits. InvalidArgument messages start with "problem ID: ".
absl::Status PrepareProblem(referee::v1::Problem& problem);

// The checks of PrepareProblem for a problem that needs no filling in
// (MayFillGroundTruth false); for the others it runs the full check on a
// copy.
absl::Status ValidateProblem(const referee::v1::Problem& problem);

}  // namespace tasks
}  // namespace referee

#endif  // REFEREE_VERIFIERS_TASKS_PREPARE_H_

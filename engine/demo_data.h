// The embedded demo dataset behind `referee-server --demo`: deterministic,
// so the server serves something useful on a fresh machine with no files.
#ifndef REFEREE_ENGINE_DEMO_DATA_H_
#define REFEREE_ENGINE_DEMO_DATA_H_

#include <vector>

#include "proto/referee/v1/referee.pb.h"
#include "verifiers/task_registry.h"

namespace referee {

// Demo problems, one or more per hand-written task; each without a prompt
// gets its task type's DefaultPrompt. Ids start with "demo-". Generated
// environments need no demo data: any `env/...` id is served.
std::vector<referee::v1::Problem> DemoProblems(const TaskRegistry& tasks);

}  // namespace referee

#endif  // REFEREE_ENGINE_DEMO_DATA_H_

// The embedded demo dataset behind `referee-server --demo`: deterministic,
// so the server serves something useful on a fresh machine with no files.
#ifndef REFEREE_SERVER_DEMO_DATA_H_
#define REFEREE_SERVER_DEMO_DATA_H_

#include <vector>

#include "proto/referee/v1/referee.pb.h"

namespace referee {

// Demo problems, one or more per task this build can score. Ids start with
// "demo-".
std::vector<referee::v1::Problem> DemoProblems();

}  // namespace referee

#endif  // REFEREE_SERVER_DEMO_DATA_H_

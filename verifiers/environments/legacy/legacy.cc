#include "verifiers/environments/legacy/legacy.h"

#include "verifiers/environments/legacy/activity.h"
#include "verifiers/environments/legacy/answer.h"
#include "verifiers/environments/legacy/countdown.h"
#include "verifiers/environments/legacy/lis.h"

namespace referee {

absl::Status RegisterLegacyEnvironments(Catalog& catalog, const TaskOptions& options) {
  return RegisterFamily(catalog, "legacy", options, {
      RegisterActivityTask,
      RegisterLisTask,
      RegisterCountdownTask,
      RegisterAnswerTask,
  });
}

}  // namespace referee

// Early-return helpers for absl::Status, in the style of the abseil/cel-cpp
// internal macros (Abseil 20220623 ships none publicly).
#ifndef REFEREE_VERIFIERS_STATUS_MACROS_H_
#define REFEREE_VERIFIERS_STATUS_MACROS_H_

#include "absl/status/status.h"

// Returns `expr` from the calling function if it is not OK.
#define REFEREE_RETURN_IF_ERROR(expr)                  \
  do {                                                 \
    const ::absl::Status referee_status_ = (expr);     \
    if (!referee_status_.ok()) return referee_status_; \
  } while (0)

#define REFEREE_STATUS_CONCAT_INNER_(a, b) a##b
#define REFEREE_STATUS_CONCAT_(a, b) REFEREE_STATUS_CONCAT_INNER_(a, b)

// `REFEREE_ASSIGN_OR_RETURN(auto x, StatusOrExpr());` declares x from the
// value, or returns the error status.
#define REFEREE_ASSIGN_OR_RETURN(lhs, expr)                              \
  REFEREE_ASSIGN_OR_RETURN_IMPL_(                                        \
      REFEREE_STATUS_CONCAT_(referee_statusor_, __LINE__), lhs, expr)
#define REFEREE_ASSIGN_OR_RETURN_IMPL_(statusor, lhs, expr) \
  auto statusor = (expr);                                   \
  if (!statusor.ok()) return statusor.status();             \
  lhs = std::move(statusor).value()

#endif  // REFEREE_VERIFIERS_STATUS_MACROS_H_

// absl::Status -> grpc::Status. The codes are the same numbers
// (absl/status/status.h documents the mapping), so a cast suffices.
#ifndef REFEREE_SERVER_STATUS_UTIL_H_
#define REFEREE_SERVER_STATUS_UTIL_H_

#include <string>

#include "absl/status/status.h"
#include "grpcpp/support/status.h"

namespace referee {

inline grpc::Status ToGrpcStatus(const absl::Status& status) {
  if (status.ok()) return grpc::Status::OK;
  return grpc::Status(static_cast<grpc::StatusCode>(status.code()),
                      std::string(status.message()));
}

// The gRPC name of a status code, e.g. "INVALID_ARGUMENT" (a metric label).
inline std::string GrpcCodeName(absl::StatusCode code) {
  return absl::StatusCodeToString(code);
}

}  // namespace referee

#endif  // REFEREE_SERVER_STATUS_UTIL_H_

// The --ready_file protocol: once a server listens, it writes its ports as
// one JSON object, so scripts and tests that asked for port 0 can find them.
#ifndef REFEREE_SERVER_READY_FILE_H_
#define REFEREE_SERVER_READY_FILE_H_

#include <string>

#include "absl/status/status.h"

namespace referee {

// Writes {"grpc_port": G, "metrics_port": M, "http_port": H} to `path`
// atomically (a temporary file, then a rename): a reader that sees the file
// sees all of it.
absl::Status WriteReadyFile(const std::string& path, int grpc_port,
                            int metrics_port, int http_port);

}  // namespace referee

#endif  // REFEREE_SERVER_READY_FILE_H_

// The secret files both sides read: PEM files for TLS and the bearer token
// (DESIGN §10). Here, below the server and the client, so the CLI reads
// them exactly as the server does without linking the server.
#ifndef REFEREE_ENGINE_SECRET_FILES_H_
#define REFEREE_ENGINE_SECRET_FILES_H_

#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace referee {

// A file's whole content; NotFound naming the flag and path.
absl::StatusOr<std::string> ReadSecretFile(absl::string_view flag,
                                           const std::string& path);

// The token from `--auth_token_file` (whitespace around it trimmed), or else
// from the REFEREE_AUTH_TOKEN environment variable; empty: no token needed.
// An empty or unreadable file is an error.
absl::StatusOr<std::string> LoadAuthToken(const std::string& token_file);

}  // namespace referee

#endif  // REFEREE_ENGINE_SECRET_FILES_H_
